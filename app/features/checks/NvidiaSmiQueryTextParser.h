// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/GpuReport.h"
#include "core/Result.h"

#include <QString>

namespace RentDeck {

/**
 * Parses `nvidia-smi -q` (the "==============NVSMI LOG==============" report), drivers 418 to 610+:
 * "Clocks Throttle Reasons" / "Clocks Event Reasons", "Power Readings" / "GPU Power Readings",
 * "KMD Version" / "CUDA UMD Version" and the "[Deprecated; …]" suffixes. Reads from the first log
 * marker to the next one, or to a line starting with '#' (capture files that bundle several outputs).
 * Pure.
 */
class NvidiaSmiQueryTextParser
{
public:
    /** InvalidInput when there is no GPU section or a GPU section has no Product Name. */
    [[nodiscard]] static Result<GpuReport> parse(const QString &text);
};

} // namespace RentDeck
