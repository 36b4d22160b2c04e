// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace RentDeck {

/**
 * What differs between the SQL engines RentDeck stores its data in. Everything outside a dialect writes portable SQL:
 * standard types (TEXT, INTEGER, BIGINT, DOUBLE PRECISION), INSERT … ON CONFLICT … DO UPDATE/NOTHING, RETURNING,
 * COALESCE, LIMIT with a number; no PRAGMA, no rowid, no INSERT OR REPLACE (TestLayering checks the sources).
 * Schema steps may also name three things each engine spells its own way:
 *
 *   {id}              a 64-bit key the database assigns (an id may come back after its row is deleted)
 *   {id_never_reused} the same, but an id is never handed out twice
 *   {clustered}       after a table's closing parenthesis: store the rows in primary-key order (no separate rowid)
 */
class SqlDialect
{
public:
    virtual ~SqlDialect() = default;

    /** The Qt SQL driver ("QSQLITE"). */
    virtual QString driver() const = 0;
    /** \a portable in this engine's spelling. */
    virtual QString translate(const QString &portable) const = 0;
    /** Makes a freshly opened connection behave as the stores expect (foreign keys on, journal …). */
    [[nodiscard]] virtual Status prepare(QSqlDatabase &db) const = 0;
    /** The schema version stored in the database (0 for a new one). */
    [[nodiscard]] virtual Result<int> schemaVersion(const QSqlDatabase &db) const = 0;
    /** The statements that record \a version as the database's schema version (in the migration's transaction). */
    virtual QStringList setSchemaVersion(int version) const = 0;
    /** The engine's own consistency check of pages, indexes and foreign keys: what it found wrong, or nothing. */
    [[nodiscard]] virtual Result<QStringList> integrityProblems(const QSqlDatabase &db) const = 0;
};

} // namespace RentDeck
