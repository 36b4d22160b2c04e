// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "watch/MetricStore.h"
#include "watch/MetricStream.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QTimer>
#include <memory>
#include <unordered_map>

namespace RentDeck {

class ConnectionManager;
class InstanceManager;

/**
 * Watches every running instance: one MetricStream over the instance's shared session (ConnectionManager) feeds
 * the instance's MetricStore; stores are saved to the ledger (MetricArchive) every minute and when the instance
 * stops, and loaded from it when an instance is watched again or its history is asked for (a destroyed
 * instance's charts stay available). Lives on the GUI thread; never blocks it for long: samples are appended as
 * they come, charts are told at most once a second per instance (updated()).
 */
class WatchService : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WatchService)
public:
    static constexpr int SaveIntervalMs = 60000;
    static constexpr int UpdateIntervalMs = 1000;

    WatchService(InstanceManager *instances, ConnectionManager *connections, QObject *parent = nullptr);
    ~WatchService() override;

    /** Starts watching every running instance now and whenever the instance list changes. */
    void start();
    /** Stops every stream and saves every store. */
    void stop();

    /** The samples of \a instanceName: live while watched, else loaded from the ledger (empty when none). */
    const MetricStore *store(const QString &instanceName);
    /** Instances streaming (or waiting to), sorted. */
    QStringList watchedInstances() const;
    MetricStream::State streamState(const QString &instanceName) const;
    /** Saves every store now (the minute timer does it too). */
    void saveAll();

signals:
    /** New samples arrived for \a instanceName since the last signal (at most once per UpdateIntervalMs). */
    void updated(const QString &instanceName);
    void streamStateChanged(const QString &instanceName, RentDeck::MetricStream::State state, const QString &message);
    void watchedInstancesChanged();

private:
    struct Watched
    {
        MetricStream *stream = nullptr;
        bool dirty = false;
    };

    void syncWithInstances();
    void watch(const QString &instanceName);
    void unwatch(const QString &instanceName);
    MetricStore &storeFor(const QString &instanceName);
    void flushUpdates();

    QPointer<InstanceManager> m_instances; // not owned; may go first when torn down in another order
    QPointer<ConnectionManager> m_connections;
    QHash<QString, Watched> m_watched;
    std::unordered_map<QString, MetricStore> m_stores; // live and loaded ones
    QTimer m_saveTimer;
    QTimer m_updateTimer;
    bool m_started = false;
};

} // namespace RentDeck
