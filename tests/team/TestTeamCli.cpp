// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Two members sharing one team through the real rentdeck-cli: their own RENTDECK_HOMEs, real sandbox instances
// (OpenSSH sshd), the real PostgreSQL server of TestTeam.cpp.
#include "MockHttpServer.h"
#include "TestTeam.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <csignal>

using namespace RentDeck;

namespace {

QJsonObject objectOf(const CliRun &run)
{
    return QJsonDocument::fromJson(run.out).object();
}

// Runs \a sql on the SQLite file at \a path (the member's own ledger) and returns the first value.
QVariant sqliteValue(const QString &path, const QString &sql)
{
    QVariant value;
    const QString name = QStringLiteral("team-test-%1").arg(QDateTime::currentMSecsSinceEpoch());
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery query(db);
            if (query.exec(sql) && query.next()) {
                value = query.value(0);
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return value;
}

QJsonObject entryOf(const QJsonArray &list, const QString &member, const QString &name)
{
    for (const QJsonValue &value : list) {
        const QJsonObject entry = value.toObject();
        if (entry.value(QStringLiteral("member")).toString() == member
            && entry.value(QStringLiteral("name")).toString() == name) {
            return entry;
        }
    }
    return {};
}

} // namespace

void TestTeam::membersSeeEachOthersInstances()
{
    TestMember &alice = member(QStringLiteral("alice"));
    TestMember &bob = member(QStringLiteral("bob"));
    for (TestMember *joining : { &alice, &bob }) {
        const CliRun joined = runAs(
            *joining, { QStringLiteral("--json"), QStringLiteral("team"), QStringLiteral("join"), joining->url });
        QVERIFY2(joined.exitCode == 0, joined.err.constData());
        QCOMPARE(objectOf(joined).value(QStringLiteral("member")).toString(), joining->name);
        QCOMPARE(objectOf(joined).value(QStringLiteral("role")).toString(), QStringLiteral("member"));
        QVERIFY(!joined.out.contains(joining->password.toUtf8()));
    }
    // Each launches in their own sandbox, so both get the same instance name: the team keeps them apart.
    QString names[2];
    int i = 0;
    for (auto [launching, project] : { std::pair { &alice, "p1" }, std::pair { &bob, "p2" } }) {
        const CliRun offers = runAs(*launching,
            { QStringLiteral("--json"), QStringLiteral("offers"), QStringLiteral("--provider"),
                QStringLiteral("sandbox"), QStringLiteral("--sort"), QStringLiteral("price") });
        const QString offer = firstOfferName(offers.out, QStringLiteral("sandbox"));
        QVERIFY(!offer.isEmpty());
        const CliRun launched = runAs(*launching,
            { QStringLiteral("--json"), QStringLiteral("launch"), QStringLiteral("--offer"), offer,
                QStringLiteral("--project"), QString::fromLatin1(project) });
        QVERIFY2(launched.exitCode == 0, launched.err.constData());
        names[i] = objectOf(launched).value(QStringLiteral("name")).toString();
        m_launched << launching->name + QLatin1Char(' ') + names[i];
        ++i;
    }
    QCOMPARE(names[0], names[1]);
    // What a watched minute leaves in Alice's ledger (the metric archive's 1-minute level): three idle minutes.
    const qint64 minute = QDateTime::currentMSecsSinceEpoch() / 60000 * 60000;
    for (int m = 1; m <= 3; ++m) {
        (void)sqliteValue(ledgerOf(alice),
            QStringLiteral(
                "INSERT INTO metric_points (instance_name, source, metric, resolution_s, t_ms, min, max, mean,"
                " count) VALUES ('%1', 0, 1, 60, %2, 1, 3, 2, 60)")
                .arg(names[0])
                .arg(minute - m * 60000));
    }
    QCOMPARE(sqliteValue(ledgerOf(alice), QStringLiteral("SELECT COUNT(*) FROM metric_points")).toInt(), 3);
    const CliRun shared = runAs(alice, { QStringLiteral("--json"), QStringLiteral("instances") });
    QVERIFY2(shared.exitCode == 0, shared.err.constData());

    const CliRun seen = runAs(bob, { QStringLiteral("--json"), QStringLiteral("instances"), QStringLiteral("--team") });
    QVERIFY2(seen.exitCode == 0, seen.err.constData());
    const QJsonArray list = QJsonDocument::fromJson(seen.out).array();
    const QJsonObject alices = entryOf(list, QStringLiteral("alice"), names[0]);
    QVERIFY2(!alices.isEmpty(), seen.out.constData());
    QCOMPARE(alices.value(QStringLiteral("project")).toString(), QStringLiteral("p1"));
    QCOMPARE(alices.value(QStringLiteral("mine")).toBool(), false);
    QCOMPARE(alices.value(QStringLiteral("status")).toString(), QStringLiteral("running"));
    QVERIFY(alices.value(QStringLiteral("accrued")).toDouble() > 0);
    QVERIFY(alices.value(QStringLiteral("spend_rate")).toDouble() > 0);
    QCOMPARE(alices.value(QStringLiteral("utilization")).toDouble(), 2.0);
    QCOMPARE(alices.value(QStringLiteral("idle_minutes")).toInt(), 3);
    const QJsonObject bobs = entryOf(list, QStringLiteral("bob"), names[1]);
    QVERIFY2(!bobs.isEmpty(), seen.out.constData());
    QCOMPARE(bobs.value(QStringLiteral("mine")).toBool(), true);
    QCOMPARE(bobs.value(QStringLiteral("project")).toString(), QStringLiteral("p2"));
    QVERIFY(bobs.value(QStringLiteral("utilization")).isNull());
    // The human table names the idle GPUs and the team's spend rate.
    const CliRun table = runAs(bob, { QStringLiteral("instances"), QStringLiteral("--team") });
    QVERIFY2(table.out.contains("idle for 3 min") && table.out.contains("the team spends"), table.out.constData());
    // Alice's sandbox:41 (aMemberCannotAlterAnothersRows) is not Bob's to stop: RentDeck says whose it is.
    const CliRun foreign = runAs(bob, { QStringLiteral("stop"), QStringLiteral("sandbox:41") });
    QCOMPARE(foreign.exitCode, 1);
    QVERIFY2(foreign.err.contains("alice's machine") && foreign.err.contains("Ask alice"), foreign.err.constData());
}

void TestTeam::teamCostByMemberAndProject()
{
    const TestMember &bob = member(QStringLiteral("bob"));
    const CliRun byMember = runAs(bob,
        { QStringLiteral("--json"), QStringLiteral("cost"), QStringLiteral("--team"), QStringLiteral("--by"),
            QStringLiteral("member") });
    QVERIFY2(byMember.exitCode == 0, byMember.err.constData());
    // One group per member and currency (Alice also has a USD machine from aMemberCannotAlterAnothersRows).
    QMap<QString, double> total;
    QMap<QString, double> idleGpuHours;
    QMap<QString, double> idleCost;
    for (const QJsonValue &value : objectOf(byMember).value(QStringLiteral("groups")).toArray()) {
        const QJsonObject group = value.toObject();
        const QString who = group.value(QStringLiteral("member")).toString();
        total[who] += group.value(QStringLiteral("total")).toDouble();
        idleGpuHours[who] += group.value(QStringLiteral("idle_gpu_hours")).toDouble();
        idleCost[who] += group.value(QStringLiteral("idle_cost")).toDouble();
    }
    QVERIFY2(
        total.contains(QStringLiteral("alice")) && total.contains(QStringLiteral("bob")), byMember.out.constData());
    QVERIFY(total.value(QStringLiteral("alice")) > 0);
    // Three idle GPU-minutes of one GPU.
    QCOMPARE(idleGpuHours.value(QStringLiteral("alice")), 0.05);
    QVERIFY(idleCost.value(QStringLiteral("alice")) > 0);
    QCOMPARE(idleGpuHours.value(QStringLiteral("bob")), 0.0);

    const CliRun byProject = runAs(bob,
        { QStringLiteral("--json"), QStringLiteral("cost"), QStringLiteral("--team"), QStringLiteral("--by"),
            QStringLiteral("project") });
    QVERIFY2(byProject.exitCode == 0, byProject.err.constData());
    QStringList projects;
    for (const QJsonValue &group : objectOf(byProject).value(QStringLiteral("groups")).toArray()) {
        projects << group.toObject().value(QStringLiteral("project")).toString();
    }
    QVERIFY2(
        projects.contains(QStringLiteral("p1")) && projects.contains(QStringLiteral("p2")), byProject.out.constData());
    // Per instance: the member and what its idle time cost.
    const CliRun lines = runAs(bob,
        { QStringLiteral("--json"), QStringLiteral("cost"), QStringLiteral("--team"), QStringLiteral("--project"),
            QStringLiteral("p1") });
    const QJsonArray instances = objectOf(lines).value(QStringLiteral("instances")).toArray();
    QVERIFY2(!instances.isEmpty(), lines.out.constData());
    for (const QJsonValue &line : instances) {
        QCOMPARE(line.toObject().value(QStringLiteral("member")).toString(), QStringLiteral("alice"));
        QCOMPARE(line.toObject().value(QStringLiteral("idle_seconds")).toInt(), 180);
    }
    QCOMPARE(
        runAs(bob, { QStringLiteral("cost"), QStringLiteral("--team"), QStringLiteral("--by"), QStringLiteral("gpu") })
            .exitCode,
        2);

    // Retagged after launch: Bob's machine counts for p3 now, in his ledger and in the team's report.
    QString bobs;
    for (const QString &launched : std::as_const(m_launched)) {
        if (launched.startsWith(QLatin1String("bob "))) {
            bobs = launched.section(QLatin1Char(' '), 1);
        }
    }
    QVERIFY(!bobs.isEmpty());
    const CliRun retag
        = runAs(bob, { QStringLiteral("--json"), QStringLiteral("project"), bobs, QStringLiteral("p3") });
    QVERIFY2(retag.exitCode == 0, retag.err.constData());
    QCOMPARE(objectOf(retag).value(QStringLiteral("project")).toString(), QStringLiteral("p3"));
    QCOMPARE(
        runAs(bob, { QStringLiteral("project"), QStringLiteral("sandbox:nope"), QStringLiteral("x") }).exitCode, 1);
    const CliRun regrouped = runAs(member(QStringLiteral("alice")),
        { QStringLiteral("--json"), QStringLiteral("cost"), QStringLiteral("--team"), QStringLiteral("--by"),
            QStringLiteral("project") });
    QStringList now;
    for (const QJsonValue &group : objectOf(regrouped).value(QStringLiteral("groups")).toArray()) {
        now << group.toObject().value(QStringLiteral("project")).toString();
    }
    QVERIFY2(now.contains(QStringLiteral("p3")) && !now.contains(QStringLiteral("p2")), regrouped.out.constData());
}

void TestTeam::offlineWritesReplayOnceAfterAKill()
{
    TestMember &alice = member(QStringLiteral("alice"));
    const QString name = m_launched.isEmpty() ? QString() : m_launched.first().section(QLatin1Char(' '), 1);
    QVERIFY2(!name.isEmpty(), "membersSeeEachOthersInstances launched nothing");
    QVERIFY(m_postgres->stop());

    // Alice goes on working: her stop and a new launch are recorded, and wait for the team.
    const CliRun stopped = runAs(alice, { QStringLiteral("stop"), name });
    QVERIFY2(stopped.exitCode == 0, stopped.err.constData());
    QVERIFY2(stopped.err.contains("not shared with the team yet"), stopped.err.constData());
    const CliRun resumed = runAs(alice, { QStringLiteral("resume"), name });
    QVERIFY2(resumed.exitCode == 0, resumed.err.constData());
    const CliRun offline = runAs(alice, { QStringLiteral("--json"), QStringLiteral("team"), QStringLiteral("status") });
    QVERIFY2(offline.exitCode == 0, offline.err.constData());
    QCOMPARE(objectOf(offline).value(QStringLiteral("online")).toBool(), false);
    const int waiting = objectOf(offline).value(QStringLiteral("outbox")).toInt();
    QVERIFY2(waiting >= 2, offline.out.constData());
    QVERIFY(!objectOf(offline).value(QStringLiteral("offline_since")).isNull());

    // A RentDeck killed outright while the outbox holds those writes loses none of them.
    QProcess watcher;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RENTDECK_HOME"), alice.home->path());
    env.insert(QStringLiteral("RENTDECK_TOOLS_DIR"), QStringLiteral(RD_TOOLS_DIR));
    env.insert(QStringLiteral("RENTDECK_TEAM_PASSWORD"), alice.password);
    watcher.setProcessEnvironment(env);
    watcher.start(QStringLiteral(RD_CLI_PATH), { QStringLiteral("--json"), QStringLiteral("watch"), name });
    QVERIFY(watcher.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(watcher.bytesAvailable() > 0 || watcher.state() != QProcess::Running, 60000);
    ::kill(pid_t(watcher.processId()), SIGKILL);
    QVERIFY(watcher.waitForFinished(10000));
    const CliRun afterKill
        = runAs(alice, { QStringLiteral("--json"), QStringLiteral("team"), QStringLiteral("status") });
    QVERIFY(objectOf(afterKill).value(QStringLiteral("outbox")).toInt() >= waiting);

    // The server is back: everything arrives, once, in order, and a second push sends nothing new.
    QVERIFY2(m_postgres->start(), qPrintable(m_postgres->errorString()));
    const CliRun online = runAs(alice, { QStringLiteral("--json"), QStringLiteral("team"), QStringLiteral("status") });
    QVERIFY2(online.exitCode == 0, online.err.constData());
    QCOMPARE(objectOf(online).value(QStringLiteral("online")).toBool(), true);
    QCOMPARE(objectOf(online).value(QStringLiteral("outbox")).toInt(), 0);
    QVERIFY(objectOf(online).value(QStringLiteral("offline_since")).isNull());
    const qint64 localEvents = sqliteValue(ledgerOf(alice), QStringLiteral("SELECT COUNT(*) FROM events")).toLongLong();
    const QString source
        = sqliteValue(ledgerOf(alice), QStringLiteral("SELECT value FROM team_sync WHERE key = 'source'")).toString();
    QVERIFY(!source.isEmpty());
    const auto teamEvents = [this, &source] {
        QProcess psql;
        QProcessEnvironment psqlEnv = QProcessEnvironment::systemEnvironment();
        psqlEnv.insert(QStringLiteral("PGPASSWORD"), m_postgres->superPassword());
        psql.setProcessEnvironment(psqlEnv);
        psql.start(QStringLiteral("psql"),
            { QStringLiteral("-h"), QStringLiteral("127.0.0.1"), QStringLiteral("-p"),
                QString::number(m_postgres->port()), QStringLiteral("-U"), m_postgres->superuser(),
                QStringLiteral("-d"), QStringLiteral("team"), QStringLiteral("-tAc"),
                QStringLiteral("SELECT COUNT(*) || ' ' || string_agg(state, ',' ORDER BY local_id)"
                               " FROM events WHERE source = '%1'")
                    .arg(source) });
        psql.waitForFinished(30000);
        return QString::fromUtf8(psql.readAllStandardOutput()).trimmed();
    };
    const QString arrived = teamEvents();
    QCOMPARE(arrived.section(QLatin1Char(' '), 0, 0).toLongLong(), localEvents);
    QVERIFY2(arrived.contains(QLatin1String("stopped,running")), qPrintable(arrived));
    QCOMPARE(runAs(alice, { QStringLiteral("team"), QStringLiteral("status") }).exitCode, 0);
    QCOMPARE(teamEvents(), arrived);
}

void TestTeam::teamBudgetAlertsOnceOnEveryChannel()
{
    // A local SMTP server from Debian's packages (python3-aiosmtpd) that prints every message it gets.
    const QString python = QStringLiteral("/usr/bin/python3");
    QProcess probe;
    probe.start(python, { QStringLiteral("-c"), QStringLiteral("import aiosmtpd") });
    if (!probe.waitForFinished(20000) || probe.exitCode() != 0) {
        QSKIP("python3-aiosmtpd is not installed");
    }
    QTcpServer portFinder;
    QVERIFY(portFinder.listen(QHostAddress::LocalHost, 0));
    const quint16 smtpPort = portFinder.serverPort();
    portFinder.close();
    QProcess smtp;
    smtp.setProcessChannelMode(QProcess::MergedChannels);
    smtp.start(python,
        { QStringLiteral("-u"), QStringLiteral("-m"), QStringLiteral("aiosmtpd"), QStringLiteral("-n"),
            QStringLiteral("-c"), QStringLiteral("aiosmtpd.handlers.Debugging"), QStringLiteral("-l"),
            QStringLiteral("127.0.0.1:%1").arg(smtpPort) });
    QVERIFY(smtp.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(
        [smtpPort] {
            QTcpSocket socket;
            socket.connectToHost(QHostAddress::LocalHost, smtpPort);
            return socket.waitForConnected(200);
        }(),
        20000);
    // A webhook receiver that answers as a generic JSON hook does.
    MockHttpServer hook;
    QVERIFY(hook.start());
    hook.on("POST", QStringLiteral("/hooks/team-alerts"), MockHttpServer::Response::json(200, QByteArray("{}")));

    const TestMember &alice = member(QStringLiteral("alice"));
    const TestMember &bob = member(QStringLiteral("bob"));
    QCOMPARE(runAs(alice,
                 { QStringLiteral("notify"), QStringLiteral("add"), QStringLiteral("webhook"),
                     hook.url(QStringLiteral("/hooks/team-alerts")).toString() })
                 .exitCode,
        0);
    QCOMPARE(runAs(alice,
                 { QStringLiteral("notify"), QStringLiteral("add"), QStringLiteral("email"),
                     QStringLiteral("team@example.com"), QStringLiteral("--smtp"),
                     QStringLiteral("127.0.0.1:%1").arg(smtpPort) })
                 .exitCode,
        0);
    // The team's channels: Bob sees what Alice added (the hook shortened: its URL is a credential).
    const CliRun channels = runAs(bob, { QStringLiteral("--json"), QStringLiteral("notify"), QStringLiteral("list") });
    QCOMPARE(QJsonDocument::fromJson(channels.out).array().size(), 2);
    QVERIFY2(!channels.out.contains("team-alerts"), channels.out.constData());
    // A team budget far below what the two running sandboxes already cost.
    const CliRun set = runAs(alice,
        { QStringLiteral("--json"), QStringLiteral("budget"), QStringLiteral("set"), QStringLiteral("--scope"),
            QStringLiteral("team"), QStringLiteral("--period"), QStringLiteral("month"), QStringLiteral("--limit"),
            QStringLiteral("0.01"), QStringLiteral("--currency"), QStringLiteral("CNY"), QStringLiteral("--warn"),
            QStringLiteral("50,100") });
    QVERIFY2(set.exitCode == 0, set.err.constData());
    const qint64 budgetId = objectOf(set).value(QStringLiteral("id")).toInteger();
    // Both members' RentDecks look, twice each: the two thresholds are sent once, by whoever looked first.
    for (const TestMember *looking : { &bob, &alice, &bob, &alice }) {
        const CliRun run = runAsServing(*looking, { QStringLiteral("--json"), QStringLiteral("instances") });
        QVERIFY2(run.exitCode == 0, run.err.constData());
    }
    const auto posts = hook.requests("POST", QStringLiteral("/hooks/team-alerts"));
    QStringList keys;
    for (const MockHttpServer::Request &post : posts) {
        keys << post.json().object().value(QStringLiteral("key")).toString();
    }
    keys.sort();
    const QString period = QDateTime::currentDateTime().toString(QStringLiteral("yyyy-MM"));
    QCOMPARE(keys,
        (QStringList { QStringLiteral("budget:%1:100:%2").arg(budgetId).arg(period),
            QStringLiteral("budget:%1:50:%2").arg(budgetId).arg(period) }));
    QByteArray mails;
    QTRY_COMPARE_WITH_TIMEOUT(
        QString::fromUtf8(mails += smtp.readAll()).count(QLatin1String("X-RentDeck-Alert: budget:")), 2, 10000);
    const CliRun listed = runAs(bob, { QStringLiteral("--json"), QStringLiteral("budget"), QStringLiteral("list") });
    const QJsonObject standing = QJsonDocument::fromJson(listed.out).array().first().toObject();
    QVERIFY(standing.value(QStringLiteral("percent")).toDouble() >= 100);
    QCOMPARE(standing.value(QStringLiteral("member")).toString(), QStringLiteral("alice"));
    // Bob may not remove Alice's budget (row-level security); she may.
    QVERIFY(
        runAs(bob, { QStringLiteral("budget"), QStringLiteral("remove"), QString::number(budgetId) }).exitCode != 0);
    QCOMPARE(
        runAs(alice, { QStringLiteral("budget"), QStringLiteral("remove"), QString::number(budgetId) }).exitCode, 0);
    smtp.terminate();
    smtp.waitForFinished(5000);
}

void TestTeam::aPersonalBudgetStaysLocal()
{
    // One person, no team: budgets and channels live in the local ledger; a team budget needs a team.
    TestMember solo;
    solo.name = QStringLiteral("solo");
    solo.home = std::make_unique<QTemporaryDir>();
    const CliRun set = runAs(solo,
        { QStringLiteral("--json"), QStringLiteral("budget"), QStringLiteral("set"), QStringLiteral("--scope"),
            QStringLiteral("project:p1"), QStringLiteral("--period"), QStringLiteral("day"), QStringLiteral("--limit"),
            QStringLiteral("5"), QStringLiteral("--currency"), QStringLiteral("USD"), QStringLiteral("--at-limit"),
            QStringLiteral("stop") });
    QVERIFY2(set.exitCode == 0, set.err.constData());
    QCOMPARE(objectOf(set).value(QStringLiteral("team")).toBool(), false);
    QCOMPARE(objectOf(set).value(QStringLiteral("scope")).toString(), QStringLiteral("project:p1"));
    QCOMPARE(objectOf(set).value(QStringLiteral("warn")).toArray().size(), 3); // 50, 80, 100 by default
    const CliRun listed = runAs(solo, { QStringLiteral("--json"), QStringLiteral("budget"), QStringLiteral("list") });
    QCOMPARE(QJsonDocument::fromJson(listed.out).array().size(), 1);
    QCOMPARE(sqliteValue(ledgerOf(solo), QStringLiteral("SELECT COUNT(*) FROM budgets")).toInt(), 1);
    const CliRun team = runAs(solo,
        { QStringLiteral("budget"), QStringLiteral("set"), QStringLiteral("--scope"), QStringLiteral("team"),
            QStringLiteral("--period"), QStringLiteral("month"), QStringLiteral("--limit"), QStringLiteral("5"),
            QStringLiteral("--currency"), QStringLiteral("USD") });
    QCOMPARE(team.exitCode, 2);
    QVERIFY2(team.err.contains("team join"), team.err.constData());
    for (const QStringList &bad : { QStringList { QStringLiteral("--at-limit"), QStringLiteral("destroy") },
             QStringList { QStringLiteral("--warn"), QStringLiteral("fifty") },
             QStringList { QStringLiteral("--currency"), QStringLiteral("EUR") } }) {
        QStringList args { QStringLiteral("budget"), QStringLiteral("set"), QStringLiteral("--scope"),
            QStringLiteral("account"), QStringLiteral("--period"), QStringLiteral("day"), QStringLiteral("--limit"),
            QStringLiteral("5"), QStringLiteral("--currency"), QStringLiteral("USD") };
        args += bad;
        QCOMPARE(runAs(solo, args).exitCode, 2);
    }
    QCOMPARE(
        runAs(solo,
            { QStringLiteral("notify"), QStringLiteral("add"), QStringLiteral("webhook"), QStringLiteral("ftp://x/y") })
            .exitCode,
        2);
    QCOMPARE(runAs(solo, { QStringLiteral("notify"), QStringLiteral("test") }).exitCode, 1); // no channels yet
}

void TestTeam::aLongWatchChecksBudgetsAsItGoes()
{
    // One person, no team: `watch` runs for minutes, and the budget it crosses meanwhile must alert then, not when the
    // watch ends (the check every minute, shortened here to a second).
    TestMember solo;
    solo.name = QStringLiteral("watcher");
    solo.home = std::make_unique<QTemporaryDir>();
    MockHttpServer hook;
    QVERIFY(hook.start());
    hook.on("POST", QStringLiteral("/hooks/watch"), MockHttpServer::Response::json(200, QByteArray("{}")));
    QCOMPARE(runAs(solo,
                 { QStringLiteral("notify"), QStringLiteral("add"), QStringLiteral("webhook"),
                     hook.url(QStringLiteral("/hooks/watch")).toString() })
                 .exitCode,
        0);
    const CliRun offers = runAs(solo,
        { QStringLiteral("--json"), QStringLiteral("offers"), QStringLiteral("--provider"), QStringLiteral("sandbox"),
            QStringLiteral("--sort"), QStringLiteral("price") });
    const QJsonObject offer = QJsonDocument::fromJson(offers.out).array().first().toObject();
    const QString offerName = firstOfferName(offers.out, QStringLiteral("sandbox"));
    const CliRun launched
        = runAs(solo, { QStringLiteral("--json"), QStringLiteral("launch"), QStringLiteral("--offer"), offerName });
    QVERIFY2(launched.exitCode == 0, launched.err.constData());
    const QString name = objectOf(launched).value(QStringLiteral("name")).toString();
    // Reached about 20 s after the launch.
    const double limit = offer.value(QStringLiteral("price_per_hour")).toDouble() * 20 / 3600;
    const CliRun budget = runAs(solo,
        { QStringLiteral("budget"), QStringLiteral("set"), QStringLiteral("--scope"), QStringLiteral("account"),
            QStringLiteral("--period"), QStringLiteral("day"), QStringLiteral("--limit"),
            QString::number(limit, 'f', 6), QStringLiteral("--currency"),
            offer.value(QStringLiteral("currency")).toString(), QStringLiteral("--warn"), QStringLiteral("100") });
    QVERIFY2(budget.exitCode == 0, budget.err.constData());
    QVERIFY(hook.requests("POST", QStringLiteral("/hooks/watch")).isEmpty());

    QProcess watch;
    QProcessEnvironment env = environmentOf(solo);
    env.insert(QStringLiteral("RENTDECK_BUDGET_CHECK_SECONDS"), QStringLiteral("1"));
    watch.setProcessEnvironment(env);
    watch.start(QStringLiteral(RD_CLI_PATH),
        { QStringLiteral("watch"), name, QStringLiteral("--seconds"), QStringLiteral("300") });
    QVERIFY(watch.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(!hook.requests("POST", QStringLiteral("/hooks/watch")).isEmpty(), 90000);
    QCOMPARE(watch.state(), QProcess::Running); // the alert came from the running watch
    QTest::qWait(3000);
    QCOMPARE(hook.requests("POST", QStringLiteral("/hooks/watch")).size(), 1); // once per threshold and period
    watch.kill();
    watch.waitForFinished();
    QCOMPARE(runAs(solo, { QStringLiteral("destroy"), name }).exitCode, 0);
}
