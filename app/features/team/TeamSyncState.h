// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "storage/Migration.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>

namespace RentDeck {

class Database;

/**
 * The local ledger's side of sharing with a team (table team_sync, key → value): the ledger's own random source id
 * (so its rows stay apart from every other member's in the team database), how far each stream of local rows has
 * reached the team (the outbox is everything after that), and since when the team database could not be reached.
 *
 * The local ledger is the outbox: every write lands there first, in its own transaction, so killing RentDeck loses
 * nothing that was recorded, and a push after a failure resends from the last confirmed row.
 */
class TeamSyncState
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::TeamSyncState)

public:
    /** The local schema step of table team_sync (version 8). */
    static Migrations migrations();

    /** \a database (the local ledger) must outlive this; nullptr: every call fails with Missing. */
    explicit TeamSyncState(Database *database);

    /** This ledger's source id, made once (32 hex digits). */
    [[nodiscard]] Result<QString> source() const;
    /** The last local id of \a stream that \a team (its address) confirmed; 0 before the first push. */
    [[nodiscard]] Result<qint64> pushedUpTo(const QString &team, const QString &stream) const;
    [[nodiscard]] Status setPushedUpTo(const QString &team, const QString &stream, qint64 id) const;
    /** When the team database stopped answering; invalid while it answers. */
    [[nodiscard]] Result<QDateTime> offlineSince(const QString &team) const;
    /** Records \a since (kept when already offline) or, with an invalid time, that it answers again. */
    [[nodiscard]] Status setOfflineSince(const QString &team, const QDateTime &since) const;
    /** The address (without password) of the team this ledger is shared with; empty when none. */
    [[nodiscard]] Result<QString> linkedTeam() const;
    [[nodiscard]] Status setLinkedTeam(const QString &url) const;
    /** Forgets everything about \a team (after leaving it), the link included when it is that team. */
    [[nodiscard]] Status forget(const QString &team) const;

private:
    Result<QString> value(const QString &key) const;
    Status setValue(const QString &key, const QString &value) const;
    Error unavailable() const;

    Database *m_database = nullptr;
};

} // namespace RentDeck
