// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "TestAppServices.h"

#include "LiveInstances.h"
#include "secrets/MemorySecretStore.h"
#include "services/InstanceManager.h"
#include "settings/Settings.h"

namespace RentDeck {

TestAppServices::TestAppServices(const std::function<void(ProviderRegistry &)> &registerProviders)
{
    if (!home.isValid()) {
        m_error = QStringLiteral("no temporary RENTDECK_HOME");
        return;
    }
    settings = Settings::createForTesting(home.path() + QStringLiteral("/settings.ini"));
    services = std::make_unique<AppServices>(registerProviders, std::make_unique<MemorySecretStore>());
    if (!services->ledger()) {
        m_error = services->ledgerError();
    }
}

TestAppServices::~TestAppServices()
{
    if (services) {
        destroyLiveInstances(services->manager());
    }
    services.reset();
    settings.reset();
}

} // namespace RentDeck
