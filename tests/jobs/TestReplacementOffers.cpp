// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/GpuCatalog.h"
#include "jobs/ReplacementOffers.h"

#include <QTest>

using namespace RentDeck;

class TestReplacementOffers : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void sameOfferFirstThenCheapest();
    void atLeastTheSameGpus();
    void ceilingAndCurrency();
    void whyNoneSaysWhatToChange();

private:
    std::optional<GpuCatalog> m_catalog;
};

namespace {

Offer offer(const QString &id, const QString &gpu, int count, double vram, const QString &price,
    const QString &currency = QStringLiteral("USD"))
{
    Offer o;
    o.providerId = QStringLiteral("vastai");
    o.id = id;
    o.gpuName = gpu;
    o.gpuCount = count;
    o.vramGb = vram;
    o.pricePerHour = Money::fromDouble(price.toDouble(), currency);
    return o;
}

Instance lost4090()
{
    Instance lost;
    lost.providerId = QStringLiteral("vastai");
    lost.id = QStringLiteral("123");
    lost.offerId = QStringLiteral("a");
    lost.gpuName = QStringLiteral("NVIDIA GeForce RTX 4090");
    lost.gpuCount = 2;
    lost.vramGb = 24;
    lost.pricePerHour = Money::fromDouble(0.80, QStringLiteral("USD"));
    return lost;
}

QStringList ids(const QList<Offer> &offers)
{
    QStringList list;
    for (const Offer &o : offers) {
        list << o.id;
    }
    return list;
}

} // namespace

void TestReplacementOffers::initTestCase()
{
    Result<GpuCatalog> catalog = GpuCatalog::load();
    QVERIFY2(catalog.isOk(), qPrintable(catalog.error().message));
    m_catalog = std::move(catalog).value();
}

void TestReplacementOffers::sameOfferFirstThenCheapest()
{
    const QList<Offer> offers { offer(QStringLiteral("c"), QStringLiteral("RTX 4090"), 2, 24, QStringLiteral("0.70")),
        offer(QStringLiteral("a"), QStringLiteral("RTX 4090"), 2, 24, QStringLiteral("0.80")),
        offer(QStringLiteral("b"), QStringLiteral("NVIDIA GeForce RTX 4090"), 4, 24, QStringLiteral("0.60")) };
    const auto choice = ReplacementOffers::rank(lost4090(), offers, Money(), &*m_catalog);
    QCOMPARE(ids(choice.offers), QStringList({ QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c") }));
    QVERIFY(choice.whyNone.isEmpty());
}

void TestReplacementOffers::atLeastTheSameGpus()
{
    const Instance lost = lost4090();
    QVERIFY(!ReplacementOffers::fits(
        lost, offer(QStringLiteral("x"), QStringLiteral("RTX 4090"), 1, 24, QStringLiteral("0.4")), &*m_catalog));
    QVERIFY(!ReplacementOffers::fits(
        lost, offer(QStringLiteral("x"), QStringLiteral("RTX 3090"), 2, 24, QStringLiteral("0.4")), &*m_catalog));
    QVERIFY(!ReplacementOffers::fits(
        lost, offer(QStringLiteral("x"), QStringLiteral("RTX 4090"), 2, 16, QStringLiteral("0.4")), &*m_catalog));
    // A faster card with more memory per GPU does (the catalog knows both); a slice never does.
    QVERIFY(ReplacementOffers::fits(lost,
        offer(QStringLiteral("x"), QStringLiteral("NVIDIA H100 80GB HBM3"), 2, 80, QStringLiteral("4")), &*m_catalog));
    Offer slice = offer(QStringLiteral("x"), QStringLiteral("RTX 4090"), 2, 24, QStringLiteral("0.4"));
    slice.sliced = true;
    QVERIFY(!ReplacementOffers::fits(lost, slice, &*m_catalog));
    // A card nobody knows is only replaced by the same name.
    Instance unknown = lost;
    unknown.gpuName = QStringLiteral("Mystery X1");
    QVERIFY(ReplacementOffers::fits(
        unknown, offer(QStringLiteral("x"), QStringLiteral("mystery x1"), 2, 24, QStringLiteral("1")), &*m_catalog));
    QVERIFY(!ReplacementOffers::fits(unknown,
        offer(QStringLiteral("x"), QStringLiteral("NVIDIA H100 80GB HBM3"), 2, 80, QStringLiteral("1")), &*m_catalog));
}

void TestReplacementOffers::ceilingAndCurrency()
{
    const QList<Offer> offers { offer(
                                    QStringLiteral("dear"), QStringLiteral("RTX 4090"), 2, 24, QStringLiteral("0.95")),
        offer(QStringLiteral("cny"), QStringLiteral("RTX 4090"), 2, 24, QStringLiteral("3.5"), QStringLiteral("CNY")) };
    // Without a ceiling the lost price is the limit: nothing dearer is rented without being asked.
    QVERIFY(ReplacementOffers::rank(lost4090(), offers, Money(), &*m_catalog).offers.isEmpty());
    const auto raised
        = ReplacementOffers::rank(lost4090(), offers, Money::fromDouble(1.0, QStringLiteral("USD")), &*m_catalog);
    QCOMPARE(ids(raised.offers), QStringList { QStringLiteral("dear") });
    const auto yuan
        = ReplacementOffers::rank(lost4090(), offers, Money::fromDouble(4, QStringLiteral("CNY")), &*m_catalog);
    QCOMPARE(ids(yuan.offers), QStringList { QStringLiteral("cny") });
}

void TestReplacementOffers::whyNoneSaysWhatToChange()
{
    const auto none = ReplacementOffers::rank(lost4090(), {}, Money(), &*m_catalog);
    QVERIFY2(none.whyNone.contains(QStringLiteral("2 × NVIDIA GeForce RTX 4090")), qPrintable(none.whyNone));
    const auto dear = ReplacementOffers::rank(lost4090(),
        { offer(QStringLiteral("d"), QStringLiteral("RTX 4090"), 2, 24, QStringLiteral("2")) }, Money(), &*m_catalog);
    QVERIFY2(dear.whyNone.contains(QStringLiteral("raise the price ceiling")), qPrintable(dear.whyNone));
    const auto currency = ReplacementOffers::rank(lost4090(),
        { offer(QStringLiteral("d"), QStringLiteral("RTX 4090"), 2, 24, QStringLiteral("2"), QStringLiteral("CNY")) },
        Money(), &*m_catalog);
    QVERIFY2(currency.whyNone.contains(QStringLiteral("USD")), qPrintable(currency.whyNone));
}

QTEST_GUILESS_MAIN(TestReplacementOffers)
#include "TestReplacementOffers.moc"
