// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Job.h"
#include "jobs/JobRecord.h"
#include "services/JobContext.h"

#include <QPointer>

namespace RentDeck {

class SshSession;
class SyncJob;

/**
 * Starts a job on its current instance: waits for SSH, pushes pushFrom to the working folder and, on a replacement,
 * the newest verified checkpoint into the checkpoint folder (each verified by SHA-256), writes the command and starts
 * the supervisor. The record becomes Running with its start time, and a `started` event is recorded. Deletes itself
 * (Job); record() is the job as saved.
 */
class JobStarter : public Job
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JobStarter)

public:
    JobStarter(const JobContext &context, JobRecord job, QObject *parent = nullptr);

    /** On a replacement: the local version folder (CheckpointShuttle) to put back before the start. */
    void setRecord(JobRecord job) { m_job = std::move(job); }
    void setCheckpointToRestore(const QString &localVersion) { m_checkpoint = localVersion; }
    void start();
    /** Finishes without starting (the request was refused before any work). */
    void failWith(Error error) { finish(std::move(error)); }
    const JobRecord &record() const { return m_job; }

private:
    void pushCode();
    void pushCheckpoint();
    void push(const QString &local, const QString &remote, const QString &what, void (JobStarter::*next)());
    void writeCommand();
    void startSupervisor();
    void fail(const QString &step, const Error &error);

    JobContext m_context;
    JobRecord m_job;
    QString m_checkpoint;
    QString m_password;
    QPointer<SshSession> m_session;
};

} // namespace RentDeck
