// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GpuSimConfig.h"

#include <QtGlobal>
#include <csignal>
#include <optional>

namespace RentDeck {

/**
 * The answer to the hidden `--burn-in SECONDS` option: the sandbox has no GPU, so the load is played. While it
 * runs, a marker file beside the config tells every other nvidia-smi call (the pre-flight's sampler, the Monitor)
 * that the GPUs are busy, and GpuLoadModel answers with condition() for each GPU. Each second a line
 * "R,INDEX,SECONDS,TFLOPS" per GPU goes out, at the end one {"burn":"load",...} JSON line: the same output as the
 * probe's PyTorch loop, so the pre-flight reads both alike. The scenario decides which GPU misbehaves how.
 */
namespace GpuSimBurnIn {

/** A burn in progress: when it started and for how long. */
struct Marker
{
    qint64 startMs = 0;
    int seconds = 0;
    [[nodiscard]] bool covers(qint64 nowMs) const
    {
        return nowMs >= startMs && nowMs <= startMs + seconds * 1000LL + 1500;
    }
};

/** How one GPU behaves under the burn, \a elapsed seconds into a burn of \a seconds. */
struct Condition
{
    double smClockRatio = 0.97; // of the card's max SM clock
    int temperatureC = 70;
    double powerRatio = 0.93; // of the power limit
    quint64 clockEventReasons = 0;
    double throughputRatio = 0.9; // of the card's bf16 peak
    bool wrongResults = false;
};

/** Where the marker lives: the config's path + ".burn". */
[[nodiscard]] QString markerPath();
[[nodiscard]] std::optional<Marker> readMarker();
[[nodiscard]] Condition condition(const GpuSimConfig &config, int index, double elapsed, int seconds);
/** Plays a burn of \a seconds (at most 3600); stops early when \a stop becomes non-zero. Returns the exit code. */
int run(const GpuSimConfig &config, int seconds, const volatile std::sig_atomic_t &stop);

} // namespace GpuSimBurnIn

} // namespace RentDeck
