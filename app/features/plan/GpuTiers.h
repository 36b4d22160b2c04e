// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/OfferFit.h"

#include <QList>

namespace RentDeck {

class GpuCatalog;

/** A plan on one memory tier, judged on the catalog GPU that stands for it. */
struct GpuTierFit
{
    int gb = 0; // 24, 48, 80, 141
    QString gpuName; // the card that stands for the tier: "NVIDIA GeForce RTX 4090"
    OfferFit fit; // on plan.gpus of those cards
};

/**
 * The memory tiers people rent by — 24, 48, 80 and 141 GB — each stood for by a common card of the catalog
 * (RTX 4090, L40S, H100 80GB, H200), so "which tier fits" uses the memory nvidia-smi really reports and the
 * tier's time comes from real TFLOPS. Pure.
 */
namespace GpuTiers {
/** \a plan on each tier (plan.gpus GPUs); tiers whose card the catalog lacks are left out. */
QList<GpuTierFit> fit(const PlanInput &plan, const GpuCatalog &catalog);
} // namespace GpuTiers

} // namespace RentDeck
