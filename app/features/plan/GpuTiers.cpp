// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/GpuTiers.h"

#include "checks/GpuCatalog.h"

namespace RentDeck::GpuTiers {

QList<GpuTierFit> fit(const PlanInput &plan, const GpuCatalog &catalog)
{
    static constexpr struct
    {
        int gb;
        const char *catalogKey;
    } Tiers[] = { { 24, "rtx4090" }, { 48, "l40s" }, { 80, "h100-sxm5-80gb" }, { 141, "h200-sxm-141gb" } };

    QList<GpuTierFit> tiers;
    for (const auto &tier : Tiers) {
        for (const GpuCatalogEntry &entry : catalog.entries()) {
            if (entry.key == QLatin1String(tier.catalogKey)) {
                tiers.append({ tier.gb, entry.name, OfferFit::forGpu(plan, entry, plan.gpus) });
                break;
            }
        }
    }
    return tiers;
}

} // namespace RentDeck::GpuTiers
