// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/CliCommand.h"

namespace RentDeck {

/**
 * `job recover ID [--offer P:ID] [--max-price X] [--wait]`: a replacement instance, checks, the working folder and the
 * newest verified checkpoint pushed, the command restarted; prints the new instance's name. --wait also waits for
 * the restarted job's first report from its supervisor.
 */
class JobRecoverCommand : public CliCommand
{
    Q_OBJECT

public:
    using CliCommand::CliCommand;
    void addOptions(QCommandLineParser &parser) override;
    void start(const QCommandLineParser &parser) override;

private:
    void report(qint64 id, const QString &instanceName, bool wait);
};

} // namespace RentDeck
