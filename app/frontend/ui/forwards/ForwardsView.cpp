// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/forwards/ForwardsView.h"

#include "services/ConnectionManager.h"
#include "services/ForwardModel.h"
#include "ui/widgets/ActionIcons.h"

#include <QDesktopServices>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QUrl>
#include <QVBoxLayout>

namespace RentDeck {

ForwardsView::ForwardsView(ConnectionManager *connections, QWidget *parent)
    : QWidget(parent)
    , m_connections(connections)
    , m_model(new ForwardModel(connections, this))
    , m_table(new QTableView(this))
    , m_empty(new QLabel(this))
    , m_open(new QPushButton(tr("Open in &browser"), this))
    , m_close(new QPushButton(tr("&Close forward"), this))
{
    setObjectName(QStringLiteral("forwardsView"));
    m_table->setObjectName(QStringLiteral("forwardsTableView"));
    m_open->setObjectName(QStringLiteral("openForwardPushButton"));
    m_open->setIcon(actionIcon(ActionIcon::OpenInBrowser));
    m_close->setObjectName(QStringLiteral("closeForwardPushButton"));
    m_close->setIcon(actionIcon(ActionIcon::Cancel));
    m_empty->setObjectName(QStringLiteral("forwardsEmptyLabel"));
    m_empty->setText(tr("No port forwards. In the Instances tab, select a running instance and open the menu "
                        "by the arrow of Open terminal: Forward JupyterLab, TensorBoard or any port."));
    m_empty->setWordWrap(true);
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_empty, 1);
    buttons->addStretch(); // keeps the buttons compact when the hint is hidden
    buttons->addWidget(m_open);
    buttons->addWidget(m_close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);

    connect(m_open, &QPushButton::clicked, this, &ForwardsView::openSelected);
    connect(m_close, &QPushButton::clicked, this, &ForwardsView::closeSelected);
    connect(m_table, &QTableView::doubleClicked, this, &ForwardsView::openSelected);
    connect(m_model, &QAbstractItemModel::modelReset, this, &ForwardsView::updateActions);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &ForwardsView::updateActions);
    updateActions();
}

int ForwardsView::selectedRow() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? -1 : rows.first().row();
}

void ForwardsView::updateActions()
{
    if (selectedRow() < 0 && m_model->rowCount() > 0) {
        m_table->selectRow(0);
    }
    const int row = selectedRow();
    m_open->setEnabled(row >= 0 && m_model->index(row, 0).data(ForwardModel::UrlRole).isValid());
    m_close->setEnabled(row >= 0);
    m_empty->setVisible(m_model->rowCount() == 0);
}

void ForwardsView::openSelected()
{
    const QVariant url = m_model->index(selectedRow(), 0).data(ForwardModel::UrlRole);
    if (url.isValid()) {
        QDesktopServices::openUrl(QUrl(url.toString()));
    }
}

void ForwardsView::closeSelected()
{
    m_connections->removeForward(m_model->forwardAt(selectedRow()));
}

} // namespace RentDeck
