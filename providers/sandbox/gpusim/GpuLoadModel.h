// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GpuSample.h"
#include "GpuSimBurnIn.h"
#include "GpuSimConfig.h"

#include <optional>

namespace RentDeck {

/**
 * Synthetic, time-based GPU readings per scenario. The values are smooth functions of
 * (now - started_at), different per GPU index, so repeated calls move like a real card. While a burn-in runs
 * (GpuSimBurnIn's marker), every GPU is fully loaded and behaves as the scenario's GpuSimBurnIn::condition says.
 */
class GpuLoadModel
{
public:
    explicit GpuLoadModel(const GpuSimConfig &config);

    /** Readings of GPU @p index at @p nowMs (epoch milliseconds). */
    [[nodiscard]] GpuSample sample(int index, qint64 nowMs) const;

private:
    [[nodiscard]] GpuSample idleSample(const GpuSpec &gpu, int index, double seconds) const;
    [[nodiscard]] GpuSample busySample(const GpuSpec &gpu, int index, double seconds) const;
    [[nodiscard]] GpuSample burnSample(const GpuSpec &gpu, int index, qint64 nowMs) const;

    const GpuSimConfig &m_config;
    std::optional<GpuSimBurnIn::Marker> m_burn; // a burn-in in progress (GpuSimBurnIn)
};

} // namespace RentDeck
