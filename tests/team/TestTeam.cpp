// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "TestTeam.h"

#include "billing/Ledger.h"
#include "services/Storage.h"
#include "services/TeamService.h"
#include "storage/Database.h"
#include "storage/PostgresAddress.h"
#include "team/TeamAdmin.h"
#include "team/TeamLedger.h"
#include "team/TeamPublisher.h"
#include "team/TeamSchema.h"

#include <QEventLoop>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <QTimer>
#include <thread>

using namespace RentDeck;

namespace {

Instance sandboxInstance(const QString &id, const QString &gpu = QStringLiteral("NVIDIA GeForce RTX 4090"))
{
    Instance instance;
    instance.providerId = QStringLiteral("sandbox");
    instance.id = id;
    instance.offerId = QStringLiteral("sbx-4090");
    instance.gpuName = gpu;
    instance.gpuCount = 1;
    instance.pricePerHour = Money::fromDouble(0.5, QStringLiteral("USD"));
    instance.state = InstanceState::Running;
    return instance;
}

PostgresAddress addressOf(const QString &url)
{
    return PostgresAddress::fromUrl(url).value();
}

} // namespace

void TestTeam::initTestCase()
{
    QString why;
    if (!LocalPostgres::isAvailable(&why)) {
        QSKIP(qPrintable(why));
    }
    m_postgres = std::make_unique<LocalPostgres>();
    QVERIFY2(m_postgres->start(), qPrintable(m_postgres->errorString()));
    QVERIFY2(m_postgres->createDatabase(QStringLiteral("team")), qPrintable(m_postgres->errorString()));
    TestMember &admin = member(QStringLiteral("admin"));
    admin.name = m_postgres->superuser();
    admin.password = m_postgres->superPassword();
    admin.home = std::make_unique<QTemporaryDir>();
    // The admin's address carries the password, as a newcomer pastes it; nothing keeps it but the keychain.
    const CliRun init = runAs(admin,
        { QStringLiteral("--json"), QStringLiteral("team"), QStringLiteral("init"),
            m_postgres->superUrl(QStringLiteral("team")) });
    QVERIFY2(init.exitCode == 0, init.err.constData());
    const QJsonObject status = QJsonDocument::fromJson(init.out).object();
    QCOMPARE(status.value(QStringLiteral("role")).toString(), QStringLiteral("admin"));
    QCOMPARE(status.value(QStringLiteral("online")).toBool(), true);
    QVERIFY2(!init.out.contains(m_postgres->superPassword().toUtf8()), init.out.constData());
    for (const auto &[name, isAdmin] :
        { std::pair { "alice", false }, std::pair { "bob", false }, std::pair { "carol", true } }) {
        TestMember invited = invite(QString::fromLatin1(name), isAdmin);
        QVERIFY(!invited.url.isEmpty());
        m_members[invited.name] = std::move(invited);
    }
}

void TestTeam::cleanupTestCase()
{
    for (const QString &launched : std::as_const(m_launched)) {
        const QStringList parts = launched.split(QLatin1Char(' '));
        (void)runAs(member(parts.at(0)), { QStringLiteral("destroy"), parts.at(1) });
    }
}

TestMember TestTeam::invite(const QString &name, bool admin)
{
    QStringList args { QStringLiteral("--json"), QStringLiteral("team"), QStringLiteral("invite"), name };
    if (admin) {
        args << QStringLiteral("--admin");
    }
    const CliRun run = runAs(member(QStringLiteral("admin")), args);
    if (run.exitCode != 0) {
        qWarning() << "invite failed" << run.err;
        return {};
    }
    const QJsonObject json = QJsonDocument::fromJson(run.out).object();
    TestMember invited;
    invited.name = json.value(QStringLiteral("member")).toString();
    invited.url = json.value(QStringLiteral("url")).toString();
    invited.password = addressOf(invited.url).password;
    invited.home = std::make_unique<QTemporaryDir>();
    return invited;
}

QProcessEnvironment TestTeam::environmentOf(const TestMember &member) const
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RENTDECK_TOOLS_DIR"), QStringLiteral(RD_TOOLS_DIR));
    env.insert(QStringLiteral("RENTDECK_HOME"), member.home->path());
    // No keychain in CI: later commands read the password from the environment, as a script would.
    env.insert(QStringLiteral("RENTDECK_TEAM_PASSWORD"), member.password);
    return env;
}

CliRun TestTeam::runAs(const TestMember &member, const QStringList &args, int timeoutMs) const
{
    return runCliProgram(QStringLiteral(RD_CLI_PATH), environmentOf(member), args, timeoutMs);
}

CliRun TestTeam::runAsServing(const TestMember &member, const QStringList &args, int timeoutMs) const
{
    QProcess process;
    process.setProcessEnvironment(environmentOf(member));
    QEventLoop loop;
    connect(&process, &QProcess::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    process.start(QStringLiteral(RD_CLI_PATH), args);
    loop.exec();
    if (process.state() != QProcess::NotRunning) {
        process.kill();
        process.waitForFinished();
    }
    return { process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
        process.readAllStandardError(), 0 };
}

QString TestTeam::ledgerOf(const TestMember &member) const
{
    return member.home->path() + QStringLiteral("/ledger.sqlite");
}

void TestTeam::addressesParseAndHidePasswords()
{
    const auto parsed = PostgresAddress::fromUrl(QStringLiteral("postgresql://alice:s3cret@db.example.com:6543/team"));
    QVERIFY(parsed);
    QCOMPARE(parsed.value().host, QStringLiteral("db.example.com"));
    QCOMPARE(parsed.value().port, 6543);
    QCOMPARE(parsed.value().user, QStringLiteral("alice"));
    QCOMPARE(parsed.value().password, QStringLiteral("s3cret"));
    QCOMPARE(parsed.value().database, QStringLiteral("team"));
    // A managed database is reached only when its certificate checks out; a local one may lack TLS.
    QCOMPARE(parsed.value().effectiveSslMode(), QStringLiteral("verify-full"));
    QVERIFY(!parsed.value().toUrl().contains(QLatin1String("s3cret")));
    QVERIFY(parsed.value().toUrl(true).contains(QLatin1String("s3cret")));
    QVERIFY(!parsed.value().connectOptions(5).contains(QLatin1String("s3cret")));
    const auto local = PostgresAddress::fromUrl(QStringLiteral("postgres://bob@127.0.0.1/team?sslmode=require"));
    QVERIFY(local);
    QCOMPARE(local.value().port, 5432);
    QCOMPARE(local.value().effectiveSslMode(), QStringLiteral("require"));
    QCOMPARE(PostgresAddress::fromUrl(QStringLiteral("postgresql://a@localhost/team")).value().isLoopback(), true);
    QCOMPARE(PostgresAddress::fromUrl(QStringLiteral("postgresql://a@[::1]/team")).value().effectiveSslMode(),
        QStringLiteral("prefer"));
    for (const char *bad : { "mysql://a@h/db", "postgresql://a@h", "postgresql://h/db",
             "postgresql://a@h/db?sslmode=bogus", "postgresql://a@h/db?options=-c%20x", "not a url" }) {
        QVERIFY2(!PostgresAddress::fromUrl(QString::fromLatin1(bad)), bad);
    }
    QVERIFY(PostgresAddress::isPlainName(QStringLiteral("alice_2")));
    for (const char *bad : { "Alice", "2alice", "al ice", "a\"; DROP TABLE members; --", "" }) {
        QVERIFY2(!PostgresAddress::isPlainName(QString::fromLatin1(bad)), bad);
    }
}

void TestTeam::scramVerifierLogsIn()
{
    // The invitations in initTestCase made their roles from verifiers computed here: a login proves them right.
    const TestMember &alice = member(QStringLiteral("alice"));
    auto good = TeamService::connect(addressOf(alice.url), alice.password, 5);
    QVERIFY2(good, qPrintable(good ? QString() : good.error().message + good.error().detail));
    auto bad = TeamService::connect(addressOf(alice.url), alice.password + QStringLiteral("x"), 5);
    QVERIFY(!bad);
    QVERIFY2(bad.error().message.contains(QLatin1String("refused the password")), qPrintable(bad.error().message));
    // The server stored a SCRAM verifier, never the password.
    auto admin = Database::openPostgres(addressOf(m_postgres->superUrl(QStringLiteral("team"))),
        m_postgres->superPassword(), TeamSchema::migrations(), Database::SchemaPolicy::RequireLatest);
    QVERIFY(admin);
    QSqlQuery query(admin.value()->connection());
    QVERIFY(query.exec(QStringLiteral("SELECT rolpassword FROM pg_authid WHERE rolname = 'alice'")) && query.next());
    QVERIFY(query.value(0).toString().startsWith(QLatin1String("SCRAM-SHA-256$4096:")));
    QVERIFY(!query.value(0).toString().contains(alice.password));
}

void TestTeam::localSchemaMigratesOnPostgres()
{
    // The local ledger's own migrations, in their portable spelling, make the same tables on PostgreSQL, and the
    // Ledger's SQL runs there unchanged.
    QVERIFY(m_postgres->createDatabase(QStringLiteral("portable")));
    {
        auto opened = Database::openPostgres(addressOf(m_postgres->superUrl(QStringLiteral("portable"))),
            m_postgres->superPassword(), Storage::migrations(), Database::SchemaPolicy::Migrate);
        QVERIFY2(opened, qPrintable(opened ? QString() : opened.error().message + opened.error().detail));
        QCOMPARE(opened.value()->schemaVersion(), opened.value()->latestSchemaVersion());
        QVERIFY(opened.value()->checkIntegrity());
        Ledger ledger(opened.value().get());
        const QDateTime launched = QDateTime::currentDateTimeUtc().addSecs(-600);
        QVERIFY(ledger.recordLaunch(sandboxInstance(QStringLiteral("7")), launched, QStringLiteral("p1")));
        QVERIFY(ledger.recordState(QStringLiteral("sandbox:7"), InstanceState::Stopped, launched.addSecs(300)));
        const auto instances = ledger.instances();
        QVERIFY(instances);
        QCOMPARE(instances.value().size(), 1);
        QCOMPARE(instances.value().first().project, QStringLiteral("p1"));
        QCOMPARE(instances.value().first().state, InstanceState::Stopped);
        QCOMPARE(ledger.events(QStringLiteral("sandbox:7")).value().size(), 2);
    }
    // A member (no right to change the schema) is refused a database at an older version, with what to do.
    const int next = Database::openPostgres(addressOf(m_postgres->superUrl(QStringLiteral("portable"))),
                         m_postgres->superPassword(), Storage::migrations(), Database::SchemaPolicy::RequireLatest)
                         .value()
                         ->latestSchemaVersion()
        + 1;
    auto asMember = Database::openPostgres(addressOf(m_postgres->superUrl(QStringLiteral("portable"))),
        m_postgres->superPassword(), Storage::migrations() + Migrations { { next, QStringLiteral("Future"), {} } },
        Database::SchemaPolicy::RequireLatest);
    QVERIFY(!asMember);
    QVERIFY2(asMember.error().message.contains(QLatin1String("admin")), qPrintable(asMember.error().message));
}

void TestTeam::aMemberCannotAlterAnothersRows()
{
    // Alice's ledger has a row in the team (membersSeeEachOthersInstances may not have run yet: push one here).
    const TestMember &alice = member(QStringLiteral("alice"));
    QTemporaryDir dir;
    {
        Storage local(dir.path() + QStringLiteral("/ledger.sqlite"));
        QVERIFY(local.isOpen());
        QVERIFY(local.ledger()->recordLaunch(sandboxInstance(QStringLiteral("41")), QDateTime::currentDateTimeUtc()));
        auto team = TeamService::connect(addressOf(alice.url), alice.password, 5);
        QVERIFY(team);
        const auto pushed = TeamPublisher(*local.database(), *team.value(), QStringLiteral("rls")).push();
        QVERIFY2(pushed, qPrintable(pushed ? QString() : pushed.error().message + pushed.error().detail));
        QCOMPARE(pushed.value().events, 1);
    }
    // Bob, with plain SQL on his own login: he reads Alice's rows but changes none of them.
    const TestMember &bob = member(QStringLiteral("bob"));
    auto bobs = TeamService::connect(addressOf(bob.url), bob.password, 5);
    QVERIFY(bobs);
    QSqlQuery sql(bobs.value()->connection());
    QVERIFY(sql.exec(QStringLiteral("SELECT COUNT(*) FROM instances WHERE member = 'alice'")) && sql.next());
    const qint64 alicesInstances = sql.value(0).toLongLong();
    QVERIFY(alicesInstances >= 1);
    QVERIFY(sql.exec(QStringLiteral("UPDATE instances SET price_micros = 0, project = 'bobs' WHERE member = 'alice'")));
    QCOMPARE(sql.numRowsAffected(), 0);
    QVERIFY(sql.exec(QStringLiteral("DELETE FROM events WHERE member = 'alice'")));
    QCOMPARE(sql.numRowsAffected(), 0);
    // Writing a row in her name, or making himself an admin, is refused outright.
    QVERIFY(!sql.exec(QStringLiteral("INSERT INTO sources (source, member, first_push_ms, last_push_ms)"
                                     " VALUES ('forged', 'alice', 0, 0)")));
    QVERIFY2(sql.lastError().text().contains(QLatin1String("row-level security")), qPrintable(sql.lastError().text()));
    QVERIFY(!sql.exec(QStringLiteral("UPDATE members SET is_admin = 1 WHERE name = 'bob'")));
    QVERIFY(!sql.exec(QStringLiteral("UPDATE instances SET member = 'bob' WHERE member = 'alice'"))
        || sql.numRowsAffected() == 0);
    QVERIFY(sql.exec(QStringLiteral("SELECT COUNT(*) FROM instances WHERE member = 'alice' AND price_micros > 0"))
        && sql.next());
    QCOMPARE(sql.value(0).toLongLong(), alicesInstances);
    // Carol, an admin, may edit every row (to fix a project tag, say).
    const TestMember &carol = member(QStringLiteral("carol"));
    auto carols = TeamService::connect(addressOf(carol.url), carol.password, 5);
    QVERIFY(carols);
    QSqlQuery admin(carols.value()->connection());
    QVERIFY2(admin.exec(QStringLiteral("UPDATE instances SET label = 'checked' WHERE member = 'alice'")),
        qPrintable(admin.lastError().text()));
    QCOMPARE(admin.numRowsAffected(), int(alicesInstances));
}

void TestTeam::twentyMembersPushAtOnce()
{
    // Twenty members, each with a ledger of their own, push at the same moment; every event arrives exactly once.
    constexpr int Members = 20;
    constexpr int InstancesEach = 5;
    auto adminDb = Database::openPostgres(addressOf(m_postgres->superUrl(QStringLiteral("team"))),
        m_postgres->superPassword(), TeamSchema::migrations(), Database::SchemaPolicy::RequireLatest);
    QVERIFY(adminDb);
    QList<TeamInvitation> invitations;
    for (int i = 0; i < Members; ++i) {
        const auto invited
            = TeamAdmin::invite(*adminDb.value(), QStringLiteral("team"), QStringLiteral("load%1").arg(i), false);
        QVERIFY2(invited, qPrintable(invited ? QString() : invited.error().message + invited.error().detail));
        invitations << invited.value();
    }
    QTemporaryDir dir;
    qint64 localEvents = 0;
    for (int i = 0; i < Members; ++i) {
        Storage local(dir.path() + QStringLiteral("/ledger%1.sqlite").arg(i));
        QVERIFY(local.isOpen());
        const QDateTime start = QDateTime::currentDateTimeUtc().addSecs(-3600);
        for (int n = 0; n < InstancesEach; ++n) {
            const QString id = QString::number(n + 1); // every member has a sandbox:1 …: the source keeps them apart
            QVERIFY(local.ledger()->recordLaunch(sandboxInstance(id), start));
            QVERIFY(local.ledger()->recordState(
                QStringLiteral("sandbox:") + id, InstanceState::Stopped, start.addSecs(60 * (n + 1))));
            QVERIFY(local.ledger()->recordState(
                QStringLiteral("sandbox:") + id, InstanceState::Terminated, start.addSecs(120 * (n + 1))));
            localEvents += 3;
        }
    }
    const PostgresAddress base = addressOf(m_postgres->superUrl(QStringLiteral("team")));
    std::vector<QString> failures(Members);
    std::vector<std::thread> threads;
    for (int i = 0; i < Members; ++i) {
        threads.emplace_back([&, i] {
            // Each thread its own connections (a QSqlDatabase rule), as the window's worker does.
            Storage local(dir.path() + QStringLiteral("/ledger%1.sqlite").arg(i));
            PostgresAddress address = base;
            address.user = invitations.at(i).member;
            auto team = TeamService::connect(address, invitations.at(i).password, 10);
            if (!team) {
                failures[i] = team.error().message + team.error().detail;
                return;
            }
            const auto pushed = TeamPublisher(*local.database(), *team.value(), QStringLiteral("load")).push();
            if (!pushed || pushed.value().events != 3 * InstancesEach) {
                failures[i] = pushed ? QStringLiteral("sent %1 events").arg(pushed.value().events)
                                     : pushed.error().message + pushed.error().detail;
            }
        });
    }
    for (std::thread &thread : threads) {
        thread.join();
    }
    for (const QString &failure : std::as_const(failures)) {
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
    }
    QSqlQuery query(adminDb.value()->connection());
    QVERIFY(query.exec(QStringLiteral("SELECT COUNT(*), COUNT(DISTINCT member) FROM events WHERE member LIKE 'load%'"))
        && query.next());
    QCOMPARE(query.value(0).toLongLong(), localEvents);
    QCOMPARE(query.value(1).toInt(), Members);
    // Totals are exact: each member's five instances at $0.50/h, billed per second, from their own events.
    const auto instances = TeamLedger(*adminDb.value()).instances(QDateTime::currentDateTimeUtc());
    QVERIFY(instances);
    int loadInstances = 0;
    for (const TeamInstance &row : instances.value()) {
        if (row.member.startsWith(QLatin1String("load"))) {
            ++loadInstances;
            QCOMPARE(row.events.size(), 3);
            QCOMPARE(row.instance.state, InstanceState::Terminated);
        }
    }
    QCOMPARE(loadInstances, Members * InstancesEach);
}

void TestTeam::tlsVerifiesTheServer()
{
    LocalPostgres secure;
    secure.enableTls();
    QVERIFY2(secure.start(), qPrintable(secure.errorString()));
    QVERIFY(secure.createDatabase(QStringLiteral("team")));
    PostgresAddress address = addressOf(secure.superUrl(QStringLiteral("team")));
    address.sslMode = QStringLiteral("verify-full");
    address.sslRootCert = secure.caFile();
    auto trusted = Database::openPostgres(
        address, secure.superPassword(), TeamSchema::migrations(), Database::SchemaPolicy::Migrate);
    QVERIFY2(trusted, qPrintable(trusted ? QString() : trusted.error().message + trusted.error().detail));
    QSqlQuery query(trusted.value()->connection());
    QVERIFY(query.exec(QStringLiteral("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()")) && query.next());
    QVERIFY(query.value(0).toBool());
    // A server whose certificate the given CA did not sign is refused, and the message says what to do.
    address.sslRootCert = secure.otherCaFile();
    auto impostor = Database::openPostgres(
        address, secure.superPassword(), TeamSchema::migrations(), Database::SchemaPolicy::Migrate);
    QVERIFY(!impostor);
    QVERIFY2(impostor.error().message.contains(QLatin1String("TLS")), qPrintable(impostor.error().message));
}

QTEST_GUILESS_MAIN(TestTeam)
