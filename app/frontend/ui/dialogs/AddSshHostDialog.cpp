// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/AddSshHostDialog.h"

#include "provider/Provider.h"
#include "ssh/SshCommandParser.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace RentDeck {

AddSshHostDialog::AddSshHostDialog(Provider *provider, HostPresets presets, QWidget *parent)
    : QDialog(parent)
    , m_provider(provider)
    , m_presets(std::move(presets))
    , m_command(new QPlainTextEdit(this))
    , m_parsed(new QLabel(this))
    , m_password(new QLineEdit(this))
    , m_identityFile(new QLineEdit(this))
    , m_price(new QDoubleSpinBox(this))
    , m_currency(new QComboBox(this))
    , m_billing(new QComboBox(this))
    , m_label(new QLineEdit(this))
    , m_providerName(new QLineEdit(this))
    , m_billingFacts(new QLabel(this))
    , m_listLabel(new QLabel(this))
    , m_listPrice(new QComboBox(this))
    , m_listGpus(new QSpinBox(this))
    , m_busy(new QProgressBar(this))
    , m_status(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("addSshHostDialog"));
    setWindowTitle(tr("Add SSH host"));

    auto *intro = new QLabel(tr("Paste the SSH command your provider shows, e.g. <tt>ssh -p 34222 "
                                "root@connect.example.com</tt>. RentDeck logs in once to check it and learns the "
                                "machine's host key."),
        this);
    intro->setObjectName(QStringLiteral("introLabel"));
    intro->setWordWrap(true);

    m_command->setObjectName(QStringLiteral("sshCommandPlainTextEdit"));
    m_command->setPlaceholderText(tr("ssh -p 34222 root@connect.example.com"));
    m_command->setTabChangesFocus(true);
    m_command->setFixedHeight(m_command->fontMetrics().lineSpacing() * 3 + 12);
    m_parsed->setObjectName(QStringLiteral("parsedLabel"));
    m_parsed->setWordWrap(true);
    m_parsed->setTextFormat(Qt::PlainText);

    m_password->setObjectName(QStringLiteral("passwordLineEdit"));
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setPlaceholderText(tr("only if the provider gave you one"));

    m_identityFile->setObjectName(QStringLiteral("identityFileLineEdit"));
    m_identityFile->setPlaceholderText(tr("optional: private key file"));
    auto *browse = new QPushButton(tr("&Browse…"), this);
    browse->setObjectName(QStringLiteral("browseIdentityPushButton"));
    auto *keyRow = new QHBoxLayout;
    keyRow->addWidget(m_identityFile, 1);
    keyRow->addWidget(browse);

    m_price->setObjectName(QStringLiteral("priceDoubleSpinBox"));
    m_price->setRange(0, 100000);
    m_price->setDecimals(3);
    m_price->setSpecialValueText(tr("Free / unknown"));
    m_currency->setObjectName(QStringLiteral("currencyComboBox"));
    m_currency->addItem(QStringLiteral("USD"), QStringLiteral("USD"));
    m_currency->addItem(QStringLiteral("CNY"), QStringLiteral("CNY"));
    m_billing->setObjectName(QStringLiteral("billingComboBox"));
    m_billing->addItem(tr("per hour"), int(BillingGranularity::Hour));
    m_billing->addItem(tr("per minute"), int(BillingGranularity::Minute));
    m_billing->addItem(tr("per second"), int(BillingGranularity::Second));
    auto *priceRow = new QHBoxLayout;
    priceRow->addWidget(m_price, 1);
    priceRow->addWidget(m_currency);
    priceRow->addWidget(new QLabel(tr("billed"), this));
    priceRow->addWidget(m_billing);

    m_label->setObjectName(QStringLiteral("labelLineEdit"));
    m_label->setPlaceholderText(tr("optional, e.g. 4090 for finetuning"));
    m_providerName->setObjectName(QStringLiteral("providerNameLineEdit"));
    m_providerName->setPlaceholderText(tr("optional, e.g. AutoDL"));

    m_billingFacts->setObjectName(QStringLiteral("billingFactsLabel"));
    m_billingFacts->setWordWrap(true);
    m_billingFacts->setTextFormat(Qt::PlainText);
    m_listPrice->setObjectName(QStringLiteral("listPriceComboBox"));
    m_listGpus->setObjectName(QStringLiteral("listGpuCountSpinBox"));
    m_listGpus->setRange(1, 8);
    m_listGpus->setSuffix(tr(" GPU(s)"));
    auto *listRow = new QHBoxLayout;
    listRow->addWidget(m_listPrice, 1);
    listRow->addWidget(m_listGpus);
    m_listLabel->setObjectName(QStringLiteral("listPriceLabel"));
    m_listLabel->setBuddy(m_listPrice);

    auto *form = new QFormLayout;
    form->addRow(tr("SSH &command:"), m_command);
    form->addRow(QString(), m_parsed);
    form->addRow(tr("&Password:"), m_password);
    // Rows that hold a layout get a label with an explicit buddy, or the mnemonic shows as a literal "&".
    auto *keyLabel = new QLabel(tr("&Key file:"), this);
    keyLabel->setBuddy(m_identityFile);
    form->addRow(keyLabel, keyRow);
    auto *priceLabel = new QLabel(tr("P&rice per hour:"), this);
    priceLabel->setBuddy(m_price);
    form->addRow(priceLabel, priceRow);
    form->addRow(tr("&Label:"), m_label);
    form->addRow(tr("Pro&vider:"), m_providerName);
    form->addRow(m_listLabel, listRow);
    form->addRow(QString(), m_billingFacts);

    m_busy->setObjectName(QStringLiteral("busyProgressBar"));
    m_busy->setRange(0, 0);
    m_busy->setTextVisible(false);
    m_busy->hide();
    m_status->setObjectName(QStringLiteral("statusLabel"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    m_status->hide();

    m_buttons->setObjectName(QStringLiteral("addSshHostButtonBox"));
    m_buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("addHostPushButton"));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Add"));
    m_buttons->button(QDialogButtonBox::Cancel)->setObjectName(QStringLiteral("cancelPushButton"));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_busy);
    layout->addWidget(m_status);
    layout->addWidget(m_buttons);
    setMinimumWidth(520);

    connect(m_command, &QPlainTextEdit::textChanged, this, &AddSshHostDialog::onCommandChanged);
    connect(browse, &QPushButton::clicked, this, &AddSshHostDialog::chooseIdentityFile);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &AddSshHostDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &AddSshHostDialog::reject);
    connect(m_providerName, &QLineEdit::textChanged, this, &AddSshHostDialog::onProviderNameChanged);
    connect(m_listPrice, &QComboBox::currentIndexChanged, this, &AddSshHostDialog::applyListPrice);
    connect(m_listGpus, &QSpinBox::valueChanged, this, &AddSshHostDialog::applyListPrice);
    onProviderNameChanged();
    onCommandChanged();
}

AddSshHostDialog::~AddSshHostDialog()
{
    if (m_job) {
        m_job->cancel();
    }
}

void AddSshHostDialog::onCommandChanged()
{
    const QString text = m_command->toPlainText();
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!text.trimmed().isEmpty() && !isBusy());
    if (text.trimmed().isEmpty()) {
        m_parsed->clear();
        return;
    }
    const Result<ParsedSshCommand> parsed = SshCommandParser::parse(text);
    if (!parsed) {
        m_parsed->setText(parsed.error().message);
        return;
    }
    QStringList lines { tr("Host %1, port %2, user %3").arg(parsed->host).arg(parsed->port).arg(parsed->user) };
    lines += parsed->warnings;
    m_parsed->setText(lines.join(QLatin1Char('\n')));
    if (m_identityFile->text() == m_autoIdentityFile) {
        m_autoIdentityFile = parsed->identityFile;
        m_identityFile->setText(parsed->identityFile);
    }
    // A provider's own SSH proxy (AutoDL's autodl.com) names the provider when none is typed, as `add-host` does
    // (HostPresets::choose).
    if (m_providerName->text().trimmed().isEmpty()) {
        if (const HostPreset *preset = m_presets.forHost(parsed->host)) {
            m_providerName->setText(preset->providerName);
        }
    }
}

void AddSshHostDialog::onProviderNameChanged()
{
    const HostPreset *preset = m_presets.forName(m_providerName->text());
    const bool hasList = preset != nullptr && !preset->typicalPrices.isEmpty();
    for (QWidget *row : std::initializer_list<QWidget *> { m_listLabel, m_listPrice, m_listGpus }) {
        row->setVisible(hasList);
    }
    m_billingFacts->setVisible(preset != nullptr);
    if (preset == m_preset) {
        return; // the user's own currency and billing stay while the name is retyped
    }
    m_preset = preset;
    const QSignalBlocker blocker(m_listPrice);
    m_listPrice->clear();
    if (!preset) {
        return;
    }
    m_currency->setCurrentIndex(m_currency->findData(preset->currency));
    m_billing->setCurrentIndex(m_billing->findData(int(preset->granularity)));
    m_billingFacts->setText(preset->billingFacts);
    m_listLabel->setText(tr("%1 &list price:").arg(preset->providerName));
    m_listPrice->addItem(tr("Type the price above"), QString());
    for (const ListedGpuPrice &price : preset->typicalPrices) {
        m_listPrice->addItem(
            tr("%1 (%2 GB): typically %3/h per GPU").arg(price.model).arg(price.vramGb).arg(price.perGpuHour.format()),
            price.model);
    }
    m_listPrice->setToolTip(preset->priceListNote);
    applyListPrice();
}

void AddSshHostDialog::applyListPrice()
{
    const auto price
        = m_preset ? m_preset->findPrice(m_listPrice->currentData().toString()) : std::optional<ListedGpuPrice>();
    m_listGpus->setEnabled(price.has_value());
    if (!price) {
        return;
    }
    m_price->setValue((price->perGpuHour * m_listGpus->value()).toDouble());
    m_currency->setCurrentIndex(m_currency->findData(price->perGpuHour.currency()));
}

void AddSshHostDialog::chooseIdentityFile()
{
    const QString start
        = m_identityFile->text().isEmpty() ? QDir::homePath() + QStringLiteral("/.ssh") : m_identityFile->text();
    const QString file = QFileDialog::getOpenFileName(this, tr("Choose the private key"), start);
    if (!file.isEmpty()) {
        m_identityFile->setText(file);
    }
}

Result<SshHostSpec> AddSshHostDialog::spec() const
{
    const Result<ParsedSshCommand> parsed = SshCommandParser::parse(m_command->toPlainText());
    if (!parsed) {
        return parsed.error();
    }
    SshHostSpec spec;
    spec.host = parsed->host;
    spec.port = parsed->port;
    spec.user = parsed->user;
    spec.identityFile = m_identityFile->text().trimmed();
    spec.password = m_password->text();
    spec.pricePerHour = Money::fromDouble(m_price->value(), m_currency->currentData().toString());
    spec.granularity = static_cast<BillingGranularity>(m_billing->currentData().toInt());
    spec.label = m_label->text().trimmed();
    spec.providerName = m_providerName->text().trimmed();
    return spec;
}

void AddSshHostDialog::accept()
{
    if (isBusy()) {
        return;
    }
    const Result<SshHostSpec> entered = spec();
    if (!entered) {
        showStatus(entered.error().message, true);
        return;
    }
    setBusy(true);
    showStatus(tr("Logging in to %1…").arg(entered->host), false);
    m_job = m_provider->addHost(*entered);
    connect(m_job, &Job::progress, this, [this](const QString &message) { showStatus(message, false); });
    connect(m_job, &Job::finished, this, [this, job = m_job.data()] {
        m_job.clear();
        setBusy(false);
        if (job->error().code == Error::Code::Cancelled) {
            showStatus(tr("Cancelled; nothing was added."), false);
            return;
        }
        if (!job->isOk()) {
            showStatus(job->error().message, true);
            return;
        }
        m_instance = job->value();
        m_password->clear();
        emit hostAdded(m_instance);
        QDialog::accept();
    });
}

void AddSshHostDialog::reject()
{
    if (m_job) {
        m_job->cancel();
        return;
    }
    QDialog::reject();
}

void AddSshHostDialog::setBusy(bool busy)
{
    m_busy->setVisible(busy);
    for (QWidget *field : std::initializer_list<QWidget *> { m_command, m_password, m_identityFile, m_price, m_currency,
             m_billing, m_label, m_providerName, m_listPrice, m_listGpus }) {
        field->setEnabled(!busy);
    }
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!busy);
}

void AddSshHostDialog::showStatus(const QString &text, bool isError)
{
    m_status->setText(text);
    m_status->setStyleSheet(isError ? QStringLiteral("color: #b3261e;") : QString());
    m_status->setVisible(!text.isEmpty());
}

} // namespace RentDeck
