// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "billing/LedgerInstance.h"

#include <QString>

class QSqlQuery;

namespace RentDeck {

/**
 * How an instance row of the ledger reads, shared by the local ledger and the team's copy of it (whose instances
 * table has the same columns plus member and source): one column list and one row reader, so both price an
 * instance from exactly the same fields.
 */
class LedgerRows
{
public:
    LedgerRows() = delete;

    /** The instance columns, from alias i (the instances table) and alias e (its latest event: state, at_ms). */
    static QString instanceColumns();
    /** Number of columns instanceColumns() selects. */
    static constexpr int InstanceColumnCount = 21;
    /** The instance in the row \a query is on, its columns starting at \a firstColumn. */
    static LedgerInstance instanceFromRow(const QSqlQuery &query, int firstColumn = 0);
};

} // namespace RentDeck
