// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "watch/MetricSample.h"

#include <QList>
#include <QString>

namespace RentDeck {

/**
 * One aggregated point of a metric series: the known samples of [tMs, tMs + step). min and max are the extremes of
 * those samples (so a one-sample spike survives any downsampling), mean their mean weighted by count. A point with
 * count 0 (and NaN values) is a break: a chart must not draw the line across it.
 */
struct MetricPoint
{
    qint64 tMs = 0; // start of the bucket, UTC epoch milliseconds, a multiple of the step
    double min = MetricUnknown;
    double max = MetricUnknown;
    double mean = MetricUnknown;
    qint64 count = 0;

    bool isBreak() const { return count == 0; }
};

/** A stretch of time without samples (the stream dropped, the app was closed): from the last sample to the next. */
struct MetricGap
{
    qint64 fromMs = 0;
    qint64 toMs = 0;
    QString reason; // only kept by MetricStore (and the ledger); empty in MetricSeries::gaps()
};

/** The points of one time window, as MetricSeries::points() returns them for a chart. */
struct MetricView
{
    qint64 resolutionMs = 0; // the stored resolution the points were taken from: 1 s, 10 s or 1 min; 0 when empty
    qint64 stepMs = 0; // the width of each returned point: resolutionMs, or a multiple of it when decimated
    QList<MetricPoint> points; // ordered by time; breaks (count 0) where a gap lies between two points
};

} // namespace RentDeck
