// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/GuardService.h"

#include "billing/CostTimeline.h"
#include "billing/Ledger.h"
#include "logging/LoggingCategories.h"
#include "services/ConnectionManager.h"
#include "services/InstanceManager.h"
#include "services/Storage.h"
#include "services/WatchService.h"
#include "sync/SyncLock.h"
#include "watch/GuardEvaluator.h"
#include "watch/WatchdogInstaller.h"

#include <QLocale>

namespace RentDeck {

GuardService::GuardService(
    InstanceManager *instances, ConnectionManager *connections, WatchService *watch, QObject *parent)
    : QObject(parent)
    , m_instances(instances)
    , m_connections(connections)
    , m_watch(watch)
    , m_store(instances->storage().guards())
    , m_monitor(&m_store)
    , m_clock([] { return QDateTime::currentDateTimeUtc(); })
{
    m_tick.setInterval(TickMs);
    connect(&m_tick, &QTimer::timeout, this, &GuardService::tick);
    m_heartbeat.setInterval(HeartbeatMs);
    connect(&m_heartbeat, &QTimer::timeout, this, &GuardService::beatHeartbeats);

    connect(&m_monitor, &GuardMonitor::warningRaised, this,
        [this](const QString &name, GuardReason, const QString &message) {
            emit notice(name, tr("%1 is close to its limit").arg(name), message);
        });
    connect(&m_monitor, &GuardMonitor::limitReached, this,
        [this](const QString &name, GuardReason, const QString &message) {
            emit notice(name, tr("%1 reached its limit").arg(name), message);
        });
    connect(&m_monitor, &GuardMonitor::countdownStarted, this,
        [this](const QString &name, GuardAction action, GuardReason, const QString &message, const QDateTime &dueAt) {
            emit countdownStarted(name, action, message, dueAt);
        });
    connect(&m_monitor, &GuardMonitor::countdownCancelled, this,
        [this](const QString &name, GuardReason, bool) { emit countdownCancelled(name); });
    connect(&m_monitor, &GuardMonitor::actionDue, this, &GuardService::act);
}

void GuardService::setClock(std::function<QDateTime()> clock)
{
    m_clock = std::move(clock);
    m_monitor.setClock(m_clock);
}

void GuardService::start()
{
    m_tick.start();
    m_heartbeat.start();
}

void GuardService::stop()
{
    m_tick.stop();
    m_heartbeat.stop();
}

void GuardService::tick()
{
    if (!m_store.isAvailable()) {
        return;
    }
    for (const Instance &instance : m_instances->instances()) {
        if (isGone(instance.state)) {
            m_monitor.forget(instance.name());
            continue;
        }
        evaluate(instance.name());
    }
}

void GuardService::evaluate(const QString &instanceName)
{
    Ledger *ledger = m_instances->ledger();
    const auto record = ledger->instance(instanceName);
    if (!record || !record->has_value()) {
        return; // not launched through RentDeck: no quoted price to hold it to
    }
    const LedgerInstance &launched = **record;
    const auto policy = m_store.effectivePolicy(instanceName, launched.project);
    if (!policy || !policy->has_value()) {
        m_monitor.forget(instanceName);
        m_belowSince.remove(instanceName);
        return;
    }
    const auto events = ledger->events(instanceName);
    const QDateTime now = m_clock();
    GuardInput input;
    input.spent = CostTimeline(launched, events ? *events : QList<LifecycleEvent>()).at(now).total;
    input.launchedAt = launched.launchedAt;
    const auto instance = m_instances->findInstance(instanceName);
    input.state = instance ? instance->state : InstanceState::Error;
    if (const auto &idle = (*policy)->idle; idle && input.state == InstanceState::Running) {
        // The newest utilization of every GPU; none known yet counts as not idle.
        QList<double> utilizations;
        const MetricStore *store = m_watch ? m_watch->store(instanceName) : nullptr;
        for (const int source : store ? store->sources() : QList<int>()) {
            if (source == HostSource) {
                continue;
            }
            const auto sample = store->latestGpuSample(source);
            if (sample && QDateTime::currentMSecsSinceEpoch() - sample->timeMs < 10000) { // a live stream
                utilizations.append(sample->utilizationPercent);
            }
        }
        const QDateTime below
            = IdleState::nextBelowSince(m_belowSince.value(instanceName), now, utilizations, idle->percent);
        m_belowSince.insert(instanceName, below);
        input.idle.belowSince = below;
        input.idle.interactiveSession = m_connections->hasOpenShell(instanceName);
        input.idle.syncRunning = SyncLock::isHeld(instanceName);
    }
    m_monitor.update(instanceName, **policy, input);
    if ((*policy)->watchdog && input.state == InstanceState::Running) {
        keepWatchdog(instanceName, **policy, launched.launchedAt);
    }
}

void GuardService::act(const QString &instanceName, GuardAction action, const QString &reason)
{
    qCInfo(lcMetrics) << "guard of" << instanceName << "acts:" << GuardPolicy::actionName(action) << reason;
    switch (action) {
    case GuardAction::Warn:
        return;
    case GuardAction::Stop:
        m_instances->stop(instanceName);
        break;
    case GuardAction::Destroy:
        m_instances->destroy(instanceName);
        break;
    }
    emit acted(instanceName, action, reason);
    emit notice(instanceName,
        action == GuardAction::Stop ? tr("%1 stopped by its guard").arg(instanceName)
                                    : tr("%1 destroyed by its guard").arg(instanceName),
        reason);
}

void GuardService::keepWatchdog(const QString &instanceName, const GuardPolicy &policy, const QDateTime &launchedAt)
{
    if (m_watchdogs.contains(instanceName)) {
        return;
    }
    SshSession *session = m_connections->session(instanceName);
    if (!session || session->state() != SshSession::State::Connected) {
        return; // next tick
    }
    WatchdogConfig config;
    if (policy.maxLifetimeSeconds) {
        config.deadline = launchedAt.addSecs(*policy.maxLifetimeSeconds);
    }
    if (policy.idle) {
        config.idlePercent = int(policy.idle->percent);
        config.idleFor = std::chrono::minutes(policy.idle->minutes);
    }
    // Warn-only: idleness is only logged while this app beats the heartbeat; once nobody watches, it acts.
    config.action
        = policy.action == GuardAction::Warn ? WatchdogConfig::Action::Warn : WatchdogConfig::Action::PowerOff;
    m_watchdogs.insert(instanceName);
    readWatchdogLog(instanceName, session);
    auto *installer = new WatchdogInstaller(session, this);
    ValueJob<qint64> *job = installer->install(config);
    connect(job, &Job::finished, this, [this, installer, job, instanceName] {
        installer->deleteLater();
        if (!job->isOk()) {
            m_watchdogs.remove(instanceName); // try again on a later tick
            qCWarning(lcMetrics) << "watchdog not installed on" << instanceName << ":" << job->error().message;
            return;
        }
        qCInfo(lcMetrics) << "watchdog running on" << instanceName << "pid" << job->value();
        emit notice(instanceName, tr("Watchdog on %1").arg(instanceName),
            tr("The guard now holds even when RentDeck is closed."));
    });
}

void GuardService::readWatchdogLog(const QString &instanceName, SshSession *session)
{
    // What the watchdog did while RentDeck was closed goes to guard_events once: only events newer than the
    // newest watchdog event already recorded (the log outlives re-installs and app sessions).
    QDateTime newestRecorded;
    if (const auto recorded = m_store.events(instanceName)) {
        for (const GuardEvent &event : *recorded) {
            if (event.kind.startsWith(QLatin1String("watchdog-")) && event.at > newestRecorded) {
                newestRecorded = event.at;
            }
        }
    }
    auto *reader = new WatchdogInstaller(session, this);
    ValueJob<WatchdogLog> *job = reader->readLog(0);
    connect(job, &Job::finished, this, [this, reader, job, instanceName, newestRecorded] {
        reader->deleteLater();
        if (!job->isOk()) {
            return; // no log yet (never installed) or unreadable: nothing to learn
        }
        for (const WatchdogEvent &event : job->value().events) {
            if (!event.at.isValid() || (newestRecorded.isValid() && event.at <= newestRecorded)) {
                continue;
            }
            GuardEvent recorded;
            recorded.instanceName = instanceName;
            recorded.at = event.at;
            recorded.kind = QStringLiteral("watchdog-") + event.kind;
            recorded.detail = event.detail;
            const Status stored = m_store.recordEvent(recorded);
            Q_UNUSED(stored)
            if (event.kind == QLatin1String("poweroff") || event.kind == QLatin1String("deadline")
                || event.kind == QLatin1String("idle")) {
                const QString what = event.kind == QLatin1String("poweroff") ? tr("It powered the instance off")
                    : event.kind == QLatin1String("deadline")                ? tr("Its deadline was reached")
                                                                             : tr("Its idle rule was met");
                emit notice(instanceName, tr("The watchdog of %1 acted").arg(instanceName),
                    tr("%1 at %2 (%3), while RentDeck was closed.")
                        .arg(what, QLocale().toString(event.at.toLocalTime(), QLocale::ShortFormat), event.detail));
            }
        }
    });
}

void GuardService::beatHeartbeats()
{
    for (const QString &name : std::as_const(m_watchdogs)) {
        SshSession *session = m_connections->session(name);
        if (!session || session->state() != SshSession::State::Connected) {
            continue;
        }
        auto *installer = new WatchdogInstaller(session, this);
        StatusJob *job = installer->heartbeat();
        connect(job, &Job::finished, installer, &QObject::deleteLater);
    }
}

bool GuardService::keepRunning(const QString &instanceName)
{
    return m_monitor.cancelCountdown(instanceName);
}

} // namespace RentDeck
