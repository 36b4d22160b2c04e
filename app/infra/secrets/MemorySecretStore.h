// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "secrets/SecretStore.h"

#include <QHash>

namespace RentDeck {

/** Secrets kept in memory only: for tests and the session-only fallback when no keychain is available. */
class MemorySecretStore final : public SecretStore
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MemorySecretStore)

public:
    using SecretStore::SecretStore;

    SecretJob *readSecret(const QString &key) override;
    SecretJob *writeSecret(const QString &key, const QString &value) override;
    SecretJob *removeSecret(const QString &key) override;
    bool isPersistent() const override { return false; }

    /** Test hook: the next call fails with \a error instead of touching the store. */
    void failNextCall(Error error) { m_nextError = std::move(error); }
    qsizetype size() const { return m_values.size(); }

private:
    /** Finishes \a job with the injected error, if any; true when it did. */
    bool failIfInjected(SecretJob *job);

    QHash<QString, QString> m_values;
    Error m_nextError;
};

} // namespace RentDeck
