// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sync/PulledResultsCheck.h"

#include <QObject>
#include <QPointer>
#include <functional>

class QWidget;

namespace RentDeck {

class ConnectionManager;
class InstanceManager;
class SyncView;

/**
 * The "pull results and verify before destroy" gate of the window. Before an instance with a saved pull pair is
 * destroyed, PulledResultsCheck looks for results that were never pulled, or changed since the last verified
 * pull. When there are any, the user chooses: pull and verify them now (in the Sync tab) and destroy once every
 * pull is verified, destroy anyway, or cancel. Instances without a pull pair get the usual confirmation.
 */
class PullBeforeDestroy : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PullBeforeDestroy)
public:
    PullBeforeDestroy(
        InstanceManager *instances, ConnectionManager *connections, SyncView *sync, QWidget *dialogParent);

    /**
     * Checks \a instanceName. \a askAsUsual runs when nothing is at risk; \a destroyNow when the user chose to
     * destroy anyway or after the chosen pulls were verified. Neither runs when the user cancels or a pull fails.
     */
    void check(const QString &instanceName, std::function<void()> askAsUsual, std::function<void()> destroyNow);

signals:
    /** The Sync tab should come to the front: a pull before destroy runs there. */
    void syncTabWanted();
    /** A line for the status bar. */
    void statusMessage(const QString &text);

private:
    void onChecked(PulledResultsCheck *check, const QString &instanceName, const std::function<void()> &askAsUsual,
        const std::function<void()> &destroyNow);
    void pullNext(const QString &instanceName, QList<SyncPair> pairs, const std::function<void()> &destroyNow);

    InstanceManager *m_instances;
    ConnectionManager *m_connections;
    SyncView *m_sync;
    QPointer<QWidget> m_dialogParent;
};

} // namespace RentDeck
