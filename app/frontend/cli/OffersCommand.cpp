// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/OffersCommand.h"

#include "billing/Ledger.h"
#include "checks/GpuCatalog.h"
#include "cli/CliContext.h"
#include "cli/CliJson.h"
#include "cli/OfferWatchCommand.h"
#include "cli/PlanOptions.h"
#include "plan/OfferRanking.h"
#include "plan/ThroughputHistory.h"
#include "secrets/EnvironmentSecrets.h"
#include "services/InstanceManager.h"
#include "services/Storage.h"
#include "settings/DisplayCurrency.h"
#include "settings/Settings.h"

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
        { QStringLiteral("sort"),
            QStringLiteral("price | price-per-gpu | vram | gpus | gpu | job-cost (default price; job-cost with "
                           "--fits)."),
            QStringLiteral("KEY") },
        { QStringLiteral("limit"), QStringLiteral("At most N offers."), QStringLiteral("N") },
        { QStringLiteral("region"), QStringLiteral("Region contains TEXT (case-insensitive)."),
            QStringLiteral("TEXT") },
        { QStringLiteral("launch"), QStringLiteral("watch: rent the cheapest match at once, exactly one.") },
        { QStringLiteral("interval"),
            QStringLiteral("watch: seconds between looks (default 60; never under a provider's rate limit)."),
            QStringLiteral("S") },
        { QStringLiteral("project"), QStringLiteral("watch --launch: the project tag."), QStringLiteral("P") },
        { QStringLiteral("max-hours"), QStringLiteral("watch --launch: guard, maximum lifetime in hours."),
            QStringLiteral("H") },
        { QStringLiteral("idle-stop"), QStringLiteral("watch --launch: guard, stop after MIN idle minutes."),
            QStringLiteral("MIN") },
        { QStringLiteral("budget"), QStringLiteral("watch --launch: guard, budget cap in the offer's currency."),
            QStringLiteral("X") },
        { QStringLiteral("fits"),
            tr("Only offers the plan (the plan flags, as for `plan`) fits, with est_hours and est_job_cost.") },
    });
    PlanOptions::add(parser, false);
    parser.addPositionalArgument(QStringLiteral("watch"),
        QStringLiteral("Wait until an offer matches (or drops under --max-price), then alert, or --launch it."),
        QStringLiteral("[watch]"));
}

void OffersCommand::start(const QCommandLineParser &parser)
{
    const QStringList words = parser.positionalArguments();
    if (words.value(0) == QLatin1String("watch") && words.size() == 1) {
        m_watch = std::make_unique<OfferWatchCommand>(m_context);
        connect(m_watch.get(), &CliCommand::finished, this, &OffersCommand::done);
        m_watch->start(parser);
        return;
    }
    if (!words.isEmpty()) {
        failWith(
            QStringLiteral("offers takes no arguments but \"watch\" (see: rentdeck-cli offers --help)"), ExitUsage);
        return;
    }
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
    query.region = parser.value(QStringLiteral("region"));
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
    // Prices in yuan and dollars are compared at the rate the user set in the app (default 7.2).
    const DisplayCurrency stored = DisplayCurrency::fromSettings(Settings());
    const DisplayCurrency usd(QStringLiteral("USD"), stored.cnyPerUsd(), stored.rateSetOn());
    QHash<QString, OfferFit> fits;
    if (m_plan) {
        // Ranked by effective job cost: the catalog gives each offer's memory, nominal TFLOPS and link, earlier
        // benchmarks in the ledger what such machines really delivered. CNY and USD compare at the app's rate.
        const Result<GpuCatalog> catalog = GpuCatalog::load();
        ThroughputHistory measured;
        if (const CheckReportStore reports = m_context.storage().checkReports(); reports.isAvailable()) {
            if (Result<ThroughputHistory> loaded = ThroughputHistory::load(reports)) {
                measured = std::move(loaded).value();
            } else {
                CliContext::fail(loaded.error().message); // ranked by nominal TFLOPS then
            }
        }
        QList<Offer> ranked;
        for (const RankedOffer &entry :
            OfferRanking::rank(*m_plan, offers, catalog ? &*catalog : nullptr, &measured, usd)) {
            if (entry.fit.fits()) {
                ranked.append(entry.offer);
                fits.insert(entry.offer.qualifiedId(), entry.fit);
            }
        }
        offers = ranked;
    }
    const QString key = parser.isSet(QStringLiteral("sort")) ? parser.value(QStringLiteral("sort"))
        : m_plan                                             ? QStringLiteral("job-cost")
                                                             : QStringLiteral("price");
    auto sortKey = [&key, &usd](const Offer &offer) -> double {
        if (key == QLatin1String("price-per-gpu")) {
            return usd.convert(offer.pricePerGpuHour()).toDouble();
        }
        if (key == QLatin1String("vram")) {
            return -offer.vramGb;
        }
        if (key == QLatin1String("gpus")) {
            return -offer.gpuCount;
        }
        return usd.convert(offer.pricePerHour).toDouble();
    };
    if (key == QLatin1String("job-cost") && m_plan) {
        // already in that order
    } else if (key == QLatin1String("gpu")) {
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
