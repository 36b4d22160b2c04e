// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Instance.h"
#include "core/Result.h"
#include "ssh/HostKeyPolicy.h"
#include "ssh/LibSsh.h"

#include <QCoreApplication>
#include <QString>
#include <atomic>
#include <chrono>

namespace RentDeck {

/**
 * Opens a connected, host-key-verified and authenticated libssh session. Every call BLOCKS: use it
 * only on a worker thread (SshExecJob does). libssh never reads ~/.ssh/config nor ~/.ssh/known_hosts:
 * host keys are checked against the endpoint's knownHostsFile (Paths::knownHostsFile() if empty).
 * Auth, in this order, each tried only when the previous one was rejected: the endpoint's identityFile,
 * the ssh-agent when SSH_AUTH_SOCK is set, the password when one is given. The password never appears
 * in a message or a log line.
 */
class SshConnector
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::SshConnector)

public:
    struct Options
    {
        SshEndpoint endpoint;
        HostKeyPolicy hostKeyPolicy = HostKeyPolicy::Strict;
        std::chrono::milliseconds connectTimeout { 10000 }; // TCP connect + SSH handshake
        std::chrono::milliseconds authTimeout { 10000 }; // user authentication and later requests
        const std::atomic_bool *cancelled = nullptr; // checked between phases; may be null
        const QByteArray *password = nullptr; // UTF-8, owned (and zeroed) by the caller; null or empty = none
    };

    explicit SshConnector(Options options);

    /** Connects, verifies the host key, authenticates. Errors: Network, Timeout, HostKey, Auth, Cancelled. */
    [[nodiscard]] Result<LibSsh::SessionPtr> connect();

    /** "SHA256:..." of the key the server offered; empty before the key exchange. */
    const QString &serverFingerprint() const { return m_serverFingerprint; }
    /** Set when AcceptNew recorded the server key: its fingerprint. */
    const QString &learnedFingerprint() const { return m_learnedFingerprint; }
    /** "user@host:port", as error messages name the target. */
    QString target() const;
    /** The known_hosts file in use. */
    const QString &knownHostsFile() const { return m_knownHostsFile; }

private:
    [[nodiscard]] Status applyOptions(ssh_session session);
    Error connectError(ssh_session session, std::chrono::milliseconds elapsed) const;
    [[nodiscard]] Status verifyHostKey(ssh_session session);
    Error changedKeyError(const QString &offered) const;
    /** Where the key is kept in known_hosts: the endpoint's HostKeyAlias, else "[host]:port". */
    QString knownHostsPattern() const;
    [[nodiscard]] Status authenticate(ssh_session session);
    Error authError(int rc, const QString &method, const QString &detail, qint64 elapsedMs) const;
    bool hasPassword() const { return m_options.password != nullptr && !m_options.password->isEmpty(); }
    bool isCancelled() const { return m_options.cancelled != nullptr && m_options.cancelled->load(); }

    Options m_options;
    QString m_knownHostsFile;
    QString m_serverFingerprint;
    QString m_learnedFingerprint;
};

} // namespace RentDeck
