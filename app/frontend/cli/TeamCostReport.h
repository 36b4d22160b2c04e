// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/CostCommand.h"

namespace RentDeck {

class Database;

/**
 * `cost --team [--by member|project]`: every member's instances from the team database, priced from their own
 * events exactly as their owner's ledger prices them, with the idle GPU time from the per-minute summary; grouped,
 * the fleet report: per member or project and currency, cost, GPU-hours, idle GPU-hours and what the idle time cost.
 */
class TeamCostReport
{
public:
    TeamCostReport() = delete;

    [[nodiscard]] static Result<QList<CostCommand::Line>> collect(
        Database &team, const QString &project, const QDateTime &since, const QDateTime &until);
    static void printGroups(const QList<CostCommand::Line> &lines, const QString &by, const QDateTime &since,
        const QDateTime &until, bool json);
};

} // namespace RentDeck
