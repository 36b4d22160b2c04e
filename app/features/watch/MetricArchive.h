// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "billing/IdleTime.h"
#include "core/Result.h"
#include "storage/Migration.h"
#include "watch/MetricStore.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>

namespace RentDeck {

class Database;

/**
 * The metric history of instances in the ledger (tables metric_points and metric_gaps, schema 6), so the charts
 * of a destroyed instance stay available and history survives restarts.
 *
 * Only finished 10 s and 1 min points are written (1 s points stay in memory). Retention: 10 s points are kept for
 * two days (TenSecondRetentionMs, removed by prune()), 1 min points and gaps forever (about 1,440 rows of 60 bytes per
 * series and day).
 *
 * A light handle over a borrowed Database: use it on the database's thread only, and not after the database is gone.
 * With no database every call fails with Error::Missing.
 */
class MetricArchive
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::MetricArchive)

public:
    static constexpr qint64 TenSecondRetentionMs = 2 * 24 * 3600 * 1000LL;

    /** The schema steps of metric_points and metric_gaps (part of version 6). */
    static Migrations migrations();

    explicit MetricArchive(Database *database);

    bool isAvailable() const { return m_database != nullptr; }

    /**
     * Writes what \a store finished since the last save (10 s and 1 min points of every series, new or changed
     * gaps) under \a instanceName, in one transaction, and marks it written. Meant for a timer of the owner (every
     * minute or so: the 10 s ring holds two hours, so nothing is lost unless saves stop for that long). On failure
     * nothing is marked and the next save writes it all again.
     */
    [[nodiscard]] Status save(const QString &instanceName, MetricStore &store) const;
    /**
     * A store with the stored history of \a instanceName: per series the newest 720 points of 10 s and 10,080 of
     * 1 min (what the rings hold), and the newest MetricStore::MaxGaps gaps; empty when nothing is stored. Series of
     * kinds or sources this build does not know are skipped. New samples may be added to it.
     */
    [[nodiscard]] Result<MetricStore> load(const QString &instanceName) const;
    /** Removes the 10 s points older than TenSecondRetentionMs before \a nowMs, of every instance (at startup, daily).
     */
    [[nodiscard]] Status prune(qint64 nowMs) const;
    /** How long \a instanceName's GPUs sat idle from \a since (invalid: ever) to \a until, from the 1-minute level. */
    [[nodiscard]] Result<IdleTime> idleTime(
        const QString &instanceName, const QDateTime &since, const QDateTime &until) const;

private:
    struct SeriesKey
    {
        int source = 0;
        int metric = 0;
    };

    Status savePoints(const QString &instanceName, const MetricStore &store) const;
    Status saveGaps(const QString &instanceName, const MetricStore &store) const;
    Result<QList<SeriesKey>> seriesKeys(const QString &instanceName) const;
    Result<QStringList> instanceNames() const;
    Result<QList<MetricPoint>> newestPoints(const QString &instanceName, SeriesKey key, int level) const;
    Error unavailable() const;

    Database *m_database = nullptr;
};

} // namespace RentDeck
