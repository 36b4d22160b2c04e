// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Money.h"

namespace RentDeck {

/** What an instance has cost up to a moment; produced by CostAccrual::compute(). */
struct AccruedCost
{
    Money compute; // GPU time, in the price's currency
    Money storage; // disk, in the storage price's currency (the price's when none)
    Money total; // compute + storage; invalid when the two currencies differ
    qint64 runSeconds = 0; // time actually spent running
    qint64 billedSeconds = 0; // time charged after round-up and minimums (>= runSeconds)
    qint64 storageSeconds = 0; // time storage was charged for
    int runningPeriods = 0;
    qint64 minimumTopUpSeconds = 0; // the part of roundUpSeconds() added by minimum charges (the rest is rounding)
    Money roundUpCost; // what roundUpSeconds() cost: per period, the billed price minus the exact per-second price
    Money minimumTopUpCost; // the part of roundUpCost from minimum charges

    /** Rounding overhead the user pays, for the UI ("+59 s billed by the minute"). */
    qint64 roundUpSeconds() const { return billedSeconds - runSeconds; }
};

} // namespace RentDeck
