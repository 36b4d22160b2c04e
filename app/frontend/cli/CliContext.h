// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "services/AppServices.h"

#include <QJsonValue>
#include <QString>
#include <chrono>
#include <functional>
#include <memory>

namespace RentDeck {

class InstanceManager;
class JobService;
struct Instance;
class Ledger;
class Storage;
class SecretStore;
class Database;
class TeamService;
struct SshEndpoint;

/**
 * What every CLI command shares: the providers, the ledger, the output mode and how to print, over the composition
 * root (AppServices) that main.cpp hands the list of providers to.
 */
class CliContext
{
public:
    /** \a registerProviders fills the registry: rentdeck-cli's main.cpp passes the built-in providers. */
    CliContext(bool json, const std::function<void(ProviderRegistry &)> &registerProviders);
    ~CliContext();

    bool json() const { return m_json; }
    /**
     * The providers and their instances, made on first use: the keys of configured accounts are read from the
     * keychain then (up to 20 s), so commands that never ask (gpu-info, compat, plan) do not wait for it.
     */
    InstanceManager &manager();
    /** The job service over manager() (so the accounts are read first). */
    JobService &jobs();
    Ledger *ledger() const { return m_services.ledger(); }
    /** The team this ledger is shared with. */
    TeamService &team() { return m_services.team(); }
    const Storage &storage() const { return m_services.storage(); }
    const ProviderRegistry &registry() const { return m_services.registry(); }
    /** Why the ledger could not be opened, empty when it is open. */
    QString ledgerError() const { return m_services.ledgerError(); }

    /**
     * When this ledger is shared with a team and \a commandName may have written to it, sends what waits in the
     * outbox (a few seconds at most; an unreachable team database only notes since when it is offline).
     */
    void shareWithTeam(const QString &commandName);
    /**
     * Connects to the linked team's database as this member (the password from RENTDECK_TEAM_PASSWORD or the
     * keychain) and calls \a done from the event loop with it, or with why not (in no team, no password, offline).
     */
    void withTeamDatabase(QObject *context, std::function<void(Result<std::unique_ptr<Database>>)> done);
    /**
     * The database budgets and channels live in: the team's when this ledger is in a team (connected as above), else
     * the local ledger (not owned by the pointer). \a done gets it, or why not, from the event loop.
     */
    void withBudgetDatabase(QObject *context, std::function<void(Result<std::shared_ptr<Database>>)> done);
    /**
     * After a command that may have spent money (the same ones shareWithTeam() pushes after): checks every budget,
     * sends the alerts nobody sent yet (up to 40 s) and prints them on stderr.
     */
    void checkBudgets(const QString &commandName);
    /** checkBudgets()'s work without waiting: \a done runs from the event loop once it is over (or impossible). */
    void checkBudgetsThen(QObject *context, std::function<void()> done);
    /** For commands that run long (`watch`, `job watch`): checkBudgetsThen() every \a interval while \a owner lives. */
    void checkBudgetsEvery(QObject *owner, std::chrono::seconds interval = BudgetCheckInterval);
    static constexpr std::chrono::seconds BudgetCheckInterval { 60 };
    static void printJson(const QJsonValue &value);
    static void printLine(const QString &line);
    /** Prints "rentdeck-cli: MESSAGE" on stderr and returns \a exitCode. */
    static int fail(const QString &message, int exitCode = 1);
    static void progress(const QString &message);
    /** Why \a instance cannot be reached over SSH now (not running, no address yet, an address refused), for
     *  a failure message; "%1 is %2, not running" as before when it is simply not running. */
    static QString whyNotReachable(const QString &name, const Instance &instance);
    /**
     * The SSH password of \a instanceName when its endpoint uses one: RENTDECK_SSH_PASSWORD for scripts,
     * else the keychain. Calls \a done (with an empty string when none) from the event loop.
     */
    void readPassword(const QString &instanceName, const SshEndpoint &endpoint, QObject *context,
        std::function<void(const QString &)> done);

private:
    bool m_json = false;
    AppServices m_services;
    bool m_accountsRead = false;
};

} // namespace RentDeck
