// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sync/SyncPairModel.h"

namespace RentDeck {

SyncPairModel::SyncPairModel(SyncHistory history, QObject *parent)
    : QAbstractListModel(parent)
    , m_history(std::move(history))
{
}

void SyncPairModel::setInstance(const QString &instanceName)
{
    m_instanceName = instanceName;
    reload();
}

void SyncPairModel::reload()
{
    beginResetModel();
    m_pairs.clear();
    m_error = {};
    if (!m_instanceName.isEmpty() && m_history.isAvailable()) {
        if (auto pairs = m_history.pairs(m_instanceName)) {
            m_pairs = std::move(pairs).value();
        } else {
            m_error = pairs.error();
        }
    }
    endResetModel();
}

SyncPair SyncPairModel::pairAt(int row) const
{
    return row >= 0 && row < m_pairs.size() ? m_pairs.at(row) : SyncPair();
}

int SyncPairModel::rowOf(const SyncPair &pair) const
{
    for (int row = 0; row < m_pairs.size(); ++row) {
        if (m_pairs.at(row).hasSameKey(pair)) {
            return row;
        }
    }
    return -1;
}

int SyncPairModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_pairs.size());
}

QVariant SyncPairModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_pairs.size()) {
        return {};
    }
    const SyncPair &pair = m_pairs.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return pair.displayName();
    case Qt::ToolTipRole:
        return toolTip(pair);
    case PairIdRole:
        return pair.id;
    case PairRole:
        return QVariant::fromValue(pair);
    default:
        return {};
    }
}

QString SyncPairModel::toolTip(const SyncPair &pair) const
{
    QStringList lines;
    lines << (pair.direction == RsyncOptions::Direction::Pull ? tr("Pull: instance → local")
                                                              : tr("Push: local → instance"));
    lines << tr("Local folder: %1").arg(pair.localPath);
    lines << tr("Remote folder: %1").arg(pair.remotePath);
    if (!pair.excludes.isEmpty()) {
        lines << tr("Exclude: %1").arg(pair.excludes.join(QLatin1Char(' ')));
    }
    if (pair.deleteExtraneous) {
        lines << tr("Deletes extra files on the destination");
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace RentDeck
