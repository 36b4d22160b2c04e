// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "billing/AccruedCost.h"
#include "billing/LifecycleEvent.h"
#include "core/BillingPolicy.h"
#include "core/Money.h"

#include <QDateTime>
#include <QList>

namespace RentDeck {

struct LedgerInstance;

/** Cumulative bytes an instance has sent and received since launch, as its network counters read at \a at. */
struct TrafficSample
{
    QDateTime at;
    qint64 bytesOut = 0;
    qint64 bytesIn = 0;
};

/** What an instance has cost up to one moment, split by what is paid for. */
struct CostBreakdown
{
    QDateTime at;
    AccruedCost accrued; // GPU time (accrued.compute), storage, run/billed/storage seconds, round-up overhead
    Money traffic; // zero in the price's currency when the policy bills no traffic or nothing was counted
    qint64 trafficBytesOut = 0;
    qint64 trafficBytesIn = 0;
    Money total; // GPU + storage + traffic; invalid when their currencies differ

    const Money &gpu() const { return accrued.compute; }
    const Money &storage() const { return accrued.storage; }
    /** "You paid 60 minutes for 61 seconds": billed but unused time and its price (rounding plus minimums). */
    qint64 roundUpSeconds() const { return accrued.roundUpSeconds(); }
    const Money &roundUpCost() const { return accrued.roundUpCost; }
};

/** Where spending is heading if the instance stays in its current state. */
struct CostProjection
{
    QDateTime now;
    Money spent; // total at now
    Money ratePerHour; // spend rate at now: the price while running, plus storage when it is billed
    Money budget; // as asked; invalid = none
    /** When the total reaches the budget: in the past when already reached; invalid = no budget, or never. */
    QDateTime budgetReachedAt;
    QDateTime lifetimeEndsAt; // as asked; invalid = no lifetime limit
    Money totalAtLifetimeEnd; // the total at lifetimeEndsAt; invalid without a limit
};

/**
 * Accrued cost of one instance at any moment: the cost chart, the CLI's `cost` and the guards' projections.
 *
 * Pure and cheap to copy. Uses the price quoted at launch (the ledger's), never a later catalog price, and
 * the rules of CostAccrual (each running period rounded up on its own, minimum charge, storage while stopped
 * and after a stop until destroy), so the value at `t` is exactly what the meter showed at `t`: with per-hour
 * billing the chart steps up by a whole hour when a period starts and each hour after.
 *
 * Traffic: when the policy prices traffic, setTraffic() supplies the network counters (the metric stream's
 * job); between samples the latest one counts, and none are extrapolated into the future.
 */
class CostTimeline
{
public:
    /** The longest series() returns; a smaller step is widened to fit. */
    static constexpr int MaxPoints = 10'000;
    /** How far ahead projections look before answering "never". */
    static constexpr qint64 ProjectionHorizonSeconds = 366LL * 24 * 3600;

    CostTimeline() = default;
    CostTimeline(QList<LifecycleEvent> events, Money pricePerHour, BillingPolicy policy, double diskGb);
    /** With the quoted price, policy and disk of a ledger record. */
    CostTimeline(const LedgerInstance &instance, QList<LifecycleEvent> events);

    /** Network counters for traffic billing, any order; ignored when the policy bills no traffic. */
    void setTraffic(QList<TrafficSample> samples);

    const Money &pricePerHour() const { return m_pricePerHour; }
    const BillingPolicy &policy() const { return m_policy; }
    /** The first recorded event (the launch); invalid when there are none. */
    QDateTime startedAt() const;
    /** When the instance was terminated (destroyed); invalid while it lives. */
    QDateTime endedAt() const;
    /** The lifecycle state at \a t (Provisioning before the first event). */
    InstanceState stateAt(const QDateTime &t) const;

    /** The cost accrued up to \a t. */
    CostBreakdown at(const QDateTime &t) const;
    /**
     * What was charged from \a from to \a to: at(to) minus at(from), seconds and money alike (a period's
     * round-up counts when it is charged). \a from invalid = since launch. The result's `at` is \a to.
     */
    CostBreakdown between(const QDateTime &from, const QDateTime &to) const;
    /**
     * Points from \a from to \a to every \a stepSeconds (at least 1), the last one exactly at \a to, for a
     * chart; at most MaxPoints. Empty when \a to is before \a from.
     */
    QList<CostBreakdown> series(const QDateTime &from, const QDateTime &to, qint64 stepSeconds) const;
    /** Spend rate at \a t, in the price's currency: price while running, storage per hour when billed. */
    Money ratePerHour(const QDateTime &t) const;
    /**
     * The first whole second at or after \a from when the total reaches \a amount, with the state at \a from
     * continuing (exact under round-up: the moment a period's next hour is charged). Invalid when \a amount is
     * of another currency, or not reached within ProjectionHorizonSeconds.
     */
    QDateTime whenTotalReaches(const Money &amount, const QDateTime &from) const;
    /**
     * At the current spend rate (the state at \a now continuing): when \a budget (invalid = none) is reached,
     * and the total when \a lifetimeEndsAt (invalid = none) comes.
     */
    CostProjection project(const QDateTime &now, const Money &budget, const QDateTime &lifetimeEndsAt) const;

private:
    QList<LifecycleEvent> m_events; // sorted by time (stable)
    QList<TrafficSample> m_traffic; // sorted by time
    Money m_pricePerHour;
    BillingPolicy m_policy;
    double m_diskGb = 0;
};

} // namespace RentDeck
