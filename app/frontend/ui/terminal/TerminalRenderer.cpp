// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/terminal/TerminalRenderer.h"

#include "ui/terminal/TerminalScreen.h"

#include <QFontDatabase>
#include <QFontMetricsF>
#include <QPainter>
#include <QtMath>
#include <algorithm>

namespace RentDeck {

struct TerminalRenderer::Run
{
    QString text;
    int startCol = 0;
    QColor foreground;
    bool bold = false;
    bool italic = false;
};

namespace {
bool isPlainAscii(const TerminalCell &cell)
{
    return cell.width == 1 && cell.text.size() == 1 && cell.text.at(0).unicode() > 0x20
        && cell.text.at(0).unicode() < 0x7f;
}

struct Colours
{
    QColor foreground;
    QColor background;
};

Colours coloursOf(const TerminalCell &cell, const TerminalScreen &screen, bool selected)
{
    const bool swap = cell.reverse != screen.isReverseVideo() ? !selected : selected;
    return swap ? Colours { cell.background, cell.foreground } : Colours { cell.foreground, cell.background };
}
} // namespace

TerminalRenderer::TerminalRenderer()
{
    setFont(defaultFont());
}

QFont TerminalRenderer::defaultFont()
{
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    font.setFamilies({ font.family(), QStringLiteral("Noto Sans Mono CJK SC") });
    font.setStyleHint(QFont::TypeWriter);
    font.setFixedPitch(true);
    return font;
}

void TerminalRenderer::setFont(const QFont &font)
{
    QFont base = font;
    base.setKerning(false);
    base.setLetterSpacing(QFont::AbsoluteSpacing, 0);
    const QFontMetricsF metrics(base);
    m_cellWidth = std::max(1, qRound(metrics.horizontalAdvance(QLatin1Char('M'))));
    m_cellHeight = std::max(1, qCeil(metrics.height()));
    m_ascent = qCeil(metrics.ascent());
    for (int index = 0; index < static_cast<int>(m_fonts.size()); ++index) {
        QFont variant = base;
        variant.setBold((index & 1) != 0);
        variant.setItalic((index & 2) != 0);
        // Snap every glyph advance to the grid, whatever the variant's own advance is.
        const qreal advance = QFontMetricsF(variant).horizontalAdvance(QLatin1Char('M'));
        variant.setLetterSpacing(QFont::AbsoluteSpacing, m_cellWidth - advance);
        m_fonts[static_cast<size_t>(index)] = variant;
    }
}

QFont TerminalRenderer::font() const
{
    return m_fonts[0];
}

QSize TerminalRenderer::cellSize() const
{
    return QSize(m_cellWidth, m_cellHeight);
}

QRect TerminalRenderer::pixelRect(const QRect &cells) const
{
    return QRect(
        cells.x() * m_cellWidth, cells.y() * m_cellHeight, cells.width() * m_cellWidth, cells.height() * m_cellHeight);
}

QPoint TerminalRenderer::cellAt(QPoint pixel) const
{
    return QPoint(pixel.x() / m_cellWidth, pixel.y() / m_cellHeight);
}

const QFont &TerminalRenderer::fontFor(bool bold, bool italic) const
{
    return m_fonts[static_cast<size_t>((bold ? 1 : 0) | (italic ? 2 : 0))];
}

void TerminalRenderer::drawText(
    QPainter &painter, int col, int row, const QString &text, const QColor &color, bool bold, bool italic) const
{
    painter.setFont(fontFor(bold, italic));
    painter.setPen(color);
    painter.drawText(QPointF(col * m_cellWidth, row * m_cellHeight + m_ascent), text);
}

void TerminalRenderer::paintCells(QPainter &painter, const TerminalScreen &screen, const QRect &cells, int scrollOffset,
    const SelectionTest &isSelected) const
{
    const QColor defaultBackground = screen.isReverseVideo() ? screen.defaultForeground() : screen.defaultBackground();
    painter.fillRect(pixelRect(cells), defaultBackground);
    for (int row = cells.top(); row <= cells.bottom(); ++row) {
        const int screenRow = row - scrollOffset;
        int col = cells.left();
        if (col > 0 && screen.cellAt(screenRow, col).width == 0) {
            --col; // the region starts on the right half of a wide character
        }
        Run run;
        auto flush = [&] {
            while (run.text.endsWith(QLatin1Char(' '))) {
                run.text.chop(1);
            }
            if (!run.text.isEmpty()) {
                drawText(painter, run.startCol, row, run.text, run.foreground, run.bold, run.italic);
            }
            run.text.clear();
        };
        while (col <= cells.right() && col < screen.cols()) {
            const TerminalCell cell = screen.cellAt(screenRow, col);
            const int span = std::max(1, cell.width);
            const bool selected = isSelected && isSelected(screenRow, col);
            const Colours colours = coloursOf(cell, screen, selected);
            const QRect rect = pixelRect(QRect(col, row, span, 1));
            if (colours.background != defaultBackground) {
                painter.fillRect(rect, colours.background);
            }
            if (cell.underline) {
                painter.fillRect(QRect(rect.left(), rect.top() + m_ascent + 1, rect.width(), 1), colours.foreground);
            }
            if (cell.strike) {
                painter.fillRect(
                    QRect(rect.left(), rect.top() + m_ascent * 2 / 3, rect.width(), 1), colours.foreground);
            }
            if (cell.width == 0 || cell.text.isEmpty() || cell.text == QLatin1String(" ")) {
                if (!run.text.isEmpty()) {
                    run.text += QLatin1Char(' ');
                }
            } else if (isPlainAscii(cell)) {
                if (!run.text.isEmpty()
                    && (run.foreground != colours.foreground || run.bold != cell.bold || run.italic != cell.italic)) {
                    flush();
                }
                if (run.text.isEmpty()) {
                    run = Run { QString(), col, colours.foreground, cell.bold, cell.italic };
                }
                run.text += cell.text;
            } else {
                flush();
                drawText(painter, col, row, cell.text, colours.foreground, cell.bold, cell.italic);
            }
            col += span;
        }
        flush();
    }
}

void TerminalRenderer::paintCursor(
    QPainter &painter, const TerminalScreen &screen, QPoint visibleCell, bool focused) const
{
    const QPoint cursor = screen.cursorPosition();
    const TerminalCell cell = screen.cellAt(cursor.y(), cursor.x());
    const QRect rect = pixelRect(QRect(visibleCell.x(), visibleCell.y(), std::max(1, cell.width), 1));
    const QColor colour = screen.isReverseVideo() ? screen.defaultBackground() : screen.defaultForeground();
    if (!focused) {
        painter.setPen(colour);
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(rect.adjusted(0, 0, -1, -1));
        return;
    }
    switch (screen.cursorShape()) {
    case TerminalScreen::CursorShape::Underline:
        painter.fillRect(QRect(rect.left(), rect.bottom() - 1, rect.width(), 2), colour);
        break;
    case TerminalScreen::CursorShape::Bar:
        painter.fillRect(QRect(rect.left(), rect.top(), 2, rect.height()), colour);
        break;
    case TerminalScreen::CursorShape::Block:
        painter.fillRect(rect, colour);
        if (cell.width > 0 && !cell.text.isEmpty()) {
            const QColor text = screen.isReverseVideo() ? screen.defaultForeground() : screen.defaultBackground();
            drawText(painter, visibleCell.x(), visibleCell.y(), cell.text, text, cell.bold, cell.italic);
        }
        break;
    }
}

void TerminalRenderer::paintBanner(QPainter &painter, const QRect &area, QFont font, const QString &message)
{
    painter.save();
    painter.fillRect(area, QColor(0, 0, 0, 70));
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.2);
    const QFontMetrics metrics(font);
    QRect banner(0, 0, metrics.horizontalAdvance(message) + 48, metrics.height() + 20);
    banner.moveCenter(area.center());
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(240, 200, 80, 225)); // amber: stands out over dark and light programs alike
    painter.drawRoundedRect(banner, 8, 8);
    painter.setFont(font);
    painter.setPen(QColor(30, 30, 30));
    painter.drawText(banner, Qt::AlignCenter, message);
    painter.restore();
}

} // namespace RentDeck
