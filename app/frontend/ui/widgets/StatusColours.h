// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QPalette>
#include <QString>

namespace RentDeck {

/**
 * The four colours that carry meaning everywhere in the window — good (running, passed, fits comfortably),
 * caution (provisioning, warning, tight), bad (error, failed, does not fit) and inactive (stopped, skipped) —
 * in a darker shade on light palettes and a lighter one on dark palettes, so they read on both.
 */
namespace StatusColours {

enum class Meaning
{
    Good,
    Caution,
    Bad,
    Inactive,
};

/** \a meaning for text or marks drawn on \a palette's base or window colour (the application palette by default). */
QColor colour(Meaning meaning, const QPalette &palette = {});
/** "#2e7d32": the same, for style sheets and rich text. */
QString name(Meaning meaning, const QPalette &palette = {});
/** Whether \a palette is dark (its window colour darker than its text). */
bool isDark(const QPalette &palette);

} // namespace StatusColours

} // namespace RentDeck
