// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/LeftoverModel.h"

#include "services/LeftoverMonitor.h"

#include <QLocale>

namespace RentDeck {

LeftoverModel::LeftoverModel(LeftoverMonitor *monitor, QObject *parent)
    : QAbstractTableModel(parent)
    , m_monitor(monitor)
{
    connect(m_monitor, &LeftoverMonitor::changed, this, &LeftoverModel::reload);
    reload();
}

void LeftoverModel::reload()
{
    beginResetModel();
    m_rows = m_monitor->leftovers();
    endResetModel();
}

int LeftoverModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int LeftoverModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

Leftover LeftoverModel::leftover(const QModelIndex &index) const
{
    return index.isValid() && index.row() < m_rows.size() ? m_rows.at(index.row()) : Leftover {};
}

QString LeftoverModel::kindText(Leftover::Kind kind)
{
    switch (kind) {
    case Leftover::Kind::Disk:
        return tr("Disk");
    case Leftover::Kind::Volume:
        return tr("Volume");
    case Leftover::Kind::FileSystem:
        return tr("File system");
    case Leftover::Kind::StoppedInstance:
        return tr("Stopped instance (its disk)");
    case Leftover::Kind::Image:
        return tr("Image");
    case Leftover::Kind::Ip:
        return tr("IP address");
    }
    return {};
}

QVariant LeftoverModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size()) {
        return {};
    }
    const Leftover &row = m_rows.at(index.row());
    if (role == NameRole) {
        return row.name();
    }
    if (role != Qt::DisplayRole && role != SortRole && role != Qt::ToolTipRole) {
        return {};
    }
    switch (index.column()) {
    case Kind:
        return kindText(row.kind);
    case Name:
        return row.name();
    case Size:
        return role == SortRole ? QVariant(row.sizeGb)
                                : QVariant(tr("%1 GB").arg(QLocale().toString(row.sizeGb, 'g', 4)));
    case CostPerDay:
        if (role == SortRole) {
            return row.costPerDay.isValid() ? row.costPerDay.toDouble() : -1.0;
        }
        if (!row.costPerDay.isValid()) {
            return role == Qt::ToolTipRole ? tr("The provider's API gives no price for this: see its console.")
                                           : tr("not given");
        }
        return tr("%1 a day").arg(row.costPerDay.format());
    case Since:
        if (role == SortRole) {
            return row.since;
        }
        return row.since.isValid() ? QLocale().toString(row.since.toLocalTime(), QLocale::ShortFormat) : QString();
    case From:
        if (row.releasesAt.isValid() && role != SortRole) {
            return tr("%1 (deleted with its data on %2 unless started again)")
                .arg(row.belongedTo, QLocale().toString(row.releasesAt.toLocalTime(), QLocale::ShortFormat));
        }
        return row.belongedTo;
    default:
        return {};
    }
}

QVariant LeftoverModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case Kind:
        return tr("What");
    case Name:
        return tr("Name");
    case Size:
        return tr("Size");
    case CostPerDay:
        return tr("Costs");
    case Since:
        return tr("Since");
    case From:
        return tr("From");
    default:
        return {};
    }
}

} // namespace RentDeck
