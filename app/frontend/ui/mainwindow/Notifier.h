// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/mainwindow/TrayIcon.h"

#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSystemTrayIcon>

class QStatusBar;

namespace RentDeck {

struct CheckReport;

/**
 * Tells the user about events they did not start (guard notices, check results): always in the status bar,
 * and as a desktop popup through the tray when there is one (none otherwise). The same event is told once.
 */
class Notifier : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Notifier)
public:
    explicit Notifier(QStatusBar *statusBar, QObject *parent = nullptr);

    /** Popups go through \a tray from now on; null for none. */
    void setTray(TrayIcon *tray) { m_tray = tray; }

    /**
     * Tells \a title and \a text unless \a eventKey (what makes the event itself, e.g. instance + report time)
     * was told in the last ten minutes. Returns whether it was told.
     */
    bool notify(const QString &eventKey, const QString &title, const QString &text,
        QSystemTrayIcon::MessageIcon icon = QSystemTrayIcon::Information);
    /** A failing or warning report is told; a passing one is not (the Checks tab shows it). */
    bool notifyCheckReport(const CheckReport &report);

private:
    QPointer<QStatusBar> m_statusBar;
    QPointer<TrayIcon> m_tray;
    QHash<QString, QDateTime> m_told;
};

} // namespace RentDeck
