// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandbox/SandboxAscendBox.h"
#include "sandbox/SandboxCatalog.h"
#include "sandbox/SandboxGpuSimJson.h"
#include "watch/NpuSmiParser.h"

#include <QFile>
#include <QJsonArray>
#include <QSet>
#include <QTest>

using namespace RentDeck;

class TestSandboxCatalog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void bundledResourcesAreLinked();
    void everyOfferIsWellFormed();
    void coversTheMarket();
    void ascendNpuSmiHasTheRealLayout();
    void gpuFactsMatchDrivers_data();
    void gpuFactsMatchDrivers();
    void pricesAreExact();
    void queryFilters();
    void rejectsBadDocuments_data();
    void rejectsBadDocuments();
    void gpusimConfigFollowsTheOffer();

private:
    SandboxCatalog m_catalog;
};

void TestSandboxCatalog::initTestCase()
{
    Result<SandboxCatalog> catalog = SandboxCatalog::loadBundled();
    QVERIFY2(catalog.isOk(), qPrintable(catalog.error().message));
    m_catalog = std::move(catalog).value();
}

void TestSandboxCatalog::bundledResourcesAreLinked()
{
    // The static library's resources must reach the executable.
    QVERIFY(QFile::exists(QStringLiteral(":/data/gpu-catalog.json")));
    QVERIFY(QFile::exists(QStringLiteral(":/data/sandbox-offers.json")));
    QVERIFY(m_catalog.gpus().size() >= 10);
}

void TestSandboxCatalog::everyOfferIsWellFormed()
{
    QVERIFY(m_catalog.sandboxOffers().size() >= 8);
    QSet<QString> ids;
    for (const SandboxOffer &so : m_catalog.sandboxOffers()) {
        const Offer &offer = so.offer;
        QVERIFY2(!ids.contains(offer.id), qPrintable(offer.id));
        ids.insert(offer.id);
        const SandboxGpuModel *gpu = m_catalog.gpu(so.gpuKey);
        QVERIFY2(gpu, qPrintable(offer.id));
        QCOMPARE(offer.gpuName, gpu->name);
        QCOMPARE(offer.providerId, QStringLiteral("sandbox"));
        QVERIFY(offer.gpuCount >= 1);
        QVERIFY(offer.pricePerHour.isValid() && offer.pricePerHour.micros() > 0);
        QVERIFY(offer.billing.storagePerGbMonth.isValid());
        QVERIFY(offer.cpuCores > 0 && offer.ramGb > 0 && offer.diskGb > 0);
        QVERIFY(!offer.region.isEmpty());
        QVERIFY(offer.reliability.has_value() && *offer.reliability > 0 && *offer.reliability <= 1);
        QVERIFY(offer.note.startsWith(QStringLiteral("sandbox")));
        QVERIFY(SandboxCatalog::scenarios().contains(so.scenario));
        if (offer.pricePerHour.currency() == QStringLiteral("CNY")) {
            QVERIFY2(offer.region.startsWith(QStringLiteral("cn-")), qPrintable(offer.id));
        }
        if (gpu->isNpu()) {
            // An Ascend box: an NPU driver, no CUDA.
            QVERIFY2(!offer.driverVersion.isEmpty() && offer.maxCuda.isEmpty() && !gpu->cann.isEmpty(),
                qPrintable(offer.id));
        } else if (so.scenario != QStringLiteral("no-driver")) {
            QVERIFY2(!offer.driverVersion.isEmpty() && !offer.maxCuda.isEmpty(), qPrintable(offer.id));
        }
    }
}

void TestSandboxCatalog::coversTheMarket()
{
    QSet<QString> currencies;
    QSet<BillingGranularity> granularities;
    QSet<QString> scenarios;
    int sliced = 0;
    int multiGpu = 0;
    int oldDriver = 0;
    for (const SandboxOffer &so : m_catalog.sandboxOffers()) {
        currencies.insert(so.offer.pricePerHour.currency());
        granularities.insert(so.offer.billing.granularity);
        scenarios.insert(so.scenario);
        multiGpu += so.offer.gpuCount > 1 ? 1 : 0;
        if (so.offer.sliced) {
            ++sliced;
            QCOMPARE(so.virtualizationMode, QStringLiteral("VGPU"));
            QVERIFY(so.reportedMemoryMib * 2 < m_catalog.gpu(so.gpuKey)->memoryTotalMib);
            QCOMPARE(so.offer.vramGb, 20.0);
        }
        if (so.offer.driverVersion.section(QLatin1Char('.'), 0, 0).toInt() == 470) {
            ++oldDriver;
            QCOMPARE(so.offer.maxCuda, QStringLiteral("11.4"));
        }
    }
    QVERIFY(currencies.contains(QStringLiteral("USD")));
    QVERIFY(currencies.contains(QStringLiteral("CNY")));
    QVERIFY(granularities.contains(BillingGranularity::Second));
    QVERIFY(granularities.contains(BillingGranularity::Hour));
    QCOMPARE(sliced, 1);
    QCOMPARE(oldDriver, 1);
    QVERIFY(multiGpu >= 2);
    const SandboxOffer *ascend = m_catalog.offer(QStringLiteral("sbx-910b-cn"));
    QVERIFY(ascend);
    QCOMPARE(ascend->offer.gpuName, QStringLiteral("Ascend 910B3"));
    QCOMPARE(ascend->offer.gpuCount, 8);
    QCOMPARE(ascend->offer.vramGb, 64.0);
    QVERIFY(m_catalog.gpu(ascend->gpuKey)->isNpu());
    for (const char *scenario : { "idle", "busy", "throttled", "sliced", "old-driver", "no-driver" }) {
        QVERIFY2(scenarios.contains(QLatin1String(scenario)), scenario);
    }
}

void TestSandboxCatalog::gpuFactsMatchDrivers_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<qint64>("memoryMib");
    QTest::newRow("4090") << "NVIDIA GeForce RTX 4090" << qint64(24564);
    QTest::newRow("3090") << "NVIDIA GeForce RTX 3090" << qint64(24576);
    QTest::newRow("A100 40GB") << "NVIDIA A100-SXM4-40GB" << qint64(40960);
    QTest::newRow("A100 80GB") << "NVIDIA A100-SXM4-80GB" << qint64(81920);
    QTest::newRow("A100 PCIe") << "NVIDIA A100 80GB PCIe" << qint64(81920);
    QTest::newRow("H100") << "NVIDIA H100 80GB HBM3" << qint64(81559);
    QTest::newRow("H200") << "NVIDIA H200" << qint64(143771);
    QTest::newRow("L40S") << "NVIDIA L40S" << qint64(46068);
    QTest::newRow("A6000") << "NVIDIA RTX A6000" << qint64(49140);
    QTest::newRow("L4") << "NVIDIA L4" << qint64(23034);
}

void TestSandboxCatalog::gpuFactsMatchDrivers()
{
    QFETCH(QString, name);
    QFETCH(qint64, memoryMib);
    const auto it = std::find_if(m_catalog.gpus().cbegin(), m_catalog.gpus().cend(),
        [&name](const SandboxGpuModel &gpu) { return gpu.name == name; });
    QVERIFY(it != m_catalog.gpus().cend());
    QCOMPARE(it->memoryTotalMib, memoryMib);
    QVERIFY(it->powerLimitW > 0 && it->maxSmClockMhz > 0 && it->maxMemClockMhz > 0 && it->bf16Tflops > 0);
    QVERIFY(!it->architecture.isEmpty() && !it->productBrand.isEmpty());
    QVERIFY(it->interconnect == QStringLiteral("PCIe") || it->interconnect == QStringLiteral("NVLink"));
}

void TestSandboxCatalog::pricesAreExact()
{
    QCOMPARE(m_catalog.offer(QStringLiteral("sbx-4090-us"))->offer.pricePerHour, Money(350'000, QStringLiteral("USD")));
    const Offer &h100 = m_catalog.offer(QStringLiteral("sbx-h100x8-us"))->offer;
    QCOMPARE(h100.gpuCount, 8);
    QCOMPARE(h100.pricePerGpuHour(), Money(2'500'000, QStringLiteral("USD")));
    const Offer &cn = m_catalog.offer(QStringLiteral("sbx-4090x2-cn"))->offer;
    QCOMPARE(cn.pricePerGpuHour(), Money(1'980'000, QStringLiteral("CNY")));
    QCOMPARE(cn.billing.granularity, BillingGranularity::Hour);
    QCOMPARE(cn.billing.minimumSeconds, 3600);
    QVERIFY(m_catalog.offer(QStringLiteral("nope")) == nullptr);
}

void TestSandboxCatalog::queryFilters()
{
    QCOMPARE(m_catalog.offers().size(), m_catalog.sandboxOffers().size());
    OfferQuery byName;
    byName.gpuName = QStringLiteral("4090");
    const QList<Offer> rtx = m_catalog.offers(byName);
    QCOMPARE(rtx.size(), 2);
    OfferQuery big;
    big.minVramGb = 80;
    const QList<Offer> bigOffers = m_catalog.offers(big);
    QVERIFY(bigOffers.size() >= 3);
    for (const Offer &offer : bigOffers) {
        QVERIFY(offer.vramGb >= 80);
        QVERIFY(!offer.sliced); // the 20 GB slice of an A100 80GB must not pass
    }
    OfferQuery eight;
    eight.gpuCount = 8;
    QCOMPARE(m_catalog.offers(eight).size(), 2); // the 8 × H100 and the 8 × Ascend 910B3
    QCOMPARE(m_catalog.offers(eight).first().gpuName, QStringLiteral("NVIDIA H100 80GB HBM3"));
    QCOMPARE(m_catalog.offers(eight).last().gpuName, QStringLiteral("Ascend 910B3"));
    OfferQuery cheap;
    cheap.maxPricePerHour = Money::fromDecimalString(QStringLiteral("0.50"), QStringLiteral("USD"));
    for (const Offer &offer : m_catalog.offers(cheap)) {
        QVERIFY(offer.pricePerHour.currency() != QStringLiteral("USD") || offer.pricePerHour <= cheap.maxPricePerHour);
    }
    QVERIFY(!m_catalog.offers(cheap).isEmpty());
    OfferQuery spot;
    spot.spotOnly = true;
    QCOMPARE(m_catalog.offers(spot).size(), 1);
    OfferQuery none;
    none.gpuName = QStringLiteral("Voodoo");
    QVERIFY(m_catalog.offers(none).isEmpty());
}

void TestSandboxCatalog::rejectsBadDocuments_data()
{
    QTest::addColumn<QByteArray>("offers");
    const QByteArray good
        = R"({"id":"x","gpu":"g","count":1,"price_per_hour":"1.00","currency":"USD","billing":"second"})";
    QTest::newRow("ok") << QByteArray(R"({"offers":[)" + good + "]}");
    QTest::newRow("malformed") << QByteArray(R"({"offers":[)");
    QTest::newRow("no array") << QByteArray(R"({"offer":[]})");
    QTest::newRow("unknown gpu") << QByteArray(
        R"({"offers":[{"id":"x","gpu":"nope","price_per_hour":"1","currency":"USD","billing":"hour"}]})");
    QTest::newRow("float price") << QByteArray(
        R"({"offers":[{"id":"x","gpu":"g","price_per_hour":1.5,"currency":"USD","billing":"hour"}]})");
    QTest::newRow("bad billing") << QByteArray(
        R"({"offers":[{"id":"x","gpu":"g","price_per_hour":"1","currency":"USD","billing":"week"}]})");
    QTest::newRow("bad scenario") << QByteArray(
        R"({"offers":[{"id":"x","gpu":"g","price_per_hour":"1","currency":"USD","billing":"hour","scenario":"melting"}]})");
    QTest::newRow("slice without size") << QByteArray(
        R"({"offers":[{"id":"x","gpu":"g","price_per_hour":"1","currency":"USD","billing":"hour","sliced":true}]})");
    QTest::newRow("duplicate") << QByteArray(R"({"offers":[)" + good + "," + good + "]}");
}

void TestSandboxCatalog::rejectsBadDocuments()
{
    QFETCH(QByteArray, offers);
    const QByteArray gpus = R"({"gpus":[{"key":"g","name":"NVIDIA L4","memory_total_mib":23034,"vram_gb":24}]})";
    const Result<SandboxCatalog> catalog = SandboxCatalog::parse(gpus, offers);
    const bool expectOk = QByteArray(QTest::currentDataTag()) == "ok";
    QCOMPARE(catalog.isOk(), expectOk);
    if (!expectOk) {
        QCOMPARE(catalog.error().code, Error::Code::InvalidInput);
        QVERIFY(catalog.error().message.contains(QStringLiteral("catalog")));
    }
}

void TestSandboxCatalog::gpusimConfigFollowsTheOffer()
{
    const SandboxOffer *vgpu = m_catalog.offer(QStringLiteral("sbx-a100-20g-vgpu-cn"));
    QVERIFY(vgpu);
    QJsonObject json = SandboxGpuSimJson::build(
        { vgpu, m_catalog.gpu(vgpu->gpuKey), {}, QStringLiteral("7"), QStringLiteral("seed"), 1700000000 });
    QCOMPARE(json.value(QLatin1String("scenario")).toString(), QStringLiteral("sliced"));
    QCOMPARE(json.value(QLatin1String("hostname")).toString(), QStringLiteral("sandbox-7"));
    QCOMPARE(json.value(QLatin1String("started_at")).toInteger(), 1700000000);
    QJsonObject gpu = json.value(QLatin1String("gpus")).toArray().first().toObject();
    QCOMPARE(gpu.value(QLatin1String("name")).toString(), QStringLiteral("NVIDIA A100 80GB PCIe"));
    QCOMPARE(gpu.value(QLatin1String("memory_total_mib")).toInteger(), 20480);
    QCOMPARE(gpu.value(QLatin1String("virtualization_mode")).toString(), QStringLiteral("VGPU"));

    const SandboxOffer *h100 = m_catalog.offer(QStringLiteral("sbx-h100x8-us"));
    json = SandboxGpuSimJson::build({ h100, m_catalog.gpu(h100->gpuKey), QStringLiteral("old-driver"),
        QStringLiteral("1"), QStringLiteral("seed"), 0 });
    QCOMPARE(json.value(QLatin1String("driver_version")).toString(), QStringLiteral("470.256.02"));
    QCOMPARE(json.value(QLatin1String("cuda_version")).toString(), QStringLiteral("11.4"));
    const QJsonArray gpus = json.value(QLatin1String("gpus")).toArray();
    QCOMPARE(gpus.size(), 8);
    QSet<QString> uuids;
    QSet<QString> buses;
    for (const QJsonValue &value : gpus) {
        const QJsonObject object = value.toObject();
        QCOMPARE(object.value(QLatin1String("memory_total_mib")).toInteger(), 81559);
        QCOMPARE(object.value(QLatin1String("virtualization_mode")).toString(), QStringLiteral("None"));
        QCOMPARE(object.value(QLatin1String("mig_mode")).toString(), QStringLiteral("Disabled"));
        QVERIFY(object.value(QLatin1String("uuid")).toString().startsWith(QStringLiteral("GPU-")));
        uuids.insert(object.value(QLatin1String("uuid")).toString());
        buses.insert(object.value(QLatin1String("pci_bus_id")).toString());
    }
    QCOMPARE(uuids.size(), 8);
    QCOMPARE(buses.size(), 8);
    const SandboxOffer *old = m_catalog.offer(QStringLiteral("sbx-3090-old-cn"));
    json = SandboxGpuSimJson::build({ old, m_catalog.gpu(old->gpuKey), {}, QStringLiteral("2"), {}, 0 });
    QCOMPARE(json.value(QLatin1String("driver_version")).toString(), QStringLiteral("470.256.02"));
    gpu = json.value(QLatin1String("gpus")).toArray().first().toObject();
    QCOMPARE(gpu.value(QLatin1String("serial")).toString(), QStringLiteral("N/A"));
    QCOMPARE(gpu.value(QLatin1String("product_brand")).toString(), QStringLiteral("GeForce"));
}

void TestSandboxCatalog::ascendNpuSmiHasTheRealLayout()
{
    const SandboxOffer *ascend = m_catalog.offer(QStringLiteral("sbx-910b-cn"));
    QVERIFY(ascend);
    const QString generated = SandboxAscendBox::npuSmiInfo(
        *m_catalog.gpu(ascend->gpuKey), ascend->offer.gpuCount, ascend->offer.driverVersion);
    QFile capture(QStringLiteral(RD_NPU_SMI_DATA "/vllm-ascend-3114-910b3-x8-25.2.0.txt"));
    QVERIFY(capture.open(QIODevice::ReadOnly));
    const QStringList real = QString::fromUtf8(capture.readAll()).split(QLatin1Char('\n'));
    const QStringList ours = generated.split(QLatin1Char('\n'));
    QCOMPARE(ours.size(), real.size());
    for (qsizetype i = 0; i < real.size(); ++i) {
        // The same frame: every line as long, with its bars and corners where npu-smi 25.2.0 puts them.
        QCOMPARE(ours.at(i).size(), real.at(i).size());
        for (qsizetype c = 0; c < real.at(i).size(); ++c) {
            const QChar r = real.at(i).at(c);
            if (r == QLatin1Char('|') || r == QLatin1Char('+')) {
                QVERIFY2(ours.at(i).at(c) == r, qPrintable(QStringLiteral("line %1: %2").arg(i).arg(ours.at(i))));
            }
        }
    }
    for (int i = 0; i < 6; ++i) {
        QCOMPARE(ours.at(i), real.at(i)); // banner and column headers, word for word
    }
    const Result<NpuReport> report = NpuSmiParser::parse(generated.toUtf8());
    QVERIFY2(report, qPrintable(report ? QString() : report.error().message));
    QCOMPARE(report->devices.size(), 8);
    QCOMPARE(report->devices.at(7).name, QStringLiteral("910B3"));
    QCOMPARE(report->devices.at(0).health, QStringLiteral("OK"));
    QCOMPARE(report->devices.at(0).hbmTotalMib, std::optional<qint64>(65536));
    QCOMPARE(report->npuSmiVersion, QStringLiteral("25.2.0"));
}

QTEST_GUILESS_MAIN(TestSandboxCatalog)
#include "TestSandboxCatalog.moc"
