// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>

class QAbstractItemView;
class QWidget;

namespace RentDeck {

class InstanceManager;

/**
 * How long the window took to become useful, logged once: the first paint of the window, and the first paint of
 * the Offers table with offers in it (the moment a user can pick one). Started first thing in main(), so the times
 * count from there; rentdeck-bench-startup reads the line ("startup: …") from the log on stderr.
 */
class StartupClock : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StartupClock)
public:
    StartupClock();

    /** Watches \a window and its Offers table (objectName "offersTableView"). */
    void watch(QWidget *window);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void report();

    QElapsedTimer m_clock;
    QPointer<QWidget> m_window;
    QPointer<QAbstractItemView> m_offers;
    qint64 m_windowPaintedMs = -1;
    qint64 m_offersPaintedMs = -1;
    int m_offersShown = 0;
};

} // namespace RentDeck
