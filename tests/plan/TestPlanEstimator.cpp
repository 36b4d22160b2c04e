// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/Interconnect.h"
#include "plan/ModelPreset.h"
#include "plan/PlanEstimator.h"

#include <QTest>

using namespace RentDeck;

Q_DECLARE_METATYPE(RentDeck::PlanInput)
Q_DECLARE_METATYPE(RentDeck::PlanMode)

namespace {

constexpr qint64 Mib = qint64(1) << 20;
constexpr qint64 Gib = qint64(1) << 30;

PlanInput input(PlanMode mode, double params, int gpus, WeightPrecision precision = WeightPrecision::Bf16)
{
    PlanInput in;
    in.mode = mode;
    in.params = params;
    in.gpus = gpus;
    in.precision = precision;
    in.layers = 32;
    in.hidden = 4096;
    return in;
}

qint64 states(const VramBreakdown &vram)
{
    return vram.weights + vram.optimizer + vram.gradients;
}

} // namespace

class TestPlanEstimator : public QObject
{
    Q_OBJECT

private slots:
    void memory_data();
    void memory();
    void kvCache_data();
    void kvCache();
    void flops_data();
    void flops();
    void gradientSync();
    void communicationDominates();
    void trainingHours();
    void shapeFromNearestPreset();
    void checkpointingKeepsLayerInputs();
    void parseCount_data();
    void parseCount();
    void validate_data();
    void validate();
};

void TestPlanEstimator::memory_data()
{
    QTest::addColumn<PlanInput>("in");
    QTest::addColumn<qint64>("minStates"); // weights + optimizer + gradients, per GPU
    QTest::addColumn<qint64>("maxStates");
    QTest::addColumn<qint64>("minWeights");
    QTest::addColumn<qint64>("maxWeights");
    QTest::addColumn<qint64>("minTotal");
    QTest::addColumn<qint64>("maxTotal");

    const qint64 G = 1'000'000'000;
    // Issue: a 7B full fine-tune needs 112-140 GB before sharding (16-20 bytes/param).
    QTest::newRow("7B full, one GPU") << input(PlanMode::Full, 7e9, 1) << 112 * G << 112 * G << 14 * G << 14 * G
                                      << 112 * G << 140 * G;
    // Data parallel keeps a full copy on every GPU.
    QTest::newRow("7B full, 8 GPUs replicate")
        << input(PlanMode::Full, 7e9, 8) << 112 * G << 112 * G << 14 * G << 14 * G << 112 * G << 140 * G;
    // Issue: ~14-18 GB per GPU for the states across 8 GPUs; activations are not divided.
    QTest::newRow("7B sharded over 8") << input(PlanMode::Sharded, 7e9, 8) << 14 * G << 18 * G << G * 7 / 4 << G * 7 / 4
                                       << 14 * G << 26 * G;
    // Issue: 7B LoRA fp16 weights ≈ 14 GB (+ 1 % adapters in 16-bit).
    QTest::newRow("7B LoRA fp16") << input(PlanMode::Lora, 7e9, 1, WeightPrecision::Fp16) << 14 * G << 16 * G << 14 * G
                                  << G * 145 / 10 << 14 * G << 26 * G;
    QTest::newRow("7B LoRA int8") << input(PlanMode::Lora, 7e9, 1, WeightPrecision::Int8) << 7 * G << 9 * G << 7 * G
                                  << G * 75 / 10 << 7 * G << 19 * G;
    QTest::newRow("7B QLoRA int4") << input(PlanMode::Lora, 7e9, 1, WeightPrecision::Int4) << G * 35 / 10 << 5 * G
                                   << G * 35 / 10 << 4 * G << G * 35 / 10 << 16 * G;
    // Inference: weights at precision, tensor parallel halves them on two GPUs.
    QTest::newRow("7B inference fp16") << input(PlanMode::Inference, 7e9, 1, WeightPrecision::Fp16) << 14 * G << 14 * G
                                       << 14 * G << 14 * G << 14 * G << 17 * G;
    QTest::newRow("7B inference fp16, 2 GPUs") << input(PlanMode::Inference, 7e9, 2, WeightPrecision::Fp16) << 7 * G
                                               << 7 * G << 7 * G << 7 * G << 7 * G << 9 * G;
}

void TestPlanEstimator::memory()
{
    QFETCH(PlanInput, in);
    QFETCH(qint64, minStates);
    QFETCH(qint64, maxStates);
    QFETCH(qint64, minWeights);
    QFETCH(qint64, maxWeights);
    QFETCH(qint64, minTotal);
    QFETCH(qint64, maxTotal);
    QVERIFY(in.validate());
    const PlanEstimate estimate = PlanEstimator::estimate(in);
    const VramBreakdown &vram = estimate.perGpu;
    QVERIFY2(states(vram) >= minStates && states(vram) <= maxStates, qPrintable(QString::number(states(vram))));
    QVERIFY2(vram.weights >= minWeights && vram.weights <= maxWeights, qPrintable(QString::number(vram.weights)));
    QVERIFY2(estimate.vramBytesPerGpu() >= minTotal && estimate.vramBytesPerGpu() <= maxTotal,
        qPrintable(QString::number(estimate.vramBytesPerGpu())));
    QCOMPARE(estimate.vramBytesPerGpu(), states(vram) + vram.activations + vram.kvCache + vram.reserve);
    QCOMPARE(vram.reserve, PlanEstimator::ReserveBytesPerGpu);
    if (in.mode == PlanMode::Inference) {
        QCOMPARE(vram.activations, 0);
        QVERIFY(vram.kvCache > 0);
    } else {
        QCOMPARE(vram.kvCache, 0);
        // 34 bytes × seq × batch × hidden × layers (Korthikanti et al.): 2048 × 4096 × 32 × 34.
        QCOMPARE(vram.activations, qint64(34) * 2048 * 4096 * 32);
    }
    if (in.mode == PlanMode::Full || in.mode == PlanMode::Sharded) {
        QCOMPARE(vram.optimizer, 6 * vram.weights); // 12 of the 16 bytes
        QCOMPARE(vram.gradients, vram.weights);
    }
}

void TestPlanEstimator::kvCache_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<qint64>("context");
    QTest::addColumn<qint64>("sequences");
    QTest::addColumn<qint64>("expected");
    // Issue: a 32-layer, 4096-hidden fp16 model: 0.5 MiB a token, 16 GiB at 32K, ~128 GiB for 8 sequences.
    QTest::newRow("one token") << 4096 << qint64(1) << qint64(1) << Mib / 2;
    QTest::newRow("32K context") << 4096 << qint64(32768) << qint64(1) << 16 * Gib;
    QTest::newRow("8 sequences of 32K") << 4096 << qint64(32768) << qint64(8) << 128 * Gib;
    // GQA with 8 KV heads of 128: a quarter of the width.
    QTest::newRow("GQA 8x128, 32K") << 8 * 128 << qint64(32768) << qint64(1) << 4 * Gib;
}

void TestPlanEstimator::kvCache()
{
    QFETCH(int, width);
    QFETCH(qint64, context);
    QFETCH(qint64, sequences);
    QFETCH(qint64, expected);
    QCOMPARE(PlanEstimator::kvCacheBytes(32, width, 2, context, sequences), expected);

    // The same through estimate(): hidden, or kv_heads × head_dim when given.
    PlanInput in = input(PlanMode::Inference, 7e9, 1, WeightPrecision::Int4);
    in.seqLen = int(context);
    in.batch = int(sequences);
    if (width != 4096) {
        in.kvHeads = 8;
        in.headDim = width / 8;
    }
    QCOMPARE(PlanEstimator::estimate(in).perGpu.kvCache, expected); // the KV cache stays 16-bit under int4
    in.gpus = 2;
    QCOMPARE(PlanEstimator::estimate(in).perGpu.kvCache, expected / 2);
}

void TestPlanEstimator::flops_data()
{
    QTest::addColumn<PlanMode>("mode");
    QTest::addColumn<double>("expected");
    // Issue: 6 × 7e9 × 3e9 ≈ 1.3e20.
    QTest::newRow("full") << PlanMode::Full << 1.26e20;
    QTest::newRow("sharded") << PlanMode::Sharded << 1.26e20;
    QTest::newRow("lora: no weight gradients") << PlanMode::Lora << 0.84e20;
    QTest::newRow("inference: forward only") << PlanMode::Inference << 0.42e20;
}

void TestPlanEstimator::flops()
{
    QFETCH(PlanMode, mode);
    QFETCH(double, expected);
    PlanInput in = input(mode, 7e9, 1);
    in.tokens = 3e9;
    QVERIFY(qFuzzyCompare(PlanEstimator::flops(in), expected));
    QVERIFY(qFuzzyCompare(PlanEstimator::estimate(in).flops, expected));
    if (mode == PlanMode::Full) {
        QVERIFY(qAbs(PlanEstimator::flops(in) - 1.3e20) < 0.05e20);
    }
    in.tokens = 0;
    QCOMPARE(PlanEstimator::estimate(in).flops, 0.0);
}

void TestPlanEstimator::gradientSync()
{
    // Issue: 7B fp16 gradients (14 GB) over 20 GB/s PCIe ≈ 0.7 s.
    QCOMPARE(Interconnect::bytesPerSecond(Interconnect::Kind::Pcie), 20e9);
    QVERIFY(qFuzzyCompare(PlanEstimator::gradientSyncSeconds(7e9, Interconnect::PcieBytesPerSecond), 0.7));
    QVERIFY(PlanEstimator::gradientSyncSeconds(7e9, Interconnect::NvLinkBytesPerSecond) < 0.1);
    QCOMPARE(Interconnect::fromName(QStringLiteral("NVLink")), Interconnect::Kind::NvLink);
    QCOMPARE(Interconnect::fromName(QStringLiteral("SXM")), Interconnect::Kind::NvLink);
    QCOMPARE(Interconnect::fromName(QStringLiteral("PCIe")), Interconnect::Kind::Pcie);
    QCOMPARE(Interconnect::fromName(QString()), Interconnect::Kind::Pcie);
}

void TestPlanEstimator::communicationDominates()
{
    // 8 GPUs, batch 1 × 2048 tokens a step at 400 TFLOPS × 0.35: 6·7e9·2048 / 1.4e14 = 0.61 s of compute a step,
    // against 0.7 s of sync over PCIe: the "adding GPUs will not help".
    PlanInput in = input(PlanMode::Full, 7e9, 8);
    in.tokens = 1e9;
    const PlanEstimate estimate = PlanEstimator::estimate(in);
    const TrainingTime pcie = PlanEstimator::trainingTime(estimate, 400, 20e9, QStringLiteral("PCIe"));
    QVERIFY(qFuzzyCompare(pcie.syncSecondsPerStep, 0.7));
    QVERIFY(qAbs(pcie.computeSecondsPerStep - 0.6144) < 1e-3);
    QVERIFY(pcie.communicationDominates);
    QCOMPARE(pcie.warnings.size(), 1);
    QVERIFY2(pcie.warnings.first().contains(QStringLiteral("8 GPUs over PCIe: gradient sync 0.7 s > step 0.61 s")),
        qPrintable(pcie.warnings.first()));
    // The step then takes the sync time (overlapped, not added).
    QVERIFY(qAbs(pcie.hours - pcie.steps * 0.7 / 3600) < 1e-9);

    const TrainingTime nvlink = PlanEstimator::trainingTime(estimate, 400, 200e9, QStringLiteral("NVLink"));
    QVERIFY(!nvlink.communicationDominates);
    QVERIFY(nvlink.warnings.isEmpty());
    QVERIFY(nvlink.hours < pcie.hours);

    // LoRA syncs only the adapters' gradients.
    PlanInput lora = in;
    lora.mode = PlanMode::Lora;
    const TrainingTime adapters
        = PlanEstimator::trainingTime(PlanEstimator::estimate(lora), 400, 20e9, QStringLiteral("PCIe"));
    QVERIFY(qFuzzyCompare(adapters.syncSecondsPerStep, 0.007));
    QVERIFY(!adapters.communicationDominates);
}

void TestPlanEstimator::trainingHours()
{
    // 1.26e20 FLOPs on one H100 (989 dense bf16 TFLOPS) at 35 % MFU: 1.26e20 / 3.4615e14 = 364,000 s ≈ 101 h.
    PlanInput in = input(PlanMode::Full, 7e9, 1);
    in.tokens = 3e9;
    const TrainingTime one = PlanEstimator::trainingTime(PlanEstimator::estimate(in), 989, 200e9, QString());
    QVERIFY2(qAbs(one.hours - 1.26e20 / (989e12 * 0.35) / 3600) < 1e-6, qPrintable(QString::number(one.hours)));
    QCOMPARE(one.syncSecondsPerStep, 0.0);
    QVERIFY(qFuzzyCompare(one.steps, 3e9 / 2048));
    // Eight GPUs over NVLink: compute-bound, so 8× faster.
    in.gpus = 8;
    const TrainingTime eight = PlanEstimator::trainingTime(PlanEstimator::estimate(in), 989, 200e9, QString());
    QVERIFY(qFuzzyCompare(eight.hours * 8, one.hours));
    // A higher MFU is proportionally faster; no tokens, no time.
    in.gpus = 1;
    in.mfu = 0.7;
    QVERIFY(qFuzzyCompare(
        PlanEstimator::trainingTime(PlanEstimator::estimate(in), 989, 200e9, QString()).hours * 2, one.hours));
    in.tokens = 0;
    QCOMPARE(PlanEstimator::trainingTime(PlanEstimator::estimate(in), 989, 200e9, QString()).hours, 0.0);
}

void TestPlanEstimator::shapeFromNearestPreset()
{
    PlanInput in;
    in.params = 65e9;
    in.mode = PlanMode::Inference;
    const PlanEstimate estimate = PlanEstimator::estimate(in);
    QCOMPARE(estimate.input.layers, 80); // the 70B class
    QCOMPARE(estimate.input.hidden, 8192);
    QCOMPARE(estimate.input.kvHeads, 8);
    QVERIFY(!estimate.warnings.isEmpty());
    QVERIFY(estimate.warnings.first().contains(QStringLiteral("70B")));
    QCOMPARE(ModelPreset::nearest(7e9).key, QStringLiteral("7b"));
    QCOMPARE(ModelPreset::nearest(9e9).key, QStringLiteral("8b"));
    QCOMPARE(ModelPreset::find(QStringLiteral("32B"))->layers, 64);
    QVERIFY(!ModelPreset::find(QStringLiteral("3b")));
    // A given shape is kept and warns nothing.
    QVERIFY(PlanEstimator::estimate(input(PlanMode::Full, 7e9, 1)).warnings.isEmpty());
}

void TestPlanEstimator::checkpointingKeepsLayerInputs()
{
    PlanInput in = input(PlanMode::Lora, 7e9, 1);
    const qint64 full = PlanEstimator::estimate(in).perGpu.activations;
    in.checkpointing = true;
    const qint64 kept = PlanEstimator::estimate(in).perGpu.activations;
    QCOMPARE(kept, qint64(2) * 2048 * 4096 * 32 + qint64(34) * 2048 * 4096);
    QVERIFY(kept * 10 < full);
    // The price: every layer's forward runs twice, 6 instead of 4 FLOPs per parameter and token for LoRA.
    in.tokens = 1e9;
    QCOMPARE(PlanEstimator::flops(in), 6 * 7e9 * 1e9);
    in.checkpointing = false;
    QCOMPARE(PlanEstimator::flops(in), 4 * 7e9 * 1e9);
}

void TestPlanEstimator::parseCount_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("expected"); // 0 = rejected
    QTest::newRow("scientific") << QStringLiteral("7e9") << 7e9;
    QTest::newRow("plain") << QStringLiteral("7000000000") << 7e9;
    QTest::newRow("B suffix") << QStringLiteral("7B") << 7e9;
    QTest::newRow("lower-case fraction") << QStringLiteral("1.5b") << 1.5e9;
    QTest::newRow("M suffix") << QStringLiteral("500M") << 5e8;
    QTest::newRow("T suffix") << QStringLiteral("2T") << 2e12;
    QTest::newRow("garbage") << QStringLiteral("seven") << 0.0;
    QTest::newRow("negative") << QStringLiteral("-7B") << 0.0;
    QTest::newRow("zero") << QStringLiteral("0") << 0.0;
    QTest::newRow("empty") << QString() << 0.0;
    QTest::newRow("unknown suffix") << QStringLiteral("7X") << 0.0;
}

void TestPlanEstimator::parseCount()
{
    QFETCH(QString, text);
    QFETCH(double, expected);
    const std::optional<double> value = PlanInput::parseCount(text);
    if (expected == 0) {
        QVERIFY(!value);
    } else {
        QVERIFY(value);
        QVERIFY(qFuzzyCompare(*value, expected));
    }
}

void TestPlanEstimator::validate_data()
{
    QTest::addColumn<PlanInput>("in");
    QTest::addColumn<bool>("valid");
    PlanInput good = input(PlanMode::Full, 7e9, 1);
    QTest::newRow("good") << good << true;
    PlanInput bad = good;
    bad.params = 0;
    QTest::newRow("no params") << bad << false;
    bad = good;
    bad.mfu = 0;
    QTest::newRow("mfu 0") << bad << false;
    bad.mfu = 1.5;
    QTest::newRow("mfu above 1") << bad << false;
    bad = good;
    bad.gpus = 0;
    QTest::newRow("no GPU") << bad << false;
    bad = good;
    bad.kvHeads = 8;
    QTest::newRow("kv heads without head size") << bad << false;
    bad = good;
    bad.tokens = -1;
    QTest::newRow("negative tokens") << bad << false;
}

void TestPlanEstimator::validate()
{
    QFETCH(PlanInput, in);
    QFETCH(bool, valid);
    const Status status = in.validate();
    QCOMPARE(status.isOk(), valid);
    if (!valid) {
        QCOMPARE(status.error().code, Error::Code::InvalidInput);
        QVERIFY(!status.error().message.isEmpty());
    }
}

QTEST_GUILESS_MAIN(TestPlanEstimator)
#include "TestPlanEstimator.moc"
