// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Instance.h"
#include "core/Money.h"
#include "watch/GuardPolicy.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QMap>
#include <QString>
#include <optional>

namespace RentDeck {

/** What the GPUs have been doing, for the idle rule. */
struct IdleState
{
    /** All GPUs below the rule's percent since then; invalid = some GPU is busy, unknown, or there are none. */
    QDateTime belowSince;
    bool interactiveSession = false; // an interactive SSH session (terminal) is open: not idle
    bool syncRunning = false; // a sync is running: not idle

    bool isVetoed() const { return interactiveSession || syncRunning; }

    /**
     * Folds one tick into \a belowSince: kept while every utilization is below \a percent, set to \a at when they
     * all just went below, cleared when any is at or above \a percent or unknown (NaN), or when there is none.
     */
    static QDateTime nextBelowSince(
        const QDateTime &belowSince, const QDateTime &at, const QList<double> &utilizations, double percent);
};

/** What a guard needs to know about an instance at one moment. */
struct GuardInput
{
    Money spent; // accrued total so far (CostTimeline::at(now).total), in the instance's currency
    QDateTime launchedAt; // the lifetime counts from here
    InstanceState state = InstanceState::Running;
    IdleState idle;
    /** Countdowns already running (GuardMonitor keeps them); a reason that triggers without one starts now. */
    QMap<GuardReason, QDateTime> countdownStartedAt;
};

/** How far a guard has gone, least to most severe. */
enum class GuardStage
{
    None,
    Warning, // 80% of the budget or the lifetime
    LimitReached, // 100% (or idle) but nothing to do: warn-only, or the action does not apply (already stopped)
    Countdown, // the action is due at dueAt unless cancelled
    ActNow // the countdown has run out
};

/** What one rule of a guard says. */
struct GuardFinding
{
    GuardReason reason = GuardReason::Budget;
    GuardStage stage = GuardStage::None;
    double fraction = 0; // of the limit used: 0.83 = 83% of the budget / lifetime / idle minutes
    QString message; // for people: "budget $5.00 reached: $5.02 spent", "idle: all GPUs below 5% for 30 min"
    QDateTime dueAt; // Countdown and ActNow: when the action is due
};

/** What a guard says about an instance: one finding per rule that speaks, most severe first. */
struct GuardVerdict
{
    GuardAction action = GuardAction::Warn;
    QList<GuardFinding> findings;

    GuardStage stage() const { return findings.isEmpty() ? GuardStage::None : findings.constFirst().stage; }
    /** The most severe finding; a None finding when there is none. */
    GuardFinding top() const { return findings.isEmpty() ? GuardFinding() : findings.constFirst(); }
    std::optional<GuardFinding> finding(GuardReason reason) const;
};

/**
 * Pure: applies a GuardPolicy to an instance's spending, age and idleness at `now`.
 *
 * Budget and lifetime warn at WarningFraction and trigger at 100%; the idle rule triggers when the instance
 * runs, nothing vetoes idleness, and all GPUs have been below the rule's percent for its minutes. A trigger
 * gives Countdown (ActNow once countdownSeconds have passed since the countdown started) when the action
 * applies: stop to a running instance, destroy to any instance not terminated. Warn-only policies, and
 * actions that do not apply, give LimitReached. A terminated instance, and a budget in another currency than
 * the spending, say nothing.
 */
class GuardEvaluator
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::GuardEvaluator)

public:
    static constexpr double WarningFraction = 0.8;

    GuardEvaluator() = delete;

    static GuardVerdict evaluate(const GuardPolicy &policy, const GuardInput &input, const QDateTime &now);
    /** Whether \a action does something to an instance in \a state. */
    static bool actionApplies(GuardAction action, InstanceState state);
    /** "45 s", "12 min", "3 h 20 min", "2 d 4 h". */
    static QString formatDuration(qint64 seconds);
};

} // namespace RentDeck
