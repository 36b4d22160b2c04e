// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "WatchdogSandbox.h"
#include "billing/Ledger.h"
#include "sandbox/SandboxProcesses.h"
#include "sandbox/SandboxProvider.h"
#include "services/InstanceManager.h"
#include "ssh/SshExecChannel.h"
#include "ssh/SshSession.h"
#include "watch/WatchdogInstaller.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTest>

using namespace RentDeck;
using namespace std::chrono_literals;

/**
 * The watchdog on real sandbox instances (sshd on 127.0.0.1, rentdeck-gpusim as nvidia-smi): it stops an
 * instance at its deadline after RentDeck is gone, a second install replaces the first, and every path it
 * is given survives the shell.
 */
class TestWatchdogDeadline : public QObject
{
    Q_OBJECT

private slots:
    void deadlineStopsInstanceWithRentDeckGone();
    void reinstallReplaces();
    void hostileFolderName();
    void sandboxPowerCommands();
};

void TestWatchdogDeadline::deadlineStopsInstanceWithRentDeckGone()
{
    WatchdogSandbox fixture;
    QVERIFY(fixture.isValid());
    const Instance instance = fixture.launch();
    QVERIFY(!instance.id.isEmpty());
    const Result<SandboxInstanceRecord> before = fixture.record(instance.id);
    QVERIFY(before.isOk());
    const qint64 sshdPid = before->sshdPid;
    QVERIFY(SandboxProc::isAlive(sshdPid));

    const QDateTime deadline = QDateTime::currentDateTimeUtc().addSecs(5);
    qint64 watchdogPid = 0;
    {
        std::unique_ptr<SshSession> session = fixture.connect(instance);
        QVERIFY(session);
        WatchdogInstaller installer(session.get());
        WatchdogConfig config;
        config.deadline = deadline;
        config.checkInterval = 1s;
        config.settleTime = 5s; // the default power-off commands (shutdown -h now, then poweroff) are the sandbox's
        const Result<qint64> installed = await(installer.install(config));
        QVERIFY2(installed.isOk(), qPrintable(installed.error().message));
        watchdogPid = *installed;
        session->disconnectFromHost();
    }
    QVERIFY(SshSession::waitForWorkers(5s));
    fixture.closeRentDeck();

    // RentDeck is not running: no session, no provider, no ledger. Only the instance's own processes remain.
    QVERIFY2(QDateTime::currentDateTimeUtc() < deadline, "installing took longer than the deadline");
    QVERIFY(SandboxProc::isAlive(watchdogPid));
    QCOMPARE(fixture.watchdogProcesses(instance.id), QList<qint64> { watchdogPid });
    QVERIFY(SandboxProc::isAlive(sshdPid));

    QString why;
    QVERIFY2(fixture.waitStopped(instance.id, sshdPid, 20000, &why), qPrintable(why));
    QVERIFY(QDateTime::currentDateTimeUtc() >= deadline);
    QVERIFY(!SandboxProc::isAlive(watchdogPid));

    // RentDeck starts again: the instance is listed as stopped and the ledger records it.
    QVERIFY(fixture.openRentDeck());
    const std::optional<Instance> listed = fixture.listed(instance.name());
    QVERIFY(listed);
    QCOMPARE(listed->state, InstanceState::Stopped);
    const auto events = fixture.ledger()->events(instance.name());
    QVERIFY(events.isOk() && !events->isEmpty());
    QCOMPARE(events->last().state, InstanceState::Stopped);

    // Resumed, the instance's log tells what happened and when.
    QVERIFY(await(fixture.manager()->resume(instance.name())).isOk());
    const std::optional<Instance> resumed = fixture.listed(instance.name());
    QVERIFY(resumed && resumed->state == InstanceState::Running);
    std::unique_ptr<SshSession> session = fixture.connect(*resumed);
    QVERIFY(session);
    WatchdogInstaller installer(session.get());
    const Result<WatchdogLog> log = await(installer.readLog());
    QVERIFY2(log.isOk(), qPrintable(log.error().message));
    const WatchdogEvent *passed = log->find(QStringLiteral("deadline"));
    const WatchdogEvent *powerOff = log->find(QStringLiteral("poweroff"));
    QStringList lines;
    for (const WatchdogEvent &event : log->events) {
        lines << event.kind + QLatin1Char(' ') + event.detail;
    }
    QVERIFY2(passed && powerOff, qPrintable(lines.join(QStringLiteral(" | "))));
    QVERIFY(passed->at.toSecsSinceEpoch() >= deadline.toSecsSinceEpoch());
    QVERIFY(passed->at.toSecsSinceEpoch() <= deadline.toSecsSinceEpoch() + 4);
    QVERIFY(powerOff->line > passed->line);
    QCOMPARE(powerOff->detail, QStringLiteral("shutdown -h now"));
    QVERIFY(!log->find(QStringLiteral("poweroff-failed")));
    const Result<WatchdogLog> nothingNew = await(installer.readLog(log->nextLine));
    QVERIFY(nothingNew.isOk() && nothingNew->events.isEmpty());
    // Powered off means gone: the watchdog does not come back with the instance.
    const Result<qint64> running = await(installer.runningPid());
    QVERIFY(running.isOk());
    QCOMPARE(*running, 0);
    session->disconnectFromHost();
}

void TestWatchdogDeadline::reinstallReplaces()
{
    WatchdogSandbox fixture;
    const Instance instance = fixture.launch();
    QVERIFY(!instance.id.isEmpty());
    std::unique_ptr<SshSession> session = fixture.connect(instance);
    QVERIFY(session);
    WatchdogInstaller installer(session.get());
    WatchdogConfig config;
    config.deadline = QDateTime::currentDateTimeUtc().addSecs(3600);
    config.checkInterval = 1s;
    const Result<qint64> first = await(installer.install(config));
    QVERIFY2(first.isOk(), qPrintable(first.error().message));
    config.deadline = config.deadline.addSecs(60);
    const Result<qint64> second = await(installer.install(config));
    QVERIFY2(second.isOk(), qPrintable(second.error().message));
    QVERIFY(*first != *second);
    QTRY_VERIFY(!SandboxProc::isAlive(*first));
    QCOMPARE(fixture.watchdogProcesses(instance.id), QList<qint64> { *second });
    const Result<qint64> running = await(installer.runningPid());
    QVERIFY(running.isOk());
    QCOMPARE(*running, *second);

    const WatchdogLog log = fixture.localLog(instance.id);
    QStringList kinds;
    for (const WatchdogEvent &event : log.events) {
        kinds << event.kind;
    }
    QCOMPARE(kinds,
        (QStringList {
            QStringLiteral("start"), QStringLiteral("stop"), QStringLiteral("replace"), QStringLiteral("start") }));

    // A heartbeat is the instance's own clock in the file the watchdog reads.
    QVERIFY(await(installer.heartbeat()).isOk());
    QFile heartbeat(fixture.instanceDir(instance.id) + QStringLiteral("/home/.rentdeck/heartbeat"));
    QVERIFY(heartbeat.open(QIODevice::ReadOnly));
    QVERIFY(qAbs(heartbeat.readAll().trimmed().toLongLong() - QDateTime::currentSecsSinceEpoch()) <= 2);
    heartbeat.close();

    QVERIFY(await(installer.uninstall()).isOk());
    QVERIFY(fixture.watchdogProcesses(instance.id).isEmpty());
    const Result<qint64> none = await(installer.runningPid());
    QVERIFY(none.isOk());
    QCOMPARE(*none, 0);
    // The log stays for RentDeck to read; the rest is gone.
    const QDir folder(fixture.instanceDir(instance.id) + QStringLiteral("/home/.rentdeck"));
    QVERIFY(folder.exists(QLatin1String(WatchdogInstaller::LogName)));
    QVERIFY(!folder.exists(QLatin1String(WatchdogInstaller::ScriptName)));
    QVERIFY(!folder.exists(QLatin1String(WatchdogInstaller::ConfigName)));
    QVERIFY(!folder.exists(QLatin1String(WatchdogInstaller::PidName)));
    QVERIFY(!folder.exists(QLatin1String(WatchdogInstaller::HeartbeatName)));
    QCOMPARE(fixture.record(instance.id)->instance.state, InstanceState::Running);
    session->disconnectFromHost();
}

void TestWatchdogDeadline::hostileFolderName()
{
    WatchdogSandbox fixture;
    const Instance instance = fixture.launch();
    QVERIFY(!instance.id.isEmpty());
    std::unique_ptr<SshSession> session = fixture.connect(instance);
    QVERIFY(session);
    const QString home = fixture.instanceDir(instance.id) + QStringLiteral("/home");
    const QString name = QStringLiteral("it's a \"watch dog\" $(touch pwned) `touch pwned2` dir");
    WatchdogInstaller installer(session.get());
    installer.setRemoteDir(QStringLiteral("~/") + name);
    WatchdogConfig config;
    config.deadline = QDateTime::currentDateTimeUtc().addSecs(3600);
    config.checkInterval = 1s;
    config.powerOffCommands = { QStringLiteral("poweroff --no-wall"), QStringLiteral("echo 'never' \"$HOME\"") };
    const Result<qint64> pid = await(installer.install(config));
    QVERIFY2(pid.isOk(), qPrintable(pid.error().message));
    QVERIFY(SandboxProc::isAlive(*pid));
    const QDir folder(home + QLatin1Char('/') + name);
    QVERIFY2(folder.exists(QLatin1String(WatchdogInstaller::ScriptName)), qPrintable(folder.path()));
    QVERIFY(!QFile::exists(home + QStringLiteral("/pwned")) && !QFile::exists(home + QStringLiteral("/pwned2")));

    // Only the four files of the watchdog, private, and the config holds the commands exactly as given.
    QStringList files = folder.entryList(QDir::Files);
    files.sort();
    QCOMPARE(files,
        (QStringList { QStringLiteral("rentdeck-watchdog.sh"), QStringLiteral("watchdog.conf"),
            QStringLiteral("watchdog.log"), QStringLiteral("watchdog.log.err"), QStringLiteral("watchdog.pid") }));
    QFile conf(folder.filePath(QLatin1String(WatchdogInstaller::ConfigName)));
    QVERIFY(conf.open(QIODevice::ReadOnly));
    QCOMPARE(conf.permissions() & (QFile::ReadGroup | QFile::ReadOther | QFile::WriteGroup | QFile::WriteOther),
        QFile::Permissions());
    const QByteArray text = conf.readAll();
    QVERIFY(text.contains("\npoweroff_command=echo 'never' \"$HOME\"\n"));
    QFile key(instance.ssh.identityFile);
    QVERIFY(key.open(QIODevice::ReadOnly));
    QVERIFY(!text.contains(key.readAll().split('\n').value(1))); // not even a line of the private key

    QVERIFY(await(installer.heartbeat()).isOk());
    QVERIFY(folder.exists(QLatin1String(WatchdogInstaller::HeartbeatName)));
    const Result<qint64> running = await(installer.runningPid());
    QVERIFY(running.isOk());
    QCOMPARE(*running, *pid);
    const Result<WatchdogLog> log = await(installer.readLog());
    QVERIFY2(log.isOk(), qPrintable(log.error().message));
    QVERIFY(log->find(QStringLiteral("start")));
    QVERIFY(await(installer.uninstall()).isOk());
    QTRY_VERIFY(!SandboxProc::isAlive(*pid));
    QVERIFY(!folder.exists(QLatin1String(WatchdogInstaller::ScriptName)));
    QVERIFY(!QFile::exists(home + QStringLiteral("/pwned")) && !QFile::exists(home + QStringLiteral("/pwned2")));
    session->disconnectFromHost();
}

void TestWatchdogDeadline::sandboxPowerCommands()
{
    WatchdogSandbox fixture;
    const Instance instance = fixture.launch();
    QVERIFY(!instance.id.isEmpty());
    const qint64 sshdPid = fixture.record(instance.id)->sshdPid;
    std::unique_ptr<SshSession> session = fixture.connect(instance);
    QVERIFY(session);
    auto exitStatus = [&session](const QString &command) {
        SshExecChannel *channel = session->exec(command);
        QSignalSpy finished(channel, &SshExecChannel::finished);
        return finished.wait(15000) ? channel->exitStatus() : -2;
    };
    // What a sandbox cannot do is refused, and the instance keeps running.
    QCOMPARE(exitStatus(QStringLiteral("reboot")), 1);
    QCOMPARE(exitStatus(QStringLiteral("shutdown -r now")), 1);
    QCOMPARE(exitStatus(QStringLiteral("shutdown +5")), 1);
    QCOMPARE(exitStatus(QStringLiteral("shutdown -c")), 0);
    QCOMPARE(exitStatus(QStringLiteral("poweroff --help")), 0);
    QCOMPARE(exitStatus(QStringLiteral("command -v poweroff shutdown halt")), 0);
    QVERIFY(SandboxProc::isAlive(sshdPid));
    QCOMPARE(fixture.record(instance.id)->instance.state, InstanceState::Running);

    // `halt` from the instance's own shell stops it as RentDeck's stop does.
    SshExecChannel *channel = session->exec(QStringLiteral("halt"));
    QSignalSpy finished(channel, &SshExecChannel::finished);
    QString why;
    QVERIFY2(fixture.waitStopped(instance.id, sshdPid, 10000, &why), qPrintable(why));
    session->disconnectFromHost();
    QVERIFY(fixture.openRentDeck());
    const std::optional<Instance> listed = fixture.listed(instance.name());
    QVERIFY(listed && listed->state == InstanceState::Stopped);
}

QTEST_GUILESS_MAIN(TestWatchdogDeadline)
#include "TestWatchdogDeadline.moc"
