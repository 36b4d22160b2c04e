// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct CliRun
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

QString fixture(const char *name)
{
    return QStringLiteral(RD_NVIDIA_SMI_DATA) + QLatin1Char('/') + QLatin1String(name);
}

QString npuFixture(const char *name)
{
    return QStringLiteral(RD_NPU_SMI_DATA) + QLatin1Char('/') + QLatin1String(name);
}

} // namespace

/** `gpu-info` and `compat` through the real rentdeck-cli binary (CLI.md contract: fields and exit codes). */
class TestChecksCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void gpuInfoXml();
    void gpuInfoTableWithoutCuda();
    void gpuInfoCsvNullsAndFields();
    void gpuInfoDriverFailureExits4();
    void gpuInfoGarbageExits1();
    void gpuInfoHuman();
    void gpuInfoNpu();
    void gpuInfoNpuErrors();
    void gpuInfoWarnings();
    void compatExitCodes_data();
    void compatExitCodes();
    void compatJson();
    void compatHumanTable();
    void compatUsageErrors();

private:
    CliRun run(const QStringList &arguments);
    QJsonObject runJson(const QStringList &arguments, int expectedExit = 0);

    QTemporaryDir m_home;
};

void TestChecksCli::initTestCase()
{
    QVERIFY(m_home.isValid());
}

CliRun TestChecksCli::run(const QStringList &arguments)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RENTDECK_HOME"), m_home.path());
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(RD_CLI_PATH), arguments);
    if (!process.waitForFinished(30000)) {
        process.kill();
        process.waitForFinished();
    }
    return { process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
        process.readAllStandardError() };
}

QJsonObject TestChecksCli::runJson(const QStringList &arguments, int expectedExit)
{
    const CliRun result = run(QStringList { QStringLiteral("--json") } + arguments);
    if (result.exitCode != expectedExit) {
        qWarning() << arguments << result.exitCode << result.err;
    }
    [&] { QCOMPARE(result.exitCode, expectedExit); }();
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(result.out, &error);
    if (!document.isObject()) {
        qWarning() << error.errorString() << result.out;
    }
    return document.object();
}

void TestChecksCli::gpuInfoXml()
{
    const QJsonObject json
        = runJson({ QStringLiteral("gpu-info"), QStringLiteral("--input"), fixture("netdata-a100-sxm4-mig.xml") });
    QCOMPARE(json.value(QLatin1String("vendor")).toString(), QStringLiteral("nvidia"));
    QCOMPARE(json.value(QLatin1String("driver_version")).toString(), QStringLiteral("510.47.03"));
    QCOMPARE(json.value(QLatin1String("cuda_version")).toString(), QStringLiteral("11.6"));
    const QJsonArray gpus = json.value(QLatin1String("gpus")).toArray();
    QCOMPARE(gpus.size(), 1);
    const QJsonObject gpu = gpus.first().toObject();
    const QStringList keys { QStringLiteral("index"), QStringLiteral("name"), QStringLiteral("uuid"),
        QStringLiteral("memory_total_mib"), QStringLiteral("memory_used_mib"), QStringLiteral("utilization_gpu"),
        QStringLiteral("temperature_c"), QStringLiteral("power_draw_w"), QStringLiteral("mig_enabled") };
    for (const QString &key : keys) {
        QVERIFY2(gpu.contains(key), qPrintable(key));
    }
    QCOMPARE(gpu.value(QLatin1String("index")).toInt(), 0);
    QCOMPARE(gpu.value(QLatin1String("name")).toString(), QStringLiteral("NVIDIA A100-SXM4-40GB"));
    QCOMPARE(gpu.value(QLatin1String("memory_total_mib")).toInt(), 40960);
    QVERIFY(gpu.value(QLatin1String("utilization_gpu")).isNull()); // N/A under MIG
    QCOMPARE(gpu.value(QLatin1String("temperature_c")).toInt(), 36);
    QCOMPARE(gpu.value(QLatin1String("power_draw_w")).toDouble(), 66.92);
    QCOMPARE(gpu.value(QLatin1String("mig_enabled")).toBool(), true);
    QVERIFY(json.value(QLatin1String("warnings")).isArray()); // always there, empty for a whole document
    QVERIFY(json.value(QLatin1String("warnings")).toArray().isEmpty());
}

void TestChecksCli::gpuInfoTableWithoutCuda()
{
    const QJsonObject json = runJson({ QStringLiteral("gpu-info"), QStringLiteral("--input"),
        fixture("misc-table-384.98-gt635m-no-cuda-field.txt") });
    QCOMPARE(json.value(QLatin1String("driver_version")).toString(), QStringLiteral("384.98"));
    QVERIFY(json.value(QLatin1String("cuda_version")).isNull());
    const QJsonObject gpu = json.value(QLatin1String("gpus")).toArray().first().toObject();
    QVERIFY(gpu.value(QLatin1String("uuid")).isNull());
    QVERIFY(gpu.value(QLatin1String("power_draw_w")).isNull());
    QCOMPARE(gpu.value(QLatin1String("memory_total_mib")).toInt(), 1985);
}

void TestChecksCli::gpuInfoCsvNullsAndFields()
{
    const QJsonObject json
        = runJson({ QStringLiteral("gpu-info"), QStringLiteral("--input"), fixture("a0s-2gpu-query-gpu-1.csv") });
    QVERIFY(json.value(QLatin1String("driver_version")).isNull());
    const QJsonArray gpus = json.value(QLatin1String("gpus")).toArray();
    QCOMPARE(gpus.size(), 2);
    QCOMPARE(gpus.at(1).toObject().value(QLatin1String("memory_used_mib")).toInt(), 641);
    QVERIFY(gpus.at(1).toObject().value(QLatin1String("memory_total_mib")).isNull());

    QFile headerless(m_home.filePath(QStringLiteral("noheader.csv")));
    QVERIFY(headerless.open(QIODevice::WriteOnly));
    headerless.write("0, NVIDIA L4, 23034, 1\n");
    headerless.close();
    const QJsonObject fields = runJson({ QStringLiteral("gpu-info"), QStringLiteral("--input"), headerless.fileName(),
        QStringLiteral("--fields"), QStringLiteral("index,name,memory.total,memory.used") });
    QCOMPARE(fields.value(QLatin1String("gpus"))
                 .toArray()
                 .first()
                 .toObject()
                 .value(QLatin1String("memory_total_mib"))
                 .toInt(),
        23034);
}

void TestChecksCli::gpuInfoDriverFailureExits4()
{
    for (const char *name : { "misc-error-driver-not-communicating.txt", "misc-error-no-devices-found.txt" }) {
        const CliRun result = run({ QStringLiteral("gpu-info"), QStringLiteral("--input"), fixture(name) });
        QCOMPARE(result.exitCode, 4);
        QVERIFY(result.out.isEmpty());
        QVERIFY2(result.err.contains("driver") || result.err.contains("GPU"), result.err.constData());
    }
    const CliRun driver = run(
        { QStringLiteral("gpu-info"), QStringLiteral("--input"), fixture("misc-error-driver-not-communicating.txt") });
    QVERIFY2(driver.err.contains("the NVIDIA driver is not loaded"), driver.err.constData());
}

void TestChecksCli::gpuInfoGarbageExits1()
{
    QFile garbage(m_home.filePath(QStringLiteral("garbage.bin")));
    QVERIFY(garbage.open(QIODevice::WriteOnly));
    garbage.write(QByteArray("\x00\x01\x02garbage", 10));
    garbage.close();
    const CliRun binary = run({ QStringLiteral("gpu-info"), QStringLiteral("--input"), garbage.fileName() });
    QCOMPARE(binary.exitCode, 1);
    QVERIFY2(binary.err.contains("binary"), binary.err.constData());
    const CliRun missing
        = run({ QStringLiteral("gpu-info"), QStringLiteral("--input"), m_home.filePath(QStringLiteral("nope")) });
    QCOMPARE(missing.exitCode, 1);
    QVERIFY(missing.err.contains("cannot read"));
    const CliRun help
        = run({ QStringLiteral("gpu-info"), QStringLiteral("--input"), fixture("netdata-help-query-gpu.txt") });
    QCOMPARE(help.exitCode, 1);
    QVERIFY(help.err.contains("help-query-gpu"));
    QCOMPARE(run({ QStringLiteral("gpu-info") }).exitCode, 2);
}

void TestChecksCli::gpuInfoHuman()
{
    const CliRun result
        = run({ QStringLiteral("gpu-info"), QStringLiteral("--input"), fixture("thamada-RTX3090.table.txt") });
    QCOMPARE(result.exitCode, 0);
    QVERIFY(result.out.contains("560.35.03"));
    QVERIFY(result.out.contains("NVIDIA GeForce RTX 3090"));
    QVERIFY(result.out.contains("24576 MiB"));
}

void TestChecksCli::gpuInfoWarnings()
{
    // A MIG table pasted up to the middle of its third MIG row: parses, and says it is cut off.
    QFile table(fixture("misc-table-570.148.08-a100-80gb-pcie-mig-3g-2g-1g.txt"));
    QVERIFY(table.open(QIODevice::ReadOnly));
    const QByteArray whole = table.readAll();
    QFile cut(m_home.filePath(QStringLiteral("cut-mig.txt")));
    QVERIFY(cut.open(QIODevice::WriteOnly));
    cut.write(whole.left(whole.indexOf("|  0   13   0   2") + 30));
    cut.close();
    const QJsonObject json = runJson({ QStringLiteral("gpu-info"), QStringLiteral("--input"), cut.fileName() });
    QCOMPARE(json.value(QLatin1String("gpus")).toArray().size(), 1);
    const QJsonArray warnings = json.value(QLatin1String("warnings")).toArray();
    QCOMPARE(warnings.size(), 1);
    QVERIFY2(
        warnings.first().toString().contains(QLatin1String("MIG devices")), qPrintable(warnings.first().toString()));
    const CliRun human = run({ QStringLiteral("gpu-info"), QStringLiteral("--input"), cut.fileName() });
    QCOMPARE(human.exitCode, 0);
    QVERIFY(human.out.contains("warning: the table ends inside"));
}

void TestChecksCli::gpuInfoNpu()
{
    const QJsonObject json = runJson(
        { QStringLiteral("gpu-info"), QStringLiteral("--input"), npuFixture("vllm-ascend-3114-910b3-x8-25.2.0.txt") });
    QCOMPARE(json.value(QLatin1String("vendor")).toString(), QStringLiteral("huawei"));
    QCOMPARE(json.value(QLatin1String("npu_smi_version")).toString(), QStringLiteral("25.2.0"));
    const QJsonArray devices = json.value(QLatin1String("devices")).toArray();
    QCOMPARE(devices.size(), 8);
    const QJsonObject first = devices.first().toObject();
    const QStringList keys { QStringLiteral("name"), QStringLiteral("health"), QStringLiteral("hbm_total_mib"),
        QStringLiteral("hbm_used_mib"), QStringLiteral("aicore_percent"), QStringLiteral("temperature_c"),
        QStringLiteral("power_w") };
    for (const QString &key : keys) {
        QVERIFY2(first.contains(key), qPrintable(key));
    }
    QCOMPARE(first.value(QLatin1String("name")).toString(), QStringLiteral("910B3"));
    QCOMPARE(first.value(QLatin1String("health")).toString(), QStringLiteral("OK"));
    QCOMPARE(first.value(QLatin1String("hbm_total_mib")).toInt(), 65536);
    QCOMPARE(first.value(QLatin1String("hbm_used_mib")).toInt(), 3378);
    QCOMPARE(first.value(QLatin1String("aicore_percent")).toInt(), 0);
    QCOMPARE(first.value(QLatin1String("temperature_c")).toInt(), 41);
    QCOMPARE(first.value(QLatin1String("power_w")).toDouble(), 99.3);
    QCOMPARE(devices.last().toObject().value(QLatin1String("index")).toInt(), 7);

    // 310P: no HBM, its DDR as memory_*, power NA.
    const QJsonObject duo = runJson(
        { QStringLiteral("gpu-info"), QStringLiteral("--input"), npuFixture("ascend-matvec-310p3-duo-25.2.0.txt") });
    const QJsonObject chip = duo.value(QLatin1String("devices")).toArray().last().toObject();
    QVERIFY(chip.value(QLatin1String("hbm_total_mib")).isNull());
    QVERIFY(chip.value(QLatin1String("hbm_used_mib")).isNull());
    QCOMPARE(chip.value(QLatin1String("memory_total_mib")).toInt(), 43693);
    QCOMPARE(chip.value(QLatin1String("memory_used_mib")).toInt(), 1411);
    QVERIFY(chip.value(QLatin1String("power_w")).isNull());
    QCOMPARE(chip.value(QLatin1String("chip")).toInt(), 1);

    const CliRun human = run({ QStringLiteral("gpu-info"), QStringLiteral("--input"),
        npuFixture("vllm-ascend-5144-910b1-x2-process-24.1.0.3.txt") });
    QCOMPARE(human.exitCode, 0);
    QVERIFY2(human.out.contains("24.1.0.3"), human.out.constData());
    QVERIFY2(human.out.contains("910B1"), human.out.constData());
    QVERIFY2(human.out.contains("59499 MiB used of 65536 MiB HBM"), human.out.constData());
    QCOMPARE(human.out.count('\n'), 3); // the version line, then one line per chip
}

void TestChecksCli::gpuInfoNpuErrors()
{
    QFile capture(npuFixture("vllm-ascend-3114-910b3-x8-25.2.0.txt"));
    QVERIFY(capture.open(QIODevice::ReadOnly));
    QFile cut(m_home.filePath(QStringLiteral("npu-cut.txt")));
    QVERIFY(cut.open(QIODevice::WriteOnly));
    for (int i = 0; i < 13; ++i) {
        cut.write(capture.readLine());
    }
    cut.close();
    const CliRun truncated = run({ QStringLiteral("gpu-info"), QStringLiteral("--input"), cut.fileName() });
    QCOMPARE(truncated.exitCode, 1);
    QVERIFY(truncated.out.isEmpty());
    QVERIFY2(truncated.err.contains("line 13") && truncated.err.contains("cut"), truncated.err.constData());

    QFile garbage(m_home.filePath(QStringLiteral("npu-garbage.txt")));
    QVERIFY(garbage.open(QIODevice::WriteOnly));
    garbage.write("| npu-smi 25.2.0   Version: 25.2.0 |\n| nothing | else |\n");
    garbage.close();
    const CliRun header = run({ QStringLiteral("gpu-info"), QStringLiteral("--input"), garbage.fileName() });
    QCOMPARE(header.exitCode, 1);
    QVERIFY2(header.err.contains("npu-smi"), header.err.constData());

    QFile failure(m_home.filePath(QStringLiteral("npu-dcmi.txt")));
    QVERIFY(failure.open(QIODevice::WriteOnly));
    failure.write("dcmi module initialize failed. ret is -8005\n");
    failure.close();
    const CliRun driver = run({ QStringLiteral("gpu-info"), QStringLiteral("--input"), failure.fileName() });
    QCOMPARE(driver.exitCode, 4);
    QVERIFY2(driver.err.contains("driver"), driver.err.constData());
}

void TestChecksCli::compatExitCodes_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    const QString driver = QStringLiteral("--driver");
    QTest::newRow("all ok") << QStringList { driver, QStringLiteral("550.54.14"), QStringLiteral("--cuda"),
        QStringLiteral("12.4"), QStringLiteral("--torch"), QStringLiteral("2.5") }
                            << 0;
    QTest::newRow("minor-compat") << QStringList { driver, QStringLiteral("535.104.05"), QStringLiteral("--cuda"),
        QStringLiteral("12.4"), QStringLiteral("--torch"), QStringLiteral("2.5") }
                                  << 3;
    QTest::newRow("incompatible wins") << QStringList { driver, QStringLiteral("470.82.01"), QStringLiteral("--cuda"),
        QStringLiteral("11.8"), QStringLiteral("--tensorflow"), QStringLiteral("2.17") }
                                       << 4;
    QTest::newRow("paddle") << QStringList { driver, QStringLiteral("580.65.06"), QStringLiteral("--paddle"),
        QStringLiteral("3.3") }
                            << 0;
    QTest::newRow("windows") << QStringList { driver, QStringLiteral("572.61"), QStringLiteral("--os"),
        QStringLiteral("windows"), QStringLiteral("--cuda"), QStringLiteral("12.9") }
                             << 3;
    QTest::newRow("unknown torch") << QStringList { driver, QStringLiteral("550.54.14"), QStringLiteral("--torch"),
        QStringLiteral("9.9") } << 1;
    QTest::newRow("bad driver") << QStringList { driver, QStringLiteral("latest"), QStringLiteral("--cuda"),
        QStringLiteral("12.4") } << 2;
    QTest::newRow("no component") << QStringList { driver, QStringLiteral("550.54.14") } << 2;
    QTest::newRow("no driver") << QStringList { QStringLiteral("--cuda"), QStringLiteral("12.4") } << 2;
}

void TestChecksCli::compatExitCodes()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    const CliRun result = run(QStringList { QStringLiteral("compat") } + arguments);
    QCOMPARE(result.exitCode, exitCode);
    if (exitCode == 1 || exitCode == 2) {
        QVERIFY(result.err.startsWith("rentdeck-cli: ") || result.err.contains("\nrentdeck-cli: "));
    }
}

void TestChecksCli::compatJson()
{
    const QJsonObject json
        = runJson({ QStringLiteral("compat"), QStringLiteral("--driver"), QStringLiteral("535.104.05"),
                      QStringLiteral("--cuda"), QStringLiteral("12.4"), QStringLiteral("--torch"),
                      QStringLiteral("2.1.0+cu121"), QStringLiteral("--tensorflow"), QStringLiteral("2.14") },
            3);
    const QJsonArray components = json.value(QLatin1String("components")).toArray();
    QCOMPARE(components.size(), 3);
    const QStringList keys { QStringLiteral("name"), QStringLiteral("version"), QStringLiteral("cuda"),
        QStringLiteral("verdict"), QStringLiteral("reason"), QStringLiteral("fix") };
    for (const QJsonValue &value : components) {
        for (const QString &key : keys) {
            QVERIFY2(value.toObject().contains(key), qPrintable(key));
        }
    }
    QCOMPARE(components.at(0).toObject().value(QLatin1String("name")).toString(), QStringLiteral("cuda"));
    QCOMPARE(components.at(0).toObject().value(QLatin1String("verdict")).toString(), QStringLiteral("minor-compat"));
    QCOMPARE(components.at(1).toObject().value(QLatin1String("name")).toString(), QStringLiteral("torch"));
    QCOMPARE(components.at(1).toObject().value(QLatin1String("cuda")).toString(), QStringLiteral("12.1"));
    QCOMPARE(components.at(1).toObject().value(QLatin1String("verdict")).toString(), QStringLiteral("ok"));
    QVERIFY(components.at(1)
                .toObject()
                .value(QLatin1String("fix"))
                .toString()
                .contains(QLatin1String("https://download.pytorch.org/whl/cu121")));
    QCOMPARE(components.at(2).toObject().value(QLatin1String("verdict")).toString(), QStringLiteral("ok"));
    QCOMPARE(json.value(QLatin1String("driver_max_cuda")).toString(), QStringLiteral("12.2"));
}

void TestChecksCli::compatHumanTable()
{
    const CliRun result = run({ QStringLiteral("compat"), QStringLiteral("--driver"), QStringLiteral("470.82.01"),
        QStringLiteral("--torch"), QStringLiteral("2.8") });
    QCOMPARE(result.exitCode, 4);
    QVERIFY(result.out.startsWith("COMPONENT"));
    QVERIFY(result.out.contains("incompatible"));
    QVERIFY(result.out.contains("fix: "));
}

void TestChecksCli::compatUsageErrors()
{
    const CliRun result = run({ QStringLiteral("compat"), QStringLiteral("--driver"), QStringLiteral("550.54.14"),
        QStringLiteral("--cuda"), QStringLiteral("14.0") });
    QCOMPARE(result.exitCode, 1);
    QVERIFY2(result.err.contains("unknown CUDA version 14.0"), result.err.constData());
}

QTEST_GUILESS_MAIN(TestChecksCli)
#include "TestChecksCli.moc"
