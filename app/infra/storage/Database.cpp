// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/Database.h"

#include "core/Paths.h"
#include "logging/LoggingCategories.h"
#include "storage/PostgresDialect.h"
#include "storage/SqliteDialect.h"

#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>
#include <algorithm>
#include <atomic>

namespace RentDeck {

namespace {

std::atomic<int> s_connectionCounter { 0 };

int newestVersion(const Migrations &migrations)
{
    int newest = 0;
    for (const Migration &step : migrations) {
        newest = std::max(newest, step.version);
    }
    return newest;
}

// A gap would be fatal later: a file migrated past it by a partial list would never get the missing tables.
QString gapIn(const Migrations &migrations)
{
    for (int version = 1; version <= newestVersion(migrations); ++version) {
        if (std::none_of(migrations.begin(), migrations.end(),
                [version](const Migration &step) { return step.version == version; })) {
            return QString::number(version);
        }
    }
    return {};
}

} // namespace

Database::Database(QString path, QString connectionName, std::unique_ptr<SqlDialect> dialect, Migrations migrations)
    : m_path(std::move(path))
    , m_connectionName(std::move(connectionName))
    , m_dialect(std::move(dialect))
    , m_migrations(std::move(migrations))
{
    // Steps of one version run in the order the stores listed them; versions in ascending order.
    std::stable_sort(m_migrations.begin(), m_migrations.end(),
        [](const Migration &a, const Migration &b) { return a.version < b.version; });
}

Database::~Database()
{
    m_db.close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_connectionName);
}

Result<std::unique_ptr<Database>> Database::openSqlite(const QString &path, Migrations migrations)
{
    if (const QString gap = gapIn(migrations); !gap.isEmpty()) {
        return Error::make(Error::Code::Internal, tr("The database schema has no step %1.").arg(gap));
    }
    if (const Status file = SqliteDialect::prepareFile(path); !file) {
        return file.error();
    }
    const QString connection = QStringLiteral("rentdeck-db-%1").arg(s_connectionCounter.fetch_add(1));
    std::unique_ptr<Database> database(
        new Database(path, connection, std::make_unique<SqliteDialect>(), std::move(migrations)));
    const auto configure = [&path](QSqlDatabase &db) {
        db.setDatabaseName(path);
        db.setConnectOptions(SqliteDialect::connectOptions(false));
    };
    if (const Status opened = database->open(configure, SchemaPolicy::Migrate); !opened) {
        return opened.error();
    }
    return database;
}

Result<std::unique_ptr<Database>> Database::openPostgres(const PostgresAddress &address, const QString &password,
    Migrations migrations, SchemaPolicy policy, int connectTimeoutSeconds)
{
    if (const QString gap = gapIn(migrations); !gap.isEmpty()) {
        return Error::make(Error::Code::Internal, tr("The database schema has no step %1.").arg(gap));
    }
    const QString connection = QStringLiteral("rentdeck-db-%1").arg(s_connectionCounter.fetch_add(1));
    std::unique_ptr<Database> database(
        new Database(address.display(), connection, std::make_unique<PostgresDialect>(), std::move(migrations)));
    const auto configure = [&](QSqlDatabase &db) {
        db.setHostName(address.host);
        db.setPort(address.port);
        db.setDatabaseName(address.database);
        db.setUserName(address.user);
        db.setPassword(password);
        db.setConnectOptions(address.connectOptions(connectTimeoutSeconds));
    };
    if (const Status opened = database->open(configure, policy); !opened) {
        return opened.error();
    }
    return database;
}

Status Database::readSqliteFile(const QString &path, const std::function<Status(const QSqlDatabase &)> &read)
{
    static std::atomic<int> counter { 0 };
    const QString name = QStringLiteral("rentdeck-db-reader-%1").arg(++counter);
    Status status;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(SqliteDialect().driver(), name);
        db.setDatabaseName(path);
        db.setConnectOptions(SqliteDialect::connectOptions(true));
        status = db.open()
            ? read(db)
            : Status(Error::make(Error::Code::Io, tr("Cannot read the ledger %1.").arg(path), db.lastError().text()));
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return status;
}

Status Database::open(const std::function<void(QSqlDatabase &)> &configure, SchemaPolicy policy)
{
    m_db = QSqlDatabase::addDatabase(m_dialect->driver(), m_connectionName);
    if (!m_db.isValid()) {
        return Error::make(Error::Code::Internal,
            tr("The %1 driver for Qt is not installed (Debian: %2).")
                .arg(m_dialect->driver(),
                    isPostgres() ? QStringLiteral("libqt6sql6-psql") : QStringLiteral("libqt6sql6-sqlite")));
    }
    configure(m_db);
    if (!m_db.open()) {
        if (isPostgres()) {
            return connectError(m_db.lastError().text());
        }
        return sqlError(tr("Cannot open the ledger %1.").arg(m_path), m_db.lastError().text());
    }
    const Result<int> version = m_dialect->schemaVersion(m_db);
    if (!version) {
        if (version.error().code == Error::Code::Io) {
            return sqlError(version.error().message, version.error().detail);
        }
        return version.error();
    }
    if (version.value() > latestSchemaVersion()) {
        return Error::make(Error::Code::Unsupported,
            tr("%1 was written by a newer RentDeck (schema %2 > %3); upgrade RentDeck.")
                .arg(isPostgres() ? m_path : QFileInfo(m_path).fileName())
                .arg(version.value())
                .arg(latestSchemaVersion()));
    }
    if (policy == SchemaPolicy::RequireLatest && version.value() < latestSchemaVersion()) {
        return Error::make(Error::Code::Unsupported,
            version.value() == 0
                ? tr("%1 holds no RentDeck team yet; its admin creates it with rentdeck-cli team init.").arg(m_path)
                : tr("%1 is at schema %2 and this RentDeck needs %3: ask the team's admin to run rentdeck-cli "
                     "team init again with this version, which upgrades it.")
                      .arg(m_path)
                      .arg(version.value())
                      .arg(latestSchemaVersion()));
    }
    if (const Status prepared = m_dialect->prepare(m_db); !prepared) {
        return sqlError(prepared.error().message, prepared.error().detail);
    }
    return migrate(version.value());
}

Status Database::migrate(int fromVersion)
{
    for (auto step = m_migrations.cbegin(); step != m_migrations.cend();) {
        const int version = step->version;
        const auto end
            = std::find_if(step, m_migrations.cend(), [version](const Migration &m) { return m.version != version; });
        if (version <= fromVersion) {
            step = end;
            continue;
        }
        qCInfo(lcBilling) << "migrating ledger" << m_path << "to schema" << version;
        if (!m_db.transaction()) {
            return sqlError(tr("Cannot write to the ledger %1.").arg(m_path), m_db.lastError().text());
        }
        QSqlQuery query(m_db);
        bool ok = true;
        for (; step != end && ok; ++step) {
            for (const QString &statement : step->statements) {
                ok = ok && query.exec(m_dialect->translate(statement));
            }
        }
        for (const QString &statement : m_dialect->setSchemaVersion(version)) {
            ok = ok && query.exec(statement);
        }
        query.finish(); // an active statement would block the COMMIT
        const QString failed = tr("Cannot upgrade the ledger %1 to schema %2.").arg(m_path).arg(version);
        if (!ok) {
            const QString detail = query.lastError().text();
            m_db.rollback();
            return sqlError(failed, detail);
        }
        if (!m_db.commit()) {
            const QString detail = m_db.lastError().text();
            m_db.rollback();
            return sqlError(failed, detail);
        }
        step = end;
    }
    return {};
}

int Database::schemaVersion() const
{
    const Result<int> version = m_dialect->schemaVersion(m_db);
    return version ? version.value() : -1;
}

int Database::latestSchemaVersion() const
{
    return newestVersion(m_migrations);
}

Status Database::checkIntegrity() const
{
    const Result<QStringList> problems = m_dialect->integrityProblems(m_db);
    if (!problems) {
        return sqlError(problems.error().message, problems.error().detail);
    }
    if (problems.value().isEmpty()) {
        return {};
    }
    return Error::make(Error::Code::InvalidInput,
        tr("The ledger %1 is damaged. Keep a copy of it, then restore a backup or move it aside and start RentDeck "
           "again.")
            .arg(m_path),
        problems.value().join(QLatin1Char('\n')));
}

Error Database::sqlError(const QString &what, const QString &detail) const
{
    qCWarning(lcBilling) << what << detail;
    // A server that went away mid-statement is the network's fault, not the data's: callers keep the write for later.
    if (isPostgres()
        && (detail.contains(QLatin1String("server closed the connection"))
            || detail.contains(QLatin1String("terminating connection"))
            || detail.contains(QLatin1String("no connection to the server"))
            || detail.contains(QLatin1String("could not receive data"))
            || detail.contains(QLatin1String("could not send data")))) {
        return Error::make(Error::Code::Network, what + QLatin1Char(' ') + tr("The team database went away."), detail);
    }
    // A full disk (SQLITE_FULL, or an I/O error while the disk is full): the write was rolled back whole, so say
    // what to do rather than only the driver's words.
    if (detail.contains(QLatin1String("disk is full")) || !Paths::diskFullHint(m_path).isEmpty()) {
        return Error::make(Error::Code::Io,
            what + QLatin1Char(' ')
                + tr("The disk holding the ledger is full: free some space and try again. Nothing recorded before "
                     "was lost."),
            detail);
    }
    return Error::make(Error::Code::Io, what, detail);
}

Error Database::connectError(const QString &detail) const
{
    qCWarning(lcBilling) << "cannot connect to" << m_path << detail;
    QString advice;
    if (detail.contains(QLatin1String("password authentication failed"))
        || detail.contains(QLatin1String("no password supplied"))) {
        advice = tr("The server refused the password: join again with the address your admin gave you, or set "
                    "RENTDECK_TEAM_PASSWORD.");
    } else if (detail.contains(QLatin1String("certificate")) || detail.contains(QLatin1String("SSL"))) {
        advice = tr("The TLS check failed: give the server's CA file with ?sslrootcert=PATH in the address, or "
                    "sslmode=require to encrypt without checking who answers.");
    } else if (detail.contains(QLatin1String("does not exist"))) {
        advice = tr("Check the role and database names in the address.");
    } else {
        advice = tr("Check that the server runs and that this machine may reach it; RentDeck keeps recording "
                    "locally meanwhile.");
    }
    return Error::make(
        Error::Code::Network, tr("Cannot connect to the team database %1. %2").arg(m_path, advice), detail);
}

Error Database::readError(const QSqlQuery &query) const
{
    return sqlError(tr("Cannot read the ledger %1.").arg(m_path), query.lastError().text());
}

} // namespace RentDeck
