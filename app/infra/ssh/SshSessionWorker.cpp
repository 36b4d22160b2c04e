// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/SshSessionWorker.h"

#include "logging/LoggingCategories.h"
#include "ssh/SshReconnectDelay.h"
#include "ssh/SshSessionShared.h"

#include <QDeadlineTimer>
#include <QRandomGenerator>
#include <algorithm>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>

namespace RentDeck {

namespace {

// Sleeps until the SSH socket, a forwarded connection or the owner's wake-up pipe has something. The timeout only paces
// keepalives (and the whole loop where there is no wake-up pipe): it was 50 ms while any channel was open, against
// data libssh had buffered with the socket drained, and eight streaming instances spent half the idle window's CPU
// waking 160 times a second. Such data now keeps the loop busy instead (hasWorkWithoutWakeUp()).
constexpr int IdlePollMs = 1000;
// While a channel waits for the instance's window to send more (a manifest cache going up), and where there is no
// wake-up pipe: a window adjust has been seen to arrive without waking poll() (libssh had read it already), and
// a 2.8 MB upload then stalled a second at a time.
constexpr int ShortPollMs = 50;

int onWake(socket_t, int, void *userdata)
{
    static_cast<const SshSessionShared *>(userdata)->drainWake();
    return 0;
}

/** TCP keepalive plus TCP_USER_TIMEOUT: a peer that vanished (network gone, machine off) fails the socket
 * within a few keepalive intervals instead of the kernel's default quarter of an hour. */
void tuneSocket(socket_t fd, std::chrono::milliseconds keepalive)
{
    const int on = 1;
    ::setsockopt(fd, SOL_SOCKET, SO_KEEPALIVE, &on, sizeof on);
    // Many small request/reply packets (channel open, exec, exit status): without this, Nagle's
    // algorithm meets the peer's delayed ACK and every command waits ~40 ms, as OpenSSH also avoids.
    ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &on, sizeof on);
#ifdef TCP_USER_TIMEOUT
    const int seconds = std::max(1, static_cast<int>(keepalive.count() / 1000));
    const int count = 3;
    const unsigned int userTimeout = static_cast<unsigned int>(std::max<qint64>(10000, keepalive.count() * 3));
    ::setsockopt(fd, IPPROTO_TCP, TCP_KEEPIDLE, &seconds, sizeof seconds);
    ::setsockopt(fd, IPPROTO_TCP, TCP_KEEPINTVL, &seconds, sizeof seconds);
    ::setsockopt(fd, IPPROTO_TCP, TCP_KEEPCNT, &count, sizeof count);
    ::setsockopt(fd, IPPROTO_TCP, TCP_USER_TIMEOUT, &userTimeout, sizeof userTimeout);
#endif
}

} // namespace

SshSessionWorker::SshSessionWorker(
    std::shared_ptr<SshSessionShared> shared, SshConnector::Options options, std::chrono::milliseconds keepalive)
    : m_shared(std::move(shared))
    , m_options(std::move(options))
    , m_keepalive(keepalive)
    , m_readBuffer(64 * 1024, Qt::Uninitialized)
{
    m_options.password = &m_shared->password;
}

SshSessionWorker::~SshSessionWorker()
{
    teardownConnection();
}

QString SshSessionWorker::target() const
{
    const SshEndpoint &e = m_options.endpoint;
    return QStringLiteral("%1@%2:%3").arg(e.user, e.host, QString::number(e.port));
}

void SshSessionWorker::run()
{
    runCommands(); // channels requested before connectToHost() wait as pending
    if (Status status = connectOnce(); !status) {
        if (!m_shared->isStopping()) {
            m_shared->post([error = status.error()](SshSession &session) {
                session.onWorkerState(SshSession::State::Failed, error.message, error);
            });
        }
        return;
    }
    m_shared->post([target = target()](SshSession &session) {
        session.onWorkerState(SshSession::State::Connected, tr("Connected to %1.").arg(target), {});
    });
    QString reason;
    while (!m_shared->isStopping()) {
        if (serveOnce(&reason)) {
            continue;
        }
        if (m_shared->isStopping()) {
            break;
        }
        connectionLost(reason);
        if (!reconnect()) {
            break;
        }
    }
}

Status SshSessionWorker::connectOnce()
{
    SshConnector connector(m_options);
    Result<LibSsh::SessionPtr> session = connector.connect();
    if (!connector.serverFingerprint().isEmpty()) {
        m_shared->post(
            [fingerprint = connector.serverFingerprint(), learned = !connector.learnedFingerprint().isEmpty()](
                SshSession &owner) { owner.onHostKey(fingerprint, learned); });
    }
    if (!session) {
        return session.error();
    }
    m_session = std::move(session).value();
    tuneSocket(ssh_get_fd(m_session.get()), m_keepalive);
    m_event = ssh_event_new();
    if (m_event == nullptr || ssh_event_add_session(m_event, m_session.get()) != SSH_OK) {
        teardownConnection();
        return Error::make(Error::Code::Internal, tr("Could not watch the SSH connection to %1.").arg(target()));
    }
    if (m_shared->wakeFd() >= 0) {
        ssh_event_add_fd(m_event, m_shared->wakeFd(), POLLIN, onWake, m_shared.get());
    }
    m_sinceKeepalive.start();
    m_retryDeferred = true;
    return {};
}

bool SshSessionWorker::reconnect()
{
    for (int attempt = 0;; ++attempt) {
        if (!waitFor(reconnectDelay(attempt, QRandomGenerator::global()->generateDouble()))) {
            return false;
        }
        const Status status = connectOnce();
        if (status) {
            qCInfo(lcSsh) << "reconnected to" << target() << "after" << attempt + 1 << "attempts";
            m_shared->post([message = tr("Reconnected to %1.").arg(target())](SshSession &session) {
                session.onWorkerState(SshSession::State::Connected, message, {});
            });
            return true;
        }
        const Error error = status.error();
        if (m_shared->isStopping()) {
            return false;
        }
        // A changed host key or a rejected login will not fix itself; retrying would only hide it.
        const bool fatal = error.code == Error::Code::HostKey || error.code == Error::Code::Auth
            || error.code == Error::Code::InvalidInput;
        m_shared->post([error, fatal, attempt](SshSession &session) {
            session.onWorkerState(fatal ? SshSession::State::Failed : SshSession::State::Reconnecting,
                fatal ? error.message : tr("Reconnect attempt %1 failed: %2").arg(attempt + 1).arg(error.message),
                error);
        });
        if (fatal) {
            return false;
        }
    }
}

void SshSessionWorker::teardownConnection()
{
    // Channels belong to the libssh session: free them before it (ssh_free would free them again).
    for (auto &[id, channel] : m_channels) {
        if (channel.watched != 0) {
            watchLocal(channel, 0);
        }
        channel.handle.reset();
    }
    if (m_event != nullptr) {
        if (m_session) {
            ssh_event_remove_session(m_event, m_session.get());
        }
        if (m_shared->wakeFd() >= 0) {
            ssh_event_remove_fd(m_event, m_shared->wakeFd());
        }
        ssh_event_free(m_event);
        m_event = nullptr;
    }
    m_session.reset();
}

bool SshSessionWorker::isConnected() const
{
    return m_session && ssh_is_connected(m_session.get()) != 0
        && (ssh_get_status(m_session.get()) & (SSH_CLOSED | SSH_CLOSED_ERROR)) == 0;
}

bool SshSessionWorker::serveOnce(QString *dropReason)
{
    runCommands();
    if (m_shared->isStopping()) {
        return true;
    }
    openPending();
    bool busy = false;
    for (auto it = m_channels.begin(); it != m_channels.end();) {
        const Pump result = it->second.handle ? pump(it->first, it->second) : Pump::Idle;
        if (result == Pump::Dropped) {
            *dropReason = LibSsh::errorText(m_session.get());
            return false;
        }
        busy = busy || result == Pump::Busy;
        it = result == Pump::Finished ? forget(it) : std::next(it);
    }
    reportAllTraffic();
    if (m_sinceKeepalive.hasExpired(m_keepalive.count())) {
        sendKeepalive();
    }
    // A channel that ended frees a session slot (sshd's MaxSessions): the channels deferred for one open right away.
    busy = busy || m_retryDeferred || hasWorkWithoutWakeUp();
    const int timeout = busy ? 0 : (m_shared->wakeFd() >= 0 && !isSending() ? IdlePollMs : ShortPollMs);
    if (ssh_event_dopoll(m_event, timeout) == SSH_ERROR || !isConnected()) {
        if (!isConnected()) {
            const QString detail = LibSsh::errorText(m_session.get());
            *dropReason = detail.isEmpty() ? tr("the server closed the connection") : detail;
            return false;
        }
    }
    return true;
}

void SshSessionWorker::sendKeepalive()
{
    m_sinceKeepalive.start();
    // SSH_MSG_IGNORE needs no reply; what matters is that unacknowledged bytes are in flight, so that
    // TCP_USER_TIMEOUT fails the socket when the peer is gone.
    if (ssh_send_ignore(m_session.get(), "rentdeck-keepalive") != SSH_OK) {
        qCInfo(lcSsh) << "keepalive to" << target() << "failed:" << LibSsh::errorText(m_session.get());
    }
}

void SshSessionWorker::runCommands()
{
    const QList<SshSessionShared::Command> commands = m_shared->takeCommands();
    for (const SshSessionShared::Command &command : commands) {
        command(*this);
    }
}

bool SshSessionWorker::waitFor(std::chrono::milliseconds delay)
{
    const QDeadlineTimer deadline(delay);
    while (!m_shared->isStopping() && !deadline.hasExpired()) {
        pollfd wake { m_shared->wakeFd(), POLLIN, 0 };
        const int timeout = static_cast<int>(std::min<qint64>(deadline.remainingTime(), 100));
        ::poll(&wake, m_shared->wakeFd() >= 0 ? 1 : 0, timeout);
        m_shared->drainWake();
        runCommands(); // new channels wait as pending, closes are honoured at once
    }
    return !m_shared->isStopping();
}

void SshSessionWorker::connectionLost(const QString &reason)
{
    qCInfo(lcSsh) << "connection to" << target() << "lost:" << reason;
    const QString why = reason.isEmpty() ? tr("the connection dropped") : reason;
    m_shared->post([message = tr("Connection to %1 lost (%2); reconnecting…").arg(target(), why)](
                       SshSession &session) { session.onWorkerState(SshSession::State::Reconnecting, message, {}); });
    const Error lost = Error::make(Error::Code::Network,
        tr("The connection to %1 was lost (%2). Commands that were running did not finish; run them again once the "
           "session is back.")
            .arg(target(), why),
        reason);
    for (auto it = m_channels.begin(); it != m_channels.end();) {
        Channel &channel = it->second;
        if (!channel.handle) {
            channel.deferred = false; // not opened yet: it opens on the next connection
            ++it;
            continue;
        }
        if (channel.spec.kind == SshChannelSpec::Kind::Shell) {
            // A new shell opens on the next connection; keystrokes typed into the dead one are dropped.
            channel.handle.reset();
            channel.out.clear();
            channel.eofWanted = false;
            channel.deferred = false;
            ++it;
            continue;
        }
        channel.handle.reset();
        report(it->first, -1, lost);
        it = forget(it);
    }
    teardownConnection();
}

} // namespace RentDeck
