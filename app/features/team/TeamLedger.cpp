// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "team/TeamLedger.h"

#include "billing/LedgerRows.h"
#include "storage/Database.h"
#include "storage/SqlValues.h"

#include <QHash>
#include <QMap>
#include <QSqlQuery>
#include <QVariant>
#include <algorithm>
#include <iterator>

namespace RentDeck {

using SqlValues::fromEpochMs;

namespace {

constexpr qint64 MinuteMs = 60 * 1000;
// Utilisation older than this says nothing about now (the member's RentDeck stopped watching).
constexpr qint64 StaleUtilizationMs = 5 * MinuteMs;

} // namespace

TeamLedger::TeamLedger(Database &team)
    : m_team(team)
{
}

QString TeamLedger::key(const QString &source, const QString &instanceName)
{
    return source + QLatin1Char('|') + instanceName;
}

Result<QString> TeamLedger::currentMember() const
{
    QSqlQuery query(m_team.connection());
    if (!query.exec(QStringLiteral("SELECT current_user")) || !query.next()) {
        return m_team.readError(query);
    }
    return query.value(0).toString();
}

Result<QList<TeamMember>> TeamLedger::members() const
{
    QSqlQuery query(m_team.connection());
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT name, is_admin, invited_at_ms, left_at_ms FROM members ORDER BY name"))) {
        return m_team.readError(query);
    }
    QList<TeamMember> members;
    while (query.next()) {
        members << TeamMember { query.value(0).toString(), query.value(1).toInt() != 0, fromEpochMs(query.value(2)),
            fromEpochMs(query.value(3)) };
    }
    return members;
}

Result<QList<TeamInstance>> TeamLedger::instances(const QDateTime &now) const
{
    QSqlQuery query(m_team.connection());
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT i.member, i.source, ") + LedgerRows::instanceColumns()
            + QStringLiteral(" FROM instances i LEFT JOIN events e ON e.source = i.source AND e.local_id ="
                             " (SELECT local_id FROM events WHERE source = i.source AND instance_name = i.name"
                             " ORDER BY at_ms DESC, local_id DESC LIMIT 1)"
                             " ORDER BY i.launched_at_ms, i.member, i.name"))) {
        return m_team.readError(query);
    }
    QList<TeamInstance> instances;
    QHash<QString, qsizetype> byKey;
    while (query.next()) {
        TeamInstance row;
        row.member = query.value(0).toString();
        row.source = query.value(1).toString();
        row.instance = LedgerRows::instanceFromRow(query, 2);
        byKey.insert(key(row.source, row.instance.name), instances.size());
        instances << row;
    }
    if (!query.exec(QStringLiteral("SELECT source, instance_name, state, at_ms, detail FROM events ORDER BY source, "
                                   "instance_name, at_ms, local_id"))) {
        return m_team.readError(query);
    }
    while (query.next()) {
        const auto it = byKey.constFind(key(query.value(0).toString(), query.value(1).toString()));
        if (it != byKey.cend()) {
            instances[*it].events << LifecycleEvent { instanceStateFromName(query.value(2).toString()),
                fromEpochMs(query.value(3)), query.value(4).toString() };
        }
    }
    // The newest hour of utilisation: the latest minute's mean, and how long every GPU has been idle. Plain rows,
    // grouped here: a GROUP BY … ORDER BY of 60,000 rows (1,000 instances) cost the server 3-4 times the rows' transfer
    // (rentdeck-bench-team), sorting text keys it does not need sorted.
    query.prepare(
        QStringLiteral("SELECT source, instance_name, minute_ms, util_mean FROM gpu_minutes WHERE minute_ms >= ?"));
    query.addBindValue(now.toMSecsSinceEpoch() - 60 * MinuteMs);
    if (!query.exec()) {
        return m_team.readError(query);
    }
    struct Minute
    {
        double sum = 0;
        int gpus = 0;
        double max = 0;
    };
    QHash<qsizetype, QMap<qint64, Minute>> minutesOf; // instance row → minute → its GPUs
    while (query.next()) {
        const auto it = byKey.constFind(key(query.value(0).toString(), query.value(1).toString()));
        if (it == byKey.cend()) {
            continue;
        }
        Minute &minute = minutesOf[*it][query.value(2).toLongLong()];
        const double mean = query.value(3).toDouble();
        minute.sum += mean;
        minute.max = minute.gpus == 0 ? mean : std::max(minute.max, mean);
        ++minute.gpus;
    }
    for (auto it = minutesOf.cbegin(); it != minutesOf.cend(); ++it) {
        TeamInstance &instance = instances[it.key()];
        const QMap<qint64, Minute> &minutes = it.value();
        auto newest = std::prev(minutes.cend()); // never empty: made by a row
        if (now.toMSecsSinceEpoch() - newest.key() > StaleUtilizationMs) {
            continue; // nothing recent: unknown, not idle
        }
        instance.utilization = newest->sum / newest->gpus;
        instance.utilizationAt = fromEpochMs(newest.key());
        // The unbroken run of minutes where every GPU was idle, back from the newest.
        qint64 runStart = -1;
        for (auto m = newest;; --m) {
            if (m->max >= IdleTime::IdlePercent || (runStart >= 0 && runStart - m.key() > MinuteMs)) {
                break;
            }
            runStart = m.key();
            if (m == minutes.cbegin()) {
                break;
            }
        }
        if (runStart >= 0) {
            instance.idleSince = fromEpochMs(runStart);
        }
    }
    return instances;
}

Result<QHash<QString, IdleTime>> TeamLedger::gpuMinutes(const QDateTime &since, const QDateTime &until) const
{
    QSqlQuery query(m_team.connection());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT source, instance_name, COUNT(*), SUM(CASE WHEN util_mean < ? THEN 1 ELSE 0"
                                 " END) FROM gpu_minutes WHERE minute_ms >= ? AND minute_ms < ?"
                                 " GROUP BY source, instance_name, minute_ms"));
    query.addBindValue(IdleTime::IdlePercent);
    query.addBindValue(since.isValid() ? since.toMSecsSinceEpoch() : 0);
    query.addBindValue(until.toMSecsSinceEpoch());
    if (!query.exec()) {
        return m_team.readError(query);
    }
    QHash<QString, IdleTime> minutes;
    while (query.next()) {
        IdleTime &total = minutes[key(query.value(0).toString(), query.value(1).toString())];
        total.addMinute(query.value(2).toLongLong(), query.value(3).toLongLong());
    }
    return minutes;
}

Result<QHash<QString, TeamOfferCheck>> TeamLedger::latestChecksPerOffer() const
{
    QSqlQuery query(m_team.connection());
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral(
            "SELECT i.provider || ':' || i.offer_id, c.member, c.instance_name, c.at_ms, c.status, c.summary"
            " FROM check_reports c JOIN instances i ON i.source = c.source AND i.name = c.instance_name"
            " WHERE i.offer_id <> '' ORDER BY c.at_ms"))) {
        return m_team.readError(query);
    }
    QHash<QString, TeamOfferCheck> latest;
    while (query.next()) {
        const QString offerKey = query.value(0).toString();
        latest.insert(offerKey,
            TeamOfferCheck { query.value(1).toString(),
                StoredCheckReport { query.value(2).toString(), fromEpochMs(query.value(3)), query.value(4).toString(),
                    query.value(5).toString(), {}, offerKey, {} } });
    }
    return latest;
}

} // namespace RentDeck
