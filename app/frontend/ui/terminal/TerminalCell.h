// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QString>

namespace RentDeck {

/** One character cell of the terminal as painted: text, width and resolved (RGB) colours and attributes. */
struct TerminalCell
{
    QString text; // empty for a blank cell and for the right half of a wide character
    int width = 1; // 2 for a wide (e.g. CJK) character, 0 for the cell it covers on its right
    QColor foreground; // resolved RGB; reverse is not applied here
    QColor background;
    bool isDefaultBackground = true;
    bool bold = false;
    bool italic = false;
    bool underline = false;
    bool strike = false;
    bool blink = false;
    bool reverse = false;
};

} // namespace RentDeck
