// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LocalSshd.h"
#include "TempHome.h"
#include "autodl/AutoDlProvider.h"
#include "secrets/MemorySecretStore.h"
#include "sshhost/SshHostProvider.h"
#include "ui/dialogs/AddSshHostDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

using namespace RentDeck;

class TestAddSshHostDialog : public QObject
{
    Q_OBJECT

private slots:
    void parsesLiveAndFillsAutoDl();
    void autodlPresetPicksListPrice();
    void addsAHostAndCloses();
};

void TestAddSshHostDialog::parsesLiveAndFillsAutoDl()
{
    TempHome home;
    MemorySecretStore secrets;
    ProviderContext context;
    context.secrets = &secrets;
    SshHostProvider provider(context);
    AddSshHostDialog dialog(&provider, HostPresets({ AutoDlProvider::hostPreset() }));
    auto *command = dialog.findChild<QPlainTextEdit *>(QStringLiteral("sshCommandPlainTextEdit"));
    auto *parsed = dialog.findChild<QLabel *>(QStringLiteral("parsedLabel"));
    QVERIFY(command && parsed);
    QCOMPARE(dialog.findChild<QLineEdit *>(QStringLiteral("passwordLineEdit"))->echoMode(), QLineEdit::Password);

    command->setPlainText(QStringLiteral("xyz"));
    QVERIFY2(parsed->text().startsWith(QLatin1String("Could not find a host")), qPrintable(parsed->text()));
    QVERIFY(!dialog.spec().isOk());

    command->setPlainText(QStringLiteral("ssh -p 12345 root@region-1.autodl.com -i ~/.ssh/k"));
    QCOMPARE(parsed->text(), QStringLiteral("Host region-1.autodl.com, port 12345, user root"));
    QCOMPARE(dialog.findChild<QLineEdit *>(QStringLiteral("providerNameLineEdit"))->text(), QStringLiteral("AutoDL"));
    QCOMPARE(dialog.findChild<QComboBox *>(QStringLiteral("currencyComboBox"))->currentText(), QStringLiteral("CNY"));
    const Result<SshHostSpec> spec = dialog.spec();
    QVERIFY(spec.isOk());
    QCOMPARE(spec->port, 12345);
    QVERIFY(spec->identityFile.endsWith(QLatin1String("/.ssh/k")));
    QCOMPARE(spec->granularity, BillingGranularity::Hour);

    // A picture of the filled-in dialog for people reviewing the UI.
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const QString shots = qEnvironmentVariable("RD_TEST_SCREENSHOTS", home.path());
    QDir().mkpath(shots);
    QVERIFY(dialog.grab().save(shots + QStringLiteral("/add-ssh-host.png")));
}

void TestAddSshHostDialog::autodlPresetPicksListPrice()
{
    TempHome home;
    MemorySecretStore secrets;
    ProviderContext context;
    context.secrets = &secrets;
    SshHostProvider provider(context);
    AddSshHostDialog dialog(&provider, HostPresets({ AutoDlProvider::hostPreset() }));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *facts = dialog.findChild<QLabel *>(QStringLiteral("billingFactsLabel"));
    auto *list = dialog.findChild<QComboBox *>(QStringLiteral("listPriceComboBox"));
    auto *gpus = dialog.findChild<QSpinBox *>(QStringLiteral("listGpuCountSpinBox"));
    auto *currency = dialog.findChild<QComboBox *>(QStringLiteral("currencyComboBox"));
    QVERIFY(facts && list && gpus && currency);
    QVERIFY(!facts->isVisible() && !list->isVisible()); // not an AutoDL machine yet
    QCOMPARE(currency->currentText(), QStringLiteral("USD"));

    dialog.findChild<QLineEdit *>(QStringLiteral("providerNameLineEdit"))->setText(QStringLiteral("autodl"));
    QVERIFY(facts->isVisible() && list->isVisible());
    QVERIFY(facts->text().contains(QStringLiteral("15 days")));
    QCOMPARE(currency->currentText(), QStringLiteral("CNY"));
    QCOMPARE(dialog.findChild<QComboBox *>(QStringLiteral("billingComboBox"))->currentData().toInt(),
        int(BillingGranularity::Hour));

    list->setCurrentIndex(list->findData(QStringLiteral("RTX 4090")));
    gpus->setValue(2);
    dialog.findChild<QPlainTextEdit *>(QStringLiteral("sshCommandPlainTextEdit"))
        ->setPlainText(QStringLiteral("ssh -p 2222 root@connect.example.com"));
    const Result<SshHostSpec> spec = dialog.spec();
    QVERIFY(spec.isOk());
    QCOMPARE(spec->pricePerHour, Money(4'000'000, QStringLiteral("CNY"))); // typical 2.0 per GPU × 2
    QCOMPARE(spec->providerName, QStringLiteral("autodl"));

    // The price can still be typed.
    list->setCurrentIndex(0);
    dialog.findChild<QDoubleSpinBox *>(QStringLiteral("priceDoubleSpinBox"))->setValue(1.75);
    QCOMPARE(dialog.spec()->pricePerHour, Money(1'750'000, QStringLiteral("CNY")));
}

void TestAddSshHostDialog::addsAHostAndCloses()
{
    QString why;
    if (!LocalSshd::isAvailable(&why)) {
        QSKIP(qPrintable(why));
    }
    TempHome home;
    LocalSshd sshd;
    QVERIFY2(sshd.start(), qPrintable(sshd.errorString()));
    MemorySecretStore secrets;
    ProviderContext context;
    context.secrets = &secrets;
    SshHostProvider provider(context);
    AddSshHostDialog dialog(&provider, HostPresets({ AutoDlProvider::hostPreset() }));
    dialog.open();
    auto *command = dialog.findChild<QPlainTextEdit *>(QStringLiteral("sshCommandPlainTextEdit"));
    auto *status = dialog.findChild<QLabel *>(QStringLiteral("statusLabel"));
    auto *add = dialog.findChild<QPushButton *>(QStringLiteral("addHostPushButton"));

    // A closed port: the error stays in the dialog, which stays open.
    command->setPlainText(QStringLiteral("ssh -p 1 root@127.0.0.1"));
    add->click();
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.isBusy(), 20000);
    QVERIFY(dialog.isVisible());
    QVERIFY2(status->text().contains(QLatin1String("refused")), qPrintable(status->text()));

    command->setPlainText(
        QStringLiteral("ssh -p %1 %2@127.0.0.1 -i %3").arg(sshd.port()).arg(sshd.user(), sshd.clientKeyFile()));
    QSignalSpy added(&dialog, &AddSshHostDialog::hostAdded);
    add->click();
    QVERIFY(dialog.isBusy());
    QTRY_COMPARE_WITH_TIMEOUT(added.count(), 1, 20000);
    QCOMPARE(dialog.instance().name(), QStringLiteral("sshhost:1"));
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QVERIFY(!dialog.isVisible());
}

QTEST_MAIN(TestAddSshHostDialog)
#include "TestAddSshHostDialog.moc"
