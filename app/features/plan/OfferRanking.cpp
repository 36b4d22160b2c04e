// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/OfferRanking.h"

#include <algorithm>
#include <tuple>

namespace RentDeck::OfferRanking {

namespace {

/** (does not fit, has no cost, amount in micro-units of the display currency): smaller ranks first. */
std::tuple<bool, bool, qint64> rankKey(const RankedOffer &ranked, const DisplayCurrency &currency)
{
    const bool hasCost = ranked.fit.jobCost.isValid();
    const Money amount = currency.convert(hasCost ? ranked.fit.jobCost : ranked.offer.pricePerHour);
    return { !ranked.fit.fits(), !hasCost, amount.micros() };
}

} // namespace

bool ranksBefore(const RankedOffer &a, const RankedOffer &b, const DisplayCurrency &currency)
{
    return rankKey(a, currency) < rankKey(b, currency);
}

QList<RankedOffer> rank(const PlanInput &plan, const QList<Offer> &offers, const GpuCatalog *catalog,
    const ThroughputHistory *measured, const DisplayCurrency &currency)
{
    QList<RankedOffer> ranked;
    ranked.reserve(offers.size());
    for (const Offer &offer : offers) {
        ranked.append({ offer, OfferFit::forOffer(plan, offer, catalog, measured) });
    }
    std::stable_sort(ranked.begin(), ranked.end(),
        [&currency](const RankedOffer &a, const RankedOffer &b) { return ranksBefore(a, b, currency); });
    return ranked;
}

} // namespace RentDeck::OfferRanking
