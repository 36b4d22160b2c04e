// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/CliCommand.h"

namespace RentDeck {

/**
 * `job start NAME [--push LOCAL] [--workdir DIR] [--checkpoints DIR] [--pull-every MIN] [--keep N]
 * [--outputs DIR --pull-to LOCAL] [--on-finish keep|stop|destroy] -- CMD [ARGS...]`, plus the extensions
 * `--max-price X` (recovery's ceiling per hour) and `--auto-recover`: records the job, pushes, starts it under the
 * supervisor and prints its id ("job:1"; JSON: the job as `job list` shows it).
 */
class JobStartCommand : public CliCommand
{
    Q_OBJECT

public:
    using CliCommand::CliCommand;
    void addOptions(QCommandLineParser &parser) override;
    void start(const QCommandLineParser &parser) override;
};

} // namespace RentDeck
