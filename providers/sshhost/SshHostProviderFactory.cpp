// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SshHostProviderFactory.h"

#include "SshHostProvider.h"

namespace RentDeck {

ProviderDescriptor SshHostProviderFactory::descriptor() const
{
    return SshHostProvider::staticDescriptor();
}

std::unique_ptr<Provider> SshHostProviderFactory::create(const ProviderContext &context) const
{
    return std::make_unique<SshHostProvider>(context);
}

} // namespace RentDeck
