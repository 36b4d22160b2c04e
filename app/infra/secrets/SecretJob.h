// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Error.h"

#include <QObject>
#include <QString>

namespace RentDeck {

/**
 * One asynchronous secret-store operation. finished() is emitted exactly once, always after the call
 * that created the job has returned; the job deletes itself (deleteLater) afterwards. Connect to it
 * right after creating it. A failed read of an absent key reports Error::Code::NotFound.
 */
class SecretJob : public QObject
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
    bool isOk() const { return !m_error.isError(); }
    const Error &error() const { return m_error; }
    /** The secret read; empty for write/remove jobs and on error. Do not log it. */
    const QString &value() const { return m_value; }
    bool isFinished() const { return m_finished; }

    /** For stores: completes the job now (emits finished()). Only the first call counts. */
    void finish(Error error = {}, QString value = {});
    /** For stores: completes the job from the event loop, so callers can connect first. */
    void finishLater(Error error = {}, QString value = {});

signals:
    void finished();

private:
    Kind m_kind;
    QString m_key;
    QString m_value;
    Error m_error;
    bool m_finished = false;
};

} // namespace RentDeck
