// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "services/TeamSnapshot.h"

#include <QObject>
#include <QThread>
#include <QTimer>

namespace RentDeck {

class InstanceManager;
class TeamService;
class TeamWorker;

/**
 * The window's view of the team and of budgets. In a team: every 30 s (and when asked) a TeamWorker on its own thread
 * pushes the outbox, reads every member's instances and checks the team's budgets; the snapshot comes back here.
 * Alone: the local budgets are checked every minute on this thread (SQLite, fast). Either way alerts come out as
 * alert(), and instances a used-up budget stops are stopped through the manager. Nothing here blocks the GUI thread.
 */
class TeamMonitor : public QObject
{
    Q_OBJECT

public:
    TeamMonitor(TeamService *team, InstanceManager *manager, double cnyPerUsd, QObject *parent = nullptr);
    ~TeamMonitor() override;

    void start();
    /** Looks now (after a launch, a join …). */
    void refresh();
    const TeamSnapshot &snapshot() const { return m_snapshot; }

signals:
    void snapshotChanged();
    void alert(const RentDeck::Alert &alert);

private:
    void look();
    void lookAlone();
    void apply(TeamSnapshot snapshot);

    TeamService *m_team;
    InstanceManager *m_manager;
    double m_cnyPerUsd;
    QThread m_thread;
    TeamWorker *m_worker = nullptr; // lives in m_thread
    QTimer m_timer;
    TeamSnapshot m_snapshot;
    QString m_password; // read once from the keychain (or RENTDECK_TEAM_PASSWORD)
    bool m_busy = false;
};

} // namespace RentDeck
