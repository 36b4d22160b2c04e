// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Leftover.h"

#include <QObject>
#include <QStringList>
#include <QTimer>

namespace RentDeck {

class InstanceManager;

/**
 * What still bills with no running instance, kept current for the window and the tray: a LeftoverScan when the
 * instances change state (a stop or a destroy leaves something behind) and every 15 minutes, never two at once.
 * Provider calls are asynchronous, so nothing here blocks the thread it lives on.
 */
class LeftoverMonitor : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LeftoverMonitor)

public:
    static constexpr int RescanMinutes = 15;

    explicit LeftoverMonitor(InstanceManager *manager, QObject *parent = nullptr);

    const QList<Leftover> &leftovers() const { return m_leftovers; }
    /** "RunPod: …" for providers that did not answer the last scan. */
    const QStringList &warnings() const { return m_warnings; }
    /** "Still billing with nothing running: $0.73 a day (2)" or "" when nothing does. */
    QString summary() const;
    bool isScanning() const { return m_scanning; }

public slots:
    void rescan();
    /** Deletes \a name ("runpod:agv6w2qcg7") for good at its provider; deleted() or deleteFailed() follow. */
    void remove(const QString &name);

signals:
    void changed();
    void deleted(const QString &name);
    void deleteFailed(const QString &name, const QString &message);

private:
    void onInstancesChanged();

    InstanceManager *m_manager;
    QTimer m_timer;
    QList<Leftover> m_leftovers;
    QStringList m_warnings;
    QString m_instanceStates; // "name=state;…" at the last scan: a change rescans
    bool m_scanning = false;
    bool m_again = false; // asked while scanning: once more afterwards
};

} // namespace RentDeck
