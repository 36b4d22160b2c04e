// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "BuiltinProviders.h"
#include "TestAppServices.h"
#include "checks/CheckReport.h"
#include "services/CheckService.h"
#include "services/InstanceManager.h"
#include "settings/Settings.h"
#include "ui/dialogs/MessageBox.h"
#include "ui/mainwindow/MainWindow.h"
#include "ui/mainwindow/Notifier.h"
#include "ui/mainwindow/Translator.h"
#include "ui/mainwindow/TrayMenu.h"

#include <QAction>
#include <QApplication>
#include <QHeaderView>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <memory>

using namespace RentDeck;

/** The main window's desktop side: state kept across windows, notices, and the tray menu over a real sandbox. */
class TestDesktopIntegration : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void tabAndHeadersSurviveANewWindow();
    void notifierTellsEachEventOnce();
    void failingChecksNotifyPassingOnesDoNot();
    void trayMenuListsAndStopsARunningSandbox();
    void cleanupTestCase();

private:
    std::unique_ptr<MainWindow> newWindow() const;
    QHeaderView *offersHeader() const;

    std::unique_ptr<TestAppServices> m_app;
    std::unique_ptr<MainWindow> m_window;
};

void TestDesktopIntegration::initTestCase()
{
    QApplication::setQuitOnLastWindowClosed(false); // windows are closed to save their state, not to quit
    qputenv("RENTDECK_TOOLS_DIR", RD_TOOLS_DIR);
    Translator::install(QLocale(QLocale::English, QLocale::UnitedStates), QStringLiteral(RD_QM_DIR));
    m_app = std::make_unique<TestAppServices>(registerBuiltinProviders);
    QVERIFY2(m_app->error().isEmpty(), qPrintable(m_app->error()));
    m_app->services->checks().setAutoCheckAfterLaunch(false);
    m_window = newWindow();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

std::unique_ptr<MainWindow> TestDesktopIntegration::newWindow() const
{
    return std::make_unique<MainWindow>(&m_app->services->manager(), &m_app->services->connections(),
        &m_app->services->checks(), &m_app->services->watch(), m_app->settings.get());
}

QHeaderView *TestDesktopIntegration::offersHeader() const
{
    auto *table = m_window->findChild<QTableView *>(QStringLiteral("offersTableView"));
    return table ? table->horizontalHeader() : nullptr;
}

void TestDesktopIntegration::tabAndHeadersSurviveANewWindow()
{
    auto *tabs = m_window->findChild<QTabWidget *>(QStringLiteral("mainTabWidget"));
    QVERIFY(tabs);
    QCOMPARE(tabs->currentWidget()->objectName(), QStringLiteral("offersView")); // nothing saved yet
    m_window->showTab(MainWindow::Tab::Checks);
    const int checksIndex = tabs->currentIndex();
    QHeaderView *header = offersHeader();
    QVERIFY(header && header->count() > 3);
    header->moveSection(header->visualIndex(0), 2); // the user dragged the first column
    const int movedTo = header->visualIndex(0);
    QCOMPARE(movedTo, 2);

    m_window->close(); // saves
    m_window = newWindow();
    tabs = m_window->findChild<QTabWidget *>(QStringLiteral("mainTabWidget"));
    QCOMPARE(tabs->currentIndex(), checksIndex);
    QCOMPARE(offersHeader()->visualIndex(0), movedTo);

    // A tab that is gone (a terminal) falls back to the offers.
    m_app->settings->setValue(Settings::Key::CurrentTab, QStringLiteral("terminalTab-sandbox:99"));
    m_window = newWindow();
    tabs = m_window->findChild<QTabWidget *>(QStringLiteral("mainTabWidget"));
    QCOMPARE(tabs->currentWidget()->objectName(), QStringLiteral("offersView"));
    m_window->show();
}

void TestDesktopIntegration::notifierTellsEachEventOnce()
{
    QStatusBar statusBar;
    Notifier notifier(&statusBar);
    QSignalSpy shown(&statusBar, &QStatusBar::messageChanged);
    QVERIFY(notifier.notify(QStringLiteral("guard:a"), QStringLiteral("Guard of a"), QStringLiteral("80% spent")));
    QCOMPARE(statusBar.currentMessage(), QStringLiteral("Guard of a: 80% spent"));
    QVERIFY(!notifier.notify(QStringLiteral("guard:a"), QStringLiteral("Guard of a"), QStringLiteral("80% spent")));
    QVERIFY(notifier.notify(QStringLiteral("guard:b"), QStringLiteral("Guard of b"), QStringLiteral("80% spent")));
    QCOMPARE(shown.count(), 2);
}

void TestDesktopIntegration::failingChecksNotifyPassingOnesDoNot()
{
    QStatusBar *statusBar = m_window->statusBar();
    statusBar->clearMessage();
    CheckReport report;
    report.instanceName = QStringLiteral("sandbox:42");
    report.startedAt = QDateTime::currentDateTimeUtc();
    report.finishedAt = report.startedAt.addSecs(3);
    report.results.append(CheckResult::make(
        QStringLiteral("gpu.vram"), QStringLiteral("VRAM vs nominal"), CheckStatus::Pass, QStringLiteral("24 GB")));
    emit m_app->services->checks().reportReady(report.instanceName, report);
    QCOMPARE(statusBar->currentMessage(), QString());

    report.finishedAt = report.finishedAt.addSecs(60);
    report.results.last().status = CheckStatus::Fail;
    emit m_app->services->checks().reportReady(report.instanceName, report);
    QVERIFY2(statusBar->currentMessage().startsWith(QStringLiteral("Checks of sandbox:42 found problems")),
        qPrintable(statusBar->currentMessage()));
    statusBar->clearMessage();
    emit m_app->services->checks().reportReady(report.instanceName, report); // the same report again: told already
    QCOMPARE(statusBar->currentMessage(), QString());
}

void TestDesktopIntegration::trayMenuListsAndStopsARunningSandbox()
{
    auto *menu = m_window->findChild<TrayMenu *>(QStringLiteral("trayMenu"));
    QVERIFY(menu);
    QVERIFY(menu->findChild<QAction *>(QStringLiteral("trayShowAction")));
    QVERIFY(menu->findChild<QAction *>(QStringLiteral("trayQuitAction")));

    InstanceJob *job = m_app->services->manager().launch(QStringLiteral("sandbox:sbx-4090-us"), {});
    QSignalSpy launched(job, &Job::finished);
    QVERIFY(launched.wait(30000));
    QVERIFY2(job->isOk(), qPrintable(job->error().message));
    const QString name = job->value().name();
    QTRY_VERIFY_WITH_TIMEOUT(m_app->services->manager().findInstance(name)->state == InstanceState::Running, 30000);

    const QString menuName = QStringLiteral("trayInstanceMenu-") + name;
    QTRY_VERIFY(menu->findChild<QMenu *>(menuName));
    QMenu *instanceMenu = menu->findChild<QMenu *>(menuName);
    QVERIFY(instanceMenu->title().startsWith(name));
    QVERIFY(instanceMenu->findChild<QAction *>(QStringLiteral("trayOpenTerminalAction")));
    auto *destroy = instanceMenu->findChild<QAction *>(QStringLiteral("trayDestroyAction"));
    auto *stop = instanceMenu->findChild<QAction *>(QStringLiteral("trayStopAction"));
    QVERIFY(destroy && stop && stop->isEnabled());
    if (qEnvironmentVariableIsSet("RD_TEST_SCREENSHOTS")) { // to look at the menu; a tray is not drawn offscreen
        menu->popup({ 20, 20 });
        instanceMenu->popup({ 260, 60 });
        QTest::qWait(100);
        const QString dir = qEnvironmentVariable("RD_TEST_SCREENSHOTS");
        QVERIFY(menu->grab().save(dir + QStringLiteral("/tray-menu.png")));
        QVERIFY(instanceMenu->grab().save(dir + QStringLiteral("/tray-instance-menu.png")));
        instanceMenu->close();
        menu->close();
    }

    // Destroy asks as the Instances tab does; answering No keeps the instance.
    MessageBox::setNextAnswer(QMessageBox::No);
    destroy->trigger();
    QTRY_VERIFY(MessageBox::lastText().startsWith(QStringLiteral("Destroy %1?").arg(name)));
    QTest::qWait(200);
    QCOMPARE(m_app->services->manager().findInstance(name)->state, InstanceState::Running);

    stop->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(m_app->services->manager().findInstance(name)->state == InstanceState::Stopped, 30000);
    QTRY_VERIFY(!menu->findChild<QMenu *>(menuName)); // only running instances are listed
}

void TestDesktopIntegration::cleanupTestCase()
{
    m_window.reset();
    m_app.reset();
}

QTEST_MAIN(TestDesktopIntegration)
#include "TestDesktopIntegration.moc"
