// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Instance.h"
#include "core/Result.h"
#include "provider/Provider.h"
#include "sshhost/SshHostSpec.h"

#include <QDialog>
#include <QPointer>

class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QSpinBox;

namespace RentDeck {

class SshHostProvider;

/**
 * "Add SSH host": the user pastes what the provider shows (parsed live: host, port and user, or why not),
 * optionally a password and a key file, and what the machine costs. OK runs SshHostProvider::addHost
 * asynchronously (a busy bar; Cancel aborts the check and keeps the dialog open); errors stay in the dialog,
 * success emits hostAdded() and closes it. Show it with open(). \a provider must outlive the dialog.
 * Provider "AutoDL" (typed, or filled in for an AutoDL SSH proxy) is a preset: CNY, per hour, AutoDL's billing facts,
 * and a price that can be picked from AutoDL's typical price list (AutoDlPriceList) instead of typed.
 */
class AddSshHostDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AddSshHostDialog)
public:
    explicit AddSshHostDialog(SshHostProvider *provider, QWidget *parent = nullptr);
    ~AddSshHostDialog() override;

    /** What the form says now; fails with the parser's message when the pasted text names no host. */
    [[nodiscard]] Result<SshHostSpec> spec() const;
    /** The added host ("sshhost:N"); valid after hostAdded(). */
    const Instance &instance() const { return m_instance; }
    bool isBusy() const { return !m_job.isNull(); }

signals:
    /** The login worked and the host is stored; the dialog closes right after. */
    void hostAdded(const RentDeck::Instance &instance);

public slots:
    /** Starts the login check; the dialog closes only when it succeeds. */
    void accept() override;
    /** While checking: aborts the check. Otherwise closes. */
    void reject() override;

private:
    void onCommandChanged();
    void chooseIdentityFile();
    void onProviderNameChanged();
    void applyListPrice();
    void setBusy(bool busy);
    void showStatus(const QString &text, bool isError);

    SshHostProvider *m_provider;
    QPointer<InstanceJob> m_job;
    Instance m_instance;
    QString m_autoIdentityFile; // what the paste filled in, so a typed path is never overwritten
    QPlainTextEdit *m_command;
    QLabel *m_parsed;
    QLineEdit *m_password;
    QLineEdit *m_identityFile;
    QDoubleSpinBox *m_price;
    QComboBox *m_currency;
    QComboBox *m_billing;
    QLineEdit *m_label;
    QLineEdit *m_providerName;
    QLabel *m_autodlFacts;
    QComboBox *m_listPrice; // AutoDL preset: "type a price" or a GPU model of the list
    QSpinBox *m_listGpus;
    QList<QWidget *> m_autodlRows; // shown only for the AutoDL preset
    bool m_autodlPreset = false;
    QProgressBar *m_busy;
    QLabel *m_status;
    QDialogButtonBox *m_buttons;
};

} // namespace RentDeck
