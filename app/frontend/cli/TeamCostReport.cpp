// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/TeamCostReport.h"

#include "cli/CliContext.h"
#include "cli/CliJson.h"
#include "team/TeamLedger.h"

#include <QJsonArray>
#include <QMap>

namespace RentDeck {

namespace {

struct Group
{
    Money total;
    Money idleCost;
    double gpuHours = 0;
    double idleGpuHours = 0;
    int instances = 0;
};

QString iso(const QDateTime &time)
{
    return time.isValid() ? time.toUTC().toString(Qt::ISODate) : QString();
}

} // namespace

Result<QList<CostCommand::Line>> TeamCostReport::collect(
    Database &team, const QString &project, const QDateTime &since, const QDateTime &until)
{
    const TeamLedger ledger(team);
    const Result<QList<TeamInstance>> instances = ledger.instances(until);
    if (!instances) {
        return instances.error();
    }
    const Result<QHash<QString, IdleTime>> idle = ledger.gpuMinutes(since, until);
    if (!idle) {
        return idle.error();
    }
    QList<CostCommand::Line> lines;
    for (const TeamInstance &row : instances.value()) {
        if ((!project.isEmpty() && row.instance.project != project) || row.instance.launchedAt > until) {
            continue;
        }
        const CostTimeline timeline(row.instance, row.events);
        const QDateTime endedAt = timeline.endedAt();
        if (since.isValid() && endedAt.isValid() && endedAt < since) {
            continue;
        }
        CostCommand::Line line { row.instance, timeline.between(since, until), endedAt,
            idle.value().value(TeamLedger::key(row.source, row.instance.name)), row.member };
        line.instance.state = timeline.stateAt(until);
        lines << line;
    }
    return lines;
}

void TeamCostReport::printGroups(
    const QList<CostCommand::Line> &lines, const QString &by, const QDateTime &since, const QDateTime &until, bool json)
{
    // One group per key and currency: USD and CNY are never added together.
    QMap<std::pair<QString, QString>, Group> groups;
    for (const CostCommand::Line &line : lines) {
        const QString key = by == QLatin1String("member") ? line.member : line.instance.project;
        const QString currency = line.cost.total.currency();
        Group &group = groups[{ key, currency }];
        group.total = group.total.isValid() ? group.total + line.cost.total : line.cost.total;
        const Money idleCost = line.idle.idleCost(line.instance);
        group.idleCost = group.idleCost.isValid() ? group.idleCost + idleCost : idleCost;
        group.gpuHours += double(line.cost.accrued.runSeconds) * line.instance.gpuCount / 3600.0;
        group.idleGpuHours += line.idle.idleGpuHours();
        ++group.instances;
    }
    if (json) {
        QJsonArray list;
        for (auto it = groups.cbegin(); it != groups.cend(); ++it) {
            list.append(QJsonObject { { by, it.key().first }, { QStringLiteral("currency"), it.key().second },
                { QStringLiteral("total"), CliJson::money(it->total) }, { QStringLiteral("gpu_hours"), it->gpuHours },
                { QStringLiteral("idle_gpu_hours"), it->idleGpuHours },
                { QStringLiteral("idle_cost"), CliJson::money(it->idleCost) },
                { QStringLiteral("instances"), it->instances } });
        }
        CliContext::printJson(QJsonObject { { QStringLiteral("by"), by }, { QStringLiteral("groups"), list },
            { QStringLiteral("since"), since.isValid() ? QJsonValue(iso(since)) : QJsonValue() },
            { QStringLiteral("until"), iso(until) } });
        return;
    }
    CliContext::printLine(QStringLiteral("%1  %2  %3  %4  %5")
                              .arg(by.toUpper(), -16)
                              .arg(QStringLiteral("TOTAL"), 12)
                              .arg(QStringLiteral("GPU-H"), 8)
                              .arg(QStringLiteral("IDLE GPU-H"), 10)
                              .arg(QStringLiteral("IDLE COST")));
    for (auto it = groups.cbegin(); it != groups.cend(); ++it) {
        CliContext::printLine(QStringLiteral("%1  %2  %3  %4  %5")
                                  .arg(it.key().first.isEmpty() ? QStringLiteral("(none)") : it.key().first, -16)
                                  .arg(it->total.format(), 12)
                                  .arg(it->gpuHours, 8, 'f', 2)
                                  .arg(it->idleGpuHours, 10, 'f', 2)
                                  .arg(it->idleCost.format()));
    }
}

} // namespace RentDeck
