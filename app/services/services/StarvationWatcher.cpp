// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/StarvationWatcher.h"

#include "services/WatchService.h"
#include "watch/MetricStore.h"

#include <algorithm>

namespace RentDeck {

StarvationWatcher::StarvationWatcher(WatchService *watch, QObject *parent)
    : StarvationWatcher(watch, Timing {}, parent)
{
}

StarvationWatcher::StarvationWatcher(WatchService *watch, Timing timing, QObject *parent)
    : QObject(parent)
    , m_watch(watch)
    , m_timing(timing)
{
    connect(m_watch, &WatchService::updated, this, &StarvationWatcher::check);
}

std::optional<StarvationDiagnosis> StarvationWatcher::current(const QString &instanceName) const
{
    const auto found = m_current.constFind(instanceName);
    return found == m_current.cend() ? std::nullopt : std::optional<StarvationDiagnosis>(*found);
}

void StarvationWatcher::check(const QString &instanceName)
{
    const MetricStore *store = m_watch->store(instanceName);
    if (!store) {
        return;
    }
    // The samples' own clock: a store restored from the ledger or a lagging stream is judged at its last sample.
    qint64 nowMs = 0;
    for (int source : store->sources()) {
        if (const MetricSeries *series = store->series(source, MetricKind::GpuUtilization)) {
            nowMs = std::max(nowMs, series->lastMs());
        }
    }
    if (nowMs == 0 || nowMs - m_checkedAtMs.value(instanceName) < m_timing.checkIntervalMs) {
        return;
    }
    m_checkedAtMs.insert(instanceName, nowMs);
    const std::optional<StarvationDiagnosis> diagnosis
        = StarvationDiagnosis::diagnose(*store, nowMs, m_timing.windowSeconds);
    const std::optional<StarvationDiagnosis> before = current(instanceName);
    if (!diagnosis) {
        if (m_current.remove(instanceName) > 0) {
            emit changed(instanceName);
        }
        return;
    }
    m_current.insert(instanceName, *diagnosis);
    if (!before || before->summary != diagnosis->summary) {
        emit changed(instanceName);
    }
    if (!before) {
        emit starved(instanceName, *diagnosis);
    }
}

} // namespace RentDeck
