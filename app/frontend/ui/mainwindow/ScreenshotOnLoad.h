// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QWidget>

namespace RentDeck {

class InstanceManager;

/**
 * For docs and CI: once the manager has answered with offers and instances (or after \a fallbackMs),
 * saves \a widget's grab() to \a filePath and quits the application (exit code 0, or 1 when the
 * file could not be written).
 */
class ScreenshotOnLoad : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScreenshotOnLoad)
public:
    ScreenshotOnLoad(
        InstanceManager *manager, QWidget *widget, QString filePath, int fallbackMs = 3000, QObject *parent = nullptr);

    /** How long to wait after everything loaded before the picture (default 400 ms; more for a terminal). */
    void setSettleMs(int milliseconds) { m_settleMs = milliseconds; }

private:
    void onLoaded();
    void capture();

    QPointer<QWidget> m_widget;
    QString m_filePath;
    QTimer m_fallback;
    bool m_offersLoaded = false;
    bool m_instancesLoaded = false;
    bool m_done = false;
    int m_settleMs = 400;
};

} // namespace RentDeck
