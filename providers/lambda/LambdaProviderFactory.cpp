// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LambdaProviderFactory.h"

#include "LambdaProvider.h"

namespace RentDeck {

ProviderDescriptor LambdaProviderFactory::descriptor() const
{
    return LambdaProvider::staticDescriptor();
}

std::unique_ptr<Provider> LambdaProviderFactory::create(const ProviderContext &context) const
{
    return std::make_unique<LambdaProvider>(context);
}

} // namespace RentDeck
