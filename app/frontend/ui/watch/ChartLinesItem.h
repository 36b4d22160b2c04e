// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/watch/ChartLine.h"

#include <QGraphicsItem>
#include <QList>
#include <QPolygonF>
#include <optional>

namespace RentDeck {

/**
 * The data lines of a TimeSeriesChart, drawn over the chart's plot area as plain polylines. QtCharts' own line
 * series recompute their geometry and a stroked outline of every line (for hit-testing) on each replace(): most of
 * a Monitor refresh. Here a refresh only stores the points; they are mapped to pixels once per change of data, range
 * or plot area, and painted with QPainter::drawPolyline. The chart's axes, grid, legend and title stay QtCharts'.
 */
class ChartLinesItem : public QGraphicsItem
{
public:
    /** The nearest drawn point to a position, for the tooltip. */
    struct Hit
    {
        int line = -1;
        QPointF value; // x = UTC epoch milliseconds
    };

    explicit ChartLinesItem(QGraphicsItem *parent = nullptr);

    /** The lines to draw (x = epoch ms, NaN y = a gap). */
    void setLines(QList<ChartLine> lines);
    const QList<ChartLine> &lines() const { return m_lines; }
    /** The values at the plot area's edges. */
    void setRange(double xMin, double xMax, double yMin, double yMax);
    /** Where the plot area is, in the parent's coordinates (QChart::plotArea()). */
    void setPlotArea(const QRectF &area);
    /** The drawn point nearest to \a position (this item's coordinates), at most \a radius pixels away. */
    std::optional<Hit> pointNear(const QPointF &position, qreal radius) const;

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    struct Drawn
    {
        QPen pen;
        QList<QPolygonF> pieces; // unbroken runs, in pixels
    };

    QPointF toPixels(const QPointF &value) const;
    /** Maps the lines to pixels again (data, range or plot area changed), and asks for a repaint. */
    void remap();

    QList<ChartLine> m_lines;
    QList<Drawn> m_drawn;
    QRectF m_area;
    double m_xMin = 0;
    double m_xMax = 1;
    double m_yMin = 0;
    double m_yMax = 1;
};

} // namespace RentDeck
