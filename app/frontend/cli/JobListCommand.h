// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/CliCommand.h"

namespace RentDeck {

/** `job list [NAME]`: the jobs as the ledger has them (JSON: a list of CliJson::job), newest first. */
class JobListCommand : public CliCommand
{
    Q_OBJECT

public:
    using CliCommand::CliCommand;
    void addOptions(QCommandLineParser &parser) override;
    void start(const QCommandLineParser &parser) override;
};

} // namespace RentDeck
