// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

class QMenu;
class QPalette;
class QWidget;

namespace RentDeck {

class Settings;

/**
 * Light or dark: "system" keeps what the desktop's Qt platform theme gives (GNOME/KDE dark themes included);
 * "light" and "dark" use the Fusion style with a fixed palette, for desktops whose theme Qt does not follow.
 * Stored in Settings::Key::Appearance and applied at start and at once when changed from View › Appearance.
 * Colours with a meaning (StatusColours) adapt to whichever palette is in use.
 */
class Appearance
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::Appearance)

public:
    /** "system", "light" or "dark"; anything else counts as "system". */
    static void apply(const QString &mode);
    /** View › Appearance: three checkable choices that store the mode in \a settings and apply it. */
    static QMenu *createMenu(Settings *settings, QWidget *parent);
    static QPalette darkPalette();
};

} // namespace RentDeck
