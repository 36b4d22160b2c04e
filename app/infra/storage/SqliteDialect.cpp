// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/SqliteDialect.h"

#include "logging/LoggingCategories.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace RentDeck {

namespace {

const QByteArray SqliteMagic("SQLite format 3\0", 16);

} // namespace

QString SqliteDialect::translate(const QString &portable) const
{
    // SQLite's spelling keeps every table exactly as files made before the portable spelling have it: the same
    // declared types (BIGINT and INTEGER have the same affinity, but "INTEGER PRIMARY KEY" alone is the rowid).
    static const QRegularExpression bigint(QStringLiteral("\\bBIGINT\\b"));
    static const QRegularExpression doublePrecision(QStringLiteral("\\bDOUBLE PRECISION\\b"));
    QString sql = portable;
    sql.replace(QLatin1String("{id_never_reused}"), QLatin1String("INTEGER PRIMARY KEY AUTOINCREMENT"));
    sql.replace(QLatin1String("{id}"), QLatin1String("INTEGER PRIMARY KEY"));
    sql.replace(QLatin1String("{clustered}"), QLatin1String(" WITHOUT ROWID"));
    sql.replace(bigint, QStringLiteral("INTEGER"));
    sql.replace(doublePrecision, QStringLiteral("REAL"));
    return sql;
}

Status SqliteDialect::prepare(QSqlDatabase &db) const
{
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("PRAGMA foreign_keys = ON"))) {
        return Error::make(Error::Code::Io, tr("Cannot enable foreign keys in the ledger."), query.lastError().text());
    }
    if (!query.exec(QStringLiteral("PRAGMA journal_mode = WAL")) || !query.next()) {
        return Error::make(
            Error::Code::Io, tr("Cannot write to the ledger %1.").arg(db.databaseName()), query.lastError().text());
    }
    if (query.value(0).toString() != QLatin1String("wal")) {
        qCWarning(lcBilling) << "ledger journal mode is" << query.value(0).toString() << "instead of WAL";
    }
    return {};
}

Result<int> SqliteDialect::schemaVersion(const QSqlDatabase &db) const
{
    QSqlQuery query(db);
    if (query.exec(QStringLiteral("PRAGMA user_version")) && query.next()) {
        return query.value(0).toInt();
    }
    // Only a file SQLite does not recognise is "not a ledger"; an I/O error (a full disk cannot even hold the
    // write-ahead log's index) is not the file's fault, and moving it aside would be the wrong advice.
    const QString path = db.databaseName();
    const QString reason = query.lastError().databaseText();
    if (!reason.contains(QLatin1String("not a database")) && !reason.contains(QLatin1String("malformed"))) {
        return Error::make(Error::Code::Io, tr("Cannot read the ledger %1 (%2).").arg(path, reason), reason);
    }
    return Error::make(Error::Code::InvalidInput,
        tr("%1 is not a usable RentDeck ledger (%2). It was left untouched: move it aside and "
           "start RentDeck again.")
            .arg(QFileInfo(path).fileName(), reason),
        path);
}

QStringList SqliteDialect::setSchemaVersion(int version) const
{
    return { QStringLiteral("PRAGMA user_version = %1").arg(version) };
}

Result<QStringList> SqliteDialect::integrityProblems(const QSqlDatabase &db) const
{
    QStringList problems;
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("PRAGMA integrity_check(20)"))) {
        return Error::make(
            Error::Code::Io, tr("Cannot check the ledger %1.").arg(db.databaseName()), query.lastError().text());
    }
    while (query.next()) {
        if (const QString row = query.value(0).toString(); row != QLatin1String("ok")) {
            problems << row;
        }
    }
    if (!query.exec(QStringLiteral("PRAGMA foreign_key_check"))) {
        return Error::make(
            Error::Code::Io, tr("Cannot check the ledger %1.").arg(db.databaseName()), query.lastError().text());
    }
    while (query.next() && problems.size() < 20) {
        problems << QStringLiteral("row %1 of %2 refers to a missing %3")
                        .arg(query.value(1).toString(), query.value(0).toString(), query.value(2).toString());
    }
    return problems;
}

Status SqliteDialect::prepareFile(const QString &path)
{
    const QFileInfo info(path);
    const QString fileName = info.fileName();
    if (!QDir().mkpath(info.absolutePath())) {
        return Error::make(Error::Code::Io, tr("Cannot create the folder %1 for the ledger.").arg(info.absolutePath()));
    }
    if (!info.exists()) {
        QFile file(path);
        // An empty file is a valid empty SQLite database; creating it ourselves sets the 0600 mode atomically.
        if (!file.open(QIODevice::WriteOnly | QIODevice::NewOnly, QFile::ReadOwner | QFile::WriteOwner)) {
            return Error::make(Error::Code::Io, tr("Cannot create the ledger %1: %2").arg(path, file.errorString()));
        }
        return {};
    }
    QFile file(path);
    if (!info.isFile() || !file.open(QIODevice::ReadOnly)) {
        return Error::make(
            Error::Code::Io, tr("Cannot read the ledger %1; check that it is a readable file.").arg(path));
    }
    const QByteArray header = file.read(SqliteMagic.size());
    if (info.size() > 0 && header != SqliteMagic) {
        return Error::make(Error::Code::InvalidInput,
            tr("%1 is not a RentDeck ledger (not an SQLite database). It was left untouched: "
               "move it aside and start RentDeck again.")
                .arg(fileName),
            path);
    }
    if (!info.isWritable()) {
        return Error::make(Error::Code::Io, tr("%1 is read-only; RentDeck needs to write to it.").arg(path));
    }
    file.close();
    file.setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    return {};
}

QString SqliteDialect::connectOptions(bool readOnly)
{
    return readOnly ? QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=2000")
                    : QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000");
}

} // namespace RentDeck
