// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Job.h"
#include "core/Result.h"
#include "jobs/JobRecord.h"
#include "services/JobContext.h"
#include "services/JobRecovery.h"

#include <QObject>

namespace RentDeck {

class JobPoller;
class JobStarter;

/**
 * Jobs that survive losing the machine, for the window and the CLI (DESIGN.md "Jobs"): start a command under the
 * supervisor on an instance, look at it (JobPoller: checkpoints pulled, loss noticed, the end finished), stop it,
 * read its log, and recover it onto a replacement (JobRecovery). JobWatcher repeats the looking. Every call returns
 * a job at once (each deletes itself); the state lives in the ledger (JobStore), so the window and the CLI see the
 * same jobs. Lives on the GUI (or CLI main) thread.
 */
class JobService : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JobService)

public:
    JobService(const JobContext &context, QObject *parent = nullptr);

    const JobContext &context() const { return m_context; }
    /** How long a launched or unreachable machine is waited for (tests shorten it). */
    void setSshWaitMs(int ms) { m_context.sshWaitMs = ms; }
    JobStore store() const { return m_context.store(); }
    Result<JobRecord> job(qint64 id) const;

    /**
     * Checks \a spec (a command; --on-finish destroy only with outputs to pull; a push folder that exists; positive
     * intervals), records it and starts it on spec.instanceName. The default working folder is
     * "rentdeck-jobs/ID" below the home.
     */
    JobStarter *start(JobRecord spec);
    JobPoller *poll(qint64 id, bool pullNow = false);
    /** TERM to the command's process group; the supervisor records the exit, which the next poll reads. */
    StatusJob *stop(qint64 id);
    JobRecovery *recover(qint64 id, const RecoveryOptions &options = {});
    /** Why \a spec cannot run, or empty. */
    static QString whyInvalid(const JobRecord &spec);

signals:
    /** The job's record changed (state, checkpoint, instance). */
    void jobChanged(qint64 id);
    /** Something a person should hear about: finished, failed, lost, recovered. */
    void notice(qint64 id, const QString &text);

private:
    void announce(Job *step, qint64 id);

    JobContext m_context;
};

} // namespace RentDeck
