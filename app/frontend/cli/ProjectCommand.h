// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/CliCommand.h"

namespace RentDeck {

/**
 * `project NAME [PROJECT]` (extension): shows, or sets after launch, the project an instance's cost counts for in
 * `cost --project`, budgets and the team's reports ("" clears it). JSON: `name`, `project`. Exit 1 for an instance the
 * ledger does not know.
 */
class ProjectCommand : public CliCommand
{
    Q_OBJECT
public:
    using CliCommand::CliCommand;
    void addOptions(QCommandLineParser &parser) override;
    void start(const QCommandLineParser &parser) override;
};

} // namespace RentDeck
