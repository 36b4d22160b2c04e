// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "watch/MetricStore.h"

#include "logging/LoggingCategories.h"

#include <algorithm>

namespace RentDeck {

MetricStore::MetricStore() = default;
MetricStore::~MetricStore() = default;
MetricStore::MetricStore(MetricStore &&other) noexcept = default;
MetricStore &MetricStore::operator=(MetricStore &&other) noexcept = default;

int MetricStore::gpuSlot(MetricKind kind)
{
    const auto it = std::find(GpuKinds.cbegin(), GpuKinds.cend(), kind);
    return it == GpuKinds.cend() ? -1 : int(it - GpuKinds.cbegin());
}

int MetricStore::hostSlot(MetricKind kind)
{
    const auto it = std::find(HostKinds.cbegin(), HostKinds.cend(), kind);
    return it == HostKinds.cend() ? -1 : int(it - HostKinds.cbegin());
}

std::unique_ptr<MetricSeries> MetricStore::newSeries() const
{
    auto series = std::make_unique<MetricSeries>();
    for (const StoredGap &stored : m_gaps) {
        series->markGap(stored.gap.fromMs, stored.gap.toMs);
    }
    return series;
}

MetricSeries &MetricStore::ensureSeries(int source, MetricKind kind)
{
    std::unique_ptr<MetricSeries> *slot = nullptr;
    if (source == HostSource) {
        slot = &m_host[size_t(hostSlot(kind))];
    } else {
        if (size_t(source) >= m_gpus.size()) {
            m_gpus.resize(size_t(source) + 1);
        }
        slot = &m_gpus[size_t(source)].series[size_t(gpuSlot(kind))];
    }
    if (!*slot) {
        *slot = newSeries();
    }
    return **slot;
}

void MetricStore::add(const GpuMetricSample &sample)
{
    if (sample.gpuIndex < 0 || sample.gpuIndex >= MaxGpuSources) {
        if (m_droppedSamples++ == 0) {
            qCWarning(lcMetrics) << "dropping samples of GPU index" << sample.gpuIndex << "(kept: 0 to"
                                 << MaxGpuSources - 1 << ")";
        }
        return;
    }
    const std::array<double, GpuKinds.size()> values { sample.utilizationPercent, sample.memoryUsedMiB,
        sample.temperatureC, sample.powerDrawW, sample.smClockMHz };
    if (size_t(sample.gpuIndex) >= m_gpus.size()) {
        m_gpus.resize(size_t(sample.gpuIndex) + 1);
    }
    GpuSlot &gpu = m_gpus[size_t(sample.gpuIndex)];
    for (size_t i = 0; i < values.size(); ++i) {
        std::unique_ptr<MetricSeries> &series = gpu.series[i];
        // A metric the GPU never reports (often the SM clock on vGPUs) gets no series at all.
        if (!series) {
            if (!isKnown(values[i])) {
                continue;
            }
            series = newSeries();
        }
        series->append(sample.timeMs, values[i]);
    }
    gpu.latest = sample;
}

void MetricStore::add(const HostMetricSample &sample)
{
    const std::array<double, HostKinds.size()> values { sample.cpuPercent, sample.ramUsedMiB,
        sample.netRxBytesPerSecond, sample.netTxBytesPerSecond, sample.ioWaitPercent, sample.diskReadBytesPerSecond };
    for (size_t i = 0; i < values.size(); ++i) {
        std::unique_ptr<MetricSeries> &series = m_host[i];
        if (!series) {
            if (!isKnown(values[i])) {
                continue;
            }
            series = newSeries();
        }
        series->append(sample.timeMs, values[i]);
    }
    m_latestHost = sample;
}

void MetricStore::advanceTo(qint64 tMs)
{
    for (GpuSlot &gpu : m_gpus) {
        for (auto &series : gpu.series) {
            if (series) {
                series->advanceTo(tMs);
            }
        }
    }
    for (auto &series : m_host) {
        if (series) {
            series->advanceTo(tMs);
        }
    }
}

void MetricStore::markGap(qint64 fromMs, qint64 toMs, const QString &reason)
{
    if (toMs <= fromMs) {
        return;
    }
    StoredGap merged { MetricGap { fromMs, toMs, reason.left(MaxGapReasonLength) }, false, true };
    merged.gap.reason.squeeze(); // a shared longer string would keep its whole buffer
    auto it = std::lower_bound(m_gaps.begin(), m_gaps.end(), fromMs,
        [](const StoredGap &stored, qint64 from) { return stored.gap.toMs < from; });
    auto last = it;
    // A merged gap keeps the reason of the one that started first.
    QString earlierReason;
    const bool newStartsFirst = last == m_gaps.end() || fromMs < last->gap.fromMs;
    while (last != m_gaps.end() && last->gap.fromMs <= toMs) {
        merged.gap.fromMs = std::min(merged.gap.fromMs, last->gap.fromMs);
        merged.gap.toMs = std::max(merged.gap.toMs, last->gap.toMs);
        if (earlierReason.isEmpty()) {
            earlierReason = last->gap.reason;
        }
        if (last->inLedger) {
            m_staleGapKeys.push_back(last->gap.fromMs);
        }
        ++last;
    }
    if (!earlierReason.isEmpty() && (!newStartsFirst || merged.gap.reason.isEmpty())) {
        merged.gap.reason = earlierReason;
    }
    it = m_gaps.erase(it, last);
    m_gaps.insert(it, merged);
    if (qsizetype(m_gaps.size()) > MaxGaps) {
        m_gaps.erase(m_gaps.begin());
    }
    for (GpuSlot &gpu : m_gpus) {
        for (auto &series : gpu.series) {
            if (series) {
                series->markGap(fromMs, toMs);
            }
        }
    }
    for (auto &series : m_host) {
        if (series) {
            series->markGap(fromMs, toMs);
        }
    }
}

const MetricSeries *MetricStore::series(int source, MetricKind kind) const
{
    if (source == HostSource) {
        const int slot = hostSlot(kind);
        return slot < 0 ? nullptr : m_host[size_t(slot)].get();
    }
    const int slot = gpuSlot(kind);
    if (source < 0 || size_t(source) >= m_gpus.size() || slot < 0) {
        return nullptr;
    }
    return m_gpus[size_t(source)].series[size_t(slot)].get();
}

QList<int> MetricStore::sources() const
{
    QList<int> sources;
    if (std::any_of(m_host.cbegin(), m_host.cend(), [](const auto &series) { return series != nullptr; })) {
        sources.append(HostSource);
    }
    for (size_t i = 0; i < m_gpus.size(); ++i) {
        const auto &series = m_gpus[i].series;
        if (std::any_of(series.cbegin(), series.cend(), [](const auto &one) { return one != nullptr; })) {
            sources.append(int(i));
        }
    }
    return sources;
}

QList<MetricKind> MetricStore::kinds(int source) const
{
    QList<MetricKind> kinds;
    if (source == HostSource) {
        for (const MetricKind kind : HostKinds) {
            if (series(source, kind)) {
                kinds.append(kind);
            }
        }
        return kinds;
    }
    for (const MetricKind kind : GpuKinds) {
        if (series(source, kind)) {
            kinds.append(kind);
        }
    }
    return kinds;
}

QList<MetricGap> MetricStore::gaps() const
{
    QList<MetricGap> gaps;
    gaps.reserve(qsizetype(m_gaps.size()));
    for (const StoredGap &stored : m_gaps) {
        gaps.append(stored.gap);
    }
    return gaps;
}

std::optional<GpuMetricSample> MetricStore::latestGpuSample(int gpuIndex) const
{
    if (gpuIndex < 0 || size_t(gpuIndex) >= m_gpus.size()) {
        return std::nullopt;
    }
    return m_gpus[size_t(gpuIndex)].latest;
}

std::optional<HostMetricSample> MetricStore::latestHostSample() const
{
    return m_latestHost;
}

bool MetricStore::isEmpty() const
{
    return sources().isEmpty();
}

qsizetype MetricStore::approximateBytes() const
{
    qsizetype bytes = qsizetype(sizeof(MetricStore)) + qsizetype(m_gpus.capacity() * sizeof(GpuSlot))
        + qsizetype(m_gaps.capacity() * sizeof(StoredGap)) + qsizetype(m_staleGapKeys.capacity() * sizeof(qint64));
    for (const StoredGap &stored : m_gaps) {
        bytes += stored.gap.reason.capacity() * qsizetype(sizeof(QChar));
    }
    for (const GpuSlot &gpu : m_gpus) {
        for (const auto &series : gpu.series) {
            bytes += series ? series->approximateBytes() : 0;
        }
    }
    for (const auto &series : m_host) {
        bytes += series ? series->approximateBytes() : 0;
    }
    return bytes;
}

qsizetype MetricStore::maxBytes(int gpuCount)
{
    // The GPU vector may double past the highest index.
    constexpr qsizetype ReasonBudget = MaxGapReasonLength * qsizetype(sizeof(QChar));
    const qsizetype gpuSlots = 2 * qsizetype(std::clamp(gpuCount, 0, int(MaxGpuSources)));
    const qsizetype series = gpuSlots / 2 * qsizetype(GpuKinds.size()) + qsizetype(HostKinds.size());
    qsizetype gapSlots = 1;
    while (gapSlots <= MaxGaps) {
        gapSlots *= 2;
    }
    return qsizetype(sizeof(MetricStore)) + gpuSlots * qsizetype(sizeof(GpuSlot)) + series * MetricSeries::maxBytes()
        + gapSlots * (qsizetype(sizeof(StoredGap)) + ReasonBudget + 8);
}

} // namespace RentDeck
