// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sync/SyncPairList.h"

#include "sync/SyncPairModel.h"
#include "ui/widgets/ActionIcons.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QVBoxLayout>

namespace RentDeck {

SyncPairList::SyncPairList(SyncHistory history, QWidget *parent)
    : QWidget(parent)
    , m_model(new SyncPairModel(std::move(history), this))
    , m_list(new QListView(this))
    , m_empty(new QLabel(this))
    , m_save(new QPushButton(tr("&Save pair"), this))
    , m_remove(new QPushButton(tr("Remo&ve"), this))
{
    setObjectName(QStringLiteral("syncPairList"));
    m_list->setObjectName(QStringLiteral("syncPairsListView"));
    m_empty->setObjectName(QStringLiteral("syncPairsEmptyLabel"));
    m_save->setObjectName(QStringLiteral("savePairPushButton"));
    m_save->setIcon(actionIcon(ActionIcon::Save));
    m_remove->setObjectName(QStringLiteral("removePairPushButton"));
    m_remove->setIcon(actionIcon(ActionIcon::Remove));

    m_list->setModel(m_model);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setUniformItemSizes(true);
    m_list->setTextElideMode(Qt::ElideMiddle); // both ends of a path say the most
    m_empty->setWordWrap(true);
    m_empty->setEnabled(false); // greyed: a hint, not content
    m_empty->setText(tr("No saved syncs for this instance. Fill in the form and press Save pair to keep it."));
    m_save->setToolTip(tr("Keeps the folders and options of the form for this instance."));
    m_remove->setToolTip(tr("Forgets the selected pair; its past runs stay in the history."));

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_save);
    buttons->addWidget(m_remove);
    buttons->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_empty);
    layout->addLayout(buttons);

    connect(m_list->selectionModel(), &QItemSelectionModel::selectionChanged, this, &SyncPairList::onSelectionChanged);
    // Explicitly double-click: with single-click activation (KDE) activated() would start a sync on a mere click.
    connect(m_list, &QListView::doubleClicked, this, [this](const QModelIndex &index) {
        if (index.isValid()) {
            emit pairActivated(m_model->pairAt(index.row()));
        }
    });
    connect(m_save, &QPushButton::clicked, this, &SyncPairList::saveRequested);
    connect(m_remove, &QPushButton::clicked, this, [this] {
        if (const SyncPair pair = selectedPair(); pair.id != 0) {
            emit removeRequested(pair);
        }
    });
    updateState();
}

void SyncPairList::setInstance(const QString &instanceName)
{
    m_selecting = true;
    m_model->setInstance(instanceName);
    m_selecting = false;
    updateState();
}

void SyncPairList::reload()
{
    const SyncPair selected = selectedPair();
    m_selecting = true;
    m_model->reload();
    m_selecting = false;
    select(selected);
    updateState();
}

void SyncPairList::select(const SyncPair &pair)
{
    const int row = pair.localPath.isEmpty() ? -1 : m_model->rowOf(pair);
    const QModelIndex index = m_model->index(row, 0);
    QItemSelectionModel *selection = m_list->selectionModel();
    if (index.isValid() ? selection->isSelected(index) : !selection->hasSelection()) {
        return;
    }
    m_selecting = true;
    if (index.isValid()) {
        selection->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect);
        m_list->scrollTo(index);
    } else {
        selection->clear();
    }
    m_selecting = false;
    updateState();
}

SyncPair SyncPairList::selectedPair() const
{
    const QModelIndexList selected = m_list->selectionModel()->selectedIndexes();
    return selected.isEmpty() ? SyncPair() : m_model->pairAt(selected.constFirst().row());
}

void SyncPairList::setSaveEnabled(bool enabled)
{
    m_save->setEnabled(enabled);
}

void SyncPairList::onSelectionChanged()
{
    updateState();
    if (!m_selecting) {
        if (const SyncPair pair = selectedPair(); pair.id != 0) {
            emit pairSelected(pair);
        }
    }
}

void SyncPairList::updateState()
{
    m_remove->setEnabled(selectedPair().id != 0);
    m_empty->setVisible(m_model->rowCount() == 0);
}

} // namespace RentDeck
