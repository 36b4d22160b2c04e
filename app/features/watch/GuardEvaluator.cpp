// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "watch/GuardEvaluator.h"

#include <algorithm>
#include <cmath>

namespace RentDeck {

namespace {

QString percentText(double fraction)
{
    return QString::number(std::floor(fraction * 100.0), 'f', 0);
}

} // namespace

QDateTime IdleState::nextBelowSince(
    const QDateTime &belowSince, const QDateTime &at, const QList<double> &utilizations, double percent)
{
    if (utilizations.isEmpty()) {
        return {};
    }
    for (const double utilization : utilizations) {
        // NaN (unknown) fails this test too: an unreadable GPU is never taken for an idle one.
        if (!(utilization < percent)) {
            return {};
        }
    }
    return belowSince.isValid() ? belowSince : at;
}

std::optional<GuardFinding> GuardVerdict::finding(GuardReason reason) const
{
    for (const GuardFinding &finding : findings) {
        if (finding.reason == reason) {
            return finding;
        }
    }
    return std::nullopt;
}

bool GuardEvaluator::actionApplies(GuardAction action, InstanceState state)
{
    switch (action) {
    case GuardAction::Warn:
        return false;
    case GuardAction::Stop:
        return state == InstanceState::Running;
    case GuardAction::Destroy:
        return !isGone(state);
    }
    return false;
}

QString GuardEvaluator::formatDuration(qint64 seconds)
{
    seconds = std::max<qint64>(0, seconds);
    if (seconds < 60) {
        return tr("%1 s").arg(seconds);
    }
    const qint64 minutes = seconds / 60;
    if (minutes < 60) {
        return tr("%1 min").arg(minutes);
    }
    const qint64 hours = minutes / 60;
    if (hours < 24) {
        return minutes % 60 == 0 ? tr("%1 h").arg(hours) : tr("%1 h %2 min").arg(hours).arg(minutes % 60);
    }
    return hours % 24 == 0 ? tr("%1 d").arg(hours / 24) : tr("%1 d %2 h").arg(hours / 24).arg(hours % 24);
}

GuardVerdict GuardEvaluator::evaluate(const GuardPolicy &policy, const GuardInput &input, const QDateTime &now)
{
    GuardVerdict verdict;
    verdict.action = policy.action;
    if (isGone(input.state)) {
        return verdict;
    }
    const bool applies = actionApplies(policy.action, input.state);

    const auto add = [&](GuardReason reason, double fraction, bool triggered, const QString &message) {
        GuardFinding finding;
        finding.reason = reason;
        finding.fraction = fraction;
        finding.message = message;
        if (triggered && applies) {
            const QDateTime started = input.countdownStartedAt.value(reason, now);
            finding.dueAt = started.addSecs(std::max(0, policy.countdownSeconds));
            finding.stage = now >= finding.dueAt ? GuardStage::ActNow : GuardStage::Countdown;
        } else if (triggered) {
            finding.stage = GuardStage::LimitReached;
        } else if (fraction >= WarningFraction) {
            finding.stage = GuardStage::Warning;
        } else {
            return;
        }
        verdict.findings.append(finding);
    };

    if (policy.budget.isValid() && policy.budget.micros() > 0 && input.spent.isValid()
        && input.spent.currency() == policy.budget.currency()) {
        const double fraction = double(input.spent.micros()) / double(policy.budget.micros());
        const bool reached = input.spent >= policy.budget;
        add(GuardReason::Budget, fraction, reached,
            reached ? tr("budget %1 reached: %2 spent").arg(policy.budget.format(), input.spent.format())
                    : tr("budget %1: %2 spent (%3%)")
                          .arg(policy.budget.format(), input.spent.format(), percentText(fraction)));
    }

    if (policy.maxLifetimeSeconds && *policy.maxLifetimeSeconds > 0 && input.launchedAt.isValid()) {
        const qint64 age = std::max<qint64>(0, input.launchedAt.secsTo(now));
        const double fraction = double(age) / double(*policy.maxLifetimeSeconds);
        const bool reached = age >= *policy.maxLifetimeSeconds;
        const QString limit = formatDuration(*policy.maxLifetimeSeconds);
        add(GuardReason::Lifetime, fraction, reached,
            reached ? tr("lifetime %1 reached: launched %2 ago").arg(limit, formatDuration(age))
                    : tr("lifetime %1: launched %2 ago (%3%)").arg(limit, formatDuration(age), percentText(fraction)));
    }

    if (policy.idle && policy.idle->minutes > 0 && input.state == InstanceState::Running && !input.idle.isVetoed()
        && input.idle.belowSince.isValid()) {
        const qint64 idleSeconds = std::max<qint64>(0, input.idle.belowSince.secsTo(now));
        const qint64 ruleSeconds = qint64(policy.idle->minutes) * 60;
        const double fraction = double(idleSeconds) / double(ruleSeconds);
        if (idleSeconds >= ruleSeconds) {
            add(GuardReason::Idle, fraction, true,
                tr("idle: all GPUs below %1% for %2")
                    .arg(QString::number(policy.idle->percent, 'g', 4), formatDuration(ruleSeconds)));
        }
    }

    std::stable_sort(verdict.findings.begin(), verdict.findings.end(),
        [](const GuardFinding &a, const GuardFinding &b) { return a.stage > b.stage; });
    return verdict;
}

} // namespace RentDeck
