// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sync/HashCache.h"

#include "storage/Database.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace RentDeck {

namespace {

Result<QHash<QString, CachedHash>> queryHashes(const QSqlDatabase &db, const QString &root)
{
    QSqlQuery query(db);
    query.setForwardOnly(true);
    query.prepare(
        QStringLiteral("SELECT path, size, mtime_ns, ctime_ns, inode, sha256 FROM hash_cache WHERE root = ?"));
    query.addBindValue(root);
    if (!query.exec()) {
        return Error::make(Error::Code::Io, HashCache::tr("Cannot read the ledger %1.").arg(db.databaseName()),
            query.lastError().text());
    }
    QHash<QString, CachedHash> entries;
    while (query.next()) {
        CachedHash entry { query.value(0).toString(), query.value(1).toLongLong(), query.value(2).toLongLong(),
            query.value(3).toLongLong(), query.value(4).toLongLong(), query.value(5).toString().toLatin1() };
        entries.insert(entry.path, entry);
    }
    return entries;
}

} // namespace

Migrations HashCache::migrations()
{
    return { { 4, QStringLiteral("HashCache"),
        { QStringLiteral("CREATE TABLE hash_cache (root TEXT NOT NULL, path TEXT NOT NULL, size BIGINT NOT NULL,"
                         " mtime_ns BIGINT NOT NULL, ctime_ns BIGINT NOT NULL, inode BIGINT NOT NULL,"
                         " sha256 TEXT NOT NULL, PRIMARY KEY (root, path))") } } };
}

HashCache::HashCache(Database *database)
    : m_database(database)
{
}

QString HashCache::path() const
{
    return m_database ? m_database->path() : QString();
}

Result<QHash<QString, CachedHash>> HashCache::hashes(const QString &root) const
{
    if (!m_database) {
        return Error::make(Error::Code::Missing, tr("The ledger is not open, so no file hashes are cached."));
    }
    return queryHashes(m_database->connection(), root);
}

Result<QHash<QString, CachedHash>> HashCache::read(const QString &path, const QString &root)
{
    Result<QHash<QString, CachedHash>> result = QHash<QString, CachedHash>();
    const Status opened = Database::readSqliteFile(path, [&](const QSqlDatabase &db) -> Status {
        result = queryHashes(db, root);
        return {};
    });
    if (!opened) {
        return opened.error();
    }
    return result;
}

Status HashCache::store(const QString &root, const QList<CachedHash> &entries)
{
    if (entries.isEmpty()) {
        return {};
    }
    if (!m_database) {
        return Error::make(Error::Code::Missing, tr("The ledger is not open, so no file hashes are cached."));
    }
    QSqlDatabase db = m_database->connection();
    const QString failed = tr("Cannot store file hashes in the ledger %1.").arg(m_database->path());
    if (!db.transaction()) {
        return m_database->sqlError(failed, db.lastError().text());
    }
    QSqlQuery query(db);
    query.prepare(QStringLiteral(
        "INSERT INTO hash_cache (root, path, size, mtime_ns, ctime_ns, inode, sha256) VALUES (?, ?, ?, ?, ?, ?, ?)"
        " ON CONFLICT (root, path) DO UPDATE SET size = excluded.size, mtime_ns = excluded.mtime_ns,"
        " ctime_ns = excluded.ctime_ns, inode = excluded.inode, sha256 = excluded.sha256"));
    for (const CachedHash &entry : entries) {
        query.addBindValue(root);
        query.addBindValue(entry.path);
        query.addBindValue(entry.size);
        query.addBindValue(entry.mtimeNs);
        query.addBindValue(entry.ctimeNs);
        query.addBindValue(entry.inode);
        query.addBindValue(QString::fromLatin1(entry.sha256));
        if (!query.exec()) {
            const QString detail = query.lastError().text();
            query.finish();
            db.rollback();
            return m_database->sqlError(failed, detail);
        }
    }
    query.finish();
    if (!db.commit()) {
        const QString detail = db.lastError().text();
        db.rollback();
        return m_database->sqlError(failed, detail);
    }
    return {};
}

} // namespace RentDeck
