// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/CheckReport.h"
#include "checks/CheckRunner.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <optional>

namespace RentDeck {

class ConnectionManager;
class InstanceManager;

/**
 * Runs pre-flight checks for the window over the instance's shared SSH session, keeps the latest
 * report per instance (from this run or the ledger), and stores every report in the ledger. With
 * auto-check on, a freshly launched instance is checked as soon as it is up.
 */
class CheckService : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CheckService)
public:
    CheckService(InstanceManager *instances, ConnectionManager *connections, QObject *parent = nullptr);

    void setAutoCheckAfterLaunch(bool enabled) { m_autoCheck = enabled; }
    /** Starts the checks of \a instanceName; a run already in progress for it is left alone. */
    void run(const QString &instanceName, const CheckOptions &options = {});
    void cancel(const QString &instanceName);
    bool isRunning(const QString &instanceName) const { return !m_running.value(instanceName).isNull(); }
    /** The newest report: this session's, else the ledger's. */
    std::optional<CheckReport> latest(const QString &instanceName) const;

signals:
    void started(const QString &instanceName);
    void progress(const QString &instanceName, const QString &message);
    void reportReady(const QString &instanceName, const RentDeck::CheckReport &report);
    /** A running burn-in's new samples (CheckRunner::burnInUpdate). */
    void burnInUpdate(const QString &instanceName, const RentDeck::BurnInStream::Update &update, int elapsedSeconds,
        int totalSeconds);

private:
    void store(const CheckReport &report);

    InstanceManager *m_instances;
    ConnectionManager *m_connections;
    QHash<QString, QPointer<CheckRunner>> m_running;
    QHash<QString, CheckReport> m_latest;
    QSet<QString> m_interrupted;
    bool m_autoCheck = true;
};

} // namespace RentDeck
