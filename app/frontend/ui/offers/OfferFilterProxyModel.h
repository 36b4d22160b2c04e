// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/OfferWatchState.h"

#include <QSortFilterProxyModel>
#include <QStringList>

namespace RentDeck {

class OfferModel;

/**
 * Sorts an OfferModel by its raw SortRole values (prices compared after conversion into the display
 * currency) and filters it: free text (every word must appear in the provider, GPU, region, billing or
 * note), provider, minimum VRAM per GPU, GPU count, maximum price per hour in the display currency, spot
 * or on-demand, region text, minimum reliability and minimum CUDA. Offers of unknown reliability or CUDA
 * pass those filters (OfferQuery does the same). "Fits my plan" hides the offers the model's plan does not fit. Stale
 * rows are drawn in grey italics. The source model must be an OfferModel.
 */
class OfferFilterProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OfferFilterProxyModel)
public:
    enum class SpotFilter
    {
        Any,
        SpotOnly,
        OnDemandOnly
    };

    explicit OfferFilterProxyModel(QObject *parent = nullptr);

    void setFilterText(const QString &text);
    /** "" = every provider. */
    void setProviderId(const QString &providerId);
    /** 0 = any. */
    void setMinVramGb(double gb);
    /** Exact number of GPUs; 0 = any. */
    void setGpuCount(int count);
    /**
     * Highest price per hour of the whole offer, in the model's display currency (offers in a currency that
     * does not convert are compared in their own); 0 = any.
     */
    void setMaxPricePerHour(double price);
    void setSpotFilter(SpotFilter filter);
    /** Case-insensitive substring of the region; "" = any. */
    void setRegionText(const QString &text);
    /** 0..1; 0 = any. */
    void setMinReliability(double reliability);
    /** "12.4"; "" = any. */
    void setMinCuda(const QString &version);
    /** Only offers the model's plan fits (OfferModel::setPlan()); every offer while the model has no plan. */
    void setFitsPlanOnly(bool fitsOnly);
    bool fitsPlanOnly() const { return m_fitsPlanOnly; }
    /**
     * The filters as an offer watch: the text as the GPU name, the ceiling in \a displayCurrency (reliability, CUDA and
     * the plan are the table's alone).
     */
    OfferWatchFilter watchFilter(const QString &displayCurrency) const;

    /** Adds a tooltip with the full text to the Note column, and grey italics to stale rows. */
    QVariant data(const QModelIndex &index, int role) const override;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    /** Prices that could not be brought to one currency are grouped: display currency first, then by code. */
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    const OfferModel *offerModel() const;
    bool matchesText(int sourceRow) const;

    QStringList m_words;
    QString m_providerId;
    double m_minVramGb = 0;
    int m_gpuCount = 0;
    double m_maxPricePerHour = 0;
    SpotFilter m_spot = SpotFilter::Any;
    QString m_region;
    double m_minReliability = 0;
    QString m_minCuda;
    bool m_fitsPlanOnly = false;
};

} // namespace RentDeck
