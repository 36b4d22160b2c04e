// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "billing/LedgerInstance.h"
#include "billing/LifecycleEvent.h"
#include "budgets/Budget.h"

#include <QCoreApplication>
#include <functional>

namespace RentDeck {

/** An instance as a budget sees it: its ledger record and events, and whose it is. */
struct BudgetedInstance
{
    LedgerInstance instance;
    QList<LifecycleEvent> events;
    QString member; // empty in a one-person ledger
};

/** Where a budget stands now. */
struct BudgetStanding
{
    Money spent; // in the budget's currency, this period
    double percent = 0; // spent / limit × 100
    QList<int> crossed; // the warning percentages reached, ascending
    QStringList runningInScope; // instance names that still bill, for "stop" and for the message
    QString periodKey;
};

/**
 * Prices every instance in a budget's scope over the budget's current period (CostTimeline, so exactly as `cost`
 * does) and says which thresholds are reached. Amounts in another currency are converted with \a convert (the user's
 * USD/CNY rate); pure, no I/O.
 */
class BudgetEvaluator
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::BudgetEvaluator)

public:
    BudgetEvaluator() = delete;

    static BudgetStanding evaluate(const Budget &budget, const QList<BudgetedInstance> &instances, const QDateTime &now,
        const std::function<Money(const Money &, const QString &)> &convert);
    /** Whether \a row is in \a budget's scope (account: the budget's member's, or all in a one-person ledger). */
    static bool inScope(const Budget &budget, const BudgetedInstance &row);
    /** "Budget team (month): ¥1.32 of ¥1.00 (132 %)" */
    static QString title(const Budget &budget, const BudgetStanding &standing, int threshold);
    static QString body(const Budget &budget, const BudgetStanding &standing, int threshold);
};

} // namespace RentDeck
