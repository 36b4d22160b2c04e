// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/instances/TeammatesPanel.h"

#include "services/TeamInstanceModel.h"
#include "services/TeamMonitor.h"
#include "ui/instances/InstanceStateDelegate.h"
#include "ui/widgets/ListTable.h"

#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace RentDeck {

TeammatesPanel::TeammatesPanel(TeamMonitor *monitor, QWidget *parent)
    : QGroupBox(tr("Team"), parent)
    , m_monitor(monitor)
    , m_model(new TeamInstanceModel(monitor, this))
    , m_table(new QTableView(this))
    , m_summary(new QLabel(this))
{
    setObjectName(QStringLiteral("teammatesPanel"));
    auto *proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(m_model);
    proxy->setSortRole(TeamInstanceModel::SortRole);
    m_table->setObjectName(QStringLiteral("teamInstancesTableView"));
    m_table->setModel(proxy);
    m_table->setItemDelegateForColumn(TeamInstanceModel::Status, new InstanceStateDelegate(m_table));
    setUpListTable(m_table, TeamInstanceModel::Member);
    m_summary->setObjectName(QStringLiteral("teamSummaryLabel"));
    m_summary->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
    connect(m_monitor, &TeamMonitor::snapshotChanged, this, &TeammatesPanel::update);
    update();
}

void TeammatesPanel::update()
{
    const TeamSnapshot &team = m_monitor->snapshot();
    setVisible(team.linked);
    setTitle(tr("Team %1").arg(team.team));
    QString text;
    if (!team.error.isEmpty()) {
        text = team.error;
    } else if (!team.online) {
        text = tr("The team database does not answer (since %1); %n write(s) wait here and go when it is back.",
            nullptr, int(team.pending))
                   .arg(team.offlineSince.toLocalTime().toString(QStringLiteral("yyyy-MM-dd hh:mm")));
    } else {
        const QString rate = m_model->teamSpendRate();
        text = rate.isEmpty() ? tr("Nothing of the team's runs now.") : tr("The team spends %1 now.").arg(rate);
        text += QLatin1Char(' ')
            + tr("Only a machine's owner can stop it (their provider account): ask them, or see the GPU use column.");
    }
    m_summary->setText(text);
    m_table->resizeColumnsToContents();
}

} // namespace RentDeck
