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

/**
 * Pure functions that price an instance from its lifecycle events.
 *
 * Every Running period (from a Running event to the next event in another state, or to `now` while it is
 * still running) is billed on its own with BillingPolicy::computeCost, so round-up and minimum apply per
 * period. Storage accrues while Stopped, and also while Running when storageBilledWhileRunning, until
 * Terminated. Provisioning, Error and Terminated time is not billed; events after Terminated or after `now`
 * are ignored; a repeated state continues its period. Partial seconds count as a whole second.
 */
class CostAccrual
{
public:
    CostAccrual() = delete;

    /** \a events need not be sorted; they are ordered by time (stable) first. */
    static AccruedCost compute(const QList<LifecycleEvent> &events, const Money &pricePerHour,
        const BillingPolicy &policy, double diskGb, const QDateTime &now);
    /** Same, with the quoted price, policy and disk of a ledger record. */
    static AccruedCost compute(
        const LedgerInstance &instance, const QList<LifecycleEvent> &events, const QDateTime &now);
};

} // namespace RentDeck
