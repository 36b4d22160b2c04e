// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "watch/WatchdogConfig.h"
#include "watch/WatchdogInstaller.h"
#include "watch/WatchdogLog.h"

#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTest>

using namespace RentDeck;
using namespace std::chrono_literals;

namespace {

struct Run
{
    int exitCode = -1;
    QString output;
};

Run run(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    if (!process.waitForFinished(30000)) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    return { process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
        QString::fromUtf8(process.readAll()) };
}

QHash<QString, QStringList> parseConfig(const QByteArray &text)
{
    QHash<QString, QStringList> values;
    for (const QByteArray &line : text.split('\n')) {
        if (line.isEmpty() || line.startsWith('#')) {
            continue;
        }
        const qsizetype equals = line.indexOf('=');
        values[QString::fromUtf8(line.left(equals))].append(QString::fromUtf8(line.mid(equals + 1)));
    }
    return values;
}

} // namespace

/** The pure parts of the watchdog: its config file, its log, the remote folder's quoting, the script's syntax. */
class TestWatchdogFormat : public QObject
{
    Q_OBJECT

private slots:
    void configFile();
    void configValidation_data();
    void configValidation();
    void logParsing();
    void logReset();
    void folderAssignment_data();
    void folderAssignment();
    void scriptIsBuiltIn();
    void scriptSyntax_data();
    void scriptSyntax();
};

void TestWatchdogFormat::configFile()
{
    WatchdogConfig config;
    config.deadline = QDateTime::fromSecsSinceEpoch(1800000000, Qt::UTC);
    config.idlePercent = 5;
    config.idleFor = 600s;
    config.action = WatchdogConfig::Action::Warn;
    config.checkInterval = 1s;
    config.heartbeatMaxAge = 90s;
    config.powerOffCommands = { QStringLiteral("shutdown -h now"), QStringLiteral("echo 'it''s' \"$HOME\"") };
    QVERIFY(config.validate().isOk());
    const QByteArray text = config.toFileText(
        QStringLiteral("watchdog.log"), QStringLiteral("watchdog.pid"), QStringLiteral("heartbeat"));
    const auto values = parseConfig(text);
    QCOMPARE(values.value(QStringLiteral("deadline")), QStringList { QStringLiteral("1800000000") });
    QCOMPARE(values.value(QStringLiteral("idle_percent")), QStringList { QStringLiteral("5") });
    QCOMPARE(values.value(QStringLiteral("idle_seconds")), QStringList { QStringLiteral("600") });
    QCOMPARE(values.value(QStringLiteral("action")), QStringList { QStringLiteral("warn") });
    QCOMPARE(values.value(QStringLiteral("interval")), QStringList { QStringLiteral("1") });
    QCOMPARE(values.value(QStringLiteral("heartbeat_max_age")), QStringList { QStringLiteral("90") });
    QCOMPARE(values.value(QStringLiteral("log")), QStringList { QStringLiteral("watchdog.log") });
    QCOMPARE(values.value(QStringLiteral("poweroff_command")), config.powerOffCommands); // as is, in order
    QCOMPARE(values.value(QStringLiteral("allow_kill_init")), QStringList { QStringLiteral("0") });
    // Only settings: a fixed set of keys, nothing that could carry a credential.
    const QStringList known { QStringLiteral("deadline"), QStringLiteral("idle_percent"),
        QStringLiteral("idle_seconds"), QStringLiteral("action"), QStringLiteral("interval"),
        QStringLiteral("heartbeat_file"), QStringLiteral("heartbeat_max_age"), QStringLiteral("log"),
        QStringLiteral("pid_file"), QStringLiteral("poweroff_command"), QStringLiteral("settle_seconds"),
        QStringLiteral("retry_seconds"), QStringLiteral("allow_kill_init") };
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        QVERIFY2(known.contains(it.key()), qPrintable(it.key()));
    }

    // Written in the instance's clock: one that is 100 s ahead gets a deadline 100 s later.
    const auto skewed = parseConfig(config.toFileText({}, {}, {}, 100));
    QCOMPARE(skewed.value(QStringLiteral("deadline")), QStringList { QStringLiteral("1800000100") });

    // Never early: a deadline within a second rounds up to the next whole second.
    config.deadline = config.deadline.addMSecs(1);
    QCOMPARE(parseConfig(config.toFileText({}, {}, {})).value(QStringLiteral("deadline")),
        QStringList { QStringLiteral("1800000001") });

    WatchdogConfig none;
    none.idlePercent = 10;
    const auto defaults = parseConfig(none.toFileText({}, {}, {}));
    QCOMPARE(defaults.value(QStringLiteral("deadline")), QStringList { QStringLiteral("0") });
    QCOMPARE(defaults.value(QStringLiteral("action")), QStringList { QStringLiteral("poweroff") });
    QVERIFY(!defaults.contains(QStringLiteral("poweroff_command"))); // the script's own defaults
}

void TestWatchdogFormat::configValidation_data()
{
    QTest::addColumn<int>("idlePercent");
    QTest::addColumn<bool>("deadline");
    QTest::addColumn<int>("interval");
    QTest::addColumn<QString>("command");
    QTest::addColumn<bool>("valid");
    QTest::newRow("idle only") << 5 << false << 30 << QString() << true;
    QTest::newRow("deadline only") << -1 << true << 30 << QString() << true;
    QTest::newRow("nothing to enforce") << -1 << false << 30 << QString() << false;
    QTest::newRow("percent over 100") << 101 << false << 30 << QString() << false;
    QTest::newRow("zero interval") << 5 << false << 0 << QString() << false;
    QTest::newRow("newline in a command") << 5 << false << 30 << QStringLiteral("poweroff\nrm -rf /") << false;
    QTest::newRow("blank command") << 5 << false << 30 << QStringLiteral("  ") << false;
}

void TestWatchdogFormat::configValidation()
{
    QFETCH(int, idlePercent);
    QFETCH(bool, deadline);
    QFETCH(int, interval);
    QFETCH(QString, command);
    QFETCH(bool, valid);
    WatchdogConfig config;
    config.idlePercent = idlePercent;
    config.deadline = deadline ? QDateTime::currentDateTimeUtc().addSecs(60) : QDateTime();
    config.checkInterval = std::chrono::seconds(interval);
    if (!command.isNull()) {
        config.powerOffCommands = { command };
    }
    const Status status = config.validate();
    QCOMPARE(status.isOk(), valid);
    if (!valid) {
        QCOMPARE(status.error().code, Error::Code::InvalidInput);
        QVERIFY(!status.error().message.isEmpty());
    }
}

void TestWatchdogFormat::logParsing()
{
    const QByteArray output = "5\n"
                              "2026-05-01T12:00:03Z deadline deadline 2026-05-01T12:00:02Z passed\n"
                              "2026-05-01T12:00:03Z poweroff shutdown -h now\n"
                              "nohup: ignoring input\n";
    const WatchdogLog log = WatchdogLog::parse(output, 2);
    QCOMPARE(log.nextLine, 5);
    QCOMPARE(log.events.size(), 3);
    QCOMPARE(log.events.at(0).line, 3);
    QCOMPARE(log.events.at(0).kind, QStringLiteral("deadline"));
    QCOMPARE(log.events.at(0).at, QDateTime(QDate(2026, 5, 1), QTime(12, 0, 3), Qt::UTC));
    QCOMPARE(log.events.at(0).detail, QStringLiteral("deadline 2026-05-01T12:00:02Z passed"));
    QVERIFY(log.events.at(1).isPowerOff());
    QCOMPARE(log.events.at(1).detail, QStringLiteral("shutdown -h now"));
    QCOMPARE(log.events.at(2).kind, QStringLiteral("text")); // kept, not dropped
    QCOMPARE(log.events.at(2).detail, QStringLiteral("nohup: ignoring input"));
    QVERIFY(!log.events.at(2).at.isValid());
    QCOMPARE(log.find(QStringLiteral("poweroff")), &log.events.at(1));
    QCOMPARE(log.find(QStringLiteral("idle")), nullptr);

    const WatchdogLog empty = WatchdogLog::parse("0\n", 0);
    QVERIFY(empty.events.isEmpty());
    QCOMPARE(empty.nextLine, 0);
    const WatchdogLog nothingNew = WatchdogLog::parse("7\n", 7);
    QVERIFY(nothingNew.events.isEmpty());
    QCOMPARE(nothingNew.nextLine, 7);
}

void TestWatchdogFormat::logReset()
{
    // Fewer lines than we had read: the log was replaced, so everything in it is new.
    const WatchdogLog log = WatchdogLog::parse("1\n2026-05-01T12:00:00Z start pid 42\n", 9);
    QCOMPARE(log.events.size(), 1);
    QCOMPARE(log.events.first().line, 1);
    QCOMPARE(log.events.first().kind, QStringLiteral("start"));
    QCOMPARE(log.nextLine, 1);
}

void TestWatchdogFormat::folderAssignment_data()
{
    QTest::addColumn<QString>("dir");
    QTest::addColumn<QString>("expected");
    QTest::newRow("default") << QStringLiteral("~/.rentdeck") << QStringLiteral("d=\"$HOME\"/.rentdeck");
    QTest::newRow("home") << QStringLiteral("~") << QStringLiteral("d=\"$HOME\"");
    QTest::newRow("absolute") << QStringLiteral("/var/tmp/rd") << QStringLiteral("d=/var/tmp/rd");
    QTest::newRow("hostile") << QStringLiteral("~/it's $(x) \"q\"")
                             << QStringLiteral("d=\"$HOME\"/'it'\"'\"'s $(x) \"q\"'");
}

void TestWatchdogFormat::folderAssignment()
{
    QFETCH(QString, dir);
    QFETCH(QString, expected);
    QCOMPARE(WatchdogInstaller::folderAssignment(dir), expected);
}

void TestWatchdogFormat::scriptIsBuiltIn()
{
    QString error;
    const QByteArray builtIn = WatchdogInstaller::scriptText(&error);
    QVERIFY2(!builtIn.isEmpty(), qPrintable(error));
    QFile source(QStringLiteral(RD_WATCHDOG_SCRIPT));
    QVERIFY(source.open(QIODevice::ReadOnly));
    QCOMPARE(builtIn, source.readAll());
    QVERIFY(builtIn.startsWith("#!/bin/sh\n"));
}

void TestWatchdogFormat::scriptSyntax_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("sh -n") << QStringLiteral("sh") << QStringList { QStringLiteral("-n") };
    QTest::newRow("dash -n") << QStringLiteral("dash") << QStringList { QStringLiteral("-n") };
    QTest::newRow("bash --posix -n") << QStringLiteral("bash")
                                     << QStringList { QStringLiteral("--posix"), QStringLiteral("-n") };
    QTest::newRow("shellcheck") << QStringLiteral("shellcheck")
                                << QStringList { QStringLiteral("-s"), QStringLiteral("sh") };
}

void TestWatchdogFormat::scriptSyntax()
{
    QFETCH(QString, program);
    QFETCH(QStringList, arguments);
    if (QStandardPaths::findExecutable(program).isEmpty()) {
        QSKIP(qPrintable(program + QStringLiteral(" is not installed")));
    }
    const Run result = run(program, arguments << QStringLiteral(RD_WATCHDOG_SCRIPT));
    QVERIFY2(result.exitCode == 0, qPrintable(result.output));
    QVERIFY2(result.output.trimmed().isEmpty(), qPrintable(result.output));
}

QTEST_GUILESS_MAIN(TestWatchdogFormat)
#include "TestWatchdogFormat.moc"
