// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QVariant>
#include <functional>

namespace RentDeck {

class Database;

/** What one push sent (rows the team database had already are counted too: resending is harmless). */
struct TeamPushCounts
{
    qint64 events = 0;
    qint64 checkReports = 0;
    qint64 guardEvents = 0;
    qint64 jobs = 0;
    qint64 gpuMinutes = 0;
    qint64 projects = 0; // instances whose project was changed after their launch
};

/**
 * Copies the local ledger's new rows to the team database, in the order they were written: lifecycle events with
 * their instances first (every other row refers to an instance), then check reports, guard events, job states and
 * the per-minute GPU utilisation (the 1-minute level of the metric archive; never the 1 Hz series). Each batch is
 * one transaction on the team side; only after it commits does the local watermark move (TeamSyncState), and rows
 * are keyed by (source, local id), so a push cut anywhere resends and the team counts every row once.
 *
 * Never sends anything secret: the ledger holds no keys or passwords, and check report bodies (which quote the
 * machine's environment) stay local; only their status and summary go.
 *
 * Blocking SQL on both databases, from the thread that opened them.
 */
class TeamPublisher
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::TeamPublisher)

public:
    /** \a team is the team's address (TeamSyncState keys its watermarks by it). */
    TeamPublisher(Database &local, Database &team, QString teamKey);

    /** Sends everything after the watermarks. */
    [[nodiscard]] Result<TeamPushCounts> push();
    /** Local rows the team has not confirmed yet (events, check reports, guard events): the outbox. */
    [[nodiscard]] static Result<qint64> pending(Database &local, const QString &teamKey);

    static constexpr int BatchSize = 500;
    static constexpr int RowsPerStatement = 100; // rows in one multi-row INSERT (round trips, not transactions)

private:
    Status registerSource(qint64 nowMs);
    /** Instances retagged here since the team saw them (Ledger::setProject): the team's row follows. */
    Result<qint64> pushProjects();
    Result<qint64> pushEvents();
    Result<qint64> pushCheckReports();
    Result<qint64> pushGuardEvents();
    Result<qint64> pushJobs();
    Result<qint64> pushGpuMinutes();
    Status upsertInstance(const QString &name);
    /** Sends the rows of \a stream after its watermark in batches (each preceded by \a beforeRows, in its
     *  transaction): column 0 of \a select is the local id, \a insert takes the source and then every column. */
    Result<qint64> pushStream(const QString &stream, const QString &select, const QString &insert,
        const std::function<Status(const QList<QVariantList> &)> &beforeRows = {});
    /** \a insert once per row: the source, then the row's values. */
    Status insertRows(const QString &insert, const QList<QVariantList> &rows, const QString &what);
    /** Runs \a write in one team transaction, then stores \a watermark for \a stream locally. */
    Status commitBatch(const std::function<Status()> &write, const QString &stream, qint64 watermark);

    Database &m_local;
    Database &m_team;
    QString m_teamKey;
    QString m_source;
};

} // namespace RentDeck
