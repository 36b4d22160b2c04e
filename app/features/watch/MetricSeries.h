// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "watch/MetricPoint.h"
#include "watch/MetricRing.h"

#include <QList>
#include <array>
#include <limits>
#include <vector>

namespace RentDeck {

/**
 * One metric of one source (GPU 2's power, the host's CPU) over time, in three bounded rings: 1 s points for the
 * last 10 minutes, 10 s points for the last 2 hours and 1 min points for the last 7 days; older points live only in
 * the ledger (MetricArchive). Each coarser point aggregates the finer ones (min of mins, max of maxes, mean weighted
 * by count), so a one-sample spike is still the max of its minute.
 *
 * Time is the samples' own clock (UTC epoch ms), never the wall clock: a bucket closes when a later sample (or
 * advanceTo()) passes its end. Samples older than a closed bucket are dropped and counted. Memory never exceeds
 * maxBytes(). A plain value type, not thread-safe; the owner uses it from one thread.
 */
class MetricSeries
{
public:
    static constexpr int LevelCount = 3;
    static constexpr std::array<qint64, LevelCount> ResolutionMs { 1'000, 10'000, 60'000 };
    /** Points kept per level: 10 min of 1 s, 2 h of 10 s, 7 days of 1 min. */
    static constexpr std::array<qsizetype, LevelCount> Capacity { 600, 720, 10'080 };
    /** Gaps kept for breaking lines; long gaps also show without them (see points()). */
    static constexpr qsizetype MaxGaps = 128;

    MetricSeries();

    /** Adds one sample at \a tMs. NaN and infinite values are skipped (they still move time on). Amortized O(1). */
    void append(qint64 tMs, double value);
    /** Closes every bucket that ended by \a tMs, in the samples' clock (e.g. last sample + 1 min when a stream ends).
     */
    void advanceTo(qint64 tMs);
    /** Records that no samples came between \a fromMs and \a toMs (from the last sample to the next one). */
    void markGap(qint64 fromMs, qint64 toMs);

    /**
     * The points of [fromMs, toMs] from the finest level that holds the whole window (from the series' start when
     * the window begins earlier), including the bucket still open. More than \a maxPoints (at least 2) are
     * aggregated into buckets of a round duration (15 s, 3 min, 2 h …; a multiple of the resolution) aligned on the
     * clock, so a sliding window does not make spikes flicker. A break point (count 0) is put between
     * two points when a marked gap lies between them, or when two or more steps are missing; so at most
     * 2 * maxPoints - 1 points come back. O(points in the window).
     */
    MetricView points(qint64 fromMs, qint64 toMs, int maxPoints) const;
    /** The finished (closed) points of one level, oldest first: what the ledger gets. */
    QList<MetricPoint> levelPoints(int level) const;
    QList<MetricGap> gaps() const;

    bool isEmpty() const { return m_firstMs == NoTime; }
    /** Start of the earliest point held, or of the first sample; 0 when empty. */
    qint64 firstMs() const { return isEmpty() ? 0 : m_firstMs; }
    /** The time of the latest known sample (or the end of the latest restored point); 0 when empty. */
    qint64 lastMs() const { return isEmpty() ? 0 : m_lastMs; }
    /** Samples dropped because they came after a later bucket was closed (a clock stepping back). */
    qint64 droppedSamples() const { return m_droppedSamples; }

    /** Bytes held now: the object and its buffers as allocated. */
    qsizetype approximateBytes() const;
    /** The most a series can ever hold (all rings and gaps full): about 270 KiB. */
    static qsizetype maxBytes();

private:
    friend class MetricArchive;

    static constexpr qint64 NoTime = std::numeric_limits<qint64>::min();

    struct Bucket
    {
        qint64 startMs = 0;
        double min = 0;
        double max = 0;
        double sum = 0;
        qint64 count = 0;
    };
    struct Gap
    {
        qint64 fromMs = 0;
        qint64 toMs = 0;
    };

    void closeLevel(int level);
    void mergeInto(int level, const StoredMetricPoint &point);
    void pushFinished(int level, const StoredMetricPoint &point);
    void updateNextClose();
    void dropGapsBefore(qint64 tMs);
    int levelFor(qint64 fromMs) const;
    Bucket openBucket(int level) const;

    // Used by MetricArchive: restore a fresh series from the ledger; find and mark what is not written yet.
    void restore(const QList<MetricPoint> &tenSecond, const QList<MetricPoint> &minute);
    QList<MetricPoint> unsavedPoints(int level) const;
    void markSaved(int level, qint64 untilMs);

    std::array<MetricRing, LevelCount> m_rings;
    std::array<Bucket, LevelCount> m_open {};
    std::array<qint64, LevelCount> m_completeFromMs; // each level holds every point from here on
    std::array<qint64, LevelCount> m_savedUntilMs; // points starting before are in the ledger (levels 1 and 2)
    std::vector<Gap> m_gaps; // ordered, disjoint
    qint64 m_nextCloseMs = std::numeric_limits<qint64>::max(); // the earliest end of an open bucket
    qint64 m_horizonMs = NoTime; // the end of the latest closed bucket: earlier samples are dropped
    qint64 m_firstMs = NoTime;
    qint64 m_lastMs = NoTime;
    qint64 m_droppedSamples = 0;
};

} // namespace RentDeck
