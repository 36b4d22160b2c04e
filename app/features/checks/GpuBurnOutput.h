// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/BurnInData.h"

#include <QByteArray>
#include <QList>

namespace RentDeck {

/**
 * Reads what gpu_burn (github.com/wilicc/gpu-burn) printed: progress lines, rewritten in place with '\r',
 * "100.0%  proc'd: 3160 (9427 Gflop/s) - 3150 (9396 Gflop/s)   errors: 0 - 0   temps: 61 C - 58 C", and at the
 * end "Tested 2 GPUs:" followed by "\tGPU 0: OK" or "\tGPU 0: FAULTY". The Gflop/s of the last progress line
 * and the verdicts make one BurnInGpuResult per GPU; errors count 1 for FAULTY when the counts were reset
 * (gpu_burn zeroes them at every summary). Pure; garbage gives an empty list.
 */
namespace GpuBurnOutput {
[[nodiscard]] QList<BurnInGpuResult> parse(const QByteArray &output);
} // namespace GpuBurnOutput

} // namespace RentDeck
