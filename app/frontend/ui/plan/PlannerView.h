// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/GpuCatalog.h"
#include "plan/PlanInput.h"
#include "settings/DisplayCurrency.h"

#include <QTimer>
#include <QWidget>
#include <optional>

class QLabel;
class QPushButton;
class QTableView;

namespace RentDeck {

class GpuTierList;
class InstanceManager;
class OfferFilterProxyModel;
class OfferModel;
class PlanForm;
class Settings;
class VramBreakdownBar;

/**
 * "Plan before you pay": the job's inputs on the left (PlanForm); on the right the VRAM one GPU needs with its
 * breakdown, the 24/48/80/141 GB tiers that fit and how long the job takes on each, the warnings, advice on how
 * to pay for the usage pattern, and the offers the plan fits ranked by effective job cost (measured TFLOPS where
 * earlier benchmarks have them). The inputs are kept in \a settings (may be null); every change is recomputed
 * after a short pause, on the GUI thread (the arithmetic takes microseconds).
 */
class PlannerView : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlannerView)
public:
    explicit PlannerView(InstanceManager *manager, Settings *settings = nullptr, QWidget *parent = nullptr);

    PlanForm *form() const { return m_form; }
    /** The plan as last computed; nullopt while an input is invalid. */
    const std::optional<PlanInput> &plan() const { return m_plan; }
    QString summary() const;
    /** Recomputes now instead of after the pause (tests, screenshots). */
    void recomputeNow();

signals:
    void planChanged(const std::optional<RentDeck::PlanInput> &plan, const QString &summary);
    /** "Launch…" on a ranked offer ("provider:id"). */
    void launchRequested(const QString &qualifiedOfferId);
    /** "Show in Offers": the offers tab, filtered to the plan and ranked by job cost. */
    void showOffersRequested();

private:
    QWidget *createResults();
    void recompute();
    void showEstimate(const PlanInput &plan);
    void updateRanking();
    void setDisplayCurrency(const DisplayCurrency &display);

    InstanceManager *m_manager;
    Settings *m_settings;
    std::optional<GpuCatalog> m_catalog;
    DisplayCurrency m_display;
    std::optional<PlanInput> m_plan;
    PlanForm *m_form;
    QLabel *m_headline = nullptr;
    QLabel *m_detail = nullptr;
    VramBreakdownBar *m_bar = nullptr;
    GpuTierList *m_tiers = nullptr;
    QLabel *m_warnings = nullptr;
    QLabel *m_advice = nullptr;
    OfferModel *m_offers = nullptr;
    OfferFilterProxyModel *m_proxy = nullptr;
    QTableView *m_table = nullptr;
    QLabel *m_rankStatus = nullptr;
    QPushButton *m_launch = nullptr;
    QPushButton *m_showOffers = nullptr;
    QTimer m_recompute;
};

} // namespace RentDeck
