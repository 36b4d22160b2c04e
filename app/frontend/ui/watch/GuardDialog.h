// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Money.h"
#include "core/Result.h"
#include "provider/ProviderDescriptor.h"
#include "watch/GuardPolicy.h"
#include "watch/GuardStore.h"

#include <QDialog>
#include <optional>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace RentDeck {

class Storage;

/**
 * Sets the guard of one instance, or of every instance of its project tag: a budget, a maximum lifetime, an idle
 * rule, what to do (warn, stop, destroy), the countdown before acting and whether a watchdog on the instance acts
 * while RentDeck is closed. Loads the stored policy of the chosen scope (GuardStore::policy), checks the form and
 * saves with GuardStore::save; problems are shown in the dialog, which stays open. Show it with open().
 *
 * \a storage must outlive the dialog. \a provider is the descriptor of the instance's provider when known: Stop is
 * offered for the instance only when it has ProviderCapability::StartStop, and its stopMeans/billedAfterStop
 * explain the actions. The instance's project and price currency come from the ledger's record of it.
 */
class GuardDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GuardDialog)
public:
    GuardDialog(const Storage &storage, const QString &instanceName, const std::optional<ProviderDescriptor> &provider,
        QWidget *parent = nullptr);

    QString instanceName() const { return m_instanceName; }
    /** The instance's project tag ("" = none: only the instance scope is offered). */
    QString project() const { return m_project; }
    GuardScope scopeKind() const;
    /** Switches the scope (ignored for Project when there is no project) and loads that scope's stored policy. */
    void setScopeKind(GuardScope scopeKind);
    /** What the form says now, checked; InvalidInput with what to change otherwise. updatedAt is left invalid. */
    [[nodiscard]] Result<GuardPolicy> policy() const;
    /** Whether the chosen scope has a stored policy (Remove guard is enabled then). */
    bool hasStoredPolicy() const { return m_stored.has_value(); }

signals:
    /** The policy was stored (as GuardStore now returns it); the dialog closes right after. */
    void saved(const RentDeck::GuardPolicy &policy);
    /** The policy of (\a scopeKind, \a scope) was removed; the dialog closes right after. */
    void removed(RentDeck::GuardScope scopeKind, const QString &scope);

public slots:
    /** Checks and saves; closes only when the policy was stored. */
    void accept() override;
    /** Removes the stored policy of the chosen scope; closes when it is gone. */
    void removeGuard();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void createLayout();
    QWidget *createScopeRow();
    QWidget *createIdleRow();
    void loadScope();
    void loadPolicy(const GuardPolicy &policy);
    void updateActionItems();
    void updateActionHint();
    void updateIdleEnabled();
    void fitHeight();
    Result<GuardPolicy> readForm(QWidget **invalidField) const;
    QString scopeNote() const;
    void showStatus(const QString &text, bool isError);

    GuardStore m_store;
    QString m_instanceName;
    QString m_project;
    Money m_pricePerHour; // quoted at launch; invalid when the ledger does not know the instance
    std::optional<ProviderDescriptor> m_provider;
    std::optional<GuardPolicy> m_stored; // of the chosen scope
    QString m_loadedLifetimeText; // unchanged text keeps the stored seconds exactly
    qint64 m_loadedLifetimeSeconds = 0;

    QComboBox *m_scope;
    QLabel *m_scopeNote;
    QLineEdit *m_budget;
    QComboBox *m_currency;
    QLabel *m_priceHint;
    QLineEdit *m_lifetime;
    QCheckBox *m_idle;
    QSpinBox *m_idlePercent;
    QSpinBox *m_idleMinutes;
    QComboBox *m_action;
    QLabel *m_actionHint;
    QSpinBox *m_countdown;
    QCheckBox *m_watchdog;
    QLabel *m_watchdogHint;
    QLabel *m_status;
    QPushButton *m_remove;
    QDialogButtonBox *m_buttons;
};

} // namespace RentDeck
