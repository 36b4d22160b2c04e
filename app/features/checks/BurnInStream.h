// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/BurnInData.h"
#include "watch/MetricStreamParser.h"

#include <QByteArray>
#include <QByteArrayView>

namespace RentDeck {

/**
 * Incremental reader of `rentdeck-probe.sh burn SECONDS`: "G,…" lines are the metric stream's GPU samples (read
 * by MetricStreamParser, as the Monitor reads them), "R,INDEX,SECONDS,TFLOPS" lines the load's rate per second,
 * and one-line JSON records {"burn":"before"|"load"|"after",…} the snapshots and the load's result. Chunks may
 * split lines anywhere. Pure, any thread; garbage lines are counted and skipped, never fatal.
 */
class BurnInStream
{
public:
    /** What one feed() completed, for live charts. */
    struct Update
    {
        QList<GpuMetricSample> samples;
        QList<BurnInRate> rates;
    };

    static constexpr qsizetype MaxLineLength = 8 * 1024 * 1024; // a -q -x of 8 GPUs, base64: well under this

    Update feed(QByteArrayView data, qint64 arrivalMs);
    /** Everything so far (a partial last line is left out). */
    const BurnInData &data() const { return m_data; }

    /** The whole output at once. */
    static BurnInData read(const QByteArray &output);

private:
    void parseLine(QByteArrayView line, qint64 arrivalMs, Update &update);
    void parseRecord(QByteArrayView line);
    void countGarbage();

    BurnInData m_data;
    MetricStreamParser m_metrics;
    QByteArray m_partial;
    qint64 m_ownGarbage = 0; // R and JSON lines; the metric parser counts the G lines
};

} // namespace RentDeck
