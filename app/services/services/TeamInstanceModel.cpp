// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/TeamInstanceModel.h"

#include "billing/CostTimeline.h"
#include "services/InstanceModel.h"
#include "services/TeamMonitor.h"

#include <QMap>

namespace RentDeck {

TeamInstanceModel::TeamInstanceModel(TeamMonitor *monitor, QObject *parent)
    : QAbstractTableModel(parent)
    , m_monitor(monitor)
{
    connect(m_monitor, &TeamMonitor::snapshotChanged, this, &TeamInstanceModel::reload);
    reload();
}

void TeamInstanceModel::reload()
{
    beginResetModel();
    m_rows.clear();
    // Terminated machines are history (the fleet report has them); the tab shows what may still cost.
    for (const TeamInstance &row : m_monitor->snapshot().instances) {
        if (row.instance.state != InstanceState::Terminated) {
            m_rows << row;
        }
    }
    endResetModel();
}

int TeamInstanceModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int TeamInstanceModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString TeamInstanceModel::gpuUse(const TeamInstance &row)
{
    if (row.idleSince.isValid()) {
        const qint64 minutes = (row.utilizationAt.toMSecsSinceEpoch() - row.idleSince.toMSecsSinceEpoch()) / 60000 + 1;
        return tr("idle for %n min", nullptr, int(minutes));
    }
    if (row.utilization >= 0) {
        return tr("GPU %1 %").arg(qRound(row.utilization));
    }
    return {};
}

QVariant TeamInstanceModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size()) {
        return {};
    }
    const TeamInstance &row = m_rows.at(index.row());
    const LedgerInstance &instance = row.instance;
    if (role == StateRole) {
        return int(instance.state);
    }
    if (role != Qt::DisplayRole && role != SortRole && role != Qt::ToolTipRole) {
        return {};
    }
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const CostTimeline timeline(instance, row.events);
    switch (index.column()) {
    case Member:
        return row.member == m_monitor->snapshot().member ? tr("%1 (you)").arg(row.member) : row.member;
    case Name:
        return instance.name;
    case Project:
        return instance.project;
    case Status:
        return role == SortRole ? QVariant(int(instance.state)) : QVariant(InstanceModel::stateText(instance.state));
    case Gpu:
        return QStringLiteral("%1 × %2").arg(instance.gpuCount).arg(instance.gpuName);
    case PricePerHour:
        return role == SortRole ? QVariant(instance.pricePerHour.toDouble()) : QVariant(instance.pricePerHour.format());
    case Accrued: {
        const Money accrued = timeline.at(now).total;
        return role == SortRole ? QVariant(accrued.toDouble()) : QVariant(accrued.format());
    }
    case SpendRate: {
        const Money rate = timeline.ratePerHour(now);
        return role == SortRole ? QVariant(rate.toDouble()) : QVariant(tr("%1/h").arg(rate.format()));
    }
    case GpuUse:
        if (role == SortRole) {
            return row.idleSince.isValid() ? -1.0 : row.utilization;
        }
        if (role == Qt::ToolTipRole && row.idleSince.isValid()) {
            return tr("Every GPU of it has been under 5 % since %1. Only %2 can stop it (their provider account).")
                .arg(row.idleSince.toLocalTime().toString(QStringLiteral("hh:mm")), row.member);
        }
        return gpuUse(row);
    default:
        return {};
    }
}

QVariant TeamInstanceModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case Member:
        return tr("Member");
    case Name:
        return tr("Instance");
    case Project:
        return tr("Project");
    case Status:
        return tr("Status");
    case Gpu:
        return tr("GPU");
    case PricePerHour:
        return tr("Price");
    case Accrued:
        return tr("So far");
    case SpendRate:
        return tr("Spending");
    case GpuUse:
        return tr("GPU use");
    default:
        return {};
    }
}

QString TeamInstanceModel::teamSpendRate() const
{
    return spendRate(m_rows);
}

QString TeamInstanceModel::spendRate(const QList<TeamInstance> &rows)
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QMap<QString, Money> perCurrency;
    for (const TeamInstance &row : rows) {
        const Money rate = CostTimeline(row.instance, row.events).ratePerHour(now);
        if (rate.isValid() && rate.micros() > 0) {
            perCurrency[rate.currency()] = perCurrency.value(rate.currency(), Money(0, rate.currency())) + rate;
        }
    }
    QStringList parts;
    for (const Money &rate : perCurrency) {
        parts << tr("%1/h").arg(rate.format());
    }
    return parts.join(QStringLiteral(" + "));
}

} // namespace RentDeck
