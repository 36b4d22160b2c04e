// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/CheckReportStore.h"
#include "core/Error.h"
#include "jobs/JobStore.h"
#include "storage/Migration.h"
#include "sync/HashCache.h"
#include "sync/SyncHistory.h"
#include "watch/GuardStore.h"
#include "watch/MetricArchive.h"

#include <QString>
#include <memory>

namespace RentDeck {

class Database;
class Ledger;

/**
 * The local database (the ledger file) and one store per subsystem over it: the one place that knows every
 * subsystem's tables, so it owns the list of migrations. Views and services take their stores from here (through
 * AppServices or InstanceManager::storage()), never by building them on the Ledger.
 *
 * When the file cannot be opened, error() says why, ledger() is nullptr and every other store answers
 * Error::Missing: RentDeck goes on without recording.
 */
class Storage
{
public:
    /** Every store's schema steps, in the order their tables came. */
    static Migrations migrations();

    /** No database: every store is unavailable. */
    Storage();
    /** Opens (or creates and migrates) the SQLite file at \a path. */
    explicit Storage(const QString &path);
    ~Storage();
    Storage(const Storage &) = delete;
    Storage &operator=(const Storage &) = delete;

    bool isOpen() const { return m_database != nullptr; }
    /** Why the file could not be opened; Code::None when it is open (or none was asked for). */
    const Error &error() const { return m_error; }

    Database *database() const { return m_database.get(); }
    /** The money (instances, events, prices); nullptr when not open. */
    Ledger *ledger() const { return m_ledger.get(); }
    CheckReportStore checkReports() const { return CheckReportStore(database()); }
    HashCache hashCache() const { return HashCache(database()); }
    SyncHistory syncHistory() const { return SyncHistory(database()); }
    MetricArchive metricArchive() const { return MetricArchive(database()); }
    GuardStore guards() const { return GuardStore(database()); }
    JobStore jobs() const { return JobStore(database()); }

private:
    Error m_error;
    std::unique_ptr<Database> m_database;
    std::unique_ptr<Ledger> m_ledger;
};

} // namespace RentDeck
