// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "watch/StarvationDiagnosis.h"

#include "watch/MetricStore.h"

#include <cmath>

namespace RentDeck {

namespace {

/** The mean of \a kind over [fromMs, toMs], or NaN when the series starts more than \a slackMs after fromMs. */
double windowMean(const MetricStore &store, int source, MetricKind kind, qint64 fromMs, qint64 toMs, qint64 slackMs = 0)
{
    const MetricSeries *series = store.series(source, kind);
    if (!series || series->firstMs() > fromMs + slackMs) {
        return MetricUnknown;
    }
    const MetricView view = series->points(fromMs, toMs, 64);
    double sum = 0;
    qint64 count = 0;
    for (const MetricPoint &point : view.points) {
        if (!point.isBreak() && isKnown(point.mean)) {
            sum += point.mean * double(point.count);
            count += point.count;
        }
    }
    return count > 0 ? sum / double(count) : MetricUnknown;
}

QString gpuList(const QList<int> &gpus)
{
    QStringList names;
    for (int gpu : gpus) {
        names << QString::number(gpu);
    }
    return (gpus.size() == 1 ? StarvationDiagnosis::tr("GPU %1") : StarvationDiagnosis::tr("GPUs %1"))
        .arg(names.join(QStringLiteral(", ")));
}

} // namespace

QString StarvationDiagnosis::causeName() const
{
    switch (cause) {
    case Cause::Throttling:
        return QStringLiteral("throttling");
    case Cause::WaitingOnOneGpu:
        return QStringLiteral("waiting-on-one-gpu");
    case Cause::CpuBound:
        return QStringLiteral("cpu-bound");
    case Cause::DiskBound:
        return QStringLiteral("disk-bound");
    case Cause::InputOrSmallBatches:
        break;
    }
    return QStringLiteral("input-or-small-batches");
}

std::optional<StarvationDiagnosis> StarvationDiagnosis::diagnose(
    const MetricStore &store, qint64 nowMs, int windowSeconds)
{
    const qint64 fromMs = nowMs - windowSeconds * 1000LL;
    QList<int> starved;
    QList<int> busy; // held and at least BusyPercent: the GPUs the starved ones may wait for
    QList<int> throttled;
    double starvedUtilization = 0;
    for (int gpu : store.sources()) {
        if (gpu == HostSource) {
            continue;
        }
        const std::optional<GpuMetricSample> latest = store.latestGpuSample(gpu);
        const double utilization = windowMean(store, gpu, MetricKind::GpuUtilization, fromMs, nowMs);
        const double memory = windowMean(store, gpu, MetricKind::GpuMemoryUsed, fromMs, nowMs);
        if (!latest || !isKnown(utilization) || !isKnown(memory) || !isKnown(latest->memoryTotalMiB)
            || latest->memoryTotalMiB <= 0 || memory < BusyMemoryShare * latest->memoryTotalMiB) {
            continue; // no job holds this GPU: idle is not starved
        }
        if (utilization >= StarvedPercent) {
            if (utilization >= BusyPercent) {
                busy << gpu;
            }
            continue;
        }
        starved << gpu;
        starvedUtilization += utilization;
        if (latest->throttleKnown && (latest->throttleReasons & SlowdownThrottleReasons)) {
            throttled << gpu;
        }
    }
    if (starved.isEmpty()) {
        return std::nullopt;
    }
    StarvationDiagnosis d;
    d.starvedGpus = starved;
    const QString minutes = windowSeconds >= 60 ? tr("%1 min").arg(windowSeconds / 60) : tr("%1 s").arg(windowSeconds);
    const long percent = std::lround(starvedUtilization / double(starved.size()));
    // The host's rates need two counter lines, so its series starts a tick after the GPUs': without some slack the
    // first check that the GPUs fill the window would call the CPU unknown and notify the wrong cause (said once).
    const qint64 hostSlackMs = std::max<qint64>(2000, windowSeconds * 50LL);
    const double cpu = windowMean(store, HostSource, MetricKind::HostCpu, fromMs, nowMs, hostSlackMs);
    const QString cpuText = isKnown(cpu) ? tr("the CPU at %1%").arg(std::lround(cpu)) : tr("the CPU unknown");
    if (!throttled.isEmpty()) {
        d.cause = Cause::Throttling;
        d.summary = tr("%1 at %2% for %3, slowing themselves down (heat or power)")
                        .arg(gpuList(throttled))
                        .arg(percent)
                        .arg(minutes);
        d.fix
            = tr("The GPUs are too hot or power-limited: ask the provider to check cooling and power, or move the job "
                 "to another machine (run the burn-in there first)");
        return d;
    }
    if (!busy.isEmpty()) {
        d.cause = Cause::WaitingOnOneGpu;
        d.summary = tr("%1 at %2% for %3 while %4 work: the others wait for it")
                        .arg(gpuList(starved))
                        .arg(percent)
                        .arg(minutes)
                        .arg(gpuList(busy));
        d.fix = tr("One rank holds the others back: give every GPU the same share of work (batch per GPU, data shard "
                   "sizes), and check that the busy GPU is not doing extra work alone (logging, evaluation, rank-0 "
                   "saving) or is a slower card");
        return d;
    }
    if (isKnown(cpu) && cpu >= SaturatedCpuPercent) {
        d.cause = Cause::CpuBound;
        d.summary = tr("%1 at %2% for %3 while the CPU is at %4%: the data loader cannot keep up")
                        .arg(gpuList(starved))
                        .arg(percent)
                        .arg(minutes)
                        .arg(std::lround(cpu));
        d.fix = tr("Loading and preprocessing data on the CPU is the bottleneck: raise DataLoader num_workers (about 4 "
                   "per GPU) with pin_memory=True and persistent_workers=True, move augmentation to the GPU (DALI, "
                   "torchvision v2 on CUDA), preprocess once ahead of time, or rent a machine with more CPU cores");
        return d;
    }
    const double ioWait = windowMean(store, HostSource, MetricKind::HostIoWait, fromMs, nowMs, hostSlackMs);
    const double reads = windowMean(store, HostSource, MetricKind::HostDiskRead, fromMs, nowMs, hostSlackMs);
    if ((isKnown(ioWait) && ioWait >= IoWaitPercent) || (isKnown(reads) && reads >= DiskReadBytesPerSecond)) {
        d.cause = Cause::DiskBound;
        d.summary = tr("%1 at %2% for %3 while the disks read %4 MB/s and the CPU waits on them %5% of the time")
                        .arg(gpuList(starved))
                        .arg(percent)
                        .arg(minutes)
                        .arg(isKnown(reads) ? QString::number(std::lround(reads / 1e6)) : tr("?"))
                        .arg(isKnown(ioWait) ? QString::number(std::lround(ioWait)) : tr("?"));
        d.fix = tr("Reading the data is the bottleneck: copy the dataset to the local NVMe disk (or /dev/shm when it "
                   "fits) instead of a network volume, pack many small files into shards (WebDataset, LMDB, "
                   "TFRecord), and raise DataLoader num_workers and prefetch_factor so reads overlap");
        return d;
    }
    d.cause = Cause::InputOrSmallBatches;
    d.summary = tr("%1 at %2% for %3 with %4: the job waits on something else")
                    .arg(gpuList(starved))
                    .arg(percent)
                    .arg(minutes)
                    .arg(cpuText);
    d.fix = tr("Neither the GPU, the CPU nor the disks are busy, so the job waits on something else: network reads or "
               "downloads (stream less, cache locally), a slow network volume the kernel does not count as a disk, or "
               "too small a batch (raise it until GPU memory is ~80% used). Profile a step with torch.profiler or "
               "py-spy to see where the time goes");
    return d;
}

} // namespace RentDeck
