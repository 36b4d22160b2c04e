// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "budgets/BudgetEvaluator.h"

#include "billing/CostTimeline.h"

#include <cmath>

namespace RentDeck {

bool BudgetEvaluator::inScope(const Budget &budget, const BudgetedInstance &row)
{
    switch (budget.scope) {
    case Budget::Scope::Account:
        return budget.member.isEmpty() || row.member.isEmpty() || row.member == budget.member;
    case Budget::Scope::Team:
        return true;
    case Budget::Scope::Project:
        return row.instance.project == budget.scopeValue;
    case Budget::Scope::Instance:
        return row.instance.name == budget.scopeValue;
    }
    return false;
}

BudgetStanding BudgetEvaluator::evaluate(const Budget &budget, const QList<BudgetedInstance> &instances,
    const QDateTime &now, const std::function<Money(const Money &, const QString &)> &convert)
{
    BudgetStanding standing;
    standing.spent = Money(0, budget.limit.currency());
    standing.periodKey = budget.periodKey(now);
    const QDateTime from = budget.periodStart(now);
    for (const BudgetedInstance &row : instances) {
        if (!inScope(budget, row) || row.instance.launchedAt > now) {
            continue;
        }
        const CostTimeline timeline(row.instance, row.events);
        const Money cost = timeline.between(from, now).total;
        if (cost.isValid() && cost.micros() != 0) {
            const Money converted
                = cost.currency() == budget.limit.currency() ? cost : convert(cost, budget.limit.currency());
            if (converted.isValid()) {
                standing.spent = standing.spent + converted;
            }
        }
        const InstanceState state = timeline.stateAt(now);
        if (state == InstanceState::Running || state == InstanceState::Provisioning) {
            standing.runningInScope << row.instance.name;
        }
    }
    if (budget.limit.micros() > 0) {
        standing.percent = double(standing.spent.micros()) * 100.0 / double(budget.limit.micros());
    }
    for (int threshold : budget.warnPercents) {
        if (standing.percent + 1e-9 >= threshold) {
            standing.crossed << threshold;
        }
    }
    return standing;
}

QString BudgetEvaluator::title(const Budget &budget, const BudgetStanding &standing, int threshold)
{
    return threshold >= 100 ? tr("Budget %1 (%2) is used up: %3 of %4")
                                  .arg(budget.scopeText(), Budget::periodName(budget.period), standing.spent.format(),
                                      budget.limit.format())
                            : tr("Budget %1 (%2) passed %3 %: %4 of %5")
                                  .arg(budget.scopeText(), Budget::periodName(budget.period))
                                  .arg(threshold)
                                  .arg(standing.spent.format(), budget.limit.format());
}

QString BudgetEvaluator::body(const Budget &budget, const BudgetStanding &standing, int threshold)
{
    QString text = tr("Spent %1 of %2 in %3 (%4 %).")
                       .arg(standing.spent.format(), budget.limit.format(), standing.periodKey)
                       .arg(std::lround(standing.percent));
    if (!standing.runningInScope.isEmpty()) {
        text += QLatin1Char('\n') + tr("Still billing: %1.").arg(standing.runningInScope.join(QStringLiteral(", ")));
    }
    if (threshold >= 100) {
        text += QLatin1Char('\n')
            + (budget.atLimit == Budget::AtLimit::Stop
                    ? tr("RentDeck stops the running instances in this scope (it never destroys them).")
                    : tr("Stop or destroy what you no longer need: rentdeck-cli instances"));
    }
    return text;
}

} // namespace RentDeck
