// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/GpuCatalog.h"
#include "core/Offer.h"
#include "plan/OfferRanking.h"
#include "plan/ThroughputHistory.h"

#include <QTest>

using namespace RentDeck;

namespace {

Offer offer(
    const QString &id, const char *gpu, int count, const char *price, const QString &currency = QStringLiteral("USD"))
{
    Offer result;
    result.providerId = QStringLiteral("test");
    result.id = id;
    result.gpuName = QLatin1String(gpu);
    result.gpuCount = count;
    result.vramGb = 24;
    result.pricePerHour = Money::fromDecimalString(QLatin1String(price), currency);
    result.billing.granularity = BillingGranularity::Second;
    return result;
}

/** A 7B LoRA over 1e9 tokens: fits a 24 GB card, ~4.2e19 FLOPs. */
PlanInput lora7b(double tokens = 1e9)
{
    PlanInput in;
    in.mode = PlanMode::Lora;
    in.params = 7e9;
    in.precision = WeightPrecision::Fp16;
    in.layers = 32;
    in.hidden = 4096;
    in.tokens = tokens;
    return in;
}

QStringList ids(const QList<RankedOffer> &ranked)
{
    QStringList list;
    for (const RankedOffer &entry : ranked) {
        list << entry.offer.id;
    }
    return list;
}

/** Compared in dollars at 7.2 yuan each (a function: DisplayCurrency's own constants must exist first). */
DisplayCurrency usd(double cnyPerUsd = 7.2)
{
    return DisplayCurrency(QStringLiteral("USD"), cnyPerUsd);
}

} // namespace

class TestOfferRanking : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cheaperPerJobBeatsCheaperPerHour();
    void measuredThroughputBeatsNominal();
    void offerMeasurementBeatsModelMeasurement();
    void slowLinkLowersParallelEfficiency();
    void currenciesCompareAfterConversion();
    void offersThatDoNotFitGoLast();
    void withoutTokensRanksByPrice();

private:
    std::optional<GpuCatalog> m_catalog;
};

void TestOfferRanking::initTestCase()
{
    const Result<GpuCatalog> catalog = GpuCatalog::load();
    QVERIFY2(catalog, qPrintable(catalog.error().message));
    m_catalog = *catalog;
}

void TestOfferRanking::cheaperPerJobBeatsCheaperPerHour()
{
    // The crafted case: an RTX 3090 (71 TFLOPS) at $0.30/h is cheaper per hour than an RTX 4090
    // (165.2 TFLOPS) at $0.45/h, but the 4090 finishes 2.3× sooner: 0.45/165.2 < 0.30/71 per unit of work.
    const QList<Offer> offers { offer(QStringLiteral("cheap-hour"), "NVIDIA GeForce RTX 3090", 1, "0.30"),
        offer(QStringLiteral("cheap-job"), "NVIDIA GeForce RTX 4090", 1, "0.45") };
    const QList<RankedOffer> ranked = OfferRanking::rank(lora7b(), offers, &*m_catalog, nullptr, usd());
    QCOMPARE(ids(ranked), QStringList({ QStringLiteral("cheap-job"), QStringLiteral("cheap-hour") }));
    QVERIFY(ranked[0].fit.jobCost < ranked[1].fit.jobCost);
    QVERIFY(ranked[0].offer.pricePerHour > ranked[1].offer.pricePerHour);
    // The cost is price × hours: hours scale inversely with TFLOPS.
    const double hoursRatio = ranked[1].fit.time->hours / ranked[0].fit.time->hours;
    QVERIFY2(qAbs(hoursRatio - 165.2 / 71) < 0.01, qPrintable(QString::number(hoursRatio)));
    QCOMPARE(ranked[0].fit.throughputSource, ThroughputSource::Nominal);
}

void TestOfferRanking::measuredThroughputBeatsNominal()
{
    // Three 4090 offers. By the data sheet the cheapest per hour wins; but benchmarks found the cheapest card
    // throttled (66 TFLOPS) and the dearest healthy (158): per job the healthy one is cheapest, and the offer
    // nobody measured takes its model's mean (112).
    const QList<Offer> offers { offer(QStringLiteral("throttled"), "NVIDIA GeForce RTX 4090", 1, "0.30"),
        offer(QStringLiteral("unmeasured"), "NVIDIA GeForce RTX 4090", 1, "0.35"),
        offer(QStringLiteral("healthy"), "NVIDIA GeForce RTX 4090", 1, "0.40") };
    QCOMPARE(ids(OfferRanking::rank(lora7b(), offers, &*m_catalog, nullptr, usd())),
        QStringList({ QStringLiteral("throttled"), QStringLiteral("unmeasured"), QStringLiteral("healthy") }));

    ThroughputHistory history;
    const QDateTime at = QDateTime::fromSecsSinceEpoch(1000, Qt::UTC);
    history.add(QStringLiteral("test:throttled"), QStringLiteral("NVIDIA GeForce RTX 4090"), 66, at);
    history.add(QStringLiteral("test:healthy"), QStringLiteral("NVIDIA GeForce RTX 4090"), 158, at);
    const QList<RankedOffer> ranked = OfferRanking::rank(lora7b(), offers, &*m_catalog, &history, usd());
    QCOMPARE(ids(ranked),
        QStringList({ QStringLiteral("healthy"), QStringLiteral("unmeasured"), QStringLiteral("throttled") }));
    QCOMPARE(ranked[0].fit.throughputSource, ThroughputSource::MeasuredOffer);
    QCOMPARE(ranked[0].fit.tflopsPerGpu, 158.0);
    QCOMPARE(ranked[1].fit.throughputSource, ThroughputSource::MeasuredGpuModel);
    QCOMPARE(ranked[1].fit.tflopsPerGpu, 112.0);
    QCOMPARE(ranked[2].fit.throughputSource, ThroughputSource::MeasuredOffer);
    // Hours scale inversely with the measured rate.
    QVERIFY(qAbs(ranked[2].fit.time->hours / ranked[0].fit.time->hours - 158.0 / 66) < 1e-6);
}

void TestOfferRanking::offerMeasurementBeatsModelMeasurement()
{
    ThroughputHistory history;
    const QDateTime t0 = QDateTime::fromSecsSinceEpoch(1000, Qt::UTC);
    history.add(QStringLiteral("test:a"), QStringLiteral("NVIDIA GeForce RTX 4090"), 100, t0);
    history.add(QStringLiteral("test:b"), QStringLiteral("RTX 4090"), 160, t0);
    history.add(QStringLiteral("test:a"), QStringLiteral("NVIDIA GeForce RTX 4090"), 120, t0.addSecs(60));
    history.add(QStringLiteral("test:a"), QStringLiteral("NVIDIA GeForce RTX 4090"), 90, t0.addSecs(-60)); // older

    const auto own = history.lookup(QStringLiteral("test:a"), QStringLiteral("NVIDIA GeForce RTX 4090"));
    QVERIFY(own);
    QCOMPARE(own->source, ThroughputSource::MeasuredOffer);
    QCOMPARE(own->tflopsPerGpu, 120.0); // the newest, not the last added
    QCOMPARE(own->samples, 3);
    const auto model = history.lookup(QStringLiteral("test:c"), QStringLiteral("geforce rtx 4090"));
    QVERIFY(model);
    QCOMPARE(model->source, ThroughputSource::MeasuredGpuModel);
    QCOMPARE(model->tflopsPerGpu, (100.0 + 160 + 120 + 90) / 4);
    QCOMPARE(model->samples, 4);
    QVERIFY(!history.lookup(QStringLiteral("test:c"), QStringLiteral("NVIDIA L4")));
    history.add(QStringLiteral("test:d"), QStringLiteral("NVIDIA L4"), 0, t0); // no rate: ignored
    QVERIFY(!history.lookup(QStringLiteral("test:d"), QStringLiteral("NVIDIA L4")));
    QCOMPARE(ThroughputHistory::modelKey(QStringLiteral("NVIDIA GeForce RTX 4090")), QStringLiteral("RTX 4090"));
}

void TestOfferRanking::slowLinkLowersParallelEfficiency()
{
    // A full fine-tune of a 1B model on 8 GPUs with tiny steps: the gradient sync over PCIe takes longer than
    // the compute, so the PCIe box loses to the NVLink box at the same price.
    PlanInput plan;
    plan.mode = PlanMode::Sharded;
    plan.params = 1e9;
    plan.seqLen = 512;
    plan.tokens = 1e9;
    Offer pcie = offer(QStringLiteral("pcie"), "NVIDIA A100 80GB PCIe", 8, "10.00");
    Offer nvlink = offer(QStringLiteral("nvlink"), "NVIDIA A100-SXM4-80GB", 8, "10.00");
    pcie.vramGb = nvlink.vramGb = 80;
    const QList<RankedOffer> ranked = OfferRanking::rank(plan, { pcie, nvlink }, &*m_catalog, nullptr, usd());
    QCOMPARE(ids(ranked), QStringList({ QStringLiteral("nvlink"), QStringLiteral("pcie") }));
    QCOMPARE(ranked[0].fit.parallelEfficiency(), 1.0);
    QVERIFY2(ranked[1].fit.parallelEfficiency() < 0.5, qPrintable(QString::number(ranked[1].fit.parallelEfficiency())));
    QVERIFY(ranked[1].fit.time->communicationDominates);
}

void TestOfferRanking::currenciesCompareAfterConversion()
{
    // ¥2.00/h is $0.28/h at 7.2: cheaper than $0.30/h on the same GPU, though 2.00 > 0.30 as bare numbers.
    const QList<Offer> offers { offer(QStringLiteral("usd"), "NVIDIA GeForce RTX 4090", 1, "0.30"),
        offer(QStringLiteral("cny"), "NVIDIA GeForce RTX 4090", 1, "2.00", QStringLiteral("CNY")) };
    QCOMPARE(ids(OfferRanking::rank(lora7b(), offers, &*m_catalog, nullptr, usd())),
        QStringList({ QStringLiteral("cny"), QStringLiteral("usd") }));
    // At 6 CNY per USD the yuan offer is $0.33/h: now the dollar offer wins.
    QCOMPARE(ids(OfferRanking::rank(lora7b(), offers, &*m_catalog, nullptr, usd(6))),
        QStringList({ QStringLiteral("usd"), QStringLiteral("cny") }));
}

void TestOfferRanking::offersThatDoNotFitGoLast()
{
    Offer small = offer(QStringLiteral("l4-small"), "NVIDIA L4", 1, "0.10");
    PlanInput full = lora7b();
    full.mode = PlanMode::Full; // 112 GB of states: fits neither 24 GB card, the H200 only
    Offer h200 = offer(QStringLiteral("h200"), "NVIDIA H200", 1, "3.49");
    h200.vramGb = 141;
    const QList<RankedOffer> ranked = OfferRanking::rank(full, { small, h200 }, &*m_catalog, nullptr, usd());
    QCOMPARE(ids(ranked), QStringList({ QStringLiteral("h200"), QStringLiteral("l4-small") }));
    QVERIFY(ranked[0].fit.fits());
    QVERIFY(!ranked[1].fit.fits());
}

void TestOfferRanking::withoutTokensRanksByPrice()
{
    const QList<Offer> offers { offer(QStringLiteral("dear"), "NVIDIA GeForce RTX 4090", 1, "0.50"),
        offer(QStringLiteral("unknown-gpu"), "Mystery GPU 9000", 1, "0.05"),
        offer(QStringLiteral("cheap"), "NVIDIA GeForce RTX 3090", 1, "0.20") };
    const QList<RankedOffer> ranked = OfferRanking::rank(lora7b(0), offers, &*m_catalog, nullptr, usd());
    QCOMPARE(
        ids(ranked), QStringList({ QStringLiteral("unknown-gpu"), QStringLiteral("cheap"), QStringLiteral("dear") }));
    QVERIFY(!ranked[0].fit.jobCost.isValid());
    // With tokens, an offer without a known rate has no cost and goes after the costed ones.
    const QList<RankedOffer> timed = OfferRanking::rank(lora7b(), offers, &*m_catalog, nullptr, usd());
    QCOMPARE(timed.last().offer.id, QStringLiteral("unknown-gpu"));
}

QTEST_GUILESS_MAIN(TestOfferRanking)
#include "TestOfferRanking.moc"
