// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Error.h"
#include "core/Instance.h"
#include "ssh/HostKeyPolicy.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QString>
#include <chrono>
#include <memory>

namespace RentDeck {

class SshChannelClient;
class SshExecChannel;
class SshPortForward;
class SshSessionShared;
class SshShellChannel;
struct SshChannelSpec;

/**
 * One SSH connection to an instance, with many channels (commands, shells, port forwards) over it.
 *
 * Lives on the caller's thread and never blocks it: libssh is not thread-safe per session, so one worker
 * QThread per session owns the libssh session and services every channel; requests are queued to it and
 * its events come back as queued signals. Host keys are checked as SshConnector does (a changed key is
 * always refused). Auth: endpoint.identityFile, else ssh-agent, else setPassword().
 *
 * Once connected, keepalives (an SSH_MSG_IGNORE every keepaliveInterval, plus TCP keepalive and
 * TCP_USER_TIMEOUT) notice a dead peer. On a drop the session goes Reconnecting and retries with
 * exponential backoff and jitter (0.5 s … 10 s, see reconnectDelay()) until it is back or
 * disconnectFromHost() is called; stateChanged(Reconnecting, why) is emitted for each failed attempt.
 * Running exec channels fail with a "connection lost" error; shells reopen on the new connection
 * (reconnecting()/reconnected()); forwards keep listening. A changed host key or a rejected login ends
 * in Failed. A first connect that fails ends in Failed as well (no retry).
 *
 * Channel objects are children of the session; deleting one closes it. Create them in any state but
 * Failed; they open once the session is connected.
 */
class SshSession : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SshSession)

public:
    enum class State
    {
        Disconnected,
        Connecting,
        Connected,
        Reconnecting,
        Failed,
    };
    Q_ENUM(State)

    static constexpr std::chrono::milliseconds DefaultKeepaliveInterval { 15000 };

    explicit SshSession(SshEndpoint endpoint, QObject *parent = nullptr);
    ~SshSession() override;

    void setHostKeyPolicy(HostKeyPolicy policy) { m_policy = policy; }
    /** Kept in memory only (zeroed when the session ends), never logged. Takes effect on the next connectToHost(). */
    void setPassword(const QString &password);
    /** How often an idle connection is probed (default 15 s). Set before connectToHost(). */
    void setKeepaliveInterval(std::chrono::milliseconds interval) { m_keepalive = interval; }
    void setConnectTimeout(std::chrono::milliseconds timeout) { m_connectTimeout = timeout; }
    void setAuthTimeout(std::chrono::milliseconds timeout) { m_authTimeout = timeout; }

    const SshEndpoint &endpoint() const { return m_endpoint; }
    State state() const { return m_state; }
    /** Why the session is Failed, or why the last attempt failed while Reconnecting. */
    const Error &lastError() const { return m_lastError; }
    /** "SHA256:..." of the server's host key once seen. */
    const QString &hostKeyFingerprint() const { return m_fingerprint; }
    /** "user@host:port". */
    QString target() const;

    /** Starts connecting (Connecting, then Connected or Failed); returns at once. No-op unless Disconnected/Failed. */
    void connectToHost();
    /** Closes everything: running commands fail with Cancelled, shells close, forwards stop listening. */
    void disconnectFromHost();

    /** Runs \a command (passed to the remote shell as is). Owned by the session until you reparent it. */
    SshExecChannel *exec(const QString &command);
    /** The same, with \a input on the command's stdin (then EOF): data that must not go through a command line. */
    SshExecChannel *exec(const QString &command, const QByteArray &input);
    /** A login shell on a PTY of \a cols x \a rows; reopened after a reconnect. */
    SshShellChannel *openShell(int cols, int rows, const QString &term = QStringLiteral("xterm-256color"));
    /** Interactive shells open now (a terminal the user has in front of them: guards do not call that idle). */
    int openShellCount() const;
    /**
     * Listens on 127.0.0.1 (never other interfaces) at \a preferredLocalPort, or any free port if that one is
     * taken or 0, and tunnels each accepted connection to \a remoteHost:\a remotePort as seen from the instance.
     */
    SshPortForward *forwardLocalPort(
        quint16 remotePort, quint16 preferredLocalPort = 0, const QString &remoteHost = QStringLiteral("127.0.0.1"));

    /** Waits up to \a timeout for the worker threads of all destroyed/disconnected sessions to end (app exit, tests).
     */
    static bool waitForWorkers(std::chrono::milliseconds timeout);

signals:
    void stateChanged(RentDeck::SshSession::State state, const QString &message);
    /** AcceptNew recorded the server's key in our known_hosts; \a fingerprint is "SHA256:...". */
    void hostKeyLearned(const QString &fingerprint);

private:
    friend class SshExecChannel;
    friend class SshShellChannel;
    friend class SshForwardConnection;
    friend class SshSessionWorker;
    friend class SshSessionShared;

    // Used by the channel classes (owner thread).
    int openChannel(SshChannelClient *client, const SshChannelSpec &spec);
    void writeChannel(int id, const QByteArray &data);
    void sendEof(int id, bool thenClose = false);
    void resizeChannel(int id, int cols, int rows);
    void ackChannel(int id, qint64 bytes);
    /** The client is gone: forget it and close the channel. */
    void releaseChannel(int id);

    // Called (queued) by the worker.
    void onWorkerState(State state, const QString &message, const Error &error);
    void onHostKey(const QString &fingerprint, bool learned);
    void onChannelOpened(int id);
    void onChannelData(int id, const QByteArray &data, bool isStderr);
    void onChannelWritten(int id, qint64 bytes);
    void onChannelTransferred(int id, qint64 received, qint64 sent);
    void onChannelClosed(int id, int exitStatus, const Error &error);

    void setState(State state, const QString &message);
    void closeAllClients(const Error &error);
    void resetShared();

    SshEndpoint m_endpoint;
    HostKeyPolicy m_policy = HostKeyPolicy::Strict;
    std::chrono::milliseconds m_keepalive = DefaultKeepaliveInterval;
    std::chrono::milliseconds m_connectTimeout { 10000 };
    std::chrono::milliseconds m_authTimeout { 10000 };
    quint64 m_generation = 0; // before m_shared, which is built with it
    std::shared_ptr<SshSessionShared> m_shared;
    bool m_workerStarted = false;
    QByteArray m_nextPassword; // set while a worker runs; used by the next one
    bool m_hasNextPassword = false;
    State m_state = State::Disconnected;
    Error m_lastError;
    QString m_fingerprint;
    int m_nextId = 1;
    QHash<int, SshChannelClient *> m_clients;
    QList<QPointer<SshPortForward>> m_forwards;
};

} // namespace RentDeck
