// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QMutex>
#include <QString>
#include <QStringList>
#include <atomic>
#include <thread>

namespace RentDeck {

/**
 * Reads every process's command line (/proc/PID/cmdline, what `ps` shows every user) every few milliseconds on
 * its own thread, and records each one that holds one of the secrets. Command lines that contain \a ignore
 * (the test's own mock provider, which is given the key it expects) are skipped. The environment
 * (/proc/PID/environ) is checked too for processes whose command line mentions \a environOf (RENTDECK_HOME:
 * the rsync, ssh and sshd processes RentDeck starts; the CLI itself reads its key from there). Linux only.
 */
class CommandLineWatch
{
public:
    CommandLineWatch(QList<QByteArray> secrets, QByteArray ignore, QByteArray environOf = {});
    ~CommandLineWatch();
    CommandLineWatch(const CommandLineWatch &) = delete;
    CommandLineWatch &operator=(const CommandLineWatch &) = delete;

    void stop();
    /** "PID: command line" for each leak, the secret masked. */
    QStringList leaks() const;
    int scans() const { return m_scans; }
    /** How many distinct processes were looked at (so a test can assert the watch saw ours). */
    int processesSeen() const;

private:
    void loop();

    QList<QByteArray> m_secrets;
    QByteArray m_ignore;
    QByteArray m_environOf;
    std::atomic<bool> m_stop { false };
    std::atomic<int> m_scans { 0 };
    mutable QMutex m_mutex;
    QStringList m_leaks;
    QList<QByteArray> m_seen;
    std::thread m_thread;
};

/**
 * Every file or folder under \a root (hidden ones included, symlinks skipped: their mode means nothing) whose mode
 * gives the group or others any permission, as "MODE PATH", except those under one of \a exceptUnder.
 * \a entries counts what was looked at.
 */
QStringList entriesNotPrivate(const QString &root, const QStringList &exceptUnder, int *entries);

/** The addresses ("127.0.0.1", "0.0.0.0", "::", ...) of the TCP sockets listening on \a port (/proc/net/tcp, tcp6). */
QStringList listeningAddresses(quint16 port);

/** Relative path → content of every file under \a root, with "/" entries for folders (names kept byte for byte). */
QMap<QString, QByteArray> treeSnapshot(const QString &root);

} // namespace RentDeck
