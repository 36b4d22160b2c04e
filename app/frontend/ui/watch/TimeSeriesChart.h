// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/watch/ChartLine.h"

#include <QChartView>
#include <QHash>

class QDateTimeAxis;
class QLineSeries;
class QValueAxis;

namespace RentDeck {

class ChartLinesItem;

/**
 * A chart of values over time (QtCharts): a date-time x axis, a value axis with a unit, any number of lines,
 * optional horizontal reference lines (a budget), and the value under the mouse as a tooltip. The lines are drawn
 * by a ChartLinesItem over the plot area, not by QtCharts' series (each of which strokes its whole outline again on
 * every replace()); an empty series per line gives the legend its entry. The time of the last refresh is kept for
 * the benchmark.
 */
class TimeSeriesChart : public QChartView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TimeSeriesChart)
public:
    TimeSeriesChart(const QString &title, const QString &unit, QWidget *parent = nullptr);

    /** The time axis' label format (QDateTime's, default "HH:mm"): "mm:ss" for a chart of a minute or two. */
    void setTimeFormat(const QString &format);
    /** Fixes the value axis (0–100 for percentages); otherwise it follows the data, from 0. */
    void setFixedRange(double minimum, double maximum);
    /** Shows \a lines over [\a fromMs, \a toMs]; the axis ends at the next 1/60 of the span after \a toMs. */
    void setLines(const QList<ChartLine> &lines, qint64 fromMs, qint64 toMs);
    /** A dashed horizontal line across the chart (a budget); replaces the one with the same name. */
    void setReferenceLine(const QString &name, double value, const QColor &color);
    void clearReferenceLines();

    const QString &unit() const { return m_unit; }
    /** The lines shown, with their colours resolved. */
    const QList<ChartLine> &lines() const;
    /** Lines shown (a line broken by gaps still counts once). */
    int lineCount() const { return int(lines().size()); }
    /** Points shown, over all lines. */
    int pointCount() const { return m_pointCount; }
    qint64 lastRefreshNs() const { return m_lastRefreshNs; }
    /** Placeholder shown when there is nothing to draw ("Waiting for the first sample…"). */
    void setEmptyText(const QString &text);

protected:
    void changeEvent(QEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;

private:
    void applyPalette();
    /** The legend's entries: an empty series per line, named and coloured like it. */
    void updateLegend(const QList<ChartLine> &lines);
    void showValue(const QString &name, const QPointF &point);
    static QColor paletteColor(int index);

    QString m_title;
    QString m_unit;
    QDateTimeAxis *m_timeAxis;
    QValueAxis *m_valueAxis;
    bool m_fixedRange = false;
    ChartLinesItem *m_plot;
    QList<QLineSeries *> m_legendEntries; // by line position; those past the lines shown are hidden
    int m_legendShown = 0;
    QHash<QString, double> m_references;
    QHash<QString, QLineSeries *> m_referenceSeries;
    int m_pointCount = 0;
    qint64 m_lastRefreshNs = 0;
    QString m_emptyText;
};

} // namespace RentDeck
