// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Money.h"

#include <QTest>

using namespace RentDeck;

class TestMoney : public QObject
{
    Q_OBJECT

private slots:
    void fromDecimalString_data();
    void fromDecimalString();
    void format_data();
    void format();
    void arithmetic();
    void perHourTimesSeconds_data();
    void perHourTimesSeconds();
    void largeValuesDoNotOverflow();
};

void TestMoney::fromDecimalString_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<qint64>("micros");

    QTest::newRow("whole") << QStringLiteral("3") << true << qint64(3'000'000);
    QTest::newRow("one tenth is exact") << QStringLiteral("0.1") << true << qint64(100'000);
    QTest::newRow("six decimals") << QStringLiteral("1.234567") << true << qint64(1'234'567);
    QTest::newRow("trailing dot") << QStringLiteral("2.") << true << qint64(2'000'000);
    QTest::newRow("negative") << QStringLiteral("-2.50") << true << qint64(-2'500'000);
    QTest::newRow("spaces") << QStringLiteral("  7.25 ") << true << qint64(7'250'000);
    QTest::newRow("seven decimals") << QStringLiteral("1.2345678") << false << qint64(0);
    QTest::newRow("letters") << QStringLiteral("abc") << false << qint64(0);
    QTest::newRow("empty") << QString() << false << qint64(0);
    QTest::newRow("comma") << QStringLiteral("1,5") << false << qint64(0);
}

void TestMoney::fromDecimalString()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QFETCH(qint64, micros);

    const Money money = Money::fromDecimalString(text, QStringLiteral("USD"));
    QCOMPARE(money.isValid(), valid);
    if (valid) {
        QCOMPARE(money.micros(), micros);
        QCOMPARE(money.currency(), QStringLiteral("USD"));
    }
}

void TestMoney::format_data()
{
    QTest::addColumn<qint64>("micros");
    QTest::addColumn<QString>("currency");
    QTest::addColumn<QString>("expected");

    QTest::newRow("usd") << qint64(1'500'000) << QStringLiteral("USD") << QStringLiteral("$1.50");
    QTest::newRow("cny") << qint64(10'000'000) << QStringLiteral("CNY") << QStringLiteral("¥10.00");
    QTest::newRow("rounds half up") << qint64(1'005'000) << QStringLiteral("USD") << QStringLiteral("$1.01");
    QTest::newRow("tiny shows a digit") << qint64(278) << QStringLiteral("USD") << QStringLiteral("$0.0003");
    QTest::newRow("one micro") << qint64(1) << QStringLiteral("USD") << QStringLiteral("$0.000001");
    QTest::newRow("zero") << qint64(0) << QStringLiteral("USD") << QStringLiteral("$0.00");
    QTest::newRow("negative") << qint64(-2'250'000) << QStringLiteral("USD") << QStringLiteral("-$2.25");
    QTest::newRow("unknown currency") << qint64(3'000'000) << QStringLiteral("GBP") << QStringLiteral("GBP 3.00");
}

void TestMoney::format()
{
    QFETCH(qint64, micros);
    QFETCH(QString, currency);
    QFETCH(QString, expected);

    QCOMPARE(Money(micros, currency).format(), expected);
}

void TestMoney::arithmetic()
{
    const Money a = Money::fromDecimalString(QStringLiteral("0.1"), QStringLiteral("USD"));
    const Money b = Money::fromDecimalString(QStringLiteral("0.2"), QStringLiteral("USD"));
    // The classic double failure (0.1 + 0.2 != 0.3) cannot happen with micro-units.
    QCOMPARE(a + b, Money::fromDecimalString(QStringLiteral("0.3"), QStringLiteral("USD")));
    QCOMPARE((b - a).micros(), qint64(100'000));
    QCOMPARE((a - b).micros(), qint64(-100'000));
    QCOMPARE((a * 4).micros(), qint64(400'000));
    QCOMPARE(Money() + a, a);
    QCOMPARE(a + Money(), a);

    Money sum(0, QStringLiteral("USD"));
    for (int i = 0; i < 10; ++i) {
        sum += a;
    }
    QCOMPARE(sum.micros(), Money::MicrosPerUnit);
    QVERIFY(a < b);
    QCOMPARE(a.toDecimalString(), QStringLiteral("0.10"));
    QCOMPARE(Money(278, QStringLiteral("USD")).toDecimalString(), QStringLiteral("0.000278"));
}

void TestMoney::perHourTimesSeconds_data()
{
    QTest::addColumn<qint64>("pricePerHour");
    QTest::addColumn<qint64>("seconds");
    QTest::addColumn<qint64>("micros");

    // $1/h for 1 s is 277.77… micros: rounded up, never down.
    QTest::newRow("1 USD/h x 1 s") << qint64(1'000'000) << qint64(1) << qint64(278);
    QTest::newRow("1 USD/h x 1 h") << qint64(1'000'000) << qint64(3600) << qint64(1'000'000);
    QTest::newRow("1 USD/h x 3601 s") << qint64(1'000'000) << qint64(3601) << qint64(1'000'278);
    QTest::newRow("3.6 USD/h x 1 s is exact") << qint64(3'600'000) << qint64(1) << qint64(1000);
    QTest::newRow("zero seconds") << qint64(1'000'000) << qint64(0) << qint64(0);
    QTest::newRow("free") << qint64(0) << qint64(3600) << qint64(0);
}

void TestMoney::perHourTimesSeconds()
{
    QFETCH(qint64, pricePerHour);
    QFETCH(qint64, seconds);
    QFETCH(qint64, micros);

    const Money cost = Money(pricePerHour, QStringLiteral("USD")).perHourTimesSeconds(seconds);
    QCOMPARE(cost.micros(), micros);
    QCOMPARE(cost.currency(), QStringLiteral("USD"));
}

void TestMoney::largeValuesDoNotOverflow()
{
    // 36 000 USD/h for 1e9 s: price × seconds (3.6e19) exceeds qint64, the result (1e16 micros) does not.
    const Money price(36'000 * Money::MicrosPerUnit, QStringLiteral("USD"));
    QCOMPARE(price.perHourTimesSeconds(1'000'000'000).micros(), qint64(10'000'000'000'000'000));

    const Money parsed = Money::fromDecimalString(QStringLiteral("9000000000000.5"), QStringLiteral("USD"));
    QVERIFY(parsed.isValid());
    QCOMPARE(parsed.micros(), qint64(9'000'000'000'000'500'000));
    QCOMPARE(parsed.toDecimalString(), QStringLiteral("9000000000000.50"));
    // Beyond what qint64 micro-units can hold: refused, not wrapped around.
    QVERIFY(!Money::fromDecimalString(QStringLiteral("99999999999999999"), QStringLiteral("USD")).isValid());
}

QTEST_GUILESS_MAIN(TestMoney)
#include "TestMoney.moc"
