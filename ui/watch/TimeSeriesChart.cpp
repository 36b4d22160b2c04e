// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "watch/TimeSeriesChart.h"

#include <QDateTime>
#include <QDateTimeAxis>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QToolTip>
#include <QValueAxis>
#include <cmath>

namespace RentDeck {

TimeSeriesChart::TimeSeriesChart(const QString &title, const QString &unit, QWidget *parent)
    : QChartView(new QChart, parent)
    , m_unit(unit)
    , m_timeAxis(new QDateTimeAxis(this))
    , m_valueAxis(new QValueAxis(this))
{
    QChart *c = chart();
    m_title = title;
    c->setTitle(title);
    c->setMargins(QMargins(4, 4, 4, 4));
    c->legend()->setAlignment(Qt::AlignBottom);
    c->setAnimationOptions(QChart::NoAnimation); // refreshed every second: animations would only cost time
    m_timeAxis->setFormat(QStringLiteral("HH:mm"));
    m_timeAxis->setTickCount(5);
    m_valueAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_valueAxis->setTitleText(unit);
    m_valueAxis->setRange(0, 1);
    c->addAxis(m_timeAxis, Qt::AlignBottom);
    c->addAxis(m_valueAxis, Qt::AlignLeft);
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(260, 180);
}

void TimeSeriesChart::setFixedRange(double minimum, double maximum)
{
    m_fixedRange = true;
    m_valueAxis->setRange(minimum, maximum);
}

QColor TimeSeriesChart::paletteColor(int index)
{
    // Distinguishable on light and dark backgrounds; GPU 0 is always blue, GPU 1 orange, and so on.
    static const QList<QColor> colors { QColor(0x1f77b4), QColor(0xff7f0e), QColor(0x2ca02c), QColor(0xd62728),
        QColor(0x9467bd), QColor(0x8c564b), QColor(0xe377c2), QColor(0x7f7f7f) };
    return colors.at(index % colors.size());
}

QLineSeries *TimeSeriesChart::segment(const QString &key, const QColor &color, Qt::PenStyle style, bool inLegend)
{
    QLineSeries *series = m_segments.value(key);
    if (!series) {
        series = new QLineSeries(this);
        chart()->addSeries(series);
        series->attachAxis(m_timeAxis);
        series->attachAxis(m_valueAxis);
        m_segments.insert(key, series);
    }
    QPen pen(color);
    pen.setWidthF(1.6);
    pen.setStyle(style);
    series->setPen(pen);
    const auto markers = chart()->legend()->markers(series);
    for (QLegendMarker *marker : markers) {
        marker->setVisible(inLegend);
    }
    return series;
}

void TimeSeriesChart::setLines(const QList<ChartLine> &lines, qint64 fromMs, qint64 toMs)
{
    QElapsedTimer clock;
    clock.start();
    m_lineNames.clear();
    m_pointCount = 0;
    double highest = 0;
    QSet<QString> used;
    for (int index = 0; index < lines.size(); ++index) {
        const ChartLine &line = lines.at(index);
        const QColor color = line.color.isValid() ? line.color : paletteColor(index);
        m_lineNames << line.name;
        // Split at NaN (a gap in the stream): one series per unbroken piece, the first one in the legend.
        QList<QPointF> piece;
        int pieces = 0;
        const auto flush = [&] {
            if (piece.isEmpty()) {
                return;
            }
            const QString key = line.name + QLatin1Char('\n') + QString::number(pieces);
            QLineSeries *series = segment(key, color, line.style, pieces == 0);
            series->setName(line.name);
            series->replace(piece);
            used.insert(key);
            if (pieces == 0) {
                QObject::disconnect(series, &QLineSeries::hovered, this, nullptr);
                connect(series, &QLineSeries::hovered, this,
                    [this, name = line.name](const QPointF &point, bool state) { showValue(name, point, state); });
            }
            m_pointCount += int(piece.size());
            ++pieces;
            piece.clear();
        };
        for (const QPointF &point : line.points) {
            if (std::isnan(point.y())) {
                flush();
                continue;
            }
            piece.append(point);
            highest = qMax(highest, point.y());
        }
        flush();
    }
    // Pieces no longer needed are emptied, not deleted: the next refresh likely needs them again.
    for (auto it = m_segments.cbegin(); it != m_segments.cend(); ++it) {
        if (!used.contains(it.key())) {
            it.value()->clear();
            const auto markers = chart()->legend()->markers(it.value());
            for (QLegendMarker *marker : markers) {
                marker->setVisible(false);
            }
        }
    }
    for (auto it = m_references.cbegin(); it != m_references.cend(); ++it) {
        highest = qMax(highest, it.value());
        m_referenceSeries.value(it.key())->replace(
            { QPointF(double(fromMs), it.value()), QPointF(double(toMs), it.value()) });
    }
    m_timeAxis->setRange(QDateTime::fromMSecsSinceEpoch(fromMs), QDateTime::fromMSecsSinceEpoch(toMs));
    const qint64 span = toMs - fromMs;
    m_timeAxis->setFormat(span > 20 * 3600 * 1000 ? QStringLiteral("dd HH:mm")
            : span < 10 * 60 * 1000               ? QStringLiteral("HH:mm:ss")
                                                  : QStringLiteral("HH:mm"));
    if (!m_fixedRange) {
        m_valueAxis->setRange(0, highest > 0 ? highest * 1.1 : 1);
        m_valueAxis->applyNiceNumbers();
        // Enough decimals that neighbouring ticks differ (1.0, 1.5 GiB; $0.02, $0.04).
        const double top = m_valueAxis->max();
        m_valueAxis->setLabelFormat(top >= 10 ? QStringLiteral("%.0f")
                : top >= 1                    ? QStringLiteral("%.1f")
                                              : QStringLiteral("%.2f"));
    }
    chart()->setTitle(
        m_pointCount > 0 || m_emptyText.isEmpty() ? m_title : QStringLiteral("%1 — %2").arg(m_title, m_emptyText));
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

void TimeSeriesChart::showValue(const QString &name, const QPointF &point, bool state)
{
    if (!state) {
        QToolTip::hideText();
        return;
    }
    const QString time = QLocale().toString(
        QDateTime::fromMSecsSinceEpoch(qint64(point.x())).toLocalTime().time(), QLocale::ShortFormat);
    QToolTip::showText(
        QCursor::pos(), tr("%1: %2 %3 at %4").arg(name, QLocale().toString(point.y(), 'f', 1), m_unit, time), this);
}

} // namespace RentDeck
