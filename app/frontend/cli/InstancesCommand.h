// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/CliCommand.h"

namespace RentDeck {

/**
 * `instances`: every instance of the configured providers with status, price and cost so far. `instances --team`:
 * every member's instances from the team database, each with its member, project, cost so far, spend rate and GPU
 * utilisation (and how long its GPUs have sat idle).
 */
class InstancesCommand : public CliCommand
{
    Q_OBJECT
public:
    using CliCommand::CliCommand;
    void addOptions(QCommandLineParser &parser) override;
    void start(const QCommandLineParser &parser) override;

private:
    void listTeam(const QString &providerId);
};

} // namespace RentDeck
