// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/StatusColours.h"

#include <QGuiApplication>

namespace RentDeck::StatusColours {

namespace {
QPalette effective(const QPalette &palette)
{
    // A default-constructed QPalette is the application's: resolve() of an empty palette gives it.
    return palette.resolveMask() == 0 ? QGuiApplication::palette() : palette;
}
} // namespace

bool isDark(const QPalette &palette)
{
    const QPalette used = effective(palette);
    return used.color(QPalette::Window).lightness() < used.color(QPalette::WindowText).lightness();
}

QColor colour(Meaning meaning, const QPalette &palette)
{
    // Material 800 shades on light backgrounds (≥ 4.5:1 on white), 300 shades on dark ones.
    const bool dark = isDark(palette);
    switch (meaning) {
    case Meaning::Good:
        return dark ? QColor(0x81, 0xc7, 0x84) : QColor(0x2e, 0x7d, 0x32);
    case Meaning::Caution:
        return dark ? QColor(0xff, 0xb7, 0x4d) : QColor(0xb2, 0x6a, 0x00);
    case Meaning::Bad:
        return dark ? QColor(0xe5, 0x73, 0x73) : QColor(0xc6, 0x28, 0x28);
    case Meaning::Inactive:
        return dark ? QColor(0xbd, 0xbd, 0xbd) : QColor(0x75, 0x75, 0x75);
    }
    return {};
}

QString name(Meaning meaning, const QPalette &palette)
{
    return colour(meaning, palette).name();
}

} // namespace RentDeck::StatusColours
