// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "provider/ProviderRegistry.h"
#include "secrets/SecretStore.h"

#include <QString>
#include <functional>
#include <memory>

namespace RentDeck {

class CheckService;
class ConnectionManager;
class GuardService;
class InstanceManager;
class JobService;
class Ledger;
class Storage;
class TeamService;
class WatchService;

/**
 * The composition root: the objects RentDeck runs on, made in one place for the window (app/main.cpp), the CLI
 * (CliContext), the tests and the benchmarks. The front end fills the provider registry (only front ends link the
 * adapters) and may bring its own secret store; the rest is made here on first use, in dependency order, so a CLI
 * command that never asks for the providers never reads the keychain. Destroyed in reverse order: guards, watching,
 * checks, connections, manager, secrets, registry, ledger (watching saves its samples to the ledger on the way out).
 */
class AppServices
{
public:
    /**
     * Opens the ledger at Paths::ledgerFile() (ledgerError() says why when it could not: RentDeck goes on without
     * recording costs) and fills the registry with \a registerProviders. \a secrets: the OS keychain, falling back
     * to memory for the session when there is none (FallbackSecretStore), unless given.
     */
    explicit AppServices(
        const std::function<void(ProviderRegistry &)> &registerProviders, std::unique_ptr<SecretStore> secrets = {});
    ~AppServices();
    AppServices(const AppServices &) = delete;
    AppServices &operator=(const AppServices &) = delete;

    /** The database and every subsystem's store over it. */
    const Storage &storage() const { return *m_storage; }
    /** nullptr when the ledger could not be opened. */
    Ledger *ledger() const;
    /** Why the ledger could not be opened; empty when it is open. */
    QString ledgerError() const;
    const ProviderRegistry &registry() const { return m_registry; }
    SecretStore &secrets() { return *m_secrets; }
    /** Made on first use; reading the configured accounts' keys from the keychain starts then. */
    InstanceManager &manager();
    ConnectionManager &connections();
    CheckService &checks();
    /** Jobs that survive losing the machine (start, poll, stop, recover). */
    JobService &jobs();
    /** Not started: the window starts it (WatchService::start()). */
    WatchService &watch();
    /** Not started: the window starts it (GuardService::start()). */
    GuardService &guards();
    /** The team this ledger is shared with (none until team init or join). */
    TeamService &team();

private:
    std::unique_ptr<Storage> m_storage;
    ProviderRegistry m_registry;
    std::unique_ptr<SecretStore> m_secrets;
    std::unique_ptr<InstanceManager> m_manager;
    std::unique_ptr<ConnectionManager> m_connections;
    std::unique_ptr<CheckService> m_checks;
    std::unique_ptr<JobService> m_jobs;
    std::unique_ptr<WatchService> m_watch;
    std::unique_ptr<GuardService> m_guards;
    std::unique_ptr<TeamService> m_team;
};

} // namespace RentDeck
