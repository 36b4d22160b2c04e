// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/CliCommand.h"

namespace RentDeck {

/** `job logs ID [--follow] [--tail N]`: the job's log from its instance; --follow until the job ends. */
class JobLogsCommand : public CliCommand
{
    Q_OBJECT

public:
    using CliCommand::CliCommand;
    void addOptions(QCommandLineParser &parser) override;
    void start(const QCommandLineParser &parser) override;
};

} // namespace RentDeck
