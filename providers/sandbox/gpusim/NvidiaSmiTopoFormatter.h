// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GpuSimConfig.h"

#include <QString>

namespace RentDeck {

/**
 * `nvidia-smi topo -m`: the link matrix as drivers 535 and newer print it. Tab-separated, the header underlined
 * with ANSI escapes (nvidia-smi does so even into a pipe), CPU Affinity / NUMA Affinity / GPU NUMA ID columns,
 * then the legend. The links follow GpuSimConfig::topology; a simulated machine has no NICs.
 */
class NvidiaSmiTopoFormatter
{
public:
    /** The whole machine: like nvidia-smi's, the matrix does not depend on -i. */
    [[nodiscard]] static QString format(const GpuSimConfig &config);
    /** The cell between GPUs \a a and \a b ("X" when a == b, "NV18", "PIX", "SYS", …). */
    [[nodiscard]] static QString link(const GpuSimConfig &config, int a, int b);
};

} // namespace RentDeck
