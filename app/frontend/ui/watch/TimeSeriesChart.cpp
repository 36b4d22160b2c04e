// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/watch/TimeSeriesChart.h"

#include "ui/watch/ChartLinesItem.h"

#include <QDateTime>
#include <QDateTimeAxis>
#include <QElapsedTimer>
#include <QEvent>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QMouseEvent>
#include <QToolTip>
#include <QValueAxis>
#include <cmath>

namespace RentDeck {

TimeSeriesChart::TimeSeriesChart(const QString &title, const QString &unit, QWidget *parent)
    : QChartView(new QChart, parent)
    , m_unit(unit)
    , m_timeAxis(new QDateTimeAxis(this))
    , m_valueAxis(new QValueAxis(this))
    , m_plot(new ChartLinesItem(chart()))
{
    QChart *c = chart();
    m_title = title;
    c->setTitle(title);
    c->setMargins(QMargins(4, 4, 4, 4));
    c->legend()->setAlignment(Qt::AlignBottom);
    c->setAnimationOptions(QChart::NoAnimation); // refreshed every second: animations would only cost time
    m_timeAxis->setFormat(QStringLiteral("HH:mm"));
    m_timeAxis->setTickCount(5);
    m_valueAxis->setLabelFormat(QStringLiteral("%.1f")); // 0–1 in steps of 0.2 until data says otherwise
    m_valueAxis->setTickCount(6);
    m_valueAxis->setTitleText(unit);
    m_valueAxis->setRange(0, 1);
    c->addAxis(m_timeAxis, Qt::AlignBottom);
    c->addAxis(m_valueAxis, Qt::AlignLeft);
    // Above the grid and the reference lines (QtCharts' series sit at z 4), below the legend.
    m_plot->setZValue(4.5);
    connect(c, &QChart::plotAreaChanged, this, [this](const QRectF &area) { m_plot->setPlotArea(area); });
    setRenderHint(QPainter::Antialiasing);
    // Every item here sets the painter state it needs, and none draws outside its bounds: the view need not save and
    // restore the state around each item, nor widen each update by the antialiasing margin.
    setOptimizationFlags(QGraphicsView::DontSavePainterState | QGraphicsView::DontAdjustForAntialiasing);
    viewport()->setMouseTracking(true); // the value under the mouse, without a button held
    setMinimumSize(260, 180);
    applyPalette();
}

const QList<ChartLine> &TimeSeriesChart::lines() const
{
    return m_plot->lines();
}

void TimeSeriesChart::setTimeFormat(const QString &format)
{
    m_timeAxis->setFormat(format);
}

void TimeSeriesChart::changeEvent(QEvent *event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyPalette(); // View › Appearance switched light/dark while the chart is shown
    }
}

void TimeSeriesChart::applyPalette()
{
    // QtCharts draws in its own light theme; take the widget palette's colours so a dark window gets dark charts.
    // Series keep their own colours, chosen to read on both.
    const QPalette colours = palette();
    const QColor text = colours.color(QPalette::Text);
    QColor grid = text;
    grid.setAlpha(45);
    QChart *c = chart();
    c->setBackgroundBrush(colours.color(QPalette::Base));
    c->setBackgroundPen(QPen(colours.color(QPalette::Mid)));
    c->setTitleBrush(text);
    c->legend()->setLabelColor(text);
    for (QAbstractAxis *axis :
        { static_cast<QAbstractAxis *>(m_timeAxis), static_cast<QAbstractAxis *>(m_valueAxis) }) {
        axis->setLabelsColor(text);
        axis->setTitleBrush(text);
        axis->setGridLineColor(grid);
        axis->setLinePenColor(colours.color(QPalette::Mid));
    }
    setBackgroundBrush(colours.color(QPalette::Window));
}

void TimeSeriesChart::setFixedRange(double minimum, double maximum)
{
    m_fixedRange = true;
    m_valueAxis->setRange(minimum, maximum);
    m_valueAxis->setLabelFormat(maximum - minimum >= 10 ? QStringLiteral("%.0f") : QStringLiteral("%.1f"));
}

QColor TimeSeriesChart::paletteColor(int index)
{
    // Distinguishable on light and dark backgrounds; GPU 0 is always blue, GPU 1 orange, and so on.
    static const QList<QColor> colors { QColor(0x1f77b4), QColor(0xff7f0e), QColor(0x2ca02c), QColor(0xd62728),
        QColor(0x9467bd), QColor(0x8c564b), QColor(0xe377c2), QColor(0x7f7f7f) };
    return colors.at(index % colors.size());
}

void TimeSeriesChart::updateLegend(const QList<ChartLine> &lines)
{
    for (int index = 0; index < lines.size(); ++index) {
        if (index == m_legendEntries.size()) {
            auto *entry = new QLineSeries(this);
            chart()->addSeries(entry);
            entry->attachAxis(m_timeAxis);
            entry->attachAxis(m_valueAxis);
            m_legendEntries.append(entry);
        }
        QLineSeries *entry = m_legendEntries.at(index);
        const ChartLine &line = lines.at(index);
        if (entry->name() != line.name) {
            entry->setName(line.name);
        }
        const QPen pen(line.color, 1.0, line.style);
        if (entry->pen() != pen) {
            entry->setPen(pen);
        }
    }
    // Looking a marker up walks the legend's list: only when the number of lines changes, not every second.
    if (m_legendShown == lines.size()) {
        return;
    }
    m_legendShown = int(lines.size());
    for (int index = 0; index < m_legendEntries.size(); ++index) {
        const auto markers = chart()->legend()->markers(m_legendEntries.at(index));
        for (QLegendMarker *marker : markers) {
            marker->setVisible(index < m_legendShown);
        }
    }
}

namespace {
/** 1, 2, 2.5 or 5 times a power of ten, at least \a value: an axis top people read at a glance. */
double niceCeiling(double value)
{
    if (value <= 0) {
        return 1;
    }
    const double magnitude = std::pow(10.0, std::floor(std::log10(value)));
    for (const double step : { 1.0, 2.0, 2.5, 5.0, 10.0 }) {
        if (step * magnitude >= value * 0.999999) {
            return step * magnitude;
        }
    }
    return 10 * magnitude;
}
} // namespace

void TimeSeriesChart::setLines(const QList<ChartLine> &lines, qint64 fromMs, qint64 toMs)
{
    QElapsedTimer clock;
    clock.start();
    m_pointCount = 0;
    // The value range first, so the axes change once per refresh (each change lays QtCharts' axes out again).
    QList<ChartLine> shown = lines;
    double highest = 0;
    for (int index = 0; index < shown.size(); ++index) {
        ChartLine &line = shown[index];
        if (!line.color.isValid()) {
            line.color = paletteColor(index);
        }
        for (const QPointF &point : std::as_const(line.points)) {
            if (!std::isnan(point.y())) {
                highest = qMax(highest, point.y());
                ++m_pointCount;
            }
        }
    }
    for (auto it = m_references.cbegin(); it != m_references.cend(); ++it) {
        highest = qMax(highest, it.value());
    }
    // The time axis stands still between frames: it moves in steps of 1/60 of the window (5 s of 5 min, 24 min of
    // a day). A range change makes QtCharts lay out the axis, its labels and the grid again, and every line has to be
    // mapped to pixels anew.
    const qint64 span = std::max<qint64>(1, toMs - fromMs);
    const qint64 axisStep = std::max<qint64>(1000, span / 60);
    const qint64 axisTo = (toMs + axisStep - 1) / axisStep * axisStep;
    const qint64 axisFrom = axisTo - span;
    const QDateTime from = QDateTime::fromMSecsSinceEpoch(axisFrom);
    const QDateTime to = QDateTime::fromMSecsSinceEpoch(axisTo);
    if (m_timeAxis->min() != from || m_timeAxis->max() != to) {
        m_timeAxis->setRange(from, to);
    }
    const QString timeFormat = span > 20 * 3600 * 1000 ? QStringLiteral("dd HH:mm")
        : span < 10 * 60 * 1000                        ? QStringLiteral("HH:mm:ss")
                                                       : QStringLiteral("HH:mm");
    if (m_timeAxis->format() != timeFormat) {
        m_timeAxis->setFormat(timeFormat);
    }
    if (!m_fixedRange) {
        const double top = niceCeiling(highest * 1.1);
        // Ticks on round steps: a top of 1 or 2.5 or 5 (× 10^k) in 5 steps, a top of 2 in 4.
        const double mantissa = top / std::pow(10.0, std::floor(std::log10(top)));
        const int ticks = qFuzzyCompare(mantissa, 2.0) ? 5 : 6;
        if (m_valueAxis->max() != top || m_valueAxis->min() != 0) {
            m_valueAxis->setRange(0, top);
        }
        if (m_valueAxis->tickCount() != ticks) {
            m_valueAxis->setTickCount(ticks);
        }
        // Just enough decimals that every tick is exact and neighbours differ (0.5 GiB; $0.02; $0.0025).
        const double step = top / (ticks - 1);
        int decimals = 0;
        while (decimals < 6
            && std::abs(step * std::pow(10.0, decimals) - std::round(step * std::pow(10.0, decimals))) > 1e-6) {
            ++decimals;
        }
        const QString labelFormat = QStringLiteral("%.%1f").arg(decimals);
        if (m_valueAxis->labelFormat() != labelFormat) {
            m_valueAxis->setLabelFormat(labelFormat); // each change lays the axis out again
        }
    }
    updateLegend(shown);
    m_plot->setRange(double(axisFrom), double(axisTo), m_valueAxis->min(), m_valueAxis->max());
    m_plot->setLines(std::move(shown));
    for (auto it = m_references.cbegin(); it != m_references.cend(); ++it) {
        m_referenceSeries.value(it.key())->replace(
            { QPointF(double(axisFrom), it.value()), QPointF(double(axisTo), it.value()) });
    }
    const QString title
        = m_pointCount > 0 || m_emptyText.isEmpty() ? m_title : QStringLiteral("%1 — %2").arg(m_title, m_emptyText);
    if (chart()->title() != title) {
        chart()->setTitle(title);
    }
    m_lastRefreshNs = clock.nsecsElapsed();
}

void TimeSeriesChart::setReferenceLine(const QString &name, double value, const QColor &color)
{
    QLineSeries *series = m_referenceSeries.value(name);
    if (!series) {
        series = new QLineSeries(this);
        chart()->addSeries(series);
        series->attachAxis(m_timeAxis);
        series->attachAxis(m_valueAxis);
        m_referenceSeries.insert(name, series);
    }
    QPen pen(color);
    pen.setWidthF(1.4);
    pen.setStyle(Qt::DashLine);
    series->setPen(pen);
    series->setName(name);
    m_references.insert(name, value);
}

void TimeSeriesChart::clearReferenceLines()
{
    for (QLineSeries *series : std::as_const(m_referenceSeries)) {
        chart()->removeSeries(series);
        delete series;
    }
    m_referenceSeries.clear();
    m_references.clear();
}

void TimeSeriesChart::setEmptyText(const QString &text)
{
    m_emptyText = text;
    if (m_pointCount == 0) {
        chart()->setTitle(text.isEmpty() ? m_title : QStringLiteral("%1 — %2").arg(m_title, text));
    }
}

void TimeSeriesChart::mouseMoveEvent(QMouseEvent *event)
{
    QChartView::mouseMoveEvent(event);
    constexpr qreal HoverRadius = 6; // pixels: near enough to mean that line
    const QPointF position = m_plot->mapFromScene(mapToScene(event->position().toPoint()));
    if (const auto hit = m_plot->pointNear(position, HoverRadius)) {
        showValue(lines().at(hit->line).name, hit->value);
    } else {
        QToolTip::hideText();
    }
}

void TimeSeriesChart::leaveEvent(QEvent *event)
{
    QChartView::leaveEvent(event);
    QToolTip::hideText();
}

void TimeSeriesChart::showValue(const QString &name, const QPointF &point)
{
    const QString time = QLocale().toString(
        QDateTime::fromMSecsSinceEpoch(qint64(point.x())).toLocalTime().time(), QLocale::ShortFormat);
    QToolTip::showText(
        QCursor::pos(), tr("%1: %2 %3 at %4").arg(name, QLocale().toString(point.y(), 'f', 1), m_unit, time), this);
}

} // namespace RentDeck
