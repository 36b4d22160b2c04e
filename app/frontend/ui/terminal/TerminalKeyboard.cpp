// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/terminal/TerminalKeyboard.h"

#include "ui/terminal/TerminalScreen.h"

#include <QKeyEvent>
#include <optional>

namespace RentDeck::TerminalKeyboard {

namespace {
std::optional<VTermKey> specialKey(int key, bool keypad)
{
    if (key >= Qt::Key_F1 && key <= Qt::Key_F35) {
        return static_cast<VTermKey>(VTERM_KEY_FUNCTION(key - Qt::Key_F1 + 1));
    }
    if (keypad) {
        switch (key) {
        case Qt::Key_Enter:
            return VTERM_KEY_KP_ENTER;
        case Qt::Key_Plus:
            return VTERM_KEY_KP_PLUS;
        case Qt::Key_Minus:
            return VTERM_KEY_KP_MINUS;
        case Qt::Key_Asterisk:
            return VTERM_KEY_KP_MULT;
        case Qt::Key_Slash:
            return VTERM_KEY_KP_DIVIDE;
        case Qt::Key_Period:
            return VTERM_KEY_KP_PERIOD;
        default:
            if (key >= Qt::Key_0 && key <= Qt::Key_9) {
                return static_cast<VTermKey>(VTERM_KEY_KP_0 + (key - Qt::Key_0));
            }
        }
    }
    switch (key) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
        return VTERM_KEY_ENTER;
    case Qt::Key_Tab:
    case Qt::Key_Backtab:
        return VTERM_KEY_TAB;
    case Qt::Key_Backspace:
        return VTERM_KEY_BACKSPACE;
    case Qt::Key_Escape:
        return VTERM_KEY_ESCAPE;
    case Qt::Key_Up:
        return VTERM_KEY_UP;
    case Qt::Key_Down:
        return VTERM_KEY_DOWN;
    case Qt::Key_Left:
        return VTERM_KEY_LEFT;
    case Qt::Key_Right:
        return VTERM_KEY_RIGHT;
    case Qt::Key_Insert:
        return VTERM_KEY_INS;
    case Qt::Key_Delete:
        return VTERM_KEY_DEL;
    case Qt::Key_Home:
        return VTERM_KEY_HOME;
    case Qt::Key_End:
        return VTERM_KEY_END;
    case Qt::Key_PageUp:
        return VTERM_KEY_PAGEUP;
    case Qt::Key_PageDown:
        return VTERM_KEY_PAGEDOWN;
    default:
        return std::nullopt;
    }
}

// Ctrl with a non-letter, as xterm sends it; libvterm would use CSI-u for most of these.
std::optional<char32_t> controlCharacter(int key)
{
    switch (key) {
    case Qt::Key_Space:
    case Qt::Key_At:
    case Qt::Key_2:
        return U'\0';
    case Qt::Key_BracketLeft:
    case Qt::Key_3:
        return U'\x1b';
    case Qt::Key_Backslash:
    case Qt::Key_4:
        return U'\x1c';
    case Qt::Key_BracketRight:
    case Qt::Key_5:
        return U'\x1d';
    case Qt::Key_AsciiCircum:
    case Qt::Key_6:
        return U'\x1e';
    case Qt::Key_Underscore:
    case Qt::Key_Slash:
    case Qt::Key_7:
        return U'\x1f';
    case Qt::Key_Question:
    case Qt::Key_8:
        return U'\x7f';
    default:
        return std::nullopt;
    }
}
} // namespace

VTermModifier toVTermModifiers(Qt::KeyboardModifiers modifiers)
{
    int result = VTERM_MOD_NONE;
    if (modifiers.testFlag(Qt::ShiftModifier)) {
        result |= VTERM_MOD_SHIFT;
    }
    if (modifiers.testFlag(Qt::AltModifier)) {
        result |= VTERM_MOD_ALT;
    }
    if (modifiers.testFlag(Qt::ControlModifier)) {
        result |= VTERM_MOD_CTRL;
    }
    return static_cast<VTermModifier>(result);
}

bool send(TerminalScreen &screen, const QKeyEvent &event)
{
    const int key = event.key();
    const Qt::KeyboardModifiers modifiers = event.modifiers();
    VTermModifier vtermModifiers = toVTermModifiers(modifiers);
    if (const auto special = specialKey(key, modifiers.testFlag(Qt::KeypadModifier))) {
        if (key == Qt::Key_Backtab) {
            vtermModifiers = static_cast<VTermModifier>(vtermModifiers | VTERM_MOD_SHIFT);
        }
        screen.sendKey(*special, vtermModifiers);
        return true;
    }
    const bool control = modifiers.testFlag(Qt::ControlModifier);
    const auto altOnly = static_cast<VTermModifier>(vtermModifiers & VTERM_MOD_ALT);
    if (control && key >= Qt::Key_A && key <= Qt::Key_Z) {
        screen.sendCharacter(static_cast<char32_t>(U'a' + (key - Qt::Key_A)), vtermModifiers);
        return true;
    }
    if (control) {
        if (const auto character = controlCharacter(key)) {
            screen.sendCharacter(*character, altOnly);
            return true;
        }
    }
    const QString text = event.text();
    if (text.isEmpty()) {
        return false;
    }
    for (const char32_t character : text.toUcs4()) {
        screen.sendCharacter(character, altOnly);
    }
    return true;
}

} // namespace RentDeck::TerminalKeyboard
