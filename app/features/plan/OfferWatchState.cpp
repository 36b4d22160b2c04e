// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/OfferWatchState.h"

#include <QStringList>
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
    if (maxPrice <= 0) {
        return true;
    }
    double price = offer.pricePerHour.toDouble();
    const QString currency = offer.pricePerHour.currency();
    if (!maxPriceCurrency.isEmpty() && currency != maxPriceCurrency && cnyPerUsd > 0) {
        price = currency == QLatin1String("USD") ? price * cnyPerUsd : price / cnyPerUsd;
    }
    return price <= maxPrice + 1e-9;
}

QString OfferWatchFilter::describe() const
{
    QStringList parts;
    if (!gpuName.isEmpty()) {
        parts << gpuName;
    }
    if (gpuCount > 0) {
        parts << QStringLiteral("%1 GPU").arg(gpuCount);
    }
    if (minVramGb > 0) {
        parts << QStringLiteral("≥ %1 GB").arg(minVramGb);
    }
    if (maxPrice > 0) {
        const QString currency = maxPriceCurrency.isEmpty() ? QString() : maxPriceCurrency + QLatin1Char(' ');
        parts << QStringLiteral("≤ %1%2/h").arg(currency).arg(maxPrice, 0, 'f', 2);
    }
    if (!region.isEmpty()) {
        parts << region;
    }
    if (!providerId.isEmpty()) {
        parts << providerId;
    }
    if (spotOnly) {
        parts << QStringLiteral("spot");
    }
    return parts.isEmpty() ? QStringLiteral("any offer") : parts.join(QStringLiteral(" · "));
}

QJsonObject OfferWatchFilter::toJson() const
{
    return { { QStringLiteral("provider"), providerId }, { QStringLiteral("gpu"), gpuName },
        { QStringLiteral("region"), region }, { QStringLiteral("min_vram_gb"), minVramGb },
        { QStringLiteral("gpu_count"), gpuCount }, { QStringLiteral("max_price"), maxPrice },
        { QStringLiteral("max_price_currency"), maxPriceCurrency }, { QStringLiteral("spot"), spotOnly } };
}

OfferWatchFilter OfferWatchFilter::fromJson(const QJsonObject &json)
{
    OfferWatchFilter filter;
    filter.providerId = json.value(QLatin1String("provider")).toString();
    filter.gpuName = json.value(QLatin1String("gpu")).toString();
    filter.region = json.value(QLatin1String("region")).toString();
    filter.minVramGb = json.value(QLatin1String("min_vram_gb")).toDouble();
    filter.gpuCount = json.value(QLatin1String("gpu_count")).toInt();
    filter.maxPrice = json.value(QLatin1String("max_price")).toDouble();
    filter.maxPriceCurrency = json.value(QLatin1String("max_price_currency")).toString();
    filter.spotOnly = json.value(QLatin1String("spot")).toBool();
    return filter;
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
