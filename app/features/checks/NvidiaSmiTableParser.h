// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/GpuReport.h"
#include "core/Result.h"

#include <QString>

namespace RentDeck {

/**
 * Parses the default `nvidia-smi` table: 79- and 91-column layouts, pre-410 headers without a CUDA
 * field, "KMD Version"/"CUDA UMD Version" headers (610+), Windows (WDDM/TCC), truncated names
 * ("NVIDIA GeForce ..."), ERR! and N/A cells, and the "MIG devices:" table (after a blank line or, as 535
 * prints it, right under the last GPU box) into each GPU's migDevices. Pure.
 */
class NvidiaSmiTableParser
{
public:
    /**
     * InvalidInput when there is no header, no GPU row, or a GPU row is cut short. A copy that ends inside the
     * "MIG devices" block parses: the whole MIG rows are kept and GpuReport::warnings says where it ends.
     */
    [[nodiscard]] static Result<GpuReport> parse(const QString &text);
};

} // namespace RentDeck
