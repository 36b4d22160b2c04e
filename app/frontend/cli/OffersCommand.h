// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/CliCommand.h"
#include "core/Offer.h"
#include "plan/PlanInput.h"

#include <memory>
#include <optional>

namespace RentDeck {

/**
 * `offers`: the unified offers of every configured provider, filtered and sorted. With `--fits` and the plan
 * flags (PlanOptions), only the offers the plan fits, each with its estimated hours and job cost. `offers watch`
 * waits for a matching offer (OfferWatchCommand).
 */
class OffersCommand : public CliCommand
{
    Q_OBJECT
public:
    using CliCommand::CliCommand;
    void addOptions(QCommandLineParser &parser) override;
    void start(const QCommandLineParser &parser) override;

private:
    void print(QList<Offer> offers, const QCommandLineParser &parser);

    std::optional<PlanInput> m_plan; // --fits
    std::unique_ptr<CliCommand> m_watch; // offers watch
};

} // namespace RentDeck
