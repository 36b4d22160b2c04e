// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/instances/StillBillingPanel.h"

#include "services/LeftoverModel.h"
#include "services/LeftoverMonitor.h"
#include "ui/dialogs/MessageBox.h"
#include "ui/widgets/ListTable.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

namespace RentDeck {

StillBillingPanel::StillBillingPanel(LeftoverMonitor *monitor, QWidget *parent)
    : QGroupBox(tr("Still billing"), parent)
    , m_monitor(monitor)
    , m_model(new LeftoverModel(monitor, this))
    , m_table(new QTableView(this))
    , m_summary(new QLabel(this))
    , m_delete(new QPushButton(tr("Delete…"), this))
    , m_rescan(new QPushButton(tr("Check again"), this))
{
    setObjectName(QStringLiteral("stillBillingPanel"));
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum); // no taller than its rows
    auto *proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(m_model);
    proxy->setSortRole(LeftoverModel::SortRole);
    m_table->setObjectName(QStringLiteral("leftoversTableView"));
    m_table->setModel(proxy);
    setUpListTable(m_table, LeftoverModel::CostPerDay, Qt::DescendingOrder);
    m_summary->setObjectName(QStringLiteral("leftoversSummaryLabel"));
    m_summary->setWordWrap(true);
    m_delete->setObjectName(QStringLiteral("deleteLeftoverButton"));
    m_rescan->setObjectName(QStringLiteral("rescanLeftoversButton"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_summary, 1);
    buttons->addWidget(m_rescan);
    buttons->addWidget(m_delete);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addWidget(m_table);

    connect(m_monitor, &LeftoverMonitor::changed, this, &StillBillingPanel::update);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &StillBillingPanel::updateButtons);
    connect(m_rescan, &QPushButton::clicked, m_monitor, &LeftoverMonitor::rescan);
    connect(m_delete, &QPushButton::clicked, this, &StillBillingPanel::askDelete);
    connect(m_monitor, &LeftoverMonitor::deleteFailed, this, [this](const QString &name, const QString &message) {
        MessageBox::critical(this, tr("Could not delete %1").arg(name), message);
    });
    update();
}

void StillBillingPanel::update()
{
    setVisible(!m_monitor->leftovers().isEmpty());
    QString text = m_monitor->summary();
    if (!m_monitor->warnings().isEmpty()) {
        text += QLatin1Char('\n') + tr("Not checked: %1").arg(m_monitor->warnings().join(QStringLiteral("; ")));
    }
    m_summary->setText(text);
    m_table->resizeColumnsToContents();
    // As tall as its rows (at most six): the instances above keep the room.
    const int rows = std::min(int(m_model->rowCount()), 6);
    m_table->setFixedHeight(m_table->horizontalHeader()->height()
        + rows * m_table->verticalHeader()->defaultSectionSize() + 2 * m_table->frameWidth());
    updateButtons();
}

void StillBillingPanel::updateButtons()
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    const QModelIndex index = rows.isEmpty() ? QModelIndex() : rows.first();
    const Leftover leftover
        = m_model->leftover(qobject_cast<QSortFilterProxyModel *>(m_table->model())->mapToSource(index));
    // A stopped instance goes with its instance: destroy it in the list above, after pulling what it holds.
    const bool stoppedInstance = leftover.kind == Leftover::Kind::StoppedInstance;
    m_delete->setEnabled(index.isValid() && !stoppedInstance);
    m_delete->setToolTip(stoppedInstance ? tr("A stopped instance's disk goes when the instance is destroyed: destroy "
                                              "it in the list above, after pulling back what you need.")
                                         : tr("Deletes it at the provider, with everything on it."));
}

void StillBillingPanel::askDelete()
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (rows.isEmpty()) {
        return;
    }
    const QString name = rows.first().data(LeftoverModel::NameRole).toString();
    MessageBox::question(
        this, tr("Delete %1").arg(name),
        tr("Delete %1 for good? Everything stored on it is lost; no instance can use it afterwards. This cannot be "
           "undone.")
            .arg(name),
        this,
        [this, name](QMessageBox::StandardButton answer) {
            if (answer == QMessageBox::Yes) {
                m_monitor->remove(name);
            }
        },
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
}

} // namespace RentDeck
