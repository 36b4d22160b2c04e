// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "secrets/MemorySecretStore.h"

#include <memory>

namespace RentDeck {

/**
 * The system keychain when there is one; when there is none (a headless box, no Secret Service),
 * secrets are kept in memory for this session only and fellBack() says so once, so the UI can warn.
 * Never falls back to a file. Other keychain errors (access denied) are passed on unchanged.
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
    /** The keychain is unavailable; secrets now live until the app exits. Emitted once. */
    void fellBack(const QString &reason);

private:
    /** Runs \a onPrimary's job and, when it fails for lack of a keychain, \a onMemory's instead. */
    SecretJob *chain(
        SecretJob::Kind kind, const QString &key, SecretJob *primaryJob, std::function<SecretJob *()> memoryJob);
    void fallBack(const Error &why);

    std::unique_ptr<SecretStore> m_primary;
    MemorySecretStore m_memory;
    bool m_fellBack = false;
};

} // namespace RentDeck
