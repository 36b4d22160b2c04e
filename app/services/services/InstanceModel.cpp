// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/InstanceModel.h"

#include "core/RemoteText.h"
#include "services/InstanceManager.h"

#include <QLocale>

namespace RentDeck {

InstanceModel::InstanceModel(InstanceManager *manager, QObject *parent)
    : QAbstractTableModel(parent)
    , m_manager(manager)
{
    connect(manager, &InstanceManager::instancesChanged, this, [this] {
        beginResetModel();
        m_instances = m_manager->instances();
        endResetModel();
    });
    m_instances = manager->instances();
    // The accrued column changes with time alone.
    m_meterTimer.callOnTimeout(this, [this] {
        if (!m_instances.isEmpty()) {
            emit dataChanged(index(0, Accrued), index(int(m_instances.size()) - 1, Accrued), { Qt::DisplayRole });
        }
    });
    m_meterTimer.start(1000);
}

int InstanceModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_instances.size());
}

int InstanceModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString InstanceModel::stateText(InstanceState state)
{
    switch (state) {
    case InstanceState::Provisioning:
        return tr("provisioning");
    case InstanceState::Running:
        return tr("running");
    case InstanceState::Stopped:
        return tr("stopped");
    case InstanceState::Error:
        return tr("error");
    case InstanceState::Terminated:
        return tr("terminated");
    case InstanceState::Preempted:
        return tr("preempted");
    }
    return {};
}

QVariant InstanceModel::displayData(const Instance &instance, int column) const
{
    switch (column) {
    case Name:
        return instance.label.isEmpty() ? instance.name() : tr("%1 (%2)").arg(instance.name(), instance.label);
    case Status:
        return stateText(instance.state);
    case Project:
        return m_manager->project(instance.name());
    case Gpu:
        return tr("%1 × %2").arg(instance.gpuCount).arg(instance.gpuName);
    case PricePerHour:
        return tr("%1/h").arg(instance.pricePerHour.format());
    case Accrued:
        return m_manager->accrued(instance).format();
    case Ssh:
        return instance.ssh.isValid()
            ? QStringLiteral("%1@%2:%3").arg(instance.ssh.user, instance.ssh.host, QString::number(instance.ssh.port))
            : QString();
    case Created:
        return QLocale().toString(instance.createdAt.toLocalTime(), QLocale::ShortFormat);
    }
    return {};
}

QVariant InstanceModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_instances.size()) {
        return {};
    }
    const Instance &instance = m_instances.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return RemoteText::visibleData(displayData(instance, index.column()));
    case SortRole:
        if (index.column() == PricePerHour) {
            return instance.pricePerHour.micros();
        }
        if (index.column() == Accrued) {
            return m_manager->accrued(instance).micros();
        }
        if (index.column() == Created) {
            return instance.createdAt;
        }
        return displayData(instance, index.column());
    case NameRole:
        return instance.name();
    case StateRole:
        return int(instance.state);
    case Qt::EditRole:
        return index.column() == Project ? QVariant(m_manager->project(instance.name())) : QVariant();
    case Qt::ToolTipRole:
        if (index.column() == Project) {
            return tr("Double-click to tag this instance with a project: its cost counts there in cost reports, "
                      "budgets and the team's view.");
        }
        return instance.stateDetail.isEmpty() ? QVariant() : instance.stateDetail;
    default:
        return {};
    }
}

Qt::ItemFlags InstanceModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == Project) {
        flags |= Qt::ItemIsEditable;
    }
    return flags;
}

bool InstanceModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !index.isValid() || index.column() != Project || index.row() >= m_instances.size()) {
        return false;
    }
    const RentDeck::Status set = m_manager->setProject(m_instances.at(index.row()).name(), value.toString());
    if (!set) {
        emit editFailed(set.error().message);
        return false;
    }
    emit dataChanged(index, index);
    return true;
}

QVariant InstanceModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case Name:
        return tr("Instance");
    case Status:
        return tr("Status");
    case Project:
        return tr("Project");
    case Gpu:
        return tr("GPU");
    case PricePerHour:
        return tr("Price");
    case Accrued:
        return tr("Cost so far");
    case Ssh:
        return tr("SSH");
    case Created:
        return tr("Launched");
    }
    return {};
}

} // namespace RentDeck
