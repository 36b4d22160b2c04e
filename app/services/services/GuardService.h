// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "watch/GuardMonitor.h"
#include "watch/GuardStore.h"

#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QSet>
#include <QTimer>
#include <functional>
#include <memory>

namespace RentDeck {

class ConnectionManager;
class InstanceManager;
class SshSession;
class WatchService;

/**
 * Enforces budgets and guards while RentDeck runs. Every second, for each instance with a guard (its own, else
 * its project's; GuardStore): the accrued cost at the price quoted at launch (CostTimeline over the ledger), the
 * time since launch, and whether its GPUs have been idle (WatchService's samples; an open terminal or a running
 * sync vetoes idleness) go to GuardMonitor, whose notices this service passes on and whose due actions it carries
 * out (stop or destroy through InstanceManager, the reason recorded in the ledger's lifecycle event).
 *
 * For a guard with a watchdog it installs WatchdogInstaller's script on the running instance once per session
 * (deadline = launch + max lifetime, the idle rule, power-off or warn) and beats its heartbeat every minute, so
 * the instance is held to the guard even when RentDeck is closed. Before that it reads the watchdog's log: what it
 * did while RentDeck was closed is recorded in guard_events (kinds "watchdog-…") and told as a notice.
 */
class GuardService : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GuardService)
public:
    static constexpr int TickMs = 1000;
    static constexpr int HeartbeatMs = 60000;

    GuardService(
        InstanceManager *instances, ConnectionManager *connections, WatchService *watch, QObject *parent = nullptr);

    void start();
    void stop();
    /** One evaluation of every instance now (the timer calls it every TickMs); for tests with a manual clock. */
    void tick();
    /** "Keep running": cancels the running countdown of \a instanceName (snoozes that reason). */
    bool keepRunning(const QString &instanceName);
    GuardMonitor *monitor() { return &m_monitor; }
    /** Replaces the clock (tests); also used by the monitor. */
    void setClock(std::function<QDateTime()> clock);

signals:
    /** Something the user should hear about: 80 % of a limit, a limit reached, a countdown, an action taken. */
    void notice(const QString &instanceName, const QString &title, const QString &message);
    void countdownStarted(
        const QString &instanceName, RentDeck::GuardAction action, const QString &reason, const QDateTime &dueAt);
    void countdownCancelled(const QString &instanceName);
    void acted(const QString &instanceName, RentDeck::GuardAction action, const QString &reason);

private:
    void evaluate(const QString &instanceName);
    void act(const QString &instanceName, GuardAction action, const QString &reason);
    void keepWatchdog(const QString &instanceName, const GuardPolicy &policy, const QDateTime &launchedAt);
    void beatHeartbeats();
    void readWatchdogLog(const QString &instanceName, SshSession *session);

    InstanceManager *m_instances;
    ConnectionManager *m_connections;
    WatchService *m_watch;
    GuardStore m_store;
    GuardMonitor m_monitor;
    QTimer m_tick;
    QTimer m_heartbeat;
    std::function<QDateTime()> m_clock;
    QHash<QString, QDateTime> m_belowSince; // idle rule: when all GPUs went below the threshold
    QSet<QString> m_watchdogs; // installed (or being installed) this session
};

} // namespace RentDeck
