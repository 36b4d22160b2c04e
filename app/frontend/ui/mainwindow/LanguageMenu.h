// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

class QMenu;
class QWidget;

namespace RentDeck {

class Settings;

/**
 * View › Language: follow the system, English or 简体中文 (languages named in their own language). The choice is
 * stored in Settings::Key::Language and used from the next start (Qt widgets do not re-translate themselves).
 */
class LanguageMenu
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::MainWindow)

public:
    static QMenu *create(Settings *settings, QWidget *parent);
};

} // namespace RentDeck
