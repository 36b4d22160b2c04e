// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Instance.h"
#include "core/Job.h"
#include "ssh/HostKeyPolicy.h"

#include <QByteArray>
#include <QObject>
#include <QString>
#include <chrono>
#include <memory>

namespace RentDeck {

/**
 * Runs ONE remote command over SSH (libssh) and streams its output.
 *
 * All blocking libssh work happens on a dedicated worker thread; signals are delivered on the thread that
 * owns the job. Host keys are checked against the endpoint's knownHostsFile (Paths::knownHostsFile() if
 * empty): an unknown key is refused (Strict) or recorded (AcceptNew, then hostKeyLearned()); a changed
 * key is always refused with Error::Code::HostKey. Auth: endpoint.identityFile, else ssh-agent, else the
 * password from setPassword().
 *
 * Usage: create, configure, start(); wait for finished() (the Job contract: exactly once, from the event loop, also
 * after cancel() or a failure). error() is Code::None when the command ran, whatever its exit status. Owned by the
 * caller (Job::OwnedByCaller): the owner deletes the job (deleteLater() from a finished() slot is fine); deleting a
 * running job cancels it.
 */
class SshExecJob : public Job
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SshExecJob)

public:
    static constexpr std::chrono::milliseconds DefaultConnectTimeout { 10000 };
    static constexpr std::chrono::milliseconds DefaultAuthTimeout { 10000 };

    /** \a command is passed to the remote user's shell as is; quote arguments with ShellQuote::join(). */
    SshExecJob(SshEndpoint endpoint, QString command, QObject *parent = nullptr);
    ~SshExecJob() override;

    void setHostKeyPolicy(HostKeyPolicy policy) { m_policy = policy; }
    /** Limit for the TCP connect plus SSH handshake (default 10 s). */
    void setConnectTimeout(std::chrono::milliseconds timeout) { m_connectTimeout = timeout; }
    /** Limit for authentication and each later protocol request (default 10 s); the command itself has none. */
    void setAuthTimeout(std::chrono::milliseconds timeout) { m_authTimeout = timeout; }
    /** Bytes written to the command's stdin, followed by EOF (without data the command gets EOF at once). */
    void setStdinData(QByteArray data) { m_stdinData = std::move(data); }
    /** Password for password auth; kept in memory only, zeroed when the job ends, never logged. Call before start(). */
    void setPassword(const QString &password);

    const SshEndpoint &endpoint() const { return m_endpoint; }
    const QString &command() const { return m_command; }

    /** Starts the job; returns at once. Call once. */
    void start();
    /**
     * Aborts at once: finished() follows (queued) with Cancelled and no more output is reported. The worker
     * sends SIGTERM to the remote command and closes the channel. OpenSSH honours that signal only for non-root
     * logins; otherwise a command that still writes dies of SIGPIPE, a silent one runs until it ends.
     */
    void cancel() override;

    bool isRunning() const { return m_started && !isFinished(); }
    /** The command's exit status; -1 when there is none (not run, killed by a signal, cancelled). */
    int exitStatus() const { return m_exitStatus; }
    /** "SHA256:..." of the server's host key once seen; empty before. */
    const QString &hostKeyFingerprint() const { return m_hostKeyFingerprint; }
    /** Everything received so far (the same bytes as the *Received signals). */
    const QByteArray &collectedStdout() const { return m_stdout; }
    const QByteArray &collectedStderr() const { return m_stderr; }

signals:
    void stdoutReceived(const QByteArray &data);
    void stderrReceived(const QByteArray &data);
    /** AcceptNew recorded the server's key in our known_hosts; \a fingerprint is "SHA256:...". */
    void hostKeyLearned(const QString &fingerprint);

private:
    struct Shared;

    void onOutput(const QByteArray &data, bool isStderr);
    void onHostKeySeen(const QString &fingerprint, bool learned);
    void complete(const Error &error, int exitStatus);

    SshEndpoint m_endpoint;
    QString m_command;
    QByteArray m_stdinData;
    HostKeyPolicy m_policy = HostKeyPolicy::Strict;
    std::chrono::milliseconds m_connectTimeout = DefaultConnectTimeout;
    std::chrono::milliseconds m_authTimeout = DefaultAuthTimeout;
    std::shared_ptr<Shared> m_shared;
    bool m_started = false;
    int m_exitStatus = -1;
    QString m_hostKeyFingerprint;
    QByteArray m_stdout;
    QByteArray m_stderr;
};

} // namespace RentDeck
