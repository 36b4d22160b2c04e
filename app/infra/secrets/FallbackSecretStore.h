// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "secrets/MemorySecretStore.h"

#include <functional>
#include <memory>

namespace RentDeck {

/**
 * The system keychain when it works; otherwise secrets are kept in memory for this session only and fellBack()
 * says so once, so the window and the CLI can warn. Never falls back to a file.
 *
 * A write never fails because of the keychain: whatever the keychain answers (none there, access denied, an
 * unknown error), the secret is kept in memory and the user goes on working. Reads look in memory first once
 * fallen back, then in the keychain while it is still reachable (secrets of earlier sessions stay readable).
 * A read failure other than "no keychain" is passed on unchanged (an access denial is not hidden).
 */
class FallbackSecretStore final : public SecretStore
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FallbackSecretStore)

public:
    explicit FallbackSecretStore(std::unique_ptr<SecretStore> primary, QObject *parent = nullptr);

    SecretJob *readSecret(const QString &key) override;
    SecretJob *writeSecret(const QString &key, const QString &value) override;
    SecretJob *removeSecret(const QString &key) override;
    bool isPersistent() const override { return m_primary->isPersistent() && !m_fellBack; }
    bool hasFallenBack() const { return m_fellBack; }

signals:
    /** The keychain could not keep a secret; secrets now live until the app exits. Emitted once. */
    void fellBack(const QString &reason);

private:
    /** A job of this store's that finishes when \a inner does, with \a then deciding how. */
    SecretJob *follow(SecretJob::Kind kind, const QString &key, SecretJob *inner,
        std::function<void(SecretJob *inner, SecretJob *result)> then);
    static void pass(SecretJob *inner, SecretJob *result) { result->finish(inner->error(), inner->value()); }
    /** Finishes \a result like \a next once \a next is done. */
    static void passWhenDone(SecretJob *next, SecretJob *result);
    /** \a primaryJob's answer, unless it says there is no keychain: then \a memoryJob's (and fallBack()). */
    SecretJob *keychainElseMemory(
        SecretJob::Kind kind, const QString &key, SecretJob *primaryJob, std::function<SecretJob *()> memoryJob);
    void fallBack(const Error &why);
    /** False once the keychain said it is not there at all (Error::Code::Unsupported). */
    bool primaryReachable() const { return !m_primaryMissing; }

    std::unique_ptr<SecretStore> m_primary;
    MemorySecretStore m_memory;
    bool m_fellBack = false;
    bool m_primaryMissing = false;
};

} // namespace RentDeck
