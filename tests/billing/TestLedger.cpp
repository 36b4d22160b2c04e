// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "billing/CostAccrual.h"
#include "billing/Ledger.h"
#include "services/Storage.h"
#include "storage/Database.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>
#include <unistd.h>

using namespace RentDeck;

namespace {

// The file format's version: 6 since guards, metrics and traffic prices came. A new schema step must change this.
constexpr int CurrentSchemaVersion = 9;

// Every table's columns (name, declared type, NOT NULL, default, key) and every index, as SQLite reports them.
QStringList schemaOf(const QSqlDatabase &db)
{
    QStringList schema;
    QSqlQuery tables(db);
    tables.exec(
        QStringLiteral("SELECT type, name, tbl_name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY name"));
    while (tables.next()) {
        schema << tables.value(0).toString() + QLatin1Char(' ') + tables.value(1).toString();
        QSqlQuery columns(db);
        columns.exec(QStringLiteral("PRAGMA table_info(%1)").arg(tables.value(1).toString()));
        while (columns.next()) {
            schema << QStringLiteral("  %1 %2 %3 %4 %5")
                          .arg(columns.value(1).toString(), columns.value(2).toString(), columns.value(3).toString(),
                              columns.value(4).toString(), columns.value(5).toString());
        }
    }
    return schema;
}

// The ledger file as RentDeck opens it: with every store's schema steps (Storage).
Result<std::unique_ptr<Storage>> openLedgerFile(const QString &path)
{
    auto storage = std::make_unique<Storage>(path);
    if (!storage->isOpen()) {
        return storage->error();
    }
    return storage;
}

const QDateTime T0 = QDateTime(QDate(2026, 3, 1), QTime(12, 0), Qt::UTC);

// Runs raw SQL on a file through a private connection, the way an older RentDeck would have written it.
bool runSql(const QString &path, const QStringList &statements, QString *error = nullptr)
{
    const QString connection = QStringLiteral("test-raw");
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(path);
        ok = db.open();
        QSqlQuery query(db);
        for (const QString &statement : statements) {
            if (ok && !query.exec(statement)) {
                ok = false;
                if (error) {
                    *error = query.lastError().text();
                }
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return ok;
}

Instance sampleInstance()
{
    Instance instance;
    instance.providerId = QStringLiteral("sandbox");
    instance.id = QStringLiteral("a1b2");
    instance.label = QStringLiteral("llama finetune");
    instance.state = InstanceState::Provisioning;
    instance.offerId = QStringLiteral("rtx4090-1");
    instance.gpuName = QStringLiteral("NVIDIA GeForce RTX 4090");
    instance.gpuCount = 2;
    instance.pricePerHour = Money::fromDecimalString(QStringLiteral("0.74"), QStringLiteral("USD"));
    instance.billing.granularity = BillingGranularity::Minute;
    instance.billing.minimumSeconds = 300;
    instance.billing.storagePerGbMonth = Money::fromDecimalString(QStringLiteral("0.15"), QStringLiteral("USD"));
    instance.billing.storageBilledWhileRunning = true;
    instance.diskGb = 80.5;
    return instance;
}

} // namespace

class TestLedger : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void createsCurrentSchema();
    void migratesFromVersion1();
    void migratesFromVersion4();
    void refusesNewerSchema();
    void refusesGarbage_data();
    void refusesGarbage();
    void refusesReadOnlyFile();
    void refusesUncreatableLocation();
    void recordsAndReadsBack();
    void skipsRepeatedStateAndUnknownInstance();
    void secondLaunchKeepsFirstRecord();
    void persistsAcrossReopen();
    void offerHistoryKeepsTheLatestCheck();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_path;
};

void TestLedger::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_path = m_dir->filePath(QStringLiteral("sub/ledger.sqlite"));
}

void TestLedger::createsCurrentSchema()
{
    auto opened = openLedgerFile(m_path);
    QVERIFY2(opened.isOk(), qPrintable(opened.error().message));
    const std::unique_ptr<Storage> storage = std::move(opened).value();
    Ledger *ledger = storage->ledger();
    QCOMPARE(storage->database()->schemaVersion(), CurrentSchemaVersion);
    QCOMPARE(storage->database()->latestSchemaVersion(), CurrentSchemaVersion);

    struct stat info = {};
    QCOMPARE(::stat(QFile::encodeName(m_path).constData(), &info), 0);
    QCOMPARE(info.st_mode & 0777, 0600u);

    QVERIFY(ledger->recordLaunch(sampleInstance(), T0));
    QVERIFY(QFile::exists(m_path + QStringLiteral("-wal"))); // WAL journal in use
    QVERIFY(ledger->instances()->size() == 1);
}

void TestLedger::migratesFromVersion1()
{
    // The exact version-1 schema, as the first release wrote it, with one launch and one event.
    QVERIFY(QDir().mkpath(QFileInfo(m_path).absolutePath()));
    QString error;
    QVERIFY2(
        runSql(m_path,
            { QStringLiteral("CREATE TABLE instances (name TEXT PRIMARY KEY, provider TEXT NOT NULL,"
                             " offer_id TEXT NOT NULL DEFAULT '', gpu_name TEXT NOT NULL DEFAULT '',"
                             " gpu_count INTEGER NOT NULL DEFAULT 1, price_micros INTEGER NOT NULL,"
                             " currency TEXT NOT NULL, label TEXT NOT NULL DEFAULT '',"
                             " launched_at_ms INTEGER NOT NULL)"),
                QStringLiteral("CREATE TABLE events (id INTEGER PRIMARY KEY AUTOINCREMENT,"
                               " instance_name TEXT NOT NULL REFERENCES instances(name) ON DELETE CASCADE,"
                               " state TEXT NOT NULL, at_ms INTEGER NOT NULL, detail TEXT NOT NULL DEFAULT '')"),
                QStringLiteral("CREATE INDEX events_by_instance ON events(instance_name, at_ms, id)"),
                QStringLiteral("INSERT INTO instances VALUES ('vastai:42', 'vastai', 'o-7', 'NVIDIA A100', 4,"
                               " 5200000, 'USD', 'old run', %1)")
                    .arg(T0.toMSecsSinceEpoch()),
                QStringLiteral("INSERT INTO events (instance_name, state, at_ms) VALUES ('vastai:42', 'running', %1)")
                    .arg(T0.addSecs(60).toMSecsSinceEpoch()),
                QStringLiteral("PRAGMA user_version = 1") },
            &error),
        qPrintable(error));

    auto opened = openLedgerFile(m_path);
    QVERIFY2(opened.isOk(), qPrintable(opened.error().message + QLatin1Char(' ') + opened.error().detail));
    const std::unique_ptr<Storage> storage = std::move(opened).value();
    Ledger *ledger = storage->ledger();
    QCOMPARE(storage->database()->schemaVersion(), CurrentSchemaVersion);

    const auto found = ledger->instance(QStringLiteral("vastai:42"));
    QVERIFY(found.isOk());
    QVERIFY(found->has_value());
    const LedgerInstance &old = **found;
    QCOMPARE(old.providerId, QStringLiteral("vastai"));
    QCOMPARE(old.gpuCount, 4);
    QCOMPARE(old.pricePerHour, Money(5'200'000, QStringLiteral("USD")));
    QCOMPARE(old.launchedAt, T0);
    QCOMPARE(old.state, InstanceState::Running);
    // Columns added by version 2 take their defaults.
    QCOMPARE(old.diskGb, 0.0);
    QCOMPARE(old.project, QString());
    QVERIFY(!old.billing.storagePerGbMonth.isValid());
    QCOMPARE(old.billing.granularity, BillingGranularity::Second);
    QCOMPARE(old.billing.minimumSeconds, qint64(0));
    QCOMPARE(ledger->events(QStringLiteral("vastai:42"))->size(), 1);

    // The upgraded file accepts new-style records.
    QVERIFY(ledger->recordLaunch(sampleInstance(), T0, QStringLiteral("thesis")));
    QCOMPARE((*ledger->instance(sampleInstance().name()))->project, QStringLiteral("thesis"));
    // Upgraded step by step, the file has exactly the schema of one made today: same tables, columns, types, indexes.
    const auto fresh = openLedgerFile(m_dir->filePath(QStringLiteral("fresh/ledger.sqlite")));
    QVERIFY2(fresh, qPrintable(fresh.error().message));
    const QStringList expected = schemaOf((*fresh)->database()->connection());
    QVERIFY(expected.contains(QStringLiteral("table metric_points")));
    QVERIFY2(expected.contains(QStringLiteral("  traffic_currency TEXT 0  0")),
        qPrintable(expected.join(QLatin1Char('\n'))));
    QCOMPARE(schemaOf(storage->database()->connection()), expected);
}

void TestLedger::migratesFromVersion4()
{
    // A version-4 file with data in every table: today's file with the tables of versions 5, 6 and 7 taken out.
    {
        auto opened = openLedgerFile(m_path);
        QVERIFY(opened.isOk());
        Ledger &ledger = *(*opened)->ledger();
        QVERIFY(ledger.recordLaunch(sampleInstance(), T0, QStringLiteral("thesis")));
        QVERIFY((*opened)->checkReports().record(
            sampleInstance().name(), QStringLiteral("pass"), QStringLiteral("12 passed"), "{}", T0));
        QVERIFY((*opened)->hashCache().store(
            QStringLiteral("/data"), { CachedHash { QStringLiteral("a.txt"), 5, 1, 2, 3, QByteArray("ab12") } }));
    }
    QString error;
    QVERIFY2(runSql(m_path,
                 { QStringLiteral("DROP TABLE notify_channels"), QStringLiteral("DROP TABLE budget_alerts"),
                     QStringLiteral("DROP TABLE budgets"), QStringLiteral("DROP TABLE team_sync"),
                     QStringLiteral("DROP TABLE job_events"), QStringLiteral("DROP TABLE job_instances"),
                     QStringLiteral("DROP TABLE jobs"), QStringLiteral("DROP TABLE sync_runs"),
                     QStringLiteral("DROP TABLE sync_pairs"), QStringLiteral("DROP TABLE metric_points"),
                     QStringLiteral("DROP TABLE metric_gaps"), QStringLiteral("DROP TABLE guard_events"),
                     QStringLiteral("DROP TABLE guards"),
                     QStringLiteral("ALTER TABLE instances DROP COLUMN traffic_out_micros"),
                     QStringLiteral("ALTER TABLE instances DROP COLUMN traffic_in_micros"),
                     QStringLiteral("ALTER TABLE instances DROP COLUMN traffic_currency"),
                     QStringLiteral("PRAGMA user_version = 4") },
                 &error),
        qPrintable(error));

    auto opened = openLedgerFile(m_path);
    QVERIFY2(opened.isOk(), qPrintable(opened.error().message + QLatin1Char(' ') + opened.error().detail));
    const std::unique_ptr<Storage> storage = std::move(opened).value();
    Ledger *ledger = storage->ledger();
    QCOMPARE(storage->database()->schemaVersion(), CurrentSchemaVersion);
    QCOMPARE((*ledger->instance(sampleInstance().name()))->project, QStringLiteral("thesis"));
    QCOMPARE(ledger->events(sampleInstance().name())->size(), 1);
    QCOMPARE(storage->checkReports().reports(sampleInstance().name())->size(), 1);
    QCOMPARE(storage->hashCache().hashes(QStringLiteral("/data"))->value(QStringLiteral("a.txt")).sha256,
        QByteArray("ab12"));

    // Version 5 adds the sync tables, empty, and a run keeps living when its pair is removed.
    QSqlQuery query(storage->database()->connection());
    QVERIFY(query.exec(QStringLiteral("SELECT (SELECT COUNT(*) FROM sync_pairs), (SELECT COUNT(*) FROM sync_runs)")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toInt() + query.value(1).toInt(), 0);
    // Version 6 adds the watch tables (metric points, gaps, guards and what they did), empty.
    QVERIFY(query.exec(QStringLiteral("SELECT (SELECT COUNT(*) FROM metric_points) + (SELECT COUNT(*) FROM metric_gaps)"
                                      " + (SELECT COUNT(*) FROM guards) + (SELECT COUNT(*) FROM guard_events)")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toInt(), 0);
    // Version 7 adds the jobs, every instance each ran on, and what happened to them, empty.
    QVERIFY(query.exec(QStringLiteral("SELECT (SELECT COUNT(*) FROM jobs) + (SELECT COUNT(*) FROM job_instances) + "
                                      "(SELECT COUNT(*) FROM job_events)")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toInt(), 0);
    QVERIFY(query.exec(QStringLiteral("INSERT INTO sync_pairs (instance_name, local_path, remote_path, direction,"
                                      " created_ms) VALUES ('sandbox:1', '/srv', 'data', 'push', 0)")));
    const qint64 pairId = query.lastInsertId().toLongLong();
    QVERIFY(query.exec(QStringLiteral("INSERT INTO sync_runs (instance_name, pair_id, direction, started_ms)"
                                      " VALUES ('sandbox:1', %1, 'push', 0)")
                           .arg(pairId)));
    QVERIFY(query.exec(QStringLiteral("DELETE FROM sync_pairs")));
    QVERIFY(query.exec(QStringLiteral("SELECT pair_id FROM sync_runs")));
    QVERIFY(query.next());
    QVERIFY(query.value(0).isNull());
    QVERIFY(!query.exec(QStringLiteral("INSERT INTO sync_pairs (instance_name, local_path, remote_path, direction,"
                                       " created_ms) VALUES ('sandbox:1', '/srv', 'data', 'sideways', 0)")));
}

void TestLedger::refusesNewerSchema()
{
    QVERIFY(QDir().mkpath(QFileInfo(m_path).absolutePath()));
    const int future = CurrentSchemaVersion + 1;
    QVERIFY(runSql(
        m_path, { QStringLiteral("CREATE TABLE future (x)"), QStringLiteral("PRAGMA user_version = %1").arg(future) }));

    const auto opened = openLedgerFile(m_path);
    QVERIFY(!opened.isOk());
    QCOMPARE(opened.error().code, Error::Code::Unsupported);
    const QString expected = QStringLiteral("schema %1 > %2").arg(future).arg(CurrentSchemaVersion);
    QVERIFY2(opened.error().message.contains(expected), qPrintable(opened.error().message));
    QVERIFY(opened.error().message.contains(QStringLiteral("ledger.sqlite was written by a newer RentDeck")));
    QVERIFY(opened.error().message.contains(QStringLiteral("upgrade RentDeck")));
}

void TestLedger::refusesGarbage_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::newRow("text") << QByteArray("these are my notes, not a database\n").repeated(50);
    QTest::newRow("sqlite header, garbage body")
        << QByteArray("SQLite format 3\0", 16) + QByteArray("\xff\x13garbage", 9).repeated(400);
}

void TestLedger::refusesGarbage()
{
    QFETCH(QByteArray, content);
    QVERIFY(QDir().mkpath(QFileInfo(m_path).absolutePath()));
    QFile file(m_path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
    file.close();

    const auto opened = openLedgerFile(m_path);
    QVERIFY(!opened.isOk());
    QCOMPARE(opened.error().code, Error::Code::InvalidInput);
    QVERIFY2(opened.error().message.contains(QStringLiteral("ledger.sqlite")), qPrintable(opened.error().message));
    QVERIFY(opened.error().message.contains(QStringLiteral("left untouched")));

    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), content);
}

void TestLedger::refusesReadOnlyFile()
{
    if (::geteuid() == 0) {
        QSKIP("root can write to read-only files");
    }
    {
        QVERIFY(openLedgerFile(m_path).isOk());
    }
    QVERIFY(QFile::setPermissions(m_path, QFile::ReadOwner));
    const auto opened = openLedgerFile(m_path);
    QVERIFY(!opened.isOk());
    QCOMPARE(opened.error().code, Error::Code::Io);
    QVERIFY(opened.error().message.contains(QStringLiteral("read-only")));
}

void TestLedger::refusesUncreatableLocation()
{
    // The folder the ledger should live in is a regular file: nothing can be created there, even by root.
    const QString blocker = m_dir->filePath(QStringLiteral("blocker"));
    QFile file(blocker);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    const auto opened = openLedgerFile(blocker + QStringLiteral("/ledger.sqlite"));
    QVERIFY(!opened.isOk());
    QCOMPARE(opened.error().code, Error::Code::Io);
    QVERIFY2(opened.error().message.contains(blocker), qPrintable(opened.error().message));
}

void TestLedger::recordsAndReadsBack()
{
    auto opened = openLedgerFile(m_path);
    QVERIFY(opened.isOk());
    const std::unique_ptr<Storage> storage = std::move(opened).value();
    Ledger *ledger = storage->ledger();
    const Instance instance = sampleInstance();

    QVERIFY(ledger->recordLaunch(instance, T0, QStringLiteral("llm")));
    QVERIFY(ledger->recordState(instance.name(), InstanceState::Running, T0.addSecs(90)));
    QVERIFY(ledger->recordState(instance.name(), InstanceState::Stopped, T0.addSecs(3690), QStringLiteral("idle")));

    const auto all = ledger->instances();
    QVERIFY(all.isOk());
    QCOMPARE(all->size(), 1);
    const LedgerInstance &row = all->first();
    QCOMPARE(row.name, QStringLiteral("sandbox:a1b2"));
    QCOMPARE(row.providerId, instance.providerId);
    QCOMPARE(row.offerId, instance.offerId);
    QCOMPARE(row.gpuName, instance.gpuName);
    QCOMPARE(row.gpuCount, instance.gpuCount);
    QCOMPARE(row.pricePerHour, instance.pricePerHour);
    QCOMPARE(row.billing, instance.billing);
    QCOMPARE(row.diskGb, instance.diskGb);
    QCOMPARE(row.label, instance.label);
    QCOMPARE(row.project, QStringLiteral("llm"));
    QCOMPARE(row.launchedAt, T0);
    QCOMPARE(row.state, InstanceState::Stopped);
    QCOMPARE(row.stateChangedAt, T0.addSecs(3690));

    const auto events = ledger->events(instance.name());
    QVERIFY(events.isOk());
    const QList<LifecycleEvent> expected { { InstanceState::Provisioning, T0, {} },
        { InstanceState::Running, T0.addSecs(90), {} },
        { InstanceState::Stopped, T0.addSecs(3690), QStringLiteral("idle") } };
    QCOMPARE(*events, expected);
    QCOMPARE(events->at(1).at.timeSpec(), Qt::UTC);

    // What the ledger holds is enough to price the instance: 1 h per-minute at $0.74 plus 80.5 GB storage.
    const AccruedCost cost = CostAccrual::compute(row, *events, T0.addSecs(3690));
    QCOMPARE(cost.compute, instance.pricePerHour);
    QCOMPARE(cost.storageSeconds, qint64(3600));
}

void TestLedger::skipsRepeatedStateAndUnknownInstance()
{
    auto opened = openLedgerFile(m_path);
    QVERIFY(opened.isOk());
    const std::unique_ptr<Storage> storage = std::move(opened).value();
    Ledger *ledger = storage->ledger();
    const Instance instance = sampleInstance();
    QVERIFY(ledger->recordLaunch(instance, T0));
    QVERIFY(ledger->recordState(instance.name(), InstanceState::Running, T0.addSecs(10)));
    QVERIFY(ledger->recordState(instance.name(), InstanceState::Running, T0.addSecs(20)));
    QVERIFY(ledger->recordState(instance.name(), InstanceState::Running, T0.addSecs(30)));
    QCOMPARE(ledger->events(instance.name())->size(), 2);
    QCOMPARE(ledger->events(instance.name())->last().at, T0.addSecs(10));

    const Status unknown = ledger->recordState(QStringLiteral("nope:1"), InstanceState::Running, T0);
    QVERIFY(!unknown);
    QCOMPARE(unknown.error().code, Error::Code::NotFound);
    QVERIFY(unknown.error().message.contains(QStringLiteral("nope:1")));

    const auto missing = ledger->instance(QStringLiteral("nope:1"));
    QVERIFY(missing.isOk());
    QVERIFY(!missing->has_value());
    QVERIFY(ledger->events(QStringLiteral("nope:1"))->isEmpty());
}

void TestLedger::secondLaunchKeepsFirstRecord()
{
    auto opened = openLedgerFile(m_path);
    QVERIFY(opened.isOk());
    const std::unique_ptr<Storage> storage = std::move(opened).value();
    Ledger *ledger = storage->ledger();
    Instance instance = sampleInstance();
    QVERIFY(ledger->recordLaunch(instance, T0));
    Instance again = instance;
    again.pricePerHour = Money::fromDecimalString(QStringLiteral("9.99"), QStringLiteral("USD"));
    again.state = InstanceState::Running;
    QVERIFY(ledger->recordLaunch(again, T0.addSecs(500)));

    QCOMPARE(ledger->instances()->size(), 1);
    QCOMPARE((*ledger->instance(instance.name()))->pricePerHour, instance.pricePerHour);
    QCOMPARE(ledger->events(instance.name())->size(), 1);
}

void TestLedger::persistsAcrossReopen()
{
    const Instance instance = sampleInstance();
    {
        auto opened = openLedgerFile(m_path);
        QVERIFY(opened.isOk());
        QVERIFY((*opened)->ledger()->recordLaunch(instance, T0));
        QVERIFY((*opened)->ledger()->recordState(instance.name(), InstanceState::Terminated, T0.addSecs(5)));
    }
    // Two ledgers on one file at once get distinct connections.
    auto first = openLedgerFile(m_path);
    auto second = openLedgerFile(m_path);
    QVERIFY(first.isOk() && second.isOk());
    QCOMPARE((*second)->ledger()->events(instance.name())->size(), 2);
    QCOMPARE((*(*first)->ledger()->instance(instance.name()))->state, InstanceState::Terminated);
}

void TestLedger::offerHistoryKeepsTheLatestCheck()
{
    auto opened = openLedgerFile(m_path);
    QVERIFY(opened.isOk());
    Ledger &ledger = *(*opened)->ledger();
    Instance first = sampleInstance();
    Instance second = sampleInstance();
    second.id = QStringLiteral("c3d4");
    QVERIFY(ledger.recordLaunch(first, T0));
    QVERIFY(ledger.recordLaunch(second, T0.addSecs(60)));
    QVERIFY(
        (*opened)->checkReports().record(first.name(), QStringLiteral("fail"), QStringLiteral("1 failure"), "{}", T0));
    QVERIFY((*opened)->checkReports().record(
        second.name(), QStringLiteral("pass"), QStringLiteral("12 passed"), "{}", T0.addSecs(120)));
    const auto history = (*opened)->checkReports().latestPerOffer();
    QVERIFY(history.isOk());
    QCOMPARE(history.value().size(), 1);
    const StoredCheckReport latest = history.value().value(QStringLiteral("sandbox:rtx4090-1"));
    QCOMPARE(latest.status, QStringLiteral("pass"));
    QCOMPARE(latest.instanceName, second.name());
}

QTEST_GUILESS_MAIN(TestLedger)
#include "TestLedger.moc"
