// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "TestMainWindow.h"

#include "BuiltinProviders.h"
#include "LiveInstances.h"
#include "TempHome.h"
#include "billing/Ledger.h"
#include "checks/CheckReportModel.h"
#include "core/Paths.h"
#include "provider/ProviderRegistry.h"
#include "services/CheckService.h"
#include "services/ConnectionManager.h"
#include "services/InstanceManager.h"
#include "services/InstanceModel.h"
#include "services/JobService.h"
#include "services/OfferModel.h"
#include "services/Storage.h"
#include "services/WatchService.h"
#include "settings/DisplayCurrency.h"
#include "settings/Settings.h"
#include "ssh/SshPortForward.h"
#include "sync/SyncHistory.h"
#include "sync/SyncPairModel.h"
#include "sync/SyncRunModel.h"
#include "ui/accounts/AccountsDialog.h"
#include "ui/dialogs/LaunchDialog.h"
#include "ui/dialogs/MessageBox.h"
#include "ui/instances/InstanceStateDelegate.h"
#include "ui/instances/InstancesView.h"
#include "ui/mainwindow/MainWindow.h"
#include "ui/mainwindow/Translator.h"
#include "ui/sync/SyncView.h"
#include "ui/terminal/TerminalTab.h"
#include "ui/terminal/TerminalWidget.h"
#include "watch/GuardStore.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeWidget>
#include <memory>

using namespace RentDeck;

void TestMainWindow::initTestCase()
{
    m_home = std::make_unique<TempHome>();
    QVERIFY(m_home->isValid());
    qputenv("RENTDECK_TOOLS_DIR", RD_TOOLS_DIR);
    Translator::install(QLocale(QLocale::English, QLocale::UnitedStates), QStringLiteral(RD_QM_DIR));
    m_settings = Settings::createForTesting(m_home->path() + QStringLiteral("/settings.ini"));
    m_storage = std::make_unique<Storage>(Paths::ledgerFile());
    QVERIFY2(m_storage->isOpen(), qPrintable(m_storage->error().message));
    registerBuiltinProviders(m_registry);
    m_manager = std::make_unique<InstanceManager>(m_registry, m_storage.get());
    m_connections = std::make_unique<ConnectionManager>(m_manager.get(), nullptr);
    m_checks = std::make_unique<CheckService>(m_manager.get(), m_connections.get());
    m_watch = std::make_unique<WatchService>(m_manager.get(), m_connections.get());
    m_watch->start();
    JobContext jobContext;
    jobContext.instances = m_manager.get();
    jobContext.connections = m_connections.get();
    jobContext.checks = m_checks.get();
    jobContext.database = m_storage->database();
    m_jobs = std::make_unique<JobService>(jobContext);
    m_window = std::make_unique<MainWindow>(
        m_manager.get(), m_connections.get(), m_checks.get(), m_watch.get(), m_settings.get());
    m_window->setJobs(m_jobs.get());
    m_window->resize(1300, 800);
    m_window->showTab(MainWindow::Tab::Offers); // the Planner comes first; these tests start from the offers
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_manager->refreshOffers();
    m_manager->refreshInstances();
}

int TestMainWindow::rowOf(const QAbstractItemModel *model, int role, const QString &value) const
{
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, 0).data(role).toString() == value) {
            return row;
        }
    }
    return -1;
}

void TestMainWindow::saveScreenshot(QWidget *widget, const QString &name) const
{
    const QString dir = qEnvironmentVariableIsSet("RD_TEST_SCREENSHOTS") ? qEnvironmentVariable("RD_TEST_SCREENSHOTS")
                                                                         : m_home->path();
    const QString path = dir + QLatin1Char('/') + name;
    QVERIFY2(widget->grab().save(path), qPrintable(path));
    qInfo("screenshot: %s", qPrintable(path));
}

void TestMainWindow::offersLoad()
{
    auto *table = find<QTableView>(QStringLiteral("offersTableView"));
    QVERIFY(table);
    QTRY_VERIFY_WITH_TIMEOUT(table->model()->rowCount() >= 8, 10000);
    QAbstractItemModelTester tester(table->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    bool has4090 = false;
    for (int row = 0; row < table->model()->rowCount(); ++row) {
        const QString gpu = table->model()->index(row, OfferModel::Gpu).data().toString();
        const QString provider
            = table->model()->index(row, OfferModel::Provider).data(OfferModel::ProviderIdRole).toString();
        has4090 = has4090 || (provider == QLatin1String("sandbox") && gpu.contains(QLatin1String("RTX 4090")));
    }
    QVERIFY(has4090);
    QCOMPARE(find<QLabel>(QStringLiteral("spendRateLabel"))->text(), QStringLiteral("Nothing running"));
    QCOMPARE(find<QLabel>(QStringLiteral("offersStatusLabel"))->text(),
        QStringLiteral("%1 offers").arg(table->model()->rowCount()));
    // No account set up: the offers say where real ones come from, and the link opens Settings › Accounts.
    auto *hint = find<QLabel>(QStringLiteral("noAccountsLabel"));
    QVERIFY(hint && hint->isVisible());
    QVERIFY(hint->text().contains(QStringLiteral("Settings › Accounts")));
    emit hint->linkActivated(QStringLiteral("accounts"));
    AccountsDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = m_window->findChild<AccountsDialog *>()) != nullptr);
    dialog->reject();
    QTRY_VERIFY(m_window->findChild<AccountsDialog *>() == nullptr);
}

void TestMainWindow::accountsMenuOpensDialog()
{
    auto *action = m_window->findChild<QAction *>(QStringLiteral("accountsAction"));
    QVERIFY(action);
    action->trigger();
    AccountsDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = m_window->findChild<AccountsDialog *>()) != nullptr);
    QVERIFY(dialog->isVisible());
    action->trigger(); // a second time raises the same dialog
    QCOMPARE(m_window->findChildren<AccountsDialog *>().size(), 1);
    // Every keyed provider this build has is listed; the sandbox is not (it needs no key).
    auto *list = dialog->findChild<QTreeWidget *>(QStringLiteral("accountsTreeWidget"));
    QVERIFY(list->topLevelItemCount() >= 1);
    QStringList listed;
    for (int row = 0; row < list->topLevelItemCount(); ++row) {
        listed << list->topLevelItem(row)->data(0, Qt::UserRole).toString();
    }
    QVERIFY(!listed.contains(QStringLiteral("sandbox")));
    for (const char *id : { "vastai", "runpod", "lambda", "autodl" }) {
        QVERIFY2(listed.contains(QLatin1String(id)), qPrintable(listed.join(QLatin1Char(' '))));
    }
    saveScreenshot(dialog, QStringLiteral("accounts-dialog.png"));
    dialog->reject();
    QTRY_VERIFY(m_window->findChild<AccountsDialog *>() == nullptr);
}

void TestMainWindow::sortByPrice()
{
    auto *table = find<QTableView>(QStringLiteral("offersTableView"));
    QAbstractItemModel *model = table->model();
    table->sortByColumn(OfferModel::PricePerHour, Qt::AscendingOrder);
    // USD and CNY offers in one order: by the amount converted into the display currency (USD by default).
    const DisplayCurrency display = DisplayCurrency::fromSettings(*m_settings);
    QCOMPARE(display.currency(), QStringLiteral("USD"));
    QSet<QString> currencies;
    qint64 previous = -1;
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row, OfferModel::PricePerHour);
        QCOMPARE(index.data(OfferModel::CurrencyRole).toString(), QStringLiteral("USD"));
        const qint64 micros = index.data(OfferModel::SortRole).toLongLong();
        QVERIFY2(micros >= previous, qPrintable(QStringLiteral("row %1 out of order").arg(row)));
        previous = micros;
        const auto offer = m_manager->findOffer(index.data(OfferModel::OfferIdRole).toString());
        QVERIFY(offer);
        currencies.insert(offer->pricePerHour.currency());
        QCOMPARE(micros, display.convert(offer->pricePerHour).micros());
    }
    QVERIFY(currencies.contains(QStringLiteral("CNY"))); // the sandbox sells in both
    QVERIFY(currencies.contains(QStringLiteral("USD")));
    // The first row is the cheapest offer of all, after conversion.
    qint64 cheapest = std::numeric_limits<qint64>::max();
    for (const Offer &offer : m_manager->offers()) {
        cheapest = std::min(cheapest, display.convert(offer.pricePerHour).micros());
    }
    QCOMPARE(model->index(0, OfferModel::PricePerHour).data(OfferModel::SortRole).toLongLong(), cheapest);
    saveScreenshot(m_window.get(), QStringLiteral("offers.png"));
}

void TestMainWindow::filterNarrowsRows()
{
    auto *table = find<QTableView>(QStringLiteral("offersTableView"));
    auto *filter = find<QLineEdit>(QStringLiteral("filterLineEdit"));
    QVERIFY(filter);
    const int all = table->model()->rowCount();
    filter->setText(QStringLiteral("4090"));
    const int narrowed = table->model()->rowCount();
    QVERIFY(narrowed > 0);
    QVERIFY(narrowed < all);
    for (int row = 0; row < narrowed; ++row) {
        QVERIFY(table->model()->index(row, OfferModel::Gpu).data().toString().contains(QLatin1String("4090")));
    }
    filter->clear();
    QCOMPARE(table->model()->rowCount(), all);
}

void TestMainWindow::launchAndDestroy()
{
    // The cheapest per-second sandbox offer.
    std::optional<Offer> target;
    for (const Offer &offer : m_manager->offers()) {
        if (offer.providerId == QLatin1String("sandbox") && offer.billing.granularity == BillingGranularity::Second
            && (!target || offer.pricePerHour < target->pricePerHour)) {
            target = offer;
        }
    }
    QVERIFY(target);
    auto *offers = find<QTableView>(QStringLiteral("offersTableView"));
    const int row = rowOf(offers->model(), OfferModel::OfferIdRole, target->qualifiedId());
    QVERIFY(row >= 0);
    offers->selectRow(row);
    auto *launch = find<QPushButton>(QStringLiteral("launchPushButton"));
    QTRY_VERIFY(launch->isEnabled());
    QTest::mouseClick(launch, Qt::LeftButton);

    LaunchDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = m_window->findChild<LaunchDialog *>()) != nullptr);
    dialog->findChild<QLineEdit *>(QStringLiteral("labelLineEdit"))->setText(QStringLiteral("ui-test"));
    dialog->findChild<QDoubleSpinBox *>(QStringLiteral("maxHoursDoubleSpinBox"))->setValue(5);
    QCOMPARE(dialog->spec().offerId, target->id);
    // Container options: the sandbox takes the environment; its /dev/shm field is off and says why.
    dialog->findChild<QPlainTextEdit *>(QStringLiteral("envPlainTextEdit"))
        ->setPlainText(QStringLiteral("# comment\nHF_HOME=/workspace/hf cache\n"));
    QCOMPARE(dialog->spec().env.value(QStringLiteral("HF_HOME")), QStringLiteral("/workspace/hf cache"));
    auto *shm = dialog->findChild<QSpinBox *>(QStringLiteral("shmSpinBox"));
    QVERIFY(!shm->isEnabled());
    QVERIFY2(shm->toolTip().contains(QStringLiteral("shares this computer's /dev/shm")), qPrintable(shm->toolTip()));
    saveScreenshot(dialog, QStringLiteral("launch-dialog.png"));
    QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("confirmLaunchPushButton")), Qt::LeftButton);

    // Success switches to the Instances tab and shows the instance running.
    auto *tabs = find<QTabWidget>(QStringLiteral("mainTabWidget"));
    QTRY_COMPARE_WITH_TIMEOUT(tabs->currentWidget()->objectName(), QStringLiteral("instancesView"), 60000);
    auto *instances = find<QTableView>(QStringLiteral("instancesTableView"));
    QAbstractItemModelTester tester(instances->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QString name;
    QTRY_VERIFY_WITH_TIMEOUT(
        !(name = instances->model()->index(0, 0).data(InstanceModel::NameRole).toString()).isEmpty(), 10000);
    QVERIFY(name.startsWith(QLatin1String("sandbox:")));
    // The dialog's max lifetime became the instance's guard (stop: the sandbox can stop), enforced by the watchdog.
    const auto guard = GuardStore(m_storage->database()).policy(GuardScope::Instance, name);
    QVERIFY(guard && guard->has_value());
    QCOMPARE((*guard)->maxLifetimeSeconds, std::optional<qint64>(5 * 3600));
    QCOMPARE((*guard)->action, GuardAction::Stop);
    QVERIFY((*guard)->watchdog);
    const QString running = InstanceModel::stateText(InstanceState::Running);
    auto statusOf = [&] {
        const int r = rowOf(instances->model(), InstanceModel::NameRole, name);
        return r < 0 ? QString() : instances->model()->index(r, InstanceModel::Status).data().toString();
    };
    QTRY_COMPARE_WITH_TIMEOUT(statusOf(), running, 60000);
    QVERIFY(qobject_cast<InstanceStateDelegate *>(instances->itemDelegateForColumn(InstanceModel::Status)));
    auto *spend = find<QLabel>(QStringLiteral("spendRateLabel"));
    QTRY_VERIFY(spend->text().startsWith(QLatin1String("Spend rate: ")));
    QVERIFY(spend->text().contains(target->pricePerHour.format()));
    QCOMPARE(find<QLabel>(QStringLiteral("emptyStateLabel"))->isVisible(), false);
    saveScreenshot(m_window.get(), QStringLiteral("instances-running.png"));

    // Tagged with a project after launch: double-click the Project cell, type, OK; the ledger keeps it.
    const QModelIndex projectCell
        = instances->model()->index(rowOf(instances->model(), InstanceModel::NameRole, name), InstanceModel::Project);
    instances->scrollTo(projectCell);
    const QPoint where = instances->visualRect(projectCell).center();
    QTest::mouseClick(instances->viewport(), Qt::LeftButton, {}, where);
    QTest::mouseDClick(instances->viewport(), Qt::LeftButton, {}, where);
    auto *projectDialog = m_window->findChild<QInputDialog *>(QStringLiteral("projectInputDialog"));
    QVERIFY(projectDialog);
    QTRY_VERIFY(projectDialog->isVisible());
    projectDialog->setTextValue(QStringLiteral("vision"));
    projectDialog->accept();
    QTRY_COMPARE(instances->model()
                     ->index(rowOf(instances->model(), InstanceModel::NameRole, name), InstanceModel::Project)
                     .data(),
        QVariant(QStringLiteral("vision")));
    QCOMPARE(Ledger(m_storage->database()).instance(name).value()->project, QStringLiteral("vision"));

    // Stop and resume without blocking: the buttons follow the state.
    instances->selectRow(rowOf(instances->model(), InstanceModel::NameRole, name));
    auto *stop = find<QPushButton>(QStringLiteral("stopPushButton"));
    auto *resume = find<QPushButton>(QStringLiteral("resumePushButton"));
    QTRY_VERIFY(stop->isEnabled());
    QVERIFY(!resume->isEnabled());
    QTest::mouseClick(stop, Qt::LeftButton);
    QVERIFY(!stop->isEnabled()); // pending
    QTRY_COMPARE_WITH_TIMEOUT(statusOf(), InstanceModel::stateText(InstanceState::Stopped), 30000);
    QTRY_COMPARE(spend->text(), QStringLiteral("Nothing running"));
    QTRY_VERIFY(resume->isEnabled());
    QTest::mouseClick(resume, Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(statusOf(), running, 30000);
    QTRY_VERIFY(spend->text().startsWith(QLatin1String("Spend rate: ")));

    // Destroy through the button; the confirmation names the instance and what is deleted.
    QCOMPARE(instancesView()->selectedInstanceName(), name);
    auto *destroy = find<QPushButton>(QStringLiteral("destroyPushButton"));
    QTRY_VERIFY(destroy->isEnabled());
    QVERIFY(find<QToolButton>(QStringLiteral("connectToolButton"))->isEnabled());
    connectTerminalAndForward(name);
    tabs->setCurrentWidget(instancesView());
    instances->selectRow(rowOf(instances->model(), InstanceModel::NameRole, name));
    MessageBox::setNextAnswer(QMessageBox::Yes);
    QTest::mouseClick(destroy, Qt::LeftButton);
    // Asked once the pull-before-destroy check has found no saved pull pair (it answers from the event loop).
    QTRY_VERIFY2(
        MessageBox::lastText().contains(QStringLiteral("Destroy %1?").arg(name)), qPrintable(MessageBox::lastText()));
    QVERIFY(MessageBox::lastText().contains(QLatin1String("cannot be undone")));
    QTRY_COMPARE_WITH_TIMEOUT(rowOf(instances->model(), InstanceModel::NameRole, name), -1, 30000);
    QTRY_COMPARE(spend->text(), QStringLiteral("Nothing running"));
    QTRY_VERIFY(find<QLabel>(QStringLiteral("emptyStateLabel"))->isVisible());
}

void TestMainWindow::slicedCardRaisesTheBanner()
{
    // A vGPU slice sold as an A100: the automatic checks after launch fail on VRAM and say so.
    InstanceJob *job = m_manager->launch(QStringLiteral("sandbox:sbx-a100-20g-vgpu-cn"), {});
    QString name;
    connect(job, &Job::finished, this, [job, &name] {
        if (job->isOk()) {
            name = job->value().name();
        }
    });
    QTRY_VERIFY_WITH_TIMEOUT(!name.isEmpty(), 30000);
    auto *banner = find<QWidget>(QStringLiteral("checkBanner"));
    auto *bannerLabel = find<QLabel>(QStringLiteral("checkBannerLabel"));
    QTRY_VERIFY_WITH_TIMEOUT(banner->isVisible() && bannerLabel->text().contains(name), 30000);
    const QString text = bannerLabel->text();
    QVERIFY2(
        text.contains(name) && text.contains(QStringLiteral("VRAM")), qPrintable(name + QStringLiteral(": ") + text));

    QTest::mouseClick(find<QPushButton>(QStringLiteral("bannerShowChecksPushButton")), Qt::LeftButton);
    auto *table = find<QTableView>(QStringLiteral("checksTableView"));
    QTRY_VERIFY(table->isVisible());
    bool vramFailed = false;
    for (int row = 0; row < table->model()->rowCount(); ++row) {
        const QString title = table->model()->index(row, CheckReportModel::Check).data().toString();
        if (title.contains(QStringLiteral("VRAM"))
            && CheckStatus(table->model()->index(row, 0).data(CheckReportModel::StatusRole).toInt())
                == CheckStatus::Fail) {
            vramFailed = true;
            QVERIFY(
                table->model()->index(row, CheckReportModel::Fix).data().toString().contains(QStringLiteral("slice")));
        }
    }
    QVERIFY(vramFailed);

    // Re-run just one check: the other rows stay, that row is fresh.
    const int rows = table->model()->rowCount();
    table->selectRow(0);
    auto *rerun = find<QPushButton>(QStringLiteral("rerunCheckPushButton"));
    QTRY_VERIFY(rerun->isEnabled());
    QTest::mouseClick(rerun, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(
        find<QLabel>(QStringLiteral("checkSummaryLabel"))->text().contains(QStringLiteral("re-ran one check")), 30000);
    QCOMPARE(table->model()->rowCount(), rows);
    QVERIFY(find<QPushButton>(QStringLiteral("exportMarkdownPushButton"))->isEnabled());
    saveScreenshot(m_window.get(), QStringLiteral("checks.png"));

    // One click destroys it while it is cheap.
    QTest::mouseClick(find<QPushButton>(QStringLiteral("bannerDestroyPushButton")), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!m_manager->findInstance(name), 30000);
    QVERIFY(!banner->isVisible());
}

void TestMainWindow::launchSandbox(QString *name, QString *id, const QString &offer)
{
    InstanceJob *job = m_manager->launch(offer, {});
    connect(job, &Job::finished, this, [job, name, id] {
        if (job->isOk()) {
            *name = job->value().name();
            *id = job->value().id;
        }
    });
    QTRY_VERIFY_WITH_TIMEOUT(!name->isEmpty(), 30000);
    QTRY_VERIFY_WITH_TIMEOUT(
        m_manager->findInstance(*name) && m_manager->findInstance(*name)->state == InstanceState::Running, 30000);
}

void TestMainWindow::syncPanelPushesAndVerifies()
{
    QString name;
    QString id;
    launchSandbox(&name, &id);
    if (QTest::currentTestFailed()) {
        return;
    }

    // ~50 files with whole-second mtimes (so a same-size, same-mtime edit fools rsync's quick check), a
    // Chinese name and a 2 MB file.
    QTemporaryDir local;
    QVERIFY(local.isValid());
    const QDateTime mtime = QDateTime::fromSecsSinceEpoch(1767225600);
    auto writeFile = [&](const QString &relative, const QByteArray &content) {
        const QString path = local.filePath(relative);
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(content), content.size());
        QVERIFY(file.flush()); // else closing writes the buffer and moves the mtime
        QVERIFY(file.setFileTime(mtime, QFileDevice::FileModificationTime));
    };
    for (int i = 0; i < 47; ++i) {
        writeFile(QStringLiteral("dir%1/file-%2.txt").arg(i % 5).arg(i), QByteArray::number(i).repeated(100 + i));
    }
    writeFile(QStringLiteral("数据/模型说明.txt"), QStringLiteral("中文内容\n").toUtf8());
    QByteArray big(2 * 1024 * 1024, '\0');
    for (qsizetype i = 0; i < big.size(); ++i) {
        big[i] = char((i * 7919) % 251);
    }
    writeFile(QStringLiteral("big.bin"), big);
    writeFile(QStringLiteral("name with spaces.txt"), "spaces");

    m_window->showTab(MainWindow::Tab::Sync);
    auto *instance = find<QComboBox>(QStringLiteral("syncInstanceComboBox"));
    QTRY_VERIFY(instance->findData(name) >= 0);
    instance->setCurrentIndex(instance->findData(name));
    find<QLineEdit>(QStringLiteral("localPathLineEdit"))->setText(local.path());
    find<QLineEdit>(QStringLiteral("remotePathLineEdit"))->setText(QStringLiteral("data"));
    find<QComboBox>(QStringLiteral("directionComboBox"))->setCurrentIndex(0);
    auto *run = find<QPushButton>(QStringLiteral("runSyncPushButton"));
    auto *result = find<QLabel>(QStringLiteral("syncResultLabel"));
    auto *progress = find<QProgressBar>(QStringLiteral("syncProgressBar"));
    QVERIFY(run->isEnabled());
    // Saved as a pair in the ledger: listed beside the form, selected because the form matches it.
    auto *pairs = qobject_cast<SyncPairModel *>(find<QListView>(QStringLiteral("syncPairsListView"))->model());
    auto *runs = qobject_cast<SyncRunModel *>(find<QTableView>(QStringLiteral("syncHistoryTableView"))->model());
    QVERIFY(pairs && runs);
    QCOMPARE(runs->rowCount(), 0);
    QTest::mouseClick(find<QPushButton>(QStringLiteral("savePairPushButton")), Qt::LeftButton);
    QCOMPARE(pairs->rowCount(), 1);
    const SyncPair saved = pairs->pairAt(0);
    QCOMPARE(saved.localPath, local.path());
    QCOMPARE(saved.remotePath, QStringLiteral("data"));
    QVERIFY(find<QPushButton>(QStringLiteral("removePairPushButton"))->isEnabled());
    QTest::mouseClick(run, Qt::LeftButton);
    QVERIFY(find<QPushButton>(QStringLiteral("cancelSyncPushButton"))->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(result->text().startsWith(QLatin1String("Verified")), 30000);
    QVERIFY2(result->text().contains(QLatin1String("50 files")), qPrintable(result->text()));
    QVERIFY2(result->text().contains(QLatin1String("(0 re-sent)")), qPrintable(result->text()));
    QCOMPARE(progress->value(), 100);
    QVERIFY(find<QLabel>(QStringLiteral("syncStatsLabel"))->text().contains(QLatin1String("MB/s")));
    QVERIFY(!find<QListWidget>(QStringLiteral("syncProblemsListWidget"))->isVisible());
    // The run is in the history, verified, and tied to the saved pair.
    QCOMPARE(runs->rowCount(), 1);
    QVERIFY(runs->runAt(0).ok && runs->runAt(0).verified);
    QCOMPARE(runs->runAt(0).pairId, saved.id);
    QCOMPARE(runs->runAt(0).files, 50);
    QCOMPARE(runs->index(0, SyncRunModel::Outcome).data().toString(), QStringLiteral("verified"));

    const QString home
        = Paths::providerDir(QStringLiteral("sandbox")) + QStringLiteral("/instances/") + id + QStringLiteral("/home/");
    auto remoteContent = [&home](const QString &relative) {
        QFile file(home + QStringLiteral("data/") + relative);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    };
    QCOMPARE(remoteContent(QStringLiteral("数据/模型说明.txt")), QStringLiteral("中文内容\n").toUtf8());
    QCOMPARE(remoteContent(QStringLiteral("big.bin")), big);
    QCOMPARE(remoteContent(QStringLiteral("dir2/file-7.txt")), QByteArray::number(7).repeated(107));

    // Same size, same mtime, other content: rsync skips it, the SHA-256 check catches it and re-sends it.
    {
        QFile remote(home + QStringLiteral("data/dir2/file-7.txt"));
        QVERIFY(remote.open(QIODevice::ReadWrite));
        QVERIFY(remote.seek(3));
        QVERIFY(remote.write("X") == 1);
        QVERIFY(remote.flush());
        QVERIFY(remote.setFileTime(mtime, QFileDevice::FileModificationTime));
    }
    QVERIFY(remoteContent(QStringLiteral("dir2/file-7.txt")) != QByteArray::number(7).repeated(107));
    QTRY_VERIFY(run->isEnabled());
    QTest::mouseClick(run, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(result->text().startsWith(QLatin1String("Verified")), 30000);
    QVERIFY2(result->text().contains(QLatin1String("(1 re-sent)")), qPrintable(result->text()));
    QCOMPARE(remoteContent(QStringLiteral("dir2/file-7.txt")), QByteArray::number(7).repeated(107));
    QCOMPARE(runs->rowCount(), 2);
    QVERIFY(runs->runAt(0).verified);
    // Once more, with nothing changed on either side: the tree states prove it, nothing is sent.
    QTRY_VERIFY(run->isEnabled());
    QTest::mouseClick(run, Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(runs->rowCount(), 3, 30000);
    QVERIFY2(result->text().contains(QLatin1String("Neither side changed since")), qPrintable(result->text()));
    QVERIFY(runs->runAt(0).verified);
    QCOMPARE(runs->runAt(0).files, 50);
    saveScreenshot(m_window.get(), QStringLiteral("sync.png"));

    // Another Sync tab over the same ledger (a restart) lists the pair and fills the form from it.
    {
        SyncView view(m_manager.get(), m_connections.get());
        auto *otherInstance = view.findChild<QComboBox *>(QStringLiteral("syncInstanceComboBox"));
        otherInstance->setCurrentIndex(otherInstance->findData(name));
        QCOMPARE(view.currentInstance(), name);
        const auto *otherPairs = view.findChild<QListView *>(QStringLiteral("syncPairsListView"))->model();
        QCOMPARE(otherPairs->rowCount(), 1);
        QCOMPARE(otherPairs->index(0, 0).data(SyncPairModel::PairIdRole).toLongLong(), saved.id);
        QCOMPARE(view.findChild<QLineEdit *>(QStringLiteral("localPathLineEdit"))->text(), local.path());
        QCOMPARE(view.findChild<QTableView *>(QStringLiteral("syncHistoryTableView"))->model()->rowCount(), 3);

        // Editing the form away from the pair unselects it; clicking the pair fills the form again.
        view.resize(1000, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        auto *list = view.findChild<QListView *>(QStringLiteral("syncPairsListView"));
        auto *otherLocal = view.findChild<QLineEdit *>(QStringLiteral("localPathLineEdit"));
        auto *remove = view.findChild<QPushButton *>(QStringLiteral("removePairPushButton"));
        QVERIFY(list->selectionModel()->hasSelection());
        otherLocal->setText(QStringLiteral("/elsewhere"));
        QVERIFY(!list->selectionModel()->hasSelection());
        QVERIFY(!remove->isEnabled());
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(otherPairs->index(0, 0)).center());
        QCOMPARE(otherLocal->text(), local.path());
        QVERIFY(remove->isEnabled());
        // Removing it keeps its runs.
        QTest::mouseClick(remove, Qt::LeftButton);
        QCOMPARE(otherPairs->rowCount(), 0);
        runs->reload();
        QCOMPARE(runs->rowCount(), 3);
        QCOMPARE(runs->runAt(0).pairId, qint64(0));
    }

    StatusJob *destroy = m_manager->destroy(name);
    QSignalSpy destroyed(destroy, &Job::finished);
    QVERIFY(destroyed.wait(30000));
    QTRY_VERIFY_WITH_TIMEOUT(!m_manager->findInstance(name), 30000);
}

void TestMainWindow::destroyPullsResultsFirst()
{
    QString name;
    QString id;
    launchSandbox(&name, &id);
    if (QTest::currentTestFailed()) {
        return;
    }
    // Results written on the instance an hour ago, and a pull pair saved for them: a sync target.
    const QString results = Paths::providerDir(QStringLiteral("sandbox")) + QStringLiteral("/instances/") + id
        + QStringLiteral("/home/results/metrics.json");
    QDir().mkpath(QFileInfo(results).absolutePath());
    {
        QFile file(results);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"loss\": 0.25}");
        QVERIFY(file.flush());
        QVERIFY(file.setFileTime(QDateTime::currentDateTime().addSecs(-3600), QFileDevice::FileModificationTime));
    }
    QTemporaryDir local;
    SyncHistory history(m_storage->database());
    SyncPair pair;
    pair.instanceName = name;
    pair.localPath = local.filePath(QStringLiteral("results"));
    pair.remotePath = QStringLiteral("results");
    pair.direction = RsyncOptions::Direction::Pull;
    QVERIFY(history.savePair(pair));

    auto *instances = find<QTableView>(QStringLiteral("instancesTableView"));
    auto *destroy = find<QPushButton>(QStringLiteral("destroyPushButton"));
    const auto clickDestroy = [&](QMessageBox::StandardButton answer, const QString &expected) {
        m_window->showTab(MainWindow::Tab::Instances);
        instances->selectRow(rowOf(instances->model(), InstanceModel::NameRole, name));
        QTRY_VERIFY(destroy->isEnabled());
        MessageBox::setNextAnswer(answer);
        QTest::mouseClick(destroy, Qt::LeftButton);
        QTRY_VERIFY2_WITH_TIMEOUT(MessageBox::lastText().contains(expected), qPrintable(MessageBox::lastText()), 10000);
    };

    // Never pulled: the gate asks first, in a real box with its own buttons; cancelling keeps the instance.
    m_window->showTab(MainWindow::Tab::Instances);
    instances->selectRow(rowOf(instances->model(), InstanceModel::NameRole, name));
    QTRY_VERIFY(destroy->isEnabled());
    QTest::mouseClick(destroy, Qt::LeftButton);
    QMessageBox *box = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((box = m_window->findChild<QMessageBox *>(QStringLiteral("messageBox"))), 10000);
    QVERIFY(box->text().contains(QLatin1String("results was never pulled back and verified")));
    QCOMPARE(box->button(QMessageBox::Yes)->text(), QStringLiteral("Pull, verify, then destroy"));
    QCOMPARE(box->button(QMessageBox::Discard)->text(), QStringLiteral("Destroy anyway"));
    QCOMPARE(box->defaultButton(), box->button(QMessageBox::Yes));
    QTest::qWait(100); // laid out
    saveScreenshot(box, QStringLiteral("pull-before-destroy.png"));
    QTest::mouseClick(box->button(QMessageBox::Cancel), Qt::LeftButton);
    QTRY_VERIFY(!m_window->findChild<QMessageBox *>(QStringLiteral("messageBox")));
    QTest::qWait(300);
    QVERIFY(m_manager->findInstance(name));

    // Pulled and verified, nothing changed since: the usual confirmation, answered No.
    auto *sync = m_window->findChild<SyncView *>();
    bool verified = false;
    QVERIFY(sync->runPair(pair, [&verified](bool ok) { verified = ok; }));
    QTRY_VERIFY_WITH_TIMEOUT(verified, 30000);
    clickDestroy(QMessageBox::No, QStringLiteral("Destroy %1?").arg(name));
    QTest::qWait(300);
    QVERIFY(m_manager->findInstance(name));

    // The job writes again: the gate names the changed file; then "Pull, verify, then destroy".
    {
        QFile file(results);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("{\"loss\": 0.125}");
    }
    clickDestroy(QMessageBox::Cancel, QStringLiteral("has changed since the last verified pull"));
    QVERIFY(MessageBox::lastText().contains(QLatin1String("metrics.json")));
    clickDestroy(QMessageBox::Yes, QStringLiteral("has changed since the last verified pull"));
    QTRY_VERIFY_WITH_TIMEOUT(!m_manager->findInstance(name), 60000);
    QFile pulled(local.filePath(QStringLiteral("results/metrics.json")));
    QVERIFY(pulled.open(QIODevice::ReadOnly));
    QCOMPARE(pulled.readAll(), QByteArray("{\"loss\": 0.125}"));
    const auto last = history.lastVerifiedRun(name, RsyncOptions::Direction::Pull, QStringLiteral("results"));
    QVERIFY(last && last->has_value());
}

void TestMainWindow::chineseTabTitles()
{
    QVERIFY(Translator::install(QLocale(QLocale::Chinese, QLocale::China), QStringLiteral(RD_QM_DIR)));
    MainWindow window(m_manager.get(), m_connections.get(), m_checks.get(), m_watch.get(), nullptr);
    window.resize(1300, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("mainTabWidget"));
    QVERIFY(tabs);
    QCOMPARE(tabs->tabText(0), QStringLiteral("规划"));
    QCOMPARE(tabs->tabText(1), QStringLiteral("报价"));
    QCOMPARE(tabs->tabText(2), QStringLiteral("实例"));
    QCOMPARE(window.findChild<QLabel *>(QStringLiteral("spendRateLabel"))->text(), QStringLiteral("无运行中的实例"));
    QTest::qWait(200);
    saveScreenshot(&window, QStringLiteral("offers-zh_CN.png"));
    Translator::install(QLocale(QLocale::English, QLocale::UnitedStates), QStringLiteral(RD_QM_DIR));
}

void TestMainWindow::connectTerminalAndForward(const QString &name)
{
    // Connect → Open terminal: a tab with a live shell on the instance.
    auto *openTerminal = m_window->findChild<QAction *>(QStringLiteral("openTerminalAction"));
    QVERIFY(openTerminal);
    openTerminal->trigger();
    TerminalTab *tab = nullptr;
    QTRY_VERIFY((tab = m_window->findChild<TerminalTab *>()) != nullptr);
    TerminalWidget *terminal = tab->terminal();
    QTRY_VERIFY_WITH_TIMEOUT(terminal->overlayMessage().isEmpty(), 15000);
    // Typed as ASCII (QTest cannot type CJK); the shell prints the UTF-8 bytes of 中文.
    QTest::keyClicks(
        terminal, QStringLiteral("printf 'rd-%s \\344\\270\\255\\346\\226\\207\\n' $((6*7)); nvidia-smi -L\r"));
    auto screenContains = [terminal](const QString &text) {
        for (int row = 0; row < terminal->rows(); ++row) {
            if (terminal->lineText(row).contains(text)) {
                return true;
            }
        }
        return false;
    };
    const auto screenText = [terminal] {
        QStringList lines;
        for (int row = 0; row < terminal->rows(); ++row) {
            lines << terminal->lineText(row);
        }
        return lines.join(QLatin1Char('\n')).trimmed();
    };
    QTRY_VERIFY2_WITH_TIMEOUT(screenContains(QStringLiteral("rd-42 中文")), qPrintable(screenText()), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(screenContains(QStringLiteral("GPU 0: NVIDIA")), 10000);
    saveScreenshot(m_window.get(), QStringLiteral("terminal.png"));

    // A full-screen program: htop draws on the alternate screen and gives it back on quit.
    QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("htop")).isEmpty(),
        "htop is not installed (installer/bootstrap.sh installs it)");
    QTest::keyClicks(terminal, QStringLiteral("htop\r"));
    QTRY_VERIFY_WITH_TIMEOUT(terminal->isAlternateScreen(), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(screenContains(QStringLiteral("Load average")), 10000);
    saveScreenshot(m_window.get(), QStringLiteral("htop.png"));
    QTest::keyClicks(terminal, QStringLiteral("q"));
    QTRY_VERIFY_WITH_TIMEOUT(!terminal->isAlternateScreen(), 10000);

    // A port forward to the instance's own sshd: 127.0.0.1 only, and the SSH banner comes through.
    const auto instance = m_manager->findInstance(name);
    QVERIFY(instance);
    m_window->startForward(name, quint16(instance->ssh.port), QString());
    SshPortForward *forward = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT(!m_connections->forwards().isEmpty()
            && (forward = m_connections->forwards().constFirst().forward) != nullptr && forward->isListening(),
        10000);
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, forward->localPort());
    QVERIFY(socket.waitForConnected(5000));
    QTRY_VERIFY_WITH_TIMEOUT(socket.bytesAvailable() > 0 || socket.waitForReadyRead(100), 10000);
    QVERIFY(socket.readAll().startsWith("SSH-2.0-"));
    saveScreenshot(m_window.get(), QStringLiteral("forwards.png"));
}

void TestMainWindow::cleanupTestCase()
{
    m_window.reset();
    m_offerWatches.reset();
    m_leftovers.reset();
    m_teamMonitor.reset();
    m_teamService.reset();
    m_teamSecrets.reset();
    m_jobs.reset();
    m_watch.reset(); // saves its stores to the ledger, which goes next
    if (m_manager) {
        destroyLiveInstances(*m_manager); // no sshd left behind, even when a test failed half-way
    }
    m_manager.reset();
    m_storage.reset();
    m_settings.reset();
    m_home.reset();
}

QTEST_MAIN(TestMainWindow)
