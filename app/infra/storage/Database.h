// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "storage/Migration.h"
#include "storage/PostgresAddress.h"
#include "storage/SqlDialect.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>
#include <functional>
#include <memory>

class QSqlQuery;

namespace RentDeck {

/**
 * One open database and its schema: the connection every store of a subsystem (Ledger, CheckReportStore, HashCache,
 * SyncHistory, MetricArchive, GuardStore) runs its own SQL on, the dialect that SQL is spelled for, and the one list
 * of migrations that made its tables. Opening migrates step by step to the newest version, each version in its own
 * transaction, and refuses a database written by a newer RentDeck.
 *
 * Not thread-safe: use a Database only from the thread that opened it (a QSqlDatabase rule); a worker reads through
 * readSqliteFile() instead.
 */
class Database
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::Database)
    Q_DISABLE_COPY_MOVE(Database)

public:
    /** What opening does with a database at an older schema version. */
    enum class SchemaPolicy
    {
        Migrate, // bring it to the newest version (the owner of the database: the local file, a team's admin)
        RequireLatest // refuse it: a team member has no right to change the schema, the admin upgrades it
    };

    ~Database();

    /**
     * Opens (or creates, with mode 0600) the SQLite file at \a path and migrates it to the newest version of
     * \a migrations, which must cover every version from 1 up without a gap. Fails with a clear Error, touching
     * nothing, when the file is not SQLite, was written by a newer RentDeck, or cannot be written.
     */
    [[nodiscard]] static Result<std::unique_ptr<Database>> openSqlite(const QString &path, Migrations migrations);
    /**
     * Connects to the PostgreSQL database at \a address as its user with \a password (never put in the connection
     * options, so never in a process listing) and migrates it per \a policy. Fails with a clear Error when the server
     * cannot be reached in \a connectTimeoutSeconds, refuses the login or the certificate, or holds a schema this
     * RentDeck cannot use. Blocking: call it off the GUI thread.
     */
    [[nodiscard]] static Result<std::unique_ptr<Database>> openPostgres(const PostgresAddress &address,
        const QString &password, Migrations migrations, SchemaPolicy policy, int connectTimeoutSeconds = 5);
    /**
     * Runs \a read on a private read-only connection to the SQLite file at \a path, opened and closed for this one
     * call, from any thread (WAL lets it read while the owner writes). Fails when the file cannot be opened.
     */
    [[nodiscard]] static Status readSqliteFile(
        const QString &path, const std::function<Status(const QSqlDatabase &)> &read);

    /** The SQLite file, or USER@HOST:PORT/DATABASE of a PostgreSQL database. */
    QString path() const { return m_path; }
    bool isPostgres() const { return m_dialect->driver() == QLatin1String("QPSQL"); }
    QSqlDatabase connection() const { return m_db; }
    const SqlDialect &dialect() const { return *m_dialect; }
    /** The version the database is at, or -1 when it cannot be read. */
    int schemaVersion() const;
    /** The newest version the migrations know. */
    int latestSchemaVersion() const;
    const Migrations &migrations() const { return m_migrations; }

    /**
     * The engine's own check of every page and index plus the foreign keys. Ok, or an Error whose detail lists the
     * first problems found. Reads only.
     */
    [[nodiscard]] Status checkIntegrity() const;

    /** An Io error saying \a what failed, with the driver's \a detail, and what to do when the disk is full. */
    Error sqlError(const QString &what, const QString &detail) const;
    /** "Cannot read the ledger …" with \a query's error. */
    Error readError(const QSqlQuery &query) const;

private:
    Database(QString path, QString connectionName, std::unique_ptr<SqlDialect> dialect, Migrations migrations);

    Status open(const std::function<void(QSqlDatabase &)> &configure, SchemaPolicy policy);
    Status migrate(int fromVersion);
    Error connectError(const QString &detail) const;

    QString m_path;
    QString m_connectionName;
    std::unique_ptr<SqlDialect> m_dialect;
    Migrations m_migrations;
    QSqlDatabase m_db;
};

} // namespace RentDeck
