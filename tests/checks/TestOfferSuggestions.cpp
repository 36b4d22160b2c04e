// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/OfferSuggestions.h"

#include <QTest>

using namespace RentDeck;

namespace {
Offer offer(const QString &id, const QString &gpu, const QString &driver, const char *price)
{
    Offer result;
    result.providerId = QStringLiteral("sandbox");
    result.id = id;
    result.gpuName = gpu;
    result.driverVersion = driver;
    result.pricePerHour = Money::fromDecimalString(QLatin1String(price), QStringLiteral("USD"));
    return result;
}
} // namespace

class TestOfferSuggestions : public QObject
{
    Q_OBJECT

private slots:
    void newEnoughDriversSameModelFirst();
    void reportFixNamesTheOffers();
};

void TestOfferSuggestions::newEnoughDriversSameModelFirst()
{
    const QList<Offer> offers { offer(QStringLiteral("old"), QStringLiteral("RTX 3090"), QStringLiteral("470.256.02"),
                                    "0.10"),
        offer(QStringLiteral("h100"), QStringLiteral("H100"), QStringLiteral("550.54.14"), "2.50"),
        offer(QStringLiteral("a6000"), QStringLiteral("A6000"), QStringLiteral("535.183.01"), "0.40"),
        offer(QStringLiteral("new3090"), QStringLiteral("RTX 3090"), QStringLiteral("535.54.03"), "0.30") };
    const QList<Offer> found
        = OfferSuggestions::withDriverAtLeast(offers, QStringLiteral("525.60.13"), QStringLiteral("RTX 3090"));
    QCOMPARE(found.size(), 3);
    QCOMPARE(found.at(0).id, QStringLiteral("new3090")); // same model first
    QCOMPARE(found.at(1).id, QStringLiteral("a6000")); // then the cheapest
    QCOMPARE(found.at(2).id, QStringLiteral("h100"));
    QVERIFY(OfferSuggestions::withDriverAtLeast(offers, QStringLiteral("999.1"), {}).isEmpty());
    QVERIFY(OfferSuggestions::withDriverAtLeast(offers, QStringLiteral("garbage"), {}).isEmpty());
}

void TestOfferSuggestions::reportFixNamesTheOffers()
{
    CheckReport report;
    report.gpuModel = QStringLiteral("RTX 3090");
    CheckResult driver { QStringLiteral("driver.cuda"), QStringLiteral("Driver and CUDA"), CheckStatus::Warn,
        QStringLiteral("driver 470"), {}, QStringLiteral("ask for a newer driver"), QStringLiteral("525.60.13"), {} };
    CheckResult fine { QStringLiteral("gpu.vram"), QStringLiteral("VRAM"), CheckStatus::Pass, {}, {}, {}, {}, {} };
    report.results << driver << fine;
    OfferSuggestions::addTo(
        report, { offer(QStringLiteral("new3090"), QStringLiteral("RTX 3090"), QStringLiteral("535.54.03"), "0.30") });
    QVERIFY(report.results.at(0).fix.contains(QStringLiteral("sandbox:new3090")));
    QVERIFY(report.results.at(0).fix.startsWith(QStringLiteral("ask for a newer driver")));
    QVERIFY(report.results.at(1).fix.isEmpty());
}

QTEST_GUILESS_MAIN(TestOfferSuggestions)
#include "TestOfferSuggestions.moc"
