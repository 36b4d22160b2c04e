// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Job.h"
#include "jobs/JobRecord.h"
#include "services/JobContext.h"

namespace RentDeck {

/**
 * What follows a job's successful exit: its outputs folder pulled to pullTo and verified by SHA-256, then the
 * on-finish action (keep, stop, destroy). Destroy happens only after that verified pull: a job that asks for it
 * without outputs is refused when it starts. On success the record is Succeeded with a `finished` event; on a failure
 * nothing is stopped or destroyed and the record stays as it was (the next poll tries again). Deletes itself (Job).
 */
class JobFinisher : public Job
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JobFinisher)

public:
    JobFinisher(const JobContext &context, JobRecord job, QObject *parent = nullptr);

    void start();
    const JobRecord &record() const { return m_job; }

private:
    void pullOutputs();
    void act(const QString &pulled);
    void succeed(const QString &what);

    JobContext m_context;
    JobRecord m_job;
};

} // namespace RentDeck
