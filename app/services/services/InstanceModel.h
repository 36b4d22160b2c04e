// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Instance.h"

#include <QAbstractTableModel>
#include <QTimer>

namespace RentDeck {

class InstanceManager;

/**
 * The instances of every provider, with status and cost accrued so far (re-evaluated every few
 * seconds so the meter moves). StateRole gives the InstanceState as int for ui/ to colour.
 */
class InstanceModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        Name,
        Status,
        Project,
        Gpu,
        PricePerHour,
        Accrued,
        Ssh,
        Created,
        ColumnCount
    };
    enum Role
    {
        SortRole = Qt::UserRole + 1,
        NameRole,
        StateRole
    };

    explicit InstanceModel(InstanceManager *manager, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    /** The Project cell is editable: a new tag goes to the ledger (InstanceManager::setProject). */
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role) override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    const Instance &instanceAt(int row) const { return m_instances.at(row); }
    static QString stateText(InstanceState state);

signals:
    /** setData() could not store a new project (the ledger refused); \a message says why. */
    void editFailed(const QString &message);

private:
    QVariant displayData(const Instance &instance, int column) const;

    InstanceManager *m_manager;
    QList<Instance> m_instances;
    QTimer m_meterTimer;
};

} // namespace RentDeck
