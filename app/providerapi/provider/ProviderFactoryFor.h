// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "provider/Provider.h"

#include <memory>

namespace RentDeck {

/**
 * The factory of an adapter: its descriptor is AdapterProvider::staticDescriptor(), and create() makes one from the
 * context. Every built-in adapter is registered as ProviderFactoryFor<ItsProvider> (providers/BuiltinProviders.cpp);
 * a factory that must do more (tests' fakes) still derives from ProviderFactory.
 */
template <typename AdapterProvider> class ProviderFactoryFor final : public ProviderFactory
{
public:
    ProviderDescriptor descriptor() const override { return AdapterProvider::staticDescriptor(); }
    std::unique_ptr<Provider> create(const ProviderContext &context) const override
    {
        return std::make_unique<AdapterProvider>(context);
    }
};

} // namespace RentDeck
