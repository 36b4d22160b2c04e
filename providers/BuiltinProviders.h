// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace RentDeck {

class ProviderRegistry;

/** Registers every provider built into this binary. The only list of providers. */
void registerBuiltinProviders(ProviderRegistry &registry);

} // namespace RentDeck
