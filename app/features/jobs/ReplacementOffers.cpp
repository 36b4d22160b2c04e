// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/ReplacementOffers.h"

#include "checks/GpuCatalog.h"

#include <QCoreApplication>
#include <algorithm>

namespace RentDeck {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("RentDeck::ReplacementOffers", text);
}

// "NVIDIA GeForce RTX 4090" and "RTX 4090" are the same card.
QString modelKey(const QString &gpuName)
{
    QString name = gpuName.toLower().simplified();
    for (const char *prefix : { "nvidia ", "geforce " }) {
        if (name.startsWith(QLatin1String(prefix))) {
            name = name.mid(qsizetype(qstrlen(prefix)));
        }
    }
    return name;
}

} // namespace

bool ReplacementOffers::fits(const Instance &lost, const Offer &offer, const GpuCatalog *catalog)
{
    if (offer.sliced || offer.gpuCount < lost.gpuCount || offer.vramGb + 0.01 < lost.vramGb) {
        return false;
    }
    if (modelKey(offer.gpuName) == modelKey(lost.gpuName)) {
        return true;
    }
    // With the memory sold, a marketplace's short name ("A100 SXM4") finds the one card it means.
    const GpuCatalogEntry *was = catalog ? catalog->find(lost.gpuName, lost.vramGb) : nullptr;
    const GpuCatalogEntry *is = catalog ? catalog->find(offer.gpuName, offer.vramGb) : nullptr;
    if (!was || !is) {
        return false; // an unknown card is only replaced by the same one
    }
    return was->key == is->key || (was->bf16Tflops > 0 && is->bf16Tflops >= was->bf16Tflops);
}

ReplacementOffers::Choice ReplacementOffers::rank(
    const Instance &lost, const QList<Offer> &offers, const Money &ceiling, const GpuCatalog *catalog)
{
    const Money limit = ceiling.isValid() ? ceiling : lost.pricePerHour;
    Choice choice;
    int fitting = 0;
    int otherCurrency = 0;
    for (const Offer &offer : offers) {
        if (!fits(lost, offer, catalog)) {
            continue;
        }
        ++fitting;
        if (limit.isValid() && offer.pricePerHour.currency() != limit.currency()) {
            ++otherCurrency;
            continue;
        }
        if (limit.isValid() && offer.pricePerHour.micros() > limit.micros()) {
            continue;
        }
        choice.offers.append(offer);
    }
    const QString sameOffer = lost.providerId + QLatin1Char(':') + lost.offerId;
    std::stable_sort(choice.offers.begin(), choice.offers.end(), [&sameOffer](const Offer &a, const Offer &b) {
        const bool aSame = a.qualifiedId() == sameOffer;
        const bool bSame = b.qualifiedId() == sameOffer;
        if (aSame != bSame) {
            return aSame;
        }
        return a.pricePerHour.micros() < b.pricePerHour.micros();
    });
    if (choice.offers.isEmpty()) {
        if (fitting == 0) {
            choice.whyNone = tr("No offer has at least %1 × %2 with %3 GB each.")
                                 .arg(lost.gpuCount)
                                 .arg(lost.gpuName)
                                 .arg(lost.vramGb);
        } else if (otherCurrency == fitting) {
            choice.whyNone = tr("%1 offers fit, but none is priced in %2; give a ceiling in their currency.")
                                 .arg(fitting)
                                 .arg(limit.currency());
        } else {
            choice.whyNone = tr("%1 offers fit, but none costs at most %2 an hour; raise the price ceiling.")
                                 .arg(fitting)
                                 .arg(limit.format());
        }
    }
    return choice;
}

} // namespace RentDeck
