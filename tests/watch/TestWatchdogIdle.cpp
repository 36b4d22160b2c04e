// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "WatchdogSandbox.h"
#include "sandbox/SandboxProcesses.h"
#include "sandbox/SandboxProvider.h"
#include "ssh/SshSession.h"
#include "ssh/SshShellChannel.h"
#include "watch/WatchdogInstaller.h"

#include <QSignalSpy>
#include <QTest>

using namespace RentDeck;
using namespace std::chrono_literals;

namespace {

QString describe(const WatchdogLog &log)
{
    QStringList lines;
    for (const WatchdogEvent &event : log.events) {
        lines << event.kind + QLatin1Char(' ') + event.detail;
    }
    return lines.join(QStringLiteral(" | "));
}

// The idle rule with a tiny window: all GPUs below 50 % for 2 s, checked every second; a heartbeat is fresh for 5 s.
WatchdogConfig idleRule(WatchdogConfig::Action action)
{
    WatchdogConfig config;
    config.idlePercent = 50;
    config.idleFor = 2s;
    config.checkInterval = 1s;
    config.action = action;
    config.heartbeatMaxAge = 5s; // RentDeck beats every second here
    config.settleTime = 5s;
    return config;
}

bool stillRunning(const WatchdogSandbox &fixture, const Instance &instance, qint64 sshdPid)
{
    const Result<SandboxInstanceRecord> record = fixture.record(instance.id);
    return SandboxProc::isAlive(sshdPid) && record && record->instance.state == InstanceState::Running;
}

} // namespace

/**
 * The watchdog's idle rule on real sandbox instances, whose GPUs are rentdeck-gpusim scenarios: busy GPUs keep
 * the instance, idle ones stop it; in warn mode a fresh heartbeat from RentDeck only logs, and once the
 * heartbeat is stale (RentDeck gone) it acts; an interactive SSH session keeps an idle instance running.
 */
class TestWatchdogIdle : public QObject
{
    Q_OBJECT

private slots:
    void busyThenWatchedThenAlone();
    void interactiveSessionKeepsIdleInstance();
};

void TestWatchdogIdle::busyThenWatchedThenAlone()
{
    WatchdogSandbox fixture;
    const Instance instance = fixture.launch();
    QVERIFY(!instance.id.isEmpty());
    const qint64 sshdPid = fixture.record(instance.id)->sshdPid;
    QVERIFY(fixture.sandbox()->setScenario(instance.id, QStringLiteral("busy")).isOk());
    std::unique_ptr<SshSession> session = fixture.connect(instance);
    QVERIFY(session);
    WatchdogInstaller installer(session.get());

    // Busy GPUs: never idle, whatever the action.
    const Result<qint64> busy = await(installer.install(idleRule(WatchdogConfig::Action::PowerOff)));
    QVERIFY2(busy.isOk(), qPrintable(busy.error().message));
    QTest::qWait(4500);
    QVERIFY(stillRunning(fixture, instance, sshdPid));
    WatchdogLog log = fixture.localLog(instance.id);
    QVERIFY2(!log.find(QStringLiteral("idle")) && !log.find(QStringLiteral("poweroff")), qPrintable(describe(log)));
    QVERIFY2(!log.find(QStringLiteral("gpu-unknown")), qPrintable(describe(log)));

    // Idle GPUs in warn mode while RentDeck is watching (heartbeat every second): logged once, not acted on.
    QVERIFY(fixture.sandbox()->setScenario(instance.id, QStringLiteral("idle")).isOk());
    QVERIFY(await(installer.heartbeat()).isOk());
    const Result<qint64> warn = await(installer.install(idleRule(WatchdogConfig::Action::Warn)));
    QVERIFY2(warn.isOk(), qPrintable(warn.error().message));
    // The one it replaced gets TERM (KILL after 25 pauses of 0.2 s, each a `sleep` process) and may still be on its
    // way out under load: in CI's ASan suite, three suites at once on two cores, it once took 15.05 s.
    QTRY_COMPARE_WITH_TIMEOUT(fixture.watchdogProcesses(instance.id), QList<qint64> { *warn }, 30000);
    for (int i = 0; i < 5; ++i) {
        QVERIFY(await(installer.heartbeat()).isOk());
        QTest::qWait(1000);
    }
    QVERIFY(stillRunning(fixture, instance, sshdPid));
    log = fixture.localLog(instance.id);
    QVERIFY2(log.find(QStringLiteral("idle-warn")), qPrintable(describe(log)));
    QVERIFY2(!log.find(QStringLiteral("idle")) && !log.find(QStringLiteral("poweroff")), qPrintable(describe(log)));

    // RentDeck goes away; the heartbeat gets stale and the watchdog acts on its own.
    session->disconnectFromHost();
    session.reset();
    QVERIFY(SshSession::waitForWorkers(5s));
    fixture.closeRentDeck();
    QString why;
    QVERIFY2(fixture.waitStopped(instance.id, sshdPid, 15000, &why), qPrintable(why));
    log = fixture.localLog(instance.id);
    const WatchdogEvent *warned = log.find(QStringLiteral("idle-warn"));
    const WatchdogEvent *idle = log.find(QStringLiteral("idle"));
    const WatchdogEvent *powerOff = log.find(QStringLiteral("poweroff"));
    QVERIFY2(warned && idle && powerOff, qPrintable(describe(log)));
    QVERIFY(warned->line < idle->line && idle->line < powerOff->line);
    QVERIFY2(idle->detail.startsWith(QStringLiteral("all 1 GPUs below 50% for ")), qPrintable(idle->detail));
}

void TestWatchdogIdle::interactiveSessionKeepsIdleInstance()
{
    WatchdogSandbox fixture;
    const Instance instance = fixture.launch();
    QVERIFY(!instance.id.isEmpty());
    const qint64 sshdPid = fixture.record(instance.id)->sshdPid;
    QVERIFY(fixture.sandbox()->setScenario(instance.id, QStringLiteral("idle")).isOk());
    std::unique_ptr<SshSession> session = fixture.connect(instance);
    QVERIFY(session);
    SshShellChannel *shell = session->openShell(80, 24);
    QSignalSpy opened(shell, &SshShellChannel::opened);
    QVERIFY(opened.wait(10000));

    WatchdogInstaller installer(session.get());
    const Result<qint64> pid = await(installer.install(idleRule(WatchdogConfig::Action::PowerOff)));
    QVERIFY2(pid.isOk(), qPrintable(pid.error().message));
    QTest::qWait(4500);
    QVERIFY(stillRunning(fixture, instance, sshdPid));
    WatchdogLog log = fixture.localLog(instance.id);
    QVERIFY2(!log.find(QStringLiteral("idle")), qPrintable(describe(log)));

    // The terminal closes; the exec channels RentDeck itself uses (no PTY) do not count as a user.
    QSignalSpy closed(shell, &SshShellChannel::closed);
    shell->close();
    QVERIFY(closed.wait(10000));
    QString why;
    QVERIFY2(fixture.waitStopped(instance.id, sshdPid, 15000, &why), qPrintable(why));
    session->disconnectFromHost();
    log = fixture.localLog(instance.id);
    const WatchdogEvent *idle = log.find(QStringLiteral("idle"));
    QVERIFY2(idle && log.find(QStringLiteral("poweroff")), qPrintable(describe(log)));
    QVERIFY2(idle->detail.contains(QStringLiteral("0 interactive sessions")), qPrintable(idle->detail));
}

QTEST_GUILESS_MAIN(TestWatchdogIdle)
#include "TestWatchdogIdle.moc"
