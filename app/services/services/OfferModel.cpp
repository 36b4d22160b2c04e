// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/OfferModel.h"

#include "checks/GpuCatalog.h"
#include "core/RemoteText.h"
#include "plan/FitDescription.h"
#include "services/Storage.h"

#include <QLocale>
#include <QVersionNumber>
#include <limits>

namespace RentDeck {

namespace {
QString gigabytes(double gb)
{
    return OfferModel::tr("%1 GB").arg(gb, 0, 'f', gb == double(qint64(gb)) ? 0 : 1);
}

// Per-GPU share of a machine-wide figure, so a 2-GPU and an 8-GPU box compare fairly.
double perGpu(double total, int gpuCount)
{
    return gpuCount > 0 ? total / gpuCount : total;
}

QString perGpuText(double value)
{
    return QString::number(value, 'f', value == double(qint64(value)) ? 0 : 1);
}

// "12.4" → 12004: a number that orders like the version.
qint64 versionKey(const QString &version)
{
    const QVersionNumber number = QVersionNumber::fromString(version);
    return number.isNull() ? -1 : qint64(number.majorVersion()) * 1000 + number.minorVersion();
}
} // namespace

OfferModel::OfferModel(InstanceManager *manager, QObject *parent)
    : QAbstractTableModel(parent)
    , m_manager(manager)
{
    if (!manager) {
        return;
    }
    connect(manager, &InstanceManager::offersChanged, this, [this] {
        beginResetModel();
        reloadFromManager();
        endResetModel();
    });
    connect(manager, &InstanceManager::offerStatusChanged, this, [this](const QString &providerId) {
        m_statuses.insert(providerId, m_manager->offerStatus(providerId));
        recheckStale();
    });
    connect(manager, &InstanceManager::providersChanged, this, [this] {
        for (RentDeck::Provider *provider : m_manager->providers()) {
            m_providerNames.insert(provider->descriptor().id, provider->descriptor().displayName);
        }
        m_searchText.clear();
    });
    reloadFromManager();
}

void OfferModel::reloadFromManager()
{
    m_offers = m_manager->offers();
    m_statuses.clear();
    for (RentDeck::Provider *provider : m_manager->providers()) {
        const ProviderDescriptor descriptor = provider->descriptor();
        m_providerNames.insert(descriptor.id, descriptor.displayName);
        m_statuses.insert(descriptor.id, m_manager->offerStatus(descriptor.id));
    }
    m_staleProviders = staleProviders(QDateTime::currentDateTimeUtc());
    loadCheckHistory();
    computeFits();
}

void OfferModel::setOffers(const QList<Offer> &offers, const QHash<QString, OfferSourceStatus> &statuses)
{
    beginResetModel();
    m_offers = offers;
    m_statuses = statuses;
    m_staleProviders = staleProviders(QDateTime::currentDateTimeUtc());
    computeFits();
    endResetModel();
}

void OfferModel::setPlan(const std::optional<PlanInput> &plan)
{
    m_plan = plan;
    computeFits();
    if (!m_offers.isEmpty()) {
        emit dataChanged(index(0, Fit), index(rowCount() - 1, EstJobCost));
    }
}

void OfferModel::setMeasuredThroughput(const ThroughputHistory &measured)
{
    m_measured = measured;
    setPlan(m_plan);
}

const OfferFit *OfferModel::fitAt(int row) const
{
    return row >= 0 && row < m_fits.size() ? &m_fits.at(row) : nullptr;
}

void OfferModel::computeFits()
{
    m_fits.clear();
    m_searchText.clear(); // the offers may have changed too
    if (!m_plan) {
        rebuildSortKeys();
        return;
    }
    // Loaded once: the catalog is a compiled-in resource that cannot change while we run.
    static const std::optional<GpuCatalog> catalog = [] {
        Result<GpuCatalog> loaded = GpuCatalog::load();
        return loaded ? std::optional<GpuCatalog>(std::move(loaded).value()) : std::nullopt;
    }();
    m_fits.reserve(m_offers.size());
    for (const Offer &offer : std::as_const(m_offers)) {
        m_fits.append(OfferFit::forOffer(*m_plan, offer, catalog ? &*catalog : nullptr, &m_measured));
    }
    rebuildSortKeys();
}

QVariant OfferModel::planData(int row, int column, int role) const
{
    const OfferFit *found = fitAt(row);
    if (!found) {
        return role == SortRole ? QVariant(std::numeric_limits<qint64>::max()) : QVariant(QString());
    }
    const OfferFit &fit = *found;
    // No time or cost for a box the job does not fit: it would never finish there.
    const bool timed = fit.time.has_value() && fit.fits();
    if (role == SortRole) {
        return column == Fit ? QVariant(int(fit.level)) : QVariant(planSortKey(row, column));
    }
    if (role == Qt::ToolTipRole) {
        return column == Fit ? tr("%1 per GPU needed, %2 usable")
                                   .arg(QLocale().formattedDataSize(fit.estimate.vramBytesPerGpu()),
                                       QLocale().formattedDataSize(fit.usableBytesPerGpu))
            : timed ? FitDescription::costExplanation(fit, m_display)
                    : fit.warnings().join(QLatin1Char('\n'));
    }
    switch (column) {
    case Fit:
        return FitDescription::level(fit.level);
    case EstHours:
        return timed ? FitDescription::duration(fit.time->hours) : QString();
    default:
        return timed && fit.jobCost.isValid() ? m_display.format(fit.jobCost) : QString();
    }
}

qint64 OfferModel::planSortKey(int row, int column) const
{
    if (row < 0 || row >= m_sortKeys.size()) {
        return std::numeric_limits<qint64>::max();
    }
    const SortKeys &keys = m_sortKeys.at(row);
    switch (column) {
    case Fit:
        return keys.fitLevel;
    case EstHours:
        return keys.estSeconds;
    default:
        return keys.jobCostMicros;
    }
}

const Money &OfferModel::sortPrice(int row, int column) const
{
    const SortKeys &keys = m_sortKeys.at(row);
    return column == PricePerGpuHour ? keys.pricePerGpuHour : keys.pricePerHour;
}

const QString &OfferModel::searchText(int row) const
{
    if (m_searchText.size() != m_offers.size()) {
        m_searchText.clear();
        m_searchText.reserve(m_offers.size());
        for (int r = 0; r < m_offers.size(); ++r) {
            QStringList texts;
            for (int column : { Provider, Gpu, Region, Note, Billing }) {
                texts.append(RemoteText::visibleData(displayData(r, column)).toString());
            }
            texts.append(m_offers.at(r).providerId);
            m_searchText.append(texts.join(QLatin1Char(' ')));
        }
    }
    return m_searchText.at(row);
}

void OfferModel::rebuildSortKeys()
{
    // Sorting 5,000 offers compares ~60,000 pairs: each key is computed once here, not converted per comparison.
    m_sortKeys.clear();
    m_sortKeys.reserve(m_offers.size());
    for (int row = 0; row < m_offers.size(); ++row) {
        const Offer &offer = m_offers.at(row);
        SortKeys keys;
        keys.pricePerHour = m_display.convert(offer.pricePerHour);
        keys.pricePerGpuHour = m_display.convert(offer.pricePerGpuHour());
        if (const OfferFit *fit = fitAt(row)) {
            // Offers without an estimate sort after every estimate; no time or cost where the job does not fit.
            const bool timed = fit->time.has_value() && fit->fits();
            keys.fitLevel = int(fit->level);
            keys.estSeconds = timed ? qint64(fit->time->hours * 3600) : std::numeric_limits<qint64>::max();
            keys.jobCostMicros = timed && fit->jobCost.isValid() ? m_display.convert(fit->jobCost).micros()
                                                                 : std::numeric_limits<qint64>::max();
        }
        m_sortKeys.append(keys);
    }
}

void OfferModel::setDisplayCurrency(const DisplayCurrency &display)
{
    m_display = display;
    rebuildSortKeys();
    m_searchText.clear();
    if (!m_offers.isEmpty()) {
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    }
}

void OfferModel::recheckStale(const QDateTime &now)
{
    const QSet<QString> stale = staleProviders(now);
    if (stale == m_staleProviders) {
        return;
    }
    m_staleProviders = stale;
    if (!m_offers.isEmpty()) {
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    }
}

QSet<QString> OfferModel::staleProviders(const QDateTime &now) const
{
    QSet<QString> stale;
    for (auto it = m_statuses.cbegin(); it != m_statuses.cend(); ++it) {
        if (it->isStale(now)) {
            stale.insert(it.key());
        }
    }
    return stale;
}

QString OfferModel::providerName(const QString &providerId) const
{
    return m_providerNames.value(providerId, providerId);
}

void OfferModel::loadCheckHistory()
{
    // Once per offer refresh, not per paint: what earlier checks found on machines rented from each offer.
    m_lastCheck.clear();
    const CheckReportStore reports = m_manager ? m_manager->storage().checkReports() : CheckReportStore(nullptr);
    if (!reports.isAvailable()) {
        return;
    }
    if (Result<ThroughputHistory> measured = ThroughputHistory::load(reports)) {
        m_measured = std::move(measured).value();
    }
    const auto history = reports.latestPerOffer();
    if (!history) {
        return;
    }
    for (auto it = history.value().cbegin(); it != history.value().cend(); ++it) {
        m_lastCheck.insert(it.key(), { it->status, tr("%1 on %2").arg(it->summary, it->instanceName), it->at });
    }
    mergeTeamChecks();
}

void OfferModel::setTeamChecks(const QHash<QString, TeamOfferCheck> &checks)
{
    if (checks.keys() == m_teamChecks.keys() && checks.size() == m_teamChecks.size()) {
        bool same = true;
        for (auto it = checks.cbegin(); it != checks.cend() && same; ++it) {
            same = m_teamChecks.value(it.key()).report.at == it->report.at;
        }
        if (same) {
            return; // nothing new: no repaint every 30 s
        }
    }
    m_teamChecks = checks;
    loadCheckHistory();
    if (!m_offers.isEmpty()) {
        emit dataChanged(index(0, LastCheck), index(int(m_offers.size()) - 1, LastCheck));
    }
}

void OfferModel::mergeTeamChecks()
{
    for (auto it = m_teamChecks.cbegin(); it != m_teamChecks.cend(); ++it) {
        const auto mine = m_lastCheck.constFind(it.key());
        if (mine != m_lastCheck.cend() && mine->at >= it->report.at) {
            continue;
        }
        const StoredCheckReport &report = it->report;
        m_lastCheck.insert(it.key(),
            { report.status,
                tr("%1 for %2 on %3: %4 (%5)")
                    .arg(report.status == QLatin1String("fail") ? tr("Failed") : tr("Checked"), it->member,
                        QLocale().toString(report.at.toLocalTime(), QLocale::ShortFormat), report.summary,
                        report.instanceName),
                report.at });
    }
}

int OfferModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_offers.size());
}

int OfferModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString OfferModel::billingText(const BillingPolicy &billing)
{
    switch (billing.granularity) {
    case BillingGranularity::Second:
        return tr("per second");
    case BillingGranularity::Minute:
        return tr("per minute");
    case BillingGranularity::Hour:
        return tr("per hour");
    }
    return {};
}

QVariant OfferModel::displayData(int row, int column) const
{
    const Offer &offer = m_offers.at(row);
    switch (column) {
    case Provider:
        return providerName(offer.providerId);
    case Gpu:
        return offer.sliced ? tr("%1 (slice)").arg(offer.gpuName) : offer.gpuName;
    case Count:
        return offer.gpuCount;
    case Vram:
        return gigabytes(offer.vramGb);
    case PricePerHour:
        return m_display.format(offer.pricePerHour);
    case PricePerGpuHour:
        return m_display.format(offer.pricePerGpuHour());
    case Fit:
    case EstHours:
    case EstJobCost:
        return planData(row, column, Qt::DisplayRole);
    case Billing:
        return billingText(offer.billing);
    case Spot:
        return offer.spot ? tr("spot") : tr("on-demand");
    case Region:
        return offer.region;
    case Cpu:
        return offer.cpuCores > 0 ? perGpuText(perGpu(offer.cpuCores, offer.gpuCount)) : QString();
    case Ram:
        return offer.ramGb > 0 ? gigabytes(perGpu(offer.ramGb, offer.gpuCount)) : QString();
    case Disk:
        return offer.diskGb > 0 ? gigabytes(offer.diskGb) : QString();
    case MaxCuda:
        return offer.maxCuda;
    case Reliability:
        return offer.reliability ? tr("%1 %").arg(*offer.reliability * 100, 0, 'f', 1) : QString();
    case Interconnect:
        return offer.interconnect;
    case LastCheck: {
        const auto found = m_lastCheck.constFind(offer.qualifiedId());
        if (found == m_lastCheck.cend()) {
            return QString();
        }
        if (found->status == QLatin1String("fail")) {
            return tr("failed");
        }
        return found->status == QLatin1String("warn") ? tr("warnings") : tr("passed");
    }
    case Note:
        return offer.note;
    }
    return {};
}

QVariant OfferModel::sortData(int row, int column) const
{
    const Offer &offer = m_offers.at(row);
    switch (column) {
    case Count:
        return offer.gpuCount;
    case Vram:
        return offer.vramGb;
    case PricePerHour:
    case PricePerGpuHour:
        return sortPrice(row, column).micros();
    case Fit:
    case EstHours:
    case EstJobCost:
        return planData(row, column, SortRole);
    case Spot:
        return offer.spot;
    case Cpu:
        return perGpu(offer.cpuCores, offer.gpuCount);
    case Ram:
        return perGpu(offer.ramGb, offer.gpuCount);
    case Disk:
        return offer.diskGb;
    case MaxCuda:
        return versionKey(offer.maxCuda);
    case Reliability:
        return offer.reliability.value_or(-1.0); // unknown sorts below any known figure
    default:
        return displayData(row, column);
    }
}

QString OfferModel::staleReason(const QString &providerId) const
{
    const OfferSourceStatus status = m_statuses.value(providerId);
    const QString fetched = QLocale().toString(status.fetchedAt.toLocalTime(), QLocale::ShortFormat);
    if (status.state == OfferSourceStatus::State::Failed) {
        return tr("Stale: fetched %1; the last refresh of %2 failed: %3")
            .arg(fetched, providerName(providerId), status.message);
    }
    return tr("Stale: fetched %1, more than %n minute(s) ago; it may be gone. Press Refresh.", nullptr,
        OfferSourceStatus::StaleAfterSeconds / 60)
        .arg(fetched);
}

QVariant OfferModel::toolTip(int row, int column) const
{
    const Offer &offer = m_offers.at(row);
    QString tip;
    if ((column == Fit || column == EstHours || column == EstJobCost) && m_plan) {
        tip = planData(row, column, Qt::ToolTipRole).toString();
    } else if (column == LastCheck && m_lastCheck.contains(offer.qualifiedId())) {
        tip = m_lastCheck.value(offer.qualifiedId()).tip;
    } else if ((column == PricePerHour || column == PricePerGpuHour)
        && m_display.canConvert(offer.pricePerHour.currency())
        && offer.pricePerHour.currency() != m_display.currency()) {
        tip = tr("%1 as priced by %2; converted at %3.")
                  .arg(column == PricePerHour ? offer.pricePerHour.format() : offer.pricePerGpuHour().format(),
                      providerName(offer.providerId), m_display.rateText());
    } else if (column == Cpu || column == Ram) {
        tip = tr("Whole offer: %1 CPU cores, %2 RAM for %n GPU(s)", nullptr, offer.gpuCount)
                  .arg(offer.cpuCores)
                  .arg(gigabytes(offer.ramGb));
    } else {
        tip = tr("%1 × %2, driver %3, CUDA ≤ %4")
                  .arg(offer.gpuCount)
                  .arg(offer.gpuName, offer.driverVersion, offer.maxCuda);
    }
    if (m_staleProviders.contains(offer.providerId)) {
        tip = staleReason(offer.providerId) + QLatin1Char('\n') + tip;
    }
    return tip;
}

QVariant OfferModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_offers.size()) {
        return {};
    }
    const Offer &offer = m_offers.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return RemoteText::visibleData(displayData(index.row(), index.column()));
    case SortRole:
        return sortData(index.row(), index.column());
    case OfferIdRole:
        return offer.qualifiedId();
    case ProviderIdRole:
        return offer.providerId;
    case FitRole: {
        const OfferFit *fit = fitAt(index.row());
        return fit ? int(fit->level) : -1;
    }
    case StaleRole:
        return m_staleProviders.contains(offer.providerId);
    case CurrencyRole:
        return sortPrice(index.row(), PricePerHour).currency();
    case Qt::TextAlignmentRole:
        switch (index.column()) {
        case Count:
        case Vram:
        case PricePerHour:
        case PricePerGpuHour:
        case EstHours:
        case EstJobCost:
        case Cpu:
        case Ram:
        case Disk:
        case Reliability:
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        default:
            return {};
        }
    case Qt::ToolTipRole:
        return toolTip(index.row(), index.column());
    default:
        return {};
    }
}

QVariant OfferModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case Provider:
        return tr("Provider");
    case Gpu:
        return tr("GPU");
    case Count:
        return tr("GPUs");
    case Vram:
        return tr("VRAM / GPU");
    case PricePerHour:
        return tr("Price / h");
    case PricePerGpuHour:
        return tr("Per GPU-h");
    case Fit:
        return tr("Fits plan");
    case EstHours:
        return tr("Est. hours");
    case EstJobCost:
        return tr("Est. job cost");
    case Billing:
        return tr("Billing");
    case Spot:
        return tr("Spot");
    case Region:
        return tr("Region");
    case Cpu:
        return tr("CPU / GPU");
    case Ram:
        return tr("RAM / GPU");
    case Disk:
        return tr("Disk");
    case MaxCuda:
        return tr("Max CUDA");
    case Reliability:
        return tr("Reliability");
    case Interconnect:
        return tr("Interconnect");
    case LastCheck:
        return tr("Last check");
    case Note:
        return tr("Note");
    }
    return {};
}

} // namespace RentDeck
