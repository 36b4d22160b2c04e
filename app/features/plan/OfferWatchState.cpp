// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/OfferWatchState.h"

#include <algorithm>

namespace RentDeck {

bool OfferWatchFilter::matches(const Offer &offer) const
{
    if ((!providerId.isEmpty() && offer.providerId != providerId)
        || (!gpuName.isEmpty() && !offer.gpuName.contains(gpuName, Qt::CaseInsensitive))
        || (!region.isEmpty() && !offer.region.contains(region, Qt::CaseInsensitive))
        || (minVramGb > 0 && offer.vramGb + 1e-9 < minVramGb) || (gpuCount > 0 && offer.gpuCount != gpuCount)
        || (spotOnly && !offer.spot)) {
        return false;
    }
    return maxPrice <= 0 || offer.pricePerHour.toDouble() <= maxPrice + 1e-9;
}

QList<Offer> OfferWatchState::update(
    const QList<Offer> &offers, const OfferWatchFilter &filter, const std::function<Money(const Money &)> &toUsd)
{
    QHash<QString, bool> now;
    QList<Offer> fresh;
    for (const Offer &offer : offers) {
        const bool match = filter.matches(offer);
        now.insert(offer.qualifiedId(), match);
        if (match && !m_matching.value(offer.qualifiedId(), false)) {
            fresh << offer;
        }
    }
    m_matching = now;
    std::stable_sort(fresh.begin(), fresh.end(), [&toUsd](const Offer &a, const Offer &b) {
        return toUsd(a.pricePerHour).micros() < toUsd(b.pricePerHour).micros();
    });
    return fresh;
}

} // namespace RentDeck
