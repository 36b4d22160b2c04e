// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "storage/Migration.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>

namespace RentDeck {

class Database;

/** One cached SHA-256 of a local file (sync verification), valid while the stat key is unchanged. */
struct CachedHash
{
    QString path; // relative to the root
    qint64 size = 0;
    qint64 mtimeNs = 0;
    qint64 ctimeNs = 0;
    qint64 inode = 0;
    QByteArray sha256; // lower-case hex
};

/**
 * The SHA-256 of local files already hashed, keyed by folder and relative path (table hash_cache, schema 4), so a
 * re-sync hashes only what changed. A light handle over a borrowed Database: copy it freely, use it on the database's
 * thread only; a worker reads through the static read(). With no database every call fails with Error::Missing.
 */
class HashCache
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::HashCache)

public:
    static Migrations migrations();

    explicit HashCache(Database *database);
    bool isAvailable() const { return m_database != nullptr; }
    /** The database file, for read() on a worker; empty without a database. */
    QString path() const;

    /** The cached hashes below the absolute \a root, keyed by relative path. */
    [[nodiscard]] Result<QHash<QString, CachedHash>> hashes(const QString &root) const;
    /**
     * The same, from any thread: a private read-only connection to the database file at \a path, opened and
     * closed for this one query. For workers that must not wait for, or block, the thread that owns the database.
     */
    [[nodiscard]] static Result<QHash<QString, CachedHash>> read(const QString &path, const QString &root);
    /** Stores (replaces) cached hashes below \a root in one transaction. */
    [[nodiscard]] Status store(const QString &root, const QList<CachedHash> &entries);

private:
    Database *m_database = nullptr;
};

} // namespace RentDeck
