// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "billing/LedgerInstance.h"
#include "core/Money.h"

namespace RentDeck {

/**
 * How long an instance's GPUs sat idle over a period, from the per-minute utilisation summary (a GPU under
 * IdlePercent for a whole minute was idle that minute), and what that idle time cost: the price of one GPU for
 * each idle GPU-minute, so half of a two-GPU machine sitting idle costs half its price.
 */
struct IdleTime
{
    static constexpr double IdlePercent = 5.0;

    qint64 gpuMinutes = 0; // minutes reported, summed over GPUs
    qint64 idleGpuMinutes = 0; // of those, minutes a GPU was idle
    qint64 idleMinutes = 0; // minutes when every reporting GPU of the instance was idle

    /** One minute in which \a gpus GPUs reported and \a idleGpus of them were idle. */
    void addMinute(qint64 gpus, qint64 idleGpus)
    {
        gpuMinutes += gpus;
        idleGpuMinutes += idleGpus;
        idleMinutes += idleGpus == gpus ? 1 : 0;
    }
    qint64 idleSeconds() const { return idleMinutes * 60; }
    double idleGpuHours() const { return double(idleGpuMinutes) / 60.0; }
    Money idleCost(const LedgerInstance &instance) const
    {
        const int gpus = instance.gpuCount > 0 ? instance.gpuCount : 1;
        return Money(instance.pricePerHour.micros() * idleGpuMinutes / (60 * gpus), instance.pricePerHour.currency());
    }
};

} // namespace RentDeck
