// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "billing/CostAccrual.h"
#include "billing/LedgerInstance.h"

#include <QTest>

using namespace RentDeck;

namespace {

const QDateTime T0 = QDateTime(QDate(2026, 3, 1), QTime(12, 0), Qt::UTC);

QDateTime at(qint64 seconds)
{
    return T0.addSecs(seconds);
}

LifecycleEvent ev(InstanceState state, qint64 seconds)
{
    return LifecycleEvent { state, at(seconds), {} };
}

Money usd(const char *amount)
{
    return Money::fromDecimalString(QLatin1String(amount), QStringLiteral("USD"));
}

BillingPolicy policy(BillingGranularity granularity, qint64 minimumSeconds = 0)
{
    BillingPolicy result;
    result.granularity = granularity;
    result.minimumSeconds = minimumSeconds;
    return result;
}

} // namespace

class TestCostAccrual : public QObject
{
    Q_OBJECT

private slots:
    void noEventsCostNothing();
    void perHourRoundsEachPeriod();
    void stillRunningAtNow();
    void minimumPerPeriod();
    void storageWhileStoppedUntilTerminated();
    void preemptionEndsTheMeter();
    void storageWhileRunningWhenBilled();
    void errorAndProvisioningAreNotBilled();
    void repeatedRunningIsOnePeriod();
    void ignoresEventsAfterNowAndTerminated();
    void unsortedEventsAreOrdered();
    void fromLedgerInstance();
};

void TestCostAccrual::noEventsCostNothing()
{
    const AccruedCost cost = CostAccrual::compute({}, usd("2"), policy(BillingGranularity::Hour), 100, at(3600));
    QCOMPARE(cost.total, usd("0"));
    QCOMPARE(cost.runSeconds, qint64(0));
    QCOMPARE(cost.billedSeconds, qint64(0));
}

void TestCostAccrual::perHourRoundsEachPeriod()
{
    // running 30 min, stopped 90 min, running 10 min, terminated: two periods, each billed a full hour.
    const QList<LifecycleEvent> events { ev(InstanceState::Running, 0), ev(InstanceState::Stopped, 1800),
        ev(InstanceState::Running, 7200), ev(InstanceState::Terminated, 7800) };
    const AccruedCost cost = CostAccrual::compute(events, usd("2"), policy(BillingGranularity::Hour), 0, at(99'999));
    QCOMPARE(cost.runningPeriods, 2);
    QCOMPARE(cost.runSeconds, qint64(1800 + 600));
    QCOMPARE(cost.billedSeconds, qint64(2 * 3600));
    QCOMPARE(cost.roundUpSeconds(), qint64(2 * 3600 - 2400));
    QCOMPARE(cost.compute, usd("4"));
    QCOMPARE(cost.storage, usd("0"));
    QCOMPARE(cost.total, usd("4"));
}

void TestCostAccrual::stillRunningAtNow()
{
    // $3.60/h is exactly $0.001 per second.
    const QList<LifecycleEvent> events { ev(InstanceState::Provisioning, -120), ev(InstanceState::Running, 0) };
    const AccruedCost cost = CostAccrual::compute(events, usd("3.6"), policy(BillingGranularity::Second), 0, at(100));
    QCOMPARE(cost.runSeconds, qint64(100));
    QCOMPARE(cost.billedSeconds, qint64(100));
    QCOMPARE(cost.compute, usd("0.1"));

    // A partial second is charged as a whole one.
    const AccruedCost later
        = CostAccrual::compute(events, usd("3.6"), policy(BillingGranularity::Second), 0, at(100).addMSecs(1));
    QCOMPARE(later.runSeconds, qint64(101));
    QCOMPARE(later.compute, usd("0.101"));
}

void TestCostAccrual::minimumPerPeriod()
{
    const QList<LifecycleEvent> events { ev(InstanceState::Running, 0), ev(InstanceState::Stopped, 10),
        ev(InstanceState::Running, 100), ev(InstanceState::Stopped, 190) };
    const AccruedCost cost
        = CostAccrual::compute(events, usd("3.6"), policy(BillingGranularity::Second, 60), 0, at(1000));
    QCOMPARE(cost.runSeconds, qint64(10 + 90));
    QCOMPARE(cost.billedSeconds, qint64(60 + 90));
    QCOMPARE(cost.compute, usd("0.15"));
}

void TestCostAccrual::storageWhileStoppedUntilTerminated()
{
    BillingPolicy billing = policy(BillingGranularity::Second);
    billing.storagePerGbMonth = usd("0.073");
    // 100 GB at $0.073/GB-month = $7.30 per 730 h = $0.01 per hour stopped.
    const QList<LifecycleEvent> events { ev(InstanceState::Running, 0), ev(InstanceState::Stopped, 3600),
        ev(InstanceState::Running, 3 * 3600), ev(InstanceState::Stopped, 4 * 3600),
        ev(InstanceState::Terminated, 8 * 3600) };
    const AccruedCost cost = CostAccrual::compute(events, usd("1"), billing, 100, at(100 * 3600));
    QCOMPARE(cost.storageSeconds, qint64(6 * 3600));
    QCOMPARE(cost.storage, usd("0.06"));
    QCOMPARE(cost.compute, usd("2"));
    QCOMPARE(cost.total, usd("2.06"));

    // While still stopped, storage keeps accruing up to now.
    const QList<LifecycleEvent> open(events.begin(), events.end() - 1);
    const AccruedCost ongoing = CostAccrual::compute(open, usd("1"), billing, 100, at(10 * 3600));
    QCOMPARE(ongoing.storage, usd("0.08"));
}

void TestCostAccrual::preemptionEndsTheMeter()
{
    // Taken back by the provider after 2 h: nothing bills after that, whatever "now" is.
    BillingPolicy billing = policy(BillingGranularity::Second);
    billing.storagePerGbMonth = usd("0.073");
    const QList<LifecycleEvent> events { ev(InstanceState::Running, 0), ev(InstanceState::Preempted, 2 * 3600),
        ev(InstanceState::Running, 3 * 3600) };
    const AccruedCost cost = CostAccrual::compute(events, usd("1"), billing, 100, at(10 * 3600));
    QCOMPARE(cost.compute, usd("2"));
    QCOMPARE(cost.storageSeconds, qint64(0));
    QCOMPARE(cost.total, usd("2"));
}

void TestCostAccrual::storageWhileRunningWhenBilled()
{
    BillingPolicy billing = policy(BillingGranularity::Second);
    billing.storagePerGbMonth = usd("0.073");
    billing.storageBilledWhileRunning = true;
    const QList<LifecycleEvent> events { ev(InstanceState::Running, 0), ev(InstanceState::Stopped, 3600),
        ev(InstanceState::Terminated, 2 * 3600) };
    const AccruedCost cost = CostAccrual::compute(events, usd("1"), billing, 100, at(5 * 3600));
    QCOMPARE(cost.storageSeconds, qint64(2 * 3600));
    QCOMPARE(cost.storage, usd("0.02"));

    billing.storageBilledWhileRunning = false;
    QCOMPARE(CostAccrual::compute(events, usd("1"), billing, 100, at(5 * 3600)).storage, usd("0.01"));
}

void TestCostAccrual::errorAndProvisioningAreNotBilled()
{
    BillingPolicy billing = policy(BillingGranularity::Second);
    billing.storagePerGbMonth = usd("0.073");
    const QList<LifecycleEvent> events { ev(InstanceState::Provisioning, 0), ev(InstanceState::Running, 600),
        ev(InstanceState::Error, 1200) };
    const AccruedCost cost = CostAccrual::compute(events, usd("3.6"), billing, 100, at(7200));
    QCOMPARE(cost.runSeconds, qint64(600));
    QCOMPARE(cost.compute, usd("0.6"));
    QCOMPARE(cost.storageSeconds, qint64(0));
    QCOMPARE(cost.storage, usd("0"));
}

void TestCostAccrual::repeatedRunningIsOnePeriod()
{
    const QList<LifecycleEvent> events { ev(InstanceState::Running, 0), ev(InstanceState::Running, 1800),
        ev(InstanceState::Stopped, 3000) };
    const AccruedCost cost = CostAccrual::compute(events, usd("2"), policy(BillingGranularity::Hour), 0, at(9000));
    QCOMPARE(cost.runningPeriods, 1);
    QCOMPARE(cost.billedSeconds, qint64(3600));
    QCOMPARE(cost.compute, usd("2"));
}

void TestCostAccrual::ignoresEventsAfterNowAndTerminated()
{
    const QList<LifecycleEvent> events { ev(InstanceState::Running, 0), ev(InstanceState::Terminated, 100),
        ev(InstanceState::Running, 200), ev(InstanceState::Stopped, 300) };
    const AccruedCost terminated
        = CostAccrual::compute(events, usd("3.6"), policy(BillingGranularity::Second), 0, at(1000));
    QCOMPARE(terminated.runSeconds, qint64(100));

    // Asked about a moment before the instance stopped: only the time up to then counts.
    const QList<LifecycleEvent> future { ev(InstanceState::Running, 0), ev(InstanceState::Stopped, 500) };
    const AccruedCost early = CostAccrual::compute(future, usd("3.6"), policy(BillingGranularity::Second), 0, at(50));
    QCOMPARE(early.runSeconds, qint64(50));
    QCOMPARE(early.compute, usd("0.05"));
}

void TestCostAccrual::unsortedEventsAreOrdered()
{
    const QList<LifecycleEvent> sorted { ev(InstanceState::Running, 0), ev(InstanceState::Stopped, 1800),
        ev(InstanceState::Running, 7200), ev(InstanceState::Terminated, 7800) };
    const QList<LifecycleEvent> shuffled { sorted[2], sorted[0], sorted[3], sorted[1] };
    const AccruedCost a = CostAccrual::compute(sorted, usd("2"), policy(BillingGranularity::Minute), 0, at(9000));
    const AccruedCost b = CostAccrual::compute(shuffled, usd("2"), policy(BillingGranularity::Minute), 0, at(9000));
    QCOMPARE(b.runSeconds, a.runSeconds);
    QCOMPARE(b.total, a.total);
    QCOMPARE(a.runSeconds, qint64(2400));
}

void TestCostAccrual::fromLedgerInstance()
{
    LedgerInstance instance;
    instance.pricePerHour = Money::fromDecimalString(QStringLiteral("10"), QStringLiteral("CNY"));
    instance.billing = policy(BillingGranularity::Minute);
    const QList<LifecycleEvent> events { ev(InstanceState::Running, 0), ev(InstanceState::Stopped, 61) };
    const AccruedCost cost = CostAccrual::compute(instance, events, at(3600));
    QCOMPARE(cost.billedSeconds, qint64(120));
    QCOMPARE(cost.compute.currency(), QStringLiteral("CNY"));
    QCOMPARE(cost.compute.micros(), qint64(333'334)); // ¥10/h × 120 s = ¥0.3333…, rounded up
    QCOMPARE(cost.total, cost.compute);
}

QTEST_GUILESS_MAIN(TestCostAccrual)
#include "TestCostAccrual.moc"
