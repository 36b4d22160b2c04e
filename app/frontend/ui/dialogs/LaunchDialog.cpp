// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/LaunchDialog.h"

#include "services/OfferModel.h"

#include <QCompleter>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>

namespace RentDeck {

LaunchDialog::LaunchDialog(const Offer &offer, QWidget *parent)
    : QDialog(parent)
    , m_offer(offer)
    , m_label(new QLineEdit(this))
    , m_project(new QLineEdit(this))
    , m_image(new QLineEdit(QLatin1String(DefaultImage), this))
    , m_disk(new QSpinBox(this))
    , m_maxHours(new QDoubleSpinBox(this))
    , m_idleStop(new QSpinBox(this))
    , m_budget(new QDoubleSpinBox(this))
    , m_facts(new QLabel(this))
    , m_env(new QPlainTextEdit(this))
    , m_onstart(new QPlainTextEdit(this))
    , m_shm(new QSpinBox(this))
    , m_error(new QLabel(this))
{
    setObjectName(QStringLiteral("launchDialog"));
    setWindowTitle(tr("Launch %1").arg(offer.qualifiedId()));

    auto *summary = new QLabel(offerSummary(), this);
    summary->setObjectName(QStringLiteral("offerSummaryLabel"));
    summary->setWordWrap(true);

    m_label->setObjectName(QStringLiteral("labelLineEdit"));
    m_label->setPlaceholderText(tr("optional, e.g. llama-finetune"));
    m_project->setObjectName(QStringLiteral("projectLineEdit"));
    m_project->setPlaceholderText(tr("optional, e.g. vision"));
    m_project->setToolTip(tr("Costs, guards and budgets can be reported and capped per project."));
    m_image->setObjectName(QStringLiteral("imageLineEdit"));
    m_image->setToolTip(tr("Framework and CUDA version you intend to run; checked against the driver later."));

    m_disk->setObjectName(QStringLiteral("diskSpinBox"));
    m_disk->setRange(1, 100000);
    m_disk->setSuffix(tr(" GB"));
    m_disk->setValue(offer.diskGb > 0 ? int(offer.diskGb) : 50);

    m_maxHours->setObjectName(QStringLiteral("maxHoursDoubleSpinBox"));
    m_maxHours->setRange(0, 24 * 365);
    m_maxHours->setDecimals(1);
    m_maxHours->setSuffix(tr(" h"));
    m_maxHours->setSpecialValueText(tr("No limit"));

    m_idleStop->setObjectName(QStringLiteral("idleStopSpinBox"));
    m_idleStop->setRange(0, 24 * 60);
    m_idleStop->setSuffix(tr(" min"));
    m_idleStop->setSpecialValueText(tr("Off"));

    m_budget->setObjectName(QStringLiteral("budgetDoubleSpinBox"));
    m_budget->setRange(0, 1'000'000);
    m_budget->setDecimals(2);
    m_budget->setPrefix(Money::currencySymbol(offer.pricePerHour.currency()));
    m_budget->setSpecialValueText(tr("No budget"));

    m_env->setObjectName(QStringLiteral("envPlainTextEdit"));
    m_env->setPlaceholderText(tr("one NAME=VALUE per line, e.g. HF_HOME=/workspace/hf"));
    m_env->setToolTip(tr("Environment variables of the machine. Values go to the provider only; RentDeck keeps "
                         "none of them."));
    m_env->setTabChangesFocus(true);
    m_env->setFixedHeight(m_env->fontMetrics().lineSpacing() * 3 + 12);
    m_onstart->setObjectName(QStringLiteral("onstartPlainTextEdit"));
    m_onstart->setPlaceholderText(tr("optional: a script run when the machine starts, e.g. pip install -r …"));
    m_onstart->setTabChangesFocus(true);
    m_onstart->setFixedHeight(m_onstart->fontMetrics().lineSpacing() * 3 + 12);
    m_shm->setObjectName(QStringLiteral("shmSpinBox"));
    m_shm->setRange(0, 4096);
    m_shm->setSuffix(tr(" GB"));
    m_shm->setSpecialValueText(tr("Provider's default"));
    m_shm->setToolTip(tr("Size of /dev/shm: PyTorch's DataLoader workers pass batches through it."));
    m_error->setObjectName(QStringLiteral("launchErrorLabel"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #c62828;"));
    m_error->hide();

    auto *form = new QFormLayout;
    form->addRow(tr("&Label:"), m_label);
    form->addRow(tr("&Project:"), m_project);
    form->addRow(tr("&Image:"), m_image);
    form->addRow(tr("&Disk:"), m_disk);
    form->addRow(tr("&Max lifetime:"), m_maxHours);
    form->addRow(tr("Stop when &idle for:"), m_idleStop);
    form->addRow(tr("&Budget:"), m_budget);
    form->addRow(tr("&Environment:"), m_env);
    form->addRow(tr("On-&start script:"), m_onstart);
    form->addRow(tr("/dev/&shm:"), m_shm);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->setObjectName(QStringLiteral("launchDialogButtonBox"));
    QPushButton *ok = buttons->button(QDialogButtonBox::Ok);
    ok->setObjectName(QStringLiteral("confirmLaunchPushButton"));
    ok->setText(tr("&Launch"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    m_facts->setObjectName(QStringLiteral("providerFactsLabel"));
    m_facts->setWordWrap(true);
    m_facts->setVisible(false);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(summary);
    layout->addWidget(m_facts);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    setMinimumWidth(std::max(420, sizeHint().width()));
}

InstanceSpec LaunchDialog::spec() const
{
    InstanceSpec spec;
    spec.offerId = m_offer.id;
    spec.label = m_label->text().trimmed();
    spec.project = m_project->text().trimmed();
    spec.image = m_image->text().trimmed();
    spec.diskGb = m_disk->value();
    spec.maxHours = m_maxHours->value();
    spec.idleStopMinutes = m_idleStop->value();
    if (m_budget->value() > 0) {
        spec.budget = Money::fromDouble(m_budget->value(), m_offer.pricePerHour.currency());
    }
    QString ignored;
    spec.env = environment(&ignored);
    spec.onstart = m_onstart->isEnabled() ? m_onstart->toPlainText().toUtf8() : QByteArray();
    if (!spec.onstart.isEmpty() && !spec.onstart.endsWith('\n')) {
        spec.onstart += '\n';
    }
    spec.shmSizeGb = m_shm->isEnabled() ? m_shm->value() : 0;
    return spec;
}

QMap<QString, QString> LaunchDialog::environment(QString *error) const
{
    QMap<QString, QString> env;
    if (!m_env->isEnabled()) {
        return env;
    }
    const QStringList lines = m_env->toPlainText().split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines.at(i).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#'))) {
            continue;
        }
        QString why;
        if (const auto variable = ContainerOptions::parseVariable(line, &why)) {
            env.insert(variable->first, variable->second);
        } else if (error->isEmpty()) {
            *error = tr("Environment, line %1: %2.").arg(i + 1).arg(why);
        }
    }
    return env;
}

void LaunchDialog::accept()
{
    QString error;
    (void)environment(&error);
    if (!error.isEmpty()) {
        m_error->setText(error);
        m_error->show();
        m_env->setFocus();
        return;
    }
    QDialog::accept();
}

void LaunchDialog::setProject(const QString &project, const QStringList &known)
{
    m_project->setText(project);
    auto *completer = new QCompleter(known, m_project);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_project->setCompleter(completer);
}

void LaunchDialog::setProviderFacts(const ProviderDescriptor &descriptor)
{
    QStringList lines;
    if (!descriptor.capabilities.testFlag(ProviderCapability::StartStop)) {
        lines << tr("%1 cannot stop an instance: it bills until you destroy it.").arg(descriptor.displayName);
    }
    if (!descriptor.stopMeans.isEmpty()) {
        lines << descriptor.stopMeans; // a sentence that names the operation ("Stop releases the GPU…")
    }
    if (!descriptor.billedAfterStop.isEmpty()) {
        lines << tr("After a stop: %1").arg(descriptor.billedAfterStop);
    }
    m_facts->setText(lines.join(QLatin1Char('\n')));
    m_facts->setVisible(!lines.isEmpty());
    // What the provider's create call does not take is disabled, and says why.
    const ContainerOptions &options = descriptor.containerOptions;
    const auto offer = [](QWidget *field, bool taken, const char *whyNot, const QString &name) {
        field->setEnabled(taken);
        if (!taken) {
            field->setToolTip(ContainerOptions::tr("%1: %2").arg(name, ContainerOptions::tr(whyNot)));
        }
    };
    offer(m_env, options.env, options.envWhyNot, descriptor.displayName);
    offer(m_onstart, options.onstart, options.onstartWhyNot, descriptor.displayName);
    offer(m_shm, options.shmSize, options.shmSizeWhyNot, descriptor.displayName);
    if (!descriptor.isSimulated && m_image->text() == QLatin1String(DefaultImage)) {
        m_image->clear();
        m_image->setPlaceholderText(tr("%1's default image").arg(descriptor.displayName));
    }
    setMinimumWidth(std::max(480, sizeHint().width()));
}

QString LaunchDialog::offerSummary() const
{
    const QString gpus = tr("%1 × %2 (%3 GB each)")
                             .arg(m_offer.gpuCount)
                             .arg(m_offer.gpuName)
                             .arg(m_offer.vramGb, 0, 'f', m_offer.vramGb == int(m_offer.vramGb) ? 0 : 1);
    const QString where
        = m_offer.region.isEmpty() ? m_offer.providerId : tr("%1, %2").arg(m_offer.providerId, m_offer.region);
    return tr("<b>%1</b><br>%2 · %3/h, billed %4")
        .arg(gpus.toHtmlEscaped(), where.toHtmlEscaped(), m_offer.pricePerHour.format(),
            OfferModel::billingText(m_offer.billing));
}

} // namespace RentDeck
