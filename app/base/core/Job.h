// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Error.h"

#include <QObject>

namespace RentDeck {

/**
 * One asynchronous provider operation. finished() is emitted exactly once, always from the event
 * loop (never inside the call that created the job), and the job deletes itself afterwards.
 */
class Job : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Job)
public:
    explicit Job(QObject *parent = nullptr);

    bool isOk() const { return !m_error.isError(); }
    bool isFinished() const { return m_finished; }
    const Error &error() const { return m_error; }
    /** Stops the work if possible and finishes with Error::Code::Cancelled. */
    virtual void abort();

signals:
    void finished();
    /** Human-readable progress ("starting sshd", "waiting for SSH"). */
    void progress(const QString &message);

protected:
    /** Schedules finished(); later calls are ignored. */
    void finish(Error error = {});

private:
    Error m_error;
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
