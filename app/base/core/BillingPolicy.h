// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Money.h"

#include <QString>

namespace RentDeck {

enum class BillingGranularity
{
    Second,
    Minute,
    Hour
};

/**
 * How a provider turns time into money. Each running period is rounded up to the granularity
 * (61 s bills 2 minutes per-minute, 1 hour per-hour) and to at least the minimum charge.
 * Storage is priced per GB-month (730 hours, the cloud convention) and billed while stopped
 * (and, when storageBilledWhileRunning, also while running). Traffic, where a provider bills it, is priced
 * per GB (10^9 bytes) sent and received; the volume comes from the instance's network counters (TrafficSample).
 */
struct BillingPolicy
{
    static constexpr qint64 SecondsPerStorageMonth = 730 * 3600;

    BillingGranularity granularity = BillingGranularity::Second;
    qint64 minimumSeconds = 0; // minimum billed duration of one running period
    Money storagePerGbMonth; // invalid = no storage charge
    bool storageBilledWhileRunning = false;
    Money trafficOutPerGb; // egress; invalid = not billed
    Money trafficInPerGb; // ingress; invalid = not billed

    /** Seconds charged for one running period of \a runSeconds (round-up, then minimum). 0 stays 0. */
    qint64 billedSeconds(qint64 runSeconds) const;
    /** Compute cost of one running period at \a pricePerHour. */
    Money computeCost(const Money &pricePerHour, qint64 runSeconds) const;
    /** Storage cost of \a diskGb for \a seconds; zero Money in the price's currency when no storage price. */
    Money storageCost(double diskGb, qint64 seconds, const QString &currency) const;
    /** Whether the provider bills traffic in either direction. */
    bool billsTraffic() const { return trafficOutPerGb.isValid() || trafficInPerGb.isValid(); }
    /**
     * Traffic cost of \a bytesOut sent and \a bytesIn received, rounded up to a micro-unit; zero Money in
     * \a currency when traffic is not billed.
     */
    Money trafficCost(qint64 bytesOut, qint64 bytesIn, const QString &currency) const;

    /** "second" / "minute" / "hour", as in the CLI's JSON. */
    static QString granularityName(BillingGranularity granularity);
    static BillingGranularity granularityFromName(const QString &name, bool *ok = nullptr);
    QString granularityName() const { return granularityName(granularity); }
    static qint64 granularitySeconds(BillingGranularity granularity);

    bool operator==(const BillingPolicy &other) const = default;
};

} // namespace RentDeck
