// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/GpuReport.h"
#include "watch/MetricSample.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace RentDeck {

/** One GPU's throughput over one second of a burn-in ("R,INDEX,SECONDS,TFLOPS"). */
struct BurnInRate
{
    int gpuIndex = 0;
    double seconds = 0; // since the load started
    double tflops = 0;
};

/** What the load reported for one GPU at its end. */
struct BurnInGpuResult
{
    int index = 0;
    std::optional<double> tflops; // average over the burn
    qint64 iterations = 0;
    qint64 errors = 0; // results that differed from the first computation
    QString error; // the load died on this GPU
};

/** Everything a burn-in (rentdeck-probe.sh burn) sent back, decoded by BurnInStream. */
struct BurnInData
{
    QList<GpuMetricSample> samples; // every GPU, about once a second, in arrival order
    QList<BurnInRate> rates;
    std::optional<GpuReport> before; // nvidia-smi -q -x before and after the load: ECC counters
    std::optional<GpuReport> after;
    std::optional<int> xidBefore; // Xid lines in the kernel log; nullopt where it cannot be read
    std::optional<int> xidAfter;
    QStringList xidLines; // the last ones, after the load
    bool loadReported = false; // the {"burn":"load"} line came
    QString method; // "torch", "gpu_burn", "rentdeck-gpusim"
    bool simulated = false;
    int seconds = 0; // how long the load ran
    QString skipped; // why no load ran (no gpu_burn, no PyTorch)
    QString loadError;
    QList<BurnInGpuResult> gpus;
    qint64 garbageLines = 0;
};

} // namespace RentDeck
