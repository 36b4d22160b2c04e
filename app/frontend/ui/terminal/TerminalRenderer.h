// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFont>
#include <QPoint>
#include <QRect>
#include <QSize>
#include <array>
#include <functional>

class QColor;
class QPainter;

namespace RentDeck {

class TerminalScreen;

/**
 * Paints TerminalScreen cells on a fixed grid: one cell is cellSize() pixels, wide characters take two.
 * ASCII runs are drawn as one string with letter spacing that snaps each glyph to the grid; everything
 * else glyph by glyph, so fallback fonts (CJK) cannot shift the columns after them.
 */
class TerminalRenderer
{
public:
    /** Tells whether the cell at (screen row, column) is selected; rows as TerminalScreen addresses them. */
    using SelectionTest = std::function<bool(int row, int col)>;

    TerminalRenderer();

    /** The system fixed font with "Noto Sans Mono CJK SC" as fallback family, so CJK has glyphs. */
    static QFont defaultFont();

    void setFont(const QFont &font);
    QFont font() const;
    QSize cellSize() const;

    /** Pixel rectangle of \a cells (x = column, y = visible row). */
    QRect pixelRect(const QRect &cells) const;
    /** The cell under \a pixel (x = column, y = visible row), not clamped. */
    QPoint cellAt(QPoint pixel) const;

    /** Paints \a cells (x = column, y = visible row); visible row r shows screen row r - scrollOffset. */
    void paintCells(QPainter &painter, const TerminalScreen &screen, const QRect &cells, int scrollOffset,
        const SelectionTest &isSelected) const;
    /** Paints the cursor at \a visibleCell: its shape when focused, a hollow block otherwise. */
    void paintCursor(QPainter &painter, const TerminalScreen &screen, QPoint visibleCell, bool focused) const;

    /** A translucent banner with \a message in the middle of \a area, over whatever is painted there. */
    static void paintBanner(QPainter &painter, const QRect &area, QFont font, const QString &message);

private:
    struct Run;

    const QFont &fontFor(bool bold, bool italic) const;
    void drawText(
        QPainter &painter, int col, int row, const QString &text, const QColor &color, bool bold, bool italic) const;

    std::array<QFont, 4> m_fonts; // regular, bold, italic, bold italic
    int m_cellWidth = 8;
    int m_cellHeight = 16;
    int m_ascent = 12;
};

} // namespace RentDeck
