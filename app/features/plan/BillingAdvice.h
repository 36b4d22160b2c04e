// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/PlanInput.h"

#include <QCoreApplication>
#include <QStringList>

namespace RentDeck {

/** How the user will use the box: decides which way of paying is cheapest. */
enum class UsagePattern
{
    ShortRuns, // occasional runs of minutes to hours
    MultiDay, // one job running for days
    AlwaysOnInference, // a model served around the clock
};

/**
 * Which billing suits a usage pattern, in plain sentences for the planner: occasional short runs → on-demand
 * billed per second or minute; multi-day runs → daily/monthly rates, or spot only with checkpoints; always-on
 * inference → reserved/monthly, with storage and traffic counted. Pure.
 */
class BillingAdvice
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::BillingAdvice)

public:
    /** Translated paragraphs for \a pattern; \a hours (0 = unknown) is the job's estimated time. */
    static QStringList advice(UsagePattern pattern, const PlanInput &plan, double hours);
    /** "short", "multi-day", "inference" (settings). */
    static QString patternName(UsagePattern pattern);
    static UsagePattern patternFromName(const QString &name);
    /** What the user reads in the pattern box. */
    static QString patternLabel(UsagePattern pattern);
};

} // namespace RentDeck
