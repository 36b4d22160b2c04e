// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGroupBox>

class QLabel;
class QTableView;

namespace RentDeck {

class TeamInstanceModel;
class TeamMonitor;

/**
 * The Instances tab's "Team" part: every member's machines that may still cost (member, project, cost so far, spend
 * rate, "idle for 40 min"), the team's spend rate, and whether the team database answers. Shown only in a team.
 */
class TeammatesPanel : public QGroupBox
{
    Q_OBJECT

public:
    TeammatesPanel(TeamMonitor *monitor, QWidget *parent = nullptr);

private:
    void update();

    TeamMonitor *m_monitor;
    TeamInstanceModel *m_model;
    QTableView *m_table;
    QLabel *m_summary;
};

} // namespace RentDeck
