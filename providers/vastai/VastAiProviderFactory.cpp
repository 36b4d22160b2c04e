// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "VastAiProviderFactory.h"

#include "VastAiProvider.h"

namespace RentDeck {

ProviderDescriptor VastAiProviderFactory::descriptor() const
{
    return VastAiProvider::staticDescriptor();
}

std::unique_ptr<Provider> VastAiProviderFactory::create(const ProviderContext &context) const
{
    return std::make_unique<VastAiProvider>(context);
}

} // namespace RentDeck
