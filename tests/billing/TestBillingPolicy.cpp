// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/BillingPolicy.h"

#include <QTest>

using namespace RentDeck;

class TestBillingPolicy : public QObject
{
    Q_OBJECT

private slots:
    void billedSeconds_data();
    void billedSeconds();
    void computeCost();
    void storageCost_data();
    void storageCost();
    void granularityNames();
};

void TestBillingPolicy::billedSeconds_data()
{
    QTest::addColumn<BillingGranularity>("granularity");
    QTest::addColumn<qint64>("minimumSeconds");
    QTest::addColumn<qint64>("runSeconds");
    QTest::addColumn<qint64>("billed");

    QTest::newRow("per second") << BillingGranularity::Second << qint64(0) << qint64(61) << qint64(61);
    QTest::newRow("per minute, exact") << BillingGranularity::Minute << qint64(0) << qint64(60) << qint64(60);
    QTest::newRow("per minute, 61 s") << BillingGranularity::Minute << qint64(0) << qint64(61) << qint64(120);
    QTest::newRow("per minute, 1 s") << BillingGranularity::Minute << qint64(0) << qint64(1) << qint64(60);
    QTest::newRow("per hour, 3600 s") << BillingGranularity::Hour << qint64(0) << qint64(3600) << qint64(3600);
    QTest::newRow("per hour, 3601 s") << BillingGranularity::Hour << qint64(0) << qint64(3601) << qint64(7200);
    QTest::newRow("minimum applies") << BillingGranularity::Second << qint64(60) << qint64(10) << qint64(60);
    QTest::newRow("minimum exceeded") << BillingGranularity::Second << qint64(60) << qint64(90) << qint64(90);
    QTest::newRow("minimum after round-up") << BillingGranularity::Minute << qint64(600) << qint64(61) << qint64(600);
    QTest::newRow("zero stays zero") << BillingGranularity::Hour << qint64(60) << qint64(0) << qint64(0);
    QTest::newRow("negative is zero") << BillingGranularity::Second << qint64(0) << qint64(-5) << qint64(0);
}

void TestBillingPolicy::billedSeconds()
{
    QFETCH(BillingGranularity, granularity);
    QFETCH(qint64, minimumSeconds);
    QFETCH(qint64, runSeconds);
    QFETCH(qint64, billed);

    BillingPolicy policy;
    policy.granularity = granularity;
    policy.minimumSeconds = minimumSeconds;
    QCOMPARE(policy.billedSeconds(runSeconds), billed);
    QVERIFY(policy.billedSeconds(runSeconds) >= qMax<qint64>(0, runSeconds));
}

void TestBillingPolicy::computeCost()
{
    const Money price(2 * Money::MicrosPerUnit, QStringLiteral("USD")); // $2/h
    BillingPolicy perHour;
    perHour.granularity = BillingGranularity::Hour;
    QCOMPARE(perHour.computeCost(price, 1).micros(), 2 * Money::MicrosPerUnit);
    QCOMPARE(perHour.computeCost(price, 3601).micros(), 4 * Money::MicrosPerUnit);
    QCOMPARE(perHour.computeCost(price, 0).micros(), qint64(0));

    BillingPolicy perMinute;
    perMinute.granularity = BillingGranularity::Minute;
    // 61 s bills 2 minutes: $2/h × 120 s = $0.066667 (rounded up to the micro).
    QCOMPARE(perMinute.computeCost(price, 61).micros(), qint64(66'667));
    QCOMPARE(perMinute.computeCost(price, 61).currency(), QStringLiteral("USD"));
}

void TestBillingPolicy::storageCost_data()
{
    QTest::addColumn<QString>("pricePerGbMonth"); // "" = no storage price
    QTest::addColumn<double>("diskGb");
    QTest::addColumn<qint64>("seconds");
    QTest::addColumn<qint64>("micros");

    const qint64 month = BillingPolicy::SecondsPerStorageMonth;
    QTest::newRow("a month") << QStringLiteral("0.10") << 100.0 << month << qint64(10'000'000);
    QTest::newRow("half a month") << QStringLiteral("0.10") << 100.0 << month / 2 << qint64(5'000'000);
    QTest::newRow("one hour rounds up") << QStringLiteral("0.10") << 1.0 << qint64(3600) << qint64(137);
    QTest::newRow("fractional disk") << QStringLiteral("0.20") << 0.5 << month << qint64(100'000);
    QTest::newRow("no storage price") << QString() << 100.0 << month << qint64(0);
    QTest::newRow("no disk") << QStringLiteral("0.10") << 0.0 << month << qint64(0);
    QTest::newRow("no time") << QStringLiteral("0.10") << 100.0 << qint64(0) << qint64(0);
}

void TestBillingPolicy::storageCost()
{
    QFETCH(QString, pricePerGbMonth);
    QFETCH(double, diskGb);
    QFETCH(qint64, seconds);
    QFETCH(qint64, micros);

    BillingPolicy policy;
    if (!pricePerGbMonth.isEmpty()) {
        policy.storagePerGbMonth = Money::fromDecimalString(pricePerGbMonth, QStringLiteral("USD"));
    }
    const Money cost = policy.storageCost(diskGb, seconds, QStringLiteral("USD"));
    QCOMPARE(cost.micros(), micros);
    QCOMPARE(cost.currency(), QStringLiteral("USD"));
}

void TestBillingPolicy::granularityNames()
{
    for (const BillingGranularity granularity :
        { BillingGranularity::Second, BillingGranularity::Minute, BillingGranularity::Hour }) {
        bool ok = false;
        QCOMPARE(BillingPolicy::granularityFromName(BillingPolicy::granularityName(granularity), &ok), granularity);
        QVERIFY(ok);
    }
    bool ok = true;
    BillingPolicy::granularityFromName(QStringLiteral("fortnight"), &ok);
    QVERIFY(!ok);
}

QTEST_GUILESS_MAIN(TestBillingPolicy)
#include "TestBillingPolicy.moc"
