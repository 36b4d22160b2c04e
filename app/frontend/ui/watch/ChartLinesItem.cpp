// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/watch/ChartLinesItem.h"

#include <QPainter>
#include <algorithm>
#include <cmath>

namespace RentDeck {

ChartLinesItem::ChartLinesItem(QGraphicsItem *parent)
    : QGraphicsItem(parent)
{
}

void ChartLinesItem::setLines(QList<ChartLine> lines)
{
    m_lines = std::move(lines);
    remap();
}

void ChartLinesItem::setRange(double xMin, double xMax, double yMin, double yMax)
{
    if (xMin == m_xMin && xMax == m_xMax && yMin == m_yMin && yMax == m_yMax) {
        return;
    }
    m_xMin = xMin;
    m_xMax = xMax;
    m_yMin = yMin;
    m_yMax = yMax;
    remap();
}

void ChartLinesItem::setPlotArea(const QRectF &area)
{
    if (area == m_area) {
        return;
    }
    prepareGeometryChange();
    m_area = area;
    remap();
}

QRectF ChartLinesItem::boundingRect() const
{
    return m_area;
}

QPointF ChartLinesItem::toPixels(const QPointF &value) const
{
    const double xSpan = m_xMax > m_xMin ? m_xMax - m_xMin : 1;
    const double ySpan = m_yMax > m_yMin ? m_yMax - m_yMin : 1;
    return { m_area.left() + (value.x() - m_xMin) / xSpan * m_area.width(),
        m_area.bottom() - (value.y() - m_yMin) / ySpan * m_area.height() };
}

void ChartLinesItem::remap()
{
    m_drawn.clear();
    m_drawn.reserve(m_lines.size());
    for (const ChartLine &line : std::as_const(m_lines)) {
        Drawn drawn;
        // 1 px: wider antialiased pens go through Qt's general stroker, thin ones through its fast cosmetic path.
        drawn.pen = QPen(line.color, 1.0, line.style);
        QPolygonF piece;
        piece.reserve(line.points.size());
        for (const QPointF &point : line.points) {
            if (std::isnan(point.y())) {
                if (!piece.isEmpty()) {
                    drawn.pieces.append(std::exchange(piece, {}));
                }
                continue;
            }
            piece.append(toPixels(point));
        }
        if (!piece.isEmpty()) {
            drawn.pieces.append(std::move(piece));
        }
        m_drawn.append(std::move(drawn));
    }
    update();
}

void ChartLinesItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    // The view does not save the painter's state around each item (DontSavePainterState): this one restores it.
    painter->save();
    painter->setClipRect(m_area); // nothing outside the plot area, whatever the data says
    painter->setBrush(Qt::NoBrush);
    for (const Drawn &drawn : std::as_const(m_drawn)) {
        painter->setPen(drawn.pen);
        for (const QPolygonF &piece : drawn.pieces) {
            if (piece.size() == 1) {
                painter->drawPoint(piece.constFirst()); // one sample between gaps still shows
            } else {
                painter->drawPolyline(piece);
            }
        }
    }
    painter->restore();
}

std::optional<ChartLinesItem::Hit> ChartLinesItem::pointNear(const QPointF &position, qreal radius) const
{
    std::optional<Hit> best;
    qreal bestDistance = radius;
    // Points are in time order: each line is looked at only around the mouse's time.
    const double xSpan = m_xMax > m_xMin ? m_xMax - m_xMin : 1;
    const double at = m_xMin + (position.x() - m_area.left()) / std::max(1.0, m_area.width()) * xSpan;
    for (int index = 0; index < m_lines.size(); ++index) {
        const QList<QPointF> &points = m_lines.at(index).points;
        const auto middle = std::lower_bound(
            points.cbegin(), points.cend(), at, [](const QPointF &point, double x) { return point.x() < x; });
        const qsizetype centre = middle - points.cbegin();
        for (qsizetype i = std::max<qsizetype>(0, centre - 3); i < std::min(points.size(), centre + 3); ++i) {
            if (std::isnan(points.at(i).y())) {
                continue;
            }
            const QPointF delta = toPixels(points.at(i)) - position;
            const qreal distance = std::hypot(delta.x(), delta.y());
            if (distance <= bestDistance) {
                bestDistance = distance;
                best = Hit { index, points.at(i) };
            }
        }
    }
    return best;
}

} // namespace RentDeck
