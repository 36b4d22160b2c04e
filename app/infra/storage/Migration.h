// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace RentDeck {

/**
 * One step of the database schema, owned by the store whose tables it makes. Statements are written in the portable
 * spelling SqlDialect::translate() understands. Every step of one version, whichever store owns it, runs in one
 * transaction; versions are global, so a store adding a table takes the next free version.
 *
 * Append-only: a released step is never edited (a file that already ran it would not run it again); fix a schema
 * with a new step.
 */
struct Migration
{
    int version = 0;
    QString owner; // the store: "Ledger", "SyncHistory" … (messages and tests)
    QStringList statements;
};

using Migrations = QList<Migration>;

} // namespace RentDeck
