// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Jobs tab, as a user goes through it: start a job from Instances, lose the machine, recover, finish; EN and ZH.
#include "TestMainWindow.h"
#include "services/JobModel.h"
#include "ui/jobs/JobsView.h"
#include "ui/jobs/StartJobDialog.h"
#include "ui/mainwindow/Translator.h"
#include "ui/watch/MonitorView.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace RentDeck;

void TestMainWindow::jobsTabRecoversALostJob()
{
    // Instances › Connect › Run a job…, as a user would: the Jobs tab opens with the form for that instance.
    QString name;
    QString id;
    launchSandbox(&name, &id);
    if (QTest::currentTestFailed()) {
        return;
    }
    QTemporaryDir work;
    QVERIFY(work.isValid());
    QVERIFY(QDir().mkpath(work.filePath(QStringLiteral("code"))));
    QVERIFY(QFile::copy(QStringLiteral(RD_TRAINER), work.filePath(QStringLiteral("code/trainer.py"))));
    InstancesView *instances = instancesView();
    QVERIFY(instances);
    instances->selectInstance(name);
    QTRY_COMPARE(instances->selectedInstanceName(), name);
    auto *runJob = m_window->findChild<QAction *>(QStringLiteral("runJobAction"));
    QVERIFY(runJob);
    runJob->trigger();
    StartJobDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = m_window->findChild<StartJobDialog *>()) != nullptr);
    QCOMPARE(dialog->findChild<QComboBox *>(QStringLiteral("jobInstanceComboBox"))->currentData().toString(), name);
    auto *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QVERIFY(!ok->isEnabled()); // no command yet
    dialog->findChild<QLineEdit *>(QStringLiteral("jobCommandLineEdit"))
        ->setText(QStringLiteral("python3 trainer.py --steps 200 --step-seconds 0.3 --resumed-step-seconds 0.01 "
                                 "--checkpoint-every 5"));
    dialog->findChild<QLineEdit *>(QStringLiteral("jobPushLineEdit"))->setText(work.filePath(QStringLiteral("code")));
    dialog->findChild<QLineEdit *>(QStringLiteral("jobCheckpointsLineEdit"))->setText(QStringLiteral("ckpt"));
    dialog->findChild<QDoubleSpinBox *>(QStringLiteral("jobPullEverySpinBox"))->setValue(0.1);
    dialog->findChild<QLineEdit *>(QStringLiteral("jobOutputsLineEdit"))->setText(QStringLiteral("out"));
    QVERIFY(!ok->isEnabled()); // outputs without a place to pull them
    dialog->findChild<QLineEdit *>(QStringLiteral("jobPullToLineEdit"))
        ->setText(work.filePath(QStringLiteral("results")));
    QVERIFY(ok->isEnabled());
    saveScreenshot(dialog, QStringLiteral("start-job.png"));
    ok->click();

    auto *tabs = m_window->findChild<QTabWidget *>(QStringLiteral("mainTabWidget"));
    auto *view = m_window->findChild<JobsView *>(QStringLiteral("jobsView"));
    QVERIFY(view);
    QCOMPARE(tabs->currentWidget(), view);
    auto *table = view->findChild<QTableView *>(QStringLiteral("jobsTableView"));
    const auto cell = [table](int column) {
        return table->model()->rowCount() > 0 ? table->model()->index(0, column).data().toString() : QString();
    };
    QTRY_COMPARE_WITH_TIMEOUT(cell(JobModel::State), QStringLiteral("running"), 30000);
    // The watcher pulls checkpoints while the window is open; the log tail shows the trainer.
    QTRY_VERIFY_WITH_TIMEOUT(cell(JobModel::Checkpoint).contains(QStringLiteral("pulled and verified")), 30000);
    auto *log = view->findChild<QPlainTextEdit *>(QStringLiteral("jobLogTextEdit"));
    QTRY_VERIFY_WITH_TIMEOUT(log->toPlainText().contains(QStringLiteral("starting at step 0")), 15000);
    saveScreenshot(m_window.get(), QStringLiteral("jobs.png"));

    // The sandbox takes the machine back: lost, and said so.
    Provider *sandbox = m_manager->provider(QStringLiteral("sandbox"));
    QSignalSpy reclaimed(sandbox->reclaim(id), &Job::finished);
    QVERIFY(reclaimed.wait(30000));
    // A poll under way when the machine went may first wait out its SSH (15 s) before the next one sees the provider.
    QTRY_COMPARE_WITH_TIMEOUT(cell(JobModel::State), QStringLiteral("lost"), 90000);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->statusBar()->currentMessage().contains(QStringLiteral("lost")), 10000);
    auto *recover = view->findChild<QPushButton *>(QStringLiteral("recoverJobPushButton"));
    table->setCurrentIndex(table->model()->index(0, 0));
    QTRY_VERIFY(recover->isEnabled());
    saveScreenshot(m_window.get(), QStringLiteral("jobs-lost.png"));
    recover->click();
    QTRY_VERIFY_WITH_TIMEOUT(cell(JobModel::Instance).contains(QStringLiteral("was on %1").arg(name)), 60000);
    QTRY_COMPARE_WITH_TIMEOUT(cell(JobModel::State), QStringLiteral("succeeded"), 60000);
    QFile result(work.filePath(QStringLiteral("results/result.json")));
    QVERIFY(result.open(QIODevice::ReadOnly));
    QVERIFY2(QJsonDocument::fromJson(result.readAll()).object().value(QStringLiteral("resumed_from")).toInt() > 0,
        "the replacement started over");
    saveScreenshot(m_window.get(), QStringLiteral("jobs-recovered.png"));
    // The Monitor's cost chart marks where the job moved onto the replacement; its summary has both machines' cost.
    const QString replacement = m_jobs->job(1)->instanceName;
    auto *monitor = m_window->findChild<MonitorView *>(QStringLiteral("monitorView"));
    QVERIFY(monitor);
    m_window->showTab(MainWindow::Tab::Monitor);
    monitor->showInstance(replacement);
    auto *summary = m_window->findChild<QLabel *>(QStringLiteral("monitorCostSummaryLabel"));
    QTRY_VERIFY_WITH_TIMEOUT(
        summary->text().contains(QStringLiteral("job:1 ran on %1 → %2").arg(name, replacement)), 10000);
    saveScreenshot(m_window.get(), QStringLiteral("monitor-job.png"));

    // The same tab in Chinese.
    QVERIFY(Translator::install(QLocale(QLocale::Chinese, QLocale::China), QStringLiteral(RD_QM_DIR)));
    {
        MainWindow chinese(m_manager.get(), m_connections.get(), m_checks.get(), m_watch.get(), nullptr);
        chinese.setJobs(m_jobs.get());
        chinese.resize(1300, 800);
        chinese.showTab(MainWindow::Tab::Jobs);
        chinese.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chinese));
        auto *chineseTabs = chinese.findChild<QTabWidget *>(QStringLiteral("mainTabWidget"));
        QCOMPARE(chineseTabs->tabText(chineseTabs->currentIndex()), QStringLiteral("任务"));
        auto *chineseTable = chinese.findChild<QTableView *>(QStringLiteral("jobsTableView"));
        QCOMPARE(chineseTable->model()->headerData(JobModel::State, Qt::Horizontal).toString(), QStringLiteral("状态"));
        QCOMPARE(chineseTable->model()->index(0, JobModel::State).data().toString(), QStringLiteral("已成功"));
        chineseTable->setCurrentIndex(chineseTable->model()->index(0, 0));
        QTest::qWait(200);
        saveScreenshot(&chinese, QStringLiteral("jobs-zh_CN.png"));
    }
    Translator::install(QLocale(QLocale::English, QLocale::UnitedStates), QStringLiteral(RD_QM_DIR));
}
