// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/AppServices.h"

#include "core/Paths.h"
#include "secrets/FallbackSecretStore.h"
#include "secrets/KeychainSecretStore.h"
#include "services/CheckService.h"
#include "services/ConnectionManager.h"
#include "services/GuardService.h"
#include "services/InstanceManager.h"
#include "services/JobService.h"
#include "services/Storage.h"
#include "services/TeamService.h"
#include "services/WatchService.h"

namespace RentDeck {

AppServices::AppServices(
    const std::function<void(ProviderRegistry &)> &registerProviders, std::unique_ptr<SecretStore> secrets)
    : m_storage(std::make_unique<Storage>(Paths::ledgerFile()))
    , m_secrets(
          secrets ? std::move(secrets) : std::make_unique<FallbackSecretStore>(std::make_unique<KeychainSecretStore>()))
{
    registerProviders(m_registry);
}

AppServices::~AppServices() = default;

Ledger *AppServices::ledger() const
{
    return m_storage->ledger();
}

QString AppServices::ledgerError() const
{
    return m_storage->error().message;
}

InstanceManager &AppServices::manager()
{
    if (!m_manager) {
        m_manager = std::make_unique<InstanceManager>(m_registry, m_storage.get(), m_secrets.get());
    }
    return *m_manager;
}

ConnectionManager &AppServices::connections()
{
    if (!m_connections) {
        m_connections = std::make_unique<ConnectionManager>(&manager(), m_secrets.get());
    }
    return *m_connections;
}

JobService &AppServices::jobs()
{
    if (!m_jobs) {
        JobContext context;
        context.instances = &manager();
        context.connections = &connections();
        context.checks = &checks();
        context.database = m_storage->database();
        m_jobs = std::make_unique<JobService>(context);
    }
    return *m_jobs;
}

TeamService &AppServices::team()
{
    if (!m_team) {
        m_team = std::make_unique<TeamService>(*m_storage, *m_secrets);
    }
    return *m_team;
}

CheckService &AppServices::checks()
{
    if (!m_checks) {
        m_checks = std::make_unique<CheckService>(&manager(), &connections());
    }
    return *m_checks;
}

WatchService &AppServices::watch()
{
    if (!m_watch) {
        m_watch = std::make_unique<WatchService>(&manager(), &connections());
    }
    return *m_watch;
}

GuardService &AppServices::guards()
{
    if (!m_guards) {
        m_guards = std::make_unique<GuardService>(&manager(), &connections(), &watch());
    }
    return *m_guards;
}

} // namespace RentDeck
