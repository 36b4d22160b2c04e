// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/offers/OffersView.h"

#include "billing/Ledger.h"
#include "provider/Provider.h"
#include "services/InstanceManager.h"
#include "services/OfferModel.h"
#include "services/OfferWatchService.h"
#include "services/Storage.h"
#include "settings/Settings.h"
#include "ui/dialogs/LaunchDialog.h"
#include "ui/dialogs/MessageBox.h"
#include "ui/offers/ExchangeRateDialog.h"
#include "ui/offers/OfferFilterBar.h"
#include "ui/offers/OfferFilterProxyModel.h"
#include "ui/offers/OfferSourcesBar.h"
#include "ui/widgets/ActionIcons.h"
#include "ui/widgets/ListTable.h"
#include "watch/LaunchGuard.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace RentDeck {

namespace {
constexpr int AgeRefreshMs = 30 * 1000;
} // namespace

OffersView::OffersView(InstanceManager *manager, Settings *settings, QWidget *parent)
    : QWidget(parent)
    , m_manager(manager)
    , m_settings(settings)
    , m_display(DisplayCurrency::fromSettings(settings))
    , m_model(new OfferModel(manager, this))
    , m_proxy(new OfferFilterProxyModel(this))
    , m_filterBar(new OfferFilterBar(m_proxy, this))
    , m_sources(new OfferSourcesBar(manager, this))
    , m_table(new QTableView(this))
    , m_status(new QLabel(this))
    , m_busy(new QProgressBar(this))
    , m_refresh(new QPushButton(tr("&Refresh"), this))
    , m_launch(new QPushButton(tr("&Launch…"), this))
{
    setObjectName(QStringLiteral("offersView"));
    m_proxy->setSourceModel(m_model);

    m_table->setObjectName(QStringLiteral("offersTableView"));
    m_table->setModel(m_proxy);
    setUpListTable(m_table, OfferModel::PricePerHour);

    m_status->setObjectName(QStringLiteral("offersStatusLabel"));
    m_busy->setObjectName(QStringLiteral("launchProgressBar"));
    m_busy->setRange(0, 0); // busy indicator: a launch reports steps, not a percentage
    m_busy->setMaximumWidth(120);
    m_busy->setTextVisible(false);
    m_busy->hide();
    m_refresh->setObjectName(QStringLiteral("refreshOffersPushButton"));
    m_refresh->setIcon(actionIcon(ActionIcon::Refresh));
    m_refresh->setShortcut(QKeySequence::Refresh);
    m_refresh->setToolTip(tr("Ask every provider for its offers again (%1).")
                              .arg(QKeySequence(QKeySequence::Refresh).toString(QKeySequence::NativeText)));
    m_launch->setObjectName(QStringLiteral("launchPushButton"));
    m_launch->setIcon(actionIcon(ActionIcon::Launch));
    m_launch->setDefault(true);

    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_busy);
    bottom->addWidget(m_status, 1);
    bottom->addWidget(m_refresh);
    bottom->addWidget(m_launch);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_filterBar);
    layout->addWidget(m_sources);
    layout->addWidget(m_table, 1);
    layout->addLayout(bottom);

    applyDisplayCurrency(m_display);
    updateProviderChoices();
    setPlan(std::nullopt, QString());
    connect(m_filterBar, &OfferFilterBar::fitsPlanToggled, this, [this](bool on) {
        if (on) {
            m_table->sortByColumn(OfferModel::EstJobCost, Qt::AscendingOrder); // ranked for the job
        }
    });
    connect(m_filterBar, &OfferFilterBar::displayCurrencyChosen, this,
        [this](const QString &currency) { chooseDisplayCurrency(currency, m_display.cnyPerUsd()); });
    connect(m_sources, &OfferSourcesBar::rateClicked, this, &OffersView::openRateDialog);
    connect(m_sources, &OfferSourcesBar::accountsRequested, this, &OffersView::accountsRequested);
    connect(m_manager, &InstanceManager::providersChanged, this, &OffersView::updateProviderChoices);
    if (m_settings) {
        connect(m_settings, &Settings::changed, this, [this](Settings::Key key) {
            if (key == Settings::Key::DisplayCurrency || key == Settings::Key::CnyPerUsd
                || key == Settings::Key::CnyPerUsdSetOn) {
                applyDisplayCurrency(DisplayCurrency::fromSettings(*m_settings));
            }
        });
    }
    m_ageTimer.callOnTimeout(this, [this] {
        m_sources->updateAll();
        m_model->recheckStale();
    });
    m_ageTimer.start(AgeRefreshMs);

    connect(m_model, &QAbstractItemModel::modelReset, this, &OffersView::onOffersChanged);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &OffersView::updateStatus);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &OffersView::updateStatus);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &OffersView::updateStatus);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &OffersView::updateButtons);
    connect(m_table, &QTableView::doubleClicked, this, &OffersView::openLaunchDialog);
    connect(m_launch, &QPushButton::clicked, this, &OffersView::openLaunchDialog);
    connect(m_refresh, &QPushButton::clicked, this, [this] {
        m_status->setText(tr("Refreshing offers…"));
        m_manager->refreshOffers();
    });
    connect(m_manager, &InstanceManager::offersRefreshFailed, this,
        [this](const QString &providerId, const QString &message) {
            m_status->setText(tr("Could not load offers from %1: %2").arg(providerId, message));
        });

    m_status->setText(tr("Loading offers…"));
    updateButtons();
    if (m_model->rowCount() > 0) {
        onOffersChanged(); // a second window over a manager that already has its offers
    }
}

void OffersView::applyDisplayCurrency(const DisplayCurrency &display)
{
    m_display = display;
    m_model->setDisplayCurrency(display);
    m_filterBar->setDisplayCurrency(display);
    m_sources->setRateText(display.rateText());
    m_proxy->invalidate(); // the maximum price is in the display currency: filter again
    if (m_loaded) {
        m_table->resizeColumnToContents(OfferModel::PricePerHour);
        m_table->resizeColumnToContents(OfferModel::PricePerGpuHour);
    }
}

void OffersView::chooseDisplayCurrency(const QString &currency, double cnyPerUsd)
{
    if (m_settings) {
        DisplayCurrency::save(*m_settings, currency, cnyPerUsd); // changed() applies it
        return;
    }
    const bool rateChanged = !qFuzzyCompare(cnyPerUsd, m_display.cnyPerUsd());
    applyDisplayCurrency(
        DisplayCurrency(currency, cnyPerUsd, rateChanged ? QDate::currentDate() : m_display.rateSetOn()));
}

void OffersView::openRateDialog()
{
    auto *dialog = new ExchangeRateDialog(m_display, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this,
        [this, dialog] { chooseDisplayCurrency(m_display.currency(), dialog->rate()); });
    dialog->open();
}

void OffersView::updateProviderChoices()
{
    QList<QPair<QString, QString>> providers;
    for (Provider *provider : m_manager->providers()) {
        const ProviderDescriptor descriptor = provider->descriptor();
        if (descriptor.capabilities.testFlag(ProviderCapability::ListOffers)) {
            providers.append({ descriptor.id, descriptor.displayName });
        }
    }
    m_filterBar->setProviders(providers);
}

void OffersView::onOffersChanged()
{
    m_loaded = true;
    m_table->resizeColumnsToContents();
    if (!m_table->selectionModel()->hasSelection() && m_proxy->rowCount() > 0) {
        m_table->selectRow(0); // so Launch… works at once on the cheapest offer
    }
    updateStatus();
    updateButtons();
}

void OffersView::updateStatus()
{
    if (!m_loaded || isLaunching()) {
        return;
    }
    const int total = m_model->rowCount();
    const int shown = m_proxy->rowCount();
    m_status->setText(shown == total ? tr("%n offer(s)", nullptr, total)
                                     : tr("%1 of %n offer(s) match the filter", nullptr, total).arg(shown));
    updateButtons();
}

void OffersView::updateButtons()
{
    const bool hasSelection = m_table->selectionModel()->hasSelection();
    m_launch->setEnabled(hasSelection && !isLaunching());
    m_launch->setToolTip(hasSelection ? QString() : tr("Select an offer first."));
}

void OffersView::setPlan(const std::optional<PlanInput> &plan, const QString &summary)
{
    m_model->setPlan(plan);
    m_filterBar->setPlanSummary(plan ? summary : QString());
    for (const int column : { OfferModel::Fit, OfferModel::EstHours, OfferModel::EstJobCost }) {
        m_table->setColumnHidden(column, !plan);
        if (plan && m_loaded) {
            m_table->resizeColumnToContents(column);
        }
    }
    m_proxy->invalidate();
}

void OffersView::showFitsPlanOnly(bool fitsOnly)
{
    m_filterBar->setFitsPlanOnly(fitsOnly);
}

void OffersView::launchOffer(const QString &qualifiedOfferId)
{
    for (int row = 0; row < m_proxy->rowCount(); ++row) {
        if (m_proxy->index(row, 0).data(OfferModel::OfferIdRole).toString() == qualifiedOfferId) {
            m_table->selectRow(row);
            m_table->scrollTo(m_proxy->index(row, 0));
            break;
        }
    }
    openLaunchDialogFor(qualifiedOfferId);
}

void OffersView::openLaunchDialog()
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (!rows.isEmpty()) {
        openLaunchDialogFor(rows.first().data(OfferModel::OfferIdRole).toString());
    }
}

void OffersView::openLaunchDialogFor(const QString &offerId)
{
    if (isLaunching()) {
        return;
    }
    const std::optional<Offer> offer = m_manager->findOffer(offerId);
    if (!offer) {
        return;
    }
    // Shown with open(), never exec(): the GUI thread keeps running the event loop (STYLE.md §5).
    auto *dialog = new LaunchDialog(*offer, this);
    if (const Provider *provider = m_manager->provider(offer->providerId)) {
        dialog->setProviderFacts(provider->descriptor());
    }
    // The project used last is offered again, the ledger's others to complete.
    QStringList projects;
    if (const Ledger *ledger = m_manager->storage().ledger()) {
        if (const auto instances = ledger->instances()) {
            for (const LedgerInstance &instance : instances.value()) {
                if (!instance.project.isEmpty() && !projects.contains(instance.project)) {
                    projects << instance.project;
                }
            }
        }
    }
    dialog->setProject(m_settings ? m_settings->value(Settings::Key::LaunchProject).toString() : QString(), projects);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, offerId] {
        const InstanceSpec spec = dialog->spec();
        if (m_settings) {
            m_settings->setValue(Settings::Key::LaunchProject, spec.project);
        }
        startLaunch(offerId, spec);
    });
    dialog->open();
}

void OffersView::startLaunch(const QString &qualifiedOfferId, const InstanceSpec &spec)
{
    InstanceJob *job = m_manager->launch(qualifiedOfferId, spec);
    m_launchJob = job;
    setBusy(true, tr("Launching %1…").arg(qualifiedOfferId));
    connect(job, &Job::progress, this, [this, qualifiedOfferId](const QString &message) {
        m_status->setText(tr("Launching %1: %2").arg(qualifiedOfferId, message));
    });
    connect(job, &Job::finished, this, [this, job, qualifiedOfferId, spec] {
        if (job->isOk()) {
            saveLaunchGuard(job->value(), spec);
        }
        onLaunchFinished(
            qualifiedOfferId, job->isOk(), job->isOk() ? job->value().name() : QString(), job->error().message);
    });
}

void OffersView::saveLaunchGuard(const Instance &instance, const InstanceSpec &spec)
{
    // The dialog's max lifetime, idle stop and budget become the instance's guard, as with `launch --max-hours`.
    const Provider *provider = m_manager->provider(instance.providerId);
    const Status saved = LaunchGuard::save(m_manager->storage().guards(), instance, spec,
        provider ? provider->descriptor().capabilities : ProviderCapabilities());
    if (!saved) {
        MessageBox::critical(this, tr("Guard not saved"),
            tr("%1 was launched, but its guard could not be saved: %2\n\nSet it again with Guard… in the Instances "
               "tab; until then nothing limits what it costs.")
                .arg(instance.name(), saved.error().message));
    }
}

void OffersView::onLaunchFinished(
    const QString &qualifiedOfferId, bool ok, const QString &instanceName, const QString &error)
{
    m_launchJob.clear();
    if (ok) {
        setBusy(false, tr("Launched %1 as %2.").arg(qualifiedOfferId, instanceName));
        emit launched(instanceName);
        return;
    }
    setBusy(false, tr("Launch of %1 failed.").arg(qualifiedOfferId));
    MessageBox::critical(this, tr("Launch failed"), tr("Could not launch %1.\n\n%2").arg(qualifiedOfferId, error));
}

void OffersView::setBusy(bool busy, const QString &text)
{
    m_busy->setVisible(busy);
    m_status->setText(text);
    updateButtons();
}

void OffersView::setTeamChecks(const QHash<QString, TeamOfferCheck> &checks)
{
    m_model->setTeamChecks(checks);
}

void OffersView::setOfferWatches(OfferWatchService *watches)
{
    m_watches = watches;
    m_watch = new QToolButton(this);
    m_watch->setObjectName(QStringLiteral("watchOffersToolButton"));
    m_watch->setText(tr("&Watch"));
    m_watch->setToolTip(tr("Be told when an offer like the filtered ones appears or gets cheaper (popular cards sell "
                           "out): desktop notices and your notify channels, while RentDeck runs."));
    m_watch->setPopupMode(QToolButton::InstantPopup);
    m_watch->setMenu(new QMenu(m_watch));
    // Beside Refresh and Launch: the bottom row's layout is the view's second item.
    if (auto *bottom = qobject_cast<QHBoxLayout *>(layout()->itemAt(layout()->count() - 1)->layout())) {
        bottom->insertWidget(bottom->indexOf(m_refresh), m_watch);
    }
    connect(m_watches, &OfferWatchService::watchesChanged, this, &OffersView::rebuildWatchMenu);
    rebuildWatchMenu();
}

void OffersView::rebuildWatchMenu()
{
    QMenu *menu = m_watch->menu();
    menu->clear();
    QAction *add = menu->addAction(tr("Watch for offers like these"), this, [this] {
        const OfferWatchFilter filter = m_proxy->watchFilter(m_display.currency());
        m_watches->add(filter);
        m_status->setText(tr("Watching for %1: you will be told when one appears.").arg(filter.describe()));
    });
    add->setObjectName(QStringLiteral("addOfferWatchAction"));
    const QList<OfferWatchFilter> &watches = m_watches->watches();
    m_watch->setText(watches.isEmpty() ? tr("&Watch") : tr("&Watch (%1)").arg(watches.size()));
    if (watches.isEmpty()) {
        return;
    }
    menu->addSeparator();
    for (int i = 0; i < watches.size(); ++i) {
        menu->addAction(
                tr("Stop watching for %1").arg(watches.at(i).describe()), this, [this, i] { m_watches->remove(i); })
            ->setObjectName(QStringLiteral("removeOfferWatchAction%1").arg(i));
    }
}

} // namespace RentDeck
