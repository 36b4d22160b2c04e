// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Offer.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QPair>

namespace RentDeck {

class InstanceManager;

/**
 * Every provider's offers as one table. DisplayRole is formatted text; SortRole holds raw numbers
 * so prices and VRAM sort numerically; OfferIdRole gives "provider:id". Widget-free: icons and
 * colours are added in ui/.
 */
class OfferModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        Provider,
        Gpu,
        Count,
        Vram,
        PricePerHour,
        PricePerGpuHour,
        Billing,
        Region,
        Cpu,
        Ram,
        Disk,
        MaxCuda,
        LastCheck,
        Note,
        ColumnCount
    };
    enum Role
    {
        SortRole = Qt::UserRole + 1,
        OfferIdRole,
        CurrencyRole
    };

    explicit OfferModel(InstanceManager *manager, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    const Offer &offerAt(int row) const { return m_offers.at(row); }
    static QString billingText(const BillingPolicy &billing);

private:
    QVariant displayData(const Offer &offer, int column) const;
    QVariant sortData(const Offer &offer, int column) const;

    void loadCheckHistory();

    InstanceManager *m_manager;
    QList<Offer> m_offers;
    QHash<QString, QPair<QString, QString>> m_lastCheck; // offer → (status, summary) of its latest check
};

} // namespace RentDeck
