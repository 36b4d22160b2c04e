// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "watch/GuardMonitor.h"

#include "logging/LoggingCategories.h"
#include "watch/GuardStore.h"

#include <algorithm>

namespace RentDeck {

namespace {

constexpr GuardReason AllReasons[] = { GuardReason::Budget, GuardReason::Lifetime, GuardReason::Idle };

bool isTrigger(GuardStage stage)
{
    return stage == GuardStage::Countdown || stage == GuardStage::ActNow;
}

} // namespace

GuardMonitor::GuardMonitor(GuardStore *store, QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_clock([] { return QDateTime::currentDateTimeUtc(); })
{
}

GuardMonitor::~GuardMonitor() = default;

void GuardMonitor::setClock(Clock clock)
{
    m_clock = clock ? std::move(clock) : Clock([] { return QDateTime::currentDateTimeUtc(); });
}

void GuardMonitor::record(
    const QString &instanceName, QLatin1String kind, std::optional<GuardReason> reason, const QString &detail)
{
    if (!m_store) {
        return;
    }
    const GuardEvent event { 0, instanceName, m_clock(), QString(kind),
        reason ? GuardPolicy::reasonName(*reason) : QString(), detail };
    if (const Status status = m_store->recordEvent(event); !status) {
        qCWarning(lcBilling) << "guard event not recorded:" << status.error().message;
    }
}

void GuardMonitor::handleQuiet(
    const QString &instanceName, Watch &watch, GuardReason reason, const GuardFinding *finding)
{
    // Below a trigger: whatever was snoozed or done for this reason is over, and its countdown has no cause.
    ReasonState &state = watch.reasons[reason];
    state.acted = false;
    state.snoozedUntil = QDateTime();
    if (watch.countdownReason == reason) {
        const QString message = watch.countdownMessage;
        watch.countdownReason.reset();
        watch.countdownStartedAt = QDateTime();
        watch.countdownDueAt = QDateTime();
        record(instanceName, GuardEvent::Cleared, reason, message);
        emit countdownCancelled(instanceName, reason, false);
    }
    const GuardStage stage = finding ? finding->stage : GuardStage::None;
    if (stage == GuardStage::None) {
        state.warned = false;
        state.limitNotified = false;
    } else if (stage == GuardStage::Warning) {
        state.limitNotified = false;
        if (!state.warned) {
            state.warned = true;
            record(instanceName, GuardEvent::Warning, reason, finding->message);
            emit warningRaised(instanceName, reason, finding->message);
        }
    } else if (stage == GuardStage::LimitReached) {
        state.warned = true; // past 80% already; no warning when it comes back down from 100% to 90%
        if (!state.limitNotified) {
            state.limitNotified = true;
            record(instanceName, GuardEvent::Limit, reason, finding->message);
            emit limitReached(instanceName, reason, finding->message);
        }
    }
}

GuardVerdict GuardMonitor::update(const QString &instanceName, const GuardPolicy &policy, GuardInput input)
{
    const QDateTime now = m_clock();
    Watch &watch = m_watches[instanceName];

    // A session or sync that just ended restarts the idle clock: idle GPUs under a terminal are not forgotten work.
    if (input.idle.isVetoed()) {
        watch.vetoed = true;
    } else if (watch.vetoed) {
        watch.vetoed = false;
        watch.vetoEndedAt = now;
    }
    if (watch.vetoEndedAt.isValid() && input.idle.belowSince.isValid() && input.idle.belowSince < watch.vetoEndedAt) {
        input.idle.belowSince = watch.vetoEndedAt;
    }
    input.countdownStartedAt.clear();
    if (watch.countdownReason) {
        input.countdownStartedAt.insert(*watch.countdownReason, watch.countdownStartedAt);
    }

    GuardVerdict verdict = GuardEvaluator::evaluate(policy, input, now);

    QList<GuardReason> triggered; // reasons that want the action and are neither snoozed nor already acted on
    for (const GuardReason reason : AllReasons) {
        const std::optional<GuardFinding> finding = verdict.finding(reason);
        if (!finding || !isTrigger(finding->stage)) {
            handleQuiet(instanceName, watch, reason, finding ? &*finding : nullptr);
            continue;
        }
        ReasonState &state = watch.reasons[reason];
        state.warned = true;
        if (state.acted) {
            continue;
        }
        if (state.snoozedUntil.isValid()) {
            if (now < state.snoozedUntil) {
                continue;
            }
            state.snoozedUntil = QDateTime();
        }
        triggered.append(reason);
    }

    if (!watch.countdownReason && !triggered.isEmpty()) {
        const GuardReason reason = triggered.constFirst();
        watch.countdownReason = reason;
        watch.countdownStartedAt = now;
        watch.countdownDueAt = now.addSecs(std::max(0, policy.countdownSeconds));
        watch.countdownMessage = verdict.finding(reason)->message;
        record(instanceName, GuardEvent::Countdown, reason,
            (policy.action == GuardAction::Destroy ? tr("destroy in %1: %2") : tr("stop in %1: %2"))
                .arg(GuardEvaluator::formatDuration(std::max(0, policy.countdownSeconds)), watch.countdownMessage));
        emit countdownStarted(instanceName, policy.action, reason, watch.countdownMessage, watch.countdownDueAt);
    }
    if (watch.countdownReason && now >= watch.countdownDueAt) {
        const QString message = verdict.finding(*watch.countdownReason)->message;
        for (const GuardReason reason : std::as_const(triggered)) {
            watch.reasons[reason].acted = true;
        }
        watch.countdownReason.reset();
        watch.countdownStartedAt = QDateTime();
        watch.countdownDueAt = QDateTime();
        triggered.clear();
        record(instanceName, GuardEvent::Action, std::nullopt,
            GuardPolicy::actionName(policy.action) + QStringLiteral(": ") + message);
        emit actionDue(instanceName, policy.action, message);
    }

    // What the window shows: reasons that cannot act (snoozed, done) say LimitReached; the countdown's end is shared.
    for (GuardFinding &finding : verdict.findings) {
        if (!isTrigger(finding.stage)) {
            continue;
        }
        if (!triggered.contains(finding.reason) || !watch.countdownReason) {
            finding.stage = GuardStage::LimitReached;
            finding.dueAt = QDateTime();
        } else {
            finding.stage = GuardStage::Countdown;
            finding.dueAt = watch.countdownDueAt;
        }
    }
    std::stable_sort(verdict.findings.begin(), verdict.findings.end(),
        [](const GuardFinding &a, const GuardFinding &b) { return a.stage > b.stage; });
    watch.verdict = verdict;
    return verdict;
}

bool GuardMonitor::cancelCountdown(const QString &instanceName)
{
    const auto it = m_watches.find(instanceName);
    if (it == m_watches.end() || !it->countdownReason) {
        return false;
    }
    Watch &watch = *it;
    const QDateTime now = m_clock();
    const GuardReason reason = *watch.countdownReason;
    // "Keep running" answers every reason that wanted the action now, not only the one that started the countdown.
    for (const GuardFinding &finding : std::as_const(watch.verdict.findings)) {
        if (finding.stage == GuardStage::Countdown) {
            watch.reasons[finding.reason].snoozedUntil = now.addSecs(m_snoozeSeconds);
        }
    }
    watch.reasons[reason].snoozedUntil = now.addSecs(m_snoozeSeconds);
    const QString message = watch.countdownMessage;
    watch.countdownReason.reset();
    watch.countdownStartedAt = QDateTime();
    watch.countdownDueAt = QDateTime();
    for (GuardFinding &finding : watch.verdict.findings) {
        if (finding.stage == GuardStage::Countdown) {
            finding.stage = GuardStage::LimitReached;
            finding.dueAt = QDateTime();
        }
    }
    record(instanceName, GuardEvent::Cancelled, reason,
        tr("kept running; no new countdown for %1 unless this clears: %2")
            .arg(GuardEvaluator::formatDuration(m_snoozeSeconds), message));
    emit countdownCancelled(instanceName, reason, true);
    return true;
}

void GuardMonitor::forget(const QString &instanceName)
{
    m_watches.remove(instanceName);
}

GuardVerdict GuardMonitor::verdict(const QString &instanceName) const
{
    return m_watches.value(instanceName).verdict;
}

QDateTime GuardMonitor::countdownDueAt(const QString &instanceName) const
{
    return m_watches.value(instanceName).countdownDueAt;
}

bool GuardMonitor::isSnoozed(const QString &instanceName, GuardReason reason) const
{
    const auto it = m_watches.constFind(instanceName);
    if (it == m_watches.cend()) {
        return false;
    }
    const QDateTime until = it->reasons.value(reason).snoozedUntil;
    return until.isValid() && m_clock() < until;
}

} // namespace RentDeck
