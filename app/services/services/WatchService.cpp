// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/WatchService.h"

#include "logging/LoggingCategories.h"
#include "services/ConnectionManager.h"
#include "services/InstanceManager.h"
#include "services/Storage.h"
#include "watch/MetricArchive.h"

#include <QDateTime>

namespace RentDeck {

WatchService::WatchService(InstanceManager *instances, ConnectionManager *connections, QObject *parent)
    : QObject(parent)
    , m_instances(instances)
    , m_connections(connections)
{
    m_saveTimer.setInterval(SaveIntervalMs);
    connect(&m_saveTimer, &QTimer::timeout, this, &WatchService::saveAll);
    m_updateTimer.setInterval(UpdateIntervalMs);
    connect(&m_updateTimer, &QTimer::timeout, this, &WatchService::flushUpdates);
}

WatchService::~WatchService()
{
    stop();
}

void WatchService::start()
{
    if (m_started) {
        return;
    }
    m_started = true;
    connect(m_instances, &InstanceManager::instancesChanged, this, &WatchService::syncWithInstances);
    const Status pruned = m_instances->storage().metricArchive().prune(QDateTime::currentMSecsSinceEpoch());
    Q_UNUSED(pruned) // old 10 s points only cost disk space
    m_saveTimer.start();
    m_updateTimer.start();
    syncWithInstances();
}

void WatchService::stop()
{
    if (!m_started) {
        return;
    }
    m_started = false;
    m_saveTimer.stop();
    m_updateTimer.stop();
    if (!m_instances) {
        return; // the ledger went with it: nothing to save to
    }
    disconnect(m_instances, &InstanceManager::instancesChanged, this, &WatchService::syncWithInstances);
    for (const QString &name : m_watched.keys()) {
        unwatch(name);
    }
    saveAll();
}

void WatchService::syncWithInstances()
{
    QSet<QString> running;
    for (const Instance &instance : m_instances->instances()) {
        if (instance.state == InstanceState::Running && instance.ssh.isValid()) {
            running.insert(instance.name());
        }
    }
    bool changed = false;
    for (const QString &name : m_watched.keys()) {
        if (!running.contains(name)) {
            unwatch(name);
            changed = true;
        }
    }
    for (const QString &name : std::as_const(running)) {
        if (!m_watched.contains(name)) {
            watch(name);
            changed = true;
        }
    }
    if (changed) {
        emit watchedInstancesChanged();
    }
}

MetricStore &WatchService::storeFor(const QString &instanceName)
{
    auto it = m_stores.find(instanceName);
    if (it == m_stores.end()) {
        // Continue the instance's history (a restart, a resume) instead of starting a second one.
        Result<MetricStore> loaded = m_instances->storage().metricArchive().load(instanceName);
        it = m_stores.emplace(instanceName, loaded ? std::move(loaded).value() : MetricStore()).first;
    }
    return it->second;
}

void WatchService::watch(const QString &instanceName)
{
    QString whyNot;
    SshSession *session = m_connections->session(instanceName, &whyNot);
    if (!session) {
        qCInfo(lcMetrics) << "not watching" << instanceName << ":" << whyNot;
        return;
    }
    storeFor(instanceName);
    auto *stream = new MetricStream(session, this);
    m_watched.insert(instanceName, Watched { stream, false });
    connect(stream, &MetricStream::gpuSamples, this, [this, instanceName](const QList<GpuMetricSample> &samples) {
        MetricStore &store = storeFor(instanceName);
        for (const GpuMetricSample &sample : samples) {
            store.add(sample);
        }
        m_watched[instanceName].dirty = true;
    });
    connect(stream, &MetricStream::hostSample, this, [this, instanceName](const HostMetricSample &sample) {
        storeFor(instanceName).add(sample);
        m_watched[instanceName].dirty = true;
    });
    connect(stream, &MetricStream::gap, this, [this, instanceName](qint64 fromMs, qint64 toMs, const QString &why) {
        storeFor(instanceName).markGap(fromMs, toMs, why);
        m_watched[instanceName].dirty = true;
    });
    connect(stream, &MetricStream::stateChanged, this,
        [this, instanceName](MetricStream::State state, const QString &message) {
            emit streamStateChanged(instanceName, state, message);
        });
    stream->start();
    qCInfo(lcMetrics) << "watching" << instanceName;
}

void WatchService::unwatch(const QString &instanceName)
{
    const Watched watched = m_watched.take(instanceName);
    if (watched.stream) {
        const qint64 last = watched.stream->lastSampleMs();
        watched.stream->stop();
        watched.stream->deleteLater();
        auto it = m_stores.find(instanceName);
        if (it != m_stores.end() && last > 0) {
            // The stream ended for good: close the open buckets so the last minute reaches the ledger.
            it->second.advanceTo(last + 60000);
            const Status saved = m_instances->storage().metricArchive().save(instanceName, it->second);
            if (!saved) {
                qCWarning(lcMetrics) << "samples of" << instanceName << "not saved:" << saved.error().message;
            }
        }
    }
    qCInfo(lcMetrics) << "stopped watching" << instanceName;
}

const MetricStore *WatchService::store(const QString &instanceName)
{
    return &storeFor(instanceName);
}

QStringList WatchService::watchedInstances() const
{
    QStringList names = m_watched.keys();
    names.sort();
    return names;
}

MetricStream::State WatchService::streamState(const QString &instanceName) const
{
    const auto it = m_watched.constFind(instanceName);
    return it == m_watched.constEnd() || !it->stream ? MetricStream::State::Stopped : it->stream->state();
}

void WatchService::saveAll()
{
    const MetricArchive archive = m_instances->storage().metricArchive();
    for (auto &[name, store] : m_stores) {
        if (!m_watched.contains(name)) {
            continue; // loaded history: nothing new to write
        }
        const Status saved = archive.save(name, store);
        if (!saved) {
            qCWarning(lcMetrics) << "samples of" << name << "not saved:" << saved.error().message;
        }
    }
}

void WatchService::flushUpdates()
{
    for (auto it = m_watched.begin(); it != m_watched.end(); ++it) {
        if (it->dirty) {
            it->dirty = false;
            emit updated(it.key());
        }
    }
}

} // namespace RentDeck
