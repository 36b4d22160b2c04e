// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/terminal/TerminalMouse.h"

#include "ui/terminal/TerminalKeyboard.h"
#include "ui/terminal/TerminalScreen.h"

#include <QMouseEvent>
#include <QWheelEvent>
#include <algorithm>
#include <cstdlib>

namespace RentDeck::TerminalMouse {

namespace {
constexpr int WheelLinesPerNotch = 3;
constexpr int WheelButtonUp = 4;
constexpr int WheelButtonDown = 5;
} // namespace

void send(TerminalScreen &screen, const QMouseEvent &event, QPoint cell)
{
    const VTermModifier modifiers = TerminalKeyboard::toVTermModifiers(event.modifiers());
    screen.sendMouseMove(
        std::clamp(cell.y(), 0, screen.rows() - 1), std::clamp(cell.x(), 0, screen.cols() - 1), modifiers);
    if (event.type() == QEvent::MouseMove) {
        return;
    }
    const int button = event.button() == Qt::LeftButton ? 1
        : event.button() == Qt::MiddleButton            ? 2
        : event.button() == Qt::RightButton             ? 3
                                                        : 0;
    if (button != 0) {
        screen.sendMouseButton(button, event.type() != QEvent::MouseButtonRelease, modifiers);
    }
}

bool sendWheel(TerminalScreen &screen, const QWheelEvent &event, QPoint cell)
{
    const int delta = event.angleDelta().y();
    const bool up = delta > 0;
    const int notches = std::max(1, std::abs(delta) / 120);
    if (screen.isMouseTracking() && !event.modifiers().testFlag(Qt::ShiftModifier)) {
        screen.sendMouseMove(std::clamp(cell.y(), 0, screen.rows() - 1), std::clamp(cell.x(), 0, screen.cols() - 1),
            TerminalKeyboard::toVTermModifiers(event.modifiers()));
        for (int index = 0; index < notches; ++index) {
            screen.sendMouseButton(up ? WheelButtonUp : WheelButtonDown, true, VTERM_MOD_NONE);
        }
        return true;
    }
    if (screen.isAlternateScreen()) {
        for (int index = 0; index < notches * WheelLinesPerNotch; ++index) {
            screen.sendKey(up ? VTERM_KEY_UP : VTERM_KEY_DOWN, VTERM_MOD_NONE);
        }
        return true;
    }
    return false;
}

} // namespace RentDeck::TerminalMouse
