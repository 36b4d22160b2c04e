// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Offer.h"

#include <QVersionNumber>

namespace RentDeck {

bool OfferQuery::matches(const Offer &offer) const
{
    if (!gpuName.isEmpty() && !offer.gpuName.contains(gpuName, Qt::CaseInsensitive)) {
        return false;
    }
    if (minVramGb > 0 && offer.vramGb + 1e-9 < minVramGb) {
        return false;
    }
    if (gpuCount > 0 && offer.gpuCount != gpuCount) {
        return false;
    }
    if (maxPricePerHour.isValid() && offer.pricePerHour.currency() == maxPricePerHour.currency()
        && offer.pricePerHour > maxPricePerHour) {
        return false;
    }
    if (!region.isEmpty() && !offer.region.contains(region, Qt::CaseInsensitive)) {
        return false;
    }
    if (minReliability > 0 && offer.reliability && *offer.reliability + 1e-9 < minReliability) {
        return false;
    }
    if (!minCuda.isEmpty() && !offer.maxCuda.isEmpty()
        && QVersionNumber::fromString(offer.maxCuda) < QVersionNumber::fromString(minCuda)) {
        return false;
    }
    return !spotOnly || offer.spot;
}

} // namespace RentDeck
