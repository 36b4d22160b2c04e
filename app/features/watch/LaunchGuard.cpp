// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "watch/LaunchGuard.h"

#include "watch/GuardStore.h"

namespace RentDeck::LaunchGuard {

std::optional<GuardPolicy> policyFor(
    const Instance &instance, const InstanceSpec &spec, ProviderCapabilities capabilities)
{
    GuardPolicy policy;
    policy.scopeKind = GuardScope::Instance;
    policy.scope = instance.name();
    if (spec.budget.isValid() && spec.budget.micros() > 0) {
        policy.budget = Money(spec.budget.micros(), instance.pricePerHour.currency());
    }
    if (spec.maxHours > 0) {
        policy.setMaxLifetimeHours(spec.maxHours);
    }
    if (spec.idleStopMinutes > 0) {
        policy.idle = IdleRule { IdleRule().percent, spec.idleStopMinutes };
    }
    if (!policy.hasLimits()) {
        return std::nullopt;
    }
    const bool canStop = capabilities.testFlag(ProviderCapability::StartStop);
    policy.action = canStop                                         ? GuardAction::Stop
        : capabilities.testFlag(ProviderCapability::CreateInstance) ? GuardAction::Destroy
                                                                    : GuardAction::Warn;
    // Only the watchdog acts while RentDeck is closed; it powers the machine off, which ends the GPU's billing
    // only where the provider can stop.
    policy.watchdog = canStop;
    return policy;
}

Status save(GuardStore store, const Instance &instance, const InstanceSpec &spec, ProviderCapabilities capabilities)
{
    const std::optional<GuardPolicy> policy = policyFor(instance, spec, capabilities);
    if (!policy) {
        return Status();
    }
    return store.save(*policy);
}

} // namespace RentDeck::LaunchGuard
