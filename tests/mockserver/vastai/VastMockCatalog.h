// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace RentDeck {

/**
 * The Vast.ai mock's market: offers in the shape of POST /api/v0/bundles/ answers and the search the real
 * server runs over them (filters with eq/neq/gt/gte/lt/lte/in/notin on the wire units: gpu_ram in MB,
 * dph_total in $/h; numbers or numeric strings; type, order, limit, allocated_storage). Pure; no HTTP.
 */
class VastMockCatalog
{
public:
    /** Nine asks: varied GPUs, counts, prices and countries; one rented (sold out), one unverified. */
    static QList<QJsonObject> initialOffers();

    struct SearchResult
    {
        QJsonArray offers;
        QString error; // invalid_args / invalid_request text; empty when the search ran
    };
    /** Runs a search body over \a offers as Vast does. */
    static SearchResult search(const QList<QJsonObject> &offers, const QJsonObject &body);
    /** An ask as priced for \a allocatedStorageGb and the search \a type ("on-demand" or "bid"). */
    static QJsonObject priced(QJsonObject offer, double allocatedStorageGb, bool bid);
    /** storage_cost ($/GB/month) × \a diskGb as $/h. */
    static double storagePerHour(const QJsonObject &offer, double diskGb);
};

} // namespace RentDeck
