// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sync/SyncHistoryView.h"

#include "sync/SyncRunModel.h"
#include "ui/widgets/StatusColours.h"

#include <QHeaderView>
#include <QStyledItemDelegate>

namespace RentDeck {

namespace {

/** Colours a run's result the way check statuses are coloured. */
class SyncOutcomeDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        QColor colour;
        switch (SyncRunModel::RunOutcome(index.data(SyncRunModel::OutcomeRole).toInt())) {
        case SyncRunModel::RunOutcome::Verified:
            colour = StatusColours::colour(StatusColours::Meaning::Good, option->palette);
            break;
        case SyncRunModel::RunOutcome::NotVerified:
            colour = StatusColours::colour(StatusColours::Meaning::Caution, option->palette);
            break;
        case SyncRunModel::RunOutcome::Failed:
            colour = StatusColours::colour(StatusColours::Meaning::Bad, option->palette);
            break;
        }
        option->font.setBold(true);
        option->palette.setColor(QPalette::Text, colour);
        option->palette.setColor(QPalette::HighlightedText, colour);
    }
};

} // namespace

SyncHistoryView::SyncHistoryView(SyncHistory history, QWidget *parent)
    : QTableView(parent)
    , m_model(new SyncRunModel(std::move(history), this))
{
    setObjectName(QStringLiteral("syncHistoryTableView"));
    setModel(m_model);
    setItemDelegateForColumn(SyncRunModel::Outcome, new SyncOutcomeDelegate(this));
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setAlternatingRowColors(true);
    setWordWrap(false);
    setTextElideMode(Qt::ElideMiddle);
    verticalHeader()->hide();
    verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    fitColumns();
}

void SyncHistoryView::setInstance(const QString &instanceName)
{
    m_model->setInstance(instanceName);
    fitColumns();
}

void SyncHistoryView::reload()
{
    m_model->reload();
    fitColumns();
}

void SyncHistoryView::fitColumns()
{
    // A model reset gives the header back its default section modes: size to contents, then let the
    // result take the rest of the width.
    horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    resizeColumnsToContents();
    horizontalHeader()->setSectionResizeMode(SyncRunModel::Outcome, QHeaderView::Stretch);
    // A very long pair of paths must not push the result out of sight.
    const int maxFolders = qMax(160, viewport()->width() / 3);
    if (columnWidth(SyncRunModel::Folders) > maxFolders) {
        setColumnWidth(SyncRunModel::Folders, maxFolders);
    }
}

} // namespace RentDeck
