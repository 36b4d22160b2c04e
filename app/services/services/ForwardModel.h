// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "services/ConnectionManager.h"

#include <QAbstractTableModel>
#include <QTimer>

namespace RentDeck {

/** The open port forwards with their live state, for the UI. UrlRole gives http://127.0.0.1:PORT/. */
class ForwardModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        Instance,
        Service,
        Local,
        Remote,
        State,
        Connections,
        Traffic,
        ColumnCount
    };
    enum Role
    {
        UrlRole = Qt::UserRole + 1
    };

    explicit ForwardModel(ConnectionManager *connections, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    SshPortForward *forwardAt(int row) const;

private:
    QVariant displayData(const ForwardEntry &entry, int column) const;

    ConnectionManager *m_connections;
    QList<ForwardEntry> m_entries;
    QTimer m_trafficTimer;
};

} // namespace RentDeck
