// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <Qt>
#include <vterm_keycodes.h>

class QKeyEvent;

namespace RentDeck {

class TerminalScreen;

/** Translates Qt key events into what xterm sends, through libvterm (which knows DECCKM, keypad mode…). */
namespace TerminalKeyboard {

VTermModifier toVTermModifiers(Qt::KeyboardModifiers modifiers);

/** Sends \a event to \a screen; false when the key means nothing to a terminal (a lone Shift, say). */
bool send(TerminalScreen &screen, const QKeyEvent &event);

} // namespace TerminalKeyboard

} // namespace RentDeck
