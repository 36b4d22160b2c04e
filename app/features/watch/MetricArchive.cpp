// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "watch/MetricArchive.h"

#include "logging/LoggingCategories.h"
#include "storage/Database.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>
#include <algorithm>

namespace RentDeck {

namespace {

// The ledger's resolution_s of MetricSeries levels 1 (10 s) and 2 (1 min); 1 s points are never written.
constexpr int PersistedLevels[] = { 1, 2 };

int resolutionSeconds(int level)
{
    return int(MetricSeries::ResolutionMs[size_t(level)] / 1000);
}

QString queryError(const QSqlQuery &query)
{
    return query.lastError().text();
}

// MetricKind numbers are stored; a number this build does not know (or one on the wrong source) is skipped.
std::optional<MetricKind> kindFor(int source, int metric)
{
    const auto matches = [metric](MetricKind kind) { return int(kind) == metric; };
    if (source == HostSource) {
        const auto it = std::find_if(MetricStore::HostKinds.cbegin(), MetricStore::HostKinds.cend(), matches);
        return it == MetricStore::HostKinds.cend() ? std::nullopt : std::optional<MetricKind>(*it);
    }
    if (source < 0 || source >= MetricStore::MaxGpuSources) {
        return std::nullopt;
    }
    const auto it = std::find_if(MetricStore::GpuKinds.cbegin(), MetricStore::GpuKinds.cend(), matches);
    return it == MetricStore::GpuKinds.cend() ? std::nullopt : std::optional<MetricKind>(*it);
}

} // namespace

Migrations MetricArchive::migrations()
{
    // Downsampled points (source -1 = the host, else the GPU index; one row per aggregated point with min/max/mean
    // so spikes survive) and gaps in the stream.
    return { { 6, QStringLiteral("MetricArchive"),
        { QStringLiteral(
              "CREATE TABLE metric_points (instance_name TEXT NOT NULL, source INTEGER NOT NULL,"
              " metric INTEGER NOT NULL, resolution_s INTEGER NOT NULL, t_ms BIGINT NOT NULL,"
              " min DOUBLE PRECISION NOT NULL, max DOUBLE PRECISION NOT NULL, mean DOUBLE PRECISION NOT NULL,"
              " count INTEGER NOT NULL, PRIMARY KEY (instance_name, source, metric, resolution_s, t_ms)){clustered}"),
            QStringLiteral("CREATE TABLE metric_gaps (instance_name TEXT NOT NULL, from_ms BIGINT NOT NULL,"
                           " to_ms BIGINT NOT NULL, reason TEXT NOT NULL DEFAULT '',"
                           " PRIMARY KEY (instance_name, from_ms)){clustered}") } } };
}

MetricArchive::MetricArchive(Database *database)
    : m_database(database)
{
}

Error MetricArchive::unavailable() const
{
    return Error::make(Error::Code::Missing, tr("The ledger is not open, so metric history is kept in memory only."));
}

Status MetricArchive::save(const QString &instanceName, MetricStore &store) const
{
    if (!m_database) {
        return unavailable();
    }
    QSqlDatabase db = m_database->connection();
    if (!db.transaction()) {
        return m_database->sqlError(
            tr("Cannot save the metric history of %1.").arg(instanceName), db.lastError().text());
    }
    Status written = savePoints(instanceName, store);
    if (written) {
        written = saveGaps(instanceName, store);
    }
    if (!written || !db.commit()) {
        const QString detail = written ? db.lastError().text() : written.error().detail;
        db.rollback();
        return written ? m_database->sqlError(tr("Cannot save the metric history of %1.").arg(instanceName), detail)
                       : written;
    }
    const auto markSaved = [](MetricSeries *series) {
        for (const int level : PersistedLevels) {
            const MetricRing &ring = series->m_rings[size_t(level)];
            if (!ring.isEmpty()) {
                series->markSaved(level, ring.back().tMs + MetricSeries::ResolutionMs[size_t(level)]);
            }
        }
    };
    for (MetricStore::GpuSlot &gpu : store.m_gpus) {
        for (auto &series : gpu.series) {
            if (series) {
                markSaved(series.get());
            }
        }
    }
    for (auto &series : store.m_host) {
        if (series) {
            markSaved(series.get());
        }
    }
    for (MetricStore::StoredGap &stored : store.m_gaps) {
        stored.inLedger = true;
        stored.dirty = false;
    }
    store.m_staleGapKeys.clear();
    return {};
}

Status MetricArchive::savePoints(const QString &instanceName, const MetricStore &store) const
{
    QSqlQuery insert(m_database->connection());
    if (!insert.prepare(QStringLiteral(
            "INSERT INTO metric_points (instance_name, source, metric, resolution_s, t_ms, min, max, mean, count)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (instance_name, source, metric, resolution_s, t_ms)"
            " DO UPDATE SET min = excluded.min, max = excluded.max, mean = excluded.mean, count = excluded.count"))) {
        return m_database->sqlError(tr("Cannot save the metric history of %1.").arg(instanceName), queryError(insert));
    }
    const auto write = [&](int source, MetricKind kind, const MetricSeries &series) -> Status {
        for (const int level : PersistedLevels) {
            for (const MetricPoint &point : series.unsavedPoints(level)) {
                insert.bindValue(0, instanceName);
                insert.bindValue(1, source);
                insert.bindValue(2, int(kind));
                insert.bindValue(3, resolutionSeconds(level));
                insert.bindValue(4, point.tMs);
                insert.bindValue(5, point.min);
                insert.bindValue(6, point.max);
                insert.bindValue(7, point.mean);
                insert.bindValue(8, point.count);
                if (!insert.exec()) {
                    return m_database->sqlError(
                        tr("Cannot save the metric history of %1.").arg(instanceName), queryError(insert));
                }
            }
        }
        return {};
    };
    for (size_t gpu = 0; gpu < store.m_gpus.size(); ++gpu) {
        for (size_t slot = 0; slot < MetricStore::GpuKinds.size(); ++slot) {
            if (const auto &series = store.m_gpus[gpu].series[slot]) {
                if (Status status = write(int(gpu), MetricStore::GpuKinds[slot], *series); !status) {
                    return status;
                }
            }
        }
    }
    for (size_t slot = 0; slot < MetricStore::HostKinds.size(); ++slot) {
        if (const auto &series = store.m_host[slot]) {
            if (Status status = write(HostSource, MetricStore::HostKinds[slot], *series); !status) {
                return status;
            }
        }
    }
    return {};
}

Status MetricArchive::saveGaps(const QString &instanceName, const MetricStore &store) const
{
    const QSqlDatabase db = m_database->connection();
    QSqlQuery remove(db);
    QSqlQuery insert(db);
    if (!remove.prepare(QStringLiteral("DELETE FROM metric_gaps WHERE instance_name = ? AND from_ms = ?"))
        || !insert.prepare(QStringLiteral(
            "INSERT INTO metric_gaps (instance_name, from_ms, to_ms, reason) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (instance_name, from_ms) DO UPDATE SET to_ms = excluded.to_ms, reason = excluded.reason"))) {
        return m_database->sqlError(
            tr("Cannot save the gaps of %1.").arg(instanceName), queryError(remove) + queryError(insert));
    }
    for (const qint64 key : store.m_staleGapKeys) {
        remove.bindValue(0, instanceName);
        remove.bindValue(1, key);
        if (!remove.exec()) {
            return m_database->sqlError(tr("Cannot save the gaps of %1.").arg(instanceName), queryError(remove));
        }
    }
    for (const MetricStore::StoredGap &stored : store.m_gaps) {
        if (!stored.dirty) {
            continue;
        }
        insert.bindValue(0, instanceName);
        insert.bindValue(1, stored.gap.fromMs);
        insert.bindValue(2, stored.gap.toMs);
        insert.bindValue(3, stored.gap.reason.isNull() ? QStringLiteral("") : stored.gap.reason);
        if (!insert.exec()) {
            return m_database->sqlError(tr("Cannot save the gaps of %1.").arg(instanceName), queryError(insert));
        }
    }
    return {};
}

Result<QList<MetricArchive::SeriesKey>> MetricArchive::seriesKeys(const QString &instanceName) const
{
    // A loose index scan: one primary-key seek per series instead of reading every row of the instance.
    QSqlQuery next(m_database->connection());
    if (!next.prepare(QStringLiteral("SELECT source, metric FROM metric_points WHERE instance_name = ?"
                                     " AND (source, metric) > (?, ?) ORDER BY source, metric LIMIT 1"))) {
        return m_database->sqlError(tr("Cannot read the metric history of %1.").arg(instanceName), queryError(next));
    }
    QList<SeriesKey> keys;
    SeriesKey key { std::numeric_limits<int>::min(), std::numeric_limits<int>::min() };
    for (;;) {
        next.bindValue(0, instanceName);
        next.bindValue(1, key.source);
        next.bindValue(2, key.metric);
        if (!next.exec()) {
            return m_database->sqlError(
                tr("Cannot read the metric history of %1.").arg(instanceName), queryError(next));
        }
        if (!next.next()) {
            break;
        }
        key = SeriesKey { next.value(0).toInt(), next.value(1).toInt() };
        next.finish();
        keys.append(key);
    }
    return keys;
}

Result<QStringList> MetricArchive::instanceNames() const
{
    QSqlQuery next(m_database->connection());
    if (!next.prepare(QStringLiteral(
            "SELECT instance_name FROM metric_points WHERE instance_name > ? ORDER BY instance_name LIMIT 1"))) {
        return m_database->sqlError(tr("Cannot read the metric history."), queryError(next));
    }
    QStringList names;
    QString name = QStringLiteral("");
    for (;;) {
        next.bindValue(0, name);
        if (!next.exec()) {
            return m_database->sqlError(tr("Cannot read the metric history."), queryError(next));
        }
        if (!next.next()) {
            break;
        }
        name = next.value(0).toString();
        next.finish();
        names.append(name);
    }
    return names;
}

Result<QList<MetricPoint>> MetricArchive::newestPoints(const QString &instanceName, SeriesKey key, int level) const
{
    QSqlQuery query(m_database->connection());
    query.setForwardOnly(true);
    if (!query.prepare(
            QStringLiteral("SELECT t_ms, min, max, mean, count FROM metric_points WHERE instance_name = ?"
                           " AND source = ? AND metric = ? AND resolution_s = ? ORDER BY t_ms DESC LIMIT ?"))) {
        return m_database->sqlError(tr("Cannot read the metric history of %1.").arg(instanceName), queryError(query));
    }
    query.bindValue(0, instanceName);
    query.bindValue(1, key.source);
    query.bindValue(2, key.metric);
    query.bindValue(3, resolutionSeconds(level));
    query.bindValue(4, MetricSeries::Capacity[size_t(level)]);
    if (!query.exec()) {
        return m_database->sqlError(tr("Cannot read the metric history of %1.").arg(instanceName), queryError(query));
    }
    QList<MetricPoint> points;
    while (query.next()) {
        points.append(MetricPoint { query.value(0).toLongLong(), query.value(1).toDouble(), query.value(2).toDouble(),
            query.value(3).toDouble(), query.value(4).toLongLong() });
    }
    std::reverse(points.begin(), points.end());
    return points;
}

Result<MetricStore> MetricArchive::load(const QString &instanceName) const
{
    if (!m_database) {
        return unavailable();
    }
    MetricStore store;
    QSqlQuery gaps(m_database->connection());
    gaps.setForwardOnly(true);
    if (!gaps.prepare(QStringLiteral("SELECT from_ms, to_ms, reason FROM metric_gaps WHERE instance_name = ?"
                                     " ORDER BY from_ms DESC LIMIT ?"))) {
        return m_database->sqlError(tr("Cannot read the metric history of %1.").arg(instanceName), queryError(gaps));
    }
    gaps.bindValue(0, instanceName);
    gaps.bindValue(1, MetricStore::MaxGaps);
    if (!gaps.exec()) {
        return m_database->sqlError(tr("Cannot read the metric history of %1.").arg(instanceName), queryError(gaps));
    }
    QList<MetricGap> stored;
    while (gaps.next()) {
        stored.prepend(MetricGap { gaps.value(0).toLongLong(), gaps.value(1).toLongLong(), gaps.value(2).toString() });
    }
    for (const MetricGap &gap : std::as_const(stored)) {
        store.markGap(gap.fromMs, gap.toMs, gap.reason);
    }
    for (MetricStore::StoredGap &gap : store.m_gaps) {
        gap.inLedger = true;
        gap.dirty = false;
    }
    store.m_staleGapKeys.clear();

    auto keys = seriesKeys(instanceName);
    if (!keys) {
        return keys.error();
    }
    for (const SeriesKey &key : *keys) {
        const std::optional<MetricKind> kind = kindFor(key.source, key.metric);
        if (!kind) {
            qCInfo(lcMetrics) << "skipping stored metric" << key.metric << "of source" << key.source << "of"
                              << instanceName;
            continue;
        }
        auto tenSecond = newestPoints(instanceName, key, 1);
        if (!tenSecond) {
            return tenSecond.error();
        }
        auto minute = newestPoints(instanceName, key, 2);
        if (!minute) {
            return minute.error();
        }
        store.ensureSeries(key.source, *kind).restore(*tenSecond, *minute);
    }
    return store;
}

Status MetricArchive::prune(qint64 nowMs) const
{
    if (!m_database) {
        return unavailable();
    }
    auto names = instanceNames();
    if (!names) {
        return names.error();
    }
    QSqlDatabase db = m_database->connection();
    // One primary-key range per series, so pruning costs what it removes, not a scan of every stored point.
    QSqlQuery remove(db);
    if (!remove.prepare(QStringLiteral("DELETE FROM metric_points WHERE instance_name = ? AND source = ?"
                                       " AND metric = ? AND resolution_s = ? AND t_ms < ?"))) {
        return m_database->sqlError(tr("Cannot prune the metric history."), queryError(remove));
    }
    if (!db.transaction()) {
        return m_database->sqlError(tr("Cannot prune the metric history."), db.lastError().text());
    }
    qint64 removed = 0;
    for (const QString &name : *names) {
        auto keys = seriesKeys(name);
        if (!keys) {
            db.rollback();
            return keys.error();
        }
        for (const SeriesKey &key : *keys) {
            remove.bindValue(0, name);
            remove.bindValue(1, key.source);
            remove.bindValue(2, key.metric);
            remove.bindValue(3, resolutionSeconds(1));
            remove.bindValue(4, nowMs - TenSecondRetentionMs);
            if (!remove.exec()) {
                const QString detail = queryError(remove);
                db.rollback();
                return m_database->sqlError(tr("Cannot prune the metric history."), detail);
            }
            removed += remove.numRowsAffected();
        }
    }
    if (!db.commit()) {
        const QString detail = db.lastError().text();
        db.rollback();
        return m_database->sqlError(tr("Cannot prune the metric history."), detail);
    }
    qCInfo(lcMetrics) << "pruned" << removed << "metric points of 10 s older than two days";
    return {};
}

Result<IdleTime> MetricArchive::idleTime(
    const QString &instanceName, const QDateTime &since, const QDateTime &until) const
{
    if (!m_database) {
        return unavailable();
    }
    QSqlQuery query(m_database->connection());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT COUNT(*), SUM(CASE WHEN mean < ? THEN 1 ELSE 0 END) FROM metric_points"
                                 " WHERE instance_name = ? AND metric = ? AND resolution_s = ? AND source >= 0"
                                 " AND t_ms >= ? AND t_ms < ? GROUP BY t_ms"));
    query.addBindValue(IdleTime::IdlePercent);
    query.addBindValue(instanceName);
    query.addBindValue(int(MetricKind::GpuUtilization));
    query.addBindValue(resolutionSeconds(2));
    query.addBindValue(since.isValid() ? since.toMSecsSinceEpoch() : 0);
    query.addBindValue(until.toMSecsSinceEpoch());
    if (!query.exec()) {
        return m_database->readError(query);
    }
    IdleTime idle;
    while (query.next()) {
        idle.addMinute(query.value(0).toLongLong(), query.value(1).toLongLong());
    }
    return idle;
}

} // namespace RentDeck
