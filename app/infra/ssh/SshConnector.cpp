// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/SshConnector.h"

#include "core/Paths.h"
#include "logging/LoggingCategories.h"
#include "ssh/KnownHosts.h"

#include <QElapsedTimer>
#include <QStringList>

namespace RentDeck {

namespace {

void setTimeout(ssh_session session, std::chrono::milliseconds timeout)
{
    long seconds = static_cast<long>(timeout.count() / 1000);
    long micros = static_cast<long>(timeout.count() % 1000) * 1000;
    ssh_options_set(session, SSH_OPTIONS_TIMEOUT, &seconds);
    ssh_options_set(session, SSH_OPTIONS_TIMEOUT_USEC, &micros);
}

QString seconds(std::chrono::milliseconds timeout)
{
    return QString::number(static_cast<double>(timeout.count()) / 1000.0, 'g', 3);
}

} // namespace

SshConnector::SshConnector(Options options)
    : m_options(std::move(options))
    , m_knownHostsFile(
          m_options.endpoint.knownHostsFile.isEmpty() ? Paths::knownHostsFile() : m_options.endpoint.knownHostsFile)
{
}

QString SshConnector::target() const
{
    const SshEndpoint &e = m_options.endpoint;
    return QStringLiteral("%1@%2:%3").arg(e.user, e.host, QString::number(e.port));
}

Result<LibSsh::SessionPtr> SshConnector::connect()
{
    LibSsh::ensureInitialized();
    LibSsh::SessionPtr session(ssh_new());
    if (!session) {
        return Error::make(Error::Code::Internal, tr("Could not create an SSH session (out of memory?)."));
    }
    if (Status status = applyOptions(session.get()); !status) {
        return status.error();
    }
    if (isCancelled()) {
        return Error::make(Error::Code::Cancelled, tr("Cancelled."));
    }
    qCDebug(lcSsh) << "connecting to" << target();
    QElapsedTimer clock;
    clock.start();
    if (ssh_connect(session.get()) != SSH_OK) {
        return connectError(session.get(), std::chrono::milliseconds(clock.elapsed()));
    }
    if (Status status = verifyHostKey(session.get()); !status) {
        return status.error();
    }
    if (isCancelled()) {
        return Error::make(Error::Code::Cancelled, tr("Cancelled."));
    }
    setTimeout(session.get(), m_options.authTimeout);
    if (Status status = authenticate(session.get()); !status) {
        return status.error();
    }
    qCDebug(lcSsh) << "authenticated to" << target();
    return LibSsh::SessionPtr(std::move(session));
}

Status SshConnector::applyOptions(ssh_session session)
{
    const SshEndpoint &e = m_options.endpoint;
    const QByteArray host = e.host.toUtf8();
    const QByteArray user = e.user.toUtf8();
    const QByteArray knownHosts = m_knownHostsFile.toUtf8();
    const unsigned int port = static_cast<unsigned int>(e.port);
    // Our own files only: never ~/.ssh/config (a user's Host aliases would change where we connect), never
    // ~/.ssh/known_hosts nor /etc/ssh/ssh_known_hosts.
    const int processConfig = 0;
    const int strict = 1;
    const int noDelay = 1; // small request/reply packets; avoid Nagle + delayed-ACK stalls
    const bool failed = ssh_options_set(session, SSH_OPTIONS_PROCESS_CONFIG, &processConfig) != SSH_OK
        || ssh_options_set(session, SSH_OPTIONS_HOST, host.constData()) != SSH_OK
        || ssh_options_set(session, SSH_OPTIONS_PORT, &port) != SSH_OK
        || ssh_options_set(session, SSH_OPTIONS_USER, user.constData()) != SSH_OK
        || ssh_options_set(session, SSH_OPTIONS_KNOWNHOSTS, knownHosts.constData()) != SSH_OK
        || ssh_options_set(session, SSH_OPTIONS_GLOBAL_KNOWNHOSTS, "/dev/null") != SSH_OK
        || ssh_options_set(session, SSH_OPTIONS_STRICTHOSTKEYCHECK, &strict) != SSH_OK
        || ssh_options_set(session, SSH_OPTIONS_NODELAY, &noDelay) != SSH_OK;
    if (failed) {
        return Error::make(
            Error::Code::InvalidInput, tr("Invalid SSH settings for %1: %2").arg(target(), LibSsh::errorText(session)));
    }
    setTimeout(session, m_options.connectTimeout);
    return {};
}

Error SshConnector::connectError(ssh_session session, std::chrono::milliseconds elapsed) const
{
    const QString detail = LibSsh::errorText(session);
    qCInfo(lcSsh) << "connect to" << target() << "failed after" << elapsed.count() << "ms:" << detail;
    if (detail.contains(QLatin1String("refused"), Qt::CaseInsensitive)) {
        return Error::make(Error::Code::Network,
            tr("Could not connect to %1: connection refused. Is the instance running?").arg(target()), detail);
    }
    if (detail.contains(QLatin1String("resolve"), Qt::CaseInsensitive)) {
        return Error::make(Error::Code::Network,
            tr("Could not connect to %1: the host name %2 could not be resolved. Check the address and "
               "your network.")
                .arg(target(), m_options.endpoint.host),
            detail);
    }
    if (detail.contains(QLatin1String("timeout"), Qt::CaseInsensitive)
        || detail.contains(QLatin1String("timed out"), Qt::CaseInsensitive) || elapsed >= m_options.connectTimeout) {
        return Error::make(Error::Code::Timeout,
            tr("Timed out after %1 s while connecting to %2 (TCP connect and SSH handshake). Is the "
               "instance running and reachable, and is it an SSH server?")
                .arg(seconds(m_options.connectTimeout), target()),
            detail);
    }
    return Error::make(Error::Code::Network,
        tr("Could not connect to %1: %2. Is the instance running?").arg(target(), detail), detail);
}

Status SshConnector::verifyHostKey(ssh_session session)
{
    ssh_key rawKey = nullptr;
    if (ssh_get_server_publickey(session, &rawKey) != SSH_OK) {
        return Error::make(
            Error::Code::HostKey, tr("%1 did not present a host key.").arg(target()), LibSsh::errorText(session));
    }
    const LibSsh::KeyPtr key(rawKey);
    m_serverFingerprint = LibSsh::fingerprintSha256(key.get());
    const QString pattern = knownHostsPattern();
    const QString offeredLine = LibSsh::publicKeyLine(key.get());
    if (!m_options.endpoint.hostKeyAlias.isEmpty()) {
        // libssh looks keys up by host:port only; an instance's key is kept under its alias, as OpenSSH's
        // HostKeyAlias does, so the comparison is ours: the same type and key bytes, or nothing recorded yet.
        const QStringList recorded = KnownHosts(m_knownHostsFile).keysFor(pattern);
        const QString offered = offeredLine.section(QLatin1Char(' '), 0, 1);
        if (recorded.contains(offered)) {
            return {};
        }
        if (!recorded.isEmpty()) {
            return changedKeyError(m_serverFingerprint);
        }
    } else {
        switch (ssh_session_is_known_server(session)) {
        case SSH_KNOWN_HOSTS_OK:
            return {};
        case SSH_KNOWN_HOSTS_CHANGED:
        case SSH_KNOWN_HOSTS_OTHER:
            return changedKeyError(m_serverFingerprint);
        case SSH_KNOWN_HOSTS_UNKNOWN:
        case SSH_KNOWN_HOSTS_NOT_FOUND:
            break;
        case SSH_KNOWN_HOSTS_ERROR:
            return Error::make(Error::Code::HostKey,
                tr("Could not check the host key of %1 against %2: %3")
                    .arg(target(), m_knownHostsFile, LibSsh::errorText(session)));
        }
    }
    const bool trustOnFirstUse
        = m_options.hostKeyPolicy == HostKeyPolicy::AcceptNew || m_options.endpoint.trustFirstKey;
    if (!trustOnFirstUse) {
        return Error::make(Error::Code::HostKey,
            tr("The host key of %1 is not known (%2). RentDeck only connects to hosts recorded in %3; "
               "connect once with trust-on-first-use to record it after checking the fingerprint.")
                .arg(target(), m_serverFingerprint, m_knownHostsFile));
    }
    if (isCancelled()) {
        return Error::make(Error::Code::Cancelled, tr("Cancelled."));
    }
    if (Status added = KnownHosts(m_knownHostsFile).add(pattern, offeredLine); !added) {
        return added.error();
    }
    m_learnedFingerprint = m_serverFingerprint;
    qCInfo(lcSsh) << "recorded new host key for" << pattern << m_serverFingerprint << "in" << m_knownHostsFile;
    return {};
}

QString SshConnector::knownHostsPattern() const
{
    const SshEndpoint &e = m_options.endpoint;
    return e.hostKeyAlias.isEmpty() ? KnownHosts::hostPattern(e.host, e.port) : e.hostKeyAlias;
}

Error SshConnector::changedKeyError(const QString &offered) const
{
    const QString pattern = knownHostsPattern();
    QStringList recorded;
    for (const QString &line : KnownHosts(m_knownHostsFile).keysFor(pattern)) {
        recorded.append(
            KnownHosts::fingerprintSha256(QByteArray::fromBase64(line.section(QLatin1Char(' '), 1, 1).toLatin1())));
    }
    const QString recordedText = recorded.isEmpty() ? tr("unknown") : recorded.join(QLatin1String(", "));
    qCWarning(lcSsh) << "host key changed for" << pattern << "recorded" << recordedText << "offered" << offered;
    return Error::make(Error::Code::HostKey,
        tr("WARNING: the host key of %1 has CHANGED, so RentDeck refused to connect. Someone may be intercepting the "
           "connection (a man-in-the-middle attack), or the instance was re-created on the same address. Recorded "
           "key: %2; key offered now: %3. If you re-created this instance, remove the old entry \"%4\" from %5 (for "
           "example: ssh-keygen -R '%4' -f '%5') and connect again.")
            .arg(target(), recordedText, offered, pattern, m_knownHostsFile));
}

Status SshConnector::authenticate(ssh_session session)
{
    const SshEndpoint &e = m_options.endpoint;
    const bool hasAgent = qEnvironmentVariableIsSet("SSH_AUTH_SOCK");
    if (e.identityFile.isEmpty() && !hasAgent && !hasPassword()) {
        return Error::make(Error::Code::Auth,
            e.passwordAuth ? tr("%1 needs a password, and none was given.").arg(target())
                           : tr("No way to log in to %1: no identity file is set, no ssh-agent is running "
                                "(SSH_AUTH_SOCK is not set) and no password was given.")
                                 .arg(target()));
    }
    QElapsedTimer clock;
    clock.start();
    // Each method is tried only when the previous one was rejected: a provider may accept the agent's key
    // for one machine and want its password for another.
    int rc = SSH_AUTH_DENIED;
    QString method;
    if (!e.identityFile.isEmpty()) {
        method = tr("public key %1").arg(e.identityFile);
        ssh_key rawKey = nullptr;
        if (ssh_pki_import_privkey_file(e.identityFile.toUtf8().constData(), nullptr, nullptr, nullptr, &rawKey)
            != SSH_OK) {
            return Error::make(Error::Code::Auth,
                tr("Could not read the private key %1 to log in to %2: the file is missing, unreadable "
                   "or protected by a passphrase.")
                    .arg(e.identityFile, target()));
        }
        const LibSsh::KeyPtr key(rawKey);
        rc = ssh_userauth_publickey(session, nullptr, key.get());
    }
    if (rc == SSH_AUTH_DENIED && e.identityFile.isEmpty() && hasAgent) {
        method = tr("the keys of ssh-agent");
        rc = ssh_userauth_agent(session, nullptr);
    }
    if ((rc == SSH_AUTH_DENIED || rc == SSH_AUTH_PARTIAL) && hasPassword()) {
        method = QStringLiteral("password");
        rc = ssh_userauth_password(session, nullptr, m_options.password->constData());
    }
    if (rc == SSH_AUTH_SUCCESS) {
        return {};
    }
    return authError(rc, method, LibSsh::errorText(session), clock.elapsed());
}

Error SshConnector::authError(int rc, const QString &method, const QString &detail, qint64 elapsedMs) const
{
    const SshEndpoint &e = m_options.endpoint;
    if (rc == SSH_AUTH_DENIED || rc == SSH_AUTH_PARTIAL) {
        if (method == QLatin1String("password")) {
            return Error::make(Error::Code::Auth,
                tr("Password rejected for %1 (method: password). Check the password the provider gave you.")
                    .arg(target()),
                detail);
        }
        return Error::make(Error::Code::Auth,
            tr("%1 rejected the login as user \"%2\" with %3 (method: publickey). Check the user name, "
               "and that the matching public key is in ~%2/.ssh/authorized_keys on the instance.")
                .arg(target(), e.user, method),
            detail);
    }
    if (elapsedMs >= m_options.authTimeout.count()) {
        return Error::make(Error::Code::Timeout,
            tr("Timed out after %1 s while authenticating to %2 with %3.")
                .arg(seconds(m_options.authTimeout), target(), method),
            detail);
    }
    return Error::make(Error::Code::Network,
        tr("The connection to %1 failed while authenticating with %2: %3").arg(target(), method, detail), detail);
}

} // namespace RentDeck
