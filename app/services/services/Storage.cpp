// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/Storage.h"

#include "billing/Ledger.h"
#include "budgets/BudgetStore.h"
#include "storage/Database.h"
#include "team/TeamSyncState.h"

namespace RentDeck {

Migrations Storage::migrations()
{
    // Versions are global: 1-2 and part of 6 the ledger's, 3 check reports, 4 file hashes, 5 syncs, 6 watching,
    // 7 jobs, 8 what the team has of this ledger, 9 budgets and where alerts go.
    return Ledger::migrations() + CheckReportStore::migrations() + HashCache::migrations() + SyncHistory::migrations()
        + MetricArchive::migrations() + GuardStore::migrations() + JobStore::migrations() + TeamSyncState::migrations()
        + BudgetStore::migrations();
}

Storage::Storage() = default;

Storage::Storage(const QString &path)
{
    if (auto opened = Database::openSqlite(path, migrations())) {
        m_database = std::move(opened).value();
        m_ledger = std::make_unique<Ledger>(m_database.get());
    } else {
        m_error = opened.error();
    }
}

Storage::~Storage() = default;

} // namespace RentDeck
