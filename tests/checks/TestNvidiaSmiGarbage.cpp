// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/NvidiaSmiFailure.h"
#include "checks/NvidiaSmiParser.h"

#include <QFile>
#include <QRandomGenerator>
#include <QTest>

using namespace RentDeck;

namespace {

QByteArray fixture(const char *name)
{
    QFile file(QStringLiteral(RD_NVIDIA_SMI_DATA) + QLatin1Char('/') + QLatin1String(name));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestNvidiaSmiGarbage : public QObject
{
    Q_OBJECT

private slots:
    void rejected_data();
    void rejected();
    void failureTexts_data();
    void failureTexts();
    void everyPrefixOfEveryFormat();
    void randomBytes();
};

void TestNvidiaSmiGarbage::rejected_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("mentions");
    const QByteArray xml = fixture("telegraf-a10g.xml");
    const QByteArray table = fixture("thamada-A100SXMx4.table.txt");
    QTest::newRow("empty") << QByteArray() << QStringLiteral("empty");
    QTest::newRow("whitespace") << QByteArray(" \n\t\r\n") << QStringLiteral("empty");
    QTest::newRow("binary") << QByteArray("\x7f"
                                          "ELF\x02\x01\x01\0\0\0",
        10) << QStringLiteral("binary");
    QTest::newRow("latin1") << QByteArray("GPU 0: caf\xe9") << QStringLiteral("UTF-8");
    QTest::newRow("truncated xml") << xml.left(xml.size() / 2) << QStringLiteral("truncated");
    QTest::newRow("other xml") << QByteArray("<?xml version=\"1.0\"?><html><body/></html>")
                               << QStringLiteral("nvidia_smi_log");
    QTest::newRow("xml without gpu") << QByteArray(
        "<?xml version=\"1.0\"?><nvidia_smi_log><driver_version>1</driver_version></nvidia_smi_log>")
                                     << QStringLiteral("<gpu>");
    QTest::newRow("deep xml") << (QByteArray("<?xml version=\"1.0\"?><nvidia_smi_log>")
        + QByteArray("<a>").repeated(5000))
                              << QStringLiteral("deeper");
    QTest::newRow("table cut mid-row") << table.left(table.indexOf("NVIDIA A100-SXM4-80GB") + 10)
                                       << QStringLiteral("GPU row");
    QTest::newRow("table cut after first row line")
        << table.left(table.indexOf('\n', table.indexOf("NVIDIA A100-SXM4-80GB")) + 1) << QStringLiteral("cut");
    QTest::newRow("table header only") << table.left(table.indexOf("|===")) + "|=====|\n"
                                       << QStringLiteral("no GPU row");
    QTest::newRow("huge line") << QByteArray(40 * 1024 * 1024, 'A') << QStringLiteral("bytes");
    QTest::newRow("huge table line") << (table.left(table.indexOf("|===")) + "|===\n| " + QByteArray(300000, 'x')
        + "\n") << QStringLiteral("long");
    QTest::newRow("prose") << QByteArray("Hello, this is not nvidia-smi.\n") << QStringLiteral("not recognised");
    QTest::newRow("csv header only") << QByteArray("name, memory.total [MiB]\n") << QStringLiteral("no GPU row");
    QTest::newRow("csv ragged") << QByteArray("name, memory.total [MiB]\nA100, 40960 MiB, 3\n")
                                << QStringLiteral("values");
    QTest::newRow("csv no gpu field") << QByteArray("foo, bar\n1, 2\n") << QStringLiteral("identifies");
    QTest::newRow("help-query-gpu") << fixture("netdata-help-query-gpu.txt") << QStringLiteral("help-query-gpu");
    QTest::newRow("query without gpu") << QByteArray(
        "==============NVSMI LOG==============\n\nDriver Version : 550.1\n")
                                       << QStringLiteral("no \"GPU");
    QTest::newRow("list junk") << QByteArray("GPU 0: A (UUID: GPU-1)\nrm -rf /\n") << QStringLiteral("line 2");
}

void TestNvidiaSmiGarbage::rejected()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, mentions);
    const Result<GpuReport> report = NvidiaSmiParser::parseAny(input);
    QVERIFY(!report);
    QCOMPARE(report.error().code, Error::Code::InvalidInput);
    QVERIFY2(report.error().message.contains(mentions), qPrintable(report.error().message));
}

void TestNvidiaSmiGarbage::failureTexts_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("id");
    QTest::newRow("driver") << fixture("misc-error-driver-not-communicating.txt")
                            << QStringLiteral("driver-not-loaded");
    QTest::newRow("no devices") << fixture("misc-error-no-devices-found.txt") << QStringLiteral("no-devices");
    QTest::newRow("mismatch") << QByteArray("Failed to initialize NVML: Driver/library version mismatch\n"
                                            "NVML library version: 580.173\n")
                              << QStringLiteral("version-mismatch");
    QTest::newRow("nvml") << QByteArray("Failed to initialize NVML: Unknown Error\n")
                          << QStringLiteral("nvml-init-failed");
    QTest::newRow("bus") << QByteArray("Unable to determine the device handle for GPU0000:01:00.0: GPU has fallen off "
                                       "the bus.\n")
                         << QStringLiteral("fallen-off-bus");
}

void TestNvidiaSmiGarbage::failureTexts()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, id);
    QVERIFY(!input.isEmpty());
    const std::optional<NvidiaSmiFailure> failure = NvidiaSmiFailure::detect(QString::fromUtf8(input));
    QVERIFY(failure);
    QCOMPARE(failure->id(), id);
    QVERIFY(!failure->fix().isEmpty());
    const Result<GpuReport> report = NvidiaSmiParser::parseAny(input);
    QVERIFY(!report);
    QCOMPARE(report.error().code, Error::Code::Missing);
    QVERIFY(report.error().message.contains(failure->problem()));
}

void TestNvidiaSmiGarbage::everyPrefixOfEveryFormat()
{
    // Cut each format at many points: never a crash, and either a report or an error with a message.
    for (const char *name : { "telegraf-dual_a5000-v13.xml", "thamada-RTX3090.q.txt",
             "misc-table-570.148.08-a100-80gb-pcie-mig-3g-2g-1g.txt", "a0s-3gpu-mixed-query-gpu-2.csv",
             "ngx-windows-x86_64_nvidia-geforce-rtx-2080-super_610.62.list.txt" }) {
        const QByteArray data = fixture(name);
        QVERIFY(!data.isEmpty());
        const qsizetype step = qMax<qsizetype>(1, data.size() / 400);
        for (qsizetype cut = 0; cut < data.size(); cut += step) {
            const Result<GpuReport> report = NvidiaSmiParser::parseAny(data.left(cut));
            QVERIFY2(report || !report.error().message.isEmpty(), name);
        }
    }
}

void TestNvidiaSmiGarbage::randomBytes()
{
    QRandomGenerator random(20260624);
    const QByteArray seed = fixture("thamada-L4.table.txt");
    for (int round = 0; round < 300; ++round) {
        QByteArray data = seed;
        for (int flips = 0; flips < 8; ++flips) {
            data[random.bounded(int(data.size()))] = char(random.bounded(32, 127));
        }
        const Result<GpuReport> report = NvidiaSmiParser::parseAny(data);
        QVERIFY(report || !report.error().message.isEmpty());
    }
}

QTEST_GUILESS_MAIN(TestNvidiaSmiGarbage)
#include "TestNvidiaSmiGarbage.moc"
