// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

struct RunResult
{
    int exitCode = -1;
    QString out;
    QString err;
};

} // namespace

class TestGpuSim : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void csvNoHeaderNoUnitsMatchesConfig();
    void csvHeaderHasUnits();
    void busyUtilizationMovesWithTime();
    void throttledClocksAndReasons();
    void xmlIsWellFormed();
    void tableShowsVersionsNameAndMemory();
    void listHasOneLinePerGpu();
    void selectIdLimitsRows();
    void loopRepeatsRows();
    void noDriverFails();
    void badConfigNamesFile();
    void missingConfigNamesFile();
    void unknownFieldFails();
    void unknownOptionFails();

private:
    QJsonObject config(const QString &scenario, qint64 startedAt) const;
    void writeConfig(const QJsonObject &object);
    RunResult run(const QStringList &arguments);
    QStringList csvRows(
        const QStringList &fields, const QString &format = QStringLiteral("--format=csv,noheader,nounits"));

    QTemporaryDir m_dir;
    QString m_configPath;
};

QJsonObject TestGpuSim::config(const QString &scenario, qint64 startedAt) const
{
    QJsonObject gpu0 { { QStringLiteral("name"), QStringLiteral("NVIDIA GeForce RTX 4090") },
        { QStringLiteral("memory_total_mib"), 24564 }, { QStringLiteral("power_limit_w"), 450 },
        { QStringLiteral("max_sm_clock_mhz"), 2520 }, { QStringLiteral("max_mem_clock_mhz"), 10501 },
        { QStringLiteral("uuid"), QStringLiteral("GPU-1f2e0000-0000-0000-0000-000000000001") } };
    QJsonObject gpu1 { { QStringLiteral("name"), QStringLiteral("NVIDIA H100 80GB HBM3") },
        { QStringLiteral("memory_total_mib"), 81559 } };
    return { { QStringLiteral("driver_version"), QStringLiteral("550.127.05") },
        { QStringLiteral("cuda_version"), QStringLiteral("12.4") }, { QStringLiteral("scenario"), scenario },
        { QStringLiteral("started_at"), startedAt }, { QStringLiteral("hostname"), QStringLiteral("sandbox-3") },
        { QStringLiteral("gpus"), QJsonArray { gpu0, gpu1 } } };
}

void TestGpuSim::writeConfig(const QJsonObject &object)
{
    QFile file(m_configPath);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(QJsonDocument(object).toJson());
}

RunResult TestGpuSim::run(const QStringList &arguments)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RENTDECK_GPUSIM_CONFIG"), m_configPath);
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(RD_GPUSIM_PATH), arguments);
    RunResult result;
    if (!process.waitForFinished(5000)) {
        process.kill();
        process.waitForFinished();
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

QStringList TestGpuSim::csvRows(const QStringList &fields, const QString &format)
{
    const RunResult result = run({ QStringLiteral("--query-gpu=") + fields.join(QLatin1Char(',')), format });
    if (result.exitCode != 0) {
        qWarning() << "gpusim failed" << result.exitCode << result.out << result.err;
    }
    return result.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

void TestGpuSim::init()
{
    QVERIFY(m_dir.isValid());
    m_configPath = m_dir.filePath(QStringLiteral("gpusim.json"));
    writeConfig(config(QStringLiteral("idle"), QDateTime::currentSecsSinceEpoch()));
}

void TestGpuSim::csvNoHeaderNoUnitsMatchesConfig()
{
    const QStringList rows = csvRows({ QStringLiteral("index"), QStringLiteral("name"), QStringLiteral("memory.total"),
        QStringLiteral("memory.used"), QStringLiteral("utilization.gpu"), QStringLiteral("power.draw"),
        QStringLiteral("temperature.gpu"), QStringLiteral("uuid") });
    QCOMPARE(rows.size(), 2);
    const QStringList first = rows.at(0).split(QStringLiteral(", "));
    QCOMPARE(first.size(), 8);
    QCOMPARE(first.at(0), QStringLiteral("0"));
    QCOMPARE(first.at(1), QStringLiteral("NVIDIA GeForce RTX 4090"));
    QCOMPARE(first.at(2), QStringLiteral("24564"));
    bool ok = false;
    const int used = first.at(3).toInt(&ok);
    QVERIFY(ok);
    QVERIFY2(used >= 0 && used < 64, qPrintable(first.at(3)));
    QVERIFY(first.at(4).toInt(&ok) <= 3 && ok);
    QVERIFY(first.at(5).toDouble(&ok) > 0 && ok);
    QVERIFY(first.at(6).toInt(&ok) > 0 && ok);
    QCOMPARE(first.at(7), QStringLiteral("GPU-1f2e0000-0000-0000-0000-000000000001"));
    const QStringList second = rows.at(1).split(QStringLiteral(", "));
    QCOMPARE(second.at(2), QStringLiteral("81559"));
    QVERIFY(second.at(7).startsWith(QLatin1String("GPU-")));
}

void TestGpuSim::csvHeaderHasUnits()
{
    const QStringList rows
        = csvRows({ QStringLiteral("memory.total"), QStringLiteral("utilization.gpu"), QStringLiteral("power.draw"),
                      QStringLiteral("clocks.sm"), QStringLiteral("temperature.gpu") },
            QStringLiteral("--format=csv"));
    QCOMPARE(rows.size(), 3);
    QCOMPARE(rows.at(0),
        QStringLiteral(
            "memory.total [MiB], utilization.gpu [%], power.draw [W], clocks.current.sm [MHz], temperature.gpu"));
    const QStringList values = rows.at(1).split(QStringLiteral(", "));
    QCOMPARE(values.at(0), QStringLiteral("24564 MiB"));
    QVERIFY(values.at(1).endsWith(QLatin1String(" %")));
    QVERIFY(QRegularExpression(QStringLiteral("^\\d+\\.\\d\\d W$")).match(values.at(2)).hasMatch());
    QVERIFY(values.at(3).endsWith(QLatin1String(" MHz")));
    QVERIFY(!values.at(4).contains(QLatin1Char(' ')));
    // "--format csv" (space-separated) is accepted too.
    QCOMPARE(
        run({ QStringLiteral("--query-gpu=name"), QStringLiteral("--format"), QStringLiteral("csv") }).exitCode, 0);
}

void TestGpuSim::busyUtilizationMovesWithTime()
{
    // The busy curve has a 37 s period on GPU 0: a quarter period apart the readings must differ.
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    writeConfig(config(QStringLiteral("busy"), now));
    const QStringList fields { QStringLiteral("utilization.gpu"), QStringLiteral("memory.used"),
        QStringLiteral("pstate") };
    const QStringList a = csvRows(fields).at(0).split(QStringLiteral(", "));
    writeConfig(config(QStringLiteral("busy"), now - 9));
    const QStringList b = csvRows(fields).at(0).split(QStringLiteral(", "));
    QVERIFY2(a.at(0) != b.at(0), qPrintable(a.at(0) + QLatin1Char('/') + b.at(0)));
    for (const QStringList &row : { a, b }) {
        QVERIFY(row.at(0).toInt() >= 60 && row.at(0).toInt() <= 100);
        QVERIFY(row.at(1).toInt() >= 24564 * 70 / 100 && row.at(1).toInt() <= 24564 * 90 / 100);
        QCOMPARE(row.at(2), QStringLiteral("P2"));
    }
    QVERIFY(run({}).out.contains(QLatin1String("python3")));
}

void TestGpuSim::throttledClocksAndReasons()
{
    writeConfig(config(QStringLiteral("throttled"), QDateTime::currentSecsSinceEpoch() - 100));
    const QStringList row
        = csvRows({ QStringLiteral("clocks.sm"), QStringLiteral("clocks.max.sm"),
                      QStringLiteral("clocks_throttle_reasons.active"), QStringLiteral("clocks_event_reasons.active"),
                      QStringLiteral("temperature.gpu") })
              .at(0)
              .split(QStringLiteral(", "));
    QVERIFY2(row.at(0).toInt() < row.at(1).toInt() * 3 / 4, qPrintable(row.join(QLatin1Char('|'))));
    QCOMPARE(row.at(1), QStringLiteral("2520"));
    bool ok = false;
    QVERIFY(row.at(2).startsWith(QLatin1String("0x")));
    QVERIFY(row.at(2).mid(2).toULongLong(&ok, 16) != 0 && ok);
    QCOMPARE(row.at(3), row.at(2));
    QVERIFY(row.at(4).toInt() >= 88 && row.at(4).toInt() <= 92);
    const RunResult query = run({ QStringLiteral("-q"), QStringLiteral("-i"), QStringLiteral("0") });
    QCOMPARE(query.exitCode, 0);
    QVERIFY(query.out.contains(QLatin1String("Clocks Event Reasons")));
    QVERIFY(QRegularExpression(QStringLiteral("SW Thermal Slowdown\\s+: Active")).match(query.out).hasMatch());
    QCOMPARE(query.out.count(QLatin1String("Product Name")), 1);
}

void TestGpuSim::xmlIsWellFormed()
{
    for (const QStringList &arguments : { QStringList { QStringLiteral("-q"), QStringLiteral("-x") },
             QStringList { QStringLiteral("--query"), QStringLiteral("--xml-format") } }) {
        const RunResult result = run(arguments);
        QCOMPARE(result.exitCode, 0);
        QVERIFY(result.out.startsWith(QLatin1String("<?xml")));
        QVERIFY(result.out.contains(QLatin1String("nvsmi_device_v12.dtd")));
        QXmlStreamReader xml(result.out);
        QStringList names;
        QStringList totals;
        QString driver;
        QString parent;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement()) {
                continue;
            }
            const QString name = xml.name().toString();
            if (name == QLatin1String("fb_memory_usage")) {
                parent = name;
            } else if (name == QLatin1String("product_name")) {
                names << xml.readElementText();
            } else if (name == QLatin1String("driver_version")) {
                driver = xml.readElementText();
            } else if (name == QLatin1String("total") && parent == QLatin1String("fb_memory_usage")) {
                totals << xml.readElementText();
                parent.clear();
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(driver, QStringLiteral("550.127.05"));
        QCOMPARE(
            names, QStringList({ QStringLiteral("NVIDIA GeForce RTX 4090"), QStringLiteral("NVIDIA H100 80GB HBM3") }));
        QCOMPARE(totals, QStringList({ QStringLiteral("24564 MiB"), QStringLiteral("81559 MiB") }));
    }
}

void TestGpuSim::tableShowsVersionsNameAndMemory()
{
    const RunResult result = run({});
    QCOMPARE(result.exitCode, 0);
    QVERIFY(result.out.contains(QLatin1String("Driver Version: 550.127.05")));
    QVERIFY(result.out.contains(QLatin1String("CUDA Version: 12.4")));
    QVERIFY(result.out.contains(QLatin1String("NVIDIA GeForce RTX 4090")));
    QVERIFY(result.out.contains(QLatin1String("24564MiB")));
    QVERIFY(result.out.contains(QLatin1String("No running processes found")));
    const QStringList lines = result.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY(result.out.contains(QLatin1String("\n|-----------------------------------------+------------------------+"
                                              "----------------------+\n")));
    qsizetype boxLines = 0;
    for (const QString &line : lines) {
        if (line.startsWith(QLatin1Char('|')) || line.startsWith(QLatin1Char('+'))) {
            QCOMPARE(line.size(), 91);
            ++boxLines;
        }
    }
    QCOMPARE(boxLines, 22); // 7 header + 4 per GPU + 7 processes box
}

void TestGpuSim::listHasOneLinePerGpu()
{
    const RunResult result = run({ QStringLiteral("-L") });
    QCOMPARE(result.exitCode, 0);
    const QStringList lines = result.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    QCOMPARE(
        lines.at(0), QStringLiteral("GPU 0: NVIDIA GeForce RTX 4090 (UUID: GPU-1f2e0000-0000-0000-0000-000000000001)"));
    QVERIFY(lines.at(1).startsWith(QLatin1String("GPU 1: NVIDIA H100 80GB HBM3 (UUID: GPU-")));
    const RunResult version = run({ QStringLiteral("--version") });
    QVERIFY(version.out.contains(QLatin1String("DRIVER version      : 550.127.05")));
    QVERIFY(version.out.contains(QLatin1String("CUDA Version        : 12.4")));
}

void TestGpuSim::selectIdLimitsRows()
{
    const RunResult result = run({ QStringLiteral("-i"), QStringLiteral("1"), QStringLiteral("--query-gpu=index,name"),
        QStringLiteral("--format=csv,noheader") });
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(result.out, QStringLiteral("1, NVIDIA H100 80GB HBM3\n"));
    QCOMPARE(run({ QStringLiteral("-i"), QStringLiteral("7"), QStringLiteral("-q") }).exitCode, 6);
}

void TestGpuSim::loopRepeatsRows()
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RENTDECK_GPUSIM_CONFIG"), m_configPath);
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(RD_GPUSIM_PATH),
        { QStringLiteral("--query-gpu=index,utilization.gpu"), QStringLiteral("--format=csv"), QStringLiteral("-lms"),
            QStringLiteral("200") });
    QVERIFY(process.waitForStarted());
    QTest::qWait(1100);
    QCOMPARE(process.state(), QProcess::Running);
    process.terminate();
    QVERIFY(process.waitForFinished(3000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 0);
    const QStringList lines
        = QString::fromUtf8(process.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.count(QStringLiteral("index, utilization.gpu [%]")), 1);
    QCOMPARE(lines.first(), QStringLiteral("index, utilization.gpu [%]"));
    QVERIFY2(lines.size() - 1 >= 3 * 2, qPrintable(QString::number(lines.size())));
}

void TestGpuSim::noDriverFails()
{
    writeConfig(config(QStringLiteral("no-driver"), 0));
    for (const QStringList &arguments : { QStringList {}, QStringList { QStringLiteral("-L") },
             QStringList { QStringLiteral("--query-gpu=name"), QStringLiteral("--format=csv") } }) {
        const RunResult result = run(arguments);
        QCOMPARE(result.exitCode, 9);
        QCOMPARE(result.out,
            QStringLiteral("NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure "
                           "that the latest NVIDIA driver is installed and running.\n"));
    }
}

void TestGpuSim::badConfigNamesFile()
{
    QFile file(m_configPath);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write("{ not json");
    file.close();
    const RunResult result = run({ QStringLiteral("-L") });
    QCOMPARE(result.exitCode, 2);
    QVERIFY2(result.err.contains(m_configPath), qPrintable(result.err));
    QVERIFY(result.out.isEmpty());

    QJsonObject noMemory = config(QStringLiteral("idle"), 0);
    noMemory.insert(
        QStringLiteral("gpus"), QJsonArray { QJsonObject { { QStringLiteral("name"), QStringLiteral("X") } } });
    writeConfig(noMemory);
    const RunResult missingField = run({});
    QCOMPARE(missingField.exitCode, 2);
    QVERIFY(missingField.err.contains(QLatin1String("memory_total_mib")));
}

void TestGpuSim::missingConfigNamesFile()
{
    QFile::remove(m_configPath);
    const RunResult result = run({});
    QCOMPARE(result.exitCode, 2);
    QVERIFY(result.err.contains(m_configPath));
}

void TestGpuSim::unknownFieldFails()
{
    const RunResult result = run({ QStringLiteral("--query-gpu=name,xyz"), QStringLiteral("--format=csv") });
    QCOMPARE(result.exitCode, 2);
    QVERIFY(result.out.startsWith(QLatin1String("Field \"xyz\" is not a valid field to query.")));
    QVERIFY(result.out.contains(QLatin1String("--help-query-gpu")));
}

void TestGpuSim::unknownOptionFails()
{
    QCOMPARE(run({ QStringLiteral("--bogus") }).exitCode, 2);
    QCOMPARE(run({ QStringLiteral("--query-gpu=name") }).exitCode, 2);
    QCOMPARE(run({ QStringLiteral("-h") }).exitCode, 0);
}

QTEST_GUILESS_MAIN(TestGpuSim)
#include "TestGpuSim.moc"
