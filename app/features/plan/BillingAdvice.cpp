// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/BillingAdvice.h"

#include <QLocale>
#include <cmath>

namespace RentDeck {

namespace {
constexpr double HoursPerMonth = 730; // 365 × 24 / 12
} // namespace

QStringList BillingAdvice::advice(UsagePattern pattern, const PlanInput &plan, double hours)
{
    const QLocale locale;
    QStringList lines;
    switch (pattern) {
    case UsagePattern::ShortRuns:
        lines << tr("Occasional short runs: rent on demand, billed per second or per minute, and destroy the box "
                    "when the job ends (a max-lifetime or idle guard does it for you).");
        if (hours > 0 && hours < 24) {
            // Per-hour billing rounds every run up to whole hours: the waste is what the last hour has left.
            const double billed = std::ceil(hours - 1e-9);
            const double wasted = (billed - hours) / billed;
            if (wasted > 0.05) {
                lines << tr("This run takes about %1 h: an offer billed per hour charges %2 h, %3 % more.")
                             .arg(locale.toString(hours, 'f', 1), locale.toString(billed, 'f', 0),
                                 locale.toString(wasted / (1 - wasted) * 100, 'f', 0));
            }
        }
        break;
    case UsagePattern::MultiDay:
        lines << tr("Multi-day runs: a daily or monthly rate (AutoDL, reserved instances) usually beats on-demand "
                    "past about a week.");
        lines << tr("Spot (interruptible) offers cost much less but can be taken back at any moment: use them only "
                    "with checkpoints saved every hour or so and a script that resumes from the last one.");
        if (hours > 0) {
            lines << tr("This job runs about %1 days without interruptions.").arg(locale.toString(hours / 24, 'f', 1));
        }
        break;
    case UsagePattern::AlwaysOnInference: {
        const double diskGb = plan.params * PlanInput::bytesPerWeight(plan.precision) / 1e9;
        lines << tr("Always-on inference: reserved or monthly pricing; on demand, a box left running is billed "
                    "%1 h a month.")
                     .arg(locale.toString(HoursPerMonth, 'f', 0));
        lines << tr("Count the storage for the weights (about %1 GB on disk at this precision) and the traffic your "
                    "users make: some providers bill both by the GB.")
                     .arg(locale.toString(diskGb, 'f', 0));
        break;
    }
    }
    return lines;
}

QString BillingAdvice::patternName(UsagePattern pattern)
{
    switch (pattern) {
    case UsagePattern::ShortRuns:
        return QStringLiteral("short");
    case UsagePattern::MultiDay:
        return QStringLiteral("multi-day");
    case UsagePattern::AlwaysOnInference:
        return QStringLiteral("inference");
    }
    return QStringLiteral("short");
}

UsagePattern BillingAdvice::patternFromName(const QString &name)
{
    for (UsagePattern pattern : { UsagePattern::ShortRuns, UsagePattern::MultiDay, UsagePattern::AlwaysOnInference }) {
        if (patternName(pattern) == name) {
            return pattern;
        }
    }
    return UsagePattern::ShortRuns;
}

QString BillingAdvice::patternLabel(UsagePattern pattern)
{
    switch (pattern) {
    case UsagePattern::ShortRuns:
        return tr("Occasional short runs");
    case UsagePattern::MultiDay:
        return tr("Multi-day runs");
    case UsagePattern::AlwaysOnInference:
        return tr("Always-on inference");
    }
    return {};
}

} // namespace RentDeck
