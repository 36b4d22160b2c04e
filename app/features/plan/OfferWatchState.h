// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Offer.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <functional>

namespace RentDeck {

/** What an offer watch looks for ("热门机型经常缺货": tell me when one is there). Empty fields match anything. */
struct OfferWatchFilter
{
    QString providerId;
    QString gpuName; // contained, case-insensitive
    QString region; // contained, case-insensitive
    double minVramGb = 0; // per GPU
    int gpuCount = 0; // exactly, when > 0
    double maxPrice = 0; // whole offer per hour in the offer's own currency, as `offers --max-price`; 0 = any price
    // The window's ceiling is in its display currency: maxPrice is then in maxPriceCurrency ("USD" or "CNY"), and
    // offers in the other one are converted at cnyPerUsd. Empty: the offer's own currency, as above.
    QString maxPriceCurrency;
    double cnyPerUsd = 0;
    bool spotOnly = false;

    bool matches(const Offer &offer) const;
    /** "RTX 4090 · 1 GPU · ≥ 24 GB · ≤ ¥5.00/h · vastai" for lists and notices; "any offer" when empty. */
    QString describe() const;
    QJsonObject toJson() const;
    static OfferWatchFilter fromJson(const QJsonObject &json);
    bool operator==(const OfferWatchFilter &other) const = default;
};

/**
 * Remembers what matched at the last look, so a watch fires once when an offer appears (or its price drops under the
 * ceiling), not at every poll while it stays. The first look reports whatever matches already.
 */
class OfferWatchState
{
public:
    /**
     * The offers of \a offers that match now and did not at the previous look, cheapest first (prices in USD and CNY
     * compared after \a toUsd).
     */
    QList<Offer> update(
        const QList<Offer> &offers, const OfferWatchFilter &filter, const std::function<Money(const Money &)> &toUsd);

private:
    QHash<QString, bool> m_matching; // qualified offer id → matched at the last look
};

} // namespace RentDeck
