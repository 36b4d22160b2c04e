// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The main window over the real services and sandbox instances (TestMainWindow.cpp; the Jobs tab in
// TestMainWindowJobs.cpp).
#pragma once

#include "TempHome.h"
#include "provider/ProviderRegistry.h"
#include "secrets/SecretStore.h"
#include "services/CheckService.h"
#include "services/ConnectionManager.h"
#include "services/InstanceManager.h"
#include "services/JobService.h"
#include "services/LeftoverMonitor.h"
#include "services/OfferWatchService.h"
#include "services/Storage.h"
#include "services/TeamMonitor.h"
#include "services/TeamService.h"
#include "services/WatchService.h"
#include "settings/Settings.h"
#include "ui/instances/InstancesView.h"
#include "ui/mainwindow/MainWindow.h"

#include <QAbstractItemModel>
#include <QObject>
#include <memory>

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void offersLoad();
    void accountsMenuOpensDialog();
    void sortByPrice();
    void filterNarrowsRows();
    void launchAndDestroy();
    void slicedCardRaisesTheBanner();
    void syncPanelPushesAndVerifies();
    void destroyPullsResultsFirst();
    void chineseTabTitles();
    void jobsTabRecoversALostJob();
    void stillBillingListsAndDeletesAVolume();
    void offerWatchSavesTheFiltersAndNotifiesOnce();
    void teamDialogJoinsAndShowsTeammates();
    void burnInChartsEveryGpuLive();
    void softwareStackRowsNameTheEnvironment();
    void cleanupTestCase();

private:
    template <typename T> T *find(const QString &name) const
    {
        T *widget = m_window->findChild<T *>(name);
        if (!widget) {
            qWarning("no %s named %s", T::staticMetaObject.className(), qPrintable(name));
        }
        return widget;
    }
    RentDeck::InstancesView *instancesView() const
    {
        return find<RentDeck::InstancesView>(QStringLiteral("instancesView"));
    }
    int rowOf(const QAbstractItemModel *model, int role, const QString &value) const;
    void saveScreenshot(QWidget *widget, const QString &name) const;

    void connectTerminalAndForward(const QString &name);
    /** Launches \a offer through the manager and waits until it runs. */
    void launchSandbox(QString *name, QString *id, const QString &offer = QStringLiteral("sandbox:sbx-4090-us"));

    std::unique_ptr<RentDeck::TempHome> m_home;
    std::unique_ptr<RentDeck::Settings> m_settings;
    std::unique_ptr<RentDeck::Storage> m_storage;
    RentDeck::ProviderRegistry m_registry;
    std::unique_ptr<RentDeck::InstanceManager> m_manager;
    std::unique_ptr<RentDeck::ConnectionManager> m_connections;
    std::unique_ptr<RentDeck::CheckService> m_checks;
    std::unique_ptr<RentDeck::WatchService> m_watch;
    std::unique_ptr<RentDeck::JobService> m_jobs;
    std::unique_ptr<RentDeck::MainWindow> m_window;
    // teamDialogJoinsAndShowsTeammates: the window keeps pointers to these until it goes.
    std::unique_ptr<RentDeck::SecretStore> m_teamSecrets;
    std::unique_ptr<RentDeck::TeamService> m_teamService;
    std::unique_ptr<RentDeck::TeamMonitor> m_teamMonitor;
    std::unique_ptr<RentDeck::LeftoverMonitor> m_leftovers; // stillBillingListsAndDeletesAVolume
    std::unique_ptr<RentDeck::OfferWatchService> m_offerWatches; // offerWatchSavesTheFiltersAndNotifiesOnce
};
