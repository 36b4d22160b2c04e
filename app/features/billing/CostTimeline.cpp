// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "billing/CostTimeline.h"

#include "billing/CostAccrual.h"
#include "billing/LedgerInstance.h"

#include <algorithm>

namespace RentDeck {

namespace {

bool sameCurrency(const Money &a, const Money &b)
{
    return a.isValid() && b.isValid() && a.currency() == b.currency();
}

} // namespace

CostTimeline::CostTimeline(QList<LifecycleEvent> events, Money pricePerHour, BillingPolicy policy, double diskGb)
    : m_events(std::move(events))
    , m_pricePerHour(std::move(pricePerHour))
    , m_policy(std::move(policy))
    , m_diskGb(diskGb)
{
    std::stable_sort(
        m_events.begin(), m_events.end(), [](const LifecycleEvent &a, const LifecycleEvent &b) { return a.at < b.at; });
}

CostTimeline::CostTimeline(const LedgerInstance &instance, QList<LifecycleEvent> events)
    : CostTimeline(std::move(events), instance.pricePerHour, instance.billing, instance.diskGb)
{
}

void CostTimeline::setTraffic(QList<TrafficSample> samples)
{
    m_traffic = std::move(samples);
    std::stable_sort(
        m_traffic.begin(), m_traffic.end(), [](const TrafficSample &a, const TrafficSample &b) { return a.at < b.at; });
}

QDateTime CostTimeline::startedAt() const
{
    return m_events.isEmpty() ? QDateTime() : m_events.constFirst().at;
}

QDateTime CostTimeline::endedAt() const
{
    for (const LifecycleEvent &event : m_events) {
        if (isGone(event.state)) {
            return event.at;
        }
    }
    return {};
}

InstanceState CostTimeline::stateAt(const QDateTime &t) const
{
    InstanceState state = InstanceState::Provisioning;
    for (const LifecycleEvent &event : m_events) {
        if (event.at > t) {
            break;
        }
        state = event.state;
        if (isGone(state)) {
            break; // nothing comes back from the dead
        }
    }
    return state;
}

CostBreakdown CostTimeline::at(const QDateTime &t) const
{
    CostBreakdown point;
    point.at = t;
    point.accrued = CostAccrual::compute(m_events, m_pricePerHour, m_policy, m_diskGb, t);
    const QString &currency = m_pricePerHour.currency();
    if (m_policy.billsTraffic()) {
        // Counters are cumulative: the latest sample at or before t (or before the end) holds the volume so far.
        const QDateTime ended = endedAt();
        const QDateTime until = ended.isValid() && ended < t ? ended : t;
        for (const TrafficSample &sample : m_traffic) {
            if (sample.at > until) {
                break;
            }
            point.trafficBytesOut = sample.bytesOut;
            point.trafficBytesIn = sample.bytesIn;
        }
    }
    point.traffic = m_policy.trafficCost(point.trafficBytesOut, point.trafficBytesIn, currency);
    if (point.accrued.total.isValid() && point.traffic.currency() == point.accrued.total.currency()) {
        point.total = point.accrued.total + point.traffic;
    }
    return point;
}

CostBreakdown CostTimeline::between(const QDateTime &from, const QDateTime &to) const
{
    CostBreakdown end = at(to);
    if (!from.isValid() || (startedAt().isValid() && from <= startedAt())) {
        return end;
    }
    const CostBreakdown start = at(std::min(from, to));
    const auto minus = [](const Money &a, const Money &b) { return a.isValid() && b.isValid() ? a - b : Money(); };
    AccruedCost &cost = end.accrued;
    cost.compute = minus(cost.compute, start.accrued.compute);
    cost.storage = minus(cost.storage, start.accrued.storage);
    cost.total = minus(cost.total, start.accrued.total);
    cost.runSeconds -= start.accrued.runSeconds;
    cost.billedSeconds -= start.accrued.billedSeconds;
    cost.storageSeconds -= start.accrued.storageSeconds;
    cost.runningPeriods -= start.accrued.runningPeriods;
    cost.minimumTopUpSeconds -= start.accrued.minimumTopUpSeconds;
    cost.roundUpCost = minus(cost.roundUpCost, start.accrued.roundUpCost);
    cost.minimumTopUpCost = minus(cost.minimumTopUpCost, start.accrued.minimumTopUpCost);
    end.traffic = minus(end.traffic, start.traffic);
    end.trafficBytesOut -= start.trafficBytesOut;
    end.trafficBytesIn -= start.trafficBytesIn;
    end.total = minus(end.total, start.total);
    return end;
}

QList<CostBreakdown> CostTimeline::series(const QDateTime &from, const QDateTime &to, qint64 stepSeconds) const
{
    QList<CostBreakdown> points;
    const qint64 spanMs = from.msecsTo(to);
    if (!from.isValid() || !to.isValid() || spanMs < 0) {
        return points;
    }
    qint64 stepMs = std::max<qint64>(1, stepSeconds) * 1000;
    if (spanMs / stepMs + 2 > MaxPoints) {
        const qint64 widened = (spanMs + MaxPoints - 3) / (MaxPoints - 2);
        stepMs = (widened + 999) / 1000 * 1000;
    }
    points.reserve(int(std::min<qint64>(spanMs / stepMs + 2, MaxPoints)));
    for (qint64 offset = 0; offset < spanMs; offset += stepMs) {
        points.append(at(from.addMSecs(offset)));
    }
    points.append(at(to));
    return points;
}

Money CostTimeline::ratePerHour(const QDateTime &t) const
{
    Money rate(0, m_pricePerHour.currency());
    const InstanceState state = stateAt(t);
    if (m_events.isEmpty() || t < startedAt()) {
        return rate;
    }
    if (state == InstanceState::Running) {
        rate += m_pricePerHour;
    }
    const bool storageBilled
        = state == InstanceState::Stopped || (state == InstanceState::Running && m_policy.storageBilledWhileRunning);
    if (storageBilled) {
        const Money storage = m_policy.storageCost(m_diskGb, 3600, m_pricePerHour.currency());
        if (storage.currency() == rate.currency()) {
            rate += storage;
        }
    }
    return rate;
}

QDateTime CostTimeline::whenTotalReaches(const Money &amount, const QDateTime &from) const
{
    const auto reached = [&](qint64 offset) {
        const Money total = at(from.addSecs(offset)).total;
        return total.isValid() && total >= amount;
    };
    const Money start = at(from).total;
    if (!from.isValid() || !sameCurrency(start, amount)) {
        return {};
    }
    if (start >= amount) {
        return from;
    }
    // The total never decreases with time, so the first second it reaches the amount can be bisected.
    qint64 low = 0;
    qint64 high = ProjectionHorizonSeconds;
    if (!reached(high)) {
        return {};
    }
    while (high - low > 1) {
        const qint64 middle = low + (high - low) / 2;
        if (reached(middle)) {
            high = middle;
        } else {
            low = middle;
        }
    }
    return from.addSecs(high);
}

CostProjection CostTimeline::project(const QDateTime &now, const Money &budget, const QDateTime &lifetimeEndsAt) const
{
    CostProjection projection;
    projection.now = now;
    projection.spent = at(now).total;
    projection.ratePerHour = ratePerHour(now);
    projection.budget = budget;
    projection.lifetimeEndsAt = lifetimeEndsAt;
    if (budget.isValid() && sameCurrency(projection.spent, budget)) {
        // Already reached: say when it happened (for the chart's marker), searching from the launch.
        const bool reached = projection.spent >= budget;
        const QDateTime searchFrom = reached && startedAt().isValid() && startedAt() < now ? startedAt() : now;
        projection.budgetReachedAt = whenTotalReaches(budget, searchFrom);
    }
    if (lifetimeEndsAt.isValid()) {
        projection.totalAtLifetimeEnd = at(lifetimeEndsAt).total;
    }
    return projection;
}

} // namespace RentDeck
