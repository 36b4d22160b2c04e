// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/Database.h"
#include "storage/SqliteDialect.h"

#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace RentDeck;

namespace {

// What another program sees in the file: a separate connection, closed again before returning.
QStringList tablesAndVersion(const QString &path)
{
    QStringList seen;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("inspector"));
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery query(db);
            query.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"));
            while (query.next()) {
                seen << query.value(0).toString();
            }
            query.exec(QStringLiteral("PRAGMA user_version"));
            seen << (query.next() ? QStringLiteral("v%1").arg(query.value(0).toInt()) : QStringLiteral("v?"));
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("inspector"));
    return seen;
}

} // namespace

class TestDatabase : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void refusesAGapInTheSteps();
    void oneVersionIsOneTransaction();
    void runsVersionsInOrderWhateverTheListOrder();
    void upgradesOnlyWhatIsNew();
    void translatesThePortableSpelling();
    void readsFromAnotherThreadsConnection();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_path;
};

void TestDatabase::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_path = m_dir->filePath(QStringLiteral("db.sqlite"));
}

void TestDatabase::refusesAGapInTheSteps()
{
    // A file migrated to 3 by a list without step 2 would never get step 2's tables: refused before the file exists.
    const auto opened = Database::openSqlite(m_path,
        { { 1, QStringLiteral("A"), { QStringLiteral("CREATE TABLE a (x TEXT)") } },
            { 3, QStringLiteral("B"), { QStringLiteral("CREATE TABLE b (x TEXT)") } } });
    QVERIFY(!opened);
    QCOMPARE(opened.error().code, Error::Code::Internal);
    QVERIFY2(opened.error().message.contains(QStringLiteral("no step 2")), qPrintable(opened.error().message));
    QVERIFY(!QFile::exists(m_path));
}

void TestDatabase::oneVersionIsOneTransaction()
{
    // Two stores share version 1; the second store's step fails, so the first store's table must not stay either.
    const auto opened = Database::openSqlite(m_path,
        { { 1, QStringLiteral("A"), { QStringLiteral("CREATE TABLE a (x TEXT)") } },
            { 1, QStringLiteral("B"),
                { QStringLiteral("CREATE TABLE b (x TEXT)"), QStringLiteral("CREATE TABLE a (y TEXT)") } } });
    QVERIFY(!opened);
    QCOMPARE(opened.error().code, Error::Code::Io);
    QVERIFY2(opened.error().message.contains(QStringLiteral("schema 1")), qPrintable(opened.error().message));
    QCOMPARE(tablesAndVersion(m_path), QStringList { QStringLiteral("v0") });
}

void TestDatabase::runsVersionsInOrderWhateverTheListOrder()
{
    // Stores list their steps in any order; a column can only be added after its table exists.
    const auto opened = Database::openSqlite(m_path,
        { { 2, QStringLiteral("B"), { QStringLiteral("ALTER TABLE t ADD COLUMN y BIGINT") } },
            { 1, QStringLiteral("A"), { QStringLiteral("CREATE TABLE t (x TEXT)") } } });
    QVERIFY2(opened, qPrintable(opened.error().message + QLatin1Char(' ') + opened.error().detail));
    QCOMPARE((*opened)->schemaVersion(), 2);
    QCOMPARE((*opened)->latestSchemaVersion(), 2);
    QSqlQuery query((*opened)->connection());
    QVERIFY(query.exec(QStringLiteral("INSERT INTO t (x, y) VALUES ('a', 1)")));
}

void TestDatabase::upgradesOnlyWhatIsNew()
{
    const Migration first { 1, QStringLiteral("A"), { QStringLiteral("CREATE TABLE a (x TEXT)") } };
    {
        const auto opened = Database::openSqlite(m_path, { first });
        QVERIFY(opened);
        QSqlQuery query((*opened)->connection());
        QVERIFY(query.exec(QStringLiteral("INSERT INTO a VALUES ('kept')")));
    }
    // A later RentDeck adds step 2: step 1 does not run again (its CREATE TABLE would fail), the row stays.
    const auto opened = Database::openSqlite(
        m_path, { first, { 2, QStringLiteral("B"), { QStringLiteral("CREATE TABLE b (x TEXT)") } } });
    QVERIFY2(opened, qPrintable(opened.error().message + QLatin1Char(' ') + opened.error().detail));
    QSqlQuery query((*opened)->connection());
    QVERIFY(query.exec(QStringLiteral("SELECT x FROM a")) && query.next());
    QCOMPARE(query.value(0).toString(), QStringLiteral("kept"));
    QCOMPARE((*opened)->schemaVersion(), 2);
}

void TestDatabase::translatesThePortableSpelling()
{
    // SQLite's spelling keeps files made before the portable spelling identical (TestLedger compares whole schemas).
    const SqliteDialect sqlite;
    QCOMPARE(sqlite.translate(QStringLiteral("CREATE TABLE e (id {id_never_reused}, at_ms BIGINT NOT NULL)")),
        QStringLiteral("CREATE TABLE e (id INTEGER PRIMARY KEY AUTOINCREMENT, at_ms INTEGER NOT NULL)"));
    QCOMPARE(sqlite.translate(
                 QStringLiteral("CREATE TABLE p (id {id}, v DOUBLE PRECISION, k TEXT, PRIMARY KEY (k)){clustered}")),
        QStringLiteral("CREATE TABLE p (id INTEGER PRIMARY KEY, v REAL, k TEXT, PRIMARY KEY (k)) WITHOUT ROWID"));
    // Only whole words: a column named "bigint_count" keeps its name.
    QCOMPARE(sqlite.translate(QStringLiteral("ALTER TABLE t ADD COLUMN bigint_count BIGINT")),
        QStringLiteral("ALTER TABLE t ADD COLUMN bigint_count INTEGER"));
}

void TestDatabase::readsFromAnotherThreadsConnection()
{
    const auto opened
        = Database::openSqlite(m_path, { { 1, QStringLiteral("A"), { QStringLiteral("CREATE TABLE a (x TEXT)") } } });
    QVERIFY(opened);
    QSqlQuery insert((*opened)->connection());
    QVERIFY(insert.exec(QStringLiteral("INSERT INTO a VALUES ('seen')")));
    QString read;
    const Status status = Database::readSqliteFile(m_path, [&read](const QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        if (query.exec(QStringLiteral("SELECT x FROM a")) && query.next()) {
            read = query.value(0).toString();
        }
        // The connection only reads.
        if (query.exec(QStringLiteral("INSERT INTO a VALUES ('written')"))) {
            return Error::make(Error::Code::Internal, QStringLiteral("a read-only connection wrote"));
        }
        return {};
    });
    QVERIFY2(status, qPrintable(status.error().message));
    QCOMPARE(read, QStringLiteral("seen"));
    const Status missing = Database::readSqliteFile(
        m_dir->filePath(QStringLiteral("none/such.sqlite")), [](const QSqlDatabase &) -> Status { return {}; });
    QVERIFY(!missing);
    QCOMPARE(missing.error().code, Error::Code::Io);
}

QTEST_GUILESS_MAIN(TestDatabase)
#include "TestDatabase.moc"
