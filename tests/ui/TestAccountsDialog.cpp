// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "TempHome.h"
#include "provider/AccountStore.h"
#include "provider/ProviderRegistry.h"
#include "secrets/MemorySecretStore.h"
#include "services/InstanceManager.h"
#include "settings/Settings.h"
#include "ui/accounts/AccountsDialog.h"
#include "ui/dialogs/MessageBox.h"
#include "ui/mainwindow/Translator.h"

#include <QDirIterator>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

using namespace RentDeck;

namespace {

const QString GoodKey = QStringLiteral("kc-live-7f3a9c2e5b1d4e8f");
const QString Rejected = QStringLiteral("API key rejected by Key Cloud: check it in Settings › Accounts.");

int s_aborted = 0; // verify jobs cancelled by closing the dialog
int s_created = 0;

/** Accepts GoodKey only; verifyCredentials() answers after \a delayMs, like a provider over the network. */
class KeyProvider final : public Provider
{
public:
    KeyProvider(ProviderDescriptor descriptor, QString key, int delayMs)
        : m_descriptor(std::move(descriptor))
        , m_key(std::move(key))
        , m_delayMs(delayMs)
    {
    }
    ProviderDescriptor descriptor() const override { return m_descriptor; }
    StatusJob *verifyCredentials() override
    {
        auto *job = new VerifyJob(this);
        QTimer::singleShot(m_delayMs, job,
            [job, ok = m_key == GoodKey] { job->finishWith(ok ? Error() : Error::make(Error::Code::Auth, Rejected)); });
        return job;
    }
    OfferListJob *listOffers(const OfferQuery &) override
    {
        auto *job = new OfferListJob(this);
        job->finishWithValue({});
        return job;
    }
    InstanceListJob *listInstances() override
    {
        auto *job = new InstanceListJob(this);
        job->finishWithValue({});
        return job;
    }
    InstanceJob *createInstance(const InstanceSpec &) override
    {
        auto *job = new InstanceJob(this);
        job->finishWithError(Error::make(Error::Code::Unsupported, QStringLiteral("not in this test")));
        return job;
    }
    StatusJob *setPowerState(const QString &, PowerState) override { return verifyCredentials(); }
    StatusJob *destroyInstance(const QString &) override { return verifyCredentials(); }

private:
    class VerifyJob final : public StatusJob
    {
    public:
        using StatusJob::StatusJob;
        void cancel() override
        {
            ++s_aborted;
            StatusJob::cancel();
        }
    };
    ProviderDescriptor m_descriptor;
    QString m_key;
    int m_delayMs;
};

class KeyFactory final : public ProviderFactory
{
public:
    KeyFactory(QString id, QString name, bool needsKey)
    {
        m_descriptor.id = std::move(id);
        m_descriptor.displayName = std::move(name);
        m_descriptor.interfaceVersion = Provider::InterfaceVersion;
        m_descriptor.capabilities = ProviderCapability::ListOffers;
        if (needsKey) {
            m_descriptor.credentialFields = { { QStringLiteral("apiKey"), QStringLiteral("API key"), true } };
        }
    }
    ProviderDescriptor descriptor() const override { return m_descriptor; }
    std::unique_ptr<Provider> create(const ProviderContext &context) const override
    {
        ++s_created;
        return std::make_unique<KeyProvider>(m_descriptor, context.apiKey, delayMs);
    }
    static inline int delayMs = 50;

private:
    ProviderDescriptor m_descriptor;
};

} // namespace

class TestAccountsDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void listsProvidersThatNeedKeys();
    void addStoresKeyOnlyInSecretStore();
    void testButtonShowsTheProvidersAnswer();
    void closingCancelsTheTest();
    void removeDeletesKeyAndAccount();
    void environmentKeyIsShown();
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
    std::unique_ptr<AccountsDialog> openDialog();
    static void select(AccountsDialog *dialog, const QString &providerId);
    static QString state(AccountsDialog *dialog, const QString &providerId);
    QString storedSecret(const QString &providerId);
    QStringList filesContaining(const QString &text) const;
    void saveScreenshot(QWidget *widget, const QString &name) const;

    std::unique_ptr<TempHome> m_home;
    ProviderRegistry m_registry;
    MemorySecretStore m_secrets;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<InstanceManager> m_manager;
};

void TestAccountsDialog::initTestCase()
{
    m_home = std::make_unique<TempHome>();
    QVERIFY(m_home->isValid());
    qunsetenv("RENTDECK_KEYCLOUD_API_KEY");
    qunsetenv("RENTDECK_OTHERCLOUD_API_KEY");
    Translator::install(QLocale(QLocale::English, QLocale::UnitedStates), QStringLiteral(RD_QM_DIR));
    QVERIFY(
        m_registry.add(std::make_unique<KeyFactory>(QStringLiteral("free"), QStringLiteral("Free Sandbox"), false)));
    QVERIFY(
        m_registry.add(std::make_unique<KeyFactory>(QStringLiteral("keycloud"), QStringLiteral("Key Cloud"), true)));
    QVERIFY(m_registry.add(
        std::make_unique<KeyFactory>(QStringLiteral("othercloud"), QStringLiteral("Other Cloud"), true)));
    // A settings file in the same home, as the app has: the key must not reach it either.
    m_settings = Settings::createForTesting(m_home->path() + QStringLiteral("/settings.ini"));
    m_settings->setValue(Settings::Key::DisplayCurrency, QStringLiteral("CNY"));
    m_manager = std::make_unique<InstanceManager>(m_registry, nullptr, &m_secrets);
}

std::unique_ptr<AccountsDialog> TestAccountsDialog::openDialog()
{
    auto dialog = std::make_unique<AccountsDialog>(m_registry, &m_secrets, m_manager.get());
    dialog->open();
    return dialog;
}

void TestAccountsDialog::select(AccountsDialog *dialog, const QString &providerId)
{
    auto *list = find<QTreeWidget>(dialog, QStringLiteral("accountsTreeWidget"));
    for (int row = 0; row < list->topLevelItemCount(); ++row) {
        if (list->topLevelItem(row)->data(0, Qt::UserRole).toString() == providerId) {
            list->setCurrentItem(list->topLevelItem(row));
        }
    }
}

QString TestAccountsDialog::state(AccountsDialog *dialog, const QString &providerId)
{
    auto *list = find<QTreeWidget>(dialog, QStringLiteral("accountsTreeWidget"));
    for (int row = 0; row < list->topLevelItemCount(); ++row) {
        if (list->topLevelItem(row)->data(0, Qt::UserRole).toString() == providerId) {
            return list->topLevelItem(row)->text(1);
        }
    }
    return QStringLiteral("(not listed)");
}

QString TestAccountsDialog::storedSecret(const QString &providerId)
{
    SecretJob *job = m_secrets.readSecret(SecretStore::apiKeyKey(providerId));
    QSignalSpy done(job, &SecretJob::finished);
    if (!done.wait(2000)) {
        return QStringLiteral("(no answer)");
    }
    return job->isOk() ? job->value() : QString();
}

QStringList TestAccountsDialog::filesContaining(const QString &text) const
{
    m_settings->sync();
    QStringList found;
    QDirIterator it(m_home->path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile file(it.next());
        if (file.open(QIODevice::ReadOnly) && file.readAll().contains(text.toUtf8())) {
            found.append(file.fileName());
        }
    }
    return found;
}

void TestAccountsDialog::saveScreenshot(QWidget *widget, const QString &name) const
{
    const QString dir = qEnvironmentVariableIsSet("RD_TEST_SCREENSHOTS") ? qEnvironmentVariable("RD_TEST_SCREENSHOTS")
                                                                         : m_home->path();
    const QString path = dir + QLatin1Char('/') + name;
    QVERIFY2(widget->grab().save(path), qPrintable(path));
    qInfo("screenshot: %s", qPrintable(path));
}

void TestAccountsDialog::listsProvidersThatNeedKeys()
{
    auto dialog = openDialog();
    auto *list = find<QTreeWidget>(dialog.get(), QStringLiteral("accountsTreeWidget"));
    QCOMPARE(list->topLevelItemCount(), 2); // not the one that works without a key
    QCOMPARE(state(dialog.get(), QStringLiteral("keycloud")), QStringLiteral("not set up"));
    QCOMPARE(state(dialog.get(), QStringLiteral("free")), QStringLiteral("(not listed)"));
    QVERIFY(find<QLabel>(dialog.get(), QStringLiteral("emptyStateLabel"))->isVisible());
    QCOMPARE(find<QLabel>(dialog.get(), QStringLiteral("emptyStateLabel"))->text(),
        QStringLiteral("No accounts yet — the sandbox works without one; add a Vast.ai, RunPod, Lambda or AutoDL key "
                       "to see their offers."));
    // MemorySecretStore forgets on exit: the dialog must say so.
    auto *notice = find<QLabel>(dialog.get(), QStringLiteral("sessionOnlyLabel"));
    QVERIFY(notice->isVisible());
    QVERIFY2(notice->text().contains(QLatin1String("this session only")), qPrintable(notice->text()));
    QCOMPARE(find<QLineEdit>(dialog.get(), QStringLiteral("apiKeyLineEdit"))->echoMode(), QLineEdit::Password);
    QVERIFY(!find<QPushButton>(dialog.get(), QStringLiteral("savePushButton"))->isEnabled()); // nothing typed
    QVERIFY(!find<QPushButton>(dialog.get(), QStringLiteral("removePushButton"))->isEnabled());
}

void TestAccountsDialog::addStoresKeyOnlyInSecretStore()
{
    auto dialog = openDialog();
    select(dialog.get(), QStringLiteral("keycloud"));
    auto *save = find<QPushButton>(dialog.get(), QStringLiteral("savePushButton"));
    QCOMPARE(save->text(), QStringLiteral("&Add"));
    find<QLineEdit>(dialog.get(), QStringLiteral("apiKeyLineEdit"))->setText(GoodKey);
    find<QLineEdit>(dialog.get(), QStringLiteral("labelLineEdit"))->setText(QStringLiteral("work"));
    QSignalSpy providers(m_manager.get(), &InstanceManager::providersChanged);
    QVERIFY(save->isEnabled());
    save->click();
    QTRY_VERIFY(AccountStore().contains(QStringLiteral("keycloud")));
    QCOMPARE(AccountStore().accounts().first().label, QStringLiteral("work"));
    QCOMPARE(storedSecret(QStringLiteral("keycloud")), GoodKey);
    // The manager reloaded its accounts and now has the provider, made with the stored key.
    QTRY_VERIFY(m_manager->provider(QStringLiteral("keycloud")) != nullptr);
    QVERIFY(!providers.isEmpty());
    QCOMPARE(state(dialog.get(), QStringLiteral("keycloud")), QStringLiteral("key kept for this session"));
    QVERIFY(!find<QLabel>(dialog.get(), QStringLiteral("emptyStateLabel"))->isVisible());
    QVERIFY(find<QLineEdit>(dialog.get(), QStringLiteral("apiKeyLineEdit"))->text().isEmpty());
    QCOMPARE(save->text(), QStringLiteral("&Change"));
    QVERIFY(find<QPushButton>(dialog.get(), QStringLiteral("removePushButton"))->isEnabled());
    const QString result = find<QLabel>(dialog.get(), QStringLiteral("accountResultLabel"))->text();
    QVERIFY2(result.startsWith(QStringLiteral("✓ Saved")), qPrintable(result));
    // Not in accounts.json, not in settings.ini, nowhere under the data folder.
    QVERIFY(QFile::exists(AccountStore::defaultFile()));
    QVERIFY(QFile::exists(m_settings->fileName()));
    QCOMPARE(filesContaining(GoodKey), QStringList());
}

void TestAccountsDialog::testButtonShowsTheProvidersAnswer()
{
    auto dialog = openDialog();
    select(dialog.get(), QStringLiteral("othercloud"));
    auto *test = find<QPushButton>(dialog.get(), QStringLiteral("testPushButton"));
    auto *busy = find<QProgressBar>(dialog.get(), QStringLiteral("testProgressBar"));
    auto *result = find<QLabel>(dialog.get(), QStringLiteral("accountResultLabel"));
    QVERIFY(!test->isEnabled()); // no key typed, none stored
    find<QLineEdit>(dialog.get(), QStringLiteral("apiKeyLineEdit"))->setText(QStringLiteral("kc-wrong"));
    QVERIFY(test->isEnabled());
    test->click();
    QVERIFY(busy->isVisible());
    QVERIFY(!test->isEnabled()); // one check at a time
    QTRY_VERIFY(!busy->isVisible());
    QCOMPARE(result->text(), QStringLiteral("✗ ") + Rejected);
    // A failed test stores nothing.
    QVERIFY(!AccountStore().contains(QStringLiteral("othercloud")));

    find<QLineEdit>(dialog.get(), QStringLiteral("apiKeyLineEdit"))->setText(GoodKey);
    test->click();
    QTRY_COMPARE(result->text(), QStringLiteral("✓ Other Cloud accepted the key."));

    // With nothing typed, Test uses the key in use: keycloud's, read from the secret store.
    select(dialog.get(), QStringLiteral("keycloud"));
    QVERIFY(test->isEnabled());
    test->click();
    QTRY_COMPARE(result->text(), QStringLiteral("✓ Key Cloud accepted the key."));
}

void TestAccountsDialog::closingCancelsTheTest()
{
    KeyFactory::delayMs = 60 * 1000;
    const int abortedBefore = s_aborted;
    {
        auto dialog = openDialog();
        select(dialog.get(), QStringLiteral("othercloud"));
        find<QLineEdit>(dialog.get(), QStringLiteral("apiKeyLineEdit"))->setText(GoodKey);
        find<QPushButton>(dialog.get(), QStringLiteral("testPushButton"))->click();
        QVERIFY(find<QProgressBar>(dialog.get(), QStringLiteral("testProgressBar"))->isVisible());
        QTest::qWait(50); // the GUI thread keeps running while the provider is asked
        dialog->reject();
        QCOMPARE(s_aborted, abortedBefore + 1);
    }
    QTest::qWait(50); // nothing left behind fires into a dead dialog
    KeyFactory::delayMs = 50;
}

void TestAccountsDialog::removeDeletesKeyAndAccount()
{
    QVERIFY(AccountStore().contains(QStringLiteral("keycloud")));
    auto dialog = openDialog();
    select(dialog.get(), QStringLiteral("keycloud"));
    MessageBox::setNextAnswer(QMessageBox::Yes);
    find<QPushButton>(dialog.get(), QStringLiteral("removePushButton"))->click();
    QTRY_VERIFY(!AccountStore().contains(QStringLiteral("keycloud")));
    QVERIFY(MessageBox::lastText().contains(QLatin1String("Key Cloud")));
    QCOMPARE(storedSecret(QStringLiteral("keycloud")), QString());
    QTRY_VERIFY(m_manager->provider(QStringLiteral("keycloud")) == nullptr);
    QCOMPARE(state(dialog.get(), QStringLiteral("keycloud")), QStringLiteral("not set up"));
    QVERIFY(find<QLabel>(dialog.get(), QStringLiteral("emptyStateLabel"))->isVisible());
    QCOMPARE(filesContaining(GoodKey), QStringList());
}

void TestAccountsDialog::environmentKeyIsShown()
{
    qputenv("RENTDECK_OTHERCLOUD_API_KEY", "env-key-not-shown");
    auto dialog = openDialog();
    QCOMPARE(state(dialog.get(), QStringLiteral("othercloud")),
        QStringLiteral("from environment (RENTDECK_OTHERCLOUD_API_KEY)"));
    QVERIFY(!find<QLabel>(dialog.get(), QStringLiteral("emptyStateLabel"))->isVisible());
    select(dialog.get(), QStringLiteral("othercloud"));
    // The environment key is tested as it is (and rejected here), never shown.
    find<QPushButton>(dialog.get(), QStringLiteral("testPushButton"))->click();
    auto *result = find<QLabel>(dialog.get(), QStringLiteral("accountResultLabel"));
    QTRY_COMPARE(result->text(), QStringLiteral("✗ ") + Rejected);
    QVERIFY(!find<QLineEdit>(dialog.get(), QStringLiteral("apiKeyLineEdit"))->text().contains(QLatin1String("env")));
    qunsetenv("RENTDECK_OTHERCLOUD_API_KEY");
}

void TestAccountsDialog::screenshots()
{
    auto shoot = [this](const QString &suffix) {
        auto dialog = openDialog();
        select(dialog.get(), QStringLiteral("keycloud"));
        find<QLineEdit>(dialog.get(), QStringLiteral("apiKeyLineEdit"))->setText(QStringLiteral("kc-wrong"));
        find<QPushButton>(dialog.get(), QStringLiteral("testPushButton"))->click();
        auto *result = find<QLabel>(dialog.get(), QStringLiteral("accountResultLabel"));
        QVERIFY(QTest::qWaitFor([result] { return result->text().startsWith(QStringLiteral("✗")); }, 3000));
        QVERIFY(QTest::qWaitForWindowExposed(dialog.get()));
        saveScreenshot(dialog.get(), QStringLiteral("accounts-dialog%1.png").arg(suffix));
    };
    shoot(QString());
    if (!Translator::install(QLocale(QLocale::Chinese, QLocale::China), QStringLiteral(RD_QM_DIR))) {
        QSKIP("no zh_CN translation built");
    }
    shoot(QStringLiteral("-zh_CN"));
    Translator::install(QLocale(QLocale::English, QLocale::UnitedStates), QStringLiteral(RD_QM_DIR));
}

QTEST_MAIN(TestAccountsDialog)
#include "TestAccountsDialog.moc"
