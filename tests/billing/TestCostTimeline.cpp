// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "billing/CostAccrual.h"
#include "billing/CostTimeline.h"
#include "billing/Ledger.h"
#include "services/Storage.h"

#include <QTemporaryDir>
#include <QTest>

using namespace RentDeck;

namespace {

const QDateTime T0 = QDateTime(QDate(2026, 3, 1), QTime(12, 0), Qt::UTC);

// The manual clock of these tests: every moment is T0 plus seconds, handed to the pure functions.
QDateTime at(qint64 seconds)
{
    return T0.addSecs(seconds);
}

LifecycleEvent ev(InstanceState state, qint64 seconds)
{
    return LifecycleEvent { state, at(seconds), {} };
}

Money money(const char *amount, const char *currency = "USD")
{
    return Money::fromDecimalString(QLatin1String(amount), QLatin1String(currency));
}

BillingPolicy policy(BillingGranularity granularity, qint64 minimumSeconds = 0)
{
    BillingPolicy result;
    result.granularity = granularity;
    result.minimumSeconds = minimumSeconds;
    return result;
}

BillingPolicy withStorage(BillingPolicy billing)
{
    billing.storagePerGbMonth = money("0.073"); // 100 GB: $7.30 per 730 h = $0.01 per hour
    return billing;
}

} // namespace

class TestCostTimeline : public QObject
{
    Q_OBJECT

private slots:
    void granularityTable_data();
    void granularityTable();
    void perHourSeriesSteps();
    void stopAndResume();
    void storageAfterStopUntilDestroy();
    void spendRate();
    void seriesIsBounded();
    void trafficWhenBilled();
    void trafficNotBilledByDefault();
    void betweenCountsWhatWasCharged();
    void projectionPerSecond();
    void projectionPerHourIsExact();
    void projectionAlreadyReachedAndNever();
    void usesThePriceQuotedAtLaunch();
};

void TestCostTimeline::granularityTable_data()
{
    QTest::addColumn<int>("granularity");
    QTest::addColumn<qint64>("minimum");
    QTest::addColumn<QString>("price");
    QTest::addColumn<QString>("currency");
    QTest::addColumn<qint64>("runSeconds");
    QTest::addColumn<qint64>("billedSeconds");
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<qint64>("roundUpSeconds");
    QTest::addColumn<QString>("roundUpCost");
    QTest::addColumn<qint64>("minimumTopUpSeconds");
    QTest::addColumn<QString>("minimumTopUpCost");

    const int second = int(BillingGranularity::Second);
    const int minute = int(BillingGranularity::Minute);
    const int hour = int(BillingGranularity::Hour);
    // $3.60/h is exactly $0.001 a second.
    QTest::newRow("second 61 s") << second << qint64(0) << "3.6"
                                 << "USD" << qint64(61) << qint64(61) << "0.061" << qint64(0) << "0" << qint64(0)
                                 << "0";
    QTest::newRow("minute 61 s") << minute << qint64(0) << "3.6"
                                 << "USD" << qint64(61) << qint64(120) << "0.12" << qint64(59) << "0.059" << qint64(0)
                                 << "0";
    QTest::newRow("minute 60 s") << minute << qint64(0) << "3.6"
                                 << "USD" << qint64(60) << qint64(60) << "0.06" << qint64(0) << "0" << qint64(0) << "0";
    // "You paid 60 minutes for 61 seconds."
    QTest::newRow("hour 61 s") << hour << qint64(0) << "3.6"
                               << "USD" << qint64(61) << qint64(3600) << "3.6" << qint64(3539) << "3.539" << qint64(0)
                               << "0";
    QTest::newRow("hour 3601 s") << hour << qint64(0) << "3.6"
                                 << "USD" << qint64(3601) << qint64(7200) << "7.2" << qint64(3599) << "3.599"
                                 << qint64(0) << "0";
    QTest::newRow("second, minimum 5 min")
        << second << qint64(300) << "3.6"
        << "USD" << qint64(61) << qint64(300) << "0.3" << qint64(239) << "0.239" << qint64(239) << "0.239";
    QTest::newRow("minute, minimum 5 min")
        << minute << qint64(300) << "3.6"
        << "USD" << qint64(61) << qint64(300) << "0.3" << qint64(239) << "0.239" << qint64(180) << "0.18";
    QTest::newRow("hour, minimum below an hour")
        << hour << qint64(600) << "3.6"
        << "USD" << qint64(61) << qint64(3600) << "3.6" << qint64(3539) << "3.539" << qint64(0) << "0";
    // ¥10/h: 61 s exact is ¥0.169445 (rounded up to the micro-unit), so the hour's overhead is ¥9.830555.
    QTest::newRow("hour CNY") << hour << qint64(0) << "10"
                              << "CNY" << qint64(61) << qint64(3600) << "10" << qint64(3539) << "9.830555" << qint64(0)
                              << "0";
    QTest::newRow("minute CNY") << minute << qint64(0) << "10"
                                << "CNY" << qint64(61) << qint64(120) << "0.333334" << qint64(59) << "0.163889"
                                << qint64(0) << "0";
}

void TestCostTimeline::granularityTable()
{
    QFETCH(int, granularity);
    QFETCH(qint64, minimum);
    QFETCH(QString, price);
    QFETCH(QString, currency);
    QFETCH(qint64, runSeconds);
    QFETCH(qint64, billedSeconds);
    QFETCH(QString, gpu);
    QFETCH(qint64, roundUpSeconds);
    QFETCH(QString, roundUpCost);
    QFETCH(qint64, minimumTopUpSeconds);
    QFETCH(QString, minimumTopUpCost);

    const QList<LifecycleEvent> events { ev(InstanceState::Provisioning, -30), ev(InstanceState::Running, 0),
        ev(InstanceState::Stopped, runSeconds) };
    const CostTimeline timeline(
        events, Money::fromDecimalString(price, currency), policy(BillingGranularity(granularity), minimum), 0);
    const CostBreakdown cost = timeline.at(at(runSeconds + 600));
    QCOMPARE(cost.accrued.runSeconds, runSeconds);
    QCOMPARE(cost.accrued.billedSeconds, billedSeconds);
    QCOMPARE(cost.gpu(), Money::fromDecimalString(gpu, currency));
    QCOMPARE(cost.roundUpSeconds(), roundUpSeconds);
    QCOMPARE(cost.roundUpCost(), Money::fromDecimalString(roundUpCost, currency));
    QCOMPARE(cost.accrued.minimumTopUpSeconds, minimumTopUpSeconds);
    QCOMPARE(cost.accrued.minimumTopUpCost, Money::fromDecimalString(minimumTopUpCost, currency));
    QCOMPARE(cost.storage(), Money(0, currency));
    QCOMPARE(cost.traffic, Money(0, currency));
    QCOMPARE(cost.total, cost.gpu());
    // The timeline is the meter: the same numbers as CostAccrual at the same moment.
    const AccruedCost meter = CostAccrual::compute(events, Money::fromDecimalString(price, currency),
        policy(BillingGranularity(granularity), minimum), 0, at(runSeconds + 600));
    QCOMPARE(meter.total, cost.total);
    QCOMPARE(meter.roundUpCost, cost.roundUpCost());
}

void TestCostTimeline::perHourSeriesSteps()
{
    // Per hour, the meter charges the whole hour when a period starts, and the next hour one second after.
    const CostTimeline timeline({ ev(InstanceState::Running, 0) }, money("2"), policy(BillingGranularity::Hour), 0);
    const QList<CostBreakdown> points = timeline.series(at(0), at(2 * 3600 + 30), 600);
    QCOMPARE(points.size(), 14); // 0, 600, ..., 7200, then exactly 7230
    QCOMPARE(points.at(0).total, money("0"));
    QCOMPARE(points.at(1).at, at(600));
    QCOMPARE(points.at(1).total, money("2"));
    QCOMPARE(points.at(6).total, money("2")); // 3600 s: exactly one hour
    QCOMPARE(points.at(7).total, money("4")); // 4200 s
    QCOMPARE(points.at(12).total, money("4")); // 7200 s
    QCOMPARE(points.last().at, at(7230));
    QCOMPARE(points.last().total, money("6"));
    QCOMPARE(points.last().roundUpSeconds(), qint64(3 * 3600 - 7230));
    for (int i = 1; i < points.size(); ++i) {
        QVERIFY(points.at(i).total >= points.at(i - 1).total);
    }
    QVERIFY(timeline.series(at(10), at(0), 1).isEmpty());
}

void TestCostTimeline::stopAndResume()
{
    // Per minute: run 90 s, stop 10 min, run 30 s, still running at 1000 s. Each period rounds on its own.
    const QList<LifecycleEvent> events { ev(InstanceState::Running, 0), ev(InstanceState::Stopped, 90),
        ev(InstanceState::Running, 690) };
    const CostTimeline timeline(events, money("3.6"), withStorage(policy(BillingGranularity::Minute)), 100);

    const CostBreakdown whileStopped = timeline.at(at(390));
    QCOMPARE(whileStopped.accrued.billedSeconds, qint64(120));
    QCOMPARE(whileStopped.gpu(), money("0.12"));
    QCOMPARE(whileStopped.accrued.storageSeconds, qint64(300));
    QCOMPARE(timeline.stateAt(at(390)), InstanceState::Stopped);

    const CostBreakdown resumed = timeline.at(at(720));
    QCOMPARE(resumed.accrued.runningPeriods, 2);
    QCOMPARE(resumed.accrued.runSeconds, qint64(120));
    QCOMPARE(resumed.accrued.billedSeconds, qint64(180));
    QCOMPARE(resumed.roundUpSeconds(), qint64(60));
    QCOMPARE(resumed.gpu(), money("0.18"));
    QCOMPARE(resumed.accrued.storageSeconds, qint64(600)); // not while running (storageBilledWhileRunning off)
    QCOMPARE(resumed.storage().micros(), qint64(1667)); // 600 s of $0.01/h, rounded up
    QCOMPARE(resumed.total, resumed.gpu() + resumed.storage());
    QCOMPARE(timeline.stateAt(at(720)), InstanceState::Running);
}

void TestCostTimeline::storageAfterStopUntilDestroy()
{
    const QList<LifecycleEvent> events { ev(InstanceState::Running, 0), ev(InstanceState::Stopped, 3600),
        ev(InstanceState::Terminated, 5 * 3600) };
    const CostTimeline timeline(events, money("1"), withStorage(policy(BillingGranularity::Second)), 100);
    QCOMPARE(timeline.startedAt(), at(0));
    QCOMPARE(timeline.endedAt(), at(5 * 3600));

    // Stopped is not free: storage accrues hour after hour until the destroy.
    QCOMPARE(timeline.at(at(2 * 3600)).storage(), money("0.01"));
    QCOMPARE(timeline.at(at(4 * 3600)).storage(), money("0.03"));
    const CostBreakdown destroyed = timeline.at(at(10 * 3600));
    QCOMPARE(destroyed.accrued.storageSeconds, qint64(4 * 3600));
    QCOMPARE(destroyed.storage(), money("0.04"));
    QCOMPARE(destroyed.gpu(), money("1"));
    QCOMPARE(destroyed.total, money("1.04"));
    QCOMPARE(timeline.stateAt(at(10 * 3600)), InstanceState::Terminated);
    QCOMPARE(timeline.at(at(20 * 3600)).total, destroyed.total);
}

void TestCostTimeline::spendRate()
{
    BillingPolicy billing = withStorage(policy(BillingGranularity::Second));
    const QList<LifecycleEvent> events { ev(InstanceState::Provisioning, 0), ev(InstanceState::Running, 60),
        ev(InstanceState::Stopped, 3600), ev(InstanceState::Terminated, 7200) };
    const CostTimeline timeline(events, money("2"), billing, 100);
    QCOMPARE(timeline.ratePerHour(at(-10)), money("0"));
    QCOMPARE(timeline.ratePerHour(at(30)), money("0"));
    QCOMPARE(timeline.ratePerHour(at(600)), money("2"));
    QCOMPARE(timeline.ratePerHour(at(4000)), money("0.01"));
    QCOMPARE(timeline.ratePerHour(at(8000)), money("0"));

    billing.storageBilledWhileRunning = true;
    const CostTimeline both(events, money("2"), billing, 100);
    QCOMPARE(both.ratePerHour(at(600)), money("2.01"));
}

void TestCostTimeline::seriesIsBounded()
{
    const CostTimeline timeline({ ev(InstanceState::Running, 0) }, money("1"), policy(BillingGranularity::Second), 0);
    const QList<CostBreakdown> points = timeline.series(at(0), at(30 * 24 * 3600), 1);
    QVERIFY(points.size() <= CostTimeline::MaxPoints);
    QVERIFY(points.size() > CostTimeline::MaxPoints / 2);
    QCOMPARE(points.last().at, at(30 * 24 * 3600));
    QCOMPARE(points.last().total, money("720"));
}

void TestCostTimeline::trafficWhenBilled()
{
    BillingPolicy billing = policy(BillingGranularity::Second);
    billing.trafficOutPerGb = money("0.01");
    billing.trafficInPerGb = money("0.002");
    QVERIFY(billing.billsTraffic());
    CostTimeline timeline(
        { ev(InstanceState::Running, 0), ev(InstanceState::Terminated, 300) }, money("3.6"), billing, 0);
    // Cumulative counters, in any order; a sample after the destroy is ignored.
    timeline.setTraffic({ TrafficSample { at(200), 20'000'000'000, 10'000'000'000 },
        TrafficSample { at(100), 5'000'000'000, 0 }, TrafficSample { at(400), 90'000'000'000, 0 } });

    QCOMPARE(timeline.at(at(50)).traffic, money("0"));
    const CostBreakdown early = timeline.at(at(150));
    QCOMPARE(early.trafficBytesOut, qint64(5'000'000'000));
    QCOMPARE(early.traffic, money("0.05"));
    QCOMPARE(early.total, money("0.2")); // $0.15 of GPU + $0.05 of traffic
    const CostBreakdown end = timeline.at(at(1000));
    QCOMPARE(end.traffic, money("0.22")); // 20 GB out at $0.01, 10 GB in at $0.002
    QCOMPARE(end.total, money("0.52"));
}

void TestCostTimeline::trafficNotBilledByDefault()
{
    CostTimeline timeline({ ev(InstanceState::Running, 0) }, money("10", "CNY"), policy(BillingGranularity::Second), 0);
    timeline.setTraffic({ TrafficSample { at(10), 50'000'000'000, 0 } });
    const CostBreakdown cost = timeline.at(at(360));
    QCOMPARE(cost.traffic, money("0", "CNY"));
    QCOMPARE(cost.trafficBytesOut, qint64(0));
    QCOMPARE(cost.total, money("1", "CNY"));
}

void TestCostTimeline::betweenCountsWhatWasCharged()
{
    // Per hour, 90 min of running: the second hour is charged at 3601 s, inside the window 3000 … 9000.
    const QList<LifecycleEvent> events { ev(InstanceState::Running, 0), ev(InstanceState::Stopped, 5400) };
    const CostTimeline timeline(events, money("2"), withStorage(policy(BillingGranularity::Hour)), 100);
    const CostBreakdown window = timeline.between(at(3000), at(9000));
    QCOMPARE(window.at, at(9000));
    QCOMPARE(window.gpu(), money("2"));
    QCOMPARE(window.accrued.billedSeconds, qint64(3600));
    QCOMPARE(window.accrued.runSeconds, qint64(2400));
    QCOMPARE(window.accrued.storageSeconds, qint64(3600));
    QCOMPARE(window.storage(), money("0.01"));
    QCOMPARE(window.total, money("2.01"));
    // No start (or one before the launch) is the whole life.
    QCOMPARE(timeline.between(QDateTime(), at(9000)).total, money("4.01"));
    QCOMPARE(timeline.between(at(-100), at(9000)).total, money("4.01"));
}

void TestCostTimeline::projectionPerSecond()
{
    const CostTimeline timeline({ ev(InstanceState::Running, 0) }, money("3.6"), policy(BillingGranularity::Second), 0);
    const CostProjection projection = timeline.project(at(1000), money("5"), at(2 * 3600));
    QCOMPARE(projection.spent, money("1"));
    QCOMPARE(projection.ratePerHour, money("3.6"));
    QCOMPARE(projection.budgetReachedAt, at(5000));
    QCOMPARE(projection.lifetimeEndsAt, at(7200));
    QCOMPARE(projection.totalAtLifetimeEnd, money("7.2"));

    const CostProjection noLimits = timeline.project(at(1000), Money(), QDateTime());
    QVERIFY(!noLimits.budgetReachedAt.isValid());
    QVERIFY(!noLimits.totalAtLifetimeEnd.isValid());
}

void TestCostTimeline::projectionPerHourIsExact()
{
    // $2/h per hour: $4 until 7200 s, $6 from 7201 s, so a $5 budget is reached at 7201 s, not at 9000 s.
    const CostTimeline timeline({ ev(InstanceState::Running, 0) }, money("2"), policy(BillingGranularity::Hour), 0);
    const CostProjection projection = timeline.project(at(100), money("5"), at(3 * 3600 + 1));
    QCOMPARE(projection.spent, money("2"));
    QCOMPARE(projection.budgetReachedAt, at(7201));
    QCOMPARE(projection.totalAtLifetimeEnd, money("8"));
}

void TestCostTimeline::projectionAlreadyReachedAndNever()
{
    const QList<LifecycleEvent> events { ev(InstanceState::Running, 0), ev(InstanceState::Stopped, 3600) };
    const CostTimeline timeline(events, money("3.6"), policy(BillingGranularity::Second), 0);
    // Spent $3.60 against a $2 budget: reached in the past, at 2000 s.
    const CostProjection past = timeline.project(at(5000), money("2"), QDateTime());
    QCOMPARE(past.budgetReachedAt, at(2000));
    // Stopped with no storage charge: the total never grows, so a $10 budget is never reached.
    const CostProjection never = timeline.project(at(5000), money("10"), QDateTime());
    QCOMPARE(never.ratePerHour, money("0"));
    QVERIFY(!never.budgetReachedAt.isValid());
    // A budget in another currency is not compared.
    QVERIFY(!timeline.project(at(5000), money("1", "CNY"), QDateTime()).budgetReachedAt.isValid());
    QVERIFY(!timeline.whenTotalReaches(money("1", "CNY"), at(0)).isValid());
}

void TestCostTimeline::usesThePriceQuotedAtLaunch()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const Storage storage(dir.filePath(QStringLiteral("ledger.sqlite")));
    QVERIFY(storage.isOpen());
    Ledger &ledger = *storage.ledger();

    Instance instance;
    instance.providerId = QStringLiteral("sandbox");
    instance.id = QStringLiteral("7");
    instance.state = InstanceState::Running;
    instance.pricePerHour = money("2");
    instance.billing = policy(BillingGranularity::Minute);
    instance.billing.trafficOutPerGb = money("0.01");
    QVERIFY(ledger.recordLaunch(instance, at(0)));
    // The catalog price changes later; the ledger keeps the quote.
    instance.pricePerHour = money("5");
    QVERIFY(ledger.recordLaunch(instance, at(10)));
    QVERIFY(ledger.recordState(instance.name(), InstanceState::Stopped, at(1800)));

    const std::optional<LedgerInstance> record = *ledger.instance(instance.name());
    QVERIFY(record.has_value());
    QCOMPARE(record->billing.trafficOutPerGb, money("0.01"));
    QVERIFY(!record->billing.trafficInPerGb.isValid());
    const CostTimeline timeline(*record, *ledger.events(instance.name()));
    QCOMPARE(timeline.pricePerHour(), money("2"));
    QCOMPARE(timeline.at(at(4000)).gpu(), money("1"));
}

QTEST_GUILESS_MAIN(TestCostTimeline)
#include "TestCostTimeline.moc"
