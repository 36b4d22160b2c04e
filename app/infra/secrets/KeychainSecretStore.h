// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "secrets/SecretStore.h"

namespace QKeychain {
class Job;
}

namespace RentDeck {

/**
 * Secrets in the OS keychain (Secret Service/KWallet, macOS Keychain, Windows Credential Manager)
 * through QtKeychain, under one service name. Never falls back to a plain file. Whether a keychain is there is
 * asked once, before the first job (KeychainProbe); without one, jobs fail with Error::Code::Unsupported without
 * touching QtKeychain, and the caller may switch to a MemorySecretStore (FallbackSecretStore does).
 */
class KeychainSecretStore final : public SecretStore
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(KeychainSecretStore)

public:
    static constexpr auto DefaultService = "RentDeck";

    explicit KeychainSecretStore(QObject *parent = nullptr);
    KeychainSecretStore(QString service, QObject *parent);

    QString service() const { return m_service; }

    SecretJob *readSecret(const QString &key) override;
    SecretJob *writeSecret(const QString &key, const QString &value) override;
    SecretJob *removeSecret(const QString &key) override;
    bool isPersistent() const override { return true; }

private:
    void run(QKeychain::Job *keychainJob, SecretJob *job);
    /** Error::Code::Unsupported with the reason when no keychain service is there; probed on first use. */
    Error unavailable();

    QString m_service;
    QString m_whyUnavailable;
    bool m_probed = false;
};

} // namespace RentDeck
