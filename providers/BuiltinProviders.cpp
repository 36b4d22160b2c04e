// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "BuiltinProviders.h"

#include "autodl/AutoDlProvider.h"
#include "lambda/LambdaProvider.h"
#include "provider/ProviderFactoryFor.h"
#include "provider/ProviderRegistry.h"
#include "runpod/RunPodProvider.h"
#include "sandbox/SandboxProvider.h"
#include "sshhost/SshHostProvider.h"
#include "vastai/VastAiProvider.h"

namespace RentDeck {

void registerBuiltinProviders(ProviderRegistry &registry)
{
    registry.add(std::make_unique<ProviderFactoryFor<SandboxProvider>>());
    registry.add(std::make_unique<ProviderFactoryFor<SshHostProvider>>());
    registry.add(std::make_unique<ProviderFactoryFor<AutoDlProvider>>());
    registry.add(std::make_unique<ProviderFactoryFor<LambdaProvider>>());
    registry.add(std::make_unique<ProviderFactoryFor<RunPodProvider>>());
    registry.add(std::make_unique<ProviderFactoryFor<VastAiProvider>>());
}

} // namespace RentDeck
