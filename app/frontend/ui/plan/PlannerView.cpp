// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plan/PlannerView.h"

#include "plan/BillingAdvice.h"
#include "plan/FitDescription.h"
#include "plan/GpuTiers.h"
#include "plan/PlanEstimator.h"
#include "services/InstanceManager.h"
#include "services/OfferModel.h"
#include "settings/Settings.h"
#include "ui/offers/OfferFilterProxyModel.h"
#include "ui/plan/GpuTierList.h"
#include "ui/plan/PlanForm.h"
#include "ui/plan/VramBreakdownBar.h"
#include "ui/widgets/ActionIcons.h"
#include "ui/widgets/ListTable.h"
#include "ui/widgets/StatusColours.h"

#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace RentDeck {

namespace {
constexpr int RecomputeDelayMs = 200;

QString htmlList(const QStringList &lines)
{
    QString html;
    for (const QString &line : lines) {
        html += QStringLiteral("<li>%1</li>").arg(line.toHtmlEscaped());
    }
    return html.isEmpty() ? QString() : QStringLiteral("<ul style=\"margin-left:-20px\">%1</ul>").arg(html);
}
} // namespace

PlannerView::PlannerView(InstanceManager *manager, Settings *settings, QWidget *parent)
    : QWidget(parent)
    , m_manager(manager)
    , m_settings(settings)
    , m_display(DisplayCurrency::fromSettings(settings))
    , m_form(new PlanForm(this))
{
    setObjectName(QStringLiteral("plannerView"));
    if (Result<GpuCatalog> catalog = GpuCatalog::load()) {
        m_catalog = std::move(catalog).value();
    }
    auto *formScroll = new QScrollArea(this);
    formScroll->setWidget(m_form);
    formScroll->setWidgetResizable(true);
    formScroll->setFrameShape(QFrame::NoFrame);
    formScroll->setMinimumWidth(300);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(formScroll);
    splitter->addWidget(createResults());
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({ m_form->sizeHint().width() + 24, 1000 });
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(splitter);

    if (m_settings) {
        const QJsonDocument stored
            = QJsonDocument::fromJson(m_settings->value(Settings::Key::PlannerInputs).toString().toUtf8());
        if (stored.isObject()) {
            m_form->setState(stored.object().toVariantMap());
        }
        connect(m_settings, &Settings::changed, this, [this](Settings::Key key) {
            if (key == Settings::Key::DisplayCurrency || key == Settings::Key::CnyPerUsd) {
                setDisplayCurrency(DisplayCurrency::fromSettings(*m_settings));
            }
        });
    }
    m_recompute.setSingleShot(true);
    m_recompute.setInterval(RecomputeDelayMs);
    m_recompute.callOnTimeout(this, &PlannerView::recompute);
    connect(m_form, &PlanForm::changed, &m_recompute, qOverload<>(&QTimer::start));
    connect(m_offers, &QAbstractItemModel::modelReset, this, &PlannerView::updateRanking);
    setDisplayCurrency(m_display);
    recompute();
}

QWidget *PlannerView::createResults()
{
    auto *results = new QWidget(this);
    m_headline = new QLabel(results);
    m_headline->setObjectName(QStringLiteral("planHeadlineLabel"));
    QFont big = m_headline->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    m_headline->setFont(big);
    m_detail = new QLabel(results);
    m_detail->setObjectName(QStringLiteral("planDetailLabel"));
    m_detail->setWordWrap(true);
    m_bar = new VramBreakdownBar(results);
    m_tiers = new GpuTierList(results);
    m_warnings = new QLabel(results);
    m_warnings->setObjectName(QStringLiteral("planWarningsLabel"));
    m_warnings->setWordWrap(true);
    m_warnings->setStyleSheet(QStringLiteral("color: %1").arg(StatusColours::name(StatusColours::Meaning::Caution)));
    m_advice = new QLabel(results);
    m_advice->setObjectName(QStringLiteral("planAdviceLabel"));
    m_advice->setWordWrap(true);

    m_offers = new OfferModel(m_manager, this);
    m_proxy = new OfferFilterProxyModel(this);
    m_proxy->setSourceModel(m_offers);
    m_proxy->setFitsPlanOnly(true);
    m_table = new QTableView(results);
    m_table->setObjectName(QStringLiteral("rankedOffersTableView"));
    m_table->setModel(m_proxy);
    setUpListTable(m_table, OfferModel::EstJobCost);
    const QList<int> shown { OfferModel::Provider, OfferModel::Gpu, OfferModel::Count, OfferModel::Vram,
        OfferModel::PricePerHour, OfferModel::Billing, OfferModel::Fit, OfferModel::EstHours, OfferModel::EstJobCost };
    for (int column = 0; column < OfferModel::ColumnCount; ++column) {
        m_table->setColumnHidden(column, !shown.contains(column));
    }
    m_rankStatus = new QLabel(results);
    m_rankStatus->setObjectName(QStringLiteral("rankStatusLabel"));
    m_rankStatus->setWordWrap(true);
    m_launch = new QPushButton(tr("&Launch…"), results);
    m_launch->setObjectName(QStringLiteral("plannerLaunchPushButton"));
    m_launch->setIcon(actionIcon(ActionIcon::Launch));
    m_showOffers = new QPushButton(tr("Show in &Offers"), results);
    m_showOffers->setObjectName(QStringLiteral("showInOffersPushButton"));
    const auto selectedOffer = [this] {
        const QModelIndexList rows = m_table->selectionModel()->selectedRows();
        return rows.isEmpty() ? QString() : rows.first().data(OfferModel::OfferIdRole).toString();
    };
    connect(m_launch, &QPushButton::clicked, this, [this, selectedOffer] {
        if (const QString id = selectedOffer(); !id.isEmpty()) {
            emit launchRequested(id);
        }
    });
    connect(m_table, &QTableView::doubleClicked, m_launch, &QPushButton::click);
    connect(m_showOffers, &QPushButton::clicked, this, &PlannerView::showOffersRequested);

    auto *memory = new QGroupBox(tr("Memory per GPU"), results);
    auto *memoryLayout = new QVBoxLayout(memory);
    memoryLayout->addWidget(m_headline);
    memoryLayout->addWidget(m_detail);
    memoryLayout->addWidget(m_bar);
    auto *tiers = new QGroupBox(tr("GPU tiers"), results);
    auto *tiersLayout = new QVBoxLayout(tiers);
    tiersLayout->addWidget(m_tiers);
    auto *advice = new QGroupBox(tr("Warnings and advice"), results);
    auto *adviceLayout = new QVBoxLayout(advice);
    adviceLayout->addWidget(m_warnings);
    adviceLayout->addWidget(m_advice);
    auto *top = new QHBoxLayout;
    top->addWidget(memory, 3);
    top->addWidget(tiers, 2);
    auto *ranked = new QGroupBox(tr("Offers that fit, by estimated job cost"), results);
    auto *rankedLayout = new QVBoxLayout(ranked);
    rankedLayout->addWidget(m_table, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_rankStatus, 1);
    buttons->addWidget(m_showOffers);
    buttons->addWidget(m_launch);
    rankedLayout->addLayout(buttons);

    auto *layout = new QVBoxLayout(results);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(advice);
    layout->addWidget(ranked, 1);
    return results;
}

QString PlannerView::summary() const
{
    return m_form->summary();
}

void PlannerView::recomputeNow()
{
    m_recompute.stop();
    recompute();
}

void PlannerView::recompute()
{
    const Result<PlanInput> plan = m_form->plan();
    if (m_settings) {
        m_settings->setValue(Settings::Key::PlannerInputs,
            QString::fromUtf8(
                QJsonDocument(QJsonObject::fromVariantMap(m_form->state())).toJson(QJsonDocument::Compact)));
    }
    if (!plan) {
        m_plan.reset();
        m_headline->setText(tr("Check the inputs"));
        m_detail->setText(plan.error().message);
        m_bar->setBreakdown({});
        m_tiers->setTiers({});
        m_warnings->clear();
        m_advice->clear();
        m_offers->setPlan(std::nullopt);
    } else {
        m_plan = *plan;
        showEstimate(*plan);
        m_offers->setPlan(m_plan);
    }
    m_proxy->invalidate();
    updateRanking();
    emit planChanged(m_plan, m_plan ? summary() : QString());
}

void PlannerView::showEstimate(const PlanInput &plan)
{
    const QLocale locale;
    const PlanEstimate estimate = PlanEstimator::estimate(plan);
    m_headline->setText(tr("%1 per GPU").arg(locale.formattedDataSize(estimate.vramBytesPerGpu(), 1)));
    QString detail = summary().toHtmlEscaped();
    if (estimate.flops > 0) {
        detail += tr(" · %1 FLOPs for %2 tokens")
                      .arg(FitDescription::scientific(estimate.flops), FitDescription::count(plan.tokens));
    }
    m_detail->setText(detail);
    m_bar->setBreakdown(estimate.perGpu);

    QStringList warnings = estimate.warnings;
    double hours = 0;
    if (m_catalog) {
        const QList<GpuTierFit> tiers = GpuTiers::fit(plan, *m_catalog);
        m_tiers->setTiers(tiers);
        for (const GpuTierFit &tier : tiers) {
            if (!tier.fit.time) {
                continue;
            }
            for (const QString &warning : tier.fit.time->warnings) {
                if (!warnings.contains(warning) && tier.fit.fits()) {
                    warnings << tr("%1 GB tier: %2").arg(tier.gb).arg(warning);
                }
            }
            if (hours == 0 && tier.fit.fits()) {
                hours = tier.fit.time->hours; // the smallest tier that fits: what most people rent
            }
        }
    }
    m_warnings->setText(htmlList(warnings));
    m_warnings->setVisible(!warnings.isEmpty());
    m_advice->setText(QStringLiteral("<b>%1</b>").arg(tr("How to pay").toHtmlEscaped())
        + htmlList(BillingAdvice::advice(m_form->pattern(), plan, hours)));
}

void PlannerView::updateRanking()
{
    const int fitting = m_plan ? m_proxy->rowCount() : 0;
    const int total = m_offers->rowCount();
    if (!m_plan) {
        m_rankStatus->setText(tr("Fix the inputs to rank the offers."));
    } else if (fitting == 0) {
        m_rankStatus->setText(tr("None of the %n offer(s) fits this plan: try more GPUs, sharding, LoRA or a "
                                 "lower precision.",
            nullptr, total));
    } else {
        const QModelIndex best = m_proxy->index(0, OfferModel::EstJobCost);
        const QString cost = best.data().toString();
        const QString where = tr("%1 × %2 on %3")
                                  .arg(m_proxy->index(0, OfferModel::Count).data().toString(),
                                      m_proxy->index(0, OfferModel::Gpu).data().toString(),
                                      m_proxy->index(0, OfferModel::Provider).data().toString());
        m_rankStatus->setText(cost.isEmpty()
                ? tr("%1 of %n offer(s) fit. Give the tokens to rank them by job cost.", nullptr, total).arg(fitting)
                : tr("%1 of %n offer(s) fit; the cheapest job: %2 on %3.", nullptr, total)
                      .arg(fitting)
                      .arg(cost, where));
        if (!m_table->selectionModel()->hasSelection()) {
            m_table->selectRow(0);
        }
        m_table->resizeColumnsToContents();
    }
    m_launch->setEnabled(fitting > 0);
    m_showOffers->setEnabled(m_plan.has_value());
}

void PlannerView::setDisplayCurrency(const DisplayCurrency &display)
{
    m_display = display;
    m_offers->setDisplayCurrency(display);
    m_proxy->invalidate();
    updateRanking();
}

} // namespace RentDeck
