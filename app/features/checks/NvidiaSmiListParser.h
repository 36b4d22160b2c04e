// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/GpuReport.h"
#include "core/Result.h"

#include <QString>

namespace RentDeck {

/**
 * Parses `nvidia-smi -L`: "GPU 0: NAME (UUID: GPU-…)" lines and the MIG lines under them
 * ("  MIG 1g.10gb     Device  0: (UUID: MIG-…)"). `nvidia-smi nvlink -s` lists GPUs the same way; its
 * "Link N: …" lines are skipped. No driver or memory information. Pure.
 */
class NvidiaSmiListParser
{
public:
    /** True when the first non-empty line is a "GPU N: …" line. */
    static bool looksLikeList(const QString &text);
    /** InvalidInput when there is no GPU line or a line is neither a GPU, MIG nor NVLink line. */
    [[nodiscard]] static Result<GpuReport> parse(const QString &text);
};

} // namespace RentDeck
