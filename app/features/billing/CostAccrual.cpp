// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "billing/CostAccrual.h"

#include "billing/LedgerInstance.h"

#include <algorithm>

namespace RentDeck {

namespace {

// Partial seconds are charged as whole seconds, as providers do.
qint64 wholeSecondsBetween(const QDateTime &from, const QDateTime &to)
{
    const qint64 ms = from.msecsTo(to);
    return ms <= 0 ? 0 : (ms + 999) / 1000;
}

} // namespace

AccruedCost CostAccrual::compute(const QList<LifecycleEvent> &events, const Money &pricePerHour,
    const BillingPolicy &policy, double diskGb, const QDateTime &now)
{
    QList<LifecycleEvent> ordered = events;
    std::stable_sort(
        ordered.begin(), ordered.end(), [](const LifecycleEvent &a, const LifecycleEvent &b) { return a.at < b.at; });

    AccruedCost result;
    result.compute = Money(0, pricePerHour.currency());
    result.roundUpCost = result.compute;
    result.minimumTopUpCost = result.compute;

    const auto closeSegment = [&](InstanceState state, const QDateTime &from, const QDateTime &to) {
        const qint64 seconds = wholeSecondsBetween(from, to);
        if (seconds == 0) {
            return;
        }
        if (state == InstanceState::Running) {
            result.runSeconds += seconds;
            result.billedSeconds += policy.billedSeconds(seconds);
            const Money billed = policy.computeCost(pricePerHour, seconds);
            result.compute += billed;
            ++result.runningPeriods;
            // The overhead line: what rounding up to the granularity, then to the minimum, added to this period.
            const qint64 step = BillingPolicy::granularitySeconds(policy.granularity);
            const qint64 rounded = (seconds + step - 1) / step * step;
            result.minimumTopUpSeconds += policy.billedSeconds(seconds) - rounded;
            result.roundUpCost += billed - pricePerHour.perHourTimesSeconds(seconds);
            result.minimumTopUpCost += billed - pricePerHour.perHourTimesSeconds(rounded);
            if (policy.storageBilledWhileRunning) {
                result.storageSeconds += seconds;
            }
        } else if (state == InstanceState::Stopped) {
            result.storageSeconds += seconds;
        }
    };

    bool started = false;
    InstanceState current = InstanceState::Provisioning;
    QDateTime since;
    for (const LifecycleEvent &event : std::as_const(ordered)) {
        if (event.at > now) {
            break;
        }
        if (started && event.state == current) {
            continue; // a repeated state continues the same period
        }
        if (started) {
            closeSegment(current, since, event.at);
        }
        started = true;
        current = event.state;
        since = event.at;
        if (isGone(current)) {
            break;
        }
    }
    if (started && !isGone(current)) {
        closeSegment(current, since, now);
    }

    result.storage = policy.storageCost(diskGb, result.storageSeconds, pricePerHour.currency());
    if (result.storage.currency() == result.compute.currency()) {
        result.total = result.compute + result.storage;
    }
    return result;
}

AccruedCost CostAccrual::compute(
    const LedgerInstance &instance, const QList<LifecycleEvent> &events, const QDateTime &now)
{
    return compute(events, instance.pricePerHour, instance.billing, instance.diskGb, now);
}

} // namespace RentDeck
