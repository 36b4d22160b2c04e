// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/watch/Sparkline.h"

#include <QPainter>
#include <QPainterPath>
#include <cmath>

namespace RentDeck {

Sparkline::Sparkline(QWidget *parent)
    : QWidget(parent)
{
    setMinimumSize(80, 18);
}

void Sparkline::setValues(const QList<double> &values, double maximum)
{
    m_values = values;
    m_maximum = maximum > 0 ? maximum : 1;
    update();
}

void Sparkline::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF area = QRectF(rect()).adjusted(1, 2, -1, -2);
    painter.setPen(QPen(palette().color(QPalette::Mid), 1));
    painter.drawLine(area.bottomLeft(), area.bottomRight());
    if (m_values.size() < 2) {
        return;
    }
    QPainterPath path;
    bool drawing = false;
    const double step = area.width() / double(m_values.size() - 1);
    for (qsizetype i = 0; i < m_values.size(); ++i) {
        const double value = m_values.at(i);
        if (std::isnan(value)) {
            drawing = false;
            continue;
        }
        const QPointF point(
            area.left() + step * double(i), area.bottom() - area.height() * qBound(0.0, value / m_maximum, 1.0));
        if (drawing) {
            path.lineTo(point);
        } else {
            path.moveTo(point);
            drawing = true;
        }
    }
    painter.setPen(QPen(palette().color(QPalette::Highlight), 1.5));
    painter.drawPath(path);
}

} // namespace RentDeck
