// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliRunner.h"
#include "TempHome.h"
#include "billing/Ledger.h"
#include "checks/CheckReport.h"
#include "checks/GpuCatalog.h"
#include "core/Paths.h"
#include "services/Storage.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <cmath>

using namespace RentDeck;

namespace {

const QString H100 = QStringLiteral("NVIDIA H100 80GB HBM3");

CliRun runCli(const QStringList &args)
{
    return runCliProgram(QStringLiteral(RD_CLI_PATH), QStringLiteral(RD_TOOLS_DIR), args, 60000);
}

QJsonObject planJson(const QStringList &flags)
{
    const CliRun run = runCli(QStringList { QStringLiteral("--json"), QStringLiteral("plan") } + flags);
    if (run.exitCode != 0) {
        qWarning("plan failed: %s", run.err.constData());
        return {};
    }
    return QJsonDocument::fromJson(run.out).object();
}

QJsonArray fitsJson(const QStringList &flags)
{
    const CliRun run = runCli(QStringList { QStringLiteral("--json"), QStringLiteral("offers"),
                                  QStringLiteral("--provider"), QStringLiteral("sandbox"), QStringLiteral("--fits") }
        + flags);
    if (run.exitCode != 0) {
        qWarning("offers --fits failed: %s", run.err.constData());
        return {};
    }
    return QJsonDocument::fromJson(run.out).array();
}

QJsonObject byId(const QJsonArray &offers, const QString &id)
{
    for (const QJsonValue &value : offers) {
        if (value.toObject().value(QStringLiteral("id")).toString() == id) {
            return value.toObject();
        }
    }
    return {};
}

qsizetype catalogSize()
{
    const Result<GpuCatalog> catalog = GpuCatalog::load();
    return catalog ? catalog->entries().size() : -1;
}

const QStringList Lora7b = { QStringLiteral("--params"), QStringLiteral("7e9"), QStringLiteral("--mode"),
    QStringLiteral("lora"), QStringLiteral("--precision"), QStringLiteral("fp16"), QStringLiteral("--layers"),
    QStringLiteral("32"), QStringLiteral("--hidden"), QStringLiteral("4096") };

} // namespace

class TestCliPlan : public QObject
{
    Q_OBJECT

private slots:
    void jsonFields();
    void paramsForms();
    void timePerGpuModel();
    void badInputExitsTwo_data();
    void badInputExitsTwo();
    void humanOutput();
    void offersFitsFiltersAndEstimates();
    void offersFitsMatchesPlan();
    void offersWithoutFitsUnchanged();
    void offersFitsRankedByJobCost();
    void measuredBenchmarksChangeTheRanking();
};

void TestCliPlan::jsonFields()
{
    const QJsonObject plan = planJson({ QStringLiteral("--params"), QStringLiteral("7e9"), QStringLiteral("--mode"),
        QStringLiteral("sharded"), QStringLiteral("--gpus"), QStringLiteral("8") });
    QVERIFY(!plan.isEmpty());
    const QJsonObject breakdown = plan.value(QStringLiteral("breakdown_bytes")).toObject();
    qint64 sum = 0;
    for (const char *field : { "weights", "optimizer", "gradients", "activations", "kv_cache", "reserve" }) {
        QVERIFY2(breakdown.value(QLatin1String(field)).isDouble(), field);
        sum += breakdown.value(QLatin1String(field)).toInteger();
    }
    QCOMPARE(plan.value(QStringLiteral("vram_bytes_per_gpu")).toInteger(), sum);
    // Issue: ~14-18 GB of states per GPU across 8.
    const qint64 states = breakdown.value(QStringLiteral("weights")).toInteger()
        + breakdown.value(QStringLiteral("optimizer")).toInteger()
        + breakdown.value(QStringLiteral("gradients")).toInteger();
    QVERIFY(states >= 14'000'000'000 && states <= 18'000'000'000);
    QCOMPARE(breakdown.value(QStringLiteral("kv_cache")).toInteger(), 0);
    // Without --tokens: no FLOPs, no hours.
    QVERIFY(plan.value(QStringLiteral("flops")).isNull());
    QVERIFY(plan.value(QStringLiteral("hours")).isNull());
    // No shape given: the warning says which one was assumed.
    const QJsonArray warnings = plan.value(QStringLiteral("warnings")).toArray();
    QVERIFY(!warnings.isEmpty());
    QVERIFY(warnings.at(0).toString().contains(QStringLiteral("7B")));
    QCOMPARE(plan.value(QStringLiteral("input")).toObject().value(QStringLiteral("layers")).toInt(), 32);
    QCOMPARE(plan.value(QStringLiteral("gpu_models")).toArray().size(), catalogSize()); // one per catalog GPU
}

void TestCliPlan::paramsForms()
{
    // 7e9, 7000000000 and 7B are the same plan; --preset 7b is the 6.74e9 Llama 2 7B.
    const qint64 expected = planJson({ QStringLiteral("--params"), QStringLiteral("7e9") })
                                .value(QStringLiteral("vram_bytes_per_gpu"))
                                .toInteger();
    QVERIFY(expected > 112'000'000'000 && expected < 140'000'000'000);
    for (const char *form : { "7000000000", "7B", "7b" }) {
        QCOMPARE(planJson({ QStringLiteral("--params"), QLatin1String(form) })
                     .value(QStringLiteral("vram_bytes_per_gpu"))
                     .toInteger(),
            expected);
    }
    const QJsonObject preset = planJson({ QStringLiteral("--preset"), QStringLiteral("8b") });
    QCOMPARE(preset.value(QStringLiteral("input")).toObject().value(QStringLiteral("params")).toDouble(), 8.03e9);
    QCOMPARE(preset.value(QStringLiteral("input")).toObject().value(QStringLiteral("kv_heads")).toInt(), 8);
    QVERIFY(preset.value(QStringLiteral("warnings")).toArray().isEmpty());
}

void TestCliPlan::timePerGpuModel()
{
    const QJsonObject plan = planJson(
        { QStringLiteral("--params"), QStringLiteral("7B"), QStringLiteral("--tokens"), QStringLiteral("3e9"),
            QStringLiteral("--gpus"), QStringLiteral("8"), QStringLiteral("--mode"), QStringLiteral("sharded"),
            QStringLiteral("--layers"), QStringLiteral("32"), QStringLiteral("--hidden"), QStringLiteral("4096") });
    QVERIFY(!plan.isEmpty());
    // Issue: 6 × 7e9 × 3e9 ≈ 1.3e20.
    QVERIFY(std::abs(plan.value(QStringLiteral("flops")).toDouble() - 1.26e20) < 1e15);
    const QJsonObject hours = plan.value(QStringLiteral("hours")).toObject();
    QCOMPARE(hours.size(), catalogSize());
    // 8 H100 over NVLink are compute-bound: 1.26e20 / (8 × 989e12 × 0.35) s.
    QVERIFY(std::abs(hours.value(H100).toDouble() - 1.26e20 / (8 * 989e12 * 0.35) / 3600) < 1e-6);
    QVERIFY(hours.value(QStringLiteral("NVIDIA GeForce RTX 3090")).toDouble() > hours.value(H100).toDouble());
    // 8 L40S over PCIe: 0.68 s of compute a step, 0.7 s of sync — the communication warning, named.
    bool warned = false;
    for (const QJsonValue &warning : plan.value(QStringLiteral("warnings")).toArray()) {
        warned = warned
            || (warning.toString().startsWith(QStringLiteral("NVIDIA L40S"))
                && warning.toString().contains(QStringLiteral("8 GPUs over PCIe: gradient sync 0.7 s")));
    }
    QVERIFY(warned);
    // --mfu scales the hours.
    QStringList faster = { QStringLiteral("--params"), QStringLiteral("7B"), QStringLiteral("--tokens"),
        QStringLiteral("3B"), QStringLiteral("--mfu"), QStringLiteral("0.7") };
    const QJsonObject one = planJson(faster.mid(0, 4));
    const QJsonObject quick = planJson(faster);
    QVERIFY(std::abs(one.value(QStringLiteral("hours")).toObject().value(H100).toDouble()
                - 2 * quick.value(QStringLiteral("hours")).toObject().value(H100).toDouble())
        < 1e-6);
}

void TestCliPlan::badInputExitsTwo_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("named");
    QTest::newRow("no params") << QStringList { QStringLiteral("plan") } << QStringLiteral("--params");
    QTest::newRow("bad params") << QStringList { QStringLiteral("plan"), QStringLiteral("--params"),
        QStringLiteral("seven") }
                                << QStringLiteral("--params");
    QTest::newRow("bad mode") << QStringList { QStringLiteral("plan"), QStringLiteral("--params"), QStringLiteral("7B"),
        QStringLiteral("--mode"), QStringLiteral("dpo") }
                              << QStringLiteral("--mode");
    QTest::newRow("bad precision") << QStringList { QStringLiteral("plan"), QStringLiteral("--params"),
        QStringLiteral("7B"), QStringLiteral("--precision"), QStringLiteral("fp8") }
                                   << QStringLiteral("--precision");
    QTest::newRow("mfu above 1") << QStringList { QStringLiteral("plan"), QStringLiteral("--params"),
        QStringLiteral("7B"), QStringLiteral("--mfu"), QStringLiteral("35") }
                                 << QStringLiteral("MFU");
    QTest::newRow("zero GPUs") << QStringList { QStringLiteral("plan"), QStringLiteral("--params"),
        QStringLiteral("7B"), QStringLiteral("--gpus"), QStringLiteral("0") }
                               << QStringLiteral("--gpus");
    QTest::newRow("layers without hidden") << QStringList { QStringLiteral("plan"), QStringLiteral("--params"),
        QStringLiteral("7B"), QStringLiteral("--layers"), QStringLiteral("32") }
                                           << QStringLiteral("--hidden");
    QTest::newRow("unknown preset") << QStringList { QStringLiteral("plan"), QStringLiteral("--preset"),
        QStringLiteral("3b") } << QStringLiteral("7b");
    QTest::newRow("offers --fits without params") << QStringList { QStringLiteral("offers"),
        QStringLiteral("--provider"), QStringLiteral("sandbox"), QStringLiteral("--fits") }
                                                  << QStringLiteral("--params");
}

void TestCliPlan::badInputExitsTwo()
{
    QFETCH(QStringList, args);
    QFETCH(QString, named);
    TempHome home;
    const CliRun run = runCli(args);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(QString::fromUtf8(run.err).contains(named), run.err.constData());
}

void TestCliPlan::humanOutput()
{
    const CliRun plan = runCli(QStringList { QStringLiteral("plan") } + Lora7b);
    QCOMPARE(plan.exitCode, 0);
    const QString text = QString::fromUtf8(plan.out);
    QVERIFY2(
        text.contains(QStringLiteral("VRAM per GPU")) && text.contains(QStringLiteral("lora")), plan.out.constData());
    QVERIFY(text.contains(QStringLiteral("NVIDIA GeForce RTX 4090")) && text.contains(QStringLiteral("tight")));
    QVERIFY(text.contains(QStringLiteral("does not fit")));
}

void TestCliPlan::offersFitsFiltersAndEstimates()
{
    TempHome home;
    const QJsonArray offers = fitsJson(Lora7b + QStringList { QStringLiteral("--tokens"), QStringLiteral("2e8") });
    QVERIFY(!offers.isEmpty());
    for (const QJsonValue &value : offers) {
        const QJsonObject offer = value.toObject();
        QVERIFY(offer.value(QStringLiteral("fit")).toString() != QLatin1String("no"));
        if (offer.value(QStringLiteral("id")).toString() == QLatin1String("sbx-910b-cn")) {
            // The Ascend box fits by memory but has no TFLOPS on record: no hours, no cost, rather than a guess.
            QVERIFY(offer.value(QStringLiteral("est_hours")).isNull());
            QVERIFY(offer.value(QStringLiteral("est_job_cost")).isNull());
            continue;
        }
        QVERIFY(offer.value(QStringLiteral("est_hours")).toDouble() > 0);
        QVERIFY(offer.value(QStringLiteral("est_job_cost")).toDouble() > 0);
        const qint64 need = offer.value(QStringLiteral("vram_bytes_per_gpu")).toInteger();
        QVERIFY(need < qint64(offer.value(QStringLiteral("vram_gb")).toDouble() * (1LL << 30)));
        // The money is the hours billed the offer's way: per hour rounds up to whole hours.
        const double hours = offer.value(QStringLiteral("est_hours")).toDouble();
        const double price = offer.value(QStringLiteral("price_per_hour")).toDouble();
        const double cost = offer.value(QStringLiteral("est_job_cost")).toDouble();
        if (offer.value(QStringLiteral("billing")).toString() == QLatin1String("hour")) {
            QVERIFY2(std::abs(cost - std::ceil(hours) * price) < 1e-6, qPrintable(QString::number(cost)));
        } else {
            const double seconds
                = std::max(std::ceil(hours * 3600), double(offer.value(QStringLiteral("minimum_seconds")).toInteger()));
            QVERIFY2(std::abs(cost - seconds * price / 3600) < 2e-6, qPrintable(QString::number(cost)));
        }
    }
    // Issue: 24 GB tight, 48 GB comfortable; the L4 (22.5 GiB) and the 20 GiB slice are too small.
    QCOMPARE(
        byId(offers, QStringLiteral("sbx-4090-us")).value(QStringLiteral("fit")).toString(), QStringLiteral("tight"));
    QCOMPARE(byId(offers, QStringLiteral("sbx-a6000-cn")).value(QStringLiteral("fit")).toString(),
        QStringLiteral("comfortable"));
    QVERIFY(byId(offers, QStringLiteral("sbx-l4-nodriver-us")).isEmpty());
    QVERIFY(byId(offers, QStringLiteral("sbx-a100-20g-vgpu-cn")).isEmpty());
    // The per-hour L40S: 4 × 7e9 × 2e8 / (362e12 × 0.35) = 12.3 h, billed as 13 whole hours at $0.89.
    const QJsonObject l40s = byId(offers, QStringLiteral("sbx-l40s-eu"));
    QVERIFY(
        std::abs(l40s.value(QStringLiteral("est_hours")).toDouble() - 4 * 7e9 * 2e8 / (362e12 * 0.35) / 3600) < 1e-9);
    QVERIFY(qFuzzyCompare(l40s.value(QStringLiteral("est_job_cost")).toDouble(), 13 * 0.89));

    // Without --tokens the offers still filter, with null estimates.
    const QJsonArray noTime = fitsJson(Lora7b);
    QCOMPARE(noTime.size(), offers.size());
    QVERIFY(noTime.at(0).toObject().value(QStringLiteral("est_hours")).isNull());
    QVERIFY(noTime.at(0).toObject().value(QStringLiteral("est_job_cost")).isNull());
    QVERIFY(noTime.at(0).toObject().contains(QStringLiteral("est_job_cost")));

    // A 7B sharded fine-tune (122 GB unsharded) fits the 8 × H100 box and, unsharded, only the 141 GB H200.
    const QJsonArray sharded = fitsJson(
        { QStringLiteral("--params"), QStringLiteral("7B"), QStringLiteral("--mode"), QStringLiteral("sharded") });
    QStringList ids;
    for (const QJsonValue &value : sharded) {
        ids << value.toObject().value(QStringLiteral("id")).toString();
    }
    ids.sort();
    // … and the 8 × Ascend 910B3 box (64 GB each), sharded.
    QCOMPARE(ids,
        QStringList({ QStringLiteral("sbx-910b-cn"), QStringLiteral("sbx-h100x8-us"), QStringLiteral("sbx-h200-us") }));
}

void TestCliPlan::offersFitsMatchesPlan()
{
    // Issue "done when": `plan` and `offers --fits` give the same numbers.
    TempHome home;
    const QStringList flags = { QStringLiteral("--params"), QStringLiteral("7B"), QStringLiteral("--mode"),
        QStringLiteral("sharded"), QStringLiteral("--tokens"), QStringLiteral("3e9") };
    const QJsonObject offer = byId(fitsJson(flags), QStringLiteral("sbx-h100x8-us"));
    QVERIFY(!offer.isEmpty());
    const QJsonObject plan = planJson(flags + QStringList { QStringLiteral("--gpus"), QStringLiteral("8") });
    QCOMPARE(offer.value(QStringLiteral("est_hours")).toDouble(),
        plan.value(QStringLiteral("hours")).toObject().value(H100).toDouble());
    QCOMPARE(offer.value(QStringLiteral("vram_bytes_per_gpu")).toInteger(),
        plan.value(QStringLiteral("vram_bytes_per_gpu")).toInteger());
}

void TestCliPlan::offersWithoutFitsUnchanged()
{
    TempHome home;
    const CliRun run = runCli({ QStringLiteral("--json"), QStringLiteral("offers"), QStringLiteral("--provider"),
        QStringLiteral("sandbox") });
    QCOMPARE(run.exitCode, 0);
    const QJsonArray offers = QJsonDocument::fromJson(run.out).array();
    QCOMPARE(offers.size(), 12);
    for (const QJsonValue &value : offers) {
        QVERIFY(!value.toObject().contains(QStringLiteral("est_hours")));
        QVERIFY(!value.toObject().contains(QStringLiteral("fit")));
    }
}

double usd(const QJsonObject &offer, const char *field)
{
    // The CLI compares yuan and dollars at the default rate when the settings set none.
    const double amount = offer.value(QLatin1String(field)).toDouble();
    return offer.value(QStringLiteral("currency")).toString() == QLatin1String("CNY") ? amount / 7.2 : amount;
}

void TestCliPlan::offersFitsRankedByJobCost()
{
    TempHome home;
    const QStringList withTokens = Lora7b + QStringList { QStringLiteral("--tokens"), QStringLiteral("1e9") };
    const QJsonArray ranked = fitsJson(withTokens);
    QVERIFY(ranked.size() >= 5);
    bool pricierFirst = false;
    for (qsizetype i = 1; i < ranked.size(); ++i) {
        const QJsonObject before = ranked.at(i - 1).toObject();
        const QJsonObject after = ranked.at(i).toObject();
        if (after.value(QStringLiteral("est_job_cost")).isNull()) {
            // No estimate (the Ascend box: no TFLOPS on record) ranks after every offer that has one.
            QCOMPARE(after.value(QStringLiteral("id")).toString(), QStringLiteral("sbx-910b-cn"));
            QCOMPARE(i, ranked.size() - 1);
            continue;
        }
        QVERIFY2(usd(before, "est_job_cost") <= usd(after, "est_job_cost") + 1e-9,
            qPrintable(after.value(QStringLiteral("id")).toString()));
        pricierFirst = pricierFirst || usd(before, "price_per_hour") > usd(after, "price_per_hour");
        QCOMPARE(before.value(QStringLiteral("throughput")).toString(), QStringLiteral("nominal"));
    }
    // The point of ranking by the job: somewhere a dearer-per-hour offer comes first because it finishes sooner.
    QVERIFY(pricierFirst);
    // --sort still wins when given.
    const QJsonArray byPrice = fitsJson(withTokens + QStringList { QStringLiteral("--sort"), QStringLiteral("price") });
    QCOMPARE(byPrice.size(), ranked.size());
    for (qsizetype i = 1; i < byPrice.size(); ++i) {
        // Compared after conversion: ¥1.32 ($0.18) before $0.35.
        QVERIFY(usd(byPrice.at(i - 1).toObject(), "price_per_hour") <= usd(byPrice.at(i).toObject(), "price_per_hour"));
    }
}

void TestCliPlan::measuredBenchmarksChangeTheRanking()
{
    TempHome home;
    const QStringList flags = Lora7b + QStringList { QStringLiteral("--tokens"), QStringLiteral("1e9") };
    const QJsonObject nominal = byId(fitsJson(flags), QStringLiteral("sbx-4090-us"));
    QCOMPARE(nominal.value(QStringLiteral("tflops_per_gpu")).toDouble(), 165.2);
    {
        // An earlier `check --bench` on a machine from this offer measured a throttled 41.3 TFLOPS.
        const Storage storage(Paths::ledgerFile());
        QVERIFY2(storage.isOpen(), qPrintable(storage.error().message));
        Instance instance;
        instance.providerId = QStringLiteral("sandbox");
        instance.id = QStringLiteral("7");
        instance.offerId = QStringLiteral("sbx-4090-us");
        instance.gpuName = QStringLiteral("NVIDIA GeForce RTX 4090");
        instance.pricePerHour = Money::fromDecimalString(QStringLiteral("0.35"), QStringLiteral("USD"));
        const QDateTime at = QDateTime::currentDateTimeUtc();
        QVERIFY(storage.ledger()->recordLaunch(instance, at));
        CheckReport report;
        report.instanceName = instance.name();
        CheckResult bench = CheckResult::make(
            QStringLiteral("bench.tflops"), QStringLiteral("Matmul TFLOPS (bf16)"), CheckStatus::Warn, {});
        bench.value = 41.3;
        report.results << bench;
        QVERIFY(storage.checkReports().record(
            instance.name(), QStringLiteral("warn"), report.summary(), QJsonDocument(report.toJson()).toJson(), at));
    }
    const QJsonArray ranked = fitsJson(flags);
    const QJsonObject measured = byId(ranked, QStringLiteral("sbx-4090-us"));
    QCOMPARE(measured.value(QStringLiteral("throughput")).toString(), QStringLiteral("measured-offer"));
    QCOMPARE(measured.value(QStringLiteral("tflops_per_gpu")).toDouble(), 41.3);
    QVERIFY(std::abs(measured.value(QStringLiteral("est_hours")).toDouble()
                    / nominal.value(QStringLiteral("est_hours")).toDouble()
                - 165.2 / 41.3)
        < 1e-9);
    // The other 4090 offer takes the model's measurement; the L40S keeps its data sheet.
    QCOMPARE(byId(ranked, QStringLiteral("sbx-4090x2-cn")).value(QStringLiteral("throughput")).toString(),
        QStringLiteral("measured-model"));
    QCOMPARE(byId(ranked, QStringLiteral("sbx-l40s-eu")).value(QStringLiteral("throughput")).toString(),
        QStringLiteral("nominal"));
    // Four times slower, the cheapest-per-hour 4090 is no longer among the cheapest jobs.
    QVERIFY(ranked.at(0).toObject().value(QStringLiteral("id")).toString() != QLatin1String("sbx-4090-us"));
    QVERIFY(usd(measured, "est_job_cost") > usd(byId(ranked, QStringLiteral("sbx-l40s-eu")), "est_job_cost"));
}

QTEST_GUILESS_MAIN(TestCliPlan)
#include "TestCliPlan.moc"
