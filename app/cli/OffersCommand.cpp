// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/OffersCommand.h"

#include "checks/GpuCatalog.h"
#include "cli/CliContext.h"
#include "cli/CliJson.h"
#include "cli/PlanOptions.h"
#include "core/InstanceManager.h"
#include "plan/OfferFit.h"
#include "secrets/EnvironmentSecrets.h"

#include <QJsonArray>
#include <algorithm>
#include <memory>

namespace RentDeck {

void OffersCommand::addOptions(QCommandLineParser &parser)
{
    parser.addOptions({
        { QStringLiteral("provider"), QStringLiteral("Only offers of provider P."), QStringLiteral("P") },
        { QStringLiteral("gpu"), QStringLiteral("GPU name contains NAME (case-insensitive)."), QStringLiteral("NAME") },
        { QStringLiteral("min-vram"), QStringLiteral("At least GB of VRAM per GPU."), QStringLiteral("GB") },
        { QStringLiteral("gpus"), QStringLiteral("Exactly N GPUs."), QStringLiteral("N") },
        { QStringLiteral("max-price"),
            QStringLiteral("At most X per hour for the whole offer, in the offer's currency."), QStringLiteral("X") },
        { QStringLiteral("spot"), QStringLiteral("Only spot/interruptible offers.") },
        { QStringLiteral("sort"), QStringLiteral("price | price-per-gpu | vram | gpus | gpu (default price)."),
            QStringLiteral("KEY"), QStringLiteral("price") },
        { QStringLiteral("limit"), QStringLiteral("At most N offers."), QStringLiteral("N") },
        { QStringLiteral("fits"),
            tr("Only offers the plan (the plan flags, as for `plan`) fits, with est_hours and est_job_cost.") },
    });
    PlanOptions::add(parser, false);
}

void OffersCommand::start(const QCommandLineParser &parser)
{
    if (parser.isSet(QStringLiteral("fits"))) {
        Result<PlanInput> plan = PlanOptions::read(parser);
        if (!plan) {
            failWith(plan.error().message, ExitUsage);
            return;
        }
        m_plan = std::move(plan).value();
    }
    OfferQuery query;
    query.gpuName = parser.value(QStringLiteral("gpu"));
    query.minVramGb = parser.value(QStringLiteral("min-vram")).toDouble();
    query.gpuCount = parser.value(QStringLiteral("gpus")).toInt();
    query.spotOnly = parser.isSet(QStringLiteral("spot"));
    const QString providerId = parser.value(QStringLiteral("provider"));
    if (!providerId.isEmpty() && !m_context.registry().factory(providerId)) {
        failWith(QStringLiteral("unknown provider \"%1\"; known: %2")
                     .arg(providerId, m_context.registry().ids().join(QStringLiteral(", "))),
            2);
        return;
    }
    if (!providerId.isEmpty() && !m_context.manager().provider(providerId)) {
        failWith(QStringLiteral("provider \"%1\" is not configured: set %2 or add the account in the app "
                                "(Settings › Accounts)")
                     .arg(providerId, EnvironmentSecrets::variableName(providerId)));
        return;
    }
    InstanceManager &manager = m_context.manager();
    // With --provider P, P's failure is the command's failure (a wrong key must not look like "no offers").
    auto providerFailed = std::make_shared<bool>(false);
    connect(&manager, &InstanceManager::offersRefreshFailed, this,
        [providerFailed, providerId](const QString &id, const QString &message) {
            CliContext::fail(id + QStringLiteral(": ") + message);
            *providerFailed = *providerFailed || id == providerId;
        });
    connect(
        &manager, &InstanceManager::offersRefreshFinished, this, [this, &manager, &parser, providerId, providerFailed] {
            if (*providerFailed) {
                done(1);
                return;
            }
            QList<Offer> offers;
            for (const Offer &offer : manager.offers()) {
                if (providerId.isEmpty() || offer.providerId == providerId) {
                    offers.append(offer);
                }
            }
            print(offers, parser);
        });
    manager.refreshOffers(query);
}

void OffersCommand::print(QList<Offer> offers, const QCommandLineParser &parser)
{
    if (parser.isSet(QStringLiteral("max-price"))) {
        const double maxPrice = parser.value(QStringLiteral("max-price")).toDouble();
        offers.removeIf([maxPrice](const Offer &offer) { return offer.pricePerHour.toDouble() > maxPrice + 1e-9; });
    }
    QHash<QString, OfferFit> fits;
    if (m_plan) {
        // The catalog gives each offer's real memory, TFLOPS and link; without it offers are judged by vram_gb.
        const Result<GpuCatalog> catalog = GpuCatalog::load();
        for (const Offer &offer : std::as_const(offers)) {
            fits.insert(offer.qualifiedId(), OfferFit::forOffer(*m_plan, offer, catalog ? &*catalog : nullptr));
        }
        offers.removeIf([&fits](const Offer &offer) { return !fits.value(offer.qualifiedId()).fits(); });
    }
    const QString key = parser.value(QStringLiteral("sort"));
    auto sortKey = [&key](const Offer &offer) -> double {
        if (key == QLatin1String("price-per-gpu")) {
            return offer.pricePerGpuHour().toDouble();
        }
        if (key == QLatin1String("vram")) {
            return -offer.vramGb;
        }
        if (key == QLatin1String("gpus")) {
            return -offer.gpuCount;
        }
        return offer.pricePerHour.toDouble();
    };
    if (key == QLatin1String("gpu")) {
        std::stable_sort(
            offers.begin(), offers.end(), [](const Offer &a, const Offer &b) { return a.gpuName < b.gpuName; });
    } else {
        std::stable_sort(offers.begin(), offers.end(),
            [&sortKey](const Offer &a, const Offer &b) { return sortKey(a) < sortKey(b); });
    }
    const int limit = parser.value(QStringLiteral("limit")).toInt();
    if (limit > 0 && offers.size() > limit) {
        offers.resize(limit);
    }
    if (m_context.json()) {
        QJsonArray list;
        for (const Offer &offer : offers) {
            QJsonObject json = CliJson::offer(offer);
            if (m_plan) {
                PlanOptions::addFitFields(json, fits.value(offer.qualifiedId()));
            }
            list.append(json);
        }
        CliContext::printJson(list);
    } else {
        for (const Offer &offer : offers) {
            const QString fit
                = m_plan ? QStringLiteral("  ") + PlanOptions::fitText(fits.value(offer.qualifiedId())) : QString();
            CliContext::printLine(QStringLiteral("%1  %2 x %3  %4 GB  %5/h  per %6  %7%8")
                                      .arg(offer.qualifiedId(), -22)
                                      .arg(offer.gpuCount)
                                      .arg(offer.gpuName, -26)
                                      .arg(offer.vramGb, 5, 'f', 0)
                                      .arg(offer.pricePerHour.format(), 9)
                                      .arg(offer.billing.granularityName(), -6)
                                      .arg(offer.region, fit));
        }
    }
    done(0);
}

} // namespace RentDeck
