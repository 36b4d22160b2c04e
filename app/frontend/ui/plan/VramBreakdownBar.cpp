// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plan/VramBreakdownBar.h"

#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>

namespace RentDeck {

namespace {
constexpr int BarHeight = 26;
constexpr int TickSpace = 16; // tier labels under the bar
constexpr int LegendRow = 20;
constexpr qint64 Gib = qint64(1) << 30;
constexpr int TiersGb[] = { 24, 48, 80, 141 };
} // namespace

VramBreakdownBar::VramBreakdownBar(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("vramBreakdownBar"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void VramBreakdownBar::setBreakdown(const VramBreakdown &breakdown)
{
    m_breakdown = breakdown;
    QStringList tip;
    for (const Part &part : parts()) {
        tip << tr("%1: %2").arg(part.name, QLocale().formattedDataSize(part.bytes));
    }
    setToolTip(tip.join(QLatin1Char('\n')));
    update();
}

QList<VramBreakdownBar::Part> VramBreakdownBar::parts() const
{
    // Colour-blind-safe hues (Okabe-Ito), in the order the memory is usually thought of.
    const QList<Part> all { { tr("Weights"), m_breakdown.weights, QColor(0x00, 0x72, 0xB2) },
        { tr("Optimizer"), m_breakdown.optimizer, QColor(0xE6, 0x9F, 0x00) },
        { tr("Gradients"), m_breakdown.gradients, QColor(0xCC, 0x79, 0xA7) },
        { tr("Activations"), m_breakdown.activations, QColor(0x00, 0x9E, 0x73) },
        { tr("KV cache"), m_breakdown.kvCache, QColor(0x56, 0xB4, 0xE9) },
        { tr("Reserve"), m_breakdown.reserve, QColor(0x99, 0x99, 0x99) } };
    QList<Part> shown;
    std::copy_if(all.cbegin(), all.cend(), std::back_inserter(shown), [](const Part &part) { return part.bytes > 0; });
    return shown;
}

QSize VramBreakdownBar::sizeHint() const
{
    return { 480, BarHeight + TickSpace + 2 * LegendRow + 8 };
}

QSize VramBreakdownBar::minimumSizeHint() const
{
    return { 240, sizeHint().height() };
}

void VramBreakdownBar::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QList<Part> shown = parts();
    const qint64 total = m_breakdown.total();
    // Scale: the smallest tier above the total, so the fitting tier's tick is on the bar.
    qint64 scale = qint64(TiersGb[std::size(TiersGb) - 1]) * Gib;
    for (int gb : TiersGb) {
        if (qint64(gb) * Gib >= total) {
            scale = qint64(gb) * Gib;
            break;
        }
    }
    scale = std::max(scale, total);
    const QRectF bar(0.5, 0.5, width() - 1.0, BarHeight);
    QPainterPath outline;
    outline.addRoundedRect(bar, 4, 4);
    painter.fillPath(outline, palette().color(QPalette::Base));
    painter.save();
    painter.setClipPath(outline);
    double x = bar.left();
    for (const Part &part : shown) {
        const double w = bar.width() * double(part.bytes) / double(scale);
        painter.fillRect(QRectF(x, bar.top(), w, bar.height()), part.color);
        x += w;
    }
    painter.restore();
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawPath(outline);

    // Tier ticks that fall on the bar.
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    painter.setFont(small);
    for (int gb : TiersGb) {
        const qint64 bytes = qint64(gb) * Gib;
        if (bytes > scale) {
            continue;
        }
        const double tx = bar.left() + bar.width() * double(bytes) / double(scale);
        painter.setPen(QPen(palette().color(QPalette::Text), 1, Qt::DashLine));
        painter.drawLine(QPointF(tx, bar.top()), QPointF(tx, bar.bottom() + 4));
        const QString label = tr("%1 GB").arg(gb);
        const int labelWidth = painter.fontMetrics().horizontalAdvance(label);
        painter.drawText(
            QPointF(std::clamp(tx - labelWidth / 2.0, 0.0, width() - labelWidth - 1.0), bar.bottom() + TickSpace - 2),
            label);
    }

    // Legend: a swatch and "Weights 13.0 GiB" per part, wrapping to a second row.
    painter.setFont(font());
    const QFontMetrics metrics = painter.fontMetrics();
    double lx = 0;
    double ly = bar.bottom() + TickSpace + 6;
    for (const Part &part : shown) {
        const QString text = tr("%1 %2").arg(part.name, QLocale().formattedDataSize(part.bytes, 1));
        const double itemWidth = 14 + 4 + metrics.horizontalAdvance(text) + 16;
        if (lx > 0 && lx + itemWidth > width()) {
            lx = 0;
            ly += LegendRow;
        }
        painter.fillRect(QRectF(lx, ly + 3, 12, 12), part.color);
        painter.setPen(palette().color(QPalette::WindowText));
        painter.drawText(QPointF(lx + 18, ly + metrics.ascent() + 1), text);
        lx += itemWidth;
    }
}

} // namespace RentDeck
