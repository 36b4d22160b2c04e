// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/CliCommand.h"
#include "core/Offer.h"

namespace RentDeck {

/** `offers`: the unified offers of every configured provider, filtered and sorted. */
class OffersCommand : public CliCommand
{
    Q_OBJECT
public:
    using CliCommand::CliCommand;
    void addOptions(QCommandLineParser &parser) override;
    void start(const QCommandLineParser &parser) override;

private:
    void print(QList<Offer> offers, const QCommandLineParser &parser);
};

} // namespace RentDeck
