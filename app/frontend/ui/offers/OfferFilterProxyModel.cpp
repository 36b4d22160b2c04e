// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/offers/OfferFilterProxyModel.h"

#include "core/Money.h"
#include "services/OfferModel.h"
#include "ui/widgets/StatusColours.h"

#include <QColor>
#include <QFont>
#include <QGuiApplication>
#include <QPalette>
#include <cmath>

namespace RentDeck {

namespace {
/** The greens, ambers and reds of the check and instance states; nothing without a plan. */
QVariant fitColour(int level)
{
    switch (level) {
    case int(FitLevel::Comfortable):
        return StatusColours::colour(StatusColours::Meaning::Good);
    case int(FitLevel::Tight):
        return StatusColours::colour(StatusColours::Meaning::Caution);
    case int(FitLevel::DoesNotFit):
        return StatusColours::colour(StatusColours::Meaning::Bad);
    default:
        return {};
    }
}
} // namespace

OfferFilterProxyModel::OfferFilterProxyModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(OfferModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

const OfferModel *OfferFilterProxyModel::offerModel() const
{
    return qobject_cast<const OfferModel *>(sourceModel());
}

void OfferFilterProxyModel::setFilterText(const QString &text)
{
    m_words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    invalidateFilter();
}

void OfferFilterProxyModel::setProviderId(const QString &providerId)
{
    m_providerId = providerId;
    invalidateFilter();
}

void OfferFilterProxyModel::setMinVramGb(double gb)
{
    m_minVramGb = gb;
    invalidateFilter();
}

void OfferFilterProxyModel::setGpuCount(int count)
{
    m_gpuCount = count;
    invalidateFilter();
}

void OfferFilterProxyModel::setMaxPricePerHour(double price)
{
    m_maxPricePerHour = price;
    invalidateFilter();
}

void OfferFilterProxyModel::setSpotFilter(SpotFilter filter)
{
    m_spot = filter;
    invalidateFilter();
}

void OfferFilterProxyModel::setRegionText(const QString &text)
{
    m_region = text.trimmed();
    invalidateFilter();
}

void OfferFilterProxyModel::setMinReliability(double reliability)
{
    m_minReliability = reliability;
    invalidateFilter();
}

void OfferFilterProxyModel::setMinCuda(const QString &version)
{
    m_minCuda = version.trimmed();
    invalidateFilter();
}

void OfferFilterProxyModel::setFitsPlanOnly(bool fitsOnly)
{
    m_fitsPlanOnly = fitsOnly;
    invalidateFilter();
}

QVariant OfferFilterProxyModel::data(const QModelIndex &index, int role) const
{
    if (role == Qt::FontRole || role == Qt::ForegroundRole) {
        if (!QSortFilterProxyModel::data(index, OfferModel::StaleRole).toBool()) {
            if (role == Qt::ForegroundRole && index.column() == OfferModel::Fit) {
                return fitColour(QSortFilterProxyModel::data(index, OfferModel::FitRole).toInt());
            }
            return QSortFilterProxyModel::data(index, role);
        }
        if (role == Qt::ForegroundRole) {
            return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
        }
        QFont font;
        font.setItalic(true);
        return font;
    }
    if (role == Qt::ToolTipRole && index.column() == OfferModel::Note) {
        const QString note = QSortFilterProxyModel::data(index, Qt::DisplayRole).toString();
        if (!QSortFilterProxyModel::data(index, OfferModel::StaleRole).toBool()) {
            return note;
        }
        // Keep the stale reason first: it matters more than the note.
        const QString tip = QSortFilterProxyModel::data(index, role).toString();
        return QString(tip.section(QLatin1Char('\n'), 0, 0) + QLatin1Char('\n') + note);
    }
    return QSortFilterProxyModel::data(index, role);
}

bool OfferFilterProxyModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const OfferModel *model = offerModel();
    const int column = left.column();
    if (!model) {
        return QSortFilterProxyModel::lessThan(left, right);
    }
    // The model's cached keys: no QVariant or currency conversion per comparison (thousands of offers).
    if (column == OfferModel::PricePerHour || column == OfferModel::PricePerGpuHour) {
        const Money &leftPrice = model->sortPrice(left.row(), column);
        const Money &rightPrice = model->sortPrice(right.row(), column);
        if (leftPrice.currency() != rightPrice.currency()) {
            const QString first = model->displayCurrency().currency();
            if (!first.isEmpty() && (leftPrice.currency() == first || rightPrice.currency() == first)) {
                return leftPrice.currency() == first;
            }
            return leftPrice.currency() < rightPrice.currency();
        }
        return leftPrice.micros() < rightPrice.micros();
    }
    if (column == OfferModel::Fit || column == OfferModel::EstHours || column == OfferModel::EstJobCost) {
        return model->planSortKey(left.row(), column) < model->planSortKey(right.row(), column);
    }
    return QSortFilterProxyModel::lessThan(left, right);
}

bool OfferFilterProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex & /*sourceParent: a flat table*/) const
{
    const OfferModel *model = offerModel();
    if (!model || sourceRow >= model->rowCount()) {
        return true;
    }
    const Offer &offer = model->offerAt(sourceRow);
    if (!m_providerId.isEmpty() && offer.providerId != m_providerId) {
        return false;
    }
    if (m_fitsPlanOnly) {
        const OfferFit *fit = model->fitAt(sourceRow);
        if (fit && !fit->fits()) {
            return false;
        }
    }
    if (m_minVramGb > 0 && offer.vramGb + 1e-9 < m_minVramGb) {
        return false;
    }
    if (m_gpuCount > 0 && offer.gpuCount != m_gpuCount) {
        return false;
    }
    if (m_maxPricePerHour > 0) {
        const auto maxMicros = std::llround(m_maxPricePerHour * double(Money::MicrosPerUnit));
        if (model->displayCurrency().convert(offer.pricePerHour).micros() > maxMicros) {
            return false;
        }
    }
    if ((m_spot == SpotFilter::SpotOnly && !offer.spot) || (m_spot == SpotFilter::OnDemandOnly && offer.spot)) {
        return false;
    }
    if (!m_region.isEmpty() && !offer.region.contains(m_region, Qt::CaseInsensitive)) {
        return false;
    }
    OfferQuery query; // the same rules the providers apply for reliability and CUDA
    query.minReliability = m_minReliability;
    query.minCuda = m_minCuda;
    if (!query.matches(offer)) {
        return false;
    }
    return matchesText(sourceRow);
}

bool OfferFilterProxyModel::matchesText(int sourceRow) const
{
    if (m_words.isEmpty()) {
        return true;
    }
    const QString &haystack = offerModel()->searchText(sourceRow);
    for (const QString &word : m_words) {
        if (!haystack.contains(word, Qt::CaseInsensitive)) {
            return false;
        }
    }
    return true;
}

OfferWatchFilter OfferFilterProxyModel::watchFilter(const QString &displayCurrency) const
{
    OfferWatchFilter filter;
    filter.providerId = m_providerId;
    filter.gpuName = m_words.join(QLatin1Char(' '));
    filter.region = m_region;
    filter.minVramGb = m_minVramGb;
    filter.gpuCount = m_gpuCount;
    filter.maxPrice = m_maxPricePerHour;
    filter.maxPriceCurrency = m_maxPricePerHour > 0 ? displayCurrency : QString();
    filter.spotOnly = m_spot == SpotFilter::SpotOnly;
    return filter;
}

} // namespace RentDeck
