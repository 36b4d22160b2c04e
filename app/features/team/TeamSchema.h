// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/Migration.h"

#include <QString>
#include <QStringList>
#include <functional>

namespace RentDeck {

/**
 * The team database on PostgreSQL: each member's ledger rows (instances, their lifecycle events, check reports,
 * guard events, job states and a per-minute utilisation summary per GPU) with the member they belong to, migrated
 * through the same storage layer as the local ledger. The instance columns are the local ledger's (LedgerRows), so
 * a teammate's instance is priced exactly as one's own.
 *
 * Rows are keyed by the source (a random id of the member's local ledger) and the local row's id, so replaying a
 * write is harmless, and every row names its member. Row-level security lets a member read everything but add,
 * change or delete only rows whose member is the role it logged in as; a team admin (members.is_admin) may edit all.
 * Only the admin who ran team init owns the tables and runs migrations.
 */
class TeamSchema
{
public:
    TeamSchema() = delete;

    /** The team database's schema steps (owner "TeamSchema"). */
    static Migrations migrations();
    /** The tables members write their own rows to (each has a member column under row-level security). */
    static QStringList memberTables();
    /** The group role every member of the team database \a database is in. */
    static QString memberGroup(const QString &database);
    /** The group role of the team's admins (may invite and edit every row). */
    static QString adminGroup(const QString &database);
    /**
     * The statements that give the two group roles of \a database their rights, idempotent (team init runs them
     * after every migration). \a quote quotes an identifier for the server.
     */
    static QStringList accessStatements(const QString &database, const std::function<QString(const QString &)> &quote);
};

} // namespace RentDeck
