// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "watch/NpuReport.h"

#include <QByteArray>

namespace RentDeck {

/**
 * Parses the table of `npu-smi info` (Huawei Ascend): two rows per chip ("NPU Name | Health | Power Temp
 * Hugepages" over "Chip [Device|Phy-ID] | Bus-Id | AICore Memory HBM"), the columns of the third cell
 * taken from the header, so the 910B, 910ProB, A3 (Ascend910, two chips a card), 310P (Memory-Usage, no
 * HBM) and the old 310 layout without Hugepages all read the same way; then the process table. Text after
 * the tables (CANN version lines) is ignored. Pure; never crashes on garbage.
 */
class NpuSmiParser
{
public:
    /** True when \a data looks like `npu-smi info` (its version line, or its header); cheap, for sniffing. */
    static bool looksLikeNpuSmi(const QByteArray &data);
    /**
     * InvalidInput, naming the line, when the input is empty, binary or not UTF-8, has no header, no chip,
     * or is cut off: a chip with one row of two, a row without its closing "|", or no closing border.
     */
    [[nodiscard]] static Result<NpuReport> parse(const QByteArray &data);
};

} // namespace RentDeck
