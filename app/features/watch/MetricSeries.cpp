// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "watch/MetricSeries.h"

#include <cmath>

namespace RentDeck {

namespace {

// Floor division, so a bucket start is right for times before 1970 too.
qint64 floorTo(qint64 tMs, qint64 stepMs)
{
    const qint64 rest = tMs % stepMs;
    return rest < 0 ? tMs - rest - stepMs : tMs - rest;
}

StoredMetricPoint toStored(const MetricPoint &point)
{
    StoredMetricPoint stored;
    stored.tMs = point.tMs;
    stored.min = float(point.min);
    stored.max = float(point.max);
    stored.mean = float(point.mean);
    stored.count = quint32(std::min<qint64>(point.count, std::numeric_limits<quint32>::max()));
    return stored;
}

MetricPoint toPoint(const StoredMetricPoint &stored)
{
    return MetricPoint { stored.tMs, double(stored.min), double(stored.max), double(stored.mean), stored.count };
}

// The width of a decimated point: the shortest "round" duration (dividing an hour or a day, so buckets line up
// with the clock) that is a multiple of the resolution and at least minimumMs.
qint64 roundStep(qint64 minimumMs, qint64 resolutionMs)
{
    constexpr qint64 S = 1'000;
    constexpr qint64 M = 60 * S;
    constexpr qint64 H = 60 * M;
    constexpr qint64 D = 24 * H;
    constexpr qint64 Steps[] = { S, 2 * S, 5 * S, 10 * S, 15 * S, 20 * S, 30 * S, M, 2 * M, 3 * M, 5 * M, 10 * M,
        15 * M, 20 * M, 30 * M, H, 2 * H, 3 * H, 6 * H, 12 * H, D };
    for (const qint64 step : Steps) {
        if (step >= minimumMs && step % resolutionMs == 0) {
            return step;
        }
    }
    return D * ((minimumMs + D - 1) / D);
}

MetricPoint breakAt(qint64 tMs)
{
    MetricPoint point;
    point.tMs = tMs;
    return point;
}

// An aggregate under construction: a decimated output bucket.
struct Aggregate
{
    qint64 startMs = 0;
    double min = 0;
    double max = 0;
    double sum = 0;
    qint64 count = 0;

    void add(const StoredMetricPoint &point)
    {
        if (count == 0) {
            min = point.min;
            max = point.max;
        } else {
            min = std::min(min, double(point.min));
            max = std::max(max, double(point.max));
        }
        sum += double(point.mean) * point.count;
        count += point.count;
    }
    MetricPoint toPoint() const { return MetricPoint { startMs, min, max, sum / double(count), count }; }
};

} // namespace

MetricSeries::MetricSeries()
    : m_rings { MetricRing(Capacity[0]), MetricRing(Capacity[1]), MetricRing(Capacity[2]) }
{
    m_completeFromMs.fill(NoTime);
    m_savedUntilMs.fill(NoTime);
}

void MetricSeries::append(qint64 tMs, double value)
{
    if (tMs < m_horizonMs) {
        ++m_droppedSamples;
        return;
    }
    if (tMs >= m_nextCloseMs) {
        advanceTo(tMs);
    }
    if (!std::isfinite(value)) {
        return;
    }
    Bucket &open = m_open[0];
    if (open.count == 0) {
        open.startMs = floorTo(tMs, ResolutionMs[0]);
        open.min = value;
        open.max = value;
        open.sum = value;
        open.count = 1;
        m_nextCloseMs = std::min(m_nextCloseMs, open.startMs + ResolutionMs[0]);
        if (m_firstMs == NoTime) {
            m_firstMs = open.startMs;
        }
    } else {
        open.min = std::min(open.min, value);
        open.max = std::max(open.max, value);
        open.sum += value;
        ++open.count;
    }
    m_lastMs = std::max(m_lastMs, tMs);
}

void MetricSeries::advanceTo(qint64 tMs)
{
    for (int level = 0; level < LevelCount; ++level) {
        if (m_open[level].count > 0 && tMs >= m_open[level].startMs + ResolutionMs[level]) {
            closeLevel(level);
        }
    }
    updateNextClose();
}

void MetricSeries::closeLevel(int level)
{
    Bucket &open = m_open[level];
    StoredMetricPoint point;
    point.tMs = open.startMs;
    point.min = float(open.min);
    point.max = float(open.max);
    point.mean = float(open.sum / double(open.count));
    point.count = quint32(std::min<qint64>(open.count, std::numeric_limits<quint32>::max()));
    open.count = 0;
    m_horizonMs = std::max(m_horizonMs, point.tMs + ResolutionMs[level]);
    pushFinished(level, point);
    if (level + 1 < LevelCount) {
        mergeInto(level + 1, point);
    }
}

void MetricSeries::mergeInto(int level, const StoredMetricPoint &point)
{
    const qint64 start = floorTo(point.tMs, ResolutionMs[level]);
    Bucket &open = m_open[level];
    if (open.count > 0 && start != open.startMs) {
        closeLevel(level);
    }
    if (open.count == 0) {
        open.startMs = start;
        open.min = point.min;
        open.max = point.max;
        open.sum = double(point.mean) * point.count;
        open.count = point.count;
        m_nextCloseMs = std::min(m_nextCloseMs, start + ResolutionMs[level]);
        return;
    }
    open.min = std::min(open.min, double(point.min));
    open.max = std::max(open.max, double(point.max));
    open.sum += double(point.mean) * point.count;
    open.count += point.count;
}

void MetricSeries::pushFinished(int level, const StoredMetricPoint &point)
{
    StoredMetricPoint evicted;
    if (m_rings[level].push(point, evicted)) {
        m_completeFromMs[level] = std::max(m_completeFromMs[level], evicted.tMs + ResolutionMs[level]);
        if (level == LevelCount - 1) {
            dropGapsBefore(m_rings[level].front().tMs);
        }
    }
}

void MetricSeries::updateNextClose()
{
    m_nextCloseMs = std::numeric_limits<qint64>::max();
    for (int level = 0; level < LevelCount; ++level) {
        if (m_open[level].count > 0) {
            m_nextCloseMs = std::min(m_nextCloseMs, m_open[level].startMs + ResolutionMs[level]);
        }
    }
}

void MetricSeries::markGap(qint64 fromMs, qint64 toMs)
{
    if (toMs <= fromMs) {
        return;
    }
    Gap gap { fromMs, toMs };
    // Usually the newest gap; merge every stored gap it overlaps or touches.
    auto it = std::lower_bound(
        m_gaps.begin(), m_gaps.end(), fromMs, [](const Gap &stored, qint64 from) { return stored.toMs < from; });
    auto last = it;
    while (last != m_gaps.end() && last->fromMs <= gap.toMs) {
        gap.fromMs = std::min(gap.fromMs, last->fromMs);
        gap.toMs = std::max(gap.toMs, last->toMs);
        ++last;
    }
    it = m_gaps.erase(it, last);
    m_gaps.insert(it, gap);
    if (qsizetype(m_gaps.size()) > MaxGaps) {
        m_gaps.erase(m_gaps.begin());
    }
    if (!m_rings[LevelCount - 1].isEmpty() && m_completeFromMs[LevelCount - 1] != NoTime) {
        dropGapsBefore(m_rings[LevelCount - 1].front().tMs);
    }
}

void MetricSeries::dropGapsBefore(qint64 tMs)
{
    auto end = m_gaps.begin();
    while (end != m_gaps.end() && end->toMs < tMs) {
        ++end;
    }
    m_gaps.erase(m_gaps.begin(), end);
}

int MetricSeries::levelFor(qint64 fromMs) const
{
    const qint64 from = std::max(fromMs, m_firstMs);
    for (int level = 0; level < LevelCount; ++level) {
        if (m_completeFromMs[level] <= from) {
            return level;
        }
    }
    return LevelCount - 1;
}

MetricSeries::Bucket MetricSeries::openBucket(int level) const
{
    // The open bucket of a level holds closed points of the finer levels only; the finer open buckets (all within
    // the same bucket of this level, as every bucket that ended was closed) complete it.
    Bucket merged;
    for (int finer = level; finer >= 0; --finer) {
        const Bucket &open = m_open[finer];
        if (open.count == 0) {
            continue;
        }
        if (merged.count == 0) {
            merged = open;
            merged.startMs = floorTo(open.startMs, ResolutionMs[level]);
            continue;
        }
        merged.min = std::min(merged.min, open.min);
        merged.max = std::max(merged.max, open.max);
        merged.sum += open.sum;
        merged.count += open.count;
    }
    return merged;
}

MetricView MetricSeries::points(qint64 fromMs, qint64 toMs, int maxPoints) const
{
    MetricView view;
    if (isEmpty()) {
        return view;
    }
    // Nothing lies outside [first, last]; clamping also keeps the arithmetic below from overflowing.
    fromMs = std::max(fromMs, m_firstMs);
    toMs = std::min(toMs, m_lastMs);
    if (toMs < fromMs) {
        return view;
    }
    maxPoints = std::max(maxPoints, 2);
    const int level = levelFor(fromMs);
    const qint64 resolution = ResolutionMs[level];
    const MetricRing &ring = m_rings[level];
    const qsizetype begin = ring.lowerBound(fromMs - resolution + 1); // the first bucket that ends after fromMs
    const qsizetype end = ring.lowerBound(toMs + 1);
    const Bucket open = openBucket(level);
    const bool withOpen = open.count > 0 && open.startMs + resolution > fromMs && open.startMs <= toMs;
    const qsizetype count = end - begin + (withOpen ? 1 : 0);
    view.resolutionMs = resolution;
    view.stepMs = resolution;
    if (count == 0) {
        return view;
    }
    StoredMetricPoint openPoint;
    if (withOpen) {
        openPoint.tMs = open.startMs;
        openPoint.min = float(open.min);
        openPoint.max = float(open.max);
        openPoint.mean = float(open.sum / double(open.count));
        openPoint.count = quint32(open.count);
    }
    const auto pointAt
        = [&](qsizetype i) -> const StoredMetricPoint & { return i < end - begin ? ring.at(begin + i) : openPoint; };

    if (count > maxPoints) {
        // With step >= span / (maxPoints - 1), aligned buckets number at most maxPoints.
        const qint64 span = pointAt(count - 1).tMs - pointAt(0).tMs;
        view.stepMs = roundStep(std::max(resolution, (span + maxPoints - 2) / (maxPoints - 1)), resolution);
    }
    const qint64 step = view.stepMs;
    view.points.reserve(std::min<qsizetype>(count, maxPoints) + 8);

    auto gap = m_gaps.cbegin();
    const auto append = [&](const MetricPoint &point) {
        if (!view.points.isEmpty()) {
            const qint64 holeFrom = view.points.constLast().tMs + step;
            const qint64 holeTo = point.tMs;
            while (gap != m_gaps.cend() && gap->toMs <= holeFrom) {
                ++gap;
            }
            const bool marked = gap != m_gaps.cend() && gap->fromMs < holeTo;
            if (holeTo > holeFrom && (holeTo - holeFrom >= 2 * step || marked)) {
                view.points.append(breakAt(holeFrom));
            }
        }
        view.points.append(point);
    };

    if (step == resolution) {
        for (qsizetype i = 0; i < count; ++i) {
            append(toPoint(pointAt(i)));
        }
        return view;
    }
    Aggregate bucket;
    for (qsizetype i = 0; i < count; ++i) {
        const StoredMetricPoint &point = pointAt(i);
        const qint64 start = floorTo(point.tMs, step);
        if (bucket.count > 0 && start != bucket.startMs) {
            append(bucket.toPoint());
            bucket = Aggregate();
        }
        bucket.startMs = start;
        bucket.add(point);
    }
    append(bucket.toPoint());
    return view;
}

QList<MetricPoint> MetricSeries::levelPoints(int level) const
{
    QList<MetricPoint> points;
    if (level < 0 || level >= LevelCount) {
        return points;
    }
    const MetricRing &ring = m_rings[level];
    points.reserve(ring.size());
    for (qsizetype i = 0; i < ring.size(); ++i) {
        points.append(toPoint(ring.at(i)));
    }
    return points;
}

QList<MetricGap> MetricSeries::gaps() const
{
    QList<MetricGap> gaps;
    gaps.reserve(qsizetype(m_gaps.size()));
    for (const Gap &gap : m_gaps) {
        gaps.append(MetricGap { gap.fromMs, gap.toMs, {} });
    }
    return gaps;
}

qsizetype MetricSeries::approximateBytes() const
{
    qsizetype bytes = qsizetype(sizeof(MetricSeries)) + qsizetype(m_gaps.capacity() * sizeof(Gap));
    for (const MetricRing &ring : m_rings) {
        bytes += ring.bytes();
    }
    return bytes;
}

qsizetype MetricSeries::maxBytes()
{
    qsizetype points = 0;
    for (const qsizetype capacity : Capacity) {
        points += capacity;
    }
    // The gap vector doubles up to the first power of two above MaxGaps (it holds MaxGaps + 1 for a moment).
    qsizetype gapSlots = 1;
    while (gapSlots <= MaxGaps) {
        gapSlots *= 2;
    }
    return qsizetype(sizeof(MetricSeries)) + points * qsizetype(sizeof(StoredMetricPoint))
        + gapSlots * qsizetype(sizeof(Gap));
}

void MetricSeries::restore(const QList<MetricPoint> &tenSecond, const QList<MetricPoint> &minute)
{
    Q_ASSERT(isEmpty());
    qint64 minuteEnd = NoTime;
    for (const MetricPoint &point : minute) {
        if (point.count <= 0 || (minuteEnd != NoTime && point.tMs < minuteEnd)) {
            continue;
        }
        pushFinished(2, toStored(point));
        minuteEnd = point.tMs + ResolutionMs[2];
    }
    qint64 tenSecondEnd = NoTime;
    for (const MetricPoint &point : tenSecond) {
        if (point.count <= 0 || (tenSecondEnd != NoTime && point.tMs < tenSecondEnd)) {
            continue;
        }
        const StoredMetricPoint stored = toStored(point);
        pushFinished(1, stored);
        tenSecondEnd = point.tMs + ResolutionMs[1];
        // The minute still open when the points were written is rebuilt from its 10 s points.
        if (point.tMs >= minuteEnd) {
            mergeInto(2, stored);
        }
    }
    m_savedUntilMs[1] = tenSecondEnd;
    m_savedUntilMs[2] = minuteEnd;
    m_horizonMs = std::max(tenSecondEnd, minuteEnd);
    if (m_horizonMs == NoTime) {
        return;
    }
    m_firstMs = std::numeric_limits<qint64>::max();
    for (int level = 1; level < LevelCount; ++level) {
        if (!m_rings[level].isEmpty()) {
            m_firstMs = std::min(m_firstMs, m_rings[level].front().tMs);
        }
    }
    m_lastMs = m_horizonMs - 1;
    m_completeFromMs[0] = m_horizonMs;
    for (int level = 1; level < LevelCount; ++level) {
        const MetricRing &ring = m_rings[level];
        const qint64 front = ring.isEmpty() ? m_horizonMs : ring.front().tMs;
        m_completeFromMs[level] = std::max(m_completeFromMs[level], front > m_firstMs ? front : NoTime);
    }
    updateNextClose();
}

QList<MetricPoint> MetricSeries::unsavedPoints(int level) const
{
    QList<MetricPoint> points;
    const MetricRing &ring = m_rings[level];
    for (qsizetype i = ring.lowerBound(m_savedUntilMs[level]); i < ring.size(); ++i) {
        points.append(toPoint(ring.at(i)));
    }
    return points;
}

void MetricSeries::markSaved(int level, qint64 untilMs)
{
    m_savedUntilMs[level] = std::max(m_savedUntilMs[level], untilMs);
}

} // namespace RentDeck
