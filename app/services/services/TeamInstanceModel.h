// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "services/InstanceModel.h"
#include "team/TeamInstance.h"

#include <QAbstractTableModel>
#include <QCoreApplication>

namespace RentDeck {

class TeamMonitor;

/**
 * Every team member's instances for the Instances tab (TeamMonitor's latest snapshot): member, name, project, status,
 * GPU, price, cost so far, spend rate and how busy the GPUs are ("idle for 40 min"). StateRole gives the state as int
 * for the same colouring as one's own instances.
 */
class TeamInstanceModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Member,
        Name,
        Project,
        Status,
        Gpu,
        PricePerHour,
        Accrued,
        SpendRate,
        GpuUse,
        ColumnCount
    };
    enum Role
    {
        SortRole = Qt::UserRole + 1,
        StateRole = InstanceModel::StateRole // the same delegate colours both tables
    };

    explicit TeamInstanceModel(TeamMonitor *monitor, QObject *parent = nullptr);
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    /** "¥1.32/h + $0.69/h" that the team spends now; empty when nothing runs. */
    QString teamSpendRate() const;
    /** The same for any \a rows (the tray's tooltip reads the snapshot without a model). */
    static QString spendRate(const QList<TeamInstance> &rows);
    /** "idle for 40 min", "GPU 93 %" or "" when unknown. */
    static QString gpuUse(const TeamInstance &row);

private:
    void reload();

    TeamMonitor *m_monitor;
    QList<TeamInstance> m_rows;
};

} // namespace RentDeck
