// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/BillingPolicy.h"

#include <cmath>

namespace RentDeck {

qint64 BillingPolicy::granularitySeconds(BillingGranularity granularity)
{
    switch (granularity) {
    case BillingGranularity::Second:
        return 1;
    case BillingGranularity::Minute:
        return 60;
    case BillingGranularity::Hour:
        return 3600;
    }
    return 1;
}

qint64 BillingPolicy::billedSeconds(qint64 runSeconds) const
{
    if (runSeconds <= 0) {
        return 0;
    }
    const qint64 step = granularitySeconds(granularity);
    const qint64 rounded = ((runSeconds + step - 1) / step) * step;
    return std::max(rounded, minimumSeconds);
}

Money BillingPolicy::computeCost(const Money &pricePerHour, qint64 runSeconds) const
{
    return pricePerHour.perHourTimesSeconds(billedSeconds(runSeconds));
}

Money BillingPolicy::storageCost(double diskGb, qint64 seconds, const QString &currency) const
{
    if (!storagePerGbMonth.isValid() || diskGb <= 0 || seconds <= 0) {
        return Money(0, currency);
    }
    // micro-units per GB-month × GB × seconds / seconds-per-month, rounded up.
    const long double micros
        = static_cast<long double>(storagePerGbMonth.micros()) * diskGb * seconds / SecondsPerStorageMonth;
    return Money(static_cast<qint64>(std::ceil(micros - 1e-9L)), storagePerGbMonth.currency());
}

Money BillingPolicy::trafficCost(qint64 bytesOut, qint64 bytesIn, const QString &currency) const
{
    if (!billsTraffic()) {
        return Money(0, currency);
    }
    const auto part = [](const Money &perGb, qint64 bytes) -> long double {
        return perGb.isValid() && bytes > 0 ? static_cast<long double>(perGb.micros()) * bytes / 1e9L : 0.0L;
    };
    const long double micros = part(trafficOutPerGb, bytesOut) + part(trafficInPerGb, bytesIn);
    const QString &priced = trafficOutPerGb.isValid() ? trafficOutPerGb.currency() : trafficInPerGb.currency();
    return Money(static_cast<qint64>(std::ceil(micros - 1e-9L)), priced);
}

QString BillingPolicy::granularityName(BillingGranularity granularity)
{
    switch (granularity) {
    case BillingGranularity::Second:
        return QStringLiteral("second");
    case BillingGranularity::Minute:
        return QStringLiteral("minute");
    case BillingGranularity::Hour:
        return QStringLiteral("hour");
    }
    return QStringLiteral("second");
}

BillingGranularity BillingPolicy::granularityFromName(const QString &name, bool *ok)
{
    if (ok) {
        *ok = true;
    }
    if (name == QLatin1String("second")) {
        return BillingGranularity::Second;
    }
    if (name == QLatin1String("minute")) {
        return BillingGranularity::Minute;
    }
    if (name == QLatin1String("hour")) {
        return BillingGranularity::Hour;
    }
    if (ok) {
        *ok = false;
    }
    return BillingGranularity::Second;
}

} // namespace RentDeck
