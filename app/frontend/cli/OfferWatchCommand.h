// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/CliCommand.h"
#include "core/Offer.h"

namespace RentDeck {

class OfferWatcher;

/**
 * `offers watch [offers filters] [--launch] [--max-price X] [--interval S]`: polls the offers (within each provider's
 * rate limit) until one matches, or drops under the price; then alerts (stderr and the notify channels) and prints the
 * matching offers, or with --launch rents exactly one, the cheapest, and prints its name. Started by OffersCommand,
 * whose options it reads.
 */
class OfferWatchCommand : public CliCommand
{
    Q_OBJECT

public:
    using CliCommand::CliCommand;
    void addOptions(QCommandLineParser &parser) override;
    void start(const QCommandLineParser &parser) override;

private:
    void onMatch(const QList<Offer> &offers);
    void alert(const QList<Offer> &offers, std::function<void()> then);
    void launch(const Offer &offer);

    OfferWatcher *m_watcher = nullptr;
    bool m_launch = false;
    QList<std::pair<QString, QString>> m_launchOptions; // passed on to LaunchCommand: --project, the guards
    bool m_matchedOnce = false;
};

} // namespace RentDeck
