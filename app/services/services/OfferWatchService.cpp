// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/OfferWatchService.h"

#include "budgets/BudgetStore.h"
#include "logging/LoggingCategories.h"
#include "notify/AlertDispatcher.h"
#include "services/InstanceManager.h"
#include "services/OfferWatcher.h"
#include "settings/Settings.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace RentDeck {

OfferWatchService::OfferWatchService(
    InstanceManager *manager, Settings *settings, Database *channels, double cnyPerUsd, QObject *parent)
    : QObject(parent)
    , m_manager(manager)
    , m_settings(settings)
    , m_channels(channels)
    , m_cnyPerUsd(cnyPerUsd)
{
    const QJsonArray saved
        = QJsonDocument::fromJson(m_settings->value(Settings::Key::OfferWatches).toString().toUtf8()).array();
    for (const QJsonValue &value : saved) {
        m_watches << OfferWatchFilter::fromJson(value.toObject());
    }
    // The providers (and so each watch's pace) are known once the accounts are read from the keychain.
    connect(m_manager, &InstanceManager::providersChanged, this, &OfferWatchService::restart);
    restart();
}

OfferWatchService::~OfferWatchService() = default;

void OfferWatchService::add(const OfferWatchFilter &filter)
{
    if (m_watches.contains(filter)) {
        return;
    }
    m_watches << filter;
    save();
    restart();
}

void OfferWatchService::remove(int index)
{
    if (index < 0 || index >= m_watches.size()) {
        return;
    }
    m_watches.removeAt(index);
    save();
    restart();
}

void OfferWatchService::save()
{
    QJsonArray list;
    for (const OfferWatchFilter &filter : std::as_const(m_watches)) {
        list.append(filter.toJson());
    }
    m_settings->setValue(
        Settings::Key::OfferWatches, QString::fromUtf8(QJsonDocument(list).toJson(QJsonDocument::Compact)));
    emit watchesChanged();
}

void OfferWatchService::restart()
{
    qDeleteAll(m_watchers);
    m_watchers.clear();
    if (m_manager->isLoadingAccounts()) {
        return; // providersChanged() comes again when they are read
    }
    for (OfferWatchFilter filter : std::as_const(m_watches)) {
        filter.cnyPerUsd = m_cnyPerUsd;
        auto *watcher = new OfferWatcher(m_manager, filter, IntervalSeconds, m_cnyPerUsd, this);
        connect(watcher, &OfferWatcher::matched, this,
            [this, filter](const QList<Offer> &offers) { announce(filter, offers); });
        m_watchers << watcher;
        watcher->start();
    }
}

void OfferWatchService::announce(const OfferWatchFilter &filter, const QList<Offer> &offers)
{
    const Alert alert = OfferWatcher::alertFor(offers, filter);
    emit offerAvailable(alert);
    if (!m_channels) {
        return;
    }
    const auto channels = BudgetStore(m_channels).channels();
    if (!channels || channels.value().isEmpty()) {
        return;
    }
    auto *dispatcher = new AlertDispatcher(channels.value(), alert, this);
    connect(dispatcher, &Job::finished, this, [dispatcher] {
        for (const auto &[channel, error] : dispatcher->value().failed) {
            qCWarning(lcBilling) << "offer alert not delivered to" << channel.display() << error.message;
        }
        dispatcher->deleteLater();
    });
    dispatcher->start();
}

} // namespace RentDeck
