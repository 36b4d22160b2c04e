// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/NvidiaSmiCsvParser.h"
#include "checks/NvidiaSmiParser.h"
#include "checks/NvidiaSmiTopoParser.h"

#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

using namespace RentDeck;

namespace {

const QStringList CsvFields { QStringLiteral("index"), QStringLiteral("name"), QStringLiteral("uuid"),
    QStringLiteral("memory.total"), QStringLiteral("memory.used"), QStringLiteral("utilization.gpu"),
    QStringLiteral("temperature.gpu"), QStringLiteral("power.draw"), QStringLiteral("mig.mode.current") };

} // namespace

/** Our simulator's output, in each of its formats, parsed back by the real parsers. */
class TestGpuSimParsing : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void format_data();
    void format();
    void headerlessCsvWithFieldList();
    void noDriverIsAFailure();
    void topologyMatrix();

private:
    void writeConfig(const QString &scenario);
    QByteArray run(const QStringList &arguments, int *exitCode = nullptr);

    QTemporaryDir m_dir;
    QString m_config;
};

void TestGpuSimParsing::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_config = m_dir.filePath(QStringLiteral("gpusim.json"));
    writeConfig(QStringLiteral("busy"));
}

void TestGpuSimParsing::writeConfig(const QString &scenario)
{
    const QJsonObject gpu0 { { QStringLiteral("name"), QStringLiteral("NVIDIA GeForce RTX 4090") },
        { QStringLiteral("memory_total_mib"), 24564 },
        { QStringLiteral("uuid"), QStringLiteral("GPU-1f2e0000-0000-0000-0000-000000000001") } };
    const QJsonObject gpu1 { { QStringLiteral("name"), QStringLiteral("NVIDIA H100 80GB HBM3") },
        { QStringLiteral("memory_total_mib"), 81559 } };
    const QJsonObject config { { QStringLiteral("driver_version"), QStringLiteral("550.127.05") },
        { QStringLiteral("cuda_version"), QStringLiteral("12.4") }, { QStringLiteral("scenario"), scenario },
        { QStringLiteral("started_at"), QDateTime::currentSecsSinceEpoch() - 30 },
        { QStringLiteral("gpus"), QJsonArray { gpu0, gpu1 } } };
    QFile file(m_config);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(QJsonDocument(config).toJson());
}

QByteArray TestGpuSimParsing::run(const QStringList &arguments, int *exitCode)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RENTDECK_GPUSIM_CONFIG"), m_config);
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(RD_GPUSIM_PATH), arguments);
    if (!process.waitForFinished(10000)) {
        process.kill();
        process.waitForFinished();
    }
    if (exitCode) {
        *exitCode = process.exitCode();
    }
    return process.readAllStandardOutput();
}

void TestGpuSimParsing::format_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("format");
    QTest::addColumn<bool>("hasVersions");
    QTest::addColumn<bool>("hasMemory");
    QTest::newRow("table") << QStringList() << QStringLiteral("table") << true << true;
    QTest::newRow("query") << QStringList { QStringLiteral("-q") } << QStringLiteral("query") << true << true;
    QTest::newRow("xml") << QStringList { QStringLiteral("-q"), QStringLiteral("-x") } << QStringLiteral("xml") << true
                         << true;
    QTest::newRow("csv") << QStringList { QStringLiteral("--query-gpu=") + CsvFields.join(QLatin1Char(',')),
        QStringLiteral("--format=csv") }
                         << QStringLiteral("csv") << false << true;
    QTest::newRow("csv nounits") << QStringList { QStringLiteral("--query-gpu=") + CsvFields.join(QLatin1Char(',')),
        QStringLiteral("--format=csv,nounits") }
                                 << QStringLiteral("csv") << false << true;
    QTest::newRow("list") << QStringList { QStringLiteral("-L") } << QStringLiteral("list") << false << false;
}

void TestGpuSimParsing::format()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, format);
    QFETCH(bool, hasVersions);
    QFETCH(bool, hasMemory);
    int exitCode = -1;
    const QByteArray output = run(arguments, &exitCode);
    QCOMPARE(exitCode, 0);
    const Result<GpuReport> report = NvidiaSmiParser::parseAny(output);
    QVERIFY2(report, qPrintable(report.error().message + QLatin1Char('\n') + QString::fromUtf8(output)));
    QCOMPARE(GpuReport::formatName(report->format), format);
    if (hasVersions) {
        QCOMPARE(report->driverVersion, QStringLiteral("550.127.05"));
        QCOMPARE(report->cudaVersion, QStringLiteral("12.4"));
    }
    QCOMPARE(report->gpus.size(), 2);
    QVERIFY(QStringLiteral("NVIDIA GeForce RTX 4090")
                .startsWith(report->gpus.at(0).name.chopped(report->gpus.at(0).isNameTruncated() ? 3 : 0)));
    QCOMPARE(report->gpus.at(1).index, 1);
    if (hasMemory) {
        QCOMPARE(report->gpus.at(0).memoryTotalMib, std::optional<qint64>(24564));
        QCOMPARE(report->gpus.at(1).memoryTotalMib, std::optional<qint64>(81559));
        QVERIFY(report->gpus.at(0).memoryUsedMib.value_or(-1) >= 0);
        QVERIFY(report->gpus.at(0).utilizationGpu.value_or(-1) >= 0);
        QVERIFY(report->gpus.at(0).temperatureC.value_or(-1) > 0);
        QVERIFY(report->gpus.at(0).powerDrawW.value_or(-1) > 0);
    }
    if (format != QLatin1String("table")) {
        QCOMPARE(report->gpus.at(0).uuid, QStringLiteral("GPU-1f2e0000-0000-0000-0000-000000000001"));
    }
}

void TestGpuSimParsing::headerlessCsvWithFieldList()
{
    const QByteArray output = run({ QStringLiteral("--query-gpu=") + CsvFields.join(QLatin1Char(',')),
        QStringLiteral("--format=csv,noheader,nounits") });
    QVERIFY(!NvidiaSmiParser::parseAny(output)); // without the field list the columns are unknown
    const Result<GpuReport> report = NvidiaSmiCsvParser::parse(QString::fromUtf8(output), CsvFields);
    QVERIFY2(report, qPrintable(report.error().message));
    QCOMPARE(report->gpus.size(), 2);
    QCOMPARE(report->gpus.at(1).name, QStringLiteral("NVIDIA H100 80GB HBM3"));
    QCOMPARE(report->gpus.at(1).memoryTotalMib, std::optional<qint64>(81559));
    const Result<GpuReport> version = NvidiaSmiParser::parseAny(run({ QStringLiteral("--version") }));
    QVERIFY2(version, qPrintable(version.error().message));
    QCOMPARE(version->driverVersion, QStringLiteral("550.127.05"));
    QCOMPARE(version->cudaVersion, QStringLiteral("12.4"));
}

void TestGpuSimParsing::noDriverIsAFailure()
{
    writeConfig(QStringLiteral("no-driver"));
    const Result<GpuReport> report = NvidiaSmiParser::parseAny(run({}));
    writeConfig(QStringLiteral("busy"));
    QVERIFY(!report);
    QCOMPARE(report.error().code, Error::Code::Missing);
    QVERIFY(report.error().message.contains(QLatin1String("driver")));
}

void TestGpuSimParsing::topologyMatrix()
{
    // A config file of its own, so the other tests keep their two-GPU machine.
    const QString shared = m_config;
    m_config = m_dir.filePath(QStringLiteral("gpusim-topology.json"));
    const auto restore = qScopeGuard([this, shared] { m_config = shared; });
    const auto writeMachine = [this](const QString &name, int count, const QString &topology) {
        QJsonArray gpus;
        for (int i = 0; i < count; ++i) {
            gpus << QJsonObject { { QStringLiteral("name"), name }, { QStringLiteral("memory_total_mib"), 81559 } };
        }
        QJsonObject config { { QStringLiteral("driver_version"), QStringLiteral("550.127.05") },
            { QStringLiteral("gpus"), gpus } };
        if (!topology.isEmpty()) {
            config.insert(QStringLiteral("topology"), topology);
        }
        QFile file(m_config);
        return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(QJsonDocument(config).toJson()) > 0;
    };

    // No "topology" key: eight HBM3 boards default to NVLink, NV18 on Hopper.
    QVERIFY(writeMachine(QStringLiteral("NVIDIA H100 80GB HBM3"), 8, {}));
    int exitCode = -1;
    QByteArray output = run({ QStringLiteral("topo"), QStringLiteral("-m") }, &exitCode);
    QCOMPARE(exitCode, 0);
    Result<GpuTopology> topology = NvidiaSmiTopoParser::parse(QString::fromUtf8(output));
    QVERIFY2(topology, qPrintable(topology.error().message + QLatin1Char('\n') + QString::fromUtf8(output)));
    QCOMPARE(topology->gpuCount(), 8);
    QCOMPARE(topology->nicCount, 0);
    QVERIFY(topology->allNvLink());
    QCOMPARE(topology->nvlinkCount(0, 7), 18);
    QCOMPARE(topology->describe(), QStringLiteral("8 GPUs, all pairs NVLink (NV18)"));
    QCOMPARE(topology->numaAffinity.first(), QStringLiteral("0"));
    QCOMPARE(topology->numaAffinity.last(), QStringLiteral("1"));

    QVERIFY(writeMachine(QStringLiteral("NVIDIA GeForce RTX 4090"), 4, QStringLiteral("two-sockets")));
    output = run({ QStringLiteral("topo"), QStringLiteral("--matrix") }, &exitCode);
    QCOMPARE(exitCode, 0);
    topology = NvidiaSmiTopoParser::parse(QString::fromUtf8(output));
    QVERIFY2(topology, qPrintable(topology.error().message + QLatin1Char('\n') + QString::fromUtf8(output)));
    QCOMPARE(topology->gpuCount(), 4);
    QCOMPARE(topology->link(0, 1), GpuTopology::Link::SameNuma);
    QCOMPARE(topology->worst(), GpuTopology::Link::CrossSocket);
    QCOMPARE(
        topology->describe(), QString::fromUtf8("4 GPUs over PCIe, across CPU sockets (SYS) between GPU 0–1 and 2–3"));

    QVERIFY(writeMachine(QStringLiteral("NVIDIA L4"), 2, QStringLiteral("mesh")));
    output = run({ QStringLiteral("topo"), QStringLiteral("-m") }, &exitCode);
    QCOMPARE(exitCode, 2); // an unknown topology is a config error, as an unknown scenario is
}

QTEST_GUILESS_MAIN(TestGpuSimParsing)
#include "TestGpuSimParsing.moc"
