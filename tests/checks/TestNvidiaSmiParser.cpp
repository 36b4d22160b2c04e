// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/NvidiaSmiCsvParser.h"
#include "checks/NvidiaSmiParser.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace RentDeck;

namespace {

QString dataDir()
{
    return QStringLiteral(RD_NVIDIA_SMI_DATA);
}

QByteArray readFixture(const QString &name)
{
    QFile file(dataDir() + QLatin1Char('/') + name);
    if (!file.open(QIODevice::ReadOnly)) {
        qWarning() << "cannot read fixture" << file.fileName();
        return {};
    }
    return file.readAll();
}

// Expected values from ../shared/reference/nvidia-smi/SOURCES.md and the files themselves.
struct Expected
{
    const char *file;
    const char *format; // GpuReport::formatName, or "error"/"failure"
    const char *driver;
    const char *cuda;
    int gpus;
    const char *name; // every GPU's name
    const char *totals; // memory.total per GPU, comma separated; "" when the format has none
};

const Expected Fixtures[] = {
    { "a0s-2gpu-query-gpu-1.csv", "csv", "", "", 2, "", "" },
    { "a0s-3gpu-mixed-query-gpu-2.csv", "csv", "", "", 3, "", "8119,4043,8119" },
    { "alta3-table-535.104.05-a100-sxm4-80gb-mig-no-devices.txt", "table", "535.104.05", "12.2", 1,
        "NVIDIA A100-SXM4-80GB", "81920" },
    { "gpud-e2e-q-550.127.05-a10.txt", "query", "550.127.05", "12.4", 1, "NVIDIA A10", "23028" },
    { "gpud-e2e-table-550.127.05-a10.txt", "table", "550.127.05", "12.4", 1, "NVIDIA A10", "23028" },
    { "gpud-nvlink-status-a100.txt", "list", "", "", 8, "NVIDIA A100-SXM4-80GB", "" },
    { "gpud-q-535.129.03-a10.txt", "query", "535.129.03", "12.2", 1, "NVIDIA A10", "23028" },
    { "gpud-q-535.154.05-8x-rtx4090-0.txt", "query", "535.154.05", "12.2", 8, "NVIDIA GeForce RTX 4090",
        "24564,24564,24564,24564,24564,24564,24564,24564" },
    { "gpud-q-535.154.05-8x-rtx4090-0b.txt", "query", "535.154.05", "12.2", 8, "NVIDIA GeForce RTX 4090",
        "24564,24564,24564,24564,24564,24564,24564,24564" },
    { "gpud-q-535.154.05-8x-rtx4090-1.txt", "query", "535.154.05", "12.2", 8, "NVIDIA GeForce RTX 4090",
        "24564,24564,24564,24564,24564,24564,24564,24564" },
    { "gpud-q-535.154.05-8x-rtx4090-2.txt", "query", "535.154.05", "12.2", 8, "NVIDIA GeForce RTX 4090",
        "24564,24564,24564,24564,24564,24564,24564,24564" },
    { "gpud-q-535.154.05-8x-rtx4090-3.txt", "query", "535.154.05", "12.2", 8, "NVIDIA GeForce RTX 4090",
        "24564,24564,24564,24564,24564,24564,24564,24564" },
    { "gpud-q-535.161.08-8x-h100.txt", "query", "535.161.08", "12.2", 8, "NVIDIA H100 80GB HBM3",
        "81559,81559,81559,81559,81559,81559,81559,81559" },
    { "gpud-q-535.183.01-8x-h100.txt", "query", "535.183.01", "12.2", 8, "NVIDIA H100 80GB HBM3",
        "81559,81559,81559,81559,81559,81559,81559,81559" },
    { "gpud-q-560.35.03-titan-v.txt", "query", "560.35.03", "12.6", 1, "NVIDIA TITAN V", "12288" },
    { "gpud-table-525.125.06-geforce-err-fan-eprocess.txt", "table", "525.125.06", "12.0", 1, "NVIDIA GeForce ...",
        "23028" },
    { "gpud-table-550.90.07-8x-h100.txt", "table", "550.90.07", "12.4", 8, "NVIDIA H100 80GB HBM3",
        "81559,81559,81559,81559,81559,81559,81559,81559" },
    { "misc-error-driver-not-communicating.txt", "failure", "", "", 0, "", "" },
    { "misc-error-no-devices-found.txt", "failure", "", "", 0, "", "" },
    { "misc-table-384.98-gt635m-no-cuda-field.txt", "table", "384.98", "", 1, "GeForce GT 635M", "1985" },
    { "misc-table-450.80.02-8x-a100-sxm4-40gb-mig-mixed.txt", "table", "450.80.02", "11.0", 8, "A100-SXM4-40GB",
        "40537,40537,40537,40537,40537,40537,40537,40537" },
    { "misc-table-535.161.08-a100-pcie-40gb-mig-7x1g.txt", "table", "535.161.08", "12.2", 1, "NVIDIA A100-PCIE-40GB",
        "40960" },
    { "misc-table-570.148.08-a100-80gb-pcie-mig-3g-2g-1g.txt", "table", "570.148.08", "12.8", 1,
        "NVIDIA A100 80GB PCIe", "81920" },
    { "netdata-a100-sxm4-mig.xml", "xml", "510.47.03", "11.6", 1, "NVIDIA A100-SXM4-40GB", "40960" },
    { "netdata-help-query-gpu.txt", "error", "", "", 0, "", "" },
    { "netdata-tesla-p100.csv", "csv", "", "", 1, "Tesla P100-PCIE-16GB", "" },
    { "ngx-linux-x86_64_nvidia-geforce-rtx-2080-super_595.71.05.capture.txt", "query", "595.71.05", "13.2", 1,
        "NVIDIA GeForce RTX 2080 SUPER", "8192" },
    { "ngx-linux-x86_64_nvidia-geforce-rtx-2080-super_595.71.05.idle-q.txt", "query", "595.71.05", "13.2", 1,
        "NVIDIA GeForce RTX 2080 SUPER", "8192" },
    { "ngx-linux-x86_64_nvidia-geforce-rtx-2080-super_595.71.05.idle-query-gpu.csv", "csv", "595.71.05", "", 1,
        "NVIDIA GeForce RTX 2080 SUPER", "8192" },
    { "ngx-linux-x86_64_nvidia-geforce-rtx-2080-super_595.71.05.idle-table.txt", "table", "595.71.05", "13.2", 1,
        "NVIDIA GeForce RTX 2080 ...", "8192" },
    { "ngx-linux-x86_64_nvidia-geforce-rtx-2080-super_595.71.05.list.txt", "list", "", "", 1,
        "NVIDIA GeForce RTX 2080 SUPER", "" },
    { "ngx-linux-x86_64_nvidia-geforce-rtx-2080-super_595.71.05.load-query-gpu.csv", "csv", "595.71.05", "", 1,
        "NVIDIA GeForce RTX 2080 SUPER", "8192" },
    { "ngx-linux-x86_64_nvidia-geforce-rtx-2080-super_595.71.05.load-table.txt", "table", "595.71.05", "13.2", 1,
        "NVIDIA GeForce RTX 2080 ...", "8192" },
    { "ngx-linux-x86_64_nvidia-geforce-rtx-2080-super_595.71.05.version.txt", "version", "595.71.05", "13.2", 0, "",
        "" },
    { "ngx-windows-x86_64_nvidia-geforce-rtx-2080-super_610.62.capture.txt", "query", "610.62", "13.3", 1,
        "NVIDIA GeForce RTX 2080 SUPER", "8192" },
    { "ngx-windows-x86_64_nvidia-geforce-rtx-2080-super_610.62.idle-q.txt", "query", "610.62", "13.3", 1,
        "NVIDIA GeForce RTX 2080 SUPER", "8192" },
    { "ngx-windows-x86_64_nvidia-geforce-rtx-2080-super_610.62.idle-query-gpu.csv", "csv", "610.62", "", 1,
        "NVIDIA GeForce RTX 2080 SUPER", "8192" },
    { "ngx-windows-x86_64_nvidia-geforce-rtx-2080-super_610.62.idle-table.txt", "table", "610.62", "13.3", 1,
        "NVIDIA GeForce RTX 2080 ...", "8192" },
    { "ngx-windows-x86_64_nvidia-geforce-rtx-2080-super_610.62.list.txt", "list", "", "", 1,
        "NVIDIA GeForce RTX 2080 SUPER", "" },
    { "ngx-windows-x86_64_nvidia-geforce-rtx-2080-super_610.62.load-query-gpu.csv", "csv", "610.62", "", 1,
        "NVIDIA GeForce RTX 2080 SUPER", "8192" },
    { "ngx-windows-x86_64_nvidia-geforce-rtx-2080-super_610.62.load-table.txt", "table", "610.62", "13.3", 1,
        "NVIDIA GeForce RTX 2080 ...", "8192" },
    { "ngx-windows-x86_64_nvidia-geforce-rtx-2080-super_610.62.version.txt", "version", "610.62", "13.3", 0, "", "" },
    { "runai-table-460.91.03-a100-sxm4-40gb-mig-3x2g.txt", "table", "460.91.03", "11.2", 1, "A100-SXM4-40GB", "40536" },
    { "telegraf-3090-v13.xml", "xml", "590.44.01", "13.1", 1, "NVIDIA GeForce RTX 3090", "24576" },
    { "telegraf-a100-sxm4-v12.xml", "xml", "535.54.03", "12.2", 1, "NVIDIA A100-SXM4-80GB", "81920" },
    { "telegraf-a10g.xml", "xml", "515.105.01", "11.7", 1, "NVIDIA A10G", "23028" },
    { "telegraf-dual_a5000-v13.xml", "xml", "590.44.01", "13.1", 2, "NVIDIA RTX A5000", "24564,24564" },
    { "telegraf-gtx-1070-ti.xml", "xml", "", "", 1, "GeForce GTX 1070 Ti", "4096" },
    { "telegraf-gtx-1660-ti.xml", "xml", "418.43", "10.1", 1, "Graphics Device", "5912" },
    { "telegraf-quadro-p400.xml", "xml", "418.43", "10.1", 1, "Quadro P400", "1998" },
    { "telegraf-rtx-3090-v12.xml", "xml", "525.147.05", "12.0", 1, "NVIDIA GeForce RTX 3090", "24576" },
    { "telegraf-tesla_p4.xml", "xml", "513.46", "11.6", 1, "GRID P4-1Q", "1024" },
    { "thamada-A100SXMx4.q.txt", "query", "555.42.02", "12.5", 4, "NVIDIA A100-SXM4-80GB", "81920,81920,81920,81920" },
    { "thamada-A100SXMx4.table.txt", "table", "555.42.02", "12.5", 4, "NVIDIA A100-SXM4-80GB",
        "81920,81920,81920,81920" },
    { "thamada-L4.q.txt", "query", "550.90.07", "12.4", 1, "NVIDIA L4", "23034" },
    { "thamada-L4.table.txt", "table", "550.90.07", "12.4", 1, "NVIDIA L4", "23034" },
    { "thamada-RTX3090.q.txt", "query", "560.35.03", "12.6", 2, "NVIDIA GeForce RTX 3090", "24576,24576" },
    { "thamada-RTX3090.table.txt", "table", "560.35.03", "12.6", 2, "NVIDIA GeForce RTX 3090", "24576,24576" },
};

GpuReport parseFixture(const char *name)
{
    Result<GpuReport> report = NvidiaSmiParser::parseAny(readFixture(QLatin1String(name)));
    if (!report) {
        qWarning() << name << report.error().message;
        return {};
    }
    return std::move(report).value();
}

} // namespace

class TestNvidiaSmiParser : public QObject
{
    Q_OBJECT

private slots:
    void everyCaptureIsListed();
    void capturesMatchSharedReference();
    void capture_data();
    void capture();
    void migFromXml();
    void migFromTables();
    void migTables_data();
    void migTables();
    void cutMigTable_data();
    void cutMigTable();
    void wholeCapturesHaveNoWarnings();
    void partialDocumentsNameWhatIsMissing();
    void errFanTruncatedName();
    void windowsKmdVersions();
    void vgpuSlice();
    void eventReasons();
    void eccAndRemappedRows();
    void csvNotAvailableAndUnits();
    void csvWithoutHeader();
    void listWithMigLines();
    void regressionFixtures_data();
    void regressionFixtures();
};

void TestNvidiaSmiParser::everyCaptureIsListed()
{
    QStringList listed;
    for (const Expected &expected : Fixtures) {
        listed << QLatin1String(expected.file);
    }
    const QStringList files = QDir(dataDir()).entryList(
        { QStringLiteral("*.txt"), QStringLiteral("*.xml"), QStringLiteral("*.csv") }, QDir::Files);
    QVERIFY(!files.isEmpty());
    for (const QString &file : files) {
        QVERIFY2(listed.contains(file), qPrintable(file + QStringLiteral(" has no expected values in the table")));
    }
    QCOMPARE(listed.size(), files.size());
}

void TestNvidiaSmiParser::capturesMatchSharedReference()
{
    // CI checks ../shared out beside the clone; our copies must stay verbatim.
    const QDir shared(qEnvironmentVariable("RD_SHARED_REFERENCE") + QStringLiteral("/nvidia-smi"));
    if (!shared.exists()) {
        QSKIP("RD_SHARED_REFERENCE/nvidia-smi is not there");
    }
    // Captures added here after the shared folder was made are not in it; SOURCES.md here must still cite them.
    const QByteArray sources = readFixture(QStringLiteral("SOURCES.md"));
    QVERIFY(!sources.isEmpty());
    for (const Expected &expected : Fixtures) {
        QFile file(shared.filePath(QLatin1String(expected.file)));
        if (!file.exists()) {
            QVERIFY2(sources.contains(QByteArray(QByteArray("| `") + expected.file + "` |")),
                qPrintable(QLatin1String(expected.file) + QStringLiteral(" has no row in SOURCES.md")));
            continue;
        }
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        QCOMPARE(readFixture(QLatin1String(expected.file)), file.readAll());
    }
}

void TestNvidiaSmiParser::capture_data()
{
    QTest::addColumn<int>("row");
    for (int i = 0; i < int(std::size(Fixtures)); ++i) {
        QTest::newRow(Fixtures[i].file) << i;
    }
}

void TestNvidiaSmiParser::capture()
{
    QFETCH(int, row);
    const Expected &expected = Fixtures[row];
    const QByteArray data = readFixture(QLatin1String(expected.file));
    QVERIFY(!data.isEmpty());
    const Result<GpuReport> report = NvidiaSmiParser::parseAny(data);
    const QLatin1String format(expected.format);
    if (format == QLatin1String("failure") || format == QLatin1String("error")) {
        QVERIFY(!report);
        QCOMPARE(
            report.error().code, format == QLatin1String("failure") ? Error::Code::Missing : Error::Code::InvalidInput);
        QVERIFY(!report.error().message.isEmpty());
        return;
    }
    QVERIFY2(report, qPrintable(report.error().message));
    QCOMPARE(GpuReport::formatName(report->format), QString(format));
    QCOMPARE(report->driverVersion, QLatin1String(expected.driver));
    QCOMPARE(report->cudaVersion, QLatin1String(expected.cuda));
    QCOMPARE(report->gpus.size(), expected.gpus);
    QStringList totals;
    for (qsizetype i = 0; i < report->gpus.size(); ++i) {
        const GpuInfo &gpu = report->gpus.at(i);
        QCOMPARE(gpu.name, QLatin1String(expected.name));
        if (gpu.memoryTotalMib) {
            totals << QString::number(*gpu.memoryTotalMib);
        }
    }
    QCOMPARE(totals.join(QLatin1Char(',')), QLatin1String(expected.totals));
}

void TestNvidiaSmiParser::migFromXml()
{
    const GpuReport netdata = parseFixture("netdata-a100-sxm4-mig.xml");
    QCOMPARE(netdata.gpus.size(), 1);
    const GpuInfo &gpu = netdata.gpus.first();
    QCOMPARE(gpu.migEnabled, std::optional<bool>(true));
    QCOMPARE(gpu.migDevices.size(), 2);
    QCOMPARE(gpu.migDevices.at(0).memoryTotalMib, std::optional<qint64>(19968));
    QCOMPARE(gpu.migDevices.at(0).smCount, std::optional<int>(42));
    QCOMPARE(gpu.migDevices.at(1).gpuInstanceId, std::optional<int>(2));
    QCOMPARE(gpu.utilizationGpu, std::nullopt);
    QCOMPARE(gpu.virtualizationMode, QStringLiteral("Pass-Through"));
    QCOMPARE(gpu.uuid, QStringLiteral("GPU-27b94a00-ed54-5c24-b1fd-1054085de32a"));

    const GpuReport telegraf = parseFixture("telegraf-a100-sxm4-v12.xml");
    QCOMPARE(telegraf.gpus.first().migDevices.size(), 4);
    for (const MigDevice &mig : telegraf.gpus.first().migDevices) {
        QCOMPARE(mig.memoryTotalMib, std::optional<qint64>(19968));
        QCOMPARE(mig.smCount, std::optional<int>(14));
    }
    QCOMPARE(telegraf.gpus.first().powerDrawW, std::optional<double>(67.03));
    QCOMPARE(telegraf.gpus.first().powerLimitW, std::optional<double>(500.0));
}

void TestNvidiaSmiParser::migFromTables()
{
    const GpuReport mixed = parseFixture("misc-table-450.80.02-8x-a100-sxm4-40gb-mig-mixed.txt");
    QCOMPARE(mixed.gpus.size(), 8);
    QCOMPARE(mixed.gpus.at(0).migEnabled, std::optional<bool>(false));
    QCOMPARE(mixed.gpus.at(1).migEnabled, std::optional<bool>(true));
    QCOMPARE(mixed.gpus.at(1).utilizationGpu, std::nullopt);
    QCOMPARE(mixed.gpus.last().index, 7);
    QCOMPARE(mixed.gpus.last().migDevices.size(), 1);
    QCOMPARE(mixed.gpus.last().migDevices.first().memoryTotalMib, std::optional<qint64>(4864));
    QCOMPARE(mixed.gpus.last().migDevices.first().gpuInstanceId, std::optional<int>(13));

    const GpuReport sliced = parseFixture("misc-table-570.148.08-a100-80gb-pcie-mig-3g-2g-1g.txt");
    const QList<MigDevice> &migs = sliced.gpus.first().migDevices;
    QCOMPARE(migs.size(), 4);
    QCOMPARE(migs.at(0).memoryTotalMib, std::optional<qint64>(40192));
    QCOMPARE(migs.at(1).memoryTotalMib, std::optional<qint64>(19968));
    QCOMPARE(migs.at(2).memoryTotalMib, std::optional<qint64>(9728));
    QCOMPARE(migs.at(3).index, 3);
    QCOMPARE(migs.at(3).smCount, std::optional<int>(14));
    QCOMPARE(sliced.gpus.first().powerLimitW, std::optional<double>(300.0));
}

void TestNvidiaSmiParser::migTables_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("gpu"); // the GPU with the MIG devices; the others have none
    QTest::addColumn<QString>("totals"); // memory total of each MIG device, MiB
    QTest::addColumn<QString>("used");
    const QString seven1g = QStringList(7, QStringLiteral("4864")).join(QLatin1Char(','));
    QTest::newRow("450, blank line, 1 slice on GPU 7")
        << QStringLiteral("misc-table-450.80.02-8x-a100-sxm4-40gb-mig-mixed.txt") << 7 << QStringLiteral("4864")
        << QStringLiteral("3");
    QTest::newRow("460, 3 slices and GI/CI processes")
        << QStringLiteral("runai-table-460.91.03-a100-sxm4-40gb-mig-3x2g.txt") << 0 << QStringLiteral("9984,9984,9984")
        << QStringLiteral("9118,9118,9016");
    QTest::newRow("535, no blank line, 7 slices, no processes block")
        << QStringLiteral("misc-table-535.161.08-a100-pcie-40gb-mig-7x1g.txt") << 0 << seven1g
        << QStringList(7, QStringLiteral("5")).join(QLatin1Char(','));
    QTest::newRow("535, no blank line, no MIG devices found")
        << QStringLiteral("alta3-table-535.104.05-a100-sxm4-80gb-mig-no-devices.txt") << 0 << QString() << QString();
    QTest::newRow("570, 3g+2g+1g+1g") << QStringLiteral("misc-table-570.148.08-a100-80gb-pcie-mig-3g-2g-1g.txt") << 0
                                      << QStringLiteral("40192,19968,9728,9728") << QStringLiteral("107,71,36,36");
}

void TestNvidiaSmiParser::migTables()
{
    QFETCH(QString, file);
    QFETCH(int, gpu);
    QFETCH(QString, totals);
    QFETCH(QString, used);
    const Result<GpuReport> report = NvidiaSmiParser::parseAny(readFixture(file));
    QVERIFY2(report, qPrintable(report.error().message));
    QVERIFY2(report->warnings.isEmpty(), qPrintable(report->warnings.join(QLatin1Char('\n'))));
    QVERIFY(gpu < report->gpus.size());
    for (const GpuInfo &other : report->gpus) {
        QVERIFY(other.index == gpu || other.migDevices.isEmpty());
    }
    const GpuInfo &sliced = report->gpus.at(gpu);
    QCOMPARE(sliced.migEnabled, std::optional<bool>(true));
    QStringList seenTotals;
    QStringList seenUsed;
    for (const MigDevice &mig : sliced.migDevices) {
        seenTotals << QString::number(mig.memoryTotalMib.value_or(-1));
        seenUsed << QString::number(mig.memoryUsedMib.value_or(-1));
        QVERIFY(mig.gpuInstanceId && mig.computeInstanceId && mig.smCount);
    }
    QCOMPARE(seenTotals.join(QLatin1Char(',')), totals);
    QCOMPARE(seenUsed.join(QLatin1Char(',')), used);
    for (qsizetype i = 0; i < sliced.migDevices.size(); ++i) {
        QCOMPARE(sliced.migDevices.at(i).index, int(i));
    }
}

void TestNvidiaSmiParser::cutMigTable_data()
{
    // Pasted copies that stop inside the "MIG devices" block: \a marker (a line of the real table) + \a offset.
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("marker");
    QTest::addColumn<int>("offset");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("migs"); // whole MIG rows kept
    const QString t570 = QStringLiteral("misc-table-570.148.08-a100-80gb-pcie-mig-3g-2g-1g.txt");
    const QString t535 = QStringLiteral("misc-table-535.161.08-a100-pcie-40gb-mig-7x1g.txt");
    const QString t450 = QStringLiteral("misc-table-450.80.02-8x-a100-sxm4-40gb-mig-mixed.txt");
    QTest::newRow("570, in the third row") << t570 << QByteArray("|  0   13   0   2") << 30 << 1 << 2;
    QTest::newRow("570, before the first BAR1 line")
        << t570 << QByteArray("|                  |                 0MiB / 65535MiB") << 0 << 1 << 1;
    QTest::newRow("535, in the fifth row") << t535 << QByteArray("|  0   11   0   4") << 40 << 1 << 4;
    QTest::newRow("535, in the block header") << t535 << QByteArray("| GPU  GI  CI  MIG") << 0 << 1 << 0;
    QTest::newRow("450, right after the header rule") << t450 << QByteArray("|  7   13   0   0") << 0 << 8 << 0;
}

void TestNvidiaSmiParser::cutMigTable()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, marker);
    QFETCH(int, offset);
    QFETCH(int, gpus);
    QFETCH(int, migs);
    const QByteArray whole = readFixture(file);
    const qsizetype at = whole.indexOf(marker);
    QVERIFY(at > 0);
    const Result<GpuReport> report = NvidiaSmiParser::parseAny(whole.left(at + offset));
    QVERIFY2(report, qPrintable(report.error().message));
    QCOMPARE(report->gpus.size(), gpus);
    qsizetype seen = 0;
    for (const GpuInfo &gpu : report->gpus) {
        seen += gpu.migDevices.size();
        for (const MigDevice &mig : gpu.migDevices) {
            QVERIFY(mig.memoryTotalMib.value_or(0) > 1000); // a cut row never gives a wrong size
        }
    }
    QCOMPARE(seen, qsizetype(migs));
    QCOMPARE(report->warnings.size(), 1);
    QVERIFY2(report->warnings.first().contains(QLatin1String("ends inside the \"MIG devices\" block")),
        qPrintable(report->warnings.first()));
}

void TestNvidiaSmiParser::wholeCapturesHaveNoWarnings()
{
    // Two telegraf files were trimmed by their contributor; the parser says what they lack.
    const QStringList trimmed { QStringLiteral("telegraf-a100-sxm4-v12.xml"),
        QStringLiteral("telegraf-gtx-1070-ti.xml") };
    for (const Expected &expected : Fixtures) {
        const Result<GpuReport> report = NvidiaSmiParser::parseAny(readFixture(QLatin1String(expected.file)));
        if (!report) {
            continue; // the error/failure rows, checked in capture()
        }
        const QString file = QLatin1String(expected.file);
        QVERIFY2(report->warnings.isEmpty() != trimmed.contains(file),
            qPrintable(file + QStringLiteral(": ") + report->warnings.join(QStringLiteral("; "))));
    }
    QCOMPARE(parseFixture("telegraf-a100-sxm4-v12.xml").warnings,
        QStringList { QStringLiteral("nvidia-smi -q -x says attached_gpus 4 but lists 1 <gpu>: the other GPUs are "
                                     "missing") });
    const QString fragment = parseFixture("telegraf-gtx-1070-ti.xml").warnings.join(QLatin1Char('\n'));
    QVERIFY2(
        fragment.contains(QLatin1String("no driver_version")) && fragment.contains(QLatin1String("no cuda_version")),
        qPrintable(fragment));
}

void TestNvidiaSmiParser::partialDocumentsNameWhatIsMissing()
{
    // A whole real -q -x, then the same without driver_version and without its fb_memory_usage total.
    QString xml = QString::fromUtf8(readFixture(QStringLiteral("telegraf-3090-v13.xml")));
    QVERIFY(parseFixture("telegraf-3090-v13.xml").warnings.isEmpty());
    xml.remove(QRegularExpression(QStringLiteral("<driver_version>[^<]*</driver_version>")));
    xml.replace(
        QRegularExpression(QStringLiteral("(<fb_memory_usage>\\s*)<total>[^<]*</total>")), QStringLiteral("\\1"));
    const Result<GpuReport> partial = NvidiaSmiParser::parseAny(xml.toUtf8());
    QVERIFY2(partial, qPrintable(partial.error().message));
    QVERIFY(partial->driverVersion.isEmpty());
    QCOMPARE(partial->cudaVersion, QStringLiteral("13.1"));
    QCOMPARE(partial->gpus.first().memoryTotalMib, std::nullopt);
    QCOMPARE(partial->warnings.size(), 2);
    QVERIFY2(partial->warnings.at(0).contains(QLatin1String("no driver_version")), qPrintable(partial->warnings.at(0)));
    QVERIFY2(partial->warnings.at(1).contains(QLatin1String("no fb_memory_usage total for GPU 0")),
        qPrintable(partial->warnings.at(1)));

    // The -q text says the same of a copy without its Driver Version line.
    QString query = QString::fromUtf8(readFixture(QStringLiteral("gpud-q-535.129.03-a10.txt")));
    query.remove(QRegularExpression(QStringLiteral("^Driver Version[^\\n]*\\n"), QRegularExpression::MultilineOption));
    const Result<GpuReport> text = NvidiaSmiParser::parseAny(query.toUtf8());
    QVERIFY2(text, qPrintable(text.error().message));
    QCOMPARE(text->warnings, QStringList { QStringLiteral("nvidia-smi -q has no Driver Version (a partial copy?)") });
}

void TestNvidiaSmiParser::errFanTruncatedName()
{
    const GpuReport report = parseFixture("gpud-table-525.125.06-geforce-err-fan-eprocess.txt");
    const GpuInfo &gpu = report.gpus.first();
    QVERIFY(gpu.isNameTruncated());
    QCOMPARE(gpu.temperatureC, std::optional<int>(38));
    QCOMPARE(gpu.pstate, QStringLiteral("P5"));
    QCOMPARE(gpu.powerDrawW, std::optional<double>(49.0));
    QCOMPARE(gpu.powerLimitW, std::optional<double>(450.0));
    QCOMPARE(gpu.memoryUsedMib, std::optional<qint64>(2021));
    QCOMPARE(gpu.utilizationGpu, std::optional<int>(0));
    QCOMPARE(gpu.busId, QStringLiteral("00000000:01:00.0"));
    QCOMPARE(gpu.eccVolatileUncorrected, std::optional<qint64>(0));

    const GpuReport old = parseFixture("misc-table-384.98-gt635m-no-cuda-field.txt");
    QVERIFY(old.cudaVersion.isEmpty());
    QCOMPARE(old.gpus.first().powerDrawW, std::nullopt);
    QCOMPARE(old.gpus.first().utilizationGpu, std::nullopt);
    QCOMPARE(old.gpus.first().temperatureC, std::optional<int>(47));
}

void TestNvidiaSmiParser::windowsKmdVersions()
{
    for (const char *file : { "ngx-windows-x86_64_nvidia-geforce-rtx-2080-super_610.62.idle-table.txt",
             "ngx-windows-x86_64_nvidia-geforce-rtx-2080-super_610.62.idle-q.txt",
             "ngx-windows-x86_64_nvidia-geforce-rtx-2080-super_610.62.version.txt" }) {
        const GpuReport report = parseFixture(file);
        QCOMPARE(report.kmdVersion, QStringLiteral("610.62"));
        QCOMPARE(report.cudaUmdVersion, QStringLiteral("13.3"));
        QCOMPARE(report.driverVersion, QStringLiteral("610.62"));
    }
    const GpuReport query = parseFixture("ngx-windows-x86_64_nvidia-geforce-rtx-2080-super_610.62.idle-q.txt");
    QCOMPARE(query.gpus.first().powerDrawW, std::optional<double>(37.21));
    QCOMPARE(query.gpus.first().powerLimitW, std::optional<double>(250.0));
    QCOMPARE(query.gpus.first().smClockMaxMhz, std::optional<int>(2145));
    QCOMPARE(query.gpus.first().migEnabled, std::nullopt);
    QVERIFY(
        parseFixture("ngx-linux-x86_64_nvidia-geforce-rtx-2080-super_595.71.05.idle-table.txt").kmdVersion.isEmpty());
}

void TestNvidiaSmiParser::vgpuSlice()
{
    const GpuReport report = parseFixture("telegraf-tesla_p4.xml");
    QCOMPARE(report.gpus.first().virtualizationMode, QStringLiteral("VGPU"));
    QCOMPARE(report.gpus.first().memoryTotalMib, std::optional<qint64>(1024));
}

void TestNvidiaSmiParser::eventReasons()
{
    QCOMPARE(parseFixture("telegraf-3090-v13.xml").gpus.first().eventReasonsActive,
        QStringList { QStringLiteral("sw_power_cap") });
    QCOMPARE(
        parseFixture("telegraf-a10g.xml").gpus.first().eventReasonsActive, QStringList { QStringLiteral("gpu_idle") });
    QCOMPARE(parseFixture("ngx-windows-x86_64_nvidia-geforce-rtx-2080-super_610.62.idle-q.txt")
                 .gpus.first()
                 .eventReasonsActive,
        QStringList { QStringLiteral("gpu_idle") });
    const GpuReport csv = parseFixture("ngx-linux-x86_64_nvidia-geforce-rtx-2080-super_595.71.05.idle-query-gpu.csv");
    QCOMPARE(csv.gpus.first().eventReasonsActive, QStringList { QStringLiteral("sw_power_cap") });
}

void TestNvidiaSmiParser::eccAndRemappedRows()
{
    const GpuReport a100 = parseFixture("thamada-A100SXMx4.q.txt");
    QCOMPARE(a100.gpus.at(1).remappedRowsCorrectable, std::optional<qint64>(1));
    QCOMPARE(a100.gpus.at(1).remappedRowsPending, std::optional<bool>(true));
    QCOMPARE(a100.gpus.at(0).remappedRowsPending, std::optional<bool>(false));
    QCOMPARE(a100.gpus.at(0).retiredPagesSingleBit, std::nullopt);
    const GpuReport h100 = parseFixture("gpud-q-535.161.08-8x-h100.txt");
    QCOMPARE(h100.gpus.first().eccEnabled, std::optional<bool>(true));
    QCOMPARE(h100.gpus.first().eccVolatileUncorrected, std::optional<qint64>(0));
    const GpuReport a10g = parseFixture("telegraf-a10g.xml");
    QCOMPARE(a10g.gpus.first().remappedRowsUncorrectable, std::optional<qint64>(0));
    QCOMPARE(a10g.gpus.first().remappedRowsFailure, std::optional<bool>(false));
    QCOMPARE(a10g.gpus.first().eccVolatileCorrected, std::optional<qint64>(0));
}

void TestNvidiaSmiParser::csvNotAvailableAndUnits()
{
    const GpuReport p100 = parseFixture("netdata-tesla-p100.csv");
    QCOMPARE(p100.gpus.first().memoryUsedMib, std::optional<qint64>(0));
    QCOMPARE(p100.gpus.first().memoryFreeMib, std::optional<qint64>(16280));
    QCOMPARE(p100.gpus.first().powerDrawW, std::optional<double>(28.16));
    QCOMPARE(p100.gpus.first().pstate, QStringLiteral("P0"));
    const GpuReport mixed = parseFixture("a0s-3gpu-mixed-query-gpu-2.csv");
    QCOMPARE(mixed.gpus.at(1).uuid, QStringLiteral("GPU-68988cf6-8de9-6585-a263-d2e3ea96b75a"));
    QCOMPARE(mixed.gpus.at(1).powerLimitW, std::optional<double>(216.0));
    QCOMPARE(mixed.gpus.at(1).utilizationGpu, std::optional<int>(100));
    QCOMPARE(mixed.gpus.at(1).smClockMhz, std::optional<int>(1453));
    const GpuReport windows
        = parseFixture("ngx-windows-x86_64_nvidia-geforce-rtx-2080-super_610.62.idle-query-gpu.csv");
    QCOMPARE(windows.kmdVersion, QStringLiteral("610.62"));
    QCOMPARE(windows.gpus.first().migEnabled, std::nullopt);
}

void TestNvidiaSmiParser::csvWithoutHeader()
{
    const QString rows = QStringLiteral("0, NVIDIA H100 80GB HBM3, 81559, 12, [N/A], 31, [Not Supported]\n"
                                        "1, NVIDIA H100 80GB HBM3, 81559 MiB, 0 MiB, 97 %, 44, 612.50 W\n");
    const QStringList fields { QStringLiteral("index"), QStringLiteral("name"), QStringLiteral("memory.total"),
        QStringLiteral("memory.used"), QStringLiteral("utilization.gpu"), QStringLiteral("temperature.gpu"),
        QStringLiteral("power.draw") };
    const Result<GpuReport> report = NvidiaSmiCsvParser::parse(rows, fields);
    QVERIFY2(report, qPrintable(report.error().message));
    QCOMPARE(report->gpus.size(), 2);
    QCOMPARE(report->gpus.at(0).utilizationGpu, std::nullopt);
    QCOMPARE(report->gpus.at(0).powerDrawW, std::nullopt);
    QCOMPARE(report->gpus.at(1).utilizationGpu, std::optional<int>(97));
    QCOMPARE(report->gpus.at(1).powerDrawW, std::optional<double>(612.5));
    QCOMPARE(report->gpus.at(1).memoryTotalMib, std::optional<qint64>(81559));
    QVERIFY(!NvidiaSmiCsvParser::parse(rows)); // no header and no field list
    QVERIFY(!NvidiaSmiCsvParser::parse(rows, fields.mid(1))); // wrong number of values
}

void TestNvidiaSmiParser::listWithMigLines()
{
    const QByteArray list = "GPU 0: NVIDIA A100 80GB PCIe (UUID: GPU-11111111-2222-3333-4444-555555555555)\n"
                            "  MIG 3g.40gb     Device  0: (UUID: MIG-aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee)\n"
                            "  MIG 1c.2g.20gb  Device  1: (UUID: MIG-aaaaaaaa-bbbb-cccc-dddd-ffffffffffff)\n"
                            "GPU 1: NVIDIA A100 80GB PCIe (UUID: GPU-11111111-2222-3333-4444-666666666666)\n";
    const Result<GpuReport> report = NvidiaSmiParser::parseAny(list);
    QVERIFY2(report, qPrintable(report.error().message));
    QCOMPARE(report->gpus.size(), 2);
    QCOMPARE(report->gpus.at(0).migDevices.size(), 2);
    QCOMPARE(report->gpus.at(0).migDevices.at(1).profile, QStringLiteral("1c.2g.20gb"));
    QCOMPARE(report->gpus.at(0).migDevices.at(1).index, 1);
    QCOMPARE(report->gpus.at(0).migEnabled, std::optional<bool>(true));
    QCOMPARE(report->gpus.at(1).migEnabled, std::nullopt);
}

void TestNvidiaSmiParser::regressionFixtures_data()
{
    QTest::addColumn<QString>("file");
    const QDir dir(QStringLiteral(RD_FUZZ_REGRESSIONS));
    for (const QString &file : dir.entryList(QDir::Files)) {
        QTest::newRow(qPrintable(file)) << dir.filePath(file);
    }
    if (dir.entryList(QDir::Files).isEmpty()) {
        QTest::newRow("none") << QString();
    }
}

void TestNvidiaSmiParser::regressionFixtures()
{
    // Inputs the fuzzer once crashed on: they must parse or fail cleanly.
    QFETCH(QString, file);
    if (file.isEmpty()) {
        QSKIP("no fuzz regression fixtures");
    }
    QFile input(file);
    QVERIFY(input.open(QIODevice::ReadOnly));
    const Result<GpuReport> report = NvidiaSmiParser::parseAny(input.readAll());
    QVERIFY(report || !report.error().message.isEmpty());
}

QTEST_GUILESS_MAIN(TestNvidiaSmiParser)
#include "TestNvidiaSmiParser.moc"
