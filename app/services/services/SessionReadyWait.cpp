// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/SessionReadyWait.h"

#include "services/ConnectionManager.h"
#include "services/InstanceManager.h"

namespace RentDeck {

namespace {
constexpr int RetryMs = 1500;
}

SessionReadyWait::SessionReadyWait(
    InstanceManager *instances, ConnectionManager *connections, QString instanceName, int timeoutMs, QObject *parent)
    : Job(parent)
    , m_instances(instances)
    , m_connections(connections)
    , m_name(std::move(instanceName))
    , m_timeoutMs(timeoutMs)
{
    m_retry.setSingleShot(true);
    connect(&m_retry, &QTimer::timeout, this, &SessionReadyWait::attempt);
}

void SessionReadyWait::start()
{
    m_clock.start();
    emit progress(tr("waiting for %1 to answer over SSH").arg(m_name));
    // Nothing may come at all (a silent network): the limit still holds.
    QTimer::singleShot(m_timeoutMs + 10, this, [this] {
        if (!isFinished()) {
            finish(Error::make(Error::Code::Timeout,
                tr("%1 did not answer over SSH within %2 s%3")
                    .arg(m_name)
                    .arg(m_timeoutMs / 1000)
                    .arg(m_lastWhy.isEmpty() ? QString() : QStringLiteral(": ") + m_lastWhy)));
        }
    });
    attempt();
}

void SessionReadyWait::retryLater(const QString &why)
{
    m_lastWhy = why;
    if (m_clock.elapsed() > m_timeoutMs) {
        finish(Error::make(Error::Code::Timeout,
            tr("%1 did not answer over SSH within %2 s: %3").arg(m_name).arg(m_timeoutMs / 1000).arg(why)));
        return;
    }
    // The provider fills in the address once the machine is up: ask for a fresh list before the next try.
    m_instances->refreshInstances();
    m_retry.start(RetryMs);
}

void SessionReadyWait::attempt()
{
    if (isFinished()) {
        return;
    }
    QString why;
    m_session = m_connections->session(m_name, &why);
    if (!m_session) {
        retryLater(why.isEmpty() ? tr("it is not running yet") : why);
        return;
    }
    if (m_session->state() == SshSession::State::Connected) {
        finish();
        return;
    }
    if (m_session->state() == SshSession::State::Failed) {
        const Error &error = m_session->lastError();
        if (error.code == Error::Code::HostKey || error.code == Error::Code::Auth) {
            finish(error);
            return;
        }
        m_session->connectToHost();
    }
    disconnect(m_stateConnection);
    m_stateConnection
        = connect(m_session, &SshSession::stateChanged, this, [this](SshSession::State state, const QString &message) {
              if (state == SshSession::State::Connected) {
                  finish();
              } else if (state == SshSession::State::Failed) {
                  const Error &error = m_session->lastError();
                  if (error.code == Error::Code::HostKey || error.code == Error::Code::Auth) {
                      finish(error);
                  } else {
                      retryLater(message);
                  }
              } else if (state == SshSession::State::Reconnecting) {
                  m_lastWhy = message;
                  if (m_clock.elapsed() > m_timeoutMs) {
                      retryLater(message);
                  }
              }
          });
}

} // namespace RentDeck
