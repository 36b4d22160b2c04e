// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Instance.h"
#include "core/Result.h"
#include "provider/ProviderDescriptor.h"
#include "watch/GuardPolicy.h"
#include "watch/GuardStore.h"

#include <optional>

namespace RentDeck {

/**
 * The guard a launch asks for (InstanceSpec::maxHours, idleStopMinutes, budget), the same from the launch dialog
 * and from `rentdeck-cli launch`. The action is the strongest one the provider has that ends the billing of the
 * GPU: stop where the provider can stop, else destroy (Lambda: a powered-off VM is still billed), else warn (a
 * host added by hand). The remote watchdog powers the machine off, so it is installed only where stopping is
 * possible.
 */
namespace LaunchGuard {

/**
 * \a spec's limits for \a instance; nullopt when it sets none. The budget's amount is read in the instance's
 * currency (the launch dialog and `--budget` take it in the offer's).
 */
std::optional<GuardPolicy> policyFor(
    const Instance &instance, const InstanceSpec &spec, ProviderCapabilities capabilities);
/** Stores policyFor() in \a store; Ok and nothing stored when there are no limits. */
[[nodiscard]] Status save(
    GuardStore store, const Instance &instance, const InstanceSpec &spec, ProviderCapabilities capabilities);

} // namespace LaunchGuard

} // namespace RentDeck
