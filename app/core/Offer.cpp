// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Offer.h"

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
    return !spotOnly || offer.spot;
}

} // namespace RentDeck
