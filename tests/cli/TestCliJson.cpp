// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/CliJson.h"

#include <QJsonObject>
#include <QTest>

using namespace RentDeck;

class TestCliJson : public QObject
{
    Q_OBJECT

private slots:
    void offerFieldsFollowTheContract();
    void instanceFieldsFollowTheContract();
    void unknownValuesAreNull();
};

void TestCliJson::offerFieldsFollowTheContract()
{
    Offer offer;
    offer.providerId = QStringLiteral("sandbox");
    offer.id = QStringLiteral("h100-8");
    offer.gpuName = QStringLiteral("NVIDIA H100 80GB HBM3");
    offer.gpuCount = 8;
    offer.vramGb = 80;
    offer.pricePerHour = Money::fromDecimalString(QStringLiteral("19.92"), QStringLiteral("USD"));
    offer.billing.granularity = BillingGranularity::Hour;
    offer.region = QStringLiteral("us-east");
    offer.maxCuda = QStringLiteral("12.4");
    offer.reliability = 0.995;
    const QJsonObject json = CliJson::offer(offer);
    QCOMPARE(json.value(QStringLiteral("id")).toString(), QStringLiteral("h100-8"));
    QCOMPARE(json.value(QStringLiteral("offer")).toString(), QStringLiteral("sandbox:h100-8"));
    QCOMPARE(json.value(QStringLiteral("gpu_count")).toInt(), 8);
    QCOMPARE(json.value(QStringLiteral("price_per_hour")).toDouble(), 19.92);
    QCOMPARE(json.value(QStringLiteral("price_per_gpu_hour")).toDouble(), 2.49);
    QCOMPARE(json.value(QStringLiteral("currency")).toString(), QStringLiteral("USD"));
    QCOMPARE(json.value(QStringLiteral("billing")).toString(), QStringLiteral("hour"));
    QCOMPARE(json.value(QStringLiteral("max_cuda")).toString(), QStringLiteral("12.4"));
    QCOMPARE(json.value(QStringLiteral("reliability")).toDouble(), 0.995);
}

void TestCliJson::instanceFieldsFollowTheContract()
{
    Instance instance;
    instance.providerId = QStringLiteral("sandbox");
    instance.id = QStringLiteral("3");
    instance.state = InstanceState::Stopped;
    instance.gpuName = QStringLiteral("NVIDIA GeForce RTX 4090");
    instance.pricePerHour = Money::fromDecimalString(QStringLiteral("1.98"), QStringLiteral("CNY"));
    instance.ssh = { QStringLiteral("127.0.0.1"), 40222, QStringLiteral("root"), {}, {}, false, {}, false };
    const QJsonObject json
        = CliJson::instance(instance, Money::fromDecimalString(QStringLiteral("0.55"), QStringLiteral("CNY")));
    QCOMPARE(json.value(QStringLiteral("name")).toString(), QStringLiteral("sandbox:3"));
    QCOMPARE(json.value(QStringLiteral("status")).toString(), QStringLiteral("stopped"));
    QCOMPARE(json.value(QStringLiteral("currency")).toString(), QStringLiteral("CNY"));
    QCOMPARE(json.value(QStringLiteral("accrued")).toDouble(), 0.55);
    const QJsonObject ssh = json.value(QStringLiteral("ssh")).toObject();
    QCOMPARE(ssh.value(QStringLiteral("port")).toInt(), 40222);
    QCOMPARE(ssh.value(QStringLiteral("user")).toString(), QStringLiteral("root"));
}

void TestCliJson::unknownValuesAreNull()
{
    Offer offer;
    offer.providerId = QStringLiteral("x");
    offer.pricePerHour = Money(1, QStringLiteral("USD"));
    const QJsonObject json = CliJson::offer(offer);
    QVERIFY(json.value(QStringLiteral("reliability")).isNull());
    QVERIFY(json.value(QStringLiteral("max_cuda")).isNull());
    Instance instance;
    QVERIFY(CliJson::instance(instance, Money()).value(QStringLiteral("ssh")).isNull());
}

QTEST_GUILESS_MAIN(TestCliJson)
#include "TestCliJson.moc"
