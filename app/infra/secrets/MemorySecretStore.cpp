// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "secrets/MemorySecretStore.h"

#include <utility>

namespace RentDeck {

bool MemorySecretStore::failIfInjected(SecretJob *job)
{
    if (!m_nextError.isError()) {
        return false;
    }
    job->finish(std::exchange(m_nextError, Error()));
    return true;
}

SecretJob *MemorySecretStore::readSecret(const QString &key)
{
    auto *job = new SecretJob(SecretJob::Kind::Read, key, this);
    if (failIfInjected(job)) {
        return job;
    }
    const auto found = m_values.constFind(key);
    if (found == m_values.constEnd()) {
        job->finish(Error::make(Error::Code::NotFound, tr("No secret is stored for %1.").arg(key)));
    } else {
        job->finish({}, *found);
    }
    return job;
}

SecretJob *MemorySecretStore::writeSecret(const QString &key, const QString &value)
{
    auto *job = new SecretJob(SecretJob::Kind::Write, key, this);
    if (!failIfInjected(job)) {
        m_values.insert(key, value);
        job->finish();
    }
    return job;
}

SecretJob *MemorySecretStore::removeSecret(const QString &key)
{
    auto *job = new SecretJob(SecretJob::Kind::Remove, key, this);
    if (!failIfInjected(job)) {
        m_values.remove(key);
        job->finish();
    }
    return job;
}

} // namespace RentDeck
