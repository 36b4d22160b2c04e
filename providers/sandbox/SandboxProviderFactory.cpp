// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SandboxProviderFactory.h"

#include "SandboxProvider.h"

namespace RentDeck {

ProviderDescriptor SandboxProviderFactory::descriptor() const
{
    return SandboxProvider::staticDescriptor();
}

std::unique_ptr<Provider> SandboxProviderFactory::create(const ProviderContext &context) const
{
    return std::make_unique<SandboxProvider>(context);
}

} // namespace RentDeck
