// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QPointer>

class QGroupBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTreeWidget;

namespace RentDeck {

class CredentialTester;
class InstanceManager;
class ProviderRegistry;
class SecretStore;

/**
 * Settings › Accounts: every provider kind that needs a key, with where its key comes from (the environment,
 * the keychain, or nowhere). Add/Change writes the key to \a secrets (SecretStore::apiKeyKey(providerId)) and
 * the account (provider id and label, never the key) to AccountStore; Remove deletes both; Test checks a key
 * with the provider itself without blocking, and closing the dialog cancels it. Each change makes \a manager
 * reload its accounts. Open it with open(). \a secrets and \a manager must outlive the dialog; either may be
 * null (no store: nothing can be saved; no manager: nothing is reloaded and tests run without a network).
 */
class AccountsDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AccountsDialog)
public:
    AccountsDialog(
        const ProviderRegistry &registry, SecretStore *secrets, InstanceManager *manager, QWidget *parent = nullptr);
    ~AccountsDialog() override;

    /** Cancels a running test before closing. */
    void done(int result) override;

private:
    enum class Source
    {
        None,
        Environment,
        Keychain
    };

    void refresh();
    void updateForm();
    void updateNotice();
    QString currentId() const;
    Source sourceOf(const QString &providerId) const;
    void save();
    void remove();
    void removeConfirmed(const QString &providerId);
    void test();
    void startTest(const QString &providerId, const QString &key);
    void accountsChanged();
    void setBusy(bool busy);
    void showResult(bool ok, const QString &text);

    const ProviderRegistry &m_registry;
    QPointer<SecretStore> m_secrets;
    QPointer<InstanceManager> m_manager;
    QLabel *m_notice;
    QLabel *m_empty;
    QTreeWidget *m_list;
    QGroupBox *m_form;
    QLineEdit *m_key;
    QLineEdit *m_label;
    QPushButton *m_save;
    QPushButton *m_test;
    QPushButton *m_remove;
    QProgressBar *m_busyBar;
    QLabel *m_result;
    QPointer<CredentialTester> m_tester;
    bool m_busy = false;
};

} // namespace RentDeck
