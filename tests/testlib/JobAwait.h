// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Job.h"
#include "core/Result.h"

#include <QStringList>
#include <optional>

namespace RentDeck {

/**
 * Waits for \a job, spinning the event loop, and returns its outcome; the one way tests wait for a Job. Collects its
 * progress() messages into \a progress when given. A job that does not finish within \a timeoutMs is aborted and
 * reported as Error::Code::Timeout; one that finishes twice (the contract says exactly once) as Error::Code::Internal.
 */
Status await(Job *job, QStringList *progress, int timeoutMs = 30000, bool *timedOut = nullptr);
inline Status await(Job *job, int timeoutMs = 30000)
{
    return await(job, nullptr, timeoutMs);
}

template <typename T> Result<T> await(ValueJob<T> *job, QStringList *progress, int timeoutMs = 30000)
{
    std::optional<T> value;
    QObject::connect(job, &Job::finished, job, [&value, job] {
        if (job->isOk()) {
            value = job->value();
        }
    });
    const Status status = await(static_cast<Job *>(job), progress, timeoutMs);
    if (!status) {
        return status.error();
    }
    return std::move(*value);
}

template <typename T> Result<T> await(ValueJob<T> *job, int timeoutMs = 30000)
{
    return await(job, nullptr, timeoutMs);
}

/**
 * A job's outcome as plain fields, for tests that compare many of them (the provider adapters' tests). Waits with
 * await(): same timeout, cancel on timeout and exactly-once check; \a done is false when it timed out.
 */
template <typename T> struct JobOutcome
{
    bool done = false;
    Error error;
    T value {};
    QStringList progress;
};

template <typename T> JobOutcome<T> outcomeOf(ValueJob<T> *job, int timeoutMs = 30000)
{
    JobOutcome<T> out;
    std::optional<T> value;
    const QMetaObject::Connection kept = QObject::connect(job, &Job::finished, job, [&value, job] {
        if (job->isOk()) {
            value = job->value();
        }
    });
    bool timedOut = false;
    const Status status = await(static_cast<Job *>(job), &out.progress, timeoutMs, &timedOut);
    QObject::disconnect(kept);
    out.done = !timedOut;
    out.error = status.error();
    if (value) {
        out.value = std::move(*value);
    }
    return out;
}

/** For a job without a value (StatusJob, InstanceJob): value is isOk(). */
inline JobOutcome<bool> outcomeOf(Job *job, int timeoutMs = 30000)
{
    JobOutcome<bool> out;
    bool timedOut = false;
    const Status status = await(job, &out.progress, timeoutMs, &timedOut);
    out.done = !timedOut;
    out.error = status.error();
    out.value = status.isOk();
    return out;
}

} // namespace RentDeck
