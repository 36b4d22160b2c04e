// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TempHome.h"
#include "provider/ProviderRegistry.h"

#include <QString>
#include <functional>
#include <memory>

namespace RentDeck {

class CheckService;
class ConnectionManager;
class InstanceManager;
class Ledger;
class Settings;
class WatchService;

/**
 * What main.cpp gives the window, over a fresh RENTDECK_HOME: settings, ledger, manager, connections, checks
 * and watching (not started). \a registerProviders fills the registry (registerBuiltinProviders lives in
 * rd_providers, which this library does not link). The destructor destroys live instances, then tears down in
 * reverse order. Check error() after construction.
 */
class AppServices
{
public:
    explicit AppServices(const std::function<void(ProviderRegistry &)> &registerProviders);
    ~AppServices();

    QString error() const { return m_error; }

    TempHome home;
    std::unique_ptr<Settings> settings;
    std::unique_ptr<Ledger> ledger;
    ProviderRegistry registry;
    std::unique_ptr<InstanceManager> manager;
    std::unique_ptr<ConnectionManager> connections;
    std::unique_ptr<CheckService> checks;
    std::unique_ptr<WatchService> watch;

private:
    QString m_error;
};

} // namespace RentDeck
