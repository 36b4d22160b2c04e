// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QSystemTrayIcon>

class QIcon;

namespace RentDeck {

class TrayMenu;

/**
 * RentDeck in the system tray: spend rates and what still bills in the tooltip, \a menu as the context menu, and
 * desktop popups. Create it only where QSystemTrayIcon::isSystemTrayAvailable(). Does not own \a menu, which must
 * outlive it.
 */
class TrayIcon : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TrayIcon)
public:
    TrayIcon(const QIcon &icon, TrayMenu *menu, QObject *parent = nullptr);

    /**
     * The tooltip: one line each for the spend rate ("Spend rate: $2.85/h" or "Nothing running"), the team's, and what
     * still bills with nothing running; empty lines are left out.
     */
    void setStatus(const QStringList &lines);
    void showMessage(const QString &title, const QString &text, QSystemTrayIcon::MessageIcon icon);
    QString toolTip() const;

signals:
    /** The icon itself was clicked (not its menu): the window should come up. */
    void activated();

private:
    QSystemTrayIcon *m_tray;
};

} // namespace RentDeck
