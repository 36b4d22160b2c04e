// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "team/TeamLedger.h"

#include "billing/LedgerRows.h"
#include "storage/Database.h"
#include "storage/SqlValues.h"

#include <QMap>
#include <QSqlQuery>
#include <QVariant>

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
    // The newest hour of utilisation: the latest minute's mean, and how long every GPU has been idle.
    query.prepare(QStringLiteral("SELECT source, instance_name, minute_ms, AVG(util_mean), MAX(util_mean)"
                                 " FROM gpu_minutes WHERE minute_ms >= ? GROUP BY source, instance_name, minute_ms"
                                 " ORDER BY source, instance_name, minute_ms DESC"));
    query.addBindValue(now.toMSecsSinceEpoch() - 60 * MinuteMs);
    if (!query.exec()) {
        return m_team.readError(query);
    }
    QString previousKey;
    bool idleRunOpen = false;
    while (query.next()) {
        const QString rowKey = key(query.value(0).toString(), query.value(1).toString());
        const auto it = byKey.constFind(rowKey);
        if (it == byKey.cend()) {
            continue;
        }
        TeamInstance &instance = instances[*it];
        const QDateTime minute = fromEpochMs(query.value(2));
        const bool idle = query.value(4).toDouble() < IdleTime::IdlePercent;
        if (rowKey != previousKey) { // the newest minute of this instance
            previousKey = rowKey;
            if (now.toMSecsSinceEpoch() - minute.toMSecsSinceEpoch() > StaleUtilizationMs) {
                idleRunOpen = false;
                continue;
            }
            instance.utilization = query.value(3).toDouble();
            instance.utilizationAt = minute;
            idleRunOpen = idle;
            if (idle) {
                instance.idleSince = minute;
            }
            continue;
        }
        if (idleRunOpen && idle && instance.idleSince.toMSecsSinceEpoch() - minute.toMSecsSinceEpoch() <= MinuteMs) {
            instance.idleSince = minute;
        } else {
            idleRunOpen = false;
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

} // namespace RentDeck
