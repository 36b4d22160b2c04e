// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSortFilterProxyModel>
#include <QStringList>

namespace RentDeck {

/**
 * Sorts an OfferModel by its raw SortRole values and filters it by text (every word must appear in
 * the provider, GPU, region or note), minimum VRAM per GPU and maximum price per hour.
 */
class OfferFilterProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OfferFilterProxyModel)
public:
    explicit OfferFilterProxyModel(QObject *parent = nullptr);

    void setFilterText(const QString &text);
    /** 0 = any. */
    void setMinVramGb(double gb);
    /** Price per hour in the offer's own currency; 0 = any. */
    void setMaxPricePerHour(double price);

    /** Adds a tooltip with the full text to the Note column, which is often elided. */
    QVariant data(const QModelIndex &index, int role) const override;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    /** Prices of different currencies are not comparable: group by currency (the locale's first), then amount. */
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    QString m_localCurrency;
    QStringList m_words;
    double m_minVramGb = 0;
    double m_maxPricePerHour = 0;
};

} // namespace RentDeck
