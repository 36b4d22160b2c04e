// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace RentDeck {

/** How long a plan's tokens take on some GPUs (PlanEstimator::trainingTime()). */
struct TrainingTime
{
    double computeSecondsPerStep = 0; // one optimizer step's FLOPs on one GPU at the MFU
    double syncSecondsPerStep = 0; // the gradient all-reduce; 0 on one GPU and for inference
    double steps = 0;
    double hours = 0;
    bool communicationDominates = false; // sync > compute: more GPUs will not help
    QStringList warnings; // translated
};

} // namespace RentDeck
