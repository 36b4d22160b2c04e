// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "storage/Migration.h"
#include "sync/SyncPair.h"
#include "sync/SyncRunRecord.h"

#include <QCoreApplication>
#include <QList>
#include <optional>

namespace RentDeck {

class Database;

/**
 * Saved sync pairs and the history of sync runs, in the ledger (tables sync_pairs and sync_runs, schema 5).
 * A light handle over a borrowed Database: copy it freely, use it on the database's thread only, and not after the
 * database is gone. With no database (the ledger file failed to open) every call fails with Error::Missing.
 */
class SyncHistory
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::SyncHistory)

public:
    /** The schema step of sync_pairs and sync_runs (version 5). */
    static Migrations migrations();

    explicit SyncHistory(Database *database);

    bool isAvailable() const { return m_database != nullptr; }

    /**
     * Stores \a pair and returns it with its id. Inserts, or updates the stored pair when \a pair.id is set or a
     * pair with the same instance, folders and direction exists (its excludes and --delete are replaced).
     * Fails with InvalidInput for an empty instance or folder, or when an update would collide with another
     * saved pair; NotFound when \a pair.id is not stored.
     */
    [[nodiscard]] Result<SyncPair> savePair(SyncPair pair);
    /** Forgets one pair; its runs stay in the history without it. NotFound when \a id is not stored. */
    [[nodiscard]] Status removePair(qint64 id);
    /** The saved pairs of \a instanceName, in the order they were first saved. */
    [[nodiscard]] Result<QList<SyncPair>> pairs(const QString &instanceName) const;

    /** Appends \a run to the history and sets run.id; a pairId that is no longer saved is stored as none. */
    [[nodiscard]] Status recordRun(SyncRunRecord &run);
    /** The newest \a limit runs with \a instanceName, newest first. */
    [[nodiscard]] Result<QList<SyncRunRecord>> runs(const QString &instanceName, int limit = 200) const;
    /** The newest run that finished ok and verified for this direction and remote folder; empty when none. */
    [[nodiscard]] Result<std::optional<SyncRunRecord>> lastVerifiedRun(
        const QString &instanceName, RsyncOptions::Direction direction, const QString &remotePath) const;

private:
    Error unavailable() const;

    Database *m_database = nullptr;
};

} // namespace RentDeck
