// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/OfferModel.h"

#include "billing/Ledger.h"
#include "core/InstanceManager.h"

namespace RentDeck {

OfferModel::OfferModel(InstanceManager *manager, QObject *parent)
    : QAbstractTableModel(parent)
    , m_manager(manager)
{
    connect(manager, &InstanceManager::offersChanged, this, [this] {
        beginResetModel();
        m_offers = m_manager->offers();
        loadCheckHistory();
        endResetModel();
    });
    m_offers = manager->offers();
    loadCheckHistory();
}

void OfferModel::loadCheckHistory()
{
    // Once per offer refresh, not per paint: what earlier checks found on machines rented from each offer.
    m_lastCheck.clear();
    Ledger *ledger = m_manager->ledger();
    if (!ledger) {
        return;
    }
    const auto history = ledger->latestCheckPerOffer();
    if (!history) {
        return;
    }
    for (auto it = history.value().cbegin(); it != history.value().cend(); ++it) {
        m_lastCheck.insert(it.key(), { it->status, tr("%1 on %2").arg(it->summary, it->instanceName) });
    }
}

int OfferModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_offers.size());
}

int OfferModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString OfferModel::billingText(const BillingPolicy &billing)
{
    switch (billing.granularity) {
    case BillingGranularity::Second:
        return tr("per second");
    case BillingGranularity::Minute:
        return tr("per minute");
    case BillingGranularity::Hour:
        return tr("per hour");
    }
    return {};
}

QVariant OfferModel::displayData(const Offer &offer, int column) const
{
    switch (column) {
    case Provider:
        return offer.providerId;
    case Gpu:
        return offer.sliced ? tr("%1 (slice)").arg(offer.gpuName) : offer.gpuName;
    case Count:
        return offer.gpuCount;
    case Vram:
        return tr("%1 GB").arg(offer.vramGb, 0, 'f', offer.vramGb == int(offer.vramGb) ? 0 : 1);
    case PricePerHour:
        return offer.pricePerHour.format();
    case PricePerGpuHour:
        return offer.pricePerGpuHour().format();
    case Billing:
        return offer.spot ? tr("%1, spot").arg(billingText(offer.billing)) : billingText(offer.billing);
    case Region:
        return offer.region;
    case Cpu:
        return offer.cpuCores > 0 ? QVariant(offer.cpuCores) : QVariant();
    case Ram:
        return offer.ramGb > 0 ? tr("%1 GB").arg(offer.ramGb, 0, 'f', 0) : QString();
    case Disk:
        return offer.diskGb > 0 ? tr("%1 GB").arg(offer.diskGb, 0, 'f', 0) : QString();
    case MaxCuda:
        return offer.maxCuda;
    case LastCheck: {
        const auto found = m_lastCheck.constFind(offer.qualifiedId());
        if (found == m_lastCheck.cend()) {
            return QString();
        }
        if (found->first == QLatin1String("fail")) {
            return tr("failed");
        }
        return found->first == QLatin1String("warn") ? tr("warnings") : tr("passed");
    }
    case Note:
        return offer.note;
    }
    return {};
}

QVariant OfferModel::sortData(const Offer &offer, int column) const
{
    switch (column) {
    case Count:
        return offer.gpuCount;
    case Vram:
        return offer.vramGb;
    case PricePerHour:
        return offer.pricePerHour.micros();
    case PricePerGpuHour:
        return offer.pricePerGpuHour().micros();
    case Cpu:
        return offer.cpuCores;
    case Ram:
        return offer.ramGb;
    case Disk:
        return offer.diskGb;
    default:
        return displayData(offer, column);
    }
}

QVariant OfferModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_offers.size()) {
        return {};
    }
    const Offer &offer = m_offers.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return displayData(offer, index.column());
    case SortRole:
        return sortData(offer, index.column());
    case OfferIdRole:
        return offer.qualifiedId();
    case CurrencyRole:
        return offer.pricePerHour.currency();
    case Qt::TextAlignmentRole:
        if (index.column() == Count || index.column() == Vram || index.column() == PricePerHour
            || index.column() == PricePerGpuHour || index.column() == Cpu || index.column() == Ram
            || index.column() == Disk) {
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == LastCheck && m_lastCheck.contains(offer.qualifiedId())) {
            return m_lastCheck.value(offer.qualifiedId()).second;
        }
        return tr("%1 × %2, driver %3, CUDA ≤ %4")
            .arg(offer.gpuCount)
            .arg(offer.gpuName, offer.driverVersion, offer.maxCuda);
    default:
        return {};
    }
}

QVariant OfferModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case Provider:
        return tr("Provider");
    case Gpu:
        return tr("GPU");
    case Count:
        return tr("GPUs");
    case Vram:
        return tr("VRAM / GPU");
    case PricePerHour:
        return tr("Price / h");
    case PricePerGpuHour:
        return tr("Per GPU-h");
    case Billing:
        return tr("Billing");
    case Region:
        return tr("Region");
    case Cpu:
        return tr("CPU cores");
    case Ram:
        return tr("RAM");
    case Disk:
        return tr("Disk");
    case MaxCuda:
        return tr("Max CUDA");
    case LastCheck:
        return tr("Last check");
    case Note:
        return tr("Note");
    }
    return {};
}

} // namespace RentDeck
