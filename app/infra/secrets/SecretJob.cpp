// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "secrets/SecretJob.h"

namespace RentDeck {

SecretJob::SecretJob(Kind kind, QString key, QObject *parent)
    : Job(parent)
    , m_kind(kind)
    , m_key(std::move(key))
{
}

void SecretJob::finish(Error error, QString value)
{
    if (isFinished()) {
        return; // only the first outcome counts, its value included
    }
    m_value = error.isError() ? QString() : std::move(value);
    Job::finish(std::move(error));
}

} // namespace RentDeck
