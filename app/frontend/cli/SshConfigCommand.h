// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/CliCommand.h"

namespace RentDeck {

/**
 * `ssh-config NAME [--write] [--remove]`: prints the instance's OpenSSH Host block (alias
 * rentdeck-<provider>-<id>); --write keeps it in ~/.ssh/rentdeck_config (included from ~/.ssh/config),
 * --remove deletes it from there. See SshConfigFile.
 */
class SshConfigCommand : public CliCommand
{
    Q_OBJECT
public:
    using CliCommand::CliCommand;
    void addOptions(QCommandLineParser &parser) override;
    void start(const QCommandLineParser &parser) override;
};

} // namespace RentDeck
