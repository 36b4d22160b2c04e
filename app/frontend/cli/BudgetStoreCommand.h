// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "budgets/BudgetStore.h"
#include "cli/CliCommand.h"

#include <functional>

namespace RentDeck {

/**
 * What `budget` and `notify` share: both keep their rows in the budget store (the team database in a team, else the
 * local ledger), so both reach it, list channels and remove a row by id the same way.
 */
class BudgetStoreCommand : public CliCommand
{
    Q_OBJECT

public:
    using CliCommand::CliCommand;

protected:
    /** Runs \a use with the store, or fails saying why there is none (offline, no password, no ledger). */
    void withStore(std::function<void(const BudgetStore &, Database &)> use);
    /** Runs \a use with the channels, or fails. */
    void withChannels(std::function<void(const QList<NotifyChannel> &)> use);
    /** `remove ID`: \a what ("budget", "channel") for messages; \a remove does it. */
    void removeRow(
        const QString &idText, const QString &what, std::function<Status(const BudgetStore &, qint64)> remove);
};

} // namespace RentDeck
