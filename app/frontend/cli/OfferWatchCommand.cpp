// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/OfferWatchCommand.h"

#include "budgets/BudgetStore.h"
#include "cli/CliContext.h"
#include "cli/CliJson.h"
#include "cli/LaunchCommand.h"
#include "notify/AlertDispatcher.h"
#include "services/InstanceManager.h"
#include "services/OfferWatcher.h"
#include "settings/DisplayCurrency.h"
#include "settings/Settings.h"
#include "storage/Database.h"

#include <QJsonArray>
#include <QJsonObject>

namespace RentDeck {

void OfferWatchCommand::addOptions(QCommandLineParser &)
{
    // OffersCommand adds every option (the offers filters, --launch, --interval, --region, --project).
}

void OfferWatchCommand::start(const QCommandLineParser &parser)
{
    OfferWatchFilter filter;
    filter.providerId = parser.value(QStringLiteral("provider"));
    filter.gpuName = parser.value(QStringLiteral("gpu"));
    filter.region = parser.value(QStringLiteral("region"));
    filter.minVramGb = parser.value(QStringLiteral("min-vram")).toDouble();
    filter.gpuCount = parser.value(QStringLiteral("gpus")).toInt();
    filter.spotOnly = parser.isSet(QStringLiteral("spot"));
    bool ok = true;
    if (parser.isSet(QStringLiteral("max-price"))) {
        filter.maxPrice = parser.value(QStringLiteral("max-price")).toDouble(&ok);
    }
    int interval = 60;
    if (ok && parser.isSet(QStringLiteral("interval"))) {
        interval = parser.value(QStringLiteral("interval")).toInt(&ok);
    }
    if (!ok || interval < 1 || filter.maxPrice < 0) {
        failWith(QStringLiteral("--max-price takes a price and --interval a number of seconds"), ExitUsage);
        return;
    }
    if (!filter.providerId.isEmpty() && !m_context.manager().provider(filter.providerId)) {
        failWith(QStringLiteral("provider \"%1\" is not configured").arg(filter.providerId), ExitUsage);
        return;
    }
    m_launch = parser.isSet(QStringLiteral("launch"));
    for (const char *option : { "project", "max-hours", "idle-stop", "budget" }) {
        const QString name = QString::fromLatin1(option);
        if (parser.isSet(name)) {
            m_launchOptions.append({ name, parser.value(name) });
        }
    }
    if (!m_launch && !m_launchOptions.isEmpty()) {
        failWith(QStringLiteral("--project, --max-hours, --idle-stop and --budget go with --launch"), ExitUsage);
        return;
    }
    const double rate = DisplayCurrency::fromSettings(Settings()).cnyPerUsd();
    m_watcher = new OfferWatcher(&m_context.manager(), filter, interval, rate, this);
    connect(m_watcher, &OfferWatcher::matched, this, &OfferWatchCommand::onMatch);
    connect(m_watcher, &OfferWatcher::providerFailed, this, [](const QString &id, const QString &message) {
        CliContext::progress(QStringLiteral("warning: %1: %2").arg(id, message));
    });
    connect(m_watcher, &OfferWatcher::polled, this,
        [](int count) { CliContext::progress(QStringLiteral("looked at %1 offers; none matches yet").arg(count)); });
    CliContext::progress(
        QStringLiteral("watching the offers every %1 s (the providers' rate limits allow no less); Ctrl-C stops")
            .arg(m_watcher->intervalSeconds()));
    m_watcher->start();
}

void OfferWatchCommand::onMatch(const QList<Offer> &offers)
{
    if (m_matchedOnce) {
        return;
    }
    m_matchedOnce = true;
    m_watcher->stop();
    alert(offers, [this, offers] {
        if (m_launch) {
            launch(offers.constFirst());
            return;
        }
        if (m_context.json()) {
            QJsonArray list;
            for (const Offer &offer : offers) {
                list.append(CliJson::offer(offer));
            }
            CliContext::printJson(list);
        } else {
            for (const Offer &offer : offers) {
                CliContext::printLine(QStringLiteral("%1  %2 x %3  %4/h  %5")
                                          .arg(offer.qualifiedId(), -28)
                                          .arg(offer.gpuCount)
                                          .arg(offer.gpuName, -26)
                                          .arg(offer.pricePerHour.format(), offer.region));
            }
        }
        done(0);
    });
}

void OfferWatchCommand::alert(const QList<Offer> &offers, std::function<void()> then)
{
    const Alert message = OfferWatcher::alertFor(offers, m_watcher->filter());
    CliContext::progress(message.title);
    m_context.withBudgetDatabase(this, [this, message, then](Result<std::shared_ptr<Database>> store) {
        const auto channels
            = store ? BudgetStore(store.value().get()).channels() : Result<QList<NotifyChannel>>(store.error());
        if (!channels || channels.value().isEmpty()) {
            then();
            return;
        }
        auto *dispatcher = new AlertDispatcher(channels.value(), message, this);
        connect(dispatcher, &Job::finished, this, [dispatcher, then] {
            for (const auto &[channel, error] : dispatcher->value().failed) {
                CliContext::progress(QStringLiteral("warning: not sent: ") + error.message);
            }
            then();
        });
        dispatcher->start();
    });
}

void OfferWatchCommand::launch(const Offer &offer)
{
    // Exactly what `launch --offer … --project … --max-hours … --idle-stop … --budget …` does, guards included, with
    // the offer the watch just listed (the provider keeps its price, so nothing is searched again).
    QStringList arguments { QStringLiteral("rentdeck-cli"), QStringLiteral("--offer"), offer.qualifiedId() };
    for (const auto &[option, value] : m_launchOptions) {
        arguments << QStringLiteral("--") + option << value;
    }
    auto *command = new LaunchCommand(m_context, this);
    QCommandLineParser parser;
    command->addOptions(parser);
    if (!parser.parse(arguments)) {
        failWith(parser.errorText(), ExitUsage);
        return;
    }
    connect(command, &CliCommand::finished, this, [this](int exitCode) { done(exitCode); });
    command->start(parser);
}

} // namespace RentDeck
