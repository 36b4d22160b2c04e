// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QtGlobal>

namespace RentDeck {

class TerminalScreen;

/**
 * A linear (stream) selection between two cells, both included. Lines are numbered as screen row +
 * TerminalScreen::scrolledOffLineCount(), so a selection stays on its text while output scrolls it.
 */
class TerminalSelection
{
public:
    struct Point
    {
        qint64 line = 0;
        int col = 0;
    };

    bool isEmpty() const;
    /** Starts a drag at \a point; the selection is empty until it is extended to another cell. */
    void start(Point point);
    void extendTo(Point point);
    void select(Point from, Point to);
    void clear();

    bool contains(qint64 line, int col) const;
    /** The selected text as it is now on \a screen; the part that left the history is dropped. */
    QString text(const TerminalScreen &screen) const;

    /** Selects the word (non-blank run) at \a point of \a screen; false on a blank cell. */
    bool selectWord(const TerminalScreen &screen, Point point);

private:
    Point first() const;
    Point last() const;

    Point m_anchor;
    Point m_end;
    bool m_active = false;
};

} // namespace RentDeck
