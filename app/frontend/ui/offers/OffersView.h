// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Instance.h"
#include "plan/PlanInput.h"
#include "settings/DisplayCurrency.h"
#include "team/TeamLedger.h"

#include <QPointer>
#include <QTimer>
#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;
class QTableView;
class QToolButton;

namespace RentDeck {

class InstanceManager;
class OfferFilterBar;
class OfferFilterProxyModel;
class OfferModel;
class OfferSourcesBar;
class OfferWatchService;
class Job;
class Settings;

/**
 * The offers of every provider in one sortable, filterable table, prices in the display currency (from
 * \a settings, which may be null: then the choice lasts as long as the view), with a status line per
 * provider above it. "Launch…" (or a double-click) opens a LaunchDialog and starts InstanceManager::launch()
 * without blocking; progress shows below the table, a failure in a message box.
 */
class OffersView : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OffersView)
public:
    explicit OffersView(InstanceManager *manager, Settings *settings = nullptr, QWidget *parent = nullptr);

    bool isLaunching() const { return !m_launchJob.isNull(); }
    /**
     * The planner's plan (nullopt: none): shows the Fits plan / Est. hours / Est. job cost columns and enables
     * "Fits my plan", whose tooltip says \a summary ("7B LoRA, fp16, 1 GPU").
     */
    void setPlan(const std::optional<PlanInput> &plan, const QString &summary);
    /** Checks "Fits my plan" (which also ranks by job cost); effective only with a plan. */
    void showFitsPlanOnly(bool fitsOnly);
    /** Selects \a qualifiedOfferId ("provider:id") and opens its launch dialog. */
    void launchOffer(const QString &qualifiedOfferId);
    /** Adds the Watch button: save the current filters as an offer watch, or stop one (OfferWatchService). */
    void setOfferWatches(OfferWatchService *watches);
    /** The Last check column also shows teammates' newer checks (TeamSnapshot::offerChecks). */
    void setTeamChecks(const QHash<QString, TeamOfferCheck> &checks);

signals:
    /** A launch succeeded; \a instanceName is "provider:id". */
    void launched(const QString &instanceName);
    /** The user asked to add a provider account (Settings › Accounts). */
    void accountsRequested();

private:
    void applyDisplayCurrency(const DisplayCurrency &display);
    void chooseDisplayCurrency(const QString &currency, double cnyPerUsd);
    void openRateDialog();
    void updateProviderChoices();
    void openLaunchDialog();
    void openLaunchDialogFor(const QString &qualifiedOfferId);
    void startLaunch(const QString &qualifiedOfferId, const InstanceSpec &spec);
    void saveLaunchGuard(const Instance &instance, const InstanceSpec &spec);
    void onLaunchFinished(const QString &qualifiedOfferId, bool ok, const QString &instanceName, const QString &error);
    void onOffersChanged();
    void updateStatus();
    void updateButtons();
    void setBusy(bool busy, const QString &text);
    void rebuildWatchMenu();

    InstanceManager *m_manager;
    Settings *m_settings;
    DisplayCurrency m_display;
    OfferWatchService *m_watches = nullptr;
    QToolButton *m_watch = nullptr;
    OfferModel *m_model;
    OfferFilterProxyModel *m_proxy;
    OfferFilterBar *m_filterBar;
    OfferSourcesBar *m_sources;
    QTableView *m_table;
    QTimer m_ageTimer; // "2 min ago" and staleness change with time alone
    QLabel *m_status;
    QProgressBar *m_busy;
    QPushButton *m_refresh;
    QPushButton *m_launch;
    QPointer<Job> m_launchJob;
    bool m_loaded = false;
};

} // namespace RentDeck
