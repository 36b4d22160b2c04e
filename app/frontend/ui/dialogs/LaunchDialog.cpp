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

    auto *form = new QFormLayout;
    form->addRow(tr("&Label:"), m_label);
    form->addRow(tr("&Project:"), m_project);
    form->addRow(tr("&Image:"), m_image);
    form->addRow(tr("&Disk:"), m_disk);
    form->addRow(tr("&Max lifetime:"), m_maxHours);
    form->addRow(tr("Stop when &idle for:"), m_idleStop);
    form->addRow(tr("&Budget:"), m_budget);

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
    return spec;
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
