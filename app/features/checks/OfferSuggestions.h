// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/CheckReport.h"
#include "core/Offer.h"

namespace RentDeck {

/**
 * Turns a driver problem into a choice: appends to each failing or warning driver/framework check the
 * cheapest current offers whose host driver is new enough (same GPU model first). Pure.
 */
namespace OfferSuggestions {
/** Offers with driver ≥ \a minDriver, same GPU model first, then cheapest; at most \a limit. */
QList<Offer> withDriverAtLeast(
    const QList<Offer> &offers, const QString &minDriver, const QString &gpuName, int limit = 3);
void addTo(CheckReport &report, const QList<Offer> &offers);
} // namespace OfferSuggestions

} // namespace RentDeck
