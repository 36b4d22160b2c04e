// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "RunPodProviderFactory.h"

#include "RunPodProvider.h"

namespace RentDeck {

ProviderDescriptor RunPodProviderFactory::descriptor() const
{
    return RunPodProvider::staticDescriptor();
}

std::unique_ptr<Provider> RunPodProviderFactory::create(const ProviderContext &context) const
{
    return std::make_unique<RunPodProvider>(context);
}

} // namespace RentDeck
