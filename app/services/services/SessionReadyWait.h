// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Job.h"
#include "ssh/SshSession.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QString>
#include <QTimer>

namespace RentDeck {

class ConnectionManager;
class InstanceManager;

/**
 * Waits until an instance answers over SSH through its shared session (ConnectionManager), for jobs that must reach
 * a machine that is still booting or was just launched: refreshes the instance list until it is running with an
 * address, then connects, and retries a failed connect until the time limit. A changed host key or a rejected login
 * ends it at once (waiting cannot fix those). Deletes itself (Job); session() is valid when it succeeded.
 */
class SessionReadyWait : public Job
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SessionReadyWait)

public:
    SessionReadyWait(InstanceManager *instances, ConnectionManager *connections, QString instanceName, int timeoutMs,
        QObject *parent = nullptr);

    void start();
    SshSession *session() const { return m_session; }

private:
    void attempt();
    void retryLater(const QString &why);

    InstanceManager *m_instances;
    ConnectionManager *m_connections;
    QString m_name;
    int m_timeoutMs;
    QElapsedTimer m_clock;
    QTimer m_retry;
    QPointer<SshSession> m_session;
    QString m_lastWhy;
    QMetaObject::Connection m_stateConnection;
};

} // namespace RentDeck
