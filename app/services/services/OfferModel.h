// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Offer.h"
#include "plan/OfferFit.h"
#include "plan/ThroughputHistory.h"
#include "services/InstanceManager.h"
#include "settings/DisplayCurrency.h"
#include "team/TeamLedger.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QPair>
#include <QSet>
#include <limits>
#include <optional>

namespace RentDeck {

/**
 * Every provider's offers as one normalized table. DisplayRole is formatted text (prices in the display
 * currency, with the original price in brackets when it differs); SortRole holds raw numbers for every
 * numeric column (prices converted into the display currency, in micro-units, so USD and CNY offers sort
 * together); OfferIdRole gives "provider:id". Rows of a provider whose offers are stale
 * (OfferSourceStatus::isStale()) have StaleRole true and a tooltip that says why. With a plan (setPlan()) the
 * Fit, EstHours and EstJobCost columns say how the job fits each offer and what it costs there (OfferFit, with
 * the TFLOPS earlier benchmarks measured); without one they are empty. Widget-free: fonts, icons and colours
 * are added in ui/.
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
        Fit,
        EstHours,
        EstJobCost,
        Billing,
        Spot,
        Region,
        Cpu,
        Ram,
        Disk,
        MaxCuda,
        Reliability,
        Interconnect,
        LastCheck,
        Note,
        ColumnCount
    };
    enum Role
    {
        SortRole = Qt::UserRole + 1,
        OfferIdRole,
        /** Currency of the SortRole amount of the price columns: the display currency when it converts. */
        CurrencyRole,
        StaleRole,
        ProviderIdRole,
        /** int(FitLevel) of the plan on this offer; -1 without a plan. */
        FitRole,
    };

    /** Follows \a manager's offers and per-provider status; \a manager may be null (then use setOffers()). */
    explicit OfferModel(InstanceManager *manager, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    const Offer &offerAt(int row) const { return m_offers.at(row); }
    static QString billingText(const BillingPolicy &billing);

    const DisplayCurrency &displayCurrency() const { return m_display; }
    /** Re-renders and re-sorts the price columns in \a display's currency. */
    void setDisplayCurrency(const DisplayCurrency &display);
    /** Replaces the offers and provider statuses by hand (tests, or a model without a manager). */
    void setOffers(const QList<Offer> &offers, const QHash<QString, OfferSourceStatus> &statuses = {});
    /** Marks rows stale or fresh again as of \a now; call it now and then (staleness grows with time). */
    void recheckStale(const QDateTime &now = QDateTime::currentDateTimeUtc());
    /** "Vast.ai" for "vastai" (the id when the manager does not know it). */
    QString providerName(const QString &providerId) const;

    /** Fits \a plan to every offer (nullopt: no plan, the plan columns empty) and re-renders the plan columns. */
    void setPlan(const std::optional<PlanInput> &plan);
    bool hasPlan() const { return m_plan.has_value(); }
    /** The plan on the offer of \a row; nullptr without a plan. */
    const OfferFit *fitAt(int row) const;
    /**
     * The raw sort keys of the price columns (in the display currency where it converts) and of the plan columns,
     * and the text the free-text filter searches (provider, GPU, region, note, billing as shown, and the provider
     * id): computed once per change of offers, plan or currency, so sorting and filtering thousands of offers does
     * not rebuild them for every comparison.
     */
    const Money &sortPrice(int row, int column) const;
    qint64 planSortKey(int row, int column) const;
    const QString &searchText(int row) const;
    /** Replaces what earlier benchmarks measured (tests; the manager's ledger is read at each offer refresh). */
    void setMeasuredThroughput(const ThroughputHistory &measured);

    /** The team's newest checks per offer (TeamSnapshot::offerChecks): a teammate's newer result wins. */
    void setTeamChecks(const QHash<QString, TeamOfferCheck> &checks);

private:
    void reloadFromManager();
    QVariant displayData(int row, int column) const;
    QVariant sortData(int row, int column) const;
    QVariant toolTip(int row, int column) const;
    QString staleReason(const QString &providerId) const;
    QSet<QString> staleProviders(const QDateTime &now) const;

    void loadCheckHistory();
    void mergeTeamChecks();
    void computeFits();
    QVariant planData(int row, int column, int role) const;

    InstanceManager *m_manager;
    DisplayCurrency m_display;
    QList<Offer> m_offers;
    QHash<QString, OfferSourceStatus> m_statuses;
    QHash<QString, QString> m_providerNames;
    QSet<QString> m_staleProviders;
    struct CheckSeen
    {
        QString status; // "pass", "warn", "fail"
        QString tip;
        QDateTime at;
    };
    QHash<QString, CheckSeen> m_lastCheck; // offer → its latest check, here or by a teammate
    QHash<QString, TeamOfferCheck> m_teamChecks;
    std::optional<PlanInput> m_plan;
    ThroughputHistory m_measured;
    QList<OfferFit> m_fits; // by row, with a plan; empty without one
    struct SortKeys
    {
        Money pricePerHour;
        Money pricePerGpuHour;
        qint64 fitLevel = -1;
        qint64 estSeconds = std::numeric_limits<qint64>::max();
        qint64 jobCostMicros = std::numeric_limits<qint64>::max();
    };
    void rebuildSortKeys();
    QList<SortKeys> m_sortKeys; // by row
    mutable QStringList m_searchText; // by row, built on first use
};

} // namespace RentDeck
