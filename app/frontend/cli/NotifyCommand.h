// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/BudgetStoreCommand.h"

namespace RentDeck {

/**
 * `notify add webhook URL [--format json|slack|feishu|dingtalk|wecom]` · `notify add email ADDR --smtp HOST:PORT
 * [--starttls]` · `notify list` · `notify remove ID` · `notify test`: where alerts go besides the
 * desktop. In a team the channels are the team's (any member's RentDeck may send a team alert). `test` sends one
 * message to every channel and fails when any did not take it.
 */
class NotifyCommand : public BudgetStoreCommand
{
    Q_OBJECT

public:
    using BudgetStoreCommand::BudgetStoreCommand;
    void addOptions(QCommandLineParser &parser) override;
    void start(const QCommandLineParser &parser) override;

private:
    void add(const QStringList &words, const QCommandLineParser &parser);
    void list();
    void remove(const QString &id);
    void test();
};

} // namespace RentDeck
