// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "settings/Settings.h"

#include <QList>
#include <QPointer>

class QHeaderView;
class QMainWindow;
class QTabWidget;

namespace RentDeck {

/**
 * What the user arranged in the main window, kept in Settings between runs: geometry, maximized, the current
 * tab (by objectName, so a reordered tab bar still finds it) and the state of registered table headers.
 * A null \a settings makes every call a no-op. The widgets must outlive this object or be gone (QPointer).
 */
class WindowStateStore
{
public:
    WindowStateStore(Settings *settings, QMainWindow *window, QTabWidget *tabs);

    /** Restores \a header from \a key now and saves it there on save(). */
    void addHeader(Settings::Key key, QHeaderView *header);
    /** Geometry and the maximized state; call before the window is shown. */
    void restoreWindow();
    /** Makes the saved tab current; false when none was saved or no tab has that name any more. */
    bool restoreTab();
    /** Writes everything to the settings file. */
    void save();

private:
    struct Header
    {
        Settings::Key key;
        QPointer<QHeaderView> view;
    };

    Settings *m_settings;
    QPointer<QMainWindow> m_window;
    QPointer<QTabWidget> m_tabs;
    QList<Header> m_headers;
};

} // namespace RentDeck
