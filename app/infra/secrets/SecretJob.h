// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Job.h"

#include <QString>

namespace RentDeck {

/**
 * One asynchronous secret-store operation, on the one job contract (core/Job): finished() exactly once, from the event
 * loop after the call that created the job has returned, then the job deletes itself. Connect to it right after
 * creating it. A failed read of an absent key reports Error::Code::NotFound.
 */
class SecretJob : public Job
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SecretJob)

public:
    enum class Kind
    {
        Read,
        Write,
        Remove
    };

    SecretJob(Kind kind, QString key, QObject *parent = nullptr);

    Kind kind() const { return m_kind; }
    const QString &key() const { return m_key; }
    /** The secret read; empty for write/remove jobs and on error. Do not log it. */
    const QString &value() const { return m_value; }

    /** For stores: completes the job with \a value (a read's secret); finished() follows from the event loop. */
    void finish(Error error = {}, QString value = {});

private:
    Kind m_kind;
    QString m_key;
    QString m_value;
};

} // namespace RentDeck
