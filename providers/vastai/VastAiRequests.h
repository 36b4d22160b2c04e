// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Instance.h"
#include "core/Offer.h"

#include <QJsonObject>
#include <QUrlQuery>
#include <optional>

namespace RentDeck {

/** The JSON bodies RentDeck sends to Vast.ai (pure; the answers are read by VastAiJson). */
class VastAiRequests
{
public:
    VastAiRequests() = delete;

    /** POST /api/v0/bundles/ body for \a query: default filters, units as Vast wants them (gpu_ram in MB). */
    static QJsonObject searchBody(const OfferQuery &query, bool bid);
    /** The body that looks up one ask (its price now; for a bid, its current min_bid). */
    static QJsonObject askLookupBody(const QString &askId, bool bid);
    /** PUT /api/v0/asks/{id}/ body, as the official client sends it; price only when \a bidPrice is set. */
    static QJsonObject createBody(const InstanceSpec &spec, std::optional<double> bidPrice);
    /**
     * The query of GET /api/v1/instances/ as the official client sends it: select_filters (\a filters, e.g.
     * {"label": {"eq": "x"}}), order_by id ascending, limit 25 (the most a page holds), after_token for the next page.
     */
    static QUrlQuery instancesQuery(const QJsonObject &filters, const QString &afterToken);
};

} // namespace RentDeck
