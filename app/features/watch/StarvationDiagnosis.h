// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <optional>

namespace RentDeck {

class MetricStore;

/**
 * Why a busy instance's GPUs sit under ~50 % for minutes, from what the Monitor already streams: a GPU holds a job's
 * memory but waits. The causes, in the order they are told apart: the GPUs slow themselves down (thermal, power);
 * one GPU works while the others wait for it (one rank holds the rest back); the CPU is saturated (the data loader
 * cannot keep up: num_workers); the disks are read or the CPU waits on them (iowait): reading the data is the
 * bottleneck; else nothing local is busy, so the job waits on the network or runs too small a batch. Pure.
 */
struct StarvationDiagnosis
{
    Q_DECLARE_TR_FUNCTIONS(StarvationDiagnosis)

public:
    enum class Cause
    {
        Throttling,
        WaitingOnOneGpu,
        CpuBound,
        DiskBound,
        InputOrSmallBatches,
    };

    static constexpr int WindowSeconds = 180; // under StarvedPercent for this long
    static constexpr double StarvedPercent = 50;
    static constexpr double BusyPercent = 80; // a GPU the others wait for
    static constexpr double BusyMemoryShare = 0.15; // a job holds at least this share of a GPU's memory
    static constexpr double SaturatedCpuPercent = 85;
    static constexpr double IoWaitPercent = 10; // of all cores' time: the loader's threads block on reads
    static constexpr double DiskReadBytesPerSecond = 20e6; // the job is reading while the GPUs wait

    Cause cause = Cause::InputOrSmallBatches;
    QList<int> starvedGpus;
    QString summary; // "GPUs 0–3 at 41 % for 3 min while the CPU is at 97 %"
    QString fix;

    /** "cpu-bound", "throttling", "waiting-on-one-gpu", "disk-bound", "input-or-small-batches" (JSON, notice keys). */
    QString causeName() const;

    /** The diagnosis of \a store's last \a windowSeconds before \a nowMs, in the samples' clock; nullopt when fine. */
    static std::optional<StarvationDiagnosis> diagnose(
        const MetricStore &store, qint64 nowMs, int windowSeconds = WindowSeconds);
};

} // namespace RentDeck
