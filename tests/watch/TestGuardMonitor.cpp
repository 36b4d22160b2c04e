// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "billing/Ledger.h"
#include "services/Storage.h"
#include "watch/GuardMonitor.h"
#include "watch/GuardStore.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace RentDeck;

namespace {

const QDateTime T0 = QDateTime(QDate(2026, 3, 1), QTime(12, 0), Qt::UTC);
const QString Name = QStringLiteral("sandbox:1");

Money usd(const char *amount)
{
    return Money::fromDecimalString(QLatin1String(amount), QStringLiteral("USD"));
}

GuardPolicy budgetPolicy(GuardAction action = GuardAction::Stop)
{
    GuardPolicy policy;
    policy.scope = Name;
    policy.budget = usd("5");
    policy.action = action;
    return policy;
}

GuardPolicy idlePolicy()
{
    GuardPolicy policy;
    policy.scope = Name;
    policy.idle = IdleRule { 5, 30 };
    policy.action = GuardAction::Stop;
    return policy;
}

/** A manual clock: the monitor reads `now`, the test moves it. */
struct ManualClock
{
    QDateTime now = T0;
    void advance(qint64 seconds) { now = now.addSecs(seconds); }
    GuardMonitor::Clock function()
    {
        return [this] { return now; };
    }
};

} // namespace

class TestGuardMonitor : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void warnsOnceAndAgainOnlyAfterFalling();
    void countsDownThenActsOnce();
    void cancelSnoozesUntilThePeriodEnds();
    void cancelLastsUntilTheConditionClears();
    void conditionClearingStopsTheCountdown();
    void idleClockRestartsAfterAVeto();
    void warnOnlyNotifiesAndNeverActs();
    void actsAgainAfterResumeOverBudget();
    void oneCountdownPerInstance();
    void recordsGuardEvents();

private:
    GuardInput input(const char *spent, InstanceState state = InstanceState::Running) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Storage> m_storage;
    std::unique_ptr<GuardStore> m_store;
    std::unique_ptr<GuardMonitor> m_monitor;
    ManualClock m_clock;
};

void TestGuardMonitor::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_storage = std::make_unique<Storage>(m_dir->filePath(QStringLiteral("ledger.sqlite")));
    QVERIFY2(m_storage->isOpen(), qPrintable(m_storage->error().message));
    m_store = std::make_unique<GuardStore>(m_storage->database());
    m_clock = ManualClock();
    m_monitor = std::make_unique<GuardMonitor>(m_store.get());
    m_monitor->setClock(m_clock.function());
}

void TestGuardMonitor::cleanup()
{
    m_monitor.reset();
    m_store.reset();
    m_storage.reset();
    m_dir.reset();
}

GuardInput TestGuardMonitor::input(const char *spent, InstanceState state) const
{
    GuardInput result;
    result.spent = usd(spent);
    result.launchedAt = T0;
    result.state = state;
    return result;
}

void TestGuardMonitor::warnsOnceAndAgainOnlyAfterFalling()
{
    QSignalSpy warnings(m_monitor.get(), &GuardMonitor::warningRaised);
    m_monitor->update(Name, budgetPolicy(), input("3"));
    QCOMPARE(warnings.size(), 0);
    for (const char *spent : { "4", "4.2", "4.5", "4.9" }) {
        m_clock.advance(1);
        QCOMPARE(m_monitor->update(Name, budgetPolicy(), input(spent)).stage(), GuardStage::Warning);
    }
    QCOMPARE(warnings.size(), 1);
    QCOMPARE(warnings.at(0).at(0).toString(), Name);
    QCOMPARE(warnings.at(0).at(1).value<GuardReason>(), GuardReason::Budget);
    QCOMPARE(warnings.at(0).at(2).toString(), QStringLiteral("budget $5.00: $4.00 spent (80%)"));

    // The budget was raised, then spending caught up again: a new warning.
    GuardPolicy raised = budgetPolicy();
    raised.budget = usd("10");
    m_monitor->update(Name, raised, input("5"));
    m_monitor->update(Name, raised, input("8.1"));
    QCOMPARE(warnings.size(), 2);
}

void TestGuardMonitor::countsDownThenActsOnce()
{
    QSignalSpy started(m_monitor.get(), &GuardMonitor::countdownStarted);
    QSignalSpy due(m_monitor.get(), &GuardMonitor::actionDue);
    m_monitor->update(Name, budgetPolicy(), input("5.02"));
    QCOMPARE(started.size(), 1);
    QCOMPARE(started.at(0).at(1).value<GuardAction>(), GuardAction::Stop);
    QCOMPARE(started.at(0).at(2).value<GuardReason>(), GuardReason::Budget);
    QCOMPARE(started.at(0).at(3).toString(), QStringLiteral("budget $5.00 reached: $5.02 spent"));
    QCOMPARE(started.at(0).at(4).toDateTime(), T0.addSecs(60));
    QCOMPARE(m_monitor->countdownDueAt(Name), T0.addSecs(60));

    for (int second = 1; second < 60; ++second) {
        m_clock.advance(1);
        const GuardVerdict verdict = m_monitor->update(Name, budgetPolicy(), input("5.03"));
        QCOMPARE(verdict.stage(), GuardStage::Countdown);
        QCOMPARE(verdict.top().dueAt, T0.addSecs(60));
    }
    QCOMPARE(started.size(), 1);
    QCOMPARE(due.size(), 0);

    m_clock.advance(1);
    m_monitor->update(Name, budgetPolicy(), input("5.04"));
    QCOMPARE(due.size(), 1);
    QCOMPARE(due.at(0).at(0).toString(), Name);
    QCOMPARE(due.at(0).at(1).value<GuardAction>(), GuardAction::Stop);
    QCOMPARE(due.at(0).at(2).toString(), QStringLiteral("budget $5.00 reached: $5.04 spent"));
    QVERIFY(!m_monitor->countdownDueAt(Name).isValid());

    // Still running and over budget (the stop is on its way): nothing more is said.
    for (int second = 0; second < 600; second += 10) {
        m_clock.advance(10);
        QCOMPARE(m_monitor->update(Name, budgetPolicy(), input("5.05")).stage(), GuardStage::LimitReached);
    }
    QCOMPARE(started.size(), 1);
    QCOMPARE(due.size(), 1);
}

void TestGuardMonitor::cancelSnoozesUntilThePeriodEnds()
{
    m_monitor->setSnoozeSeconds(30 * 60);
    QSignalSpy started(m_monitor.get(), &GuardMonitor::countdownStarted);
    QSignalSpy cancelled(m_monitor.get(), &GuardMonitor::countdownCancelled);
    QSignalSpy due(m_monitor.get(), &GuardMonitor::actionDue);
    QVERIFY(!m_monitor->cancelCountdown(Name)); // nothing to cancel yet

    m_monitor->update(Name, budgetPolicy(), input("5.5"));
    QCOMPARE(started.size(), 1);
    m_clock.advance(20);
    QVERIFY(m_monitor->cancelCountdown(Name)); // "keep running"
    QCOMPARE(cancelled.size(), 1);
    QCOMPARE(cancelled.at(0).at(2).toBool(), true);
    QVERIFY(m_monitor->isSnoozed(Name, GuardReason::Budget));
    QCOMPARE(m_monitor->verdict(Name).stage(), GuardStage::LimitReached);

    for (int minute = 1; minute < 30; ++minute) {
        m_clock.advance(60);
        QCOMPARE(m_monitor->update(Name, budgetPolicy(), input("6")).stage(), GuardStage::LimitReached);
    }
    QCOMPARE(started.size(), 1);
    QCOMPARE(due.size(), 0);

    m_clock.advance(60); // the snooze is over and the budget is still exceeded
    QCOMPARE(m_monitor->update(Name, budgetPolicy(), input("6")).stage(), GuardStage::Countdown);
    QCOMPARE(started.size(), 2);
    QVERIFY(!m_monitor->isSnoozed(Name, GuardReason::Budget));
    m_clock.advance(60);
    m_monitor->update(Name, budgetPolicy(), input("6"));
    QCOMPARE(due.size(), 1);
}

void TestGuardMonitor::cancelLastsUntilTheConditionClears()
{
    m_monitor->setSnoozeSeconds(3 * 3600);
    QSignalSpy started(m_monitor.get(), &GuardMonitor::countdownStarted);
    GuardInput idle = input("0");
    idle.idle.belowSince = T0.addSecs(-31 * 60);
    m_monitor->update(Name, idlePolicy(), idle);
    QCOMPARE(started.size(), 1);
    QCOMPARE(started.at(0).at(3).toString(), QStringLiteral("idle: all GPUs below 5% for 30 min"));
    QVERIFY(m_monitor->cancelCountdown(Name));

    m_clock.advance(60);
    QCOMPARE(m_monitor->update(Name, idlePolicy(), idle).stage(), GuardStage::LimitReached);
    // The GPUs get busy: the condition clears, and with it the snooze.
    m_clock.advance(60);
    GuardInput busy = input("0");
    QCOMPARE(m_monitor->update(Name, idlePolicy(), busy).stage(), GuardStage::None);
    QVERIFY(!m_monitor->isSnoozed(Name, GuardReason::Idle));
    // Idle again for the whole rule: a new countdown, well inside the snooze period.
    GuardInput idleAgain = input("0");
    idleAgain.idle.belowSince = m_clock.now;
    m_clock.advance(30 * 60);
    m_monitor->update(Name, idlePolicy(), idleAgain);
    QCOMPARE(started.size(), 2);
}

void TestGuardMonitor::conditionClearingStopsTheCountdown()
{
    QSignalSpy cancelled(m_monitor.get(), &GuardMonitor::countdownCancelled);
    QSignalSpy due(m_monitor.get(), &GuardMonitor::actionDue);
    GuardInput idle = input("0");
    idle.idle.belowSince = T0.addSecs(-40 * 60);
    m_monitor->update(Name, idlePolicy(), idle);
    m_clock.advance(30);
    m_monitor->update(Name, idlePolicy(), input("0")); // a GPU woke up
    QCOMPARE(cancelled.size(), 1);
    QCOMPARE(cancelled.at(0).at(1).value<GuardReason>(), GuardReason::Idle);
    QCOMPARE(cancelled.at(0).at(2).toBool(), false);
    m_clock.advance(120);
    m_monitor->update(Name, idlePolicy(), input("0"));
    QCOMPARE(due.size(), 0);
}

void TestGuardMonitor::idleClockRestartsAfterAVeto()
{
    QSignalSpy started(m_monitor.get(), &GuardMonitor::countdownStarted);
    GuardInput idle = input("0");
    idle.idle.belowSince = T0.addSecs(-2 * 3600); // idle GPUs for two hours, under an open terminal
    idle.idle.interactiveSession = true;
    for (int minute = 0; minute < 10; ++minute) {
        QCOMPARE(m_monitor->update(Name, idlePolicy(), idle).stage(), GuardStage::None);
        m_clock.advance(60);
    }
    // The terminal closes: the idle rule counts from now, not from two hours ago.
    idle.idle.interactiveSession = false;
    const QDateTime closed = m_clock.now;
    QCOMPARE(m_monitor->update(Name, idlePolicy(), idle).stage(), GuardStage::None);
    m_clock.advance(29 * 60);
    QCOMPARE(m_monitor->update(Name, idlePolicy(), idle).stage(), GuardStage::None);
    // A sync also vetoes, without restarting anything while it runs.
    idle.idle.syncRunning = true;
    m_clock.advance(30);
    QCOMPARE(m_monitor->update(Name, idlePolicy(), idle).stage(), GuardStage::None);
    idle.idle.syncRunning = false;
    m_clock.advance(30);
    QCOMPARE(m_monitor->update(Name, idlePolicy(), idle).stage(), GuardStage::None); // the sync just ended
    QCOMPARE(started.size(), 0);
    m_clock.now = closed.addSecs(30 * 60 + 30 * 60); // 30 min after the sync ended
    QCOMPARE(m_monitor->update(Name, idlePolicy(), idle).stage(), GuardStage::Countdown);
    QCOMPARE(started.size(), 1);
}

void TestGuardMonitor::warnOnlyNotifiesAndNeverActs()
{
    QSignalSpy warnings(m_monitor.get(), &GuardMonitor::warningRaised);
    QSignalSpy limits(m_monitor.get(), &GuardMonitor::limitReached);
    QSignalSpy started(m_monitor.get(), &GuardMonitor::countdownStarted);
    QSignalSpy due(m_monitor.get(), &GuardMonitor::actionDue);
    const GuardPolicy policy = budgetPolicy(GuardAction::Warn);
    m_monitor->update(Name, policy, input("4.5"));
    for (int minute = 0; minute < 120; ++minute) {
        m_clock.advance(60);
        QCOMPARE(m_monitor->update(Name, policy, input("7")).stage(), GuardStage::LimitReached);
    }
    QCOMPARE(warnings.size(), 1);
    QCOMPARE(limits.size(), 1);
    QCOMPARE(limits.at(0).at(2).toString(), QStringLiteral("budget $5.00 reached: $7.00 spent"));
    QCOMPARE(started.size(), 0);
    QCOMPARE(due.size(), 0);
    QVERIFY(!m_monitor->cancelCountdown(Name));
}

void TestGuardMonitor::actsAgainAfterResumeOverBudget()
{
    QSignalSpy started(m_monitor.get(), &GuardMonitor::countdownStarted);
    QSignalSpy due(m_monitor.get(), &GuardMonitor::actionDue);
    QSignalSpy limits(m_monitor.get(), &GuardMonitor::limitReached);
    m_monitor->update(Name, budgetPolicy(), input("5"));
    m_clock.advance(60);
    m_monitor->update(Name, budgetPolicy(), input("5"));
    QCOMPARE(due.size(), 1);
    // Stopped by the guard: over budget but nothing to stop.
    m_clock.advance(10);
    QCOMPARE(
        m_monitor->update(Name, budgetPolicy(), input("5", InstanceState::Stopped)).stage(), GuardStage::LimitReached);
    QCOMPARE(limits.size(), 1);
    // The user resumes it while still over budget: a new countdown (which they may cancel).
    m_clock.advance(600);
    QCOMPARE(m_monitor->update(Name, budgetPolicy(), input("5.01")).stage(), GuardStage::Countdown);
    QCOMPARE(started.size(), 2);
}

void TestGuardMonitor::oneCountdownPerInstance()
{
    QSignalSpy started(m_monitor.get(), &GuardMonitor::countdownStarted);
    QSignalSpy due(m_monitor.get(), &GuardMonitor::actionDue);
    GuardPolicy policy = budgetPolicy();
    policy.idle = IdleRule { 5, 30 };
    GuardInput both = input("6");
    both.idle.belowSince = T0.addSecs(-3600);
    const GuardVerdict verdict = m_monitor->update(Name, policy, both);
    QCOMPARE(started.size(), 1);
    QCOMPARE(verdict.findings.size(), 2);
    QCOMPARE(verdict.findings.at(0).dueAt, T0.addSecs(60));
    QCOMPARE(verdict.findings.at(1).dueAt, T0.addSecs(60));
    m_clock.advance(60);
    m_monitor->update(Name, policy, both);
    QCOMPARE(due.size(), 1);
    m_clock.advance(60);
    m_monitor->update(Name, policy, both);
    QCOMPARE(started.size(), 1);
    QCOMPARE(due.size(), 1);

    // Another instance has its own state.
    m_monitor->update(QStringLiteral("sandbox:2"), policy, both);
    QCOMPARE(started.size(), 2);
    m_monitor->forget(QStringLiteral("sandbox:2"));
    QVERIFY(!m_monitor->countdownDueAt(QStringLiteral("sandbox:2")).isValid());
}

void TestGuardMonitor::recordsGuardEvents()
{
    m_monitor->update(Name, budgetPolicy(), input("4.2"));
    m_clock.advance(5);
    m_monitor->update(Name, budgetPolicy(), input("5.1"));
    m_clock.advance(5);
    m_monitor->setSnoozeSeconds(60);
    QVERIFY(m_monitor->cancelCountdown(Name));
    m_clock.advance(120);
    m_monitor->update(Name, budgetPolicy(), input("5.2"));
    m_clock.advance(60);
    m_monitor->update(Name, budgetPolicy(), input("5.3"));

    const auto events = m_store->events(Name);
    QVERIFY(events.isOk());
    QStringList kinds;
    for (const GuardEvent &event : events.value()) {
        kinds.append(event.kind);
        QCOMPARE(event.instanceName, Name);
    }
    QCOMPARE(kinds,
        QStringList({ QStringLiteral("warning"), QStringLiteral("countdown"), QStringLiteral("cancelled"),
            QStringLiteral("countdown"), QStringLiteral("action") }));
    QCOMPARE(events->at(0).at, T0);
    QCOMPARE(events->at(0).reason, QStringLiteral("budget"));
    QCOMPARE(events->at(1).detail, QStringLiteral("stop in 1 min: budget $5.00 reached: $5.10 spent"));
    QCOMPARE(events->at(2).at, T0.addSecs(10));
    QCOMPARE(events->at(4).detail, QStringLiteral("stop: budget $5.00 reached: $5.30 spent"));
    QCOMPARE(events->at(4).reason, QString());
}

QTEST_GUILESS_MAIN(TestGuardMonitor)
#include "TestGuardMonitor.moc"
