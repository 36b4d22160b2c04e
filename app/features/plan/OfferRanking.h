// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Offer.h"
#include "plan/OfferFit.h"
#include "settings/DisplayCurrency.h"

#include <QList>

namespace RentDeck {

class GpuCatalog;
class ThroughputHistory;

/** One offer with what the plan needs and costs on it. */
struct RankedOffer
{
    Offer offer;
    OfferFit fit;
};

/**
 * Offers ranked for a job, not by sticker price: the effective job cost (OfferFit::jobCost: price × the hours
 * the job takes at measured or nominal TFLOPS and the box's parallel efficiency, with billing rounding) decides,
 * compared in one currency. A cheap-per-hour offer whose GPUs are slow, throttled or starved by PCIe loses to a
 * dearer one that finishes sooner. Pure.
 */
namespace OfferRanking {

/**
 * Fits \a plan to every offer (OfferFit::forOffer with \a catalog and \a measured, both may be null) and orders
 * them: offers that fit before those that do not, then by job cost converted by \a currency (cheapest first),
 * offers without a cost (no tokens, or no TFLOPS known) after those with one, by price per hour. Ties keep the
 * given order.
 */
QList<RankedOffer> rank(const PlanInput &plan, const QList<Offer> &offers, const GpuCatalog *catalog,
    const ThroughputHistory *measured, const DisplayCurrency &currency);

/** Whether \a a ranks before \a b (the order rank() sorts by). */
bool ranksBefore(const RankedOffer &a, const RankedOffer &b, const DisplayCurrency &currency);

} // namespace OfferRanking

} // namespace RentDeck
