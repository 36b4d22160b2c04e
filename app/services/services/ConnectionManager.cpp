// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/ConnectionManager.h"

#include "logging/LoggingCategories.h"
#include "secrets/SecretKeys.h"
#include "secrets/SecretStore.h"
#include "services/InstanceManager.h"
#include "ssh/SshPortForward.h"

#include <QTimer>

namespace RentDeck {

ConnectionManager::ConnectionManager(InstanceManager *instances, SecretStore *secrets, QObject *parent)
    : QObject(parent)
    , m_instances(instances)
    , m_secrets(secrets)
{
    connect(instances, &InstanceManager::instancesChanged, this, &ConnectionManager::dropSessionsOfGoneInstances);
}

ConnectionManager::~ConnectionManager()
{
    for (SshSession *session : std::as_const(m_sessions)) {
        session->disconnectFromHost();
    }
}

void ConnectionManager::readPassword(
    const QString &instanceName, QObject *context, std::function<void(const QString &)> done)
{
    const auto instance = m_instances->findInstance(instanceName);
    if (!instance || !instance->ssh.passwordAuth || !m_secrets) {
        QTimer::singleShot(0, context, [done] { done({}); });
        return;
    }
    SecretJob *job = m_secrets->readSecret(SecretKeys::instancePassword(instanceName));
    connect(job, &SecretJob::finished, context, [job, done] { done(job->isOk() ? job->value() : QString()); });
}

SshSession *ConnectionManager::session(const QString &instanceName, QString *whyNot)
{
    if (SshSession *existing = m_sessions.value(instanceName)) {
        if (existing->state() == SshSession::State::Failed || existing->state() == SshSession::State::Disconnected) {
            existing->connectToHost();
        }
        return existing;
    }
    const auto instance = m_instances->findInstance(instanceName);
    if (!instance || instance->state != InstanceState::Running || !instance->ssh.isValid()) {
        if (whyNot) {
            *whyNot = !instance ? tr("%1 is not a known instance.").arg(instanceName)
                                : tr("%1 is %2: start it first.").arg(instanceName, instanceStateName(instance->state));
        }
        return nullptr;
    }
    auto *session = new SshSession(instance->ssh, this);
    m_sessions.insert(instanceName, session);
    connect(session, &SshSession::stateChanged, this,
        [this, instanceName](SshSession::State state, const QString &message) {
            emit sessionStateChanged(instanceName, state, message);
        });
    connect(session, &SshSession::hostKeyLearned, this,
        [this, instanceName](const QString &fingerprint) { emit hostKeyLearned(instanceName, fingerprint); });
    if (instance->ssh.passwordAuth && m_secrets) {
        // The password arrives asynchronously from the keychain; connect once it is there.
        SecretJob *job = m_secrets->readSecret(SecretKeys::instancePassword(instanceName));
        QPointer<SshSession> guard(session);
        connect(job, &SecretJob::finished, this, [job, guard, instanceName] {
            if (!guard) {
                return;
            }
            if (job->isOk()) {
                guard->setPassword(job->value());
            } else {
                qCWarning(lcSsh) << "no stored password for" << instanceName << ":" << job->error().message;
            }
            guard->connectToHost();
        });
    } else {
        session->connectToHost();
    }
    return session;
}

SshSession::State ConnectionManager::state(const QString &instanceName) const
{
    const SshSession *session = m_sessions.value(instanceName);
    return session ? session->state() : SshSession::State::Disconnected;
}

SshPortForward *ConnectionManager::addForward(
    const QString &instanceName, quint16 remotePort, quint16 preferredLocalPort, const QString &label, QString *whyNot)
{
    SshSession *target = session(instanceName, whyNot);
    if (!target) {
        return nullptr;
    }
    SshPortForward *forward = target->forwardLocalPort(remotePort, preferredLocalPort);
    m_forwards.append({ instanceName, label, forward });
    connect(forward, &QObject::destroyed, this, [this] {
        m_forwards.removeIf([](const ForwardEntry &entry) { return entry.forward.isNull(); });
        emit forwardsChanged();
    });
    connect(forward, &SshPortForward::listeningChanged, this, &ConnectionManager::forwardsChanged);
    connect(forward, &SshPortForward::activeConnectionsChanged, this, &ConnectionManager::forwardsChanged);
    connect(forward, &SshPortForward::errorOccurred, this, &ConnectionManager::forwardsChanged);
    emit forwardsChanged();
    return forward;
}

void ConnectionManager::removeForward(SshPortForward *forward)
{
    if (forward) {
        forward->close();
        forward->deleteLater();
    }
}

QList<ForwardEntry> ConnectionManager::forwards() const
{
    return m_forwards;
}

void ConnectionManager::dropSessionsOfGoneInstances()
{
    const QStringList names = m_sessions.keys();
    for (const QString &name : names) {
        const auto instance = m_instances->findInstance(name);
        if (!instance || instance->state == InstanceState::Stopped || isGone(instance->state)) {
            dropSession(name);
        }
    }
}

void ConnectionManager::dropSession(const QString &instanceName)
{
    SshSession *session = m_sessions.take(instanceName);
    if (!session) {
        return;
    }
    m_forwards.removeIf([&instanceName](const ForwardEntry &entry) { return entry.instanceName == instanceName; });
    session->disconnectFromHost();
    session->deleteLater();
    emit forwardsChanged();
    emit sessionStateChanged(
        instanceName, SshSession::State::Disconnected, tr("%1 is no longer running.").arg(instanceName));
}

bool ConnectionManager::hasOpenShell(const QString &instanceName) const
{
    const SshSession *session = m_sessions.value(instanceName);
    return session && session->openShellCount() > 0;
}

} // namespace RentDeck
