// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "AppServices.h"

#include "LiveInstances.h"
#include "billing/Ledger.h"
#include "checks/CheckService.h"
#include "core/ConnectionManager.h"
#include "core/InstanceManager.h"
#include "core/Paths.h"
#include "settings/Settings.h"
#include "watch/WatchService.h"

namespace RentDeck {

AppServices::AppServices(const std::function<void(ProviderRegistry &)> &registerProviders)
{
    if (!home.isValid()) {
        m_error = QStringLiteral("no temporary RENTDECK_HOME");
        return;
    }
    settings = Settings::createForTesting(home.path() + QStringLiteral("/settings.ini"));
    auto opened = Ledger::open(Paths::ledgerFile());
    if (!opened.isOk()) {
        m_error = opened.error().message;
        return;
    }
    ledger = std::move(opened).value();
    registerProviders(registry);
    manager = std::make_unique<InstanceManager>(registry, ledger.get());
    connections = std::make_unique<ConnectionManager>(manager.get(), nullptr);
    checks = std::make_unique<CheckService>(manager.get(), connections.get());
    watch = std::make_unique<WatchService>(manager.get(), connections.get());
}

AppServices::~AppServices()
{
    watch.reset(); // saves its stores to the ledger, which goes later
    if (manager) {
        destroyLiveInstances(*manager);
    }
    checks.reset();
    connections.reset();
    manager.reset();
    ledger.reset();
    settings.reset();
}

} // namespace RentDeck
