// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMenu>
#include <QStringList>

namespace RentDeck {

class InstanceManager;

/**
 * The tray's quick actions: Show RentDeck, Refresh offers, one submenu per running instance (Open terminal,
 * Stop, Destroy…) and Quit. It only emits requests; the window carries them out the way its tabs do, with the
 * same confirmations. Follows the manager's instances by itself. Needs no system tray, so tests use it as is.
 */
class TrayMenu : public QMenu
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TrayMenu)
public:
    explicit TrayMenu(InstanceManager *manager, QWidget *parent = nullptr);

    /** Rebuilds the menu from the running instances, unless what it would list is what it lists now. */
    void update();
    /** The "Team" submenu: one line per teammate's running machine ("alice · vastai:42 · $0.42/h · idle for 40 min").
     */
    void setTeamLines(const QStringList &lines);

signals:
    void showWindowRequested();
    void refreshOffersRequested();
    void openTerminalRequested(const QString &instanceName);
    void stopRequested(const QString &instanceName);
    void destroyRequested(const QString &instanceName);
    void quitRequested();

private:
    void rebuild();
    void addInstanceMenus();
    void addTeamMenu();

    InstanceManager *m_manager;
    QStringList m_listed; // what the instance entries show, to skip rebuilding while nothing changed
    QStringList m_teamLines;
    bool m_built = false;
};

} // namespace RentDeck
