// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GpuSample.h"
#include "GpuSimConfig.h"

#include <QDateTime>
#include <QList>

namespace RentDeck {

/** One selected GPU with its readings. */
struct GpuSnapshotEntry
{
    int index = 0;
    GpuSpec spec;
    GpuSample sample;
};

/** Everything a formatter needs for one round of output: the config, the time and the selected GPUs. */
struct GpuSnapshot
{
    const GpuSimConfig *config = nullptr;
    QDateTime timestamp;
    QList<GpuSnapshotEntry> gpus;
};

} // namespace RentDeck
