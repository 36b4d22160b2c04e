// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "provider/Provider.h"

namespace RentDeck {

/** Makes AutoDlProvider for an account with an AutoDL developer token. */
class AutoDlProviderFactory final : public ProviderFactory
{
public:
    ProviderDescriptor descriptor() const override;
    std::unique_ptr<Provider> create(const ProviderContext &context) const override;
};

} // namespace RentDeck
