// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/BudgetStoreCommand.h"

namespace RentDeck {

/**
 * `budget set --scope account|team|project:P|instance:NAME --period day|month --limit X --currency C [--warn P,P...]
 * [--at-limit notify|stop]` · `budget list` · `budget remove ID`: spending caps with warning thresholds. In a team
 * they live in the team database (every member's RentDeck enforces them, the first one to see a threshold alerts);
 * otherwise in the local ledger. `list` also says where each stands this period.
 */
class BudgetCommand : public BudgetStoreCommand
{
    Q_OBJECT

public:
    using BudgetStoreCommand::BudgetStoreCommand;
    void addOptions(QCommandLineParser &parser) override;
    void start(const QCommandLineParser &parser) override;

private:
    void set(const QCommandLineParser &parser);
    void list();
    void remove(const QString &id);
};

} // namespace RentDeck
