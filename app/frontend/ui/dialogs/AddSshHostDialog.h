// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Instance.h"
#include "core/Result.h"
#include "provider/HostPresets.h"
#include "provider/Provider.h"
#include "provider/SshHostSpec.h"

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

class Provider;

/**
 * "Add SSH host": the user pastes what the provider shows (parsed live: host, port and user, or why not),
 * optionally a password and a key file, and what the machine costs. OK runs SshHostProvider::addHost
 * asynchronously (a busy bar; Cancel aborts the check and keeps the dialog open); errors stay in the dialog,
 * success emits hostAdded() and closes it. Show it with open(). \a provider (one with ProviderCapability::AddHost)
 * must outlive the dialog. A provider name that one of \a presets describes (typed, or filled in when the host is
 * that provider's SSH proxy: HostPresets::choose, as the CLI does) sets its currency and billing, shows its billing
 * facts, and lets the price be picked from its typical price list instead of typed.
 */
class AddSshHostDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AddSshHostDialog)
public:
    AddSshHostDialog(Provider *provider, HostPresets presets, QWidget *parent = nullptr);
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

    Provider *m_provider;
    HostPresets m_presets;
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
    QLabel *m_billingFacts;
    QLabel *m_listLabel;
    QComboBox *m_listPrice; // with a preset: "type a price" or a GPU model of its list
    QSpinBox *m_listGpus;
    const HostPreset *m_preset = nullptr; // the one the provider name picks; points into m_presets
    QProgressBar *m_busy;
    QLabel *m_status;
    QDialogButtonBox *m_buttons;
};

} // namespace RentDeck
