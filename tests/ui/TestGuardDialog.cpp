// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "TempHome.h"
#include "billing/Ledger.h"
#include "provider/ProviderRegistry.h"
#include "sandbox/SandboxProvider.h"
#include "services/InstanceManager.h"
#include "services/Storage.h"
#include "sshhost/SshHostProvider.h"
#include "ui/instances/InstancesView.h"
#include "ui/mainwindow/Translator.h"
#include "ui/watch/GuardDialog.h"
#include "watch/GuardStore.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTest>
#include <memory>

using namespace RentDeck;

namespace {

const QDateTime T0 = QDateTime(QDate(2026, 3, 1), QTime(9, 0), Qt::UTC);
const QString Project = QStringLiteral("llama");

Instance sampleInstance(const QString &id, const QString &price, const QString &currency)
{
    Instance instance;
    instance.providerId = QStringLiteral("sandbox");
    instance.id = id;
    instance.label = QStringLiteral("llama finetune");
    instance.state = InstanceState::Running;
    instance.offerId = QStringLiteral("rtx4090-1");
    instance.gpuName = QStringLiteral("NVIDIA GeForce RTX 4090");
    instance.gpuCount = 2;
    instance.pricePerHour = Money::fromDecimalString(price, currency);
    instance.diskGb = 80;
    return instance;
}

} // namespace

class TestGuardDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void defaultsFollowTheInstance();
    void savesAndLoads();
    void refusesInvalidInput_data();
    void refusesInvalidInput();
    void projectScope();
    void noProjectNoProjectScope();
    void stopNeedsStartStop();
    void removesGuard();
    void instancesViewOpensIt();
    void screenshots();

private:
    template <typename T> static T *find(const QWidget *dialog, const QString &name)
    {
        T *widget = dialog->findChild<T *>(name);
        if (!widget) {
            qWarning("no %s named %s", T::staticMetaObject.className(), qPrintable(name));
        }
        return widget;
    }
    std::unique_ptr<GuardDialog> openDialog(const QString &name, const ProviderDescriptor &provider) const;
    static void fill(GuardDialog *dialog);
    void saveScreenshot(QWidget *widget, const QString &name) const;

    std::unique_ptr<TempHome> m_home;
    std::unique_ptr<Storage> m_storage;
    QString m_name; // USD, project "llama"
    QString m_yuanName; // CNY, no project
    int m_ledgerCount = 0;
};

void TestGuardDialog::initTestCase()
{
    m_home = std::make_unique<TempHome>();
    QVERIFY(m_home->isValid());
    Translator::install(QLocale(QLocale::English, QLocale::UnitedStates), QStringLiteral(RD_QM_DIR));
}

void TestGuardDialog::init()
{
    // A fresh ledger per test, so no policy leaks from one test into the next.
    m_storage.reset();
    const QString path = m_home->path() + QStringLiteral("/ledger-%1.sqlite").arg(++m_ledgerCount);
    m_storage = std::make_unique<Storage>(path);
    QVERIFY2(m_storage->isOpen(), qPrintable(m_storage->error().message));
    const Instance usd = sampleInstance(QStringLiteral("a1b2"), QStringLiteral("0.74"), QStringLiteral("USD"));
    const Instance cny = sampleInstance(QStringLiteral("c3d4"), QStringLiteral("2.58"), QStringLiteral("CNY"));
    QVERIFY(m_storage->ledger()->recordLaunch(usd, T0, Project));
    QVERIFY(m_storage->ledger()->recordLaunch(cny, T0));
    m_name = usd.name();
    m_yuanName = cny.name();
}

std::unique_ptr<GuardDialog> TestGuardDialog::openDialog(const QString &name, const ProviderDescriptor &provider) const
{
    auto dialog = std::make_unique<GuardDialog>(*m_storage, name, provider);
    dialog->open();
    return dialog;
}

void TestGuardDialog::fill(GuardDialog *dialog)
{
    find<QLineEdit>(dialog, QStringLiteral("guardBudgetLineEdit"))->setText(QStringLiteral("25.5"));
    find<QLineEdit>(dialog, QStringLiteral("guardLifetimeLineEdit"))->setText(QStringLiteral("12"));
    find<QCheckBox>(dialog, QStringLiteral("guardIdleCheckBox"))->setChecked(true);
    find<QSpinBox>(dialog, QStringLiteral("guardIdlePercentSpinBox"))->setValue(7);
    find<QSpinBox>(dialog, QStringLiteral("guardIdleMinutesSpinBox"))->setValue(45);
    auto *action = find<QComboBox>(dialog, QStringLiteral("guardActionComboBox"));
    action->setCurrentIndex(action->findData(int(GuardAction::Stop)));
    find<QSpinBox>(dialog, QStringLiteral("guardCountdownSpinBox"))->setValue(90);
    find<QCheckBox>(dialog, QStringLiteral("guardWatchdogCheckBox"))->setChecked(true);
}

void TestGuardDialog::saveScreenshot(QWidget *widget, const QString &name) const
{
    const QString dir = qEnvironmentVariableIsSet("RD_TEST_SCREENSHOTS") ? qEnvironmentVariable("RD_TEST_SCREENSHOTS")
                                                                         : m_home->path();
    QVERIFY(QDir().mkpath(dir));
    const QString path = dir + QLatin1Char('/') + name;
    QVERIFY2(widget->grab().save(path), qPrintable(path));
    qInfo("screenshot: %s", qPrintable(path));
}

void TestGuardDialog::defaultsFollowTheInstance()
{
    auto dialog = openDialog(m_name, SandboxProvider::staticDescriptor());
    QCOMPARE(find<QComboBox>(dialog.get(), QStringLiteral("guardCurrencyComboBox"))->currentData().toString(),
        QStringLiteral("USD"));
    QVERIFY(find<QLineEdit>(dialog.get(), QStringLiteral("guardBudgetLineEdit"))->text().isEmpty());
    QCOMPARE(find<QSpinBox>(dialog.get(), QStringLiteral("guardCountdownSpinBox"))->value(), 60);
    QCOMPARE(find<QComboBox>(dialog.get(), QStringLiteral("guardActionComboBox"))->currentData().toInt(),
        int(GuardAction::Warn));
    QVERIFY(!find<QCheckBox>(dialog.get(), QStringLiteral("guardIdleCheckBox"))->isChecked());
    QVERIFY(!find<QSpinBox>(dialog.get(), QStringLiteral("guardIdlePercentSpinBox"))->isEnabled());
    QVERIFY(!find<QPushButton>(dialog.get(), QStringLiteral("guardRemovePushButton"))->isEnabled());
    QVERIFY(
        find<QLabel>(dialog.get(), QStringLiteral("guardPriceHintLabel"))->text().contains(QStringLiteral("$0.74")));

    auto yuan = openDialog(m_yuanName, SandboxProvider::staticDescriptor());
    QCOMPARE(find<QComboBox>(yuan.get(), QStringLiteral("guardCurrencyComboBox"))->currentData().toString(),
        QStringLiteral("CNY"));
}

void TestGuardDialog::savesAndLoads()
{
    auto dialog = openDialog(m_name, SandboxProvider::staticDescriptor());
    QSignalSpy saved(dialog.get(), &GuardDialog::saved);
    fill(dialog.get());
    QTest::mouseClick(find<QPushButton>(dialog.get(), QStringLiteral("guardSavePushButton")), Qt::LeftButton);
    QCOMPARE(saved.count(), 1);
    QVERIFY(!dialog->isVisible());
    QCOMPARE(dialog->result(), int(QDialog::Accepted));

    const auto stored = GuardStore(m_storage->database()).policy(GuardScope::Instance, m_name);
    QVERIFY(stored && stored->has_value());
    const GuardPolicy policy = stored->value();
    QCOMPARE(saved.at(0).at(0).value<GuardPolicy>(), policy);
    QCOMPARE(policy.scopeKind, GuardScope::Instance);
    QCOMPARE(policy.scope, m_name);
    QCOMPARE(policy.budget, Money::fromDecimalString(QStringLiteral("25.5"), QStringLiteral("USD")));
    QCOMPARE(policy.maxLifetimeSeconds, std::optional<qint64>(12 * 3600));
    QVERIFY(policy.idle.has_value());
    QCOMPARE(*policy.idle, (IdleRule { 7, 45 }));
    QCOMPARE(policy.action, GuardAction::Stop);
    QCOMPARE(policy.countdownSeconds, 90);
    QVERIFY(policy.watchdog);

    // Reopened: every field shows what was stored, and saving it unchanged stores the same policy.
    auto again = openDialog(m_name, SandboxProvider::staticDescriptor());
    QVERIFY(again->hasStoredPolicy());
    QCOMPARE(find<QLineEdit>(again.get(), QStringLiteral("guardBudgetLineEdit"))->text(), QStringLiteral("25.50"));
    QCOMPARE(find<QLineEdit>(again.get(), QStringLiteral("guardLifetimeLineEdit"))->text(), QStringLiteral("12"));
    QVERIFY(find<QCheckBox>(again.get(), QStringLiteral("guardIdleCheckBox"))->isChecked());
    QCOMPARE(find<QSpinBox>(again.get(), QStringLiteral("guardIdlePercentSpinBox"))->value(), 7);
    QCOMPARE(find<QSpinBox>(again.get(), QStringLiteral("guardIdleMinutesSpinBox"))->value(), 45);
    QCOMPARE(find<QComboBox>(again.get(), QStringLiteral("guardActionComboBox"))->currentData().toInt(),
        int(GuardAction::Stop));
    QCOMPARE(find<QSpinBox>(again.get(), QStringLiteral("guardCountdownSpinBox"))->value(), 90);
    QVERIFY(find<QCheckBox>(again.get(), QStringLiteral("guardWatchdogCheckBox"))->isChecked());
    QVERIFY(find<QPushButton>(again.get(), QStringLiteral("guardRemovePushButton"))->isEnabled());
    const Result<GuardPolicy> unchanged = again->policy();
    QVERIFY2(unchanged.isOk(), qPrintable(unchanged.error().message));
    GuardPolicy expected = policy;
    expected.updatedAt = {};
    QCOMPARE(unchanged.value(), expected);
}

void TestGuardDialog::refusesInvalidInput_data()
{
    QTest::addColumn<QString>("budget");
    QTest::addColumn<QString>("hours");
    QTest::addColumn<QString>("message");
    QTest::newRow("negative budget") << QStringLiteral("-5") << QString() << QStringLiteral("budget");
    QTest::newRow("zero budget") << QStringLiteral("0") << QString() << QStringLiteral("budget");
    QTest::newRow("not an amount") << QStringLiteral("ten") << QString() << QStringLiteral("budget");
    QTest::newRow("too many decimals") << QStringLiteral("1.1234567") << QString() << QStringLiteral("budget");
    QTest::newRow("zero hours") << QString() << QStringLiteral("0") << QStringLiteral("lifetime");
    QTest::newRow("negative hours") << QString() << QStringLiteral("-2") << QStringLiteral("lifetime");
    QTest::newRow("not hours") << QString() << QStringLiteral("soon") << QStringLiteral("lifetime");
    QTest::newRow("no limit at all") << QString() << QString() << QStringLiteral("Set a budget");
}

void TestGuardDialog::refusesInvalidInput()
{
    QFETCH(QString, budget);
    QFETCH(QString, hours);
    QFETCH(QString, message);
    auto dialog = openDialog(m_name, SandboxProvider::staticDescriptor());
    QSignalSpy saved(dialog.get(), &GuardDialog::saved);
    auto *status = find<QLabel>(dialog.get(), QStringLiteral("guardStatusLabel"));
    QVERIFY(!status->isVisible());
    find<QLineEdit>(dialog.get(), QStringLiteral("guardBudgetLineEdit"))->setText(budget);
    find<QLineEdit>(dialog.get(), QStringLiteral("guardLifetimeLineEdit"))->setText(hours);
    QTest::mouseClick(find<QPushButton>(dialog.get(), QStringLiteral("guardSavePushButton")), Qt::LeftButton);

    QCOMPARE(saved.count(), 0);
    QVERIFY(dialog->isVisible());
    QVERIFY(status->isVisible());
    QVERIFY2(status->text().contains(message), qPrintable(status->text()));
    QVERIFY(!dialog->policy().isOk());
    const auto stored = GuardStore(m_storage->database()).policy(GuardScope::Instance, m_name);
    QVERIFY(stored && !stored->has_value());
}

void TestGuardDialog::projectScope()
{
    auto dialog = openDialog(m_name, SandboxProvider::staticDescriptor());
    auto *scope = find<QComboBox>(dialog.get(), QStringLiteral("guardScopeComboBox"));
    QVERIFY(scope->isEnabled());
    QCOMPARE(scope->count(), 2);
    QVERIFY(scope->itemText(1).contains(Project));
    scope->setCurrentIndex(1);
    QCOMPARE(dialog->scopeKind(), GuardScope::Project);
    find<QLineEdit>(dialog.get(), QStringLiteral("guardBudgetLineEdit"))->setText(QStringLiteral("100"));
    QSignalSpy saved(dialog.get(), &GuardDialog::saved);
    QTest::mouseClick(find<QPushButton>(dialog.get(), QStringLiteral("guardSavePushButton")), Qt::LeftButton);
    QCOMPARE(saved.count(), 1);

    const GuardStore store(m_storage->database());
    const auto project = store.policy(GuardScope::Project, Project);
    QVERIFY(project && project->has_value());
    QCOMPARE(project->value().budget, Money::fromDecimalString(QStringLiteral("100"), QStringLiteral("USD")));
    QVERIFY(!store.policy(GuardScope::Instance, m_name)->has_value());
    QCOMPARE(store.effectivePolicy(m_name, Project)->value(), project->value());

    // The instance scope says the project's guard applies; switching back to the project loads it.
    auto again = openDialog(m_name, SandboxProvider::staticDescriptor());
    QVERIFY(!again->hasStoredPolicy());
    QVERIFY(find<QLabel>(again.get(), QStringLiteral("guardScopeNoteLabel"))->text().contains(Project));
    QVERIFY(find<QLineEdit>(again.get(), QStringLiteral("guardBudgetLineEdit"))->text().isEmpty());
    again->setScopeKind(GuardScope::Project);
    QVERIFY(again->hasStoredPolicy());
    QCOMPARE(find<QLineEdit>(again.get(), QStringLiteral("guardBudgetLineEdit"))->text(), QStringLiteral("100.00"));
}

void TestGuardDialog::noProjectNoProjectScope()
{
    auto dialog = openDialog(m_yuanName, SandboxProvider::staticDescriptor());
    auto *scope = find<QComboBox>(dialog.get(), QStringLiteral("guardScopeComboBox"));
    QCOMPARE(scope->count(), 1);
    QVERIFY(!scope->isEnabled());
    dialog->setScopeKind(GuardScope::Project);
    QCOMPARE(dialog->scopeKind(), GuardScope::Instance);
}

void TestGuardDialog::stopNeedsStartStop()
{
    auto dialog = openDialog(m_name, SshHostProvider::staticDescriptor());
    auto *action = find<QComboBox>(dialog.get(), QStringLiteral("guardActionComboBox"));
    auto *model = qobject_cast<QStandardItemModel *>(action->model());
    QVERIFY(model);
    const int stop = action->findData(int(GuardAction::Stop));
    QVERIFY(!model->item(stop)->isEnabled());
    QVERIFY(model->item(action->findData(int(GuardAction::Destroy)))->isEnabled());
    // Why is said in the dialog, in the provider's words.
    QVERIFY(find<QLabel>(dialog.get(), QStringLiteral("guardActionHintLabel"))
                ->text()
                .contains(SshHostProvider::staticDescriptor().stopMeans));

    // Forced anyway (as a stored policy might be), saving refuses it.
    find<QLineEdit>(dialog.get(), QStringLiteral("guardBudgetLineEdit"))->setText(QStringLiteral("5"));
    action->setCurrentIndex(stop);
    QSignalSpy saved(dialog.get(), &GuardDialog::saved);
    dialog->accept();
    QCOMPARE(saved.count(), 0);
    QVERIFY(find<QLabel>(dialog.get(), QStringLiteral("guardStatusLabel"))->text().contains(QStringLiteral("stop")));

    // A project can hold instances of providers that can stop.
    dialog->setScopeKind(GuardScope::Project);
    QVERIFY(model->item(stop)->isEnabled());
}

void TestGuardDialog::removesGuard()
{
    GuardStore store(m_storage->database());
    GuardPolicy policy;
    policy.scope = m_name;
    policy.budget = Money::fromDecimalString(QStringLiteral("3"), QStringLiteral("USD"));
    QVERIFY(store.save(policy, T0));

    auto dialog = openDialog(m_name, SandboxProvider::staticDescriptor());
    QSignalSpy removed(dialog.get(), &GuardDialog::removed);
    auto *remove = find<QPushButton>(dialog.get(), QStringLiteral("guardRemovePushButton"));
    QVERIFY(remove->isEnabled());
    QTest::mouseClick(remove, Qt::LeftButton);
    QCOMPARE(removed.count(), 1);
    QCOMPARE(removed.at(0).at(0).value<GuardScope>(), GuardScope::Instance);
    QCOMPARE(removed.at(0).at(1).toString(), m_name);
    QVERIFY(!dialog->isVisible());
    QVERIFY(!store.policy(GuardScope::Instance, m_name)->has_value());
}

void TestGuardDialog::instancesViewOpensIt()
{
    const ProviderRegistry registry;
    InstanceManager manager(registry, m_storage.get());
    InstancesView view(&manager);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    auto *guard = find<QPushButton>(&view, QStringLiteral("guardPushButton"));
    QVERIFY(!guard->isEnabled()); // nothing selected

    Instance instance = sampleInstance(QStringLiteral("e5f6"), QStringLiteral("1.10"), QStringLiteral("USD"));
    manager.adopt(instance);
    QTRY_COMPARE(view.selectedInstanceName(), instance.name());
    QVERIFY(guard->isEnabled());
    QTest::mouseClick(guard, Qt::LeftButton);
    auto *dialog = view.findChild<GuardDialog *>(QStringLiteral("guardDialog"));
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QCOMPARE(dialog->instanceName(), instance.name());
    find<QLineEdit>(dialog, QStringLiteral("guardBudgetLineEdit"))->setText(QStringLiteral("8"));
    QTest::mouseClick(find<QPushButton>(dialog, QStringLiteral("guardSavePushButton")), Qt::LeftButton);
    QTRY_VERIFY(!view.findChild<GuardDialog *>()); // deleted on close
    QVERIFY(GuardStore(m_storage->database()).policy(GuardScope::Instance, instance.name())->has_value());
    QVERIFY(find<QLabel>(&view, QStringLiteral("instancesStatusLabel"))->text().contains(instance.name()));

    instance.state = InstanceState::Terminated;
    manager.adopt(instance);
    QTRY_VERIFY(!guard->isEnabled());
}

void TestGuardDialog::screenshots()
{
    {
        auto dialog = openDialog(m_name, SandboxProvider::staticDescriptor());
        fill(dialog.get());
        QVERIFY(QTest::qWaitForWindowExposed(dialog.get()));
        QTest::qWait(100);
        saveScreenshot(dialog.get(), QStringLiteral("guard-dialog.png"));
        // What a refused value looks like.
        find<QLineEdit>(dialog.get(), QStringLiteral("guardBudgetLineEdit"))->setText(QStringLiteral("-5"));
        dialog->accept();
        QTest::qWait(100);
        saveScreenshot(dialog.get(), QStringLiteral("guard-dialog-invalid.png"));
        auto ssh = openDialog(m_name, SshHostProvider::staticDescriptor());
        QVERIFY(QTest::qWaitForWindowExposed(ssh.get()));
        QTest::qWait(100);
        saveScreenshot(ssh.get(), QStringLiteral("guard-dialog-sshhost.png"));
    }
    if (!Translator::install(QLocale(QLocale::Chinese, QLocale::China), QStringLiteral(RD_QM_DIR))) {
        QSKIP("no zh_CN translation built");
    }
    {
        auto dialog = openDialog(m_name, SandboxProvider::staticDescriptor());
        fill(dialog.get());
        QVERIFY(QTest::qWaitForWindowExposed(dialog.get()));
        QTest::qWait(100);
        saveScreenshot(dialog.get(), QStringLiteral("guard-dialog-zh_CN.png"));
    }
    Translator::install(QLocale(QLocale::English, QLocale::UnitedStates), QStringLiteral(RD_QM_DIR));
}

QTEST_MAIN(TestGuardDialog)
#include "TestGuardDialog.moc"
