// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/offers/OfferFilterBar.h"

#include "settings/DisplayCurrency.h"
#include "ui/offers/OfferFilterProxyModel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

namespace RentDeck {

namespace {
QLabel *buddyLabel(const QString &text, QWidget *buddy, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setBuddy(buddy);
    return label;
}
} // namespace

OfferFilterBar::OfferFilterBar(OfferFilterProxyModel *proxy, QWidget *parent)
    : QWidget(parent)
    , m_proxy(proxy)
    , m_text(new QLineEdit(this))
    , m_provider(new QComboBox(this))
    , m_minVram(new QSpinBox(this))
    , m_gpuCount(new QSpinBox(this))
    , m_maxPrice(new QDoubleSpinBox(this))
    , m_fitsPlan(new QCheckBox(tr("Fits my p&lan"), this))
    , m_more(new QToolButton(this))
    , m_currency(new QComboBox(this))
{
    setObjectName(QStringLiteral("offerFilterBar"));
    m_text->setObjectName(QStringLiteral("filterLineEdit"));
    m_text->setPlaceholderText(tr("Filter by GPU, provider or region (e.g. 4090 sandbox)"));
    m_text->setClearButtonEnabled(true);
    m_provider->setObjectName(QStringLiteral("providerComboBox"));
    m_provider->addItem(tr("All"), QString());
    m_provider->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_minVram->setObjectName(QStringLiteral("minVramSpinBox"));
    m_minVram->setRange(0, 1024);
    m_minVram->setSuffix(tr(" GB"));
    m_minVram->setSpecialValueText(tr("Any"));
    m_gpuCount->setObjectName(QStringLiteral("gpuCountSpinBox"));
    m_gpuCount->setRange(0, 64);
    m_gpuCount->setSpecialValueText(tr("Any"));
    m_gpuCount->setToolTip(tr("Exact number of GPUs in the offer."));
    m_maxPrice->setObjectName(QStringLiteral("maxPriceDoubleSpinBox"));
    m_maxPrice->setRange(0, 100000);
    m_maxPrice->setDecimals(2);
    m_maxPrice->setSingleStep(0.1);
    m_maxPrice->setSpecialValueText(tr("Any"));
    m_maxPrice->setToolTip(tr("Highest price per hour for the whole offer, in the currency prices are shown in."));
    m_fitsPlan->setObjectName(QStringLiteral("fitsPlanCheckBox"));
    setPlanSummary(QString());
    m_more->setObjectName(QStringLiteral("moreFiltersToolButton"));
    m_more->setText(tr("More filters"));
    m_more->setCheckable(true);
    m_more->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_more->setArrowType(Qt::RightArrow);
    m_currency->setObjectName(QStringLiteral("displayCurrencyComboBox"));
    for (const QString &code : DisplayCurrency::choices()) {
        m_currency->addItem(code, code);
    }
    m_currency->setToolTip(tr("Currency prices are shown and sorted in; the original price stays in brackets."));

    auto *first = new QHBoxLayout;
    first->setContentsMargins(0, 0, 0, 0);
    first->addWidget(m_text, 1);
    first->addWidget(buddyLabel(tr("Pro&vider:"), m_provider, this));
    first->addWidget(m_provider);
    first->addWidget(buddyLabel(tr("Min &VRAM:"), m_minVram, this));
    first->addWidget(m_minVram);
    first->addWidget(buddyLabel(tr("G&PUs:"), m_gpuCount, this));
    first->addWidget(m_gpuCount);
    first->addWidget(buddyLabel(tr("Max &price/h:"), m_maxPrice, this));
    first->addWidget(m_maxPrice);
    first->addWidget(buddyLabel(tr("Prices &in:"), m_currency, this));
    first->addWidget(m_currency);
    first->addWidget(m_fitsPlan);
    first->addWidget(m_more);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(first);
    layout->addWidget(createMoreRow());
    connectFilters();
}

QWidget *OfferFilterBar::createMoreRow()
{
    m_moreRow = new QWidget(this);
    m_moreRow->setObjectName(QStringLiteral("moreFiltersWidget"));
    m_spot = new QComboBox(m_moreRow);
    m_spot->setObjectName(QStringLiteral("spotComboBox"));
    m_spot->addItem(tr("Any"), int(OfferFilterProxyModel::SpotFilter::Any));
    m_spot->addItem(tr("Spot only"), int(OfferFilterProxyModel::SpotFilter::SpotOnly));
    m_spot->addItem(tr("On-demand only"), int(OfferFilterProxyModel::SpotFilter::OnDemandOnly));
    m_region = new QLineEdit(m_moreRow);
    m_region->setObjectName(QStringLiteral("regionLineEdit"));
    m_region->setPlaceholderText(tr("e.g. us, cn-east"));
    m_region->setClearButtonEnabled(true);
    m_minReliability = new QSpinBox(m_moreRow);
    m_minReliability->setObjectName(QStringLiteral("minReliabilitySpinBox"));
    m_minReliability->setRange(0, 100);
    m_minReliability->setSuffix(tr(" %"));
    m_minReliability->setSpecialValueText(tr("Any"));
    m_minReliability->setToolTip(tr("Offers whose provider states no reliability are kept."));
    m_minCuda = new QComboBox(m_moreRow);
    m_minCuda->setObjectName(QStringLiteral("minCudaComboBox"));
    m_minCuda->setEditable(true);
    m_minCuda->addItem(tr("Any"), QString());
    for (const char *version : { "11.8", "12.0", "12.1", "12.2", "12.4", "12.6", "12.8" }) {
        m_minCuda->addItem(QLatin1String(version), QLatin1String(version));
    }
    m_minCuda->setToolTip(tr("The host driver must support at least this CUDA version; unknown ones are kept."));
    auto *clear = new QPushButton(tr("&Clear filters"), m_moreRow);
    clear->setObjectName(QStringLiteral("clearFiltersPushButton"));
    connect(clear, &QPushButton::clicked, this, &OfferFilterBar::clearFilters);

    auto *layout = new QHBoxLayout(m_moreRow);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(buddyLabel(tr("&Spot:"), m_spot, m_moreRow));
    layout->addWidget(m_spot);
    layout->addWidget(buddyLabel(tr("&Region:"), m_region, m_moreRow));
    layout->addWidget(m_region);
    layout->addWidget(buddyLabel(tr("Min re&liability:"), m_minReliability, m_moreRow));
    layout->addWidget(m_minReliability);
    layout->addWidget(buddyLabel(tr("Min C&UDA:"), m_minCuda, m_moreRow));
    layout->addWidget(m_minCuda);
    layout->addStretch(1);
    layout->addWidget(clear);
    m_moreRow->hide();
    return m_moreRow;
}

void OfferFilterBar::connectFilters()
{
    connect(m_more, &QToolButton::toggled, this, [this](bool open) {
        m_moreRow->setVisible(open);
        m_more->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
    });
    connect(m_text, &QLineEdit::textChanged, m_proxy, &OfferFilterProxyModel::setFilterText);
    connect(m_provider, &QComboBox::currentIndexChanged, this,
        [this] { m_proxy->setProviderId(m_provider->currentData().toString()); });
    connect(m_minVram, &QSpinBox::valueChanged, this, [this](int gb) { m_proxy->setMinVramGb(gb); });
    connect(m_gpuCount, &QSpinBox::valueChanged, m_proxy, &OfferFilterProxyModel::setGpuCount);
    connect(m_maxPrice, &QDoubleSpinBox::valueChanged, m_proxy, &OfferFilterProxyModel::setMaxPricePerHour);
    connect(m_fitsPlan, &QCheckBox::toggled, this, [this](bool on) {
        m_proxy->setFitsPlanOnly(on);
        emit fitsPlanToggled(on);
    });
    connect(m_currency, &QComboBox::activated, this,
        [this] { emit displayCurrencyChosen(m_currency->currentData().toString()); });
    connect(m_spot, &QComboBox::currentIndexChanged, this,
        [this] { m_proxy->setSpotFilter(OfferFilterProxyModel::SpotFilter(m_spot->currentData().toInt())); });
    connect(m_region, &QLineEdit::textChanged, m_proxy, &OfferFilterProxyModel::setRegionText);
    connect(m_minReliability, &QSpinBox::valueChanged, this,
        [this](int percent) { m_proxy->setMinReliability(percent / 100.0); });
    connect(m_minCuda, &QComboBox::currentTextChanged, this, [this](const QString &text) {
        // "Any" is the translated label of the first entry; anything typed is taken as a version.
        m_proxy->setMinCuda(text == m_minCuda->itemText(0) ? QString() : text);
    });
}

void OfferFilterBar::setProviders(const QList<QPair<QString, QString>> &providers)
{
    const QString current = m_provider->currentData().toString();
    const QSignalBlocker blocker(m_provider);
    while (m_provider->count() > 1) {
        m_provider->removeItem(1);
    }
    for (const auto &[id, name] : providers) {
        m_provider->addItem(name, id);
    }
    const int index = m_provider->findData(current);
    m_provider->setCurrentIndex(index < 0 ? 0 : index);
    if (index < 0 && !current.isEmpty()) {
        m_proxy->setProviderId(QString()); // the chosen provider went away (account removed)
    }
}

void OfferFilterBar::setDisplayCurrency(const DisplayCurrency &display)
{
    const QSignalBlocker blocker(m_currency);
    const int index = m_currency->findData(display.currency());
    if (index >= 0) {
        m_currency->setCurrentIndex(index);
    }
    m_maxPrice->setPrefix(Money::currencySymbol(display.currency()));
}

void OfferFilterBar::setPlanSummary(const QString &summary)
{
    m_fitsPlan->setEnabled(!summary.isEmpty());
    m_fitsPlan->setToolTip(summary.isEmpty()
            ? tr("Fill in the Planner tab to see which offers fit your job and what it costs on each.")
            : tr("Only offers your plan fits: %1").arg(summary));
    if (summary.isEmpty()) {
        m_fitsPlan->setChecked(false);
    }
}

void OfferFilterBar::setFitsPlanOnly(bool fitsOnly)
{
    m_fitsPlan->setChecked(fitsOnly && m_fitsPlan->isEnabled());
}

void OfferFilterBar::clearFilters()
{
    m_fitsPlan->setChecked(false);
    m_text->clear();
    m_provider->setCurrentIndex(0);
    m_minVram->setValue(0);
    m_gpuCount->setValue(0);
    m_maxPrice->setValue(0);
    m_spot->setCurrentIndex(0);
    m_region->clear();
    m_minReliability->setValue(0);
    m_minCuda->setCurrentIndex(0);
}

} // namespace RentDeck
