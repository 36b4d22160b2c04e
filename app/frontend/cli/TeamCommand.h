// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/CliCommand.h"
#include "core/Result.h"
#include "storage/PostgresAddress.h"

#include <memory>

namespace RentDeck {

class Database;

/**
 * `team init URL | invite NAME [--admin] | join URL | status | leave`: a team's shared ledger on PostgreSQL. init
 * (the admin, once per database) makes the schema, the roles and the admin's membership; invite prints a member's
 * own address with a fresh password, once; join links this ledger to the team and sends what it holds; status sends
 * what waits and says whether the team database answers; leave marks the member gone and forgets the link and the
 * password. Passwords come from the address (init, join), RENTDECK_TEAM_PASSWORD or the keychain.
 */
class TeamCommand : public CliCommand
{
    Q_OBJECT

public:
    using CliCommand::CliCommand;
    void addOptions(QCommandLineParser &parser) override;
    void start(const QCommandLineParser &parser) override;

private:
    void initOrJoin(const QString &url, bool init);
    void invite(const QString &member, bool admin);
    void status();
    void leave();
    /** Reads the linked team's password, then runs \a run with the address and it (or fails saying why). */
    void withLinkedTeam(std::function<void(const PostgresAddress &, const QString &)> run);
    /** Stores the password (saying so when it lasts only for this run), then prints the status. */
    void linkAndReport(const PostgresAddress &address, const QString &password);
    void printStatus(const PostgresAddress &address, const QString &password);
};

} // namespace RentDeck
