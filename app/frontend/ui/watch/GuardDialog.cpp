// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/watch/GuardDialog.h"

#include "billing/Ledger.h"
#include "services/Storage.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStyle>
#include <QVBoxLayout>
#include <cmath>

namespace RentDeck {

namespace {

/** A grey, word-wrapped explanation under a field. */
class HintLabel final : public QLabel
{
public:
    using QLabel::QLabel;

    // QLabel sizes a short wrapped text for half its usual width, i.e. for more lines than it shows here, and the
    // dialog opens with gaps around it. Ask for the width it gets in this dialog instead.
    QSize sizeHint() const override
    {
        const int width = fontMetrics().averageCharWidth() * 75;
        return { width, heightForWidth(width) };
    }
};

QLabel *hintLabel(QWidget *parent, const QString &name)
{
    auto *label = new HintLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    label->setContentsMargins(0, 0, 0, 4); // a little air before the next field
    label->setForegroundRole(QPalette::PlaceholderText);
    return label;
}

Error invalid(const QString &message)
{
    return Error::make(Error::Code::InvalidInput, message);
}

} // namespace

GuardDialog::GuardDialog(const Storage &storage, const QString &instanceName,
    const std::optional<ProviderDescriptor> &provider, QWidget *parent)
    : QDialog(parent)
    , m_store(storage.guards())
    , m_instanceName(instanceName)
    , m_provider(provider)
    , m_scope(new QComboBox(this))
    , m_scopeNote(hintLabel(this, QStringLiteral("guardScopeNoteLabel")))
    , m_budget(new QLineEdit(this))
    , m_currency(new QComboBox(this))
    , m_priceHint(new QLabel(this))
    , m_lifetime(new QLineEdit(this))
    , m_idle(new QCheckBox(tr("all GPUs below"), this))
    , m_idlePercent(new QSpinBox(this))
    , m_idleMinutes(new QSpinBox(this))
    , m_action(new QComboBox(this))
    , m_actionHint(hintLabel(this, QStringLiteral("guardActionHintLabel")))
    , m_countdown(new QSpinBox(this))
    , m_watchdog(new QCheckBox(tr("&Keep a watchdog on the instance (acts even when RentDeck is closed)"), this))
    , m_watchdogHint(hintLabel(this, QStringLiteral("guardWatchdogHintLabel")))
    , m_status(new QLabel(this))
    , m_remove(new QPushButton(tr("&Remove guard"), this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("guardDialog"));
    setWindowTitle(tr("Guard of %1").arg(instanceName));

    QString currency = m_provider ? m_provider->currency : QStringLiteral("USD");
    if (Ledger *ledger = storage.ledger()) {
        const auto known = ledger->instance(instanceName);
        if (known && known->has_value()) {
            m_project = known->value().project;
            m_pricePerHour = known->value().pricePerHour;
            if (m_pricePerHour.isValid()) {
                currency = m_pricePerHour.currency();
            }
        }
    }

    m_budget->setObjectName(QStringLiteral("guardBudgetLineEdit"));
    m_budget->setPlaceholderText(tr("none"));
    m_currency->setObjectName(QStringLiteral("guardCurrencyComboBox"));
    for (const QString &code : { QStringLiteral("USD"), QStringLiteral("CNY"), currency }) {
        if (m_currency->findData(code) < 0) {
            m_currency->addItem(code, code);
        }
    }
    m_currency->setCurrentIndex(m_currency->findData(currency));
    m_priceHint->setObjectName(QStringLiteral("guardPriceHintLabel"));
    m_priceHint->setForegroundRole(QPalette::PlaceholderText);
    if (m_pricePerHour.isValid()) {
        m_priceHint->setText(tr("this instance costs %1 per hour").arg(m_pricePerHour.format()));
    }
    m_lifetime->setObjectName(QStringLiteral("guardLifetimeLineEdit"));
    m_lifetime->setPlaceholderText(tr("no limit"));

    m_action->setObjectName(QStringLiteral("guardActionComboBox"));
    m_action->addItem(tr("Warn only"), int(GuardAction::Warn));
    m_action->addItem(tr("Stop the instance"), int(GuardAction::Stop));
    m_action->addItem(tr("Destroy the instance"), int(GuardAction::Destroy));
    m_countdown->setObjectName(QStringLiteral("guardCountdownSpinBox"));
    m_countdown->setRange(0, 3600);
    m_countdown->setSuffix(tr(" s"));
    m_watchdog->setObjectName(QStringLiteral("guardWatchdogCheckBox"));
    m_watchdogHint->setText(tr("A small script on the instance powers it off at the deadline or when idle, even while "
                               "RentDeck or this computer is off. It stores no credentials of your account."));

    m_status->setObjectName(QStringLiteral("guardStatusLabel"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    m_status->hide();

    m_remove->setObjectName(QStringLiteral("guardRemovePushButton"));
    m_buttons->setObjectName(QStringLiteral("guardButtonBox"));
    m_buttons->addButton(m_remove, QDialogButtonBox::ResetRole);
    m_buttons->button(QDialogButtonBox::Save)->setObjectName(QStringLiteral("guardSavePushButton"));
    m_buttons->button(QDialogButtonBox::Cancel)->setObjectName(QStringLiteral("guardCancelPushButton"));

    createLayout();

    connect(m_scope, &QComboBox::currentIndexChanged, this, [this] { loadScope(); });
    connect(m_idle, &QCheckBox::toggled, this, [this] { updateIdleEnabled(); });
    connect(m_action, &QComboBox::currentIndexChanged, this, [this] { updateActionHint(); });
    connect(m_remove, &QPushButton::clicked, this, &GuardDialog::removeGuard);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &GuardDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &GuardDialog::reject);
    loadScope();
}

void GuardDialog::createLayout()
{
    auto *budgetRow = new QHBoxLayout;
    budgetRow->addWidget(m_budget);
    budgetRow->addWidget(m_currency);
    budgetRow->addWidget(m_priceHint, 1);
    auto *lifetimeRow = new QHBoxLayout;
    lifetimeRow->addWidget(m_lifetime);
    lifetimeRow->addWidget(new QLabel(tr("hours after launch"), this), 1);
    auto *countdownRow = new QHBoxLayout;
    countdownRow->addWidget(m_countdown);
    countdownRow->addWidget(new QLabel(tr("before acting, with a notification that can cancel it"), this), 1);

    // Rows that hold a layout get a label with an explicit buddy, or the mnemonic shows as a literal "&".
    auto labelFor = [this](const QString &text, QWidget *buddy) {
        auto *label = new QLabel(text, this);
        label->setBuddy(buddy);
        return label;
    };
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(labelFor(tr("&Guard for:"), m_scope), createScopeRow());
    form->addRow(QString(), m_scopeNote);
    form->addRow(labelFor(tr("&Budget:"), m_budget), budgetRow);
    form->addRow(labelFor(tr("Max &lifetime:"), m_lifetime), lifetimeRow);
    form->addRow(labelFor(tr("&Idle:"), m_idle), createIdleRow());
    form->addRow(labelFor(tr("&Action:"), m_action), m_action);
    form->addRow(QString(), m_actionHint);
    form->addRow(labelFor(tr("C&ountdown:"), m_countdown), countdownRow);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addSpacing(6);
    layout->addWidget(m_watchdog);
    auto *watchdogHintRow = new QHBoxLayout;
    watchdogHintRow->addSpacing(m_watchdog->style()->pixelMetric(QStyle::PM_IndicatorWidth) + 6);
    watchdogHintRow->addWidget(m_watchdogHint, 1);
    layout->addLayout(watchdogHintRow);
    layout->addSpacing(6);
    layout->addWidget(m_status);
    layout->addStretch(1);
    layout->addWidget(m_buttons);
}

QWidget *GuardDialog::createScopeRow()
{
    m_scope->setObjectName(QStringLiteral("guardScopeComboBox"));
    m_scope->addItem(tr("This instance (%1)").arg(m_instanceName), int(GuardScope::Instance));
    if (!m_project.isEmpty()) {
        m_scope->addItem(tr("All instances of project \"%1\"").arg(m_project), int(GuardScope::Project));
    } else {
        m_scope->setEnabled(false);
        m_scope->setToolTip(tr("This instance has no project tag, so only its own guard can be set."));
    }
    return m_scope;
}

QWidget *GuardDialog::createIdleRow()
{
    m_idle->setObjectName(QStringLiteral("guardIdleCheckBox"));
    m_idlePercent->setObjectName(QStringLiteral("guardIdlePercentSpinBox"));
    m_idlePercent->setRange(1, 100);
    m_idlePercent->setSuffix(QStringLiteral(" %"));
    m_idleMinutes->setObjectName(QStringLiteral("guardIdleMinutesSpinBox"));
    m_idleMinutes->setRange(1, 7 * 24 * 60);
    m_idleMinutes->setSuffix(tr(" min"));

    auto *row = new QWidget(this);
    auto *line = new QHBoxLayout;
    line->setContentsMargins(0, 0, 0, 0);
    line->addWidget(m_idle);
    line->addWidget(m_idlePercent);
    line->addWidget(new QLabel(tr("utilization for"), row));
    line->addWidget(m_idleMinutes);
    line->addStretch(1);
    auto *column = new QVBoxLayout(row);
    column->setContentsMargins(0, 0, 0, 0);
    column->addLayout(line);
    QLabel *hint = hintLabel(row, QStringLiteral("guardIdleHintLabel"));
    hint->setText(tr("An open terminal or a running sync counts as busy."));
    column->addWidget(hint);
    return row;
}

GuardScope GuardDialog::scopeKind() const
{
    return static_cast<GuardScope>(m_scope->currentData().toInt());
}

void GuardDialog::setScopeKind(GuardScope scopeKind)
{
    const int index = m_scope->findData(int(scopeKind));
    if (index >= 0) {
        m_scope->setCurrentIndex(index); // loads through currentIndexChanged when it changes
    }
}

void GuardDialog::loadScope()
{
    showStatus({}, false);
    const QString scope = scopeKind() == GuardScope::Project ? m_project : m_instanceName;
    const auto stored = m_store.policy(scopeKind(), scope);
    m_stored = stored ? stored.value() : std::nullopt;
    if (!stored) {
        showStatus(stored.error().message, true);
    }
    GuardPolicy policy;
    policy.scopeKind = scopeKind();
    policy.scope = scope;
    loadPolicy(m_stored.value_or(policy));
    m_remove->setEnabled(m_stored.has_value());
    m_scopeNote->setText(scopeNote());
    updateActionItems();
}

void GuardDialog::loadPolicy(const GuardPolicy &policy)
{
    if (policy.budget.isValid()) {
        if (m_currency->findData(policy.budget.currency()) < 0) {
            m_currency->addItem(policy.budget.currency(), policy.budget.currency());
        }
        m_currency->setCurrentIndex(m_currency->findData(policy.budget.currency()));
        m_budget->setText(policy.budget.toDecimalString());
    } else {
        m_budget->clear();
    }
    m_loadedLifetimeSeconds = policy.maxLifetimeSeconds.value_or(0);
    m_loadedLifetimeText
        = policy.maxLifetimeHours() ? QLocale().toString(*policy.maxLifetimeHours(), 'g', 6) : QString();
    m_lifetime->setText(m_loadedLifetimeText);
    const IdleRule idle = policy.idle.value_or(IdleRule());
    m_idle->setChecked(policy.idle.has_value());
    m_idlePercent->setValue(int(std::lround(idle.percent)));
    m_idleMinutes->setValue(idle.minutes);
    m_action->setCurrentIndex(m_action->findData(int(policy.action)));
    m_countdown->setValue(policy.countdownSeconds);
    m_watchdog->setChecked(policy.watchdog);
    updateIdleEnabled();
    updateActionHint();
}

QString GuardDialog::scopeNote() const
{
    const QLocale locale;
    const QString savedAt
        = m_stored ? locale.toString(m_stored->updatedAt.toLocalTime(), QLocale::ShortFormat) : QString();
    if (scopeKind() == GuardScope::Project) {
        const QString each = tr("Each instance of \"%1\" gets these limits on its own (not a shared budget); an "
                                "instance's own guard wins.")
                                 .arg(m_project);
        return each + QLatin1Char(' ')
            + (m_stored ? tr("Saved %1.").arg(savedAt) : tr("No guard is set for this project yet."));
    }
    if (m_stored) {
        return tr("This instance has its own guard, saved %1.").arg(savedAt);
    }
    if (!m_project.isEmpty()) {
        const auto project = m_store.policy(GuardScope::Project, m_project);
        if (project && project->has_value()) {
            return tr("The guard of project \"%1\" applies now. Saving here gives this instance its own guard, "
                      "which wins.")
                .arg(m_project);
        }
    }
    return tr("No guard is set for this instance yet.");
}

void GuardDialog::updateActionItems()
{
    // A project can hold instances of other providers, so Stop is only ruled out for this one instance.
    const bool canStop = scopeKind() == GuardScope::Project || !m_provider
        || m_provider->capabilities.testFlag(ProviderCapability::StartStop);
    auto *model = qobject_cast<QStandardItemModel *>(m_action->model());
    if (QStandardItem *stop = model ? model->item(m_action->findData(int(GuardAction::Stop))) : nullptr) {
        stop->setEnabled(canStop);
        stop->setToolTip(canStop ? QString() : tr("%1 cannot stop instances.").arg(m_provider->displayName));
    }
    updateActionHint();
}

void GuardDialog::updateActionHint()
{
    const auto action = static_cast<GuardAction>(m_action->currentData().toInt());
    QStringList lines;
    switch (action) {
    case GuardAction::Warn:
        lines << tr("Notifies you at 80% and at the limit; never stops or destroys anything.");
        break;
    case GuardAction::Stop:
        lines << tr("Stops the instance at the limit or when idle; you can resume it later.");
        break;
    case GuardAction::Destroy:
        lines << tr("Destroys the instance and its disk at the limit or when idle; data not pulled back is lost.");
        break;
    }
    // What stop means is the provider's to say (Lambda has none; an SSH host cannot be powered off from here).
    if (m_provider && !m_provider->stopMeans.isEmpty()) {
        const bool canStop = m_provider->capabilities.testFlag(ProviderCapability::StartStop);
        if (action == GuardAction::Stop || !canStop) {
            lines << tr("%1: %2").arg(m_provider->displayName, m_provider->stopMeans);
        }
        if (action == GuardAction::Stop && !m_provider->billedAfterStop.isEmpty()) {
            lines << tr("Still billed after stop: %1").arg(m_provider->billedAfterStop);
        }
    }
    m_actionHint->setText(lines.join(QLatin1Char('\n')));
    fitHeight();
}

void GuardDialog::showEvent(QShowEvent *event)
{
    QDialog::showEvent(event);
    fitHeight();
}

void GuardDialog::fitHeight()
{
    // A top-level window sizes itself once from its size hint and never grows for wrapped text: a longer hint or
    // an error would be cut off. Grow to what the wrapped text needs at the current width.
    if (!isVisible()) {
        return;
    }
    layout()->activate();
    const int needed = layout()->totalHeightForWidth(width());
    if (needed > height()) {
        resize(width(), needed);
    }
}

void GuardDialog::updateIdleEnabled()
{
    m_idlePercent->setEnabled(m_idle->isChecked());
    m_idleMinutes->setEnabled(m_idle->isChecked());
}

Result<GuardPolicy> GuardDialog::policy() const
{
    QWidget *invalidField = nullptr;
    return readForm(&invalidField);
}

Result<GuardPolicy> GuardDialog::readForm(QWidget **invalidField) const
{
    GuardPolicy policy;
    policy.scopeKind = scopeKind();
    policy.scope = policy.scopeKind == GuardScope::Project ? m_project : m_instanceName;
    const QLocale locale;

    QString budget = m_budget->text().trimmed();
    if (!budget.isEmpty()) {
        budget.replace(locale.decimalPoint(), QStringLiteral("."));
        policy.budget = Money::fromDecimalString(budget, m_currency->currentData().toString());
        if (!policy.budget.isValid() || policy.budget.micros() <= 0) {
            *invalidField = m_budget;
            return invalid(
                tr("The budget must be an amount above zero, such as 25 or 12.50; leave it empty for none."));
        }
    }

    const QString lifetime = m_lifetime->text().trimmed();
    if (!lifetime.isEmpty() && lifetime == m_loadedLifetimeText && m_loadedLifetimeSeconds > 0) {
        policy.maxLifetimeSeconds = m_loadedLifetimeSeconds; // unchanged: no rounding through hours
    } else if (!lifetime.isEmpty()) {
        bool ok = false;
        double hours = locale.toDouble(lifetime, &ok);
        if (!ok) {
            hours = QLocale::c().toDouble(lifetime, &ok);
        }
        if (ok && std::isfinite(hours) && hours > 0 && hours <= 24.0 * 366 * 10) {
            policy.setMaxLifetimeHours(hours);
        }
        if (!policy.maxLifetimeSeconds || *policy.maxLifetimeSeconds <= 0) {
            *invalidField = m_lifetime;
            return invalid(tr("The lifetime must be a number of hours above zero, such as 12 or 1.5; leave it empty "
                              "for no limit."));
        }
    }

    if (m_idle->isChecked()) {
        const IdleRule idle { double(m_idlePercent->value()), m_idleMinutes->value() };
        if (idle.percent <= 0 || idle.percent > 100 || idle.minutes < 1) {
            *invalidField = m_idlePercent;
            return invalid(tr("The idle rule needs a utilization from 1% to 100% and at least one minute."));
        }
        policy.idle = idle;
    }

    policy.action = static_cast<GuardAction>(m_action->currentData().toInt());
    const bool canStop = policy.scopeKind == GuardScope::Project || !m_provider
        || m_provider->capabilities.testFlag(ProviderCapability::StartStop);
    if (policy.action == GuardAction::Stop && !canStop) {
        *invalidField = m_action;
        return invalid(tr("%1 cannot stop instances; choose Warn only or Destroy.").arg(m_provider->displayName));
    }
    policy.countdownSeconds = m_countdown->value();
    policy.watchdog = m_watchdog->isChecked();

    if (!policy.hasLimits()) {
        *invalidField = m_budget;
        return invalid(tr("Set a budget, a lifetime or an idle rule for the guard to watch."));
    }
    return policy;
}

void GuardDialog::accept()
{
    QWidget *invalidField = nullptr;
    const Result<GuardPolicy> entered = readForm(&invalidField);
    if (!entered) {
        showStatus(entered.error().message, true);
        if (invalidField) {
            invalidField->setFocus();
            if (auto *edit = qobject_cast<QLineEdit *>(invalidField)) {
                edit->selectAll();
            }
        }
        return;
    }
    if (const Status stored = m_store.save(*entered); !stored) {
        showStatus(stored.error().message, true);
        return;
    }
    // Emit what the store now holds (with its timestamp), so listeners and the store agree exactly.
    const auto reread = m_store.policy(entered->scopeKind, entered->scope);
    const GuardPolicy savedPolicy = reread && reread->has_value() ? reread->value() : *entered;
    emit saved(savedPolicy);
    QDialog::accept();
}

void GuardDialog::removeGuard()
{
    if (!m_stored) {
        return;
    }
    const GuardScope kind = m_stored->scopeKind;
    const QString scope = m_stored->scope;
    if (const Status gone = m_store.remove(kind, scope); !gone) {
        showStatus(gone.error().message, true);
        return;
    }
    m_stored.reset();
    emit removed(kind, scope);
    QDialog::accept();
}

void GuardDialog::showStatus(const QString &text, bool isError)
{
    m_status->setText(text);
    m_status->setStyleSheet(isError ? QStringLiteral("color: #b3261e;") : QString());
    m_status->setVisible(!text.isEmpty());
    fitHeight();
}

} // namespace RentDeck
