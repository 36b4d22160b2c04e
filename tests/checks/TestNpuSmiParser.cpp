// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "watch/NpuSmiParser.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace RentDeck;

namespace {

QByteArray readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        qWarning() << "cannot read fixture" << path;
        return {};
    }
    return file.readAll();
}

QByteArray readFixture(const QString &name)
{
    return readFile(QStringLiteral(RD_NPU_SMI_DATA) + QLatin1Char('/') + name);
}

// Expected values from ../data/npu-smi/SOURCES.md and the files themselves; per chip, comma separated, "-" for
// a value the output does not carry (NA, "-", or a "0 / 0" pair).
struct Expected
{
    const char *file;
    const char *version;
    int chips;
    const char *name; // every chip's name
    const char *npus; // the NPU (card) id of each chip
    const char *hbmTotal;
    const char *hbmUsed;
    const char *memoryTotal;
    const char *memoryUsed;
    const char *aicore;
    const char *temperature;
    const char *power;
    int processes;
};

const Expected Fixtures[] = {
    { "ascend-matvec-310p3-duo-25.2.0.txt", "25.2.0", 2, "310P3", "2,2", "-,-", "-,-", "44280,43693", "1529,1411",
        "0,0", "51,49", "-,-", 0 },
    { "jsc-notes-310-x20-20.2.2.txt", "20.2.2", 20, "310",
        "2048,2048,2048,2048,2049,2049,2049,2049,2050,2050,2050,2050,2051,2051,2051,2051,2052,2052,2052,2052",
        "-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-", "-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-",
        "8192,8192,8192,8192,8192,8192,8192,8192,8192,8192,8192,8192,8192,8192,8192,8192,8192,8192,8192,8192",
        "2621,2621,2621,2621,2621,2621,2621,2621,2621,2621,2621,2621,2621,2621,2621,2621,2621,2621,2621,2621",
        "0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0", "46,46,47,45,49,50,50,49,49,50,49,50,51,50,48,48,53,54,56,52",
        "12.8,12.8,12.8,12.8,12.8,12.8,12.8,12.8,12.8,12.8,12.8,12.8,12.8,12.8,12.8,12.8,12.8,12.8,12.8,12.8", 0 },
    { "vllm-ascend-1047-910prob-x8-24.1.0.txt", "24.1.0", 8, "910ProB", "0,1,2,3,4,5,6,7",
        "32768,32768,32768,32768,32768,32768,32768,32768", "18,8,5,4,10,14,3,2",
        "13553,15665,15665,15567,13553,15665,15665,15567", "2387,1840,2512,1645,1520,2639,2143,2088", "0,0,0,0,0,0,0,0",
        "38,38,39,39,38,38,40,38", "78,75.8,78.2,76.5,78.8,77,83,77.3", 0 },
    { "vllm-ascend-3114-910b3-x8-25.2.0.txt", "25.2.0", 8, "910B3", "0,1,2,3,4,5,6,7",
        "65536,65536,65536,65536,65536,65536,65536,65536", "3378,3378,3378,3378,3378,3378,3378,3378", "-,-,-,-,-,-,-,-",
        "-,-,-,-,-,-,-,-", "0,0,0,0,0,0,0,0", "41,38,37,39,44,42,43,45", "99.3,101.8,91,99.4,94.8,100.8,99.8,92", 0 },
    { "vllm-ascend-4989-ascend910-a3-x16-25.2.1.txt", "25.2.1", 16, "Ascend910", "0,0,1,1,2,2,3,3,4,4,5,5,6,6,7,7",
        "65536,65536,65536,65536,65536,65536,65536,65536,65536,65536,65536,65536,65536,65536,65536,65536",
        "3143,2887,3141,2882,3133,2886,3139,2886,3143,2879,3140,2881,3143,2876,3145,2876",
        "-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-", "-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-", "0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0",
        "36,36,35,35,34,34,34,34,34,35,34,37,36,36,35,36",
        "165.3,-,163.6,-,161.5,-,165,-,167.1,-,165.7,-,162.5,-,158.6,-", 0 },
    { "vllm-ascend-5144-910b1-x2-process-24.1.0.3.txt", "24.1.0.3", 2, "910B1", "5,7", "65536,65536", "59499,3422",
        "-,-", "-,-", "0,0", "49,50", "97,94.4", 1 },
};

template <typename T> QString text(const std::optional<T> &value)
{
    return value ? QString::number(*value) : QStringLiteral("-");
}

template <typename Get> QString joined(const NpuReport &report, Get get)
{
    QStringList out;
    for (const NpuDevice &device : report.devices) {
        out << get(device);
    }
    return out.join(QLatin1Char(','));
}

NpuReport parseFixture(const char *name)
{
    Result<NpuReport> report = NpuSmiParser::parse(readFixture(QLatin1String(name)));
    if (!report) {
        qWarning() << name << report.error().message;
        return {};
    }
    return std::move(report).value();
}

// The first \a count lines of \a data, each with its "\n".
QByteArray firstLines(const QByteArray &data, int count)
{
    qsizetype end = 0;
    for (int i = 0; i < count; ++i) {
        end = data.indexOf('\n', end) + 1;
    }
    return data.left(end);
}

} // namespace

class TestNpuSmiParser : public QObject
{
    Q_OBJECT

private slots:
    void everyCaptureIsListed();
    void capture_data();
    void capture();
    void chipsAndDeviceIds();
    void processes();
    void deviceMemoryFallsBackToDdr();
    void crlfIndentedAndSurroundedByText();
    void cutOffIsAnError();
    void garbageIsAnError_data();
    void garbageIsAnError();
    void driverFailure();
    void sniffing();
};

void TestNpuSmiParser::everyCaptureIsListed()
{
    QStringList listed;
    for (const Expected &expected : Fixtures) {
        listed << QLatin1String(expected.file);
    }
    const QStringList files = QDir(QStringLiteral(RD_NPU_SMI_DATA)).entryList({ QStringLiteral("*.txt") }, QDir::Files);
    QVERIFY(!files.isEmpty());
    for (const QString &file : files) {
        QVERIFY2(listed.contains(file), qPrintable(file + QStringLiteral(" has no expected values in the table")));
    }
    QCOMPARE(listed.size(), files.size());
}

void TestNpuSmiParser::capture_data()
{
    QTest::addColumn<int>("row");
    for (int i = 0; i < int(std::size(Fixtures)); ++i) {
        QTest::newRow(Fixtures[i].file) << i;
    }
}

void TestNpuSmiParser::capture()
{
    QFETCH(int, row);
    const Expected &expected = Fixtures[row];
    const QByteArray data = readFixture(QLatin1String(expected.file));
    QVERIFY(NpuSmiParser::looksLikeNpuSmi(data));
    const Result<NpuReport> parsed = NpuSmiParser::parse(data);
    QVERIFY2(parsed, qPrintable(parsed.error().message));
    const NpuReport &report = *parsed;
    QCOMPARE(report.npuSmiVersion, QLatin1String(expected.version));
    QCOMPARE(report.driverVersion, QLatin1String(expected.version)); // "npu-smi X  Version: X" on every capture
    QCOMPARE(report.devices.size(), expected.chips);
    for (const NpuDevice &device : report.devices) {
        QCOMPARE(device.name, QLatin1String(expected.name));
        QCOMPARE(device.health, QStringLiteral("OK"));
    }
    QCOMPARE(joined(report, [](const NpuDevice &d) { return QString::number(d.index); }), QLatin1String(expected.npus));
    QCOMPARE(joined(report, [](const NpuDevice &d) { return text(d.hbmTotalMib); }), QLatin1String(expected.hbmTotal));
    QCOMPARE(joined(report, [](const NpuDevice &d) { return text(d.hbmUsedMib); }), QLatin1String(expected.hbmUsed));
    QCOMPARE(
        joined(report, [](const NpuDevice &d) { return text(d.memoryTotalMib); }), QLatin1String(expected.memoryTotal));
    QCOMPARE(
        joined(report, [](const NpuDevice &d) { return text(d.memoryUsedMib); }), QLatin1String(expected.memoryUsed));
    QCOMPARE(joined(report, [](const NpuDevice &d) { return text(d.aicorePercent); }), QLatin1String(expected.aicore));
    QCOMPARE(
        joined(report, [](const NpuDevice &d) { return text(d.temperatureC); }), QLatin1String(expected.temperature));
    QCOMPARE(joined(report, [](const NpuDevice &d) { return text(d.powerW); }), QLatin1String(expected.power));
    QCOMPARE(report.processes.size(), expected.processes);
}

void TestNpuSmiParser::chipsAndDeviceIds()
{
    // 310P Duo: two chips of card 2 on one bus id, each with its Device id.
    const NpuReport duo = parseFixture("ascend-matvec-310p3-duo-25.2.0.txt");
    QCOMPARE(duo.devices.size(), 2);
    QCOMPARE(duo.devices.at(1).chip, 1);
    QCOMPARE(duo.devices.at(1).deviceId, std::optional<int>(1));
    QCOMPARE(duo.devices.at(0).busId, QStringLiteral("0000:01:00.0"));
    QCOMPARE(duo.devices.at(1).busId, QStringLiteral("0000:01:00.0"));

    // Atlas 300I: four 310 chips a card, device ids running on across cards.
    const NpuReport atlas = parseFixture("jsc-notes-310-x20-20.2.2.txt");
    QCOMPARE(atlas.devices.at(5).index, 2049);
    QCOMPARE(atlas.devices.at(5).chip, 1);
    QCOMPARE(atlas.devices.at(5).deviceId, std::optional<int>(5));
    QCOMPARE(atlas.devices.last().deviceId, std::optional<int>(19));
    QCOMPARE(atlas.devices.last().busId, QStringLiteral("0000:94:00.0"));

    // A3: Chip and Phy-ID; the second chip's power is "-".
    const NpuReport a3 = parseFixture("vllm-ascend-4989-ascend910-a3-x16-25.2.1.txt");
    QCOMPARE(a3.devices.at(3).index, 1);
    QCOMPARE(a3.devices.at(3).chip, 1);
    QCOMPARE(a3.devices.at(3).deviceId, std::optional<int>(3));
    QCOMPARE(a3.devices.at(3).busId, QStringLiteral("0000:9B:00.0"));
    QCOMPARE(a3.devices.at(3).powerW, std::nullopt);

    // 910B: no second id.
    const NpuReport b3 = parseFixture("vllm-ascend-3114-910b3-x8-25.2.0.txt");
    QCOMPARE(b3.devices.at(7).deviceId, std::nullopt);
    QCOMPARE(b3.devices.at(7).chip, 0);
    QCOMPARE(b3.devices.at(7).busId, QStringLiteral("0000:42:00.0"));
}

void TestNpuSmiParser::processes()
{
    const NpuReport report = parseFixture("vllm-ascend-5144-910b1-x2-process-24.1.0.3.txt");
    QCOMPARE(report.processes.size(), 1);
    const NpuProcess &process = report.processes.first();
    QCOMPARE(process.npu, 5);
    QCOMPARE(process.chip, 0);
    QCOMPARE(process.pid, qint64(2865645));
    QCOMPARE(process.name, QStringLiteral("VLLMEngineCor"));
    QCOMPARE(process.memoryMib, std::optional<qint64>(56131));
    // "59499/ 65536": the used figure fills its column, no space before the slash.
    QCOMPARE(report.devices.first().hbmUsedMib, std::optional<qint64>(59499));
}

void TestNpuSmiParser::deviceMemoryFallsBackToDdr()
{
    const NpuDevice duo = parseFixture("ascend-matvec-310p3-duo-25.2.0.txt").devices.first();
    QCOMPARE(duo.deviceMemoryTotalMib(), std::optional<qint64>(44280));
    QCOMPARE(duo.deviceMemoryUsedMib(), std::optional<qint64>(1529));
    const NpuDevice proB = parseFixture("vllm-ascend-1047-910prob-x8-24.1.0.txt").devices.first();
    QCOMPARE(proB.deviceMemoryTotalMib(), std::optional<qint64>(32768));
    QCOMPARE(proB.deviceMemoryUsedMib(), std::optional<qint64>(18));
}

void TestNpuSmiParser::crlfIndentedAndSurroundedByText()
{
    // As pasted into a Markdown issue: a prompt above, an indent, CRLF, and CANN version lines below.
    QByteArray data = readFixture(QStringLiteral("vllm-ascend-5144-910b1-x2-process-24.1.0.3.txt"));
    data.replace("\n", "\r\n    ");
    data = "[root@host ~]# npu-smi info\r\n    " + data + "\r\nCANN:\r\nversion=8.0.RC1\r\n";
    const Result<NpuReport> report = NpuSmiParser::parse(data);
    QVERIFY2(report, qPrintable(report.error().message));
    QCOMPARE(report->devices.size(), 2);
    QCOMPARE(report->devices.last().hbmUsedMib, std::optional<qint64>(3422));
    QCOMPARE(report->processes.size(), 1);
}

void TestNpuSmiParser::cutOffIsAnError()
{
    const QByteArray full = readFixture(QStringLiteral("vllm-ascend-3114-910b3-x8-25.2.0.txt"));
    // Lines 1-6 header, then three lines a chip: NPU 2's NPU row is line 13, its chip row line 14.
    const Result<NpuReport> midChip = NpuSmiParser::parse(firstLines(full, 13));
    QVERIFY(!midChip);
    QCOMPARE(midChip.error().code, Error::Code::InvalidInput);
    QVERIFY2(midChip.error().message.contains(QLatin1String("line 13")), qPrintable(midChip.error().message));
    QVERIFY2(midChip.error().message.contains(QLatin1String("cut")), qPrintable(midChip.error().message));

    // The same without the last newline, and cut inside the chip row.
    QVERIFY(!NpuSmiParser::parse(firstLines(full, 13).chopped(1)));
    const Result<NpuReport> midLine
        = NpuSmiParser::parse(firstLines(full, 13) + "| 0                         | 0000:8");
    QVERIFY(!midLine);
    QVERIFY2(midLine.error().message.contains(QLatin1String("line 14")), qPrintable(midLine.error().message));

    // Both rows of a chip but no border under them.
    const Result<NpuReport> noBorder = NpuSmiParser::parse(firstLines(full, 14));
    QVERIFY(!noBorder);
    QVERIFY2(noBorder.error().message.contains(QLatin1String("line 14")), qPrintable(noBorder.error().message));

    // Cut at a border it is a whole, shorter table: two chips, which is all the file says.
    const Result<NpuReport> atBorder = NpuSmiParser::parse(firstLines(full, 12));
    QVERIFY2(atBorder, qPrintable(atBorder.error().message));
    QCOMPARE(atBorder->devices.size(), 2);

    // Header only.
    QVERIFY(!NpuSmiParser::parse(firstLines(full, 6)));
    QVERIFY(!NpuSmiParser::parse(firstLines(full, 4)));
}

void TestNpuSmiParser::garbageIsAnError_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("blank") << QByteArray(" \n\n");
    QTest::newRow("binary") << QByteArray("\x00\x01\x02npu-smi", 10);
    QTest::newRow("not utf-8") << QByteArray("| npu-smi \xff\xfe |\n");
    QTest::newRow("prose") << QByteArray("npu-smi: command not found\n");
    QTest::newRow("nvidia table") << readFile(
        QStringLiteral(RD_NVIDIA_SMI_DATA) + QStringLiteral("/thamada-L4.table.txt"));
    QTest::newRow("pipes") << QByteArray("| a | b | c |\n| d | e | f |\n+===+\n| g |\n");
    QTest::newRow("header, garbage rows") << QByteArray("| NPU Name | Health | Power(W) Temp(C) |\n"
                                                        "| Chip | Bus-Id | AICore(%) Memory-Usage(MB) |\n"
                                                        "+====+\n| x y | OK | 1 2 |\n| z | NA | 0 1 / 2 |\n+====+\n");
    QTest::newRow("values missing") << QByteArray("| NPU Name | Health | Power(W) Temp(C) |\n"
                                                  "| Chip | Bus-Id | AICore(%) Memory-Usage(MB) |\n"
                                                  "+====+\n| 0 310 | OK | 12.8 |\n| 0 | NA | 0 1 / 2 |\n+====+\n");
    QTest::newRow("three rows a chip") << QByteArray("| NPU Name | Health | Power(W) Temp(C) |\n"
                                                     "| Chip | Bus-Id | AICore(%) Memory-Usage(MB) |\n"
                                                     "+====+\n| 0 310 | OK | 12.8 40 |\n| 0 | NA | 0 1 / 2 |\n"
                                                     "| 0 | NA | 0 1 / 2 |\n+====+\n");
    QTest::newRow("huge") << QByteArray(5 * 1024 * 1024, '|');
    QByteArray wide(
        "| NPU Name | Health | Power(W) Temp(C) |\n| Chip | Bus-Id | AICore(%) Memory-Usage(MB) |\n+====+\n|");
    wide.append(QByteArray(100000, ' ')).append("|\n");
    QTest::newRow("wide row") << wide;
}

void TestNpuSmiParser::garbageIsAnError()
{
    QFETCH(QByteArray, data);
    const Result<NpuReport> report = NpuSmiParser::parse(data);
    QVERIFY(!report);
    QCOMPARE(report.error().code, Error::Code::InvalidInput);
    QVERIFY(!report.error().message.isEmpty());
}

void TestNpuSmiParser::driverFailure()
{
    const Result<NpuReport> report = NpuSmiParser::parse("dcmi module initialize failed. ret is -8005\n");
    QVERIFY(!report);
    QCOMPARE(report.error().code, Error::Code::Missing);
    QVERIFY(report.error().message.contains(QLatin1String("driver")));
}

void TestNpuSmiParser::sniffing()
{
    // No nvidia-smi capture may look like npu-smi: gpu-info asks looksLikeNpuSmi first.
    const QDir nvidia(QStringLiteral(RD_NVIDIA_SMI_DATA));
    const QStringList files = nvidia.entryList(QDir::Files);
    QVERIFY(!files.isEmpty());
    for (const QString &file : files) {
        QVERIFY2(!NpuSmiParser::looksLikeNpuSmi(readFile(nvidia.filePath(file))), qPrintable(file));
    }
    QVERIFY(!NpuSmiParser::looksLikeNpuSmi(QByteArray()));
    QVERIFY(NpuSmiParser::looksLikeNpuSmi("dcmi module initialize failed. ret is -8005\n"));
}

QTEST_GUILESS_MAIN(TestNpuSmiParser)
#include "TestNpuSmiParser.moc"
