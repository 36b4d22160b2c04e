// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "secrets/SecretJob.h"

#include <QTimer>

namespace RentDeck {

SecretJob::SecretJob(Kind kind, QString key, QObject *parent)
    : QObject(parent)
    , m_kind(kind)
    , m_key(std::move(key))
{
}

void SecretJob::finish(Error error, QString value)
{
    if (m_finished) {
        return;
    }
    m_finished = true;
    m_error = std::move(error);
    m_value = std::move(value);
    emit finished();
    deleteLater();
}

void SecretJob::finishLater(Error error, QString value)
{
    QTimer::singleShot(0, this, [this, error = std::move(error), value = std::move(value)]() mutable {
        finish(std::move(error), std::move(value));
    });
}

} // namespace RentDeck
