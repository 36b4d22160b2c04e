// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/CliCommand.h"

namespace RentDeck {

/**
 * `ledger-check`: SQLite's integrity check and the foreign keys of the ledger, after a crash, a full disk or a
 * copy between machines. JSON: `path`, `schema_version`, `instances`, `ok`, `problems` (list of strings).
 * Exit 0 when intact, 4 when damaged (as `check` does for failures), 1 when it cannot be opened at all.
 */
class LedgerCheckCommand : public CliCommand
{
    Q_OBJECT
public:
    using CliCommand::CliCommand;
    void addOptions(QCommandLineParser &parser) override;
    void start(const QCommandLineParser &parser) override;
};

} // namespace RentDeck
