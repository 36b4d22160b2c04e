// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/SqlDialect.h"

#include <QCoreApplication>

namespace RentDeck {

/**
 * PostgreSQL's corner (Qt's QPSQL driver over libpq), for the team database. Keys the database assigns are identity
 * columns (never reused either way); rows are heap-stored, so {clustered} means nothing here. The schema version is
 * the one row of the table rentdeck_schema, written by the migration that the team's admin runs; members only
 * read it.
 */
class PostgresDialect final : public SqlDialect
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::Database)

public:
    QString driver() const override { return QStringLiteral("QPSQL"); }
    QString translate(const QString &portable) const override;
    [[nodiscard]] Status prepare(QSqlDatabase &db) const override;
    [[nodiscard]] Result<int> schemaVersion(const QSqlDatabase &db) const override;
    QStringList setSchemaVersion(int version) const override;
    [[nodiscard]] Result<QStringList> integrityProblems(const QSqlDatabase &db) const override;
};

} // namespace RentDeck
