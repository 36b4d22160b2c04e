// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plan/GpuTierList.h"

#include "plan/FitDescription.h"
#include "ui/widgets/StatusColours.h"

#include <QGridLayout>
#include <QLabel>
#include <QLocale>

namespace RentDeck {

namespace {

// The same greens, ambers and reds as the check and instance states.
QString colourOf(FitLevel level)
{
    switch (level) {
    case FitLevel::Comfortable:
        return StatusColours::name(StatusColours::Meaning::Good);
    case FitLevel::Tight:
        return StatusColours::name(StatusColours::Meaning::Caution);
    case FitLevel::DoesNotFit:
        break;
    }
    return StatusColours::name(StatusColours::Meaning::Bad);
}

QString shortGpuName(QString name)
{
    name.remove(QStringLiteral("NVIDIA "));
    name.remove(QStringLiteral("GeForce "));
    return name;
}

} // namespace

GpuTierList::GpuTierList(QWidget *parent)
    : QWidget(parent)
    , m_grid(new QGridLayout(this))
{
    setObjectName(QStringLiteral("gpuTierList"));
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setHorizontalSpacing(16);
    m_grid->setColumnStretch(4, 1);
}

void GpuTierList::setTiers(const QList<GpuTierFit> &tiers)
{
    m_tiers = tiers;
    while (QLayoutItem *item = m_grid->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const QLocale locale;
    int row = 0;
    for (const GpuTierFit &tier : tiers) {
        const OfferFit &fit = tier.fit;
        auto *size = new QLabel(tr("%1 GB").arg(tier.gb), this);
        size->setStyleSheet(QStringLiteral("font-weight: bold"));
        auto *card = new QLabel(tr("%n × %1", nullptr, fit.estimate.input.gpus).arg(shortGpuName(tier.gpuName)), this);
        auto *level = new QLabel(FitDescription::level(fit.level), this);
        level->setObjectName(QStringLiteral("tierFit%1Label").arg(tier.gb));
        level->setStyleSheet(QStringLiteral("color: %1; font-weight: bold").arg(colourOf(fit.level)));
        level->setToolTip(tr("%1 of %2 per GPU")
                              .arg(locale.formattedDataSize(fit.estimate.vramBytesPerGpu()),
                                  locale.formattedDataSize(fit.usableBytesPerGpu)));
        const QString time
            = fit.fits() && fit.time ? tr("~%1").arg(FitDescription::duration(fit.time->hours)) : QString();
        auto *hours = new QLabel(time, this);
        if (fit.time && fit.time->communicationDominates) {
            hours->setToolTip(fit.time->warnings.join(QLatin1Char('\n')));
            hours->setText(time + QStringLiteral(" ⚠"));
        }
        m_grid->addWidget(size, row, 0);
        m_grid->addWidget(card, row, 1);
        m_grid->addWidget(level, row, 2);
        m_grid->addWidget(hours, row, 3);
        for (QLabel *label : { size, card, level, hours }) {
            label->show(); // a child added to a visible parent stays hidden until shown
        }
        ++row;
    }
}

QString GpuTierList::fitTextOf(int gb) const
{
    const auto *label = findChild<QLabel *>(QStringLiteral("tierFit%1Label").arg(gb));
    return label ? label->text() : QString();
}

} // namespace RentDeck
