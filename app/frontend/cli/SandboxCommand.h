// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/CliCommand.h"

namespace RentDeck {

/**
 * `sandbox preempt NAME`: the sandbox takes an instance back as a spot market would (every process ends, it is listed
 * as preempted), so losing a machine can be rehearsed for real. Only simulated providers do this.
 */
class SandboxCommand : public CliCommand
{
    Q_OBJECT

public:
    using CliCommand::CliCommand;
    void addOptions(QCommandLineParser &parser) override;
    void start(const QCommandLineParser &parser) override;
};

} // namespace RentDeck
