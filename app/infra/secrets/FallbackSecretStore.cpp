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
    if (why.code == Error::Code::Unsupported) {
        m_primaryMissing = true;
    }
    if (std::exchange(m_fellBack, true)) {
        return;
    }
    qCWarning(lcCore) << "the system keychain cannot keep secrets; they are kept for this session only:" << why.message
                      << why.detail;
    emit fellBack(why.message);
}

SecretJob *FallbackSecretStore::follow(SecretJob::Kind kind, const QString &key, SecretJob *inner,
    std::function<void(SecretJob *inner, SecretJob *result)> then)
{
    auto *result = new SecretJob(kind, key, this);
    QPointer<SecretJob> guard(result);
    connect(inner, &SecretJob::finished, this, [inner, guard, then = std::move(then)] {
        if (guard && !guard->isFinished()) {
            then(inner, guard);
        }
    });
    return result;
}

void FallbackSecretStore::passWhenDone(SecretJob *next, SecretJob *result)
{
    connect(next, &SecretJob::finished, result, [next, result] { pass(next, result); });
}

SecretJob *FallbackSecretStore::keychainElseMemory(
    SecretJob::Kind kind, const QString &key, SecretJob *primaryJob, std::function<SecretJob *()> memoryJob)
{
    return follow(
        kind, key, primaryJob, [this, memoryJob = std::move(memoryJob)](SecretJob *primary, SecretJob *result) {
            if (primary->error().code != Error::Code::Unsupported) {
                pass(primary, result);
                return;
            }
            fallBack(primary->error());
            passWhenDone(memoryJob(), result);
        });
}

SecretJob *FallbackSecretStore::readSecret(const QString &key)
{
    if (!m_fellBack) {
        return keychainElseMemory(
            SecretJob::Kind::Read, key, m_primary->readSecret(key), [this, key] { return m_memory.readSecret(key); });
    }
    return follow(
        SecretJob::Kind::Read, key, m_memory.readSecret(key), [this, key](SecretJob *memory, SecretJob *result) {
            if (memory->isOk() || !primaryReachable()) {
                pass(memory, result);
                return;
            }
            passWhenDone(m_primary->readSecret(key), result); // kept there by an earlier session
        });
}

SecretJob *FallbackSecretStore::writeSecret(const QString &key, const QString &value)
{
    if (m_fellBack) {
        return m_memory.writeSecret(key, value);
    }
    return follow(SecretJob::Kind::Write, key, m_primary->writeSecret(key, value),
        [this, key, value](SecretJob *primary, SecretJob *result) {
            if (primary->isOk()) {
                pass(primary, result);
                return;
            }
            // Whatever went wrong, the user's secret is not lost: this session keeps it, and says so once.
            fallBack(primary->error());
            passWhenDone(m_memory.writeSecret(key, value), result);
        });
}

SecretJob *FallbackSecretStore::removeSecret(const QString &key)
{
    if (!m_fellBack) {
        return keychainElseMemory(SecretJob::Kind::Remove, key, m_primary->removeSecret(key),
            [this, key] { return m_memory.removeSecret(key); });
    }
    return follow(
        SecretJob::Kind::Remove, key, m_memory.removeSecret(key), [this, key](SecretJob *memory, SecretJob *result) {
            if (!memory->isOk() || !primaryReachable()) {
                pass(memory, result);
                return;
            }
            passWhenDone(m_primary->removeSecret(key), result); // an earlier session's copy must go too
        });
}

} // namespace RentDeck
