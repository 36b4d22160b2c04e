// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/GpuTopology.h"
#include "core/Result.h"

#include <QString>

namespace RentDeck {

/**
 * Parses `nvidia-smi topo -m` (`--matrix`): tab-separated as nvidia-smi prints it or space-separated as pasted
 * copies are; the underlined (ANSI) header of 535+; NIC rows named mlx5_0 (old drivers) or NIC0 with a "NIC
 * Legend"; the "NUMA Affinity" and "GPU NUMA ID" columns where the driver has them. Lines before the header (a
 * prompt) and everything after the matrix (the legends) are skipped. Pure.
 */
class NvidiaSmiTopoParser
{
public:
    /**
     * InvalidInput when there is no "GPU0 …" header, or naming the line where a row is cut short, holds a cell
     * that is no link code, or where the matrix ends before every device of the header has its row.
     */
    [[nodiscard]] static Result<GpuTopology> parse(const QString &text);
};

} // namespace RentDeck
