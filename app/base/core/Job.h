// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Error.h"

#include <QObject>

namespace RentDeck {

/**
 * The one contract of RentDeck's asynchronous work (provider calls, SSH commands, transfers, manifests, checks,
 * keychain access): start it, connect to finished(), read isOk()/error() and the job's own results there.
 *
 * - finished() is emitted exactly once, always from the event loop (never inside the call that started or created
 *   the job), also after cancel() or a failure. Later finish() calls are ignored.
 * - cancel() stops the work as soon as it can; the job then finishes with Error::Code::Cancelled (or with what it
 *   had already finished with).
 * - progress(message) says what it does now, for people; a job with numbers to show adds its own typed signal.
 * - Ownership, the one rule: a job made with DeletesItself (the default: provider and keychain jobs) is created
 *   with new, connected to and forgotten; it deletes itself after finished(). A job made with OwnedByCaller
 *   (SSH commands, transfers, manifests, checks: things a caller keeps results of) lives on the caller's stack, in a
 *   unique_ptr or as a QObject child; the owner deletes it, and deleting a running one cancels it.
 */
class Job : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Job)
public:
    enum class Ownership
    {
        DeletesItself,
        OwnedByCaller,
    };

    explicit Job(QObject *parent = nullptr, Ownership ownership = Ownership::DeletesItself);

    bool isOk() const { return !m_error.isError(); }
    /** True once the outcome is decided (finish() was called); finished() may still be on its way. */
    bool isFinished() const { return m_finished; }
    const Error &error() const { return m_error; }
    Ownership ownership() const { return m_ownership; }
    /** Stops the work if possible and finishes with Error::Code::Cancelled. */
    virtual void cancel();

signals:
    void finished();
    /** Human-readable progress ("starting sshd", "waiting for SSH"). */
    void progress(const QString &message);

protected:
    /** Decides the outcome and schedules finished(); later calls are ignored. */
    void finish(Error error = {});

private:
    Error m_error;
    Ownership m_ownership;
    bool m_finished = false;
};

/** A job that yields a value. */
template <typename T> class ValueJob : public Job // no Q_OBJECT: adds no signals
{
public:
    using Job::Job;
    const T &value() const { return m_value; }
    void finishWithValue(T value)
    {
        m_value = std::move(value);
        finish();
    }
    void finishWithError(Error error) { finish(std::move(error)); }

private:
    T m_value {};
};

/** A job that only succeeds or fails. */
class StatusJob : public Job
{
    Q_OBJECT
public:
    using Job::Job;
    void finishWith(Error error = {}) { finish(std::move(error)); }
};

} // namespace RentDeck
