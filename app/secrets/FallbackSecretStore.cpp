// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "secrets/FallbackSecretStore.h"

#include "logging/LoggingCategories.h"

#include <QPointer>

namespace RentDeck {

FallbackSecretStore::FallbackSecretStore(std::unique_ptr<SecretStore> primary, QObject *parent)
    : SecretStore(parent)
    , m_primary(std::move(primary))
{
}

void FallbackSecretStore::fallBack(const Error &why)
{
    if (std::exchange(m_fellBack, true)) {
        return;
    }
    qCWarning(lcCore) << "no system keychain; secrets are kept for this session only:" << why.message;
    emit fellBack(why.message);
}

SecretJob *FallbackSecretStore::chain(
    SecretJob::Kind kind, const QString &key, SecretJob *primaryJob, std::function<SecretJob *()> memoryJob)
{
    auto *result = new SecretJob(kind, key, this);
    QPointer<SecretJob> guard(result);
    connect(primaryJob, &SecretJob::finished, this, [this, primaryJob, memoryJob, guard] {
        if (!guard) {
            return;
        }
        if (primaryJob->error().code != Error::Code::Unsupported) {
            guard->finish(primaryJob->error(), primaryJob->value());
            return;
        }
        fallBack(primaryJob->error());
        SecretJob *memory = memoryJob();
        connect(memory, &SecretJob::finished, this, [memory, guard] {
            if (guard) {
                guard->finish(memory->error(), memory->value());
            }
        });
    });
    return result;
}

SecretJob *FallbackSecretStore::readSecret(const QString &key)
{
    if (m_fellBack) {
        return m_memory.readSecret(key);
    }
    return chain(
        SecretJob::Kind::Read, key, m_primary->readSecret(key), [this, key] { return m_memory.readSecret(key); });
}

SecretJob *FallbackSecretStore::writeSecret(const QString &key, const QString &value)
{
    if (m_fellBack) {
        return m_memory.writeSecret(key, value);
    }
    return chain(SecretJob::Kind::Write, key, m_primary->writeSecret(key, value),
        [this, key, value] { return m_memory.writeSecret(key, value); });
}

SecretJob *FallbackSecretStore::removeSecret(const QString &key)
{
    if (m_fellBack) {
        return m_memory.removeSecret(key);
    }
    return chain(
        SecretJob::Kind::Remove, key, m_primary->removeSecret(key), [this, key] { return m_memory.removeSecret(key); });
}

} // namespace RentDeck
