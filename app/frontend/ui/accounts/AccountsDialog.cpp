// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/accounts/AccountsDialog.h"

#include "provider/AccountStore.h"
#include "provider/ProviderRegistry.h"
#include "secrets/EnvironmentSecrets.h"
#include "secrets/FallbackSecretStore.h"
#include "secrets/SecretStore.h"
#include "services/InstanceManager.h"
#include "ui/accounts/CredentialTester.h"
#include "ui/dialogs/MessageBox.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace RentDeck {

namespace {
constexpr int IdRole = Qt::UserRole;
} // namespace

AccountsDialog::AccountsDialog(
    const ProviderRegistry &registry, SecretStore *secrets, InstanceManager *manager, QWidget *parent)
    : QDialog(parent)
    , m_registry(registry)
    , m_secrets(secrets)
    , m_manager(manager)
    , m_notice(new QLabel(this))
    , m_empty(new QLabel(tr("No accounts yet — the sandbox works without one; add a Vast.ai, RunPod, Lambda or "
                            "AutoDL key to see their offers."),
          this))
    , m_list(new QTreeWidget(this))
    , m_form(new QGroupBox(this))
    , m_key(new QLineEdit(m_form))
    , m_label(new QLineEdit(m_form))
    , m_save(new QPushButton(m_form))
    , m_test(new QPushButton(tr("&Test"), m_form))
    , m_remove(new QPushButton(tr("&Remove"), m_form))
    , m_busyBar(new QProgressBar(m_form))
    , m_result(new QLabel(m_form))
{
    setObjectName(QStringLiteral("accountsDialog"));
    setWindowTitle(tr("Accounts"));
    m_notice->setObjectName(QStringLiteral("sessionOnlyLabel"));
    m_notice->setWordWrap(true);
    m_empty->setObjectName(QStringLiteral("emptyStateLabel"));
    m_empty->setWordWrap(true);
    m_list->setObjectName(QStringLiteral("accountsTreeWidget"));
    m_list->setHeaderLabels({ tr("Provider"), tr("Key"), tr("Label") });
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->header()->setStretchLastSection(true);
    m_form->setObjectName(QStringLiteral("keyGroupBox"));
    m_key->setObjectName(QStringLiteral("apiKeyLineEdit"));
    m_key->setEchoMode(QLineEdit::Password);
    m_key->setPlaceholderText(tr("Paste the API key"));
    m_label->setObjectName(QStringLiteral("labelLineEdit"));
    m_label->setPlaceholderText(tr("Optional, e.g. work"));
    m_save->setObjectName(QStringLiteral("savePushButton"));
    m_test->setObjectName(QStringLiteral("testPushButton"));
    m_remove->setObjectName(QStringLiteral("removePushButton"));
    m_busyBar->setObjectName(QStringLiteral("testProgressBar"));
    m_busyBar->setRange(0, 0);
    m_busyBar->setMaximumWidth(100);
    m_busyBar->setTextVisible(false);
    m_busyBar->hide();
    m_result->setObjectName(QStringLiteral("accountResultLabel"));
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *fields = new QFormLayout;
    fields->addRow(tr("API &key:"), m_key);
    fields->addRow(tr("&Label:"), m_label);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_save);
    buttons->addWidget(m_test);
    buttons->addWidget(m_busyBar);
    buttons->addStretch(1);
    buttons->addWidget(m_remove);
    auto *formLayout = new QVBoxLayout(m_form);
    formLayout->addLayout(fields);
    formLayout->addLayout(buttons);
    formLayout->addWidget(m_result);

    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_notice);
    layout->addWidget(m_empty);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_form);
    layout->addWidget(close);

    connect(m_list, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        m_result->clear();
        m_key->clear();
        m_label->setText(item ? item->text(2) : QString());
        updateForm();
    });
    connect(m_key, &QLineEdit::textChanged, this, &AccountsDialog::updateForm);
    connect(m_save, &QPushButton::clicked, this, &AccountsDialog::save);
    connect(m_test, &QPushButton::clicked, this, &AccountsDialog::test);
    connect(m_remove, &QPushButton::clicked, this, &AccountsDialog::remove);
    if (auto *fallback = qobject_cast<FallbackSecretStore *>(secrets)) {
        connect(fallback, &FallbackSecretStore::fellBack, this, &AccountsDialog::updateNotice);
    }
    if (manager) {
        connect(manager, &InstanceManager::providersChanged, this, &AccountsDialog::refresh);
    }
    refresh();
    updateNotice();
    resize(640, 480);
}

AccountsDialog::~AccountsDialog()
{
    delete m_tester; // cancels a check still running
}

void AccountsDialog::done(int result)
{
    delete m_tester;
    QDialog::done(result);
}

QString AccountsDialog::currentId() const
{
    const QTreeWidgetItem *item = m_list->currentItem();
    return item ? item->data(0, IdRole).toString() : QString();
}

AccountsDialog::Source AccountsDialog::sourceOf(const QString &providerId) const
{
    if (EnvironmentSecrets::apiKey(providerId)) {
        return Source::Environment;
    }
    return AccountStore().contains(providerId) ? Source::Keychain : Source::None;
}

void AccountsDialog::refresh()
{
    const QString current = currentId();
    const QList<ProviderAccount> accounts = AccountStore().accounts();
    const QHash<QString, QString> errors = m_manager ? m_manager->accountErrors() : QHash<QString, QString>();
    // Rebuilt quietly: a reload finishing later must not wipe what the user typed or the last result.
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    bool any = false;
    for (const ProviderDescriptor &descriptor : m_registry.descriptors()) {
        if (descriptor.credentialFields.isEmpty()) {
            continue;
        }
        // One read of accounts.json for the whole list.
        const auto account = std::find_if(accounts.cbegin(), accounts.cend(),
            [&descriptor](const ProviderAccount &a) { return a.providerId == descriptor.id; });
        const QString label = account != accounts.cend() ? account->label : QString();
        const Source source = EnvironmentSecrets::apiKey(descriptor.id) ? Source::Environment
            : account != accounts.cend()                                ? Source::Keychain
                                                                        : Source::None;
        QString state;
        switch (source) {
        case Source::Environment:
            state = tr("from environment (%1)").arg(EnvironmentSecrets::variableName(descriptor.id));
            break;
        case Source::Keychain:
            state = m_secrets && m_secrets->isPersistent() ? tr("key in keychain") : tr("key kept for this session");
            if (errors.contains(descriptor.id)) {
                state = tr("key in keychain, but unreadable");
            }
            break;
        case Source::None:
            state = tr("not set up");
            break;
        }
        any = any || source != Source::None;
        auto *item = new QTreeWidgetItem(m_list, { descriptor.displayName, state, label });
        item->setData(0, IdRole, descriptor.id);
        item->setToolTip(1, errors.value(descriptor.id, state));
        if (descriptor.id == current || !m_list->currentItem()) {
            m_list->setCurrentItem(item);
        }
    }
    m_list->resizeColumnToContents(0);
    m_list->resizeColumnToContents(1);
    if (currentId() != current) {
        m_key->clear();
        m_label->setText(m_list->currentItem() ? m_list->currentItem()->text(2) : QString());
    }
    m_empty->setVisible(!any);
    updateForm();
}

void AccountsDialog::updateNotice()
{
    if (!m_secrets) {
        m_notice->setText(tr("No keychain is available, so keys cannot be stored. Set RENTDECK_<PROVIDER>_API_KEY "
                             "in the environment instead."));
    } else if (!m_secrets->isPersistent()) {
        m_notice->setText(tr("No system keychain (Secret Service) is available: keys added here are kept for this "
                             "session only. To keep a key across restarts, set RENTDECK_<PROVIDER>_API_KEY."));
    }
    m_notice->setVisible(!m_secrets || !m_secrets->isPersistent());
    refresh();
}

void AccountsDialog::updateForm()
{
    const QString id = currentId();
    const ProviderFactory *factory = id.isEmpty() ? nullptr : m_registry.factory(id);
    m_form->setEnabled(factory != nullptr);
    if (!factory) {
        m_form->setTitle(tr("Key"));
        return;
    }
    const Source source = sourceOf(id);
    const bool stored = AccountStore().contains(id);
    m_form->setTitle(tr("%1 key").arg(factory->descriptor().displayName));
    m_save->setText(stored ? tr("&Change") : tr("&Add"));
    m_save->setEnabled(!m_busy && m_secrets && !m_key->text().trimmed().isEmpty());
    m_test->setEnabled(!m_busy && (!m_key->text().trimmed().isEmpty() || source != Source::None));
    m_test->setToolTip(m_key->text().trimmed().isEmpty() && source == Source::None
            ? tr("Type a key to test it.")
            : tr("Asks %1 whether it accepts the key.").arg(factory->descriptor().displayName));
    m_remove->setEnabled(!m_busy && stored);
}

void AccountsDialog::setBusy(bool busy)
{
    m_busy = busy;
    m_busyBar->setVisible(busy);
    m_list->setEnabled(!busy);
    updateForm();
}

void AccountsDialog::showResult(bool ok, const QString &text)
{
    m_result->setText(ok ? tr("✓ %1").arg(text) : tr("✗ %1").arg(text));
}

void AccountsDialog::accountsChanged()
{
    if (m_manager) {
        m_manager->reloadAccounts(); // emits providersChanged(), which refreshes this list
    }
    refresh();
}

void AccountsDialog::save()
{
    const QString id = currentId();
    const QString key = m_key->text().trimmed();
    if (id.isEmpty() || key.isEmpty() || !m_secrets || m_busy) {
        return;
    }
    setBusy(true);
    m_result->setText(tr("Saving…"));
    SecretJob *job = m_secrets->writeSecret(SecretStore::apiKeyKey(id), key);
    connect(job, &SecretJob::finished, this, [this, job, id, label = m_label->text().trimmed()] {
        setBusy(false);
        if (!job->isOk()) {
            showResult(false, tr("The key could not be saved in the keychain: %1").arg(job->error().message));
            return;
        }
        const Status added = AccountStore().add({ id, label, QDateTime::currentDateTimeUtc() });
        if (!added) {
            showResult(false, added.error().message);
            return;
        }
        m_key->clear();
        accountsChanged();
        if (EnvironmentSecrets::apiKey(id)) {
            showResult(true,
                tr("Saved. %1 is set and is used instead while it is.").arg(EnvironmentSecrets::variableName(id)));
        } else {
            showResult(true, tr("Saved. Offers are being fetched with the new key."));
        }
    });
}

void AccountsDialog::remove()
{
    const QString id = currentId();
    if (id.isEmpty() || m_busy) {
        return;
    }
    const QString name = m_list->currentItem()->text(0);
    MessageBox::question(this, tr("Remove account"),
        tr("Remove the %1 key from the keychain and the account from RentDeck? Running instances keep running "
           "and keep costing; RentDeck can no longer see them.")
            .arg(name),
        this, [this, id](QMessageBox::StandardButton answer) {
            if (answer == QMessageBox::Yes) {
                removeConfirmed(id);
            }
        });
}

void AccountsDialog::removeConfirmed(const QString &providerId)
{
    if (!m_secrets) {
        return;
    }
    setBusy(true);
    SecretJob *job = m_secrets->removeSecret(SecretStore::apiKeyKey(providerId));
    connect(job, &SecretJob::finished, this, [this, job, providerId] {
        setBusy(false);
        if (!job->isOk()) {
            showResult(false, tr("The key could not be removed from the keychain: %1").arg(job->error().message));
            return;
        }
        const Status removed = AccountStore().remove(providerId);
        if (!removed) {
            showResult(false, removed.error().message);
            return;
        }
        accountsChanged();
        showResult(true, tr("Removed."));
    });
}

void AccountsDialog::test()
{
    const QString id = currentId();
    if (id.isEmpty() || m_busy) {
        return;
    }
    // The typed key first (test before saving), else the one in use: environment, then keychain.
    const QString typed = m_key->text().trimmed();
    if (!typed.isEmpty()) {
        startTest(id, typed);
    } else if (const auto fromEnvironment = EnvironmentSecrets::apiKey(id)) {
        startTest(id, *fromEnvironment);
    } else if (m_secrets && AccountStore().contains(id)) {
        setBusy(true);
        SecretJob *job = m_secrets->readSecret(SecretStore::apiKeyKey(id));
        connect(job, &SecretJob::finished, this, [this, job, id] {
            setBusy(false);
            if (!job->isOk() || job->value().trimmed().isEmpty()) {
                showResult(false,
                    tr("The stored key could not be read: %1")
                        .arg(job->isOk() ? tr("it is empty") : job->error().message));
                return;
            }
            startTest(id, job->value().trimmed());
        });
    }
}

void AccountsDialog::startTest(const QString &providerId, const QString &key)
{
    const ProviderFactory *factory = m_registry.factory(providerId);
    if (!factory) {
        return;
    }
    // The same context the app would give the provider, so a test against a mock server (RENTDECK_<ID>_API_BASE)
    // works too.
    ProviderContext context
        = InstanceManager::contextFor(providerId, key, m_manager ? m_manager->network() : nullptr, m_secrets);
    delete m_tester;
    m_tester = new CredentialTester(*factory, std::move(context), this);
    setBusy(true);
    m_result->setText(tr("Asking %1…").arg(factory->descriptor().displayName));
    const QString name = factory->descriptor().displayName;
    connect(m_tester, &CredentialTester::finished, this, [this, name](bool ok, const QString &message) {
        m_tester->deleteLater();
        setBusy(false);
        showResult(ok, ok ? tr("%1 accepted the key.").arg(name) : message);
    });
    m_tester->start();
}

} // namespace RentDeck
