// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QDialog>
#include <functional>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace RentDeck {

class TeamMonitor;
class TeamService;

/**
 * Settings › Team: join a team with the address its admin sent (or, as an admin, create one in a PostgreSQL
 * database), see whether the team database answers and what waits, invite members (admins) and leave. Talking to the
 * database runs on a worker thread; the dialog stays responsive and shows what it does.
 */
class TeamDialog : public QDialog
{
    Q_OBJECT

public:
    TeamDialog(TeamService *team, TeamMonitor *monitor, QWidget *parent = nullptr);

private:
    void updateState();
    void join(bool create);
    void invite();
    void leave();
    /** Runs \a work off the GUI thread, then \a done here; the buttons are off meanwhile. */
    void runInBackground(const QString &what, std::function<Status()> work, std::function<void(const Status &)> done);

    TeamService *m_team;
    TeamMonitor *m_monitor;
    QLabel *m_state;
    QLineEdit *m_address;
    QPushButton *m_join;
    QPushButton *m_create;
    QLineEdit *m_memberName;
    QCheckBox *m_memberAdmin;
    QPushButton *m_invite;
    QLineEdit *m_invitation;
    QPushButton *m_leave;
    QLabel *m_progress;
    bool m_busy = false;
};

} // namespace RentDeck
