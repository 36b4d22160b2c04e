// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ssh/SshSession.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <functional>

namespace RentDeck {

class InstanceManager;
class SecretStore;
class SshPortForward;

/** A port forward the user opened, as the UI lists it. */
struct ForwardEntry
{
    QString instanceName;
    QString label; // "JupyterLab", "TensorBoard", or "" for a custom port
    QPointer<SshPortForward> forward;
};

/**
 * One SSH session per running instance, shared by terminals, port forwards and later checks and
 * monitoring. Sessions connect on first use and are dropped when their instance stops, errors or
 * is destroyed. Passwords (sshhost instances) are read from the SecretStore under
 * "instance/NAME/password" and handed to the session in memory only. Lives on the GUI thread.
 */
class ConnectionManager : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConnectionManager)
public:
    ConnectionManager(InstanceManager *instances, SecretStore *secrets, QObject *parent = nullptr);
    ~ConnectionManager() override;

    /**
     * The stored SSH password of \a instanceName (empty when it logs in with a key or none is stored), for
     * tools that log in on their own (rsync). \a done runs from the event loop, on \a context's thread.
     */
    void readPassword(const QString &instanceName, QObject *context, std::function<void(const QString &)> done);

    /** The session of a running instance, connecting it if needed; nullptr (and why) when there is none. */
    SshSession *session(const QString &instanceName, QString *whyNot = nullptr);
    SshSession::State state(const QString &instanceName) const;
    /** Whether a terminal (interactive shell) is open on the instance right now. */
    bool hasOpenShell(const QString &instanceName) const;

    /** Forwards 127.0.0.1:(preferred or free) to \a remotePort on the instance. */
    SshPortForward *addForward(const QString &instanceName, quint16 remotePort, quint16 preferredLocalPort,
        const QString &label, QString *whyNot = nullptr);
    void removeForward(SshPortForward *forward);
    QList<ForwardEntry> forwards() const;

signals:
    void sessionStateChanged(const QString &instanceName, RentDeck::SshSession::State state, const QString &message);
    /** The first connection to \a instanceName recorded its host key (trust on first use); the window shows it. */
    void hostKeyLearned(const QString &instanceName, const QString &fingerprint);
    void forwardsChanged();

private:
    void dropSessionsOfGoneInstances();
    void dropSession(const QString &instanceName);

    InstanceManager *m_instances;
    SecretStore *m_secrets;
    QHash<QString, SshSession *> m_sessions;
    QList<ForwardEntry> m_forwards;
};

} // namespace RentDeck
