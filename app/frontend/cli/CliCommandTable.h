// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <functional>
#include <memory>

namespace RentDeck {

class CliCommand;
class CliContext;

/** One command of rentdeck-cli: its name (CLI.md), the usage line it is listed on, and how to make it. */
struct CliCommandEntry
{
    QString name;
    int usageLine = 0; // the usage text groups commands on lines, as CLI.md does
    std::function<std::unique_ptr<CliCommand>(CliContext &)> make;
};

/** Every rentdeck-cli command, in the order the usage text lists them. Adding a command is adding a row here. */
class CliCommandTable
{
public:
    static const QList<CliCommandEntry> &entries();
    /** The command called \a name, or nullptr for a name no row has. */
    static std::unique_ptr<CliCommand> make(const QString &name, CliContext &context);
    /** "usage: rentdeck-cli [--json] COMMAND [OPTIONS]\ncommands: …", made from the table. */
    static QString usage();
};

} // namespace RentDeck
