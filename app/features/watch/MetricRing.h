// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>
#include <algorithm>
#include <vector>

namespace RentDeck {

/**
 * How MetricSeries keeps one aggregated point in memory: 24 bytes. Values are floats (about 7 significant digits,
 * ample for a chart: 81559 MiB, 312.45 W and 1.2e9 bytes/s all fit); sums are done in double.
 */
struct StoredMetricPoint
{
    qint64 tMs = 0;
    float min = 0;
    float max = 0;
    float mean = 0;
    quint32 count = 0;
};
static_assert(sizeof(StoredMetricPoint) == 24, "a stored point is meant to stay 24 bytes");

/**
 * A bounded ring of points in time order (an internal part of MetricSeries). Its buffer grows by half up to
 * capacity(), so a young series stays small; once full, each push drops the oldest point.
 */
class MetricRing
{
public:
    explicit MetricRing(qsizetype capacity)
        : m_capacity(capacity)
    {
    }

    qsizetype size() const { return m_size; }
    bool isEmpty() const { return m_size == 0; }
    qsizetype capacity() const { return m_capacity; }
    /** Bytes of the buffer as allocated now (at most capacity() points). */
    qsizetype bytes() const { return m_allocated * qsizetype(sizeof(StoredMetricPoint)); }

    /** The point \a i places after the oldest one. */
    const StoredMetricPoint &at(qsizetype i) const
    {
        qsizetype index = m_head + i;
        if (index >= m_allocated) {
            index -= m_allocated;
        }
        return m_buffer[size_t(index)];
    }
    const StoredMetricPoint &front() const { return at(0); }
    const StoredMetricPoint &back() const { return at(m_size - 1); }

    /** Appends \a point (newer than back()); when full, drops the oldest and returns true with it in \a evicted. */
    bool push(const StoredMetricPoint &point, StoredMetricPoint &evicted)
    {
        if (m_size == m_allocated && m_allocated < m_capacity) {
            grow();
        }
        if (m_size < m_allocated) {
            qsizetype index = m_head + m_size;
            if (index >= m_allocated) {
                index -= m_allocated;
            }
            m_buffer[size_t(index)] = point;
            ++m_size;
            return false;
        }
        evicted = m_buffer[size_t(m_head)];
        m_buffer[size_t(m_head)] = point;
        if (++m_head == m_allocated) {
            m_head = 0;
        }
        return true;
    }

    /** The index of the first point with tMs >= \a tMs (size() when none). */
    qsizetype lowerBound(qint64 tMs) const
    {
        qsizetype low = 0;
        qsizetype high = m_size;
        while (low < high) {
            const qsizetype middle = low + (high - low) / 2;
            if (at(middle).tMs < tMs) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return low;
    }

private:
    void grow()
    {
        const qsizetype next = std::min(m_capacity, std::max<qsizetype>(64, m_allocated + m_allocated / 2));
        std::vector<StoredMetricPoint> buffer(static_cast<size_t>(next));
        for (qsizetype i = 0; i < m_size; ++i) {
            buffer[size_t(i)] = at(i);
        }
        m_buffer = std::move(buffer);
        m_allocated = next;
        m_head = 0;
    }

    std::vector<StoredMetricPoint> m_buffer;
    qsizetype m_capacity = 0;
    qsizetype m_allocated = 0;
    qsizetype m_head = 0;
    qsizetype m_size = 0;
};

} // namespace RentDeck
