// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GpuSimConfig.h"

#include <QString>

namespace RentDeck {

/**
 * The answer to the hidden `--benchmark SECONDS` option. The sandbox has no GPU, so nothing is measured:
 * the figures are the datasheet peak of the simulated card (a small table by name, as a real card "knows"
 * its speed) scaled by the scenario (throttled ≈ 45–55 %, busy ≈ 55–65 %: another process shares the GPU,
 * healthy ≈ 88–96 %). With more than one GPU it adds peer-to-peer access and an all-reduce bus bandwidth that follow
 * the simulated topology (NvidiaSmiTopoFormatter::link). It exists so that the pre-flight benchmark path runs end
 * to end in the sandbox.
 */
namespace GpuSimBenchmark {

/** The datasheet bf16 peak of the simulated card (GPU 0), 100 when the table lacks it. */
[[nodiscard]] double peakBf16Tflops(const GpuSimConfig &config);

/**
 * {"method":"rentdeck-gpusim","simulated":true,"device":…,"tflops_bf16":…,"mem_bandwidth_gbs":…} for GPU 0, and
 * "p2p" (a matrix of booleans) and "allreduce" ({"gpus","bytes","busbw_gbs","algbw_gbs",…}) when there are more.
 */
[[nodiscard]] QString resultJson(const GpuSimConfig &config, int seconds);

} // namespace GpuSimBenchmark

} // namespace RentDeck
