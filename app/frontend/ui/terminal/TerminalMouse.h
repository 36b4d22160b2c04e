// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPoint>

class QMouseEvent;
class QWheelEvent;

namespace RentDeck {

class TerminalScreen;

/** Turns Qt mouse events into xterm mouse reports through libvterm, for programs that ask (htop, vim, tmux). */
namespace TerminalMouse {

/** Reports a press, release or move at \a cell (x = column, y = row); libvterm drops it unless tracking is on. */
void send(TerminalScreen &screen, const QMouseEvent &event, QPoint cell);

/**
 * Wheel at \a cell: buttons 4/5 when the program tracks the mouse (and Shift is up), arrow keys on the
 * alternate screen, like xterm's alternateScroll. False when it is the caller's to scroll the history.
 */
bool sendWheel(TerminalScreen &screen, const QWheelEvent &event, QPoint cell);

} // namespace TerminalMouse

} // namespace RentDeck
