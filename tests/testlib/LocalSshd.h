// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Instance.h"

#include <QList>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace RentDeck {

/**
 * A real OpenSSH sshd on a free 127.0.0.1 port, for integration tests. Everything lives in a temporary
 * folder: an ed25519 host key, an ed25519 client key authorized for the current user, sshd_config and the
 * pid file. Sessions get HOME=dir() so that the real user's shell startup files (pyenv, conda, ...) neither
 * slow them down nor leave locks behind when a test kills sshd. sshd runs in the foreground (-D -e) as a child
 * QProcess; stop() (or the destructor) kills it and every process it started. Linux/OpenSSH only.
 *
 *     if (!LocalSshd::isAvailable(&why)) QSKIP(qPrintable(why));
 *     LocalSshd sshd; QVERIFY2(sshd.start(), qPrintable(sshd.errorString()));
 */
class LocalSshd
{
public:
    LocalSshd();
    ~LocalSshd();
    LocalSshd(const LocalSshd &) = delete;
    LocalSshd &operator=(const LocalSshd &) = delete;

    /** Whether an sshd binary and ssh-keygen exist; otherwise \a reason says what is missing. */
    static bool isAvailable(QString *reason = nullptr);
    /** /usr/sbin/sshd, else sshd on PATH (absolute: sshd refuses to run otherwise); empty if none. */
    static QString sshdProgram();

    /** Also accept passwords (sshd checks /etc/shadow itself: UsePAM stays off). Call before start(). */
    void setPasswordAuthentication(bool enabled) { m_passwordAuth = enabled; }
    /**
     * Let users other than the one running sshd log in with the authorized keys too (sshd reads the key file as the
     * user logging in): the folder becomes listable and the key file readable by all; private keys stay 0600.
     * Call before start().
     */
    void setOpenToOtherUsers(bool open) { m_openToOthers = open; }
    /** Also let \a publicKeyLine in (RentDeck's own client key, as a provider installs it). Call before start(). */
    void authorizeKey(const QString &publicKeyLine) { m_authorized.append(publicKeyLine); }

    /** Generates keys and config, starts sshd and waits (up to 10 s) until the port accepts connections. */
    bool start();
    /** A crash and a restart: kills sshd and every session, then starts it again on the same port and key. */
    bool killAndRestart();
    /** Like killAndRestart() but with a freshly generated host key (a re-created machine, or an attacker). */
    bool restartWithNewHostKey();
    /** Kills sshd and its descendants (session processes, commands still running) and waits for them. */
    void stop();
    bool isRunning() const;
    QString errorString() const { return m_error; }

    int port() const { return m_port; }
    QString user() const { return m_user; }
    QString dir() const { return m_dir.path(); }
    QString hostKeyFile() const; // private host key
    QString hostPublicKeyFile() const; // hostKeyFile() + ".pub"
    /** "ssh-ed25519 AAAA... comment" of the host key. */
    QString hostPublicKeyLine() const;
    QString clientKeyFile() const; // private client key, authorized for user()
    QString clientPublicKeyLine() const;
    /** 127.0.0.1:port as user() with clientKeyFile(); knownHostsFile as given (empty = none yet). */
    SshEndpoint endpoint(const QString &knownHostsFile = {}) const;
    /** 127.0.0.1:port as \a user with no identity file (password auth). */
    SshEndpoint passwordEndpoint(const QString &user, const QString &knownHostsFile) const;

    /** Pids of sshd and all its live descendants, sshd first; empty when not running. */
    QList<qint64> processTree() const;
    static bool isProcessAlive(qint64 pid);
    /** What sshd wrote to stderr so far (its log, -e). */
    QString log();

private:
    bool generateKey(const QString &file, const QString &comment);
    bool writeConfig();
    bool waitUntilListening();
    bool launch();

    QTemporaryDir m_dir;
    QProcess m_process;
    QString m_user;
    int m_port = 0;
    bool m_keepPort = false; // restarts reuse the port
    bool m_passwordAuth = false;
    QStringList m_authorized; // beyond clientKeyFile()
    bool m_openToOthers = false;
    QString m_error;
};

} // namespace RentDeck
