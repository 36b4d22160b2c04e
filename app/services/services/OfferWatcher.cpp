// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/OfferWatcher.h"

#include "provider/Provider.h"
#include "services/InstanceManager.h"
#include "settings/DisplayCurrency.h"

namespace RentDeck {

OfferWatcher::OfferWatcher(
    InstanceManager *manager, OfferWatchFilter filter, int intervalSeconds, double cnyPerUsd, QObject *parent)
    : QObject(parent)
    , m_manager(manager)
    , m_filter(std::move(filter))
    , m_cnyPerUsd(cnyPerUsd)
    , m_intervalSeconds(std::max(1, intervalSeconds))
{
    // Every configured provider is asked at each look (refreshOffers), so the slowest one sets the pace.
    for (Provider *provider : m_manager->providers()) {
        const ProviderDescriptor descriptor = provider->descriptor();
        if (descriptor.capabilities.testFlag(ProviderCapability::ListOffers)) {
            m_intervalSeconds = std::max(m_intervalSeconds, descriptor.minOfferPollSeconds);
        }
    }
    m_timer.setInterval(m_intervalSeconds * 1000);
    connect(&m_timer, &QTimer::timeout, this, &OfferWatcher::poll);
    connect(m_manager, &InstanceManager::offersRefreshFailed, this, &OfferWatcher::providerFailed);
    connect(m_manager, &InstanceManager::offersRefreshFinished, this, [this] {
        if (!m_polling) {
            return;
        }
        m_polling = false;
        const QList<Offer> offers = m_manager->offers();
        emit polled(int(offers.size()));
        const DisplayCurrency usd(QStringLiteral("USD"), m_cnyPerUsd);
        const QList<Offer> fresh
            = m_state.update(offers, m_filter, [&usd](const Money &amount) { return usd.convert(amount); });
        if (!fresh.isEmpty()) {
            emit matched(fresh);
        }
    });
}

void OfferWatcher::start()
{
    poll();
    m_timer.start();
}

void OfferWatcher::stop()
{
    m_timer.stop();
}

void OfferWatcher::poll()
{
    if (m_polling) {
        return; // the last look has not finished: never two at once
    }
    m_polling = true;
    OfferQuery query;
    query.gpuName = m_filter.gpuName;
    query.minVramGb = m_filter.minVramGb;
    query.gpuCount = m_filter.gpuCount;
    query.spotOnly = m_filter.spotOnly;
    m_manager->refreshOffers(query);
}

} // namespace RentDeck
