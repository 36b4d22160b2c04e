// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliRunner.h"
#include "TempHome.h"
#include "billing/Ledger.h"
#include "core/Paths.h"
#include "sandbox/SandboxProvider.h"
#include "services/Storage.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTest>

using namespace RentDeck;

namespace {

CliRun runCli(const QStringList &args, int timeoutMs = 90000)
{
    return runCliProgram(QStringLiteral(RD_CLI_PATH), QStringLiteral(RD_TOOLS_DIR), args, timeoutMs);
}

QJsonObject resultOf(const QJsonObject &report, const QString &id)
{
    for (const QJsonValue &value : report.value(QStringLiteral("results")).toArray()) {
        if (value.toObject().value(QStringLiteral("id")).toString() == id) {
            return value.toObject();
        }
    }
    return {};
}

QString describe(const QJsonObject &result)
{
    return result.value(QStringLiteral("status")).toString() + QStringLiteral(": ")
        + result.value(QStringLiteral("measured")).toString() + QStringLiteral(" | ")
        + result.value(QStringLiteral("fix")).toString();
}

} // namespace

class TestCheckSandbox : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void healthyPassesInUnderTenSeconds();
    void busyGpuListsTheOtherProcess();
    void benchmarkShowsThrottling();
    void slicedCardFails();
    void oldDriverWarnsAndFailsTorch();
    void noDriverFails();
    void throttledWarns();
    void burnInLoadsEveryGpuForTheSecondsAsked();
    void burnInNamesTheGpuThatMisbehaves_data();
    void burnInNamesTheGpuThatMisbehaves();
    void pcieInsteadOfNvLinkFails();
    void softwareStackOfEveryEnvironment();
    void tinyShmWarnsWithTheDockerFlag();
    void ascendBoxChecksItsNpusAndCann();

private:
    /** `check NAME --json --burn-in SECONDS` without network or disk tests: the report, whatever the exit. */
    QJsonObject burnIn(const QString &name, int seconds, int *exitCode, qint64 *ms);
    QString launch(const QString &offerId);
    /** `check NAME ARGS --json`: the report, with the exit code checked. */
    QJsonObject check(const QString &name, int expectedExit, const QStringList &extra = {});
    void printHuman(const QString &name, const QStringList &extra = {});

    std::unique_ptr<TempHome> m_home;
    QStringList m_launched;
    QString m_eightGpus; // sbx-h100x8-us, for the burn-in scenarios
};

void TestCheckSandbox::initTestCase()
{
    if (QStandardPaths::findExecutable(QStringLiteral("sshd"), { QStringLiteral("/usr/sbin") }).isEmpty()) {
        QSKIP("OpenSSH sshd is not installed");
    }
    m_home = std::make_unique<TempHome>();
    QVERIFY(m_home->isValid());
}

void TestCheckSandbox::cleanupTestCase()
{
    for (const QString &name : std::as_const(m_launched)) {
        const CliRun destroyed = runCli({ QStringLiteral("destroy"), name });
        QVERIFY2(destroyed.exitCode == 0, destroyed.err.constData());
    }
    if (m_home) {
        const QStringList left = processesMentioning(m_home->path());
        QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char('\n'))));
        m_home.reset();
    }
}

QString TestCheckSandbox::launch(const QString &offerId)
{
    const CliRun launched = runCli({ QStringLiteral("launch"), QStringLiteral("--offer"),
        QStringLiteral("sandbox:") + offerId, QStringLiteral("--wait") });
    const QString name = QString::fromUtf8(launched.out).trimmed();
    if (launched.exitCode == 0 && name.startsWith(QStringLiteral("sandbox:"))) {
        m_launched << name;
        return name;
    }
    qWarning("launch %s failed: %s", qPrintable(offerId), launched.err.constData());
    return {};
}

QJsonObject TestCheckSandbox::check(const QString &name, int expectedExit, const QStringList &extra)
{
    const CliRun run = runCli(QStringList { QStringLiteral("check"), name, QStringLiteral("--json") } + extra);
    const QJsonObject report = QJsonDocument::fromJson(run.out).object();
    qInfo("check %s %s: exit %d in %lld ms (%s)", qPrintable(name), qPrintable(extra.join(QLatin1Char(' '))),
        run.exitCode, run.ms, qPrintable(report.value(QStringLiteral("summary")).toString()));
    if (run.exitCode != expectedExit) {
        qWarning("%s%s", run.out.constData(), run.err.constData());
        return {};
    }
    return report;
}

void TestCheckSandbox::printHuman(const QString &name, const QStringList &extra)
{
    const CliRun run = runCli(QStringList { QStringLiteral("check"), name } + extra);
    qInfo("rentdeck-cli check %s %s (exit %d):\n%s", qPrintable(name), qPrintable(extra.join(QLatin1Char(' '))),
        run.exitCode, run.out.constData());
}

void TestCheckSandbox::healthyPassesInUnderTenSeconds()
{
    const QString name = launch(QStringLiteral("sbx-4090-us"));
    QVERIFY(!name.isEmpty());
    QElapsedTimer clock;
    clock.start();
    const QJsonObject report = check(name, 0, { QStringLiteral("--no-network") });
    const qint64 ms = clock.elapsed();
    QVERIFY(!report.isEmpty());
    qInfo("healthy check, whole CLI run: %lld ms", ms);
    QVERIFY2(ms < 10000, qPrintable(QString::number(ms)));
    QCOMPARE(report.value(QStringLiteral("status")).toString(), QStringLiteral("pass"));
    QCOMPARE(resultOf(report, QStringLiteral("gpu.model")).value(QStringLiteral("status")).toString(),
        QStringLiteral("pass"));

    // This machine has no internet: the network test must say so as a warning, quickly, not hang.
    clock.restart();
    const QJsonObject withNetwork = check(name, 3);
    QVERIFY(!withNetwork.isEmpty());
    QVERIFY2(clock.elapsed() < 10000, qPrintable(QString::number(clock.elapsed())));
    const QJsonObject net = resultOf(withNetwork, QStringLiteral("net.outbound"));
    QVERIFY2(net.value(QStringLiteral("status")).toString() == QLatin1String("warn")
            || net.value(QStringLiteral("status")).toString() == QLatin1String("pass"),
        qPrintable(describe(net)));
    printHuman(name);

    // Each run is stored in the ledger.
    const Storage storage(Paths::ledgerFile());
    QVERIFY2(storage.isOpen(), qPrintable(storage.error().message));
    const Result<QList<StoredCheckReport>> stored = storage.checkReports().reports(name);
    QVERIFY(stored);
    QCOMPARE(stored->size(), 3);
    QCOMPARE(stored->constFirst().status, QStringLiteral("pass"));
    QVERIFY(QJsonDocument::fromJson(stored->constLast().reportJson).isObject());
}

void TestCheckSandbox::busyGpuListsTheOtherProcess()
{
    QVERIFY(!m_launched.isEmpty());
    const QString name = m_launched.constFirst();
    SandboxProvider provider(ProviderContext {});
    QVERIFY(provider.setScenario(name.section(QLatin1Char(':'), 1), QStringLiteral("busy")).isOk());
    const QJsonObject report = check(name, 3, { QStringLiteral("--no-network") });
    QVERIFY(!report.isEmpty());
    const QJsonObject processes = resultOf(report, QStringLiteral("gpu.processes"));
    QCOMPARE(processes.value(QStringLiteral("status")).toString(), QStringLiteral("warn"));
    QVERIFY2(processes.value(QStringLiteral("measured")).toString().contains(QStringLiteral("python3")),
        qPrintable(describe(processes)));
    QVERIFY(processes.value(QStringLiteral("fix")).toString().contains(QStringLiteral("someone else")));
    printHuman(name, { QStringLiteral("--no-network") });
    QVERIFY(provider.setScenario(name.section(QLatin1Char(':'), 1), QStringLiteral("idle")).isOk());
}

void TestCheckSandbox::benchmarkShowsThrottling()
{
    QVERIFY(!m_launched.isEmpty());
    const QString healthy = m_launched.constFirst();
    const QString throttled = launch(QStringLiteral("sbx-a100-40g-us"));
    QVERIFY(!throttled.isEmpty());
    const QStringList bench { QStringLiteral("--bench"), QStringLiteral("--stress"), QStringLiteral("2"),
        QStringLiteral("--no-network"), QStringLiteral("--no-disk-test") };
    QElapsedTimer clock;
    clock.start();
    const QJsonObject fast = check(healthy, 0, bench);
    QVERIFY(!fast.isEmpty());
    QVERIFY2(clock.elapsed() < 2000 + 10000, "the benchmark ran longer than asked");
    const QJsonObject slow = check(throttled, 3, bench);
    QVERIFY(!slow.isEmpty());
    const QJsonObject fastTflops = resultOf(fast, QStringLiteral("bench.tflops"));
    const QJsonObject slowTflops = resultOf(slow, QStringLiteral("bench.tflops"));
    qInfo("healthy: %s", qPrintable(describe(fastTflops)));
    qInfo("throttled: %s", qPrintable(describe(slowTflops)));
    QCOMPARE(fastTflops.value(QStringLiteral("status")).toString(), QStringLiteral("pass"));
    QCOMPARE(slowTflops.value(QStringLiteral("status")).toString(), QStringLiteral("warn"));
    const auto ratio = [](const QJsonObject &result) {
        const QString measured = result.value(QStringLiteral("measured")).toString();
        return measured.section(QLatin1Char('('), 1).section(QLatin1Char('%'), 0, 0).toInt();
    };
    QVERIFY2(ratio(fastTflops) >= 85 && ratio(slowTflops) <= 60,
        qPrintable(QStringLiteral("%1 vs %2").arg(ratio(fastTflops)).arg(ratio(slowTflops))));
    QCOMPARE(resultOf(slow, QStringLiteral("gpu.clocks")).value(QStringLiteral("status")).toString(),
        QStringLiteral("warn"));
}

void TestCheckSandbox::slicedCardFails()
{
    const QString name = launch(QStringLiteral("sbx-a100-20g-vgpu-cn"));
    QVERIFY(!name.isEmpty());
    const QJsonObject report = check(name, 4, { QStringLiteral("--no-network") });
    QVERIFY(!report.isEmpty());
    const QJsonObject vram = resultOf(report, QStringLiteral("gpu.vram"));
    QCOMPARE(vram.value(QStringLiteral("status")).toString(), QStringLiteral("fail"));
    QVERIFY2(vram.value(QStringLiteral("fix"))
                 .toString()
                 .contains(QStringLiteral("20.0 GB slice of a 80.0 GB card; ask for a whole card or a refund")),
        qPrintable(describe(vram)));
    printHuman(name, { QStringLiteral("--no-network") });
}

void TestCheckSandbox::oldDriverWarnsAndFailsTorch()
{
    const QString name = launch(QStringLiteral("sbx-3090-old-cn"));
    QVERIFY(!name.isEmpty());
    const QJsonObject report = check(name, 3, { QStringLiteral("--no-network") });
    QVERIFY(!report.isEmpty());
    const QJsonObject driver = resultOf(report, QStringLiteral("driver.cuda"));
    QCOMPARE(driver.value(QStringLiteral("status")).toString(), QStringLiteral("warn"));
    QVERIFY2(driver.value(QStringLiteral("measured")).toString().contains(QStringLiteral("470.256.02")),
        qPrintable(describe(driver)));
    QVERIFY(driver.value(QStringLiteral("fix")).toString().contains(QStringLiteral("cu118")));
    printHuman(name, { QStringLiteral("--no-network") });

    // A fake torch (cu124 build) in the instance home, where the probe's python looks first.
    if (resultOf(report, QStringLiteral("frameworks"))
            .value(QStringLiteral("measured"))
            .toString()
            .contains(QStringLiteral("no Python"))) {
        QSKIP("no Python on this machine: the framework path cannot run");
    }
    const QString home = m_home->path() + QStringLiteral("/providers/sandbox/instances/")
        + name.section(QLatin1Char(':'), 1) + QStringLiteral("/home/torch");
    QVERIFY(QDir().mkpath(home + QStringLiteral("/version")) && QDir().mkpath(home + QStringLiteral("/backends")));
    QFile init(home + QStringLiteral("/__init__.py"));
    QVERIFY(init.open(QIODevice::WriteOnly));
    init.write(
        "# fake torch for TestCheckSandbox\n__version__ = '2.5.1+cu124'\n"
        "class version:\n    cuda = '12.4'\n"
        "class cuda:\n    @staticmethod\n    def is_available():\n        return False\n"
        "class backends:\n    class cudnn:\n        @staticmethod\n        def version():\n            return 90100\n");
    init.close();
    const QJsonObject withTorch = check(name, 4, { QStringLiteral("--no-network") });
    QVERIFY(!withTorch.isEmpty());
    const QJsonObject torch = resultOf(withTorch, QStringLiteral("framework.torch"));
    QCOMPARE(torch.value(QStringLiteral("status")).toString(), QStringLiteral("fail"));
    QVERIFY2(torch.value(QStringLiteral("measured")).toString().contains(QStringLiteral("2.5.1+cu124")),
        qPrintable(describe(torch)));
    QVERIFY(!torch.value(QStringLiteral("fix")).toString().isEmpty());
    printHuman(name, { QStringLiteral("--no-network") });
}

void TestCheckSandbox::noDriverFails()
{
    const QString name = launch(QStringLiteral("sbx-l4-nodriver-us"));
    QVERIFY(!name.isEmpty());
    const QJsonObject report = check(name, 4, { QStringLiteral("--no-network") });
    QVERIFY(!report.isEmpty());
    const QJsonObject visible = resultOf(report, QStringLiteral("gpu.visible"));
    QCOMPARE(visible.value(QStringLiteral("status")).toString(), QStringLiteral("fail"));
    QVERIFY2(visible.value(QStringLiteral("fix")).toString().contains(QStringLiteral("driver")),
        qPrintable(describe(visible)));
    printHuman(name, { QStringLiteral("--no-network") });
}

void TestCheckSandbox::throttledWarns()
{
    const QString name = m_launched.size() > 1 ? m_launched.at(1) : launch(QStringLiteral("sbx-a100-40g-us"));
    QVERIFY(!name.isEmpty());
    const QJsonObject report = check(name, 3, { QStringLiteral("--no-network") });
    QVERIFY(!report.isEmpty());
    const QJsonObject throttle = resultOf(report, QStringLiteral("gpu.throttle"));
    QCOMPARE(throttle.value(QStringLiteral("status")).toString(), QStringLiteral("warn"));
    QVERIFY2(throttle.value(QStringLiteral("measured")).toString().contains(QStringLiteral("thermal")),
        qPrintable(describe(throttle)));
    printHuman(name, { QStringLiteral("--no-network") });
}

void TestCheckSandbox::softwareStackOfEveryEnvironment()
{
    QVERIFY2(!m_launched.isEmpty(), "the RTX 4090 instance of healthyPassesInUnderTenSeconds");
    const QString name = m_launched.first();
    const QString id = name.section(QLatin1Char(':'), 1);
    SandboxProvider provider(ProviderContext {});
    QVERIFY(provider.setScenario(id, QStringLiteral("stack-mismatch")).isOk());
    QElapsedTimer clock;
    clock.start();
    const QJsonObject report = check(name, 4, { QStringLiteral("--no-network"), QStringLiteral("--no-disk-test") });
    const qint64 ms = clock.elapsed();
    QVERIFY(!report.isEmpty());
    if (resultOf(report, QStringLiteral("frameworks"))
            .value(QStringLiteral("measured"))
            .toString()
            .contains(QStringLiteral("no Python"))) {
        QSKIP("no Python on this machine: the environments cannot run");
    }
    const auto expect
        = [&](const QString &resultId, const QString &status, const QString &inMeasured, const QString &inFix = {}) {
              const QJsonObject result = resultOf(report, resultId);
              qInfo("%s: %s", qPrintable(resultId), qPrintable(describe(result)));
              QCOMPARE(result.value(QStringLiteral("status")).toString(), status);
              QVERIFY2(result.value(QStringLiteral("measured")).toString().contains(inMeasured),
                  qPrintable(describe(result)));
              QVERIFY2(result.value(QStringLiteral("fix")).toString().contains(inFix), qPrintable(describe(result)));
          };
    // conda base: torch 2.8 + cu128 with wheels that fit.
    const QString base = QStringLiteral("@base");
    expect(QStringLiteral("stack.flash-attn") + base, QStringLiteral("pass"), QStringLiteral("loads with torch 2.8.0"));
    expect(QStringLiteral("stack.xformers") + base, QStringLiteral("pass"), QStringLiteral("0.0.32.post2"));
    expect(QStringLiteral("stack.bitsandbytes") + base, QStringLiteral("pass"), QStringLiteral("0.48.2"));
    expect(QStringLiteral("stack.cudnn") + base, QStringLiteral("pass"), QStringLiteral("9.10.2"));
    // conda env train: a flash-attn wheel built for another torch; the fix is the wheel for torch 2.5, cu12, old ABI.
    expect(QStringLiteral("stack.flash-attn@train"), QStringLiteral("fail"), QStringLiteral("undefined symbol"),
        QStringLiteral("cu12torch2.5cxx11abiFALSE"));
    expect(QStringLiteral("stack.xformers@train"), QStringLiteral("pass"), QStringLiteral("0.0.28.post3"));
    expect(QStringLiteral("framework.torch@train"),
        resultOf(report, QStringLiteral("framework.torch@train")).value(QStringLiteral("status")).toString(),
        QStringLiteral("2.5.1+cu124"));
    // The venv: vLLM 0.10.1.1 pins torch 2.7.1, and torch 2.8.0 is installed.
    const QString venv = QStringLiteral("@~/llm/.venv");
    expect(QStringLiteral("stack.vllm") + venv, QStringLiteral("fail"), QStringLiteral("torch 2.7.1"),
        QStringLiteral("pip install vllm==0.11.0"));
    printHuman(name, { QStringLiteral("--no-network"), QStringLiteral("--no-disk-test") });
    qInfo("software-stack check of 4 Python environments: %lld ms", ms);
    QVERIFY2(ms < 10000, qPrintable(QString::number(ms)));

    // Back to idle: the environments are gone and so are their results.
    QVERIFY(provider.setScenario(id, QStringLiteral("idle")).isOk());
    const QJsonObject idle = check(name, 0, { QStringLiteral("--no-network"), QStringLiteral("--no-disk-test") });
    QVERIFY(!idle.isEmpty());
    QVERIFY(resultOf(idle, QStringLiteral("stack.flash-attn@train")).isEmpty());
}

void TestCheckSandbox::tinyShmWarnsWithTheDockerFlag()
{
    // A container started without --shm-size: the instance's df reports Docker's default 64 MB /dev/shm.
    QVERIFY2(!m_launched.isEmpty(), "the RTX 4090 instance of healthyPassesInUnderTenSeconds");
    const QString name = m_launched.first();
    const QString id = name.section(QLatin1Char(':'), 1);
    SandboxProvider provider(ProviderContext {});
    QVERIFY(provider.setScenario(id, QStringLiteral("tiny-shm")).isOk());
    const QStringList fast { QStringLiteral("--no-network"), QStringLiteral("--no-disk-test") };
    const QJsonObject report = check(name, 3, fast);
    QVERIFY(!report.isEmpty());
    const QJsonObject shm = resultOf(report, QStringLiteral("host.shm"));
    qInfo("host.shm: %s", qPrintable(describe(shm)));
    QCOMPARE(shm.value(QStringLiteral("status")).toString(), QStringLiteral("warn"));
    QCOMPARE(shm.value(QStringLiteral("measured")).toString(), QStringLiteral("64 MB"));
    const QString fix = shm.value(QStringLiteral("fix")).toString();
    QVERIFY2(fix.contains(QStringLiteral("--shm-size=16g")) && fix.contains(QStringLiteral("num_workers=4")),
        qPrintable(fix));
    for (const QJsonValue &result : report.value(QStringLiteral("results")).toArray()) {
        const QJsonObject object = result.toObject();
        if (object.value(QStringLiteral("id")).toString() != QLatin1String("host.shm")) {
            QVERIFY2(object.value(QStringLiteral("status")).toString() != QLatin1String("warn"),
                qPrintable(describe(object)));
        }
    }
    printHuman(name, fast);

    // Another scenario gives the instance this computer's /dev/shm back.
    QVERIFY(provider.setScenario(id, QStringLiteral("idle")).isOk());
    const QJsonObject idle = check(name, 0, fast);
    QCOMPARE(
        resultOf(idle, QStringLiteral("host.shm")).value(QStringLiteral("status")).toString(), QStringLiteral("pass"));
}

void TestCheckSandbox::ascendBoxChecksItsNpusAndCann()
{
    // An 8 × Ascend 910B3 box: npu-smi instead of nvidia-smi, CANN 8.1.RC1, torch_npu 2.5.1 in conda's base.
    const QString name = launch(QStringLiteral("sbx-910b-cn"));
    QVERIFY(!name.isEmpty());
    QElapsedTimer clock;
    clock.start();
    const CliRun run = runCli({ QStringLiteral("check"), name, QStringLiteral("--json"), QStringLiteral("--no-network"),
        QStringLiteral("--no-disk-test") });
    const qint64 ms = clock.elapsed();
    const QJsonObject report = QJsonDocument::fromJson(run.out).object();
    QVERIFY2(!report.isEmpty(), run.err.constData());
    const QJsonObject visible = resultOf(report, QStringLiteral("npu.visible"));
    qInfo("npu.visible: %s (whole check %lld ms, exit %d)", qPrintable(describe(visible)), ms, run.exitCode);
    QCOMPARE(visible.value(QStringLiteral("status")).toString(), QStringLiteral("pass"));
    QVERIFY2(visible.value(QStringLiteral("measured")).toString().contains(QStringLiteral("8 × Ascend 910B3")),
        qPrintable(describe(visible)));
    QCOMPARE(resultOf(report, QStringLiteral("npu.cann")).value(QStringLiteral("measured")).toString(),
        QStringLiteral("CANN 8.1.RC1"));
    // No NVIDIA verdicts on an NPU box.
    QVERIFY(resultOf(report, QStringLiteral("gpu.visible")).isEmpty());
    if (resultOf(report, QStringLiteral("frameworks"))
            .value(QStringLiteral("measured"))
            .toString()
            .contains(QStringLiteral("no Python"))) {
        QSKIP("no Python on this machine: the environments cannot run");
    }
    const QJsonObject torchNpu = resultOf(report, QStringLiteral("framework.torch_npu@base"));
    QCOMPARE(torchNpu.value(QStringLiteral("status")).toString(), QStringLiteral("pass"));
    QVERIFY2(torchNpu.value(QStringLiteral("measured"))
                 .toString()
                 .contains(QStringLiteral("torch_npu 2.5.1 with torch 2.5.1")),
        qPrintable(describe(torchNpu)));
    QVERIFY2(ms < 10000, qPrintable(QString::number(ms)));
    printHuman(name, { QStringLiteral("--no-network"), QStringLiteral("--no-disk-test") });
}

QTEST_GUILESS_MAIN(TestCheckSandbox)
#include "TestCheckSandbox.moc"

QJsonObject TestCheckSandbox::burnIn(const QString &name, int seconds, int *exitCode, qint64 *ms)
{
    const CliRun run = runCli({ QStringLiteral("check"), name, QStringLiteral("--json"), QStringLiteral("--burn-in"),
        QString::number(seconds), QStringLiteral("--no-network"), QStringLiteral("--no-disk-test") });
    *exitCode = run.exitCode;
    *ms = run.ms;
    const QJsonObject report = QJsonDocument::fromJson(run.out).object();
    qInfo("check %s --burn-in %d: exit %d in %lld ms (%s)", qPrintable(name), seconds, run.exitCode, run.ms,
        qPrintable(report.value(QStringLiteral("summary")).toString()));
    if (report.isEmpty()) {
        qWarning("%s%s", run.out.constData(), run.err.constData());
    }
    return report;
}

void TestCheckSandbox::burnInLoadsEveryGpuForTheSecondsAsked()
{
    const QString name = launch(QStringLiteral("sbx-h100x8-us"));
    QVERIFY(!name.isEmpty());
    m_eightGpus = name;
    int exitCode = -1;
    qint64 ms = 0;
    const int seconds = 6;
    const QJsonObject report = burnIn(name, seconds, &exitCode, &ms);
    QVERIFY(!report.isEmpty());
    const QJsonObject load = resultOf(report, QStringLiteral("burn.load"));
    QCOMPARE(load.value(QStringLiteral("status")).toString(), QStringLiteral("pass"));
    QVERIFY2(load.value(QStringLiteral("measured")).toString().contains(QStringLiteral("on 8 GPUs for 6 s")),
        qPrintable(describe(load)));
    // The burn-in itself (its value: seconds from start to end) takes what was asked plus at most 5 s.
    const double took = load.value(QStringLiteral("value")).toDouble();
    qInfo("burn-in of %d s took %.1f s; the whole check %lld ms", seconds, took, ms);
    QVERIFY2(took >= seconds && took <= seconds + 5, qPrintable(QString::number(took)));
    for (int gpu = 0; gpu < 8; ++gpu) {
        const QJsonObject result = resultOf(report, QStringLiteral("burn.gpu.%1").arg(gpu));
        QVERIFY2(
            result.value(QStringLiteral("status")).toString() == QLatin1String("pass"), qPrintable(describe(result)));
        QVERIFY(result.value(QStringLiteral("measured")).toString().contains(QStringLiteral("0 wrong results")));
    }
    // The box is sold (and simulated) as NVLink between every pair.
    const QJsonObject topology = resultOf(report, QStringLiteral("gpu.topology"));
    QVERIFY2(topology.value(QStringLiteral("status")).toString() == QLatin1String("pass")
            && topology.value(QStringLiteral("measured")).toString().contains(QStringLiteral("all pairs NVLink")),
        qPrintable(describe(topology)));
    const QJsonObject siblings = resultOf(report, QStringLiteral("burn.siblings"));
    QVERIFY2(
        siblings.value(QStringLiteral("status")).toString() == QLatin1String("pass"), qPrintable(describe(siblings)));
    QVERIFY(!resultOf(report, QStringLiteral("burn.xid")).isEmpty());
    // Nothing else warns, except this computer's own memlock limit (the sandbox runs here): real for 8 GPUs.
    for (const QJsonValue &value : report.value(QStringLiteral("results")).toArray()) {
        const QJsonObject result = value.toObject();
        const QString status = result.value(QStringLiteral("status")).toString();
        QVERIFY2(status == QLatin1String("pass") || status == QLatin1String("skip")
                || result.value(QStringLiteral("id")).toString() == QLatin1String("host.memlock"),
            qPrintable(result.value(QStringLiteral("id")).toString() + QStringLiteral(" ") + describe(result)));
    }
    QVERIFY2(exitCode == 0 || exitCode == 3, qPrintable(report.value(QStringLiteral("summary")).toString()));
    // The load ended with the burn-in: the simulator's GPUs are idle again.
    const CliRun after = runCli({ QStringLiteral("exec"), name, QStringLiteral("--"), QStringLiteral("nvidia-smi"),
        QStringLiteral("--query-gpu=utilization.gpu"), QStringLiteral("--format=csv,noheader,nounits") });
    QCOMPARE(after.exitCode, 0);
    QVERIFY2(!after.out.contains("100"), after.out.constData());
}

void TestCheckSandbox::burnInNamesTheGpuThatMisbehaves_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("status");
    QTest::addColumn<QString>("named");
    QTest::addColumn<int>("exitCode");
    QTest::newRow("hot-gpu") << "hot-gpu"
                             << "burn.gpu.3"
                             << "warn"
                             << "clocked down from" << 3;
    QTest::newRow("slow-sibling") << "slow-sibling"
                                  << "burn.siblings"
                                  << "warn"
                                  << "GPU 1 ran" << 3;
    QTest::newRow("faulty-gpu") << "faulty-gpu"
                                << "burn.gpu.2"
                                << "fail"
                                << "wrong results" << 4;
}

void TestCheckSandbox::burnInNamesTheGpuThatMisbehaves()
{
    QFETCH(QString, scenario);
    QFETCH(QString, id);
    QFETCH(QString, status);
    QFETCH(QString, named);
    QFETCH(int, exitCode);
    const QString name = m_eightGpus;
    QVERIFY2(!name.isEmpty(), "the 8-GPU instance of burnInLoadsEveryGpuForTheSecondsAsked");
    SandboxProvider provider(ProviderContext {});
    QVERIFY(provider.setScenario(name.section(QLatin1Char(':'), 1), scenario).isOk());
    int exit = -1;
    qint64 ms = 0;
    const QJsonObject report = burnIn(name, 8, &exit, &ms);
    QVERIFY(provider.setScenario(name.section(QLatin1Char(':'), 1), QStringLiteral("idle")).isOk());
    QVERIFY(!report.isEmpty());
    const QJsonObject result = resultOf(report, id);
    qInfo("%s: %s", qPrintable(id), qPrintable(describe(result)));
    QCOMPARE(result.value(QStringLiteral("status")).toString(), status);
    QVERIFY2(result.value(QStringLiteral("measured")).toString().contains(named), qPrintable(describe(result)));
    QVERIFY(!result.value(QStringLiteral("fix")).toString().isEmpty());
    // Only the one GPU is blamed.
    for (int gpu = 0; gpu < 8; ++gpu) {
        const QString other = QStringLiteral("burn.gpu.%1").arg(gpu);
        if (other != id) {
            QCOMPARE(resultOf(report, other).value(QStringLiteral("status")).toString(), QStringLiteral("pass"));
        }
    }
    QCOMPARE(exit, exitCode);
}

void TestCheckSandbox::pcieInsteadOfNvLinkFails()
{
    QVERIFY2(!m_eightGpus.isEmpty(), "the 8-GPU instance of burnInLoadsEveryGpuForTheSecondsAsked");
    SandboxProvider provider(ProviderContext {});
    QVERIFY(provider.setScenario(m_eightGpus.section(QLatin1Char(':'), 1), QStringLiteral("pcie-only")).isOk());
    // With the benchmark: the all-reduce measures what the listing's NVLink would have given.
    const QJsonObject report = check(m_eightGpus, 4,
        { QStringLiteral("--no-network"), QStringLiteral("--no-disk-test"), QStringLiteral("--bench"),
            QStringLiteral("--stress"), QStringLiteral("2") });
    QVERIFY(provider.setScenario(m_eightGpus.section(QLatin1Char(':'), 1), QStringLiteral("idle")).isOk());
    QVERIFY(!report.isEmpty());
    const QJsonObject topology = resultOf(report, QStringLiteral("gpu.topology"));
    qInfo("%s", qPrintable(describe(topology)));
    QCOMPARE(topology.value(QStringLiteral("status")).toString(), QStringLiteral("fail"));
    QVERIFY(topology.value(QStringLiteral("measured")).toString().contains(QStringLiteral("across CPU sockets")));
    QVERIFY(topology.value(QStringLiteral("fix")).toString().contains(QStringLiteral("not the NVLink")));
    const QJsonObject allReduce = resultOf(report, QStringLiteral("bench.allreduce"));
    qInfo("%s", qPrintable(describe(allReduce)));
    QCOMPARE(allReduce.value(QStringLiteral("status")).toString(), QStringLiteral("warn"));
    QVERIFY(allReduce.value(QStringLiteral("measured")).toString().contains(QStringLiteral("across 8 GPUs")));
    const QJsonObject p2p = resultOf(report, QStringLiteral("bench.p2p"));
    QCOMPARE(p2p.value(QStringLiteral("status")).toString(), QStringLiteral("warn"));
    QVERIFY(p2p.value(QStringLiteral("measured")).toString().contains(QStringLiteral("16 of 28 GPU pairs")));

    // The planner now syncs this offer's gradients at the measured speed, not the NVLink figure.
    const CliRun offers = runCli({ QStringLiteral("offers"), QStringLiteral("--provider"), QStringLiteral("sandbox"),
        QStringLiteral("--gpus"), QStringLiteral("8"), QStringLiteral("--fits"), QStringLiteral("--params"),
        QStringLiteral("7e9"), QStringLiteral("--mode"), QStringLiteral("sharded"), QStringLiteral("--tokens"),
        QStringLiteral("1e9"), QStringLiteral("--json") });
    QCOMPARE(offers.exitCode, 0);
    bool found = false;
    for (const QJsonValue &value : QJsonDocument::fromJson(offers.out).array()) {
        const QJsonObject offer = value.toObject();
        if (offer.value(QStringLiteral("id")).toString() == QLatin1String("sbx-h100x8-us")) {
            found = true;
            QVERIFY2(offer.value(QStringLiteral("link_measured")).toBool(), offers.out.constData());
            QVERIFY2(offer.value(QStringLiteral("link_gbs")).toDouble() < 10, offers.out.constData());
            QVERIFY2(offer.value(QStringLiteral("parallel_efficiency")).toDouble() < 1, offers.out.constData());
        }
    }
    QVERIFY2(found, offers.out.constData());

    // The NVLink box as sold: every pair reaches the others, and the all-reduce is what the plan assumes or more.
    const QJsonObject healthy = check(m_eightGpus, 3,
        { QStringLiteral("--no-network"), QStringLiteral("--no-disk-test"), QStringLiteral("--bench"),
            QStringLiteral("--stress"), QStringLiteral("2") });
    QVERIFY(!healthy.isEmpty());
    QCOMPARE(resultOf(healthy, QStringLiteral("bench.allreduce")).value(QStringLiteral("status")).toString(),
        QStringLiteral("pass"));
    QCOMPARE(resultOf(healthy, QStringLiteral("bench.p2p")).value(QStringLiteral("status")).toString(),
        QStringLiteral("pass"));
}
