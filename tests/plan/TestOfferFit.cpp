// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/GpuCatalog.h"
#include "core/Offer.h"
#include "plan/OfferFit.h"
#include "plan/PlanEstimator.h"
#include "plan/ThroughputHistory.h"

#include <QTest>
#include <cmath>

using namespace RentDeck;

Q_DECLARE_METATYPE(RentDeck::PlanInput)
Q_DECLARE_METATYPE(RentDeck::FitLevel)

namespace {

const char *const Rtx4090 = "NVIDIA GeForce RTX 4090";
const char *const L4 = "NVIDIA L4";
const char *const A6000 = "NVIDIA RTX A6000";
const char *const H100 = "NVIDIA H100 80GB HBM3";

Offer offer(const char *gpu, int count, double vramGb, const char *price, BillingGranularity granularity)
{
    Offer result;
    result.providerId = QStringLiteral("test");
    result.id = QLatin1String(gpu);
    result.gpuName = QLatin1String(gpu);
    result.gpuCount = count;
    result.vramGb = vramGb;
    result.pricePerHour = Money::fromDecimalString(QLatin1String(price), QStringLiteral("USD"));
    result.billing.granularity = granularity;
    return result;
}

/** The 7B LoRA in fp16, at 2048 tokens × batch 1 with the 7B shape. */
PlanInput lora7b()
{
    PlanInput in;
    in.mode = PlanMode::Lora;
    in.params = 7e9;
    in.precision = WeightPrecision::Fp16;
    in.layers = 32;
    in.hidden = 4096;
    return in;
}

} // namespace

class TestOfferFit : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void fits_data();
    void fits();
    void catalogKnowsTheLinks();
    void slicedOfferUsesItsOwnMemory();
    void marketplaceShortNameFindsTheCardBySize();
    void unknownGpuFallsBackToVramGb();
    void jobCostRoundsLikeTheBilling_data();
    void jobCostRoundsLikeTheBilling();
    void offerTimeMatchesTheGpuModel();
    void measuredAllReduceReplacesTheAssumedLink();

private:
    std::optional<GpuCatalog> m_catalog;
};

void TestOfferFit::initTestCase()
{
    const Result<GpuCatalog> catalog = GpuCatalog::load();
    QVERIFY2(catalog, qPrintable(catalog.error().message));
    m_catalog = *catalog;
}

void TestOfferFit::fits_data()
{
    QTest::addColumn<PlanInput>("in");
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<int>("count");
    QTest::addColumn<FitLevel>("expected");

    // Issue: 7B LoRA fp16 — 24 GB tight, 48 GB comfortable (25.3 GB with activations: the L4's 22.5 GiB is short).
    QTest::newRow("7B LoRA on a 4090: tight") << lora7b() << QString::fromLatin1(Rtx4090) << 1 << FitLevel::Tight;
    QTest::newRow("7B LoRA on an A6000: comfortable")
        << lora7b() << QString::fromLatin1(A6000) << 1 << FitLevel::Comfortable;
    QTest::newRow("7B LoRA on an L4: no") << lora7b() << QString::fromLatin1(L4) << 1 << FitLevel::DoesNotFit;
    PlanInput qlora = lora7b();
    qlora.precision = WeightPrecision::Int4;
    QTest::newRow("7B QLoRA on an L4: comfortable") << qlora << QString::fromLatin1(L4) << 1 << FitLevel::Comfortable;

    // Full fine-tuning is data parallel: more GPUs do not help the memory; sharding does.
    PlanInput full = lora7b();
    full.mode = PlanMode::Full;
    QTest::newRow("7B full on 8 H100: no") << full << QString::fromLatin1(H100) << 8 << FitLevel::DoesNotFit;
    PlanInput sharded = full;
    sharded.mode = PlanMode::Sharded;
    QTest::newRow("7B sharded on 8 H100") << sharded << QString::fromLatin1(H100) << 8 << FitLevel::Comfortable;
    QTest::newRow("7B sharded on 1 H100: no") << sharded << QString::fromLatin1(H100) << 1 << FitLevel::DoesNotFit;

    // Inference is tensor parallel: 70B fp16 (141 GB of weights) does not fit one 80 GB card, but four.
    PlanInput serve;
    serve.mode = PlanMode::Inference;
    serve.params = 70.6e9;
    serve.precision = WeightPrecision::Fp16;
    serve.layers = 80;
    serve.hidden = 8192;
    serve.kvHeads = 8;
    serve.headDim = 128;
    QTest::newRow("70B inference on 1 H100: no") << serve << QString::fromLatin1(H100) << 1 << FitLevel::DoesNotFit;
    QTest::newRow("70B inference on 4 H100") << serve << QString::fromLatin1(H100) << 4 << FitLevel::Comfortable;
}

void TestOfferFit::fits()
{
    QFETCH(PlanInput, in);
    QFETCH(QString, gpu);
    QFETCH(int, count);
    QFETCH(FitLevel, expected);
    const GpuCatalogEntry *entry = m_catalog->find(gpu);
    QVERIFY(entry);
    const OfferFit model = OfferFit::forGpu(in, *entry, count);
    QCOMPARE(model.level, expected);
    QCOMPARE(model.estimate.input.gpus, count);
    QCOMPARE(model.usableBytesPerGpu, entry->memoryTotalMib << 20);

    // The same box as an offer gives the same answer: the offer's GPU count wins over the plan's.
    in.gpus = 3;
    const OfferFit asOffer = OfferFit::forOffer(
        in, offer(qPrintable(gpu), count, entry->vramGb, "1.00", BillingGranularity::Second), &*m_catalog);
    QCOMPARE(asOffer.level, expected);
    QCOMPARE(asOffer.estimate.vramBytesPerGpu(), model.estimate.vramBytesPerGpu());
}

void TestOfferFit::catalogKnowsTheLinks()
{
    QCOMPARE(m_catalog->find(QString::fromLatin1(H100))->interconnect, QStringLiteral("NVLink"));
    QCOMPARE(m_catalog->find(QString::fromLatin1(Rtx4090))->interconnect, QStringLiteral("PCIe"));
    PlanInput in = lora7b();
    in.mode = PlanMode::Sharded;
    in.tokens = 1e9;
    const OfferFit h100 = OfferFit::forGpu(in, *m_catalog->find(QString::fromLatin1(H100)), 8);
    QCOMPARE(h100.interconnect, QStringLiteral("NVLink"));
    QVERIFY(h100.time);
    QVERIFY(qFuzzyCompare(h100.time->syncSecondsPerStep, 2 * 7e9 / 200e9));
    // An offer that states its link overrides the catalog.
    Offer pcieBox = offer(H100, 8, 80, "20.00", BillingGranularity::Second);
    pcieBox.interconnect = QStringLiteral("PCIe");
    const OfferFit slow = OfferFit::forOffer(in, pcieBox, &*m_catalog);
    QCOMPARE(slow.interconnect, QStringLiteral("PCIe"));
    QVERIFY(qFuzzyCompare(slow.time->syncSecondsPerStep, 0.7));
    QVERIFY(slow.time->communicationDominates);
    QVERIFY(slow.warnings().join(QLatin1Char(' ')).contains(QStringLiteral("8 GPUs over PCIe")));
}

void TestOfferFit::marketplaceShortNameFindsTheCardBySize()
{
    // Vast.ai lists "A100 SXM4" for both the 40 GB and the 80 GB card: the memory sold says which, so the plan has
    // TFLOPS (a time and a cost) instead of "No TFLOPS known".
    PlanInput in = lora7b();
    in.tokens = 1e8;
    const OfferFit eighty
        = OfferFit::forOffer(in, offer("A100 SXM4", 1, 80, "1.00", BillingGranularity::Second), &*m_catalog);
    QVERIFY2(eighty.time.has_value(), qPrintable(eighty.estimate.warnings.join(u'\n')));
    QCOMPARE(eighty.usableBytesPerGpu, m_catalog->find(QStringLiteral("NVIDIA A100-SXM4-80GB"))->memoryTotalMib << 20);
    const OfferFit forty
        = OfferFit::forOffer(in, offer("A100 SXM4", 1, 40, "1.00", BillingGranularity::Second), &*m_catalog);
    QCOMPARE(forty.usableBytesPerGpu, m_catalog->find(QStringLiteral("NVIDIA A100-SXM4-40GB"))->memoryTotalMib << 20);
}

void TestOfferFit::slicedOfferUsesItsOwnMemory()
{
    // A 20 GiB vGPU slice of an A100 80GB: the slice's memory, and a quarter of the compute.
    PlanInput in = lora7b();
    in.precision = WeightPrecision::Int4;
    in.tokens = 1e8;
    Offer slice = offer("NVIDIA A100 80GB PCIe", 1, 20, "1.00", BillingGranularity::Second);
    slice.sliced = true;
    const OfferFit fit = OfferFit::forOffer(in, slice, &*m_catalog);
    QCOMPARE(fit.usableBytesPerGpu, qint64(20) << 30);
    QVERIFY(fit.fits());
    Offer whole = slice;
    whole.sliced = false;
    whole.vramGb = 80;
    const OfferFit card = OfferFit::forOffer(in, whole, &*m_catalog);
    QVERIFY(qAbs(fit.time->hours / card.time->hours - 4.0) < 1e-6);
    in.precision = WeightPrecision::Fp16;
    QVERIFY(!OfferFit::forOffer(in, slice, &*m_catalog).fits());
}

void TestOfferFit::unknownGpuFallsBackToVramGb()
{
    PlanInput in = lora7b();
    in.tokens = 1e9;
    const Offer mystery = offer("Mystery Accelerator", 1, 48, "1.00", BillingGranularity::Second);
    const OfferFit fit = OfferFit::forOffer(in, mystery, &*m_catalog);
    QCOMPARE(fit.usableBytesPerGpu, qint64(48) << 30);
    QCOMPARE(fit.level, FitLevel::Comfortable);
    QVERIFY(!fit.time);
    QVERIFY(!fit.jobCost.isValid());
    QVERIFY(fit.warnings().join(QLatin1Char(' ')).contains(QStringLiteral("Mystery Accelerator")));
    QCOMPARE(OfferFit::forOffer(in, mystery, nullptr).level, FitLevel::Comfortable);
}

void TestOfferFit::jobCostRoundsLikeTheBilling_data()
{
    QTest::addColumn<BillingGranularity>("granularity");
    QTest::addColumn<qint64>("minimumSeconds");
    QTest::addColumn<double>("hours");
    QTest::addColumn<qint64>("expectedMicros"); // at 3.60 an hour
    // 1.2 h per hour bills 2 h; per minute 72 min; per second exactly.
    QTest::newRow("per hour rounds up") << BillingGranularity::Hour << qint64(0) << 1.2 << qint64(7'200'000);
    QTest::newRow("per minute") << BillingGranularity::Minute << qint64(0) << 1.2 << qint64(4'320'000);
    QTest::newRow("per second") << BillingGranularity::Second << qint64(0) << 1.2 << qint64(4'320'000);
    QTest::newRow("per second, 61 s") << BillingGranularity::Second << qint64(0) << 61.0 / 3600 << qint64(61'000);
    QTest::newRow("minute granularity, 61 s")
        << BillingGranularity::Minute << qint64(0) << 61.0 / 3600 << qint64(120'000);
    QTest::newRow("minimum charge") << BillingGranularity::Second << qint64(600) << 61.0 / 3600 << qint64(600'000);
}

void TestOfferFit::jobCostRoundsLikeTheBilling()
{
    QFETCH(BillingGranularity, granularity);
    QFETCH(qint64, minimumSeconds);
    QFETCH(double, hours);
    QFETCH(qint64, expectedMicros);
    Offer box = offer(Rtx4090, 1, 24, "3.60", granularity);
    box.billing.minimumSeconds = minimumSeconds;
    QCOMPARE(PlanEstimator::jobCost(box, hours), Money(expectedMicros, QStringLiteral("USD")));

    // Storage counts only where the provider bills it while running: 730 GB-hours at $0.73/GB-month = $0.73.
    box.diskGb = 730;
    box.billing.storagePerGbMonth = Money::fromDecimalString(QStringLiteral("0.73"), QStringLiteral("USD"));
    QCOMPARE(PlanEstimator::jobCost(box, hours), Money(expectedMicros, QStringLiteral("USD")));
    box.billing.storageBilledWhileRunning = true;
    const qint64 billed = box.billing.billedSeconds(qint64(std::ceil(hours * 3600 - 1e-9)));
    QCOMPARE(PlanEstimator::jobCost(box, hours),
        Money(expectedMicros, QStringLiteral("USD")) + box.billing.storageCost(730, billed, QStringLiteral("USD")));
    QVERIFY(PlanEstimator::jobCost(box, hours).micros() > expectedMicros);
}

void TestOfferFit::offerTimeMatchesTheGpuModel()
{
    // The offers table and `plan` give the same hours; the cost is those hours billed.
    PlanInput in = lora7b();
    in.tokens = 2e8;
    const Offer box = offer(Rtx4090, 1, 24, "0.89", BillingGranularity::Hour);
    const OfferFit asOffer = OfferFit::forOffer(in, box, &*m_catalog);
    const OfferFit asModel = OfferFit::forGpu(in, *m_catalog->find(QString::fromLatin1(Rtx4090)), 1);
    QVERIFY(asOffer.time && asModel.time);
    QCOMPARE(asOffer.time->hours, asModel.time->hours);
    // 4 × 7e9 × 2e8 / (165.2e12 × 0.35) = 96,852 s = 26.9 h: per hour bills 27 whole hours.
    QVERIFY(qAbs(asOffer.time->hours * 3600 - 4 * 7e9 * 2e8 / (165.2e12 * 0.35)) < 1e-6);
    QVERIFY(asOffer.time->hours > 26 && asOffer.time->hours < 27);
    QCOMPARE(asOffer.jobCost, Money::fromDecimalString(QStringLiteral("24.03"), QStringLiteral("USD")));
}

void TestOfferFit::measuredAllReduceReplacesTheAssumedLink()
{
    // An "NVLink" 8×H100 offer whose benchmark measured 6 GB/s (GPUs on two sockets over PCIe): its gradient sync
    // takes the measured time, not the 200 GB/s NVLink figure, and the other offers keep theirs.
    PlanInput in = lora7b();
    in.mode = PlanMode::Sharded;
    in.tokens = 1e9;
    const Offer box = offer(H100, 8, 80, "20.00", BillingGranularity::Second);
    ThroughputHistory history;
    history.addBusBandwidth(box.qualifiedId(), 6.0, QDateTime::currentDateTimeUtc());
    const OfferFit assumed = OfferFit::forOffer(in, box, &*m_catalog);
    const OfferFit measured = OfferFit::forOffer(in, box, &*m_catalog, &history);
    QVERIFY(assumed.time && measured.time);
    QVERIFY(!assumed.linkMeasured);
    QVERIFY(measured.linkMeasured);
    QVERIFY(qFuzzyCompare(assumed.time->syncSecondsPerStep, 2 * 7e9 / 200e9));
    QVERIFY(qFuzzyCompare(measured.time->syncSecondsPerStep, 2 * 7e9 / 6e9));
    QVERIFY(measured.time->hours > assumed.time->hours);
    QVERIFY2(measured.warnings().join(QLatin1Char(' ')).contains(QStringLiteral("NVLink (measured 6.0 GB/s)")),
        qPrintable(measured.warnings().join(QLatin1Char(' '))));
    Offer other = box;
    other.id = QStringLiteral("another");
    QVERIFY(!OfferFit::forOffer(in, other, &*m_catalog, &history).linkMeasured);
}

QTEST_GUILESS_MAIN(TestOfferFit)
#include "TestOfferFit.moc"
