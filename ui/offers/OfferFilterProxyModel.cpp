// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "offers/OfferFilterProxyModel.h"

#include "core/Money.h"
#include "core/OfferModel.h"

#include <QLocale>

namespace RentDeck {

OfferFilterProxyModel::OfferFilterProxyModel(QObject *parent)
    : QSortFilterProxyModel(parent)
    , m_localCurrency(QLocale().currencySymbol(QLocale::CurrencyIsoCode))
{
    if (m_localCurrency.isEmpty()) {
        m_localCurrency = QStringLiteral("USD"); // the "C" locale of a bare environment has no currency
    }
    setSortRole(OfferModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

void OfferFilterProxyModel::setFilterText(const QString &text)
{
    m_words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    invalidateFilter();
}

void OfferFilterProxyModel::setMinVramGb(double gb)
{
    m_minVramGb = gb;
    invalidateFilter();
}

void OfferFilterProxyModel::setMaxPricePerHour(double price)
{
    m_maxPricePerHour = price;
    invalidateFilter();
}

QVariant OfferFilterProxyModel::data(const QModelIndex &index, int role) const
{
    if (role == Qt::ToolTipRole && index.column() == OfferModel::Note) {
        return QSortFilterProxyModel::data(index, Qt::DisplayRole);
    }
    return QSortFilterProxyModel::data(index, role);
}

bool OfferFilterProxyModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    if (left.column() == OfferModel::PricePerHour || left.column() == OfferModel::PricePerGpuHour) {
        const QString leftCurrency = left.data(OfferModel::CurrencyRole).toString();
        const QString rightCurrency = right.data(OfferModel::CurrencyRole).toString();
        if (leftCurrency != rightCurrency) {
            if (leftCurrency == m_localCurrency || rightCurrency == m_localCurrency) {
                return leftCurrency == m_localCurrency;
            }
            return leftCurrency < rightCurrency;
        }
    }
    return QSortFilterProxyModel::lessThan(left, right);
}

bool OfferFilterProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QAbstractItemModel *source = sourceModel();
    auto cell = [&](int column, int role) { return source->index(sourceRow, column, sourceParent).data(role); };

    if (m_minVramGb > 0 && cell(OfferModel::Vram, OfferModel::SortRole).toDouble() < m_minVramGb) {
        return false;
    }
    if (m_maxPricePerHour > 0) {
        const double price
            = double(cell(OfferModel::PricePerHour, OfferModel::SortRole).toLongLong()) / double(Money::MicrosPerUnit);
        if (price > m_maxPricePerHour) {
            return false;
        }
    }
    if (m_words.isEmpty()) {
        return true;
    }
    QStringList texts;
    for (int column :
        { OfferModel::Provider, OfferModel::Gpu, OfferModel::Region, OfferModel::Note, OfferModel::Billing }) {
        texts.append(cell(column, Qt::DisplayRole).toString());
    }
    const QString haystack = texts.join(QLatin1Char(' '));
    for (const QString &word : m_words) {
        if (!haystack.contains(word, Qt::CaseInsensitive)) {
            return false;
        }
    }
    return true;
}

} // namespace RentDeck
