// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/ForwardModel.h"

#include "ssh/SshPortForward.h"

#include <QLocale>

namespace RentDeck {

ForwardModel::ForwardModel(ConnectionManager *connections, QObject *parent)
    : QAbstractTableModel(parent)
    , m_connections(connections)
    , m_entries(connections->forwards())
{
    connect(connections, &ConnectionManager::forwardsChanged, this, [this] {
        beginResetModel();
        m_entries = m_connections->forwards();
        endResetModel();
    });
    // Byte counters change with every packet; repaint them at a calm pace instead.
    m_trafficTimer.callOnTimeout(this, [this] {
        if (!m_entries.isEmpty()) {
            emit dataChanged(index(0, Traffic), index(int(m_entries.size()) - 1, Traffic), { Qt::DisplayRole });
        }
    });
    m_trafficTimer.start(1000);
}

int ForwardModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int ForwardModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

SshPortForward *ForwardModel::forwardAt(int row) const
{
    return row >= 0 && row < m_entries.size() ? m_entries.at(row).forward.data() : nullptr;
}

QVariant ForwardModel::displayData(const ForwardEntry &entry, int column) const
{
    const SshPortForward *forward = entry.forward.data();
    if (!forward) {
        return {};
    }
    switch (column) {
    case Instance:
        return entry.instanceName;
    case Service:
        return entry.label.isEmpty() ? tr("port %1").arg(forward->remotePort()) : entry.label;
    case Local:
        return forward->isListening() ? forward->localAddressText() : QString();
    case Remote:
        return QStringLiteral("%1:%2").arg(forward->remoteHost()).arg(forward->remotePort());
    case State:
        if (!forward->lastError().isEmpty()) {
            return tr("error: %1").arg(forward->lastError());
        }
        return forward->isListening() ? tr("listening") : tr("waiting for SSH");
    case Connections:
        return forward->activeConnections();
    case Traffic:
        return tr("↓ %1  ↑ %2")
            .arg(QLocale().formattedDataSize(forward->bytesReceived()),
                QLocale().formattedDataSize(forward->bytesSent()));
    }
    return {};
}

QVariant ForwardModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_entries.size()) {
        return {};
    }
    const ForwardEntry &entry = m_entries.at(index.row());
    if (role == Qt::DisplayRole) {
        return displayData(entry, index.column());
    }
    if (role == UrlRole && entry.forward && entry.forward->isListening()) {
        return QStringLiteral("http://%1/").arg(entry.forward->localAddressText());
    }
    return {};
}

QVariant ForwardModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case Instance:
        return tr("Instance");
    case Service:
        return tr("Service");
    case Local:
        return tr("Local address");
    case Remote:
        return tr("Remote");
    case State:
        return tr("State");
    case Connections:
        return tr("Connections");
    case Traffic:
        return tr("Traffic");
    }
    return {};
}

} // namespace RentDeck
