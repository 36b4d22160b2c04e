// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "team/TeamPublisher.h"

#include "billing/Ledger.h"
#include "storage/Database.h"
#include "storage/SqlValues.h"
#include "team/TeamSyncState.h"
#include "watch/MetricSample.h"

#include <QDateTime>
#include <QHash>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QVariant>
#include <algorithm>

namespace RentDeck {

using SqlValues::text;

namespace {

// The 1-minute level of the metric archive (MetricArchive's resolution_s); resent with 10 minutes of overlap,
// because a minute still open when it was last pushed gets its final value later.
constexpr int MinuteResolutionSeconds = 60;
constexpr qint64 MinuteOverlapMs = 10 * 60 * 1000;

} // namespace

TeamPublisher::TeamPublisher(Database &local, Database &team, QString teamKey)
    : m_local(local)
    , m_team(team)
    , m_teamKey(std::move(teamKey))
{
}

Result<TeamPushCounts> TeamPublisher::push()
{
    const Result<QString> source = TeamSyncState(&m_local).source();
    if (!source) {
        return source.error();
    }
    m_source = source.value();
    if (const Status registered = registerSource(QDateTime::currentMSecsSinceEpoch()); !registered) {
        return registered.error();
    }
    TeamPushCounts counts;
    const auto run = [](Result<qint64> sent, qint64 &into) -> Status {
        if (!sent) {
            return sent.error();
        }
        into = sent.value();
        return {};
    };
    // Events first: they bring the instance rows that everything else refers to.
    for (const auto &[step, into] : std::initializer_list<std::pair<Result<qint64> (TeamPublisher::*)(), qint64 *>> {
             { &TeamPublisher::pushEvents, &counts.events }, { &TeamPublisher::pushProjects, &counts.projects },
             { &TeamPublisher::pushCheckReports, &counts.checkReports },
             { &TeamPublisher::pushGuardEvents, &counts.guardEvents }, { &TeamPublisher::pushJobs, &counts.jobs },
             { &TeamPublisher::pushGpuMinutes, &counts.gpuMinutes } }) {
        if (const Status done = run((this->*step)(), *into); !done) {
            return done.error();
        }
    }
    return counts;
}

Status TeamPublisher::registerSource(qint64 nowMs)
{
    QSqlQuery query(m_team.connection());
    query.prepare(QStringLiteral("INSERT INTO sources (source, first_push_ms, last_push_ms) VALUES (?, ?, ?)"
                                 " ON CONFLICT (source) DO UPDATE SET last_push_ms = excluded.last_push_ms"));
    query.addBindValue(m_source);
    query.addBindValue(nowMs);
    query.addBindValue(nowMs);
    if (!query.exec()) {
        return m_team.sqlError(
            tr("The team database refused this ledger (is this member still in the team?)."), query.lastError().text());
    }
    return {};
}

Status TeamPublisher::commitBatch(const std::function<Status()> &write, const QString &stream, qint64 watermark)
{
    QSqlDatabase db = m_team.connection();
    if (!db.transaction()) {
        return m_team.sqlError(tr("Cannot write to the team database."), db.lastError().text());
    }
    if (const Status written = write(); !written) {
        db.rollback();
        return written;
    }
    if (!db.commit()) {
        const QString detail = db.lastError().text();
        db.rollback();
        return m_team.sqlError(tr("Cannot write to the team database."), detail);
    }
    // The team has the batch; a crash before this line only means it is sent again (and ignored there).
    return TeamSyncState(&m_local).setPushedUpTo(m_teamKey, stream, watermark);
}

Status TeamPublisher::upsertInstance(const QString &name)
{
    const Result<std::optional<LedgerInstance>> found = Ledger(&m_local).instance(name);
    if (!found) {
        return found.error();
    }
    if (!found.value()) {
        return Error::make(Error::Code::Internal, tr("%1 has events but no launch record.").arg(name));
    }
    const LedgerInstance &instance = *found.value();
    QSqlQuery query(m_team.connection());
    query.prepare(QStringLiteral(
        "INSERT INTO instances (source, name, provider, offer_id, gpu_name, gpu_count, price_micros, currency, label,"
        " launched_at_ms, disk_gb, storage_price_micros, storage_currency, storage_billed_while_running,"
        " billing_granularity, minimum_seconds, project, traffic_out_micros, traffic_in_micros, traffic_currency)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
        " ON CONFLICT (source, name) DO UPDATE SET project = excluded.project, label = excluded.label"));
    const BillingPolicy &billing = instance.billing;
    const auto money = [](const Money &m) { return m.isValid() ? QVariant(m.micros()) : QVariant(); };
    const auto currency = [](const Money &m) { return m.isValid() ? QVariant(m.currency()) : QVariant(); };
    query.addBindValue(m_source);
    query.addBindValue(instance.name);
    query.addBindValue(text(instance.providerId));
    query.addBindValue(text(instance.offerId));
    query.addBindValue(text(instance.gpuName));
    query.addBindValue(instance.gpuCount);
    query.addBindValue(instance.pricePerHour.micros());
    query.addBindValue(text(instance.pricePerHour.currency()));
    query.addBindValue(text(instance.label));
    query.addBindValue(instance.launchedAt.toMSecsSinceEpoch());
    query.addBindValue(instance.diskGb);
    query.addBindValue(money(billing.storagePerGbMonth));
    query.addBindValue(currency(billing.storagePerGbMonth));
    query.addBindValue(billing.storageBilledWhileRunning ? 1 : 0);
    query.addBindValue(billing.granularityName());
    query.addBindValue(billing.minimumSeconds);
    query.addBindValue(text(instance.project));
    query.addBindValue(money(billing.trafficOutPerGb));
    query.addBindValue(money(billing.trafficInPerGb));
    query.addBindValue(
        billing.trafficOutPerGb.isValid() ? currency(billing.trafficOutPerGb) : currency(billing.trafficInPerGb));
    if (!query.exec()) {
        return m_team.sqlError(tr("Cannot send %1 to the team.").arg(name), query.lastError().text());
    }
    return {};
}

namespace {

// Reads one batch of \a stream after \a after: the rows, each as its column values.
Result<QList<QVariantList>> readBatch(Database &local, const QString &select, qint64 after)
{
    QSqlQuery query(local.connection());
    query.setForwardOnly(true);
    query.prepare(select);
    query.addBindValue(after);
    if (!query.exec()) {
        return local.readError(query);
    }
    QList<QVariantList> rows;
    while (query.next()) {
        QVariantList row;
        for (int column = 0; column < query.record().count(); ++column) {
            row << query.value(column);
        }
        rows << row;
    }
    return rows;
}

} // namespace

Status TeamPublisher::insertRows(const QString &insert, const QList<QVariantList> &rows, const QString &what)
{
    // Many rows a statement: one round trip per RowsPerStatement rows instead of one per row (a replay of 60,000 rows
    // took twice as long as plain single-row INSERTs before; rentdeck-bench-team). "VALUES (?, …)" is repeated.
    const qsizetype values = insert.indexOf(QLatin1String("VALUES ("));
    const qsizetype tupleEnd = insert.indexOf(QLatin1Char(')'), values);
    if (values < 0 || tupleEnd < 0) {
        return Error::make(Error::Code::Internal, QStringLiteral("not an INSERT … VALUES (…): %1").arg(insert));
    }
    const QString head = insert.left(values + 7);
    const QString tuple = insert.mid(values + 7, tupleEnd - values - 6);
    const QString tail = insert.mid(tupleEnd + 1);
    QSqlQuery query(m_team.connection());
    for (qsizetype first = 0; first < rows.size(); first += RowsPerStatement) {
        const qsizetype count = std::min<qsizetype>(RowsPerStatement, rows.size() - first);
        QStringList tuples;
        tuples.reserve(count);
        for (qsizetype i = 0; i < count; ++i) {
            tuples << tuple;
        }
        // The same text for every full chunk, so the driver's prepared statement is reused.
        query.prepare(head + tuples.join(QStringLiteral(", ")) + tail);
        for (qsizetype i = first; i < first + count; ++i) {
            query.addBindValue(m_source);
            for (const QVariant &value : rows.at(i)) {
                query.addBindValue(value);
            }
        }
        if (!query.exec()) {
            return m_team.sqlError(tr("Cannot send %1 to the team.").arg(what), query.lastError().text());
        }
    }
    return {};
}

Result<qint64> TeamPublisher::pushStream(const QString &stream, const QString &select, const QString &insert,
    const std::function<Status(const QList<QVariantList> &)> &beforeRows)
{
    qint64 sent = 0;
    const Result<qint64> start = TeamSyncState(&m_local).pushedUpTo(m_teamKey, stream);
    if (!start) {
        return start.error();
    }
    for (qint64 after = start.value();;) {
        const auto batch = readBatch(m_local, select.arg(BatchSize), after);
        if (!batch) {
            return batch.error();
        }
        if (batch.value().isEmpty()) {
            return sent;
        }
        const qint64 last = batch.value().constLast().value(0).toLongLong();
        const Status done = commitBatch(
            [&]() -> Status {
                if (beforeRows) {
                    if (const Status ready = beforeRows(batch.value()); !ready) {
                        return ready;
                    }
                }
                return insertRows(insert, batch.value(), stream);
            },
            stream, last);
        if (!done) {
            return done.error();
        }
        sent += batch.value().size();
        after = last;
    }
}

Result<qint64> TeamPublisher::pushEvents()
{
    // Each batch brings the instance rows its events refer to.
    return pushStream(QStringLiteral("events"),
        QStringLiteral("SELECT id, instance_name, state, at_ms, detail FROM events WHERE id > ? ORDER BY id LIMIT %1"),
        QStringLiteral("INSERT INTO events (source, local_id, instance_name, state, at_ms, detail)"
                       " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (source, local_id) DO NOTHING"),
        [this](const QList<QVariantList> &rows) -> Status {
            QSet<QString> instances;
            for (const QVariantList &row : rows) {
                instances.insert(row.value(1).toString());
            }
            for (const QString &name : std::as_const(instances)) {
                if (const Status upserted = upsertInstance(name); !upserted) {
                    return upserted;
                }
            }
            return {};
        });
}

Result<qint64> TeamPublisher::pushProjects()
{
    // No outbox row for a retag: the difference itself is the outbox, so a change made offline goes when it can.
    QSqlQuery team(m_team.connection());
    team.prepare(QStringLiteral("SELECT name, project FROM instances WHERE source = ?"));
    team.addBindValue(m_source);
    if (!team.exec()) {
        return m_team.readError(team);
    }
    QHash<QString, QString> shared;
    while (team.next()) {
        shared.insert(team.value(0).toString(), team.value(1).toString());
    }
    const Result<QList<LedgerInstance>> local = Ledger(&m_local).instances();
    if (!local) {
        return local.error();
    }
    QSqlQuery update(m_team.connection());
    update.prepare(QStringLiteral("UPDATE instances SET project = ? WHERE source = ? AND name = ?"));
    qint64 changed = 0;
    for (const LedgerInstance &instance : local.value()) {
        const auto found = shared.constFind(instance.name);
        if (found == shared.cend() || found.value() == instance.project) {
            continue; // not shared yet (its events bring it), or unchanged
        }
        update.addBindValue(instance.project);
        update.addBindValue(m_source);
        update.addBindValue(instance.name);
        if (!update.exec()) {
            return m_team.sqlError(
                tr("Cannot send the project of %1 to the team.").arg(instance.name), update.lastError().text());
        }
        ++changed;
    }
    return changed;
}

Result<qint64> TeamPublisher::pushCheckReports()
{
    // Only machines in the ledger (the team's copy refers to their instance rows); the report body stays here.
    return pushStream(QStringLiteral("check_reports"),
        QStringLiteral("SELECT id, instance_name, at_ms, status, summary FROM check_reports WHERE id > ?"
                       " AND instance_name IN (SELECT name FROM instances) ORDER BY id LIMIT %1"),
        QStringLiteral("INSERT INTO check_reports (source, local_id, instance_name, at_ms, status, summary)"
                       " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (source, local_id) DO NOTHING"));
}

Result<qint64> TeamPublisher::pushGuardEvents()
{
    return pushStream(QStringLiteral("guard_events"),
        QStringLiteral("SELECT id, instance_name, at_ms, kind, reason, detail FROM guard_events WHERE id > ?"
                       " ORDER BY id LIMIT %1"),
        QStringLiteral("INSERT INTO guard_events (source, local_id, instance_name, at_ms, kind, reason, detail)"
                       " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (source, local_id) DO NOTHING"));
}

Result<qint64> TeamPublisher::pushJobs()
{
    // Job rows change state in place; there are few of them, so every push sends the ones not yet settled on the
    // team side plus any newer ones (the watermark is the newest job that had ended when it was sent).
    const Result<qint64> settled = TeamSyncState(&m_local).pushedUpTo(m_teamKey, QStringLiteral("jobs"));
    if (!settled) {
        return settled.error();
    }
    const auto rows = readBatch(m_local,
        QStringLiteral("SELECT id, instance_name, command, state, state_detail, exit_code, created_ms, started_ms,"
                       " ended_ms FROM jobs WHERE id > ? ORDER BY id"),
        settled.value());
    if (!rows) {
        return rows.error();
    }
    if (rows.value().isEmpty()) {
        return 0;
    }
    // The watermark may pass only a prefix of ended jobs: a running job before them must be sent again.
    qint64 watermark = settled.value();
    for (const QVariantList &row : rows.value()) {
        const QString state = row.value(3).toString();
        if (state != QLatin1String("succeeded") && state != QLatin1String("failed")) {
            break;
        }
        watermark = row.value(0).toLongLong();
    }
    const Status done = commitBatch(
        [&]() -> Status {
            return insertRows(
                QStringLiteral(
                    "INSERT INTO jobs (source, local_id, instance_name, command, state, state_detail, exit_code,"
                    " created_ms, started_ms, ended_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                    " ON CONFLICT (source, local_id) DO UPDATE SET instance_name = excluded.instance_name,"
                    " state = excluded.state, state_detail = excluded.state_detail, exit_code = excluded.exit_code,"
                    " started_ms = excluded.started_ms, ended_ms = excluded.ended_ms"),
                rows.value(), QStringLiteral("job states"));
        },
        QStringLiteral("jobs"), watermark);
    if (!done) {
        return done.error();
    }
    return rows.value().size();
}

Result<qint64> TeamPublisher::pushGpuMinutes()
{
    const Result<qint64> start = TeamSyncState(&m_local).pushedUpTo(m_teamKey, QStringLiteral("gpu_minutes"));
    if (!start) {
        return start.error();
    }
    QSqlQuery select(m_local.connection());
    select.setForwardOnly(true);
    select.prepare(QStringLiteral("SELECT instance_name, source, t_ms, mean, max FROM metric_points"
                                  " WHERE resolution_s = ? AND metric = ? AND source >= 0 AND t_ms > ?"
                                  " AND instance_name IN (SELECT name FROM instances) ORDER BY t_ms"));
    select.addBindValue(MinuteResolutionSeconds);
    select.addBindValue(int(MetricKind::GpuUtilization));
    select.addBindValue(start.value() - MinuteOverlapMs);
    if (!select.exec()) {
        return m_local.readError(select);
    }
    QList<QVariantList> rows;
    qint64 newest = start.value();
    while (select.next()) {
        rows << QVariantList { select.value(0), select.value(1), select.value(2), select.value(3), select.value(4) };
        newest = std::max(newest, select.value(2).toLongLong());
    }
    select.finish();
    if (rows.isEmpty()) {
        return 0;
    }
    const Status done = commitBatch(
        [&]() -> Status {
            return insertRows(
                QStringLiteral("INSERT INTO gpu_minutes (source, instance_name, gpu, minute_ms, util_mean, util_max)"
                               " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (source, instance_name, gpu, minute_ms)"
                               " DO UPDATE SET util_mean = excluded.util_mean, util_max = excluded.util_max"),
                rows, QStringLiteral("GPU utilisation"));
        },
        QStringLiteral("gpu_minutes"), newest);
    if (!done) {
        return done.error();
    }
    return rows.size();
}

Result<qint64> TeamPublisher::pending(Database &local, const QString &teamKey)
{
    const TeamSyncState state(&local);
    qint64 total = 0;
    for (const auto &[stream, table] : { std::pair { QStringLiteral("events"), QStringLiteral("events") },
             std::pair { QStringLiteral("check_reports"), QStringLiteral("check_reports") },
             std::pair { QStringLiteral("guard_events"), QStringLiteral("guard_events") } }) {
        const Result<qint64> after = state.pushedUpTo(teamKey, stream);
        if (!after) {
            return after.error();
        }
        QSqlQuery query(local.connection());
        query.prepare(QStringLiteral("SELECT COUNT(*) FROM %1 WHERE id > ?").arg(table));
        query.addBindValue(after.value());
        if (!query.exec() || !query.next()) {
            return local.readError(query);
        }
        total += query.value(0).toLongLong();
    }
    return total;
}

} // namespace RentDeck
