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
}

Alert OfferWatcher::alertFor(const QList<Offer> &offers, const OfferWatchFilter &filter)
{
    const Offer &best = offers.constFirst();
    return { QStringLiteral("offer:") + best.qualifiedId(),
        tr("Offer available: %1 × %2 at %3/h").arg(best.gpuCount).arg(best.gpuName, best.pricePerHour.format()),
        tr("%1 (%2) matches your watch \"%3\"; %n offer(s) match now.", nullptr, int(offers.size()))
            .arg(best.qualifiedId(), best.region, filter.describe()) };
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
    // Each provider is asked directly, not through the manager's refresh: the window's offers table keeps what the
    // user filtered, and a watch's narrower query (Vast.ai filters server-side) stays the watch's own.
    OfferQuery query;
    query.gpuName = m_filter.gpuName;
    query.minVramGb = m_filter.minVramGb;
    query.gpuCount = m_filter.gpuCount;
    query.spotOnly = m_filter.spotOnly;
    auto look = std::make_shared<Look>();
    for (Provider *provider : m_manager->providers()) {
        const ProviderDescriptor descriptor = provider->descriptor();
        if (!descriptor.capabilities.testFlag(ProviderCapability::ListOffers)
            || (!m_filter.providerId.isEmpty() && descriptor.id != m_filter.providerId)) {
            continue;
        }
        ++look->pending;
        OfferListJob *job = provider->listOffers(query);
        connect(job, &Job::finished, this, [this, job, look, id = descriptor.id] {
            if (job->isOk()) {
                look->offers += job->value();
            } else {
                emit providerFailed(id, job->error().message);
            }
            if (--look->pending == 0) {
                finishLook(look->offers);
            }
        });
    }
    m_polling = look->pending > 0;
}

void OfferWatcher::finishLook(const QList<Offer> &offers)
{
    m_polling = false;
    emit polled(int(offers.size()));
    const DisplayCurrency usd(QStringLiteral("USD"), m_cnyPerUsd);
    const QList<Offer> fresh
        = m_state.update(offers, m_filter, [&usd](const Money &amount) { return usd.convert(amount); });
    if (!fresh.isEmpty()) {
        emit matched(fresh);
    }
}

} // namespace RentDeck
