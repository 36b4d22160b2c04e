// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "notify/Alert.h"
#include "plan/OfferWatchState.h"

#include <QList>
#include <QObject>

namespace RentDeck {

class Database;
class InstanceManager;
class OfferWatcher;
class Settings;

/**
 * The window's saved offer watches ("tell me when an 8 × H100 under ¥60/h is there"): kept in Settings, each run by an
 * OfferWatcher within the providers' rate limits while the window is open. A match becomes offerAvailable() (the
 * window's desktop notice) and goes to the notify channels of the local ledger (alone; a team's channels are reached
 * by `rentdeck-cli offers watch`).
 */
class OfferWatchService : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OfferWatchService)

public:
    static constexpr int IntervalSeconds = 60;

    OfferWatchService(
        InstanceManager *manager, Settings *settings, Database *channels, double cnyPerUsd, QObject *parent = nullptr);
    ~OfferWatchService() override;

    const QList<OfferWatchFilter> &watches() const { return m_watches; }
    /** Saves \a filter and starts watching (a filter already watched is not added twice). */
    void add(const OfferWatchFilter &filter);
    void remove(int index);

signals:
    void watchesChanged();
    void offerAvailable(const RentDeck::Alert &alert);

private:
    void restart();
    void save();
    void announce(const OfferWatchFilter &filter, const QList<Offer> &offers);

    InstanceManager *m_manager;
    Settings *m_settings;
    Database *m_channels; // the local ledger; outlives this
    double m_cnyPerUsd;
    QList<OfferWatchFilter> m_watches;
    QList<OfferWatcher *> m_watchers;
};

} // namespace RentDeck
