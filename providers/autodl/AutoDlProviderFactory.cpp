// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "AutoDlProviderFactory.h"

#include "AutoDlProvider.h"

namespace RentDeck {

ProviderDescriptor AutoDlProviderFactory::descriptor() const
{
    return AutoDlProvider::staticDescriptor();
}

std::unique_ptr<Provider> AutoDlProviderFactory::create(const ProviderContext &context) const
{
    return std::make_unique<AutoDlProvider>(context);
}

} // namespace RentDeck
