// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/terminal/TerminalSelection.h"

#include "ui/terminal/TerminalScreen.h"

#include <QPoint>
#include <algorithm>
#include <tuple>

namespace RentDeck {

namespace {
bool before(const TerminalSelection::Point &a, const TerminalSelection::Point &b)
{
    return std::tie(a.line, a.col) < std::tie(b.line, b.col);
}
} // namespace

bool TerminalSelection::isEmpty() const
{
    return !m_active;
}

void TerminalSelection::start(Point point)
{
    m_anchor = point;
    m_end = point;
    m_active = false;
}

void TerminalSelection::extendTo(Point point)
{
    m_end = point;
    m_active = before(m_anchor, m_end) || before(m_end, m_anchor);
}

void TerminalSelection::select(Point from, Point to)
{
    m_anchor = from;
    m_end = to;
    m_active = true;
}

void TerminalSelection::clear()
{
    m_active = false;
}

TerminalSelection::Point TerminalSelection::first() const
{
    return before(m_end, m_anchor) ? m_end : m_anchor;
}

TerminalSelection::Point TerminalSelection::last() const
{
    return before(m_end, m_anchor) ? m_anchor : m_end;
}

bool TerminalSelection::contains(qint64 line, int col) const
{
    if (!m_active) {
        return false;
    }
    const Point point { line, col };
    return !before(point, first()) && !before(last(), point);
}

QString TerminalSelection::text(const TerminalScreen &screen) const
{
    if (!m_active) {
        return {};
    }
    Point start = first();
    const Point end = last();
    const qint64 origin = screen.scrolledOffLineCount();
    const qint64 oldest = -static_cast<qint64>(screen.scrollbackLineCount());
    if (start.line - origin < oldest) {
        start = Point { oldest + origin, 0 }; // the start has left the history ring
    }
    const int startRow = static_cast<int>(start.line - origin);
    const int endRow = static_cast<int>(std::min<qint64>(end.line - origin, screen.rows() - 1));
    if (endRow < startRow) {
        return {};
    }
    return screen.text(QPoint(start.col, startRow), QPoint(end.col, endRow));
}

bool TerminalSelection::selectWord(const TerminalScreen &screen, Point point)
{
    const int row = static_cast<int>(point.line - screen.scrolledOffLineCount());
    auto isWordCell = [&screen, row](int col) {
        const TerminalCell cell = screen.cellAt(row, col);
        return cell.width == 0 || (!cell.text.isEmpty() && !cell.text.at(0).isSpace());
    };
    if (!isWordCell(point.col)) {
        return false;
    }
    int firstCol = point.col;
    int lastCol = point.col;
    while (firstCol > 0 && isWordCell(firstCol - 1)) {
        --firstCol;
    }
    while (lastCol + 1 < screen.cols() && isWordCell(lastCol + 1)) {
        ++lastCol;
    }
    select(Point { point.line, firstCol }, Point { point.line, lastCol });
    return true;
}

} // namespace RentDeck
