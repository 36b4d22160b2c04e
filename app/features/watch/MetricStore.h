// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "watch/MetricPoint.h"
#include "watch/MetricSample.h"
#include "watch/MetricSeries.h"

#include <QList>
#include <array>
#include <memory>
#include <optional>
#include <vector>

namespace RentDeck {

/**
 * Every metric series of one instance, keyed by source (a GPU index, or HostSource) and MetricKind, plus the gaps
 * of its stream. Samples are split into their series as they come; series appear with their first sample.
 *
 * Memory is strictly bounded however long it runs: at most MaxGpuSources GPUs (samples of other indexes are
 * dropped), 5 series per GPU and 4 for the host, each under MetricSeries::maxBytes(), and MaxGaps gaps; see
 * maxBytes(). Older points live only in the ledger (MetricArchive). Movable, not copyable; one thread.
 */
class MetricStore
{
public:
    /** GPU indexes 0 … MaxGpuSources - 1 are kept. */
    static constexpr int MaxGpuSources = 256;
    /** Gaps of the instance kept in memory (the ledger keeps all of them). */
    static constexpr qsizetype MaxGaps = 1024;
    /** A gap's reason is cut to this many characters. */
    static constexpr qsizetype MaxGapReasonLength = 120;
    /** The series a GPU sample fills, and those of the host, in a stable order. */
    static constexpr std::array<MetricKind, 5> GpuKinds { MetricKind::GpuUtilization, MetricKind::GpuMemoryUsed,
        MetricKind::GpuTemperature, MetricKind::GpuPower, MetricKind::GpuSmClock };
    static constexpr std::array<MetricKind, 6> HostKinds { MetricKind::HostCpu, MetricKind::HostRamUsed,
        MetricKind::HostNetRx, MetricKind::HostNetTx, MetricKind::HostIoWait, MetricKind::HostDiskRead };

    MetricStore();
    ~MetricStore();
    MetricStore(MetricStore &&other) noexcept;
    MetricStore &operator=(MetricStore &&other) noexcept;
    MetricStore(const MetricStore &) = delete;
    MetricStore &operator=(const MetricStore &) = delete;

    /** Splits \a sample into the series of its GPU; unknown (NaN) readings are skipped. */
    void add(const GpuMetricSample &sample);
    /** Splits \a sample into the host's series. */
    void add(const HostMetricSample &sample);
    /** Closes, in every series, the buckets that ended by \a tMs (samples' clock): when the stream ends for good. */
    void advanceTo(qint64 tMs);
    /** Records a gap of the whole stream (every series, now and later ones) from the last sample to the next. */
    void markGap(qint64 fromMs, qint64 toMs, const QString &reason = {});

    /** The series of \a source and \a kind; nullptr while it has had no sample. Valid while this store lives. */
    const MetricSeries *series(int source, MetricKind kind) const;
    /** The sources with at least one series: HostSource first, then GPU indexes ascending. */
    QList<int> sources() const;
    /** The kinds stored for \a source, in GpuKinds / HostKinds order. */
    QList<MetricKind> kinds(int source) const;
    /** The gaps of the stream, oldest first (at most MaxGaps). */
    QList<MetricGap> gaps() const;
    /** The latest GPU sample of \a gpuIndex as it came (totals, limits, throttle reasons); in memory only. */
    std::optional<GpuMetricSample> latestGpuSample(int gpuIndex) const;
    std::optional<HostMetricSample> latestHostSample() const;
    /** Samples dropped because their GPU index is outside 0 … MaxGpuSources - 1. */
    qint64 droppedSamples() const { return m_droppedSamples; }

    bool isEmpty() const;
    /** Bytes held now (series, their buffers, gaps, the index), for a memory readout and tests. */
    qsizetype approximateBytes() const;
    /** The most a store with \a gpuCount GPUs and the host can hold, however long it runs. */
    static qsizetype maxBytes(int gpuCount);

private:
    friend class MetricArchive;

    struct GpuSlot
    {
        std::array<std::unique_ptr<MetricSeries>, GpuKinds.size()> series;
        std::optional<GpuMetricSample> latest;
    };
    struct StoredGap
    {
        MetricGap gap;
        bool inLedger = false; // stored under the key gap.fromMs
        bool dirty = true; // not written as it is now
    };

    static int gpuSlot(MetricKind kind);
    static int hostSlot(MetricKind kind);
    MetricSeries &ensureSeries(int source, MetricKind kind);
    std::unique_ptr<MetricSeries> newSeries() const;

    std::vector<GpuSlot> m_gpus; // by GPU index
    std::array<std::unique_ptr<MetricSeries>, HostKinds.size()> m_host;
    std::optional<HostMetricSample> m_latestHost;
    std::vector<StoredGap> m_gaps; // ordered, disjoint
    std::vector<qint64> m_staleGapKeys; // ledger rows of gaps merged into others since the last save
    qint64 m_droppedSamples = 0;
};

} // namespace RentDeck
