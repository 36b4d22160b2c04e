// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/JobWatcher.h"

#include "services/InstanceManager.h"
#include "services/JobPoller.h"
#include "services/JobService.h"

namespace RentDeck {

namespace {
constexpr int MinIntervalMs = 2000;
constexpr int MaxIntervalMs = 30000;
} // namespace

JobWatcher::JobWatcher(JobService *jobs, InstanceManager *instances, QObject *parent)
    : QObject(parent)
    , m_jobs(jobs)
    , m_instances(instances)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &JobWatcher::tick);
}

void JobWatcher::watch(const QList<qint64> &ids)
{
    m_ids = ids;
    m_all = ids.isEmpty();
    tick();
}

void JobWatcher::setAutoRecover(bool all, const RecoveryOptions &options)
{
    m_autoRecoverAll = all;
    m_recovery = options;
}

void JobWatcher::stop()
{
    m_timer.stop();
    m_ids.clear();
    m_all = false;
}

QList<qint64> JobWatcher::watched() const
{
    if (!m_all) {
        return m_ids;
    }
    QList<qint64> ids;
    const auto jobs = m_jobs->store().jobs();
    for (const JobRecord &job : jobs ? *jobs : QList<JobRecord>()) {
        if (!isEnded(job.state)) {
            ids.append(job.id);
        }
    }
    return ids;
}

int JobWatcher::intervalMs() const
{
    int interval = MaxIntervalMs;
    for (qint64 id : watched()) {
        if (const Result<JobRecord> job = m_jobs->job(id)) {
            interval = qMin(interval, int(job->pullEveryMinutes * 60 * 1000 / 3));
        }
    }
    return qBound(MinIntervalMs, interval, MaxIntervalMs);
}

void JobWatcher::tick()
{
    if (m_refreshing) {
        return;
    }
    if (watched().isEmpty()) {
        // Nothing open (the window with no running job): look at the ledger again later, ask no provider anything.
        if (m_all) {
            m_timer.start(MaxIntervalMs);
        } else {
            emit settled();
        }
        return;
    }
    m_refreshing = true;
    // One fresh list for every job: the provider's state comes first.
    connect(
        m_instances, &InstanceManager::instancesChanged, this,
        [this] {
            m_refreshing = false;
            pollAll();
        },
        Qt::SingleShotConnection);
    m_instances->refreshInstances();
}

void JobWatcher::pollAll()
{
    const QList<qint64> ids = watched();
    for (qint64 id : ids) {
        if (m_busy.contains(id)) {
            continue;
        }
        const Result<JobRecord> job = m_jobs->job(id);
        if (!job) {
            continue;
        }
        if (wantsRecovery(*job)) {
            recover(id);
        } else if (job->state == JobState::Running || job->state == JobState::Starting) {
            m_busy.insert(id);
            JobPoller *poller = m_jobs->poll(id);
            connect(poller, &Job::finished, this, [this, id] { onPolled(id); });
        }
    }
    if (isSettled()) {
        emit settled();
        return;
    }
    if (!ids.isEmpty() || m_all) {
        m_timer.start(intervalMs());
    }
}

void JobWatcher::onPolled(qint64 id)
{
    m_busy.remove(id);
    const Result<JobRecord> job = m_jobs->job(id);
    if (job && wantsRecovery(*job)) {
        recover(id);
    } else if (isSettled()) {
        m_timer.stop();
        emit settled();
    }
}

void JobWatcher::recover(qint64 id)
{
    m_busy.insert(id);
    JobRecovery *recovery = m_jobs->recover(id, m_recovery);
    connect(recovery, &Job::finished, this, [this, id, recovery] {
        m_busy.remove(id);
        if (!recovery->isOk()) {
            m_gaveUp.insert(id); // once per watch: every try may launch machines
        }
        if (isSettled()) {
            m_timer.stop();
            emit settled();
        }
    });
}

bool JobWatcher::wantsRecovery(const JobRecord &job) const
{
    return job.state == JobState::Lost && (m_autoRecoverAll || job.autoRecover) && !m_gaveUp.contains(job.id);
}

bool JobWatcher::isSettled() const
{
    if (m_all || !m_busy.isEmpty()) {
        return false; // the window watches for as long as it is open
    }
    for (qint64 id : m_ids) {
        const Result<JobRecord> job = m_jobs->job(id);
        if (!job) {
            continue;
        }
        const bool waitsForRecovery = wantsRecovery(*job);
        if (!isEnded(job->state) && job->state != JobState::Lost) {
            return false;
        }
        if (waitsForRecovery) {
            return false;
        }
    }
    return true;
}

} // namespace RentDeck
