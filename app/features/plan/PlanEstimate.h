// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/PlanInput.h"
#include "plan/VramBreakdown.h"

#include <QStringList>

namespace RentDeck {

/** What PlanEstimator::estimate() found: memory per GPU, total work, and what to watch out for. */
struct PlanEstimate
{
    PlanInput input; // as estimated: the shape filled in when it was not given
    VramBreakdown perGpu;
    double flops = 0; // for input.tokens; 0 when no tokens were given
    QStringList warnings; // translated, one sentence each

    qint64 vramBytesPerGpu() const { return perGpu.total(); }
};

} // namespace RentDeck
