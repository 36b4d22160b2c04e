// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/SqlDialect.h"

#include <QCoreApplication>

namespace RentDeck {

/**
 * SQLite's corner: the one place that knows PRAGMAs, rowids and SQLite's file format. The schema version is
 * PRAGMA user_version (so files written before the storage layer existed open as they are); the journal is WAL, so a
 * second connection may read while the owner writes.
 */
class SqliteDialect final : public SqlDialect
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::Database)

public:
    QString driver() const override { return QStringLiteral("QSQLITE"); }
    QString translate(const QString &portable) const override;
    [[nodiscard]] Status prepare(QSqlDatabase &db) const override;
    [[nodiscard]] Result<int> schemaVersion(const QSqlDatabase &db) const override;
    QStringList setSchemaVersion(int version) const override;
    [[nodiscard]] Result<QStringList> integrityProblems(const QSqlDatabase &db) const override;

    /**
     * Checks that \a path can hold a database before the driver touches it: an existing file must be readable,
     * writable and start with SQLite's header (anything else is left untouched, with advice); a missing one is created
     * empty with mode 0600, and an existing one is set to 0600.
     */
    [[nodiscard]] static Status prepareFile(const QString &path);
    /** Connect options: wait up to 5 s for a writer; \a readOnly for a second connection that only reads. */
    static QString connectOptions(bool readOnly);
};

} // namespace RentDeck
