// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QMainWindow>
#include <QPointer>
#include <memory>
#include <optional>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QTabWidget;

namespace RentDeck {

class AccountsDialog;
class CheckBanner;
class CheckService;
class ChecksView;
class ConnectionManager;
class ForwardsView;
class InstanceManager;
class InstancesView;
class OffersView;
class PlannerView;
class Settings;
class SyncView;
class MonitorView;
class JobService;
class JobsView;
class LeftoverMonitor;
class OfferWatchService;
class StarvationWatcher;
class Notifier;
class TeamMonitor;
class TeamService;
class TrayIcon;
class TrayMenu;
class WatchService;
class GuardService;
class WindowStateStore;

/**
 * The main window: Offers and Instances tabs, the spend rate of everything running in the status
 * bar and the tray, and the menus (language, quit, about). Owns no services: the manager and settings
 * come from the composition root (main.cpp) and must outlive the window. \a settings may be null (no
 * menu choice and no window state is then saved); otherwise geometry, tab and table headers come back.
 */
class MainWindow : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)
public:
    enum class Tab
    {
        Planner,
        Offers,
        Instances,
        Forwards,
        Checks,
        Sync,
        Monitor,
        Jobs
    };

    MainWindow(InstanceManager *manager, ConnectionManager *connections, CheckService *checks, WatchService *watch,
        Settings *settings, QWidget *parent = nullptr);
    ~MainWindow() override;

    void showTab(Tab tab);
    /** The tab called \a name on the command line ("offers", "instances", …), if there is one. */
    static std::optional<Tab> tabNamed(const QString &name);
    /** Shows, un-minimizes, raises and activates the window (a second launch, the tray). */
    void bringToFront();
    /**
     * Shows what the guards say: notices in the status bar and the system tray, a countdown box with "Keep
     * running" before a guard stops or destroys an instance.
     */
    void setGuards(GuardService *guards);
    /** Adds the Jobs tab over \a jobs (its watcher supervises every open job while the window is open) and tells its
     *  notices (finished, failed, lost, recovered) through the notifier. */
    void setJobs(JobService *jobs);
    /** The team's machines under Instances, the team's state in the status bar, budget alerts as notices. */
    void setTeam(TeamService *service, TeamMonitor *team);
    /** The "Still billing" list under the instances, and its daily total in the tray's tooltip. */
    void setLeftovers(LeftoverMonitor *leftovers);
    /** The Offers tab's Watch button over \a watches, whose matches come as desktop notices. */
    void setOfferWatches(OfferWatchService *watches);
    /** Starved GPUs: the diagnosis in the Monitor, and one desktop notice per episode. */
    void setStarvationWatcher(StarvationWatcher *watcher);
    /** Settings › Team: join, create, invite, leave. */
    void showTeam();
    /** "Spend rate: $2.85/h · ¥3.96/h", or "Nothing running". */
    QString spendRateText() const;
    /** Opens (or shows the existing) terminal tab of \a instanceName. */
    void openTerminal(const QString &instanceName);
    /** Forwards \a remotePort of the instance to 127.0.0.1 and, for a named service, opens the browser once listening.
     */
    void startForward(const QString &instanceName, quint16 remotePort, const QString &label);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createMenus();
    void createTray();
    void updateSpendRate();
    void updateTrayStatus();
    void showAbout();
    void showAccounts();
    void onOperationFinished(const QString &instanceName, const QString &operation, const QString &error);
    void onLaunched(const QString &instanceName);
    void closeTab(int index);
    void addSshHost();
    void showChecksOf(const QString &instanceName);

    InstanceManager *m_manager;
    Settings *m_settings;
    QTabWidget *m_tabs;
    PlannerView *m_planner;
    OffersView *m_offers;
    InstancesView *m_instances;
    ConnectionManager *m_connections;
    ForwardsView *m_forwards;
    CheckService *m_checkService;
    ChecksView *m_checks;
    SyncView *m_sync;
    MonitorView *m_monitor;
    JobsView *m_jobs = nullptr;
    CheckBanner *m_banner;
    QLabel *m_spendRate;
    QHash<QString, QPointer<QWidget>> m_terminals;
    std::unique_ptr<WindowStateStore> m_windowState;
    Notifier *m_notifier;
    QLabel *m_teamStatus = nullptr;
    QAction *m_teamAction = nullptr;
    TeamService *m_teamService = nullptr;
    TeamMonitor *m_teamMonitor = nullptr;
    LeftoverMonitor *m_leftovers = nullptr;
    TrayMenu *m_trayMenu;
    TrayIcon *m_tray = nullptr;
    QPointer<AccountsDialog> m_accountsDialog;
};

} // namespace RentDeck
