// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "budgets/Budget.h"
#include "core/Result.h"
#include "notify/NotifyChannel.h"
#include "storage/Migration.h"

#include <QCoreApplication>

namespace RentDeck {

class Database;

/**
 * Budgets, the alerts already sent and the notification channels, in the local ledger (one person) or in the team
 * database (a team: every member's RentDeck sees and enforces the same budgets and sends to the same channels). The
 * same SQL runs on both; in the team database each row also names its member (row-level security, TeamSchema v2).
 *
 * An alert is claimed before it is sent (claimAlert(): the first RentDeck to insert the row sends, every other one
 * sees the row and does not) and released if it could not be sent, so it is tried again and never sent twice.
 */
class BudgetStore
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::BudgetStore)

public:
    /** The local ledger's tables (version 9). */
    static Migrations migrations();
    /** The statements that make the same three tables in a database, \a memberColumn added to each row. */
    static QStringList tableStatements(const QString &memberColumn);

    explicit BudgetStore(Database *database);

    [[nodiscard]] Result<qint64> addBudget(const Budget &budget) const;
    [[nodiscard]] Result<QList<Budget>> budgets() const;
    /** NotFound when there is no budget \a id (or none this member may remove). */
    [[nodiscard]] Status removeBudget(qint64 id) const;

    /** True when this call recorded the alert (so the caller sends it); false when it had been sent already. */
    [[nodiscard]] Result<bool> claimAlert(qint64 budgetId, int threshold, const QString &periodKey) const;
    [[nodiscard]] Status releaseAlert(qint64 budgetId, int threshold, const QString &periodKey) const;

    [[nodiscard]] Result<qint64> addChannel(const NotifyChannel &channel) const;
    [[nodiscard]] Result<QList<NotifyChannel>> channels() const;
    [[nodiscard]] Status removeChannel(qint64 id) const;

private:
    Error unavailable() const;
    Database *m_database = nullptr;
};

} // namespace RentDeck
