// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "BuiltinProviders.h"

#include "autodl/AutoDlProviderFactory.h"
#include "lambda/LambdaProviderFactory.h"
#include "provider/ProviderRegistry.h"
#include "runpod/RunPodProviderFactory.h"
#include "sandbox/SandboxProviderFactory.h"
#include "sshhost/SshHostProviderFactory.h"
#include "vastai/VastAiProviderFactory.h"

namespace RentDeck {

void registerBuiltinProviders(ProviderRegistry &registry)
{
    registry.add(std::make_unique<SandboxProviderFactory>());
    registry.add(std::make_unique<SshHostProviderFactory>());
    registry.add(std::make_unique<AutoDlProviderFactory>());
    registry.add(std::make_unique<LambdaProviderFactory>());
    registry.add(std::make_unique<RunPodProviderFactory>());
    registry.add(std::make_unique<VastAiProviderFactory>());
}

} // namespace RentDeck
