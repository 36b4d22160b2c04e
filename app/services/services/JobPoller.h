// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Instance.h"
#include "core/Job.h"
#include "jobs/JobRecord.h"
#include "jobs/JobRemoteStatus.h"
#include "services/JobContext.h"

#include <QPointer>
#include <optional>

namespace RentDeck {

class SshSession;

/**
 * One look at a running job, and what follows from it (the supervision step `job watch` and the window repeat):
 *
 * - the provider's own state first: the instance preempted, terminated, gone from the list, or stopped while the job
 *   ran and nobody asked in RentDeck → Lost (stopped or destroyed from RentDeck → Failed: the user ended it);
 * - then the supervisor over SSH: its exit recorded → Succeeded (after JobFinisher pulled the outputs and did the
 *   on-finish action) or Failed; no exit but the supervisor gone or its heartbeat stale, or the job's folder gone
 *   → Lost; otherwise Running, with the newest complete checkpoint pulled when one is due (CheckpointShuttle);
 * - an instance the provider still calls running that does not answer over SSH is not lost: the job stays Running
 *   with the reason in its detail, and the next poll looks again.
 *
 * Lost records a `lost` event with the work lost since the last pulled checkpoint. Deletes itself (Job); record() is
 * the job as saved, notice() a sentence for a notification when its state changed (empty otherwise).
 */
class JobPoller : public Job
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JobPoller)

public:
    JobPoller(const JobContext &context, JobRecord job, QObject *parent = nullptr);

    /** Pull a checkpoint now when a newer complete one is there, whatever the interval says. */
    void setPullNow(bool now) { m_pullNow = now; }
    void start();
    /** Finishes without starting (the request was refused before any work). */
    void failWith(Error error) { finish(std::move(error)); }
    const JobRecord &record() const { return m_job; }
    const QString &notice() const { return m_notice; }
    /** Seconds a checkpoint must sit unchanged to count as complete, for a pull interval of \a minutes. */
    static int settleSeconds(double minutes);

private:
    void checkProvider();
    void readStatus();
    void onStatus(const JobRemoteStatus &status);
    void pullCheckpoint(const QString &name);
    void finishJob();
    void markLost(const QString &why);
    void save(const QString &notice = {});
    std::optional<InstanceState> endedHere() const;

    JobContext m_context;
    JobRecord m_job;
    JobState m_before;
    bool m_pullNow = false;
    QString m_notice;
    QPointer<SshSession> m_session;
    QString m_password;
};

} // namespace RentDeck
