// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// `rentdeck-cli watch` end to end: the real binary against a 2-GPU sandbox instance.
#include "CliRunner.h"
#include "TempHome.h"
#include "sandbox/SandboxProcesses.h"
#include "sandbox/SandboxProvider.h"

#include <QDateTime>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTest>
#include <csignal>
#include <memory>

using namespace RentDeck;

namespace {

CliRun runCli(const QStringList &args, int timeoutMs = 60000)
{
    return runCliProgram(QStringLiteral(RD_CLI_PATH), QStringLiteral(RD_TOOLS_DIR), args, timeoutMs);
}

QList<QJsonObject> jsonLines(const QByteArray &out, QString *error)
{
    QList<QJsonObject> objects;
    for (const QByteArray &line : out.split('\n')) {
        if (line.isEmpty()) {
            continue;
        }
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(line, &parseError);
        if (!document.isObject()) {
            *error = QStringLiteral("not a JSON object: ") + QString::fromUtf8(line);
            return {};
        }
        objects << document.object();
    }
    return objects;
}

} // namespace

class TestWatchCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void jsonLinesPerGpu();
    void humanLines();
    void ctrlCStopsCleanly();
    void hostOnlyWithoutDriver();
    void usageErrors();

private:
    QList<qint64> remoteCommandPids() const;

    std::unique_ptr<TempHome> m_home;
    QString m_name;
};

void TestWatchCli::initTestCase()
{
    if (QStandardPaths::findExecutable(QStringLiteral("sshd"), { QStringLiteral("/usr/sbin") }).isEmpty()) {
        QSKIP("OpenSSH sshd is not installed");
    }
    m_home = std::make_unique<TempHome>();
    QVERIFY(m_home->isValid());
    const CliRun launch = runCli({ QStringLiteral("launch"), QStringLiteral("--offer"),
        QStringLiteral("sandbox:sbx-4090x2-cn"), QStringLiteral("--wait") });
    QVERIFY2(launch.exitCode == 0, launch.err.constData());
    m_name = QString::fromUtf8(launch.out).trimmed();
    QVERIFY(m_name.startsWith(QStringLiteral("sandbox:")));
}

void TestWatchCli::cleanupTestCase()
{
    if (!m_name.isEmpty()) {
        const CliRun destroyed = runCli({ QStringLiteral("destroy"), m_name });
        QVERIFY2(destroyed.exitCode == 0, destroyed.err.constData());
    }
    if (m_home) {
        const QStringList left = processesMentioning(m_home->path());
        QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char('\n'))));
        m_home.reset();
    }
}

QList<qint64> TestWatchCli::remoteCommandPids() const
{
    const SandboxProvider provider(ProviderContext {});
    QList<qint64> pids;
    for (const qint64 pid : SandboxProc::withMarker(provider.instanceMarker(m_name.section(QLatin1Char(':'), 1)))) {
        QFile file(QStringLiteral("/proc/%1/cmdline").arg(pid));
        if (file.open(QIODevice::ReadOnly) && !file.readAll().startsWith("sshd")) {
            pids << pid;
        }
    }
    return pids;
}

void TestWatchCli::jsonLinesPerGpu()
{
    const CliRun run = runCli({ QStringLiteral("--json"), QStringLiteral("watch"), m_name, QStringLiteral("--seconds"),
        QStringLiteral("3") });
    qInfo("watch --seconds 3 took %lld ms", run.ms);
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY2(run.ms >= 3000 && run.ms < 10000, qPrintable(QString::number(run.ms)));
    QString error;
    const QList<QJsonObject> lines = jsonLines(run.out, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    int perGpu[2] = { 0, 0 };
    int hosts = 0;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    for (const QJsonObject &line : lines) {
        if (line.value(QStringLiteral("host")).toBool()) {
            ++hosts;
            QVERIFY(line.value(QStringLiteral("cpu_percent")).isDouble());
            QVERIFY(line.value(QStringLiteral("ram_total_mib")).toDouble() > 0);
            continue;
        }
        for (const char *field :
            { "t", "gpu", "util", "mem_used_mib", "mem_total_mib", "temp_c", "power_w", "sm_clock_mhz", "throttle" }) {
            QVERIFY2(line.contains(QLatin1String(field)), field);
        }
        const QDateTime t = QDateTime::fromString(line.value(QStringLiteral("t")).toString(), Qt::ISODateWithMs);
        QVERIFY(t.isValid() && t.timeSpec() == Qt::UTC);
        QVERIFY(qAbs(t.toMSecsSinceEpoch() - now) < 15000);
        const int gpu = line.value(QStringLiteral("gpu")).toInt(-1);
        QVERIFY(gpu == 0 || gpu == 1);
        ++perGpu[gpu];
        QVERIFY(line.value(QStringLiteral("util")).isDouble()); // the simulator knows every value
        QCOMPARE(line.value(QStringLiteral("mem_total_mib")).toDouble(), 24564.0);
        QVERIFY(line.value(QStringLiteral("throttle")).isDouble());
    }
    qInfo("%d + %d GPU lines, %d host lines", perGpu[0], perGpu[1], hosts);
    QVERIFY(perGpu[0] >= 2 && perGpu[1] >= 2);
    QVERIFY(perGpu[0] <= 5 && perGpu[1] <= 5);
    QVERIFY(hosts >= 1);
}

void TestWatchCli::humanLines()
{
    const CliRun run = runCli({ QStringLiteral("watch"), m_name, QStringLiteral("--seconds"), QStringLiteral("2"),
        QStringLiteral("--no-host") });
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QList<QByteArray> lines = run.out.trimmed().split('\n');
    QVERIFY2(lines.size() >= 2, run.out.constData());
    for (const QByteArray &line : lines) {
        QVERIFY2(line.contains(" | gpu0 ") && line.contains(" | gpu1 "), line.constData());
        QVERIFY2(!line.contains("cpu "), line.constData());
    }
}

void TestWatchCli::ctrlCStopsCleanly()
{
    QProcess watch;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RENTDECK_TOOLS_DIR"), QStringLiteral(RD_TOOLS_DIR));
    watch.setProcessEnvironment(env);
    watch.start(QStringLiteral(RD_CLI_PATH), { QStringLiteral("--json"), QStringLiteral("watch"), m_name });
    QVERIFY(watch.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(!remoteCommandPids().isEmpty(), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(watch.bytesAvailable() > 0, 5000); // samples flow
    QTest::qWait(1000);
    ::kill(static_cast<pid_t>(watch.processId()), SIGINT);
    QVERIFY(watch.waitForFinished(8000));
    QCOMPARE(watch.exitStatus(), QProcess::NormalExit);
    QCOMPARE(watch.exitCode(), 0);
    // Nothing of the stream is left running on the instance.
    QTRY_VERIFY_WITH_TIMEOUT(remoteCommandPids().isEmpty(), 5000);
}

void TestWatchCli::hostOnlyWithoutDriver()
{
    SandboxProvider provider(ProviderContext {});
    const QString id = m_name.section(QLatin1Char(':'), 1);
    QVERIFY(provider.setScenario(id, QStringLiteral("no-driver")).isOk());
    const CliRun run = runCli({ QStringLiteral("--json"), QStringLiteral("watch"), m_name, QStringLiteral("--seconds"),
        QStringLiteral("2"), QStringLiteral("--interval"), QStringLiteral("500") });
    QVERIFY(provider.setScenario(id, QStringLiteral("busy")).isOk());
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QString error;
    const QList<QJsonObject> lines = jsonLines(run.out, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY2(lines.size() >= 2, run.out.constData());
    for (const QJsonObject &line : lines) {
        QVERIFY2(line.value(QStringLiteral("host")).toBool(), QJsonDocument(line).toJson().constData());
    }
}

void TestWatchCli::usageErrors()
{
    QCOMPARE(runCli({ QStringLiteral("watch") }).exitCode, 2);
    QCOMPARE(
        runCli({ QStringLiteral("watch"), m_name, QStringLiteral("--seconds"), QStringLiteral("soon") }).exitCode, 2);
    QCOMPARE(
        runCli({ QStringLiteral("watch"), m_name, QStringLiteral("--interval"), QStringLiteral("5") }).exitCode, 2);
    const CliRun unknown = runCli({ QStringLiteral("watch"), QStringLiteral("sandbox:999") });
    QCOMPARE(unknown.exitCode, 1);
    QVERIFY2(unknown.err.contains("no instance named sandbox:999"), unknown.err.constData());
}

QTEST_GUILESS_MAIN(TestWatchCli)
#include "TestWatchCli.moc"
