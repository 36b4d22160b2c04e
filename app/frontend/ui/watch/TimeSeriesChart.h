// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QChartView>
#include <QColor>
#include <QElapsedTimer>
#include <QHash>
#include <QList>
#include <QPointF>
#include <QString>

class QDateTimeAxis;
class QLineSeries;
class QValueAxis;

namespace RentDeck {

/** One line of a TimeSeriesChart: x = UTC epoch milliseconds. A NaN y is a gap: the line breaks there. */
struct ChartLine
{
    QString name;
    QList<QPointF> points;
    QColor color; // invalid: the chart's palette, by position
    Qt::PenStyle style = Qt::SolidLine;
};

/**
 * A chart of values over time (QtCharts): a date-time x axis, a value axis with a unit, any number of lines,
 * optional horizontal reference lines (a budget), and the value under the mouse as a tooltip. setLines()
 * reuses its series and hands each one its points in one replace() call, so refreshing a few thousand points
 * takes a few milliseconds; the time of the last refresh is kept for the benchmark.
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
    /** Lines shown (a line broken by gaps still counts once). */
    int lineCount() const { return int(m_lineNames.size()); }
    /** Points shown, over all lines. */
    int pointCount() const { return m_pointCount; }
    qint64 lastRefreshNs() const { return m_lastRefreshNs; }
    /** Placeholder shown when there is nothing to draw ("Waiting for the first sample…"). */
    void setEmptyText(const QString &text);

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyPalette();
    QLineSeries *segment(const QString &key, const QColor &color, Qt::PenStyle style, bool inLegend);
    void setInLegend(QLineSeries *series, bool inLegend);
    void showValue(const QString &name, const QPointF &point, bool state);
    static QColor paletteColor(int index);

    QString m_title;
    QString m_unit;
    QDateTimeAxis *m_timeAxis;
    QValueAxis *m_valueAxis;
    bool m_fixedRange = false;
    QHash<QString, QLineSeries *> m_segments; // "line\nN": the Nth unbroken piece of a line
    QHash<QLineSeries *, bool> m_inLegend; // whether its legend marker shows (the first piece of each line)
    QHash<QString, double> m_references;
    QHash<QString, QLineSeries *> m_referenceSeries;
    QStringList m_lineNames;
    int m_pointCount = 0;
    qint64 m_lastRefreshNs = 0;
    QString m_emptyText;
};

} // namespace RentDeck
