// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "BuiltinProviders.h"

#include "provider/ProviderRegistry.h"
#include "sandbox/SandboxProviderFactory.h"
#include "sshhost/SshHostProviderFactory.h"

namespace RentDeck {

void registerBuiltinProviders(ProviderRegistry &registry)
{
    registry.add(std::make_unique<SandboxProviderFactory>());
    registry.add(std::make_unique<SshHostProviderFactory>());
}

} // namespace RentDeck
