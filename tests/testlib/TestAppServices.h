// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TempHome.h"
#include "services/AppServices.h"

#include <QString>
#include <functional>
#include <memory>

namespace RentDeck {

class Settings;

/**
 * The window's composition root (AppServices, as main.cpp makes it) over a fresh RENTDECK_HOME, with its own settings
 * file and a session-only secret store instead of the keychain. \a registerProviders fills the registry
 * (registerBuiltinProviders lives in rd_providers, which this library does not link). The destructor destroys live
 * instances, then tears down in reverse order. Check error() after construction.
 */
class TestAppServices
{
public:
    explicit TestAppServices(const std::function<void(ProviderRegistry &)> &registerProviders);
    ~TestAppServices();

    QString error() const { return m_error; }

    TempHome home;
    std::unique_ptr<Settings> settings;
    std::unique_ptr<AppServices> services;

private:
    QString m_error;
};

} // namespace RentDeck
