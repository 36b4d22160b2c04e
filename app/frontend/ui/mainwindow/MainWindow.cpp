// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mainwindow/MainWindow.h"

#include "billing/CostTimeline.h"
#include "checks/CheckReport.h"
#include "logging/LoggingCategories.h"
#include "provider/HostPresets.h"
#include "services/CheckService.h"
#include "services/ConnectionManager.h"
#include "services/GuardService.h"
#include "services/InstanceManager.h"
#include "services/LeftoverMonitor.h"
#include "services/OfferWatchService.h"
#include "services/StarvationWatcher.h"
#include "services/TeamInstanceModel.h"
#include "services/TeamMonitor.h"
#include "settings/Settings.h"
#include "ssh/OpenSshCommand.h"
#include "ssh/SshPortForward.h"
#include "ssh/SystemTerminal.h"
#include "ui/accounts/AccountsDialog.h"
#include "ui/checks/CheckBanner.h"
#include "ui/checks/ChecksView.h"
#include "ui/dialogs/AddSshHostDialog.h"
#include "ui/dialogs/MessageBox.h"
#include "ui/dialogs/TeamDialog.h"
#include "ui/forwards/ForwardsView.h"
#include "ui/instances/InstancesView.h"
#include "ui/instances/StillBillingPanel.h"
#include "ui/instances/TeammatesPanel.h"
#include "ui/jobs/JobsView.h"
#include "ui/mainwindow/Appearance.h"
#include "ui/mainwindow/LanguageMenu.h"
#include "ui/mainwindow/Notifier.h"
#include "ui/mainwindow/TrayIcon.h"
#include "ui/mainwindow/TrayMenu.h"
#include "ui/mainwindow/WindowStateStore.h"
#include "ui/offers/OffersView.h"
#include "ui/plan/PlannerView.h"
#include "ui/sync/PullBeforeDestroy.h"
#include "ui/sync/SyncView.h"
#include "ui/terminal/TerminalConnector.h"
#include "ui/terminal/TerminalTab.h"
#include "ui/terminal/TerminalWidget.h"
#include "ui/watch/MonitorView.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDesktopServices>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QShortcut>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QUrl>
#include <QVBoxLayout>

namespace RentDeck {

namespace {
QHeaderView *horizontalHeaderOf(const QWidget *view, const QString &tableName)
{
    const auto *table = view->findChild<QTableView *>(tableName);
    return table ? table->horizontalHeader() : nullptr;
}
} // namespace

MainWindow::MainWindow(InstanceManager *manager, ConnectionManager *connections, CheckService *checks,
    WatchService *watch, Settings *settings, QWidget *parent)
    : QMainWindow(parent)
    , m_manager(manager)
    , m_settings(settings)
    , m_tabs(new QTabWidget(this))
    , m_planner(new PlannerView(manager, settings, m_tabs))
    , m_offers(new OffersView(manager, settings, m_tabs))
    , m_instances(new InstancesView(manager, m_tabs))
    , m_connections(connections)
    , m_forwards(new ForwardsView(connections, m_tabs))
    , m_checkService(checks)
    , m_checks(new ChecksView(manager, checks, m_tabs))
    , m_sync(new SyncView(manager, connections, m_tabs))
    , m_monitor(new MonitorView(manager, watch, m_tabs))
    , m_banner(new CheckBanner(this))
    , m_spendRate(new QLabel(this))
    , m_windowState(std::make_unique<WindowStateStore>(settings, this, m_tabs))
    , m_notifier(new Notifier(statusBar(), this))
    , m_trayMenu(new TrayMenu(manager, this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("RentDeck"));
    m_tabs->setObjectName(QStringLiteral("mainTabWidget"));
    m_tabs->addTab(m_planner, tr("Planner"));
    m_tabs->addTab(m_offers, tr("Offers"));
    m_tabs->addTab(m_instances, tr("Instances"));
    m_tabs->addTab(m_forwards, tr("Port forwards"));
    m_tabs->addTab(m_checks, tr("Checks"));
    m_tabs->addTab(m_sync, tr("Sync"));
    m_tabs->addTab(m_monitor, tr("Monitor"));
    m_tabs->setDocumentMode(true);
    m_tabs->setTabsClosable(true);
    for (int fixed = 0; fixed < m_tabs->count(); ++fixed) {
        m_tabs->tabBar()->setTabButton(fixed, QTabBar::RightSide, nullptr);
    }
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, &MainWindow::closeTab);
    // Ctrl+1 … Ctrl+7 jump to the fixed tabs, in the order they are shown.
    for (int fixed = 0; fixed < m_tabs->count() && fixed < 9; ++fixed) {
        const QKeySequence keys(Qt::CTRL | Qt::Key(Qt::Key_1 + fixed));
        auto *shortcut = new QShortcut(keys, this);
        connect(shortcut, &QShortcut::activated, this, [this, fixed] { m_tabs->setCurrentIndex(fixed); });
        m_tabs->setTabToolTip(fixed, keys.toString(QKeySequence::NativeText));
    }
    auto *central = new QWidget(this);
    auto *centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(0);
    centralLayout->addWidget(m_banner);
    centralLayout->addWidget(m_tabs, 1);
    setCentralWidget(central);
    // Before the plan is applied below: the plan, not the saved header, decides whether its columns show.
    m_windowState->addHeader(
        Settings::Key::OffersHeaderState, horizontalHeaderOf(m_offers, QStringLiteral("offersTableView")));
    m_windowState->addHeader(
        Settings::Key::InstancesHeaderState, horizontalHeaderOf(m_instances, QStringLiteral("instancesTableView")));

    m_spendRate->setObjectName(QStringLiteral("spendRateLabel"));
    statusBar()->setObjectName(QStringLiteral("mainStatusBar"));
    statusBar()->addPermanentWidget(m_spendRate);
    createMenus();
    createTray();

    connect(m_manager, &InstanceManager::instancesChanged, this, &MainWindow::updateSpendRate);
    connect(m_manager, &InstanceManager::operationFinished, this, &MainWindow::onOperationFinished);
    connect(m_offers, &OffersView::launched, this, &MainWindow::onLaunched);
    connect(m_offers, &OffersView::accountsRequested, this, &MainWindow::showAccounts);
    // The plan travels to the offers table: its columns, "Fits my plan", and launches from the ranking.
    connect(m_planner, &PlannerView::planChanged, m_offers, &OffersView::setPlan);
    m_offers->setPlan(m_planner->plan(), m_planner->summary());
    connect(m_planner, &PlannerView::launchRequested, this,
        [this](const QString &offerId) { m_offers->launchOffer(offerId); });
    connect(m_planner, &PlannerView::showOffersRequested, this, [this] {
        m_offers->showFitsPlanOnly(true);
        m_tabs->setCurrentWidget(m_offers);
    });
    connect(m_instances, &InstancesView::openTerminalRequested, this, &MainWindow::openTerminal);
    connect(m_instances, &InstancesView::forwardRequested, this, &MainWindow::startForward);
    connect(m_instances, &InstancesView::addSshHostRequested, this, &MainWindow::addSshHost);
    connect(m_instances, &InstancesView::checksRequested, this, [this](const QString &name) {
        m_checkService->run(name);
        showChecksOf(name);
    });
    connect(m_checkService, &CheckService::reportReady, this, [this](const QString &name, const CheckReport &report) {
        const auto instance = m_manager->findInstance(name);
        m_banner->showReport(report, instance ? m_manager->accrued(*instance).format() : QString());
        m_notifier->notifyCheckReport(report);
    });
    connect(m_manager, &InstanceManager::instancesChanged, this, [this] {
        const auto instance = m_manager->findInstance(m_banner->instanceName());
        if (!instance || instance->state != InstanceState::Running) {
            m_banner->hide(); // nothing left to warn about
        }
    });
    connect(m_banner, &CheckBanner::showChecksRequested, this, &MainWindow::showChecksOf);
    connect(m_connections, &ConnectionManager::hostKeyLearned, this,
        [this](const QString &instanceName, const QString &fingerprint) {
            statusBar()->showMessage(
                tr("First connection to %1: its host key %2 is recorded; a different key later is refused.")
                    .arg(instanceName, fingerprint),
                15000);
        });
    // Results first: an instance with a saved pull pair is destroyed only once its results are back and verified,
    // or when the user says so.
    auto *pullFirst = new PullBeforeDestroy(m_manager, m_connections, m_sync, this);
    connect(pullFirst, &PullBeforeDestroy::syncTabWanted, this, [this] { m_tabs->setCurrentWidget(m_sync); });
    connect(pullFirst, &PullBeforeDestroy::statusMessage, this,
        [this](const QString &text) { statusBar()->showMessage(text, text.isEmpty() ? 1 : 8000); });
    m_instances->setDestroyGate(
        [pullFirst](const QString &name, std::function<void()> askAsUsual, std::function<void()> destroyNow) {
            pullFirst->check(name, std::move(askAsUsual), std::move(destroyNow));
        });
    connect(m_banner, &CheckBanner::destroyRequested, this, [this, pullFirst](const QString &name) {
        const auto destroy = [this, name] {
            m_manager->destroy(name);
            statusBar()->showMessage(tr("Destroying %1…").arg(name), 5000);
        };
        pullFirst->check(name, destroy, destroy); // the banner already asked
    });
    updateSpendRate();

    resize(1360, 820);
    m_windowState->restoreWindow();
    if (!m_windowState->restoreTab()) {
        showTab(Tab::Offers);
    }
}

MainWindow::~MainWindow() = default;

void MainWindow::showTab(Tab tab)
{
    switch (tab) {
    case Tab::Planner:
        m_tabs->setCurrentWidget(m_planner);
        break;
    case Tab::Offers:
        m_tabs->setCurrentWidget(m_offers);
        break;
    case Tab::Instances:
        m_tabs->setCurrentWidget(m_instances);
        break;
    case Tab::Forwards:
        m_tabs->setCurrentWidget(m_forwards);
        break;
    case Tab::Checks:
        m_tabs->setCurrentWidget(m_checks);
        break;
    case Tab::Sync:
        m_tabs->setCurrentWidget(m_sync);
        break;
    case Tab::Monitor:
        m_tabs->setCurrentWidget(m_monitor);
        break;
    case Tab::Jobs:
        m_tabs->setCurrentWidget(m_jobs ? static_cast<QWidget *>(m_jobs) : m_monitor);
        break;
    }
}

std::optional<MainWindow::Tab> MainWindow::tabNamed(const QString &name)
{
    static const QHash<QString, Tab> tabs { { QStringLiteral("planner"), Tab::Planner },
        { QStringLiteral("offers"), Tab::Offers }, { QStringLiteral("instances"), Tab::Instances },
        { QStringLiteral("forwards"), Tab::Forwards }, { QStringLiteral("checks"), Tab::Checks },
        { QStringLiteral("sync"), Tab::Sync }, { QStringLiteral("monitor"), Tab::Monitor },
        { QStringLiteral("jobs"), Tab::Jobs } };
    const auto found = tabs.constFind(name);
    return found == tabs.cend() ? std::nullopt : std::optional<Tab>(*found);
}

void MainWindow::bringToFront()
{
    qCInfo(lcUi) << "bringing the window to the front";
    setWindowState((windowState() & ~Qt::WindowMinimized) | Qt::WindowActive);
    show();
    raise();
    activateWindow();
}

void MainWindow::createTray()
{
    connect(m_trayMenu, &TrayMenu::showWindowRequested, this, &MainWindow::bringToFront);
    connect(m_trayMenu, &TrayMenu::refreshOffersRequested, this, [this] {
        m_manager->refreshOffers();
        statusBar()->showMessage(tr("Refreshing offers…"), 5000);
    });
    connect(m_trayMenu, &TrayMenu::openTerminalRequested, this, [this](const QString &name) {
        bringToFront();
        openTerminal(name);
    });
    connect(m_trayMenu, &TrayMenu::stopRequested, m_instances, &InstancesView::requestStop);
    // Destroy asks first (and may offer to pull results), so the window has to be up to show the question.
    connect(m_trayMenu, &TrayMenu::destroyRequested, this, [this](const QString &name) {
        bringToFront();
        showTab(Tab::Instances);
        m_instances->requestDestroy(name);
    });
    connect(m_trayMenu, &TrayMenu::quitRequested, this, &QWidget::close);
    if (!QSystemTrayIcon::isSystemTrayAvailable()) {
        return; // no popups either: notices stay in the status bar
    }
    m_tray = new TrayIcon(windowIcon(), m_trayMenu, this);
    connect(m_tray, &TrayIcon::activated, this, &MainWindow::bringToFront);
    m_notifier->setTray(m_tray);
}

void MainWindow::setGuards(GuardService *guards)
{
    connect(guards, &GuardService::notice, this,
        [this](const QString &instanceName, const QString &title, const QString &text) {
            m_notifier->notify(
                QStringLiteral("guard:%1:%2:%3").arg(instanceName, title, text), title, text, QSystemTrayIcon::Warning);
        });
    connect(guards, &GuardService::countdownStarted, this,
        [this, guards](const QString &name, GuardAction action, const QString &reason, const QDateTime &dueAt) {
            const QString what = action == GuardAction::Destroy ? tr("destroyed") : tr("stopped");
            const qint64 seconds = qMax<qint64>(0, QDateTime::currentDateTimeUtc().secsTo(dueAt));
            const QString text = tr("%1 will be %2 in %n second(s): %3", nullptr, int(seconds)).arg(name, what, reason);
            m_notifier->notify(QStringLiteral("countdown:%1:%2").arg(name, dueAt.toString(Qt::ISODate)),
                tr("Guard of %1").arg(name), text, QSystemTrayIcon::Warning);
            MessageBox::question(this, tr("Guard of %1").arg(name), text, guards,
                [guards, name](QMessageBox::StandardButton answer) {
                    if (answer == QMessageBox::Cancel) {
                        guards->keepRunning(name);
                    }
                },
                QMessageBox::Cancel | QMessageBox::Ok, QMessageBox::Cancel,
                { { QMessageBox::Cancel, tr("Keep running") }, { QMessageBox::Ok, tr("Let it happen") } });
        });
}

void MainWindow::setJobs(JobService *jobs)
{
    if (m_jobs) {
        return;
    }
    m_jobs = new JobsView(jobs, m_manager, m_connections, m_tabs);
    const int tab = m_tabs->addTab(m_jobs, tr("Jobs"));
    m_tabs->tabBar()->setTabButton(tab, QTabBar::RightSide, nullptr);
    if (tab < 9) {
        const QKeySequence keys(Qt::CTRL | Qt::Key(Qt::Key_1 + tab));
        auto *shortcut = new QShortcut(keys, this);
        connect(shortcut, &QShortcut::activated, this, [this] { m_tabs->setCurrentWidget(m_jobs); });
        m_tabs->setTabToolTip(tab, keys.toString(QKeySequence::NativeText));
    }
    connect(m_jobs, &JobsView::notice, this, [this](const QString &title, const QString &text, bool bad) {
        m_notifier->notify(QStringLiteral("job:%1").arg(text), title, text,
            bad ? QSystemTrayIcon::Warning : QSystemTrayIcon::Information);
    });
    connect(m_instances, &InstancesView::runJobRequested, this, [this](const QString &name) {
        m_tabs->setCurrentWidget(m_jobs);
        m_jobs->startJobOn(name);
    });
}

void MainWindow::showTeam()
{
    if (!m_teamMonitor || !m_teamService) {
        return;
    }
    auto *dialog = new TeamDialog(m_teamService, m_teamMonitor, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void MainWindow::setTeam(TeamService *service, TeamMonitor *team)
{
    if (m_teamStatus) {
        return;
    }
    m_teamService = service;
    m_teamMonitor = team;
    m_teamAction->setEnabled(true);
    m_instances->addBelowTable(new TeammatesPanel(team, m_instances));
    m_teamStatus = new QLabel(statusBar());
    m_teamStatus->setObjectName(QStringLiteral("teamStatusLabel"));
    statusBar()->addPermanentWidget(m_teamStatus);
    const auto update = [this, team] {
        const TeamSnapshot &snapshot = team->snapshot();
        m_teamStatus->setVisible(snapshot.linked);
        if (!snapshot.error.isEmpty()) {
            m_teamStatus->setText(tr("Team: %1").arg(snapshot.error.left(60)));
            m_teamStatus->setToolTip(snapshot.error);
        } else if (!snapshot.online) {
            m_teamStatus->setText(tr("Team offline since %1 (%n waiting)", nullptr, int(snapshot.pending))
                                      .arg(snapshot.offlineSince.toLocalTime().toString(QStringLiteral("hh:mm"))));
            m_teamStatus->setToolTip(tr("Everything is recorded here and goes to the team database when it answers."));
        } else {
            m_teamStatus->setText(tr("Team %1 · %2").arg(snapshot.team, snapshot.member));
            m_teamStatus->setToolTip({});
        }
    };
    connect(team, &TeamMonitor::snapshotChanged, this, update);
    connect(team, &TeamMonitor::snapshotChanged, this, &MainWindow::updateTrayStatus);
    connect(team, &TeamMonitor::snapshotChanged, this,
        [this, team] { m_offers->setTeamChecks(team->snapshot().offerChecks); });
    update();
    connect(team, &TeamMonitor::alert, this, [this](const Alert &alert) {
        m_notifier->notify(alert.key, alert.title, alert.body, QSystemTrayIcon::Warning);
    });
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    m_windowState->save();
    QMainWindow::closeEvent(event);
}

void MainWindow::showAccounts()
{
    if (m_accountsDialog) {
        m_accountsDialog->raise();
        m_accountsDialog->activateWindow();
        return;
    }
    // open(), never exec(): testing a key talks to the provider while the window keeps running.
    m_accountsDialog = new AccountsDialog(m_manager->registry(), m_manager->secrets(), m_manager, this);
    m_accountsDialog->setAttribute(Qt::WA_DeleteOnClose);
    m_accountsDialog->open();
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->setObjectName(QStringLiteral("fileMenu"));
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setObjectName(QStringLiteral("quitAction"));
    quit->setShortcut(QKeySequence::Quit);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->setObjectName(QStringLiteral("viewMenu"));
    view->addMenu(LanguageMenu::create(m_settings, this));
    view->addMenu(Appearance::createMenu(m_settings, this));

    QMenu *settingsMenu = menuBar()->addMenu(tr("&Settings"));
    settingsMenu->setObjectName(QStringLiteral("settingsMenu"));
    QAction *accounts = settingsMenu->addAction(tr("&Accounts…"), this, &MainWindow::showAccounts);
    accounts->setObjectName(QStringLiteral("accountsAction"));
    m_teamAction = settingsMenu->addAction(tr("&Team…"), this, &MainWindow::showTeam);
    m_teamAction->setObjectName(QStringLiteral("teamAction"));
    m_teamAction->setEnabled(false); // until setTeam()

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->setObjectName(QStringLiteral("helpMenu"));
    QAction *about = help->addAction(tr("&About RentDeck"), this, &MainWindow::showAbout);
    about->setObjectName(QStringLiteral("aboutAction"));
}

QString MainWindow::spendRateText() const
{
    QStringList rates;
    for (const QString &currency : m_manager->runningCurrencies()) {
        rates.append(tr("%1/h").arg(m_manager->spendRatePerHour(currency).format()));
    }
    if (rates.isEmpty()) {
        return tr("Nothing running");
    }
    return tr("Spend rate: %1").arg(rates.join(QStringLiteral(" · ")));
}

void MainWindow::updateSpendRate()
{
    m_spendRate->setText(spendRateText());
    updateTrayStatus();
}

void MainWindow::updateTrayStatus()
{
    QStringList lines { spendRateText() };
    QStringList teammates;
    if (m_teamMonitor && m_teamMonitor->snapshot().linked && m_teamMonitor->snapshot().online) {
        const TeamSnapshot &team = m_teamMonitor->snapshot();
        const QString rate = TeamInstanceModel::spendRate(team.instances);
        lines << (rate.isEmpty() ? tr("Team %1: nothing running").arg(team.team)
                                 : tr("Team %1: %2").arg(team.team, rate));
        const QDateTime now = QDateTime::currentDateTimeUtc();
        for (const TeamInstance &row : team.instances) {
            if (row.member == team.member || row.instance.state != InstanceState::Running) {
                continue;
            }
            const CostTimeline timeline(row.instance, row.events);
            QString line = tr("%1 · %2 · %3/h · %4 so far")
                               .arg(row.member, row.instance.name, timeline.ratePerHour(now).format(),
                                   timeline.at(now).total.format());
            if (const QString use = TeamInstanceModel::gpuUse(row); !use.isEmpty()) {
                line += QStringLiteral(" · ") + use;
            }
            teammates << line;
        }
    }
    m_trayMenu->setTeamLines(teammates);
    if (m_leftovers) {
        lines << m_leftovers->summary();
    }
    if (m_tray) {
        m_tray->setStatus(lines);
    }
}

void MainWindow::setOfferWatches(OfferWatchService *watches)
{
    m_offers->setOfferWatches(watches);
    connect(watches, &OfferWatchService::offerAvailable, this, [this](const Alert &alert) {
        m_notifier->notify(alert.key, alert.title, alert.body, QSystemTrayIcon::Information);
    });
}

void MainWindow::setStarvationWatcher(StarvationWatcher *watcher)
{
    m_monitor->setStarvationWatcher(watcher);
    connect(
        watcher, &StarvationWatcher::starved, this, [this](const QString &name, const StarvationDiagnosis &diagnosis) {
            m_notifier->notify(QStringLiteral("starved:%1:%2").arg(name, diagnosis.causeName()),
                tr("%1: GPUs waiting").arg(name), diagnosis.summary + QStringLiteral(". ") + diagnosis.fix,
                QSystemTrayIcon::Warning);
        });
}

void MainWindow::setLeftovers(LeftoverMonitor *leftovers)
{
    m_leftovers = leftovers;
    m_instances->addBelowTable(new StillBillingPanel(leftovers, m_instances));
    connect(leftovers, &LeftoverMonitor::changed, this, &MainWindow::updateTrayStatus);
    connect(leftovers, &LeftoverMonitor::deleted, this, [this](const QString &name) {
        statusBar()->showMessage(tr("Deleted %1: it bills no more.").arg(name), 10000);
    });
    updateTrayStatus();
}

void MainWindow::onOperationFinished(const QString &instanceName, const QString &operation, const QString &error)
{
    if (!error.isEmpty() || instanceName.isEmpty()) {
        return; // the view that started the operation reports the error
    }
    QString text;
    if (operation == QLatin1String("launch")) {
        text = tr("%1 launched.");
    } else if (operation == QLatin1String("stop")) {
        text = tr("%1 stopped.");
    } else if (operation == QLatin1String("resume")) {
        text = tr("%1 resumed.");
    } else if (operation == QLatin1String("destroy")) {
        text = tr("%1 destroyed.");
    } else {
        return;
    }
    statusBar()->showMessage(text.arg(instanceName), 8000);
}

void MainWindow::onLaunched(const QString &instanceName)
{
    showTab(Tab::Instances);
    m_instances->selectInstance(instanceName);
}

void MainWindow::showAbout()
{
    MessageBox::information(this, tr("About RentDeck"),
        tr("RentDeck %1\n\nA console for rented GPU machines: choose an offer, launch, "
           "connect, check, sync, watch the cost and release.")
            .arg(QApplication::applicationVersion()));
}

void MainWindow::openTerminal(const QString &instanceName)
{
    if (instanceName.isEmpty()) {
        return;
    }
    if (QWidget *existing = m_terminals.value(instanceName)) {
        m_tabs->setCurrentWidget(existing);
        return;
    }
    auto *tab = new TerminalTab(m_tabs);
    tab->setObjectName(QStringLiteral("terminalTab-") + instanceName);
    auto *connector = new TerminalConnector(tab, m_connections, instanceName);
    connect(tab, &TerminalTab::copySshCommandRequested, this, [this, instanceName] {
        if (const auto instance = m_manager->findInstance(instanceName)) {
            QApplication::clipboard()->setText(OpenSshCommand::shellLine(instance->ssh));
            statusBar()->showMessage(tr("Copied the ssh command of %1.").arg(instanceName), 5000);
        }
    });
    connect(tab, &TerminalTab::openSystemTerminalRequested, this, [this, instanceName] {
        if (const auto instance = m_manager->findInstance(instanceName)) {
            const Status status = SystemTerminal::open(instance->ssh);
            statusBar()->showMessage(
                status ? tr("Opened a system terminal for %1.").arg(instanceName) : status.error().message, 8000);
        }
    });
    m_terminals.insert(instanceName, tab);
    m_tabs->setCurrentIndex(m_tabs->addTab(tab, tr("%1 — terminal").arg(instanceName)));
    tab->terminal()->setFocus();
    if (!connector->failure().isEmpty()) {
        statusBar()->showMessage(connector->failure(), 8000);
    }
}

void MainWindow::startForward(const QString &instanceName, quint16 remotePort, const QString &label)
{
    if (instanceName.isEmpty()) {
        return;
    }
    QString whyNot;
    SshPortForward *forward = m_connections->addForward(instanceName, remotePort, remotePort, label, &whyNot);
    if (!forward) {
        statusBar()->showMessage(whyNot, 8000);
        return;
    }
    showTab(Tab::Forwards);
    if (label.isEmpty()) {
        return;
    }
    // A named service (JupyterLab, TensorBoard) opens in the browser as soon as the local port listens.
    auto opened = std::make_shared<bool>(false);
    auto openBrowser = [forward, opened] {
        if (!*opened && forward->isListening()) {
            *opened = true;
            QDesktopServices::openUrl(QUrl(QStringLiteral("http://%1/").arg(forward->localAddressText())));
        }
    };
    connect(forward, &SshPortForward::listeningChanged, this, openBrowser);
    openBrowser();
}

void MainWindow::closeTab(int index)
{
    QWidget *tab = m_tabs->widget(index);
    if (tab == m_offers || tab == m_instances || tab == m_forwards || tab == m_checks || tab == m_sync) {
        return;
    }
    m_terminals.removeIf([tab](const auto &entry) { return entry.value() == tab || entry.value().isNull(); });
    m_tabs->removeTab(index);
    tab->deleteLater();
}

void MainWindow::addSshHost()
{
    Provider *provider = m_manager->providerWith(ProviderCapability::AddHost);
    if (!provider) {
        statusBar()->showMessage(tr("The SSH host provider is not part of this build."), 5000);
        return;
    }
    auto *dialog = new AddSshHostDialog(provider, HostPresets::fromRegistry(m_manager->registry()), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &AddSshHostDialog::hostAdded, this, [this](const Instance &instance) {
        m_manager->adopt(instance);
        showTab(Tab::Instances);
        m_instances->selectInstance(instance.name());
        statusBar()->showMessage(tr("Added %1.").arg(instance.name()), 5000);
    });
    dialog->open();
}

void MainWindow::showChecksOf(const QString &instanceName)
{
    m_checks->showInstance(instanceName);
    showTab(Tab::Checks);
}

} // namespace RentDeck
