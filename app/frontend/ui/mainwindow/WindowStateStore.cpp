// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mainwindow/WindowStateStore.h"

#include <QHeaderView>
#include <QMainWindow>
#include <QTabWidget>

namespace RentDeck {

WindowStateStore::WindowStateStore(Settings *settings, QMainWindow *window, QTabWidget *tabs)
    : m_settings(settings)
    , m_window(window)
    , m_tabs(tabs)
{
}

void WindowStateStore::addHeader(Settings::Key key, QHeaderView *header)
{
    m_headers.append({ key, header });
    if (m_settings && header) {
        const QByteArray state = m_settings->value(key).toByteArray();
        if (!state.isEmpty()) {
            header->restoreState(state);
        }
    }
}

void WindowStateStore::restoreWindow()
{
    if (!m_settings || !m_window) {
        return;
    }
    m_window->restoreGeometry(m_settings->value(Settings::Key::WindowGeometry).toByteArray());
    // restoreGeometry() carries the maximized flag too, but not on every window manager before the first show.
    if (m_settings->value(Settings::Key::WindowMaximized).toBool()) {
        m_window->setWindowState(m_window->windowState() | Qt::WindowMaximized);
    }
}

bool WindowStateStore::restoreTab()
{
    if (!m_settings || !m_tabs) {
        return false;
    }
    const QString name = m_settings->value(Settings::Key::CurrentTab).toString();
    for (int index = 0; !name.isEmpty() && index < m_tabs->count(); ++index) {
        if (m_tabs->widget(index)->objectName() == name) {
            m_tabs->setCurrentIndex(index);
            return true;
        }
    }
    return false;
}

void WindowStateStore::save()
{
    if (!m_settings) {
        return;
    }
    if (m_window) {
        m_settings->setValue(Settings::Key::WindowGeometry, m_window->saveGeometry());
        m_settings->setValue(Settings::Key::WindowMaximized, m_window->isMaximized());
    }
    if (m_tabs && m_tabs->currentWidget()) {
        // A terminal tab is gone at the next start; its name simply finds nothing then.
        m_settings->setValue(Settings::Key::CurrentTab, m_tabs->currentWidget()->objectName());
    }
    for (const Header &header : std::as_const(m_headers)) {
        if (header.view) {
            m_settings->setValue(header.key, header.view->saveState());
        }
    }
    m_settings->sync();
}

} // namespace RentDeck
