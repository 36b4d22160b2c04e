// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "watch/MetricStreamCommand.h"
#include "watch/MetricStreamParser.h"

#include <QDateTime>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace RentDeck;

namespace {

struct Run
{
    int exitCode = -1;
    bool finished = false;
    QByteArray out;
    QByteArray err;
};

/** Runs \a command the way sshd does: `<login shell> -c <command>`, with \a path as PATH; kills it after \a ms. */
Run runAsLoginShell(const QString &shell, const QString &command, const QString &path, int ms,
    const QString &locale = QStringLiteral("C"))
{
    QProcess process;
    QProcessEnvironment env;
    env.insert(QStringLiteral("PATH"), path);
    env.insert(QStringLiteral("HOME"), QDir::tempPath());
    env.insert(QStringLiteral("LANG"), locale);
    env.insert(QStringLiteral("LC_ALL"), locale);
    process.setProcessEnvironment(env);
    process.setStandardInputFile(QProcess::nullDevice());
    process.start(shell, { QStringLiteral("-c"), command });
    Run run;
    if (!process.waitForStarted(5000)) {
        return run;
    }
    run.finished = process.waitForFinished(ms);
    if (!run.finished) {
        process.kill();
        process.waitForFinished(5000);
    }
    run.exitCode = run.finished && process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

bool writeExecutable(const QString &path, const QByteArray &content)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return false;
    }
    file.write(content);
    file.close();
    return file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
}

QStringList shells()
{
    QStringList found;
    for (const QString &name : { QStringLiteral("dash"), QStringLiteral("bash"), QStringLiteral("busybox") }) {
        const QString path = QStandardPaths::findExecutable(name);
        if (!path.isEmpty()) {
            found << path;
        }
    }
    return found;
}

// The system's own tools (sh, sleep, env), without any nvidia-smi that might be installed.
QString systemPath()
{
    return QStringLiteral("/usr/bin:/bin");
}

} // namespace

class TestMetricStreamCommand : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void shape();
    void sleepArgument_data();
    void sleepArgument();
    void syntaxInEveryShell();
    void streamsGpusThenEnds();
    void fallsBackToHostOnly_data();
    void fallsBackToHostOnly();
    void survivesOddLocale();
    void streamsAscendNpus();

private:
    QTemporaryDir m_dir;
    QString m_fakeBin; // holds a fake nvidia-smi
};

void TestMetricStreamCommand::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_fakeBin = m_dir.filePath(QStringLiteral("bin"));
    QVERIFY(QDir().mkpath(m_fakeBin));
    // Prints 3 ticks of 2 GPUs (as -lms does: all GPUs of a tick at once), then ends as if it died. It refuses
    // to work unless LC_ALL=C reached it and it was asked for exactly our fields.
    QVERIFY(writeExecutable(m_fakeBin + QStringLiteral("/nvidia-smi"),
        "#!/bin/sh\n"
        "[ \"$LC_ALL\" = C ] || { echo \"locale $LC_ALL\"; exit 2; }\n"
        "[ \"$1\" = \"--query-gpu="
            + MetricStreamCommand::gpuFields().toLatin1()
            + "\" ] || { echo bad fields; exit 2; }\n"
              "for t in 1 2 3; do\n"
              "  echo \"2026/11/30 14:00:0$t.000, 0, 5$t, 100, 24564, 40, 50.00, 450.00, 2520, 0x0000000000000001\"\n"
              "  echo \"2026/11/30 14:00:0$t.001, 1, [N/A], 200, 24564, 41, [Not Supported], 450.00, 2520, [N/A]\"\n"
              "  sleep 0.2\n"
              "done\n"));
}

void TestMetricStreamCommand::shape()
{
    const QString script = MetricStreamCommand::script(1000);
    QVERIFY(!script.contains(QLatin1Char('\n'))); // one line: tcsh-style login shells choke on multi-line quotes
    QVERIFY(script.contains(QStringLiteral("--query-gpu=") + MetricStreamCommand::gpuFields()));
    QVERIFY(script.contains(QStringLiteral("--format=csv,noheader,nounits -lms 1000")));
    QVERIFY(script.contains(QStringLiteral("LC_ALL=C")));
    QVERIFY(MetricStreamCommand::script(250).contains(QStringLiteral("-lms 250")));
    QVERIFY(MetricStreamCommand::script(5).contains(QStringLiteral("-lms 100"))); // clamped
    // The NVIDIA per-sample path (everything up to the Ascend and host-only fallbacks) names no external program:
    // no process per sample. Only the fallbacks sleep (npu-smi has no streaming mode: one run per tick).
    const qsizetype fallback = script.indexOf(QStringLiteral("command -v npu-smi"));
    QVERIFY(fallback > 0 && fallback < script.indexOf(QStringLiteral("I,host-only")));
    const QString perSample = script.left(fallback);
    const QStringList words = perSample.split(QRegularExpression(QStringLiteral("[\\s;|&(){}]+")), Qt::SkipEmptyParts);
    for (const char *program :
        { "cat", "awk", "sed", "grep", "cut", "date", "sleep", "head", "tail", "tr", "expr", "ps", "env", "python3" }) {
        QVERIFY2(!words.contains(QLatin1String(program)), program);
    }
    // No command substitution ($((…)) is arithmetic, a builtin).
    QVERIFY(!perSample.contains(QRegularExpression(QStringLiteral("\\$\\((?!\\()"))));
    QVERIFY(!perSample.contains(QLatin1Char('`')));
    QVERIFY(words.contains(QLatin1String("nvidia-smi")) && words.contains(QLatin1String("read")));
    QVERIFY(script.sliced(fallback).contains(QStringLiteral("sleep 1")));
    QVERIFY(script.sliced(fallback).contains(QStringLiteral("I,npu")));
    const QString command = MetricStreamCommand::command(1000);
    QVERIFY(command.startsWith(QStringLiteral("exec sh -c '")));
    QVERIFY(command.endsWith(QStringLiteral("' rentdeck-metrics")));
}

void TestMetricStreamCommand::sleepArgument_data()
{
    QTest::addColumn<int>("ms");
    QTest::addColumn<QString>("expected");
    QTest::newRow("1 s") << 1000 << QStringLiteral("1");
    QTest::newRow("2.5 s") << 2500 << QStringLiteral("2.5");
    QTest::newRow("250 ms") << 250 << QStringLiteral("0.25");
    QTest::newRow("1001 ms") << 1001 << QStringLiteral("1.001");
    QTest::newRow("clamped low") << 1 << QStringLiteral("0.1");
}

void TestMetricStreamCommand::sleepArgument()
{
    QFETCH(int, ms);
    QFETCH(QString, expected);
    QCOMPARE(MetricStreamCommand::sleepArgument(ms), expected);
}

void TestMetricStreamCommand::syntaxInEveryShell()
{
    const QStringList found = shells();
    QVERIFY(!found.isEmpty());
    for (const QString &shell : found) {
        QProcess process;
        const QStringList args = shell.endsWith(QLatin1String("busybox"))
            ? QStringList { QStringLiteral("sh"), QStringLiteral("-n"), QStringLiteral("-c"),
                  MetricStreamCommand::script() }
            : QStringList { QStringLiteral("-n"), QStringLiteral("-c"), MetricStreamCommand::script() };
        process.start(shell, args);
        QVERIFY(process.waitForFinished(10000));
        QVERIFY2(process.exitCode() == 0,
            qPrintable(shell + QLatin1Char(' ') + QString::fromUtf8(process.readAllStandardError())));
    }
}

void TestMetricStreamCommand::streamsGpusThenEnds()
{
    for (const QString &shell : shells()) {
        if (shell.endsWith(QLatin1String("busybox"))) {
            continue; // busybox is not a login shell here; its syntax is checked above
        }
        const Run run = runAsLoginShell(
            shell, MetricStreamCommand::command(200), m_fakeBin + QLatin1Char(':') + systemPath(), 10000);
        QVERIFY2(run.finished, qPrintable(shell)); // nvidia-smi ended after streaming: so does the command
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), run.err.constData());
        MetricStreamParser parser;
        const auto batch = parser.feed(run.out, QDateTime::currentMSecsSinceEpoch());
        QVERIFY2(parser.garbageLines() == 0, parser.lastGarbage().constData());
        QVERIFY(!parser.isHostOnly());
        QCOMPARE(batch.gpus.size(), 6);
        QCOMPARE(parser.hostLines(), 3); // one per tick, with GPU 0's line
        QCOMPARE(batch.hosts.size(), 2); // the first primes
        QCOMPARE(batch.gpus.at(0).utilizationPercent, 51.0);
        QCOMPARE(batch.gpus.at(4).utilizationPercent, 53.0);
        QCOMPARE(batch.gpus.at(0).throttleReasons, quint64(1));
        QVERIFY(!isKnown(batch.gpus.at(1).utilizationPercent));
        QVERIFY(!isKnown(batch.gpus.at(1).powerDrawW));
        QVERIFY(!batch.gpus.at(1).throttleKnown);
        const HostMetricSample &host = batch.hosts.constLast();
        QVERIFY(isKnown(host.cpuPercent) && host.cpuPercent >= 0 && host.cpuPercent <= 100);
        QVERIFY(isKnown(host.ramTotalMiB) && host.ramTotalMiB > 0);
        QVERIFY(isKnown(host.ramUsedMiB) && host.ramUsedMiB > 0 && host.ramUsedMiB < host.ramTotalMiB);
        QVERIFY(isKnown(host.netRxBytesPerSecond) && host.netRxBytesPerSecond >= 0);
        QVERIFY(isKnown(host.ioWaitPercent) && host.ioWaitPercent >= 0 && host.ioWaitPercent <= 100);
        // This machine's /proc/diskstats (whole disks from /sys/block) gives a rate, however small.
        if (QFile::exists(QStringLiteral("/proc/diskstats"))) {
            QVERIFY(isKnown(host.diskReadBytesPerSecond) && host.diskReadBytesPerSecond >= 0);
        }
        QVERIFY(run.out.startsWith("G,2026/11/30 14:00:01.000, 0, 51,"));
    }
}

void TestMetricStreamCommand::fallsBackToHostOnly_data()
{
    QTest::addColumn<QByteArray>("fakeNvidiaSmi"); // empty: none on PATH
    QTest::newRow("no nvidia-smi") << QByteArray();
    QTest::newRow("no driver") << QByteArray(
        "#!/bin/sh\necho \"NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure "
        "that the latest NVIDIA driver is installed and running.\"\nexit 9\n");
    QTest::newRow("field rejected") << QByteArray(
        "#!/bin/sh\necho 'Field \"clocks_throttle_reasons.active\" is not a valid field to query.'\nexit 2\n");
}

void TestMetricStreamCommand::fallsBackToHostOnly()
{
    QFETCH(QByteArray, fakeNvidiaSmi);
    QTemporaryDir bin;
    if (!fakeNvidiaSmi.isEmpty()) {
        QVERIFY(writeExecutable(bin.filePath(QStringLiteral("nvidia-smi")), fakeNvidiaSmi));
    }
    const QString shell = QStandardPaths::findExecutable(QStringLiteral("dash")).isEmpty()
        ? QStringLiteral("/bin/sh")
        : QStandardPaths::findExecutable(QStringLiteral("dash"));
    // 200 ms interval: three host lines need ~0.5 s.
    const Run run
        = runAsLoginShell(shell, MetricStreamCommand::command(200), bin.path() + QLatin1Char(':') + systemPath(), 1100);
    QVERIFY2(!run.finished, run.out.constData()); // host-only runs until the channel closes
    MetricStreamParser parser;
    const auto batch = parser.feed(run.out, QDateTime::currentMSecsSinceEpoch());
    QVERIFY(parser.isHostOnly());
    QVERIFY(batch.gpus.isEmpty());
    QVERIFY2(batch.hosts.size() >= 2, run.out.constData());
    QVERIFY(isKnown(batch.hosts.constFirst().cpuPercent));
    QVERIFY(isKnown(batch.hosts.constFirst().ramUsedMiB));
    // nvidia-smi's complaint is visible as garbage (for the log), not as data.
    QCOMPARE(parser.garbageLines(), fakeNvidiaSmi.isEmpty() ? 0 : 1);
}

void TestMetricStreamCommand::streamsAscendNpus()
{
    // No nvidia-smi, an npu-smi printing a real 910B3 ×8 table (vllm-ascend#3114): the NPUs stream, tick by tick.
    QTemporaryDir bin;
    QVERIFY(writeExecutable(bin.filePath(QStringLiteral("npu-smi")),
        "#!/bin/sh\ncat '" RD_NPU_SMI_DATA "/vllm-ascend-3114-910b3-x8-25.2.0.txt'\n"));
    const QString shell = QStandardPaths::findExecutable(QStringLiteral("dash")).isEmpty()
        ? QStringLiteral("/bin/sh")
        : QStandardPaths::findExecutable(QStringLiteral("dash"));
    const Run run
        = runAsLoginShell(shell, MetricStreamCommand::command(200), bin.path() + QLatin1Char(':') + systemPath(), 1500);
    QVERIFY2(!run.finished, run.out.constData()); // runs until the channel closes
    MetricStreamParser parser;
    const auto batch = parser.feed(run.out, QDateTime::currentMSecsSinceEpoch());
    QVERIFY2(parser.garbageLines() == 0, parser.lastGarbage().constData());
    QVERIFY(parser.isNpu());
    QVERIFY(!parser.isHostOnly());
    QVERIFY2(batch.gpus.size() >= 16 && batch.gpus.size() % 8 == 0, run.out.left(400).constData());
    const GpuMetricSample &npu0 = batch.gpus.constFirst();
    QCOMPARE(npu0.gpuIndex, 0);
    QCOMPARE(npu0.utilizationPercent, 0.0); // AICore(%)
    QCOMPARE(npu0.memoryTotalMiB, 65536.0); // HBM
    QCOMPARE(npu0.memoryUsedMiB, 3378.0);
    QCOMPARE(npu0.temperatureC, 41.0);
    QCOMPARE(npu0.powerDrawW, 99.3);
    QCOMPARE(batch.gpus.at(7).gpuIndex, 7);
    QVERIFY(!batch.hosts.isEmpty()); // the host line of each tick
}

void TestMetricStreamCommand::survivesOddLocale()
{
    // The login shell's locale is Turkish with decimal commas; the command must still run our nvidia-smi in C.
    const Run run = runAsLoginShell(QStringLiteral("/bin/sh"), MetricStreamCommand::command(200),
        m_fakeBin + QLatin1Char(':') + systemPath(), 10000, QStringLiteral("tr_TR.UTF-8"));
    QVERIFY(run.finished);
    MetricStreamParser parser;
    const auto batch = parser.feed(run.out, QDateTime::currentMSecsSinceEpoch());
    QVERIFY2(parser.garbageLines() == 0, parser.lastGarbage().constData());
    QCOMPARE(batch.gpus.size(), 6);
}

QTEST_GUILESS_MAIN(TestMetricStreamCommand)
#include "TestMetricStreamCommand.moc"
