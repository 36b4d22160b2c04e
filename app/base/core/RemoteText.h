// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QVariant>

namespace RentDeck::RemoteText {

/**
 * \a text with every character a terminal would act on shown instead: C0 controls (but newline and tab) as their
 * Unicode control pictures (ESC → ␛, CR → ␍), DEL as ␡, C1 controls (U+0080–U+009F, e.g. the one-byte CSI) and the
 * bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069: text that reads otherwise than it runs) as
 * "<U+XXXX>". Text from a rented machine or a provider (file names, GPU and process names, error bodies) goes
 * through this before it reaches a terminal: an OSC sequence could retitle it or write the clipboard, a CSI clear
 * the report and paint a fake one.
 */
QString visible(const QString &text);

/**
 * \a text as a tool tip that shows it as written: Qt renders a tip that looks like HTML as rich text (images,
 * links, a table painted over the window), so it is escaped, its controls made visible, its line breaks kept.
 */
QString toolTip(const QString &text);

/** A model's display value with visible() applied when it is text (names in tables come from machines too). */
QVariant visibleData(const QVariant &value);

/** Whether visible() would change \a text. */
bool hasControls(const QString &text);

} // namespace RentDeck::RemoteText
