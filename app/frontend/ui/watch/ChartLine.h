// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QList>
#include <QPointF>
#include <QString>

namespace RentDeck {

/** One line of a TimeSeriesChart: x = UTC epoch milliseconds. A NaN y is a gap: the line breaks there. */
struct ChartLine
{
    QString name;
    QList<QPointF> points;
    QColor color; // invalid: the chart's palette, by position
    Qt::PenStyle style = Qt::SolidLine;
};

} // namespace RentDeck
