// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/SshSession.h"

#include "logging/LoggingCategories.h"
#include "ssh/LibSsh.h"
#include "ssh/SshAddress.h"
#include "ssh/SshChannelClient.h"
#include "ssh/SshExecChannel.h"
#include "ssh/SshPortForward.h"
#include "ssh/SshSessionShared.h"
#include "ssh/SshSessionWorker.h"
#include "ssh/SshShellChannel.h"

namespace RentDeck {

SshSession::SshSession(SshEndpoint endpoint, QObject *parent)
    : QObject(parent)
    , m_endpoint(std::move(endpoint))
    , m_shared(std::make_shared<SshSessionShared>(this, m_generation))
{
}

SshSession::~SshSession()
{
    m_nextPassword.fill('\0');
    m_shared->stopAndDetach();
    m_clients.clear(); // the channel children die with us; their QPointer to us is already null then
}

void SshSession::setPassword(const QString &password)
{
    if (m_workerStarted) {
        // The running worker reads its copy without a lock: keep this one for the next connectToHost().
        m_nextPassword.fill('\0');
        m_nextPassword = password.toUtf8();
        m_hasNextPassword = true;
        return;
    }
    m_shared->password.fill('\0');
    m_shared->password = password.toUtf8();
}

QString SshSession::target() const
{
    return QStringLiteral("%1@%2:%3").arg(m_endpoint.user, m_endpoint.host, QString::number(m_endpoint.port));
}

bool SshSession::waitForWorkers(std::chrono::milliseconds timeout)
{
    return LibSsh::waitForWorkers(timeout);
}

void SshSession::resetShared()
{
    const std::shared_ptr<SshSessionShared> old
        = std::exchange(m_shared, std::make_shared<SshSessionShared>(this, ++m_generation));
    old->stopAndDetach();
    // A deep copy: each side zeroes its own bytes.
    const QByteArray &password = m_hasNextPassword ? m_nextPassword : old->password;
    m_shared->password = QByteArray(password.constData(), password.size());
    m_nextPassword.fill('\0');
    m_nextPassword.clear();
    m_hasNextPassword = false;
    m_workerStarted = false;
}

void SshSession::connectToHost()
{
    if (m_state != State::Disconnected && m_state != State::Failed) {
        return;
    }
    if (m_workerStarted) {
        resetShared();
    }
    m_lastError = {};
    if (!m_endpoint.isValid()) {
        const Error error = Error::make(
            Error::Code::InvalidInput, tr("Cannot connect over SSH: the instance has no SSH address yet."));
        QMetaObject::invokeMethod(
            this, [this, error] { onWorkerState(State::Failed, error.message, error); }, Qt::QueuedConnection);
        return;
    }
    if (const QString problem = SshAddress::problem(m_endpoint); !problem.isEmpty()) {
        const Error error = Error::make(Error::Code::InvalidInput, tr("Cannot connect over SSH: %1.").arg(problem));
        QMetaObject::invokeMethod(
            this, [this, error] { onWorkerState(State::Failed, error.message, error); }, Qt::QueuedConnection);
        return;
    }
    SshConnector::Options options;
    options.endpoint = m_endpoint;
    options.hostKeyPolicy = m_policy;
    options.connectTimeout = m_connectTimeout;
    options.authTimeout = m_authTimeout;
    m_workerStarted = true;
    setState(State::Connecting, tr("Connecting to %1…").arg(target()));
    // A dedicated thread: the session lives for hours and its blocking libssh calls must not starve the pool.
    LibSsh::startWorker(QStringLiteral("rd-ssh-session"), [shared = m_shared, options, keepalive = m_keepalive] {
        SshSessionWorker worker(shared, options, keepalive);
        worker.run();
    });
}

void SshSession::disconnectFromHost()
{
    if (m_state == State::Disconnected && !m_workerStarted) {
        return;
    }
    resetShared();
    closeAllClients(Error::make(Error::Code::Cancelled, tr("Disconnected from %1.").arg(target())));
    for (const QPointer<SshPortForward> &forward : std::as_const(m_forwards)) {
        if (forward) {
            forward->close();
        }
    }
    setState(State::Disconnected, tr("Disconnected from %1.").arg(target()));
}

int SshSession::openShellCount() const
{
    int count = 0;
    for (const SshShellChannel *shell : findChildren<SshShellChannel *>(Qt::FindDirectChildrenOnly)) {
        count += shell->isOpen() ? 1 : 0;
    }
    return count;
}

SshExecChannel *SshSession::exec(const QString &command)
{
    return new SshExecChannel(this, command, {});
}

SshExecChannel *SshSession::exec(const QString &command, const QByteArray &input)
{
    return new SshExecChannel(this, command, input);
}

SshShellChannel *SshSession::openShell(int cols, int rows, const QString &term)
{
    return new SshShellChannel(this, cols, rows, term);
}

SshPortForward *SshSession::forwardLocalPort(quint16 remotePort, quint16 preferredLocalPort, const QString &remoteHost)
{
    auto *forward = new SshPortForward(this, remotePort, preferredLocalPort, remoteHost);
    m_forwards.removeAll(nullptr);
    m_forwards.append(forward);
    return forward;
}

int SshSession::openChannel(SshChannelClient *client, const SshChannelSpec &spec)
{
    const int id = m_nextId++;
    m_clients.insert(id, client);
    if (m_state == State::Failed) {
        const Error error = m_lastError.isError()
            ? m_lastError
            : Error::make(Error::Code::Network, tr("The SSH session to %1 failed.").arg(target()));
        QMetaObject::invokeMethod(
            this, [this, id, error] { onChannelClosed(id, -1, error); }, Qt::QueuedConnection);
        return id;
    }
    m_shared->enqueue([id, spec](SshSessionWorker &worker) { worker.openChannel(id, spec); });
    return id;
}

void SshSession::writeChannel(int id, const QByteArray &data)
{
    m_shared->enqueue([id, data](SshSessionWorker &worker) { worker.write(id, data); });
}

void SshSession::sendEof(int id, bool thenClose)
{
    if (thenClose) {
        m_clients.remove(id);
    }
    m_shared->enqueue([id, thenClose](SshSessionWorker &worker) { worker.sendEof(id, thenClose); });
}

void SshSession::resizeChannel(int id, int cols, int rows)
{
    m_shared->enqueue([id, cols, rows](SshSessionWorker &worker) { worker.resize(id, cols, rows); });
}

void SshSession::ackChannel(int id, qint64 bytes)
{
    m_shared->enqueue([id, bytes](SshSessionWorker &worker) { worker.ack(id, bytes); });
}

void SshSession::releaseChannel(int id)
{
    m_clients.remove(id);
    m_shared->enqueue([id](SshSessionWorker &worker) { worker.close(id); });
}

void SshSession::onWorkerState(State state, const QString &message, const Error &error)
{
    if (error.isError()) {
        m_lastError = error;
    }
    if (state == State::Connected) {
        m_lastError = {};
    }
    const bool dropped = state == State::Reconnecting && m_state != State::Reconnecting;
    setState(state, message);
    if (dropped) {
        for (SshChannelClient *client : m_clients.values()) {
            client->channelReconnecting();
        }
    }
    if (state == State::Failed) {
        closeAllClients(error);
    }
}

void SshSession::onHostKey(const QString &fingerprint, bool learned)
{
    m_fingerprint = fingerprint;
    if (learned) {
        emit hostKeyLearned(fingerprint);
    }
}

void SshSession::onChannelOpened(int id)
{
    if (SshChannelClient *client = m_clients.value(id)) {
        client->channelOpened();
    }
}

void SshSession::onChannelData(int id, const QByteArray &data, bool isStderr)
{
    if (SshChannelClient *client = m_clients.value(id)) {
        client->channelData(data, isStderr);
    }
}

void SshSession::onChannelWritten(int id, qint64 bytes)
{
    if (SshChannelClient *client = m_clients.value(id)) {
        client->channelWritten(bytes);
    }
}

void SshSession::onChannelTransferred(int id, qint64 received, qint64 sent)
{
    if (SshChannelClient *client = m_clients.value(id)) {
        client->channelTransferred(received, sent);
    }
}

void SshSession::onChannelClosed(int id, int exitStatus, const Error &error)
{
    if (SshChannelClient *client = m_clients.take(id)) {
        client->channelClosed(exitStatus, error);
    }
}

void SshSession::setState(State state, const QString &message)
{
    if (state != m_state) {
        qCInfo(lcSsh).noquote() << target() << "session:" << message;
    }
    m_state = state;
    emit stateChanged(state, message);
}

void SshSession::closeAllClients(const Error &error)
{
    const QHash<int, SshChannelClient *> clients = std::exchange(m_clients, {});
    for (SshChannelClient *client : clients) {
        client->channelClosed(-1, error);
    }
}

} // namespace RentDeck
