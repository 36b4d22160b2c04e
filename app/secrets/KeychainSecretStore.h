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
 * through QtKeychain, under one service name. Never falls back to a plain file: without a backend
 * jobs fail with Error::Code::Unsupported and the caller may switch to a MemorySecretStore.
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

    QString m_service;
};

} // namespace RentDeck
