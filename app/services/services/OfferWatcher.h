// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "notify/Alert.h"
#include "plan/OfferWatchState.h"

#include <QObject>
#include <QTimer>

namespace RentDeck {

class InstanceManager;

/**
 * Polls the providers' offers for a saved filter and says when a match appears or drops under the ceiling (once, not
 * at every poll while it stays). Never asks a provider more often than its descriptor's minOfferPollSeconds: the
 * interval is the larger of the one asked for and that of the slowest provider involved.
 */
class OfferWatcher : public QObject
{
    Q_OBJECT

public:
    OfferWatcher(InstanceManager *manager, OfferWatchFilter filter, int intervalSeconds, double cnyPerUsd,
        QObject *parent = nullptr);
    void start();
    void stop();
    /** The notice for \a offers (cheapest first) matching the watch \a filter: the window's and the CLI's. */
    static Alert alertFor(const QList<Offer> &offers, const OfferWatchFilter &filter);
    const OfferWatchFilter &filter() const { return m_filter; }
    /** The interval in effect (after the providers' limits). */
    int intervalSeconds() const { return m_intervalSeconds; }

signals:
    /** New matches, cheapest first. */
    void matched(const QList<RentDeck::Offer> &offers);
    /** One look is done (for progress); \a offers is how many the providers listed. */
    void polled(int offers);
    void providerFailed(const QString &providerId, const QString &message);

private:
    struct Look
    {
        QList<Offer> offers;
        int pending = 0;
    };
    void poll();
    void finishLook(const QList<Offer> &offers);

    InstanceManager *m_manager;
    OfferWatchFilter m_filter;
    OfferWatchState m_state;
    double m_cnyPerUsd;
    int m_intervalSeconds;
    QTimer m_timer;
    bool m_polling = false;
};

} // namespace RentDeck
