// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Leftover.h"

#include <QAbstractTableModel>

namespace RentDeck {

class LeftoverMonitor;

/** LeftoverMonitor's list for the "Still billing" table: what, name, size, cost per day, since when, from what. */
class LeftoverModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Kind,
        Name,
        Size,
        CostPerDay,
        Since,
        From,
        ColumnCount
    };
    enum Role
    {
        SortRole = Qt::UserRole + 1,
        NameRole // "runpod:agv6w2qcg7" in every column
    };

    explicit LeftoverModel(LeftoverMonitor *monitor, QObject *parent = nullptr);
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    /** The row's leftover (an invalid index gives an empty one). */
    Leftover leftover(const QModelIndex &index) const;
    /** "Volume", "File system", "Stopped instance (its disk)" … */
    static QString kindText(Leftover::Kind kind);

private:
    void reload();

    LeftoverMonitor *m_monitor;
    QList<Leftover> m_rows;
};

} // namespace RentDeck
