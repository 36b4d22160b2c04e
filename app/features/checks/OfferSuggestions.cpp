// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/OfferSuggestions.h"

#include "checks/CompatChecker.h"
#include "core/Translate.h"

#include <algorithm>

namespace RentDeck::OfferSuggestions {

namespace {
QString tr(const char *text)
{
    return translateInFile("RentDeck::OfferSuggestions", text);
}
} // namespace

QList<Offer> withDriverAtLeast(const QList<Offer> &offers, const QString &minDriver, const QString &gpuName, int limit)
{
    const QVersionNumber needed = CompatChecker::parseDriver(minDriver);
    if (needed.isNull()) {
        return {};
    }
    QList<Offer> fitting;
    for (const Offer &offer : offers) {
        const QVersionNumber driver = CompatChecker::parseDriver(offer.driverVersion);
        if (!driver.isNull() && driver >= needed && !offer.sliced) { // never suggest a known slice
            fitting.append(offer);
        }
    }
    std::stable_sort(fitting.begin(), fitting.end(), [&gpuName](const Offer &a, const Offer &b) {
        const bool aSame = a.gpuName == gpuName;
        const bool bSame = b.gpuName == gpuName;
        if (aSame != bSame) {
            return aSame;
        }
        // Cheapest per GPU-hour first within a currency; currencies are not converted.
        if (a.pricePerHour.currency() != b.pricePerHour.currency()) {
            return a.pricePerHour.currency() < b.pricePerHour.currency();
        }
        return a.pricePerGpuHour() < b.pricePerGpuHour();
    });
    if (fitting.size() > limit) {
        fitting.resize(limit);
    }
    return fitting;
}

void addTo(CheckReport &report, const QList<Offer> &offers)
{
    for (CheckResult &result : report.results) {
        if (result.minDriver.isEmpty() || result.status == CheckStatus::Pass || result.status == CheckStatus::Skip) {
            continue;
        }
        const QList<Offer> fitting = withDriverAtLeast(offers, result.minDriver, report.gpuModel);
        if (fitting.isEmpty()) {
            continue;
        }
        QStringList names;
        for (const Offer &offer : fitting) {
            names.append(tr("%1 (%2 × %3, driver %4, %5/h)")
                             .arg(offer.qualifiedId())
                             .arg(offer.gpuCount)
                             .arg(offer.gpuName, offer.driverVersion, offer.pricePerHour.format()));
        }
        result.fix += tr(". Offers with a new enough driver: %1").arg(names.join(QStringLiteral("; ")));
    }
}

} // namespace RentDeck::OfferSuggestions
