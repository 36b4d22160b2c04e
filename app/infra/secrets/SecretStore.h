// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "secrets/SecretJob.h"

#include <QObject>
#include <QString>

namespace RentDeck {

/**
 * Where API keys and passphrases live: the OS keychain, or memory for tests and the session-only
 * fallback. Every call returns at once with a SecretJob owned by the store (it deletes itself after
 * finished()). Keys are caller-supplied, e.g. secretKey(accountId) = "account/<uuid>/apiKey".
 * Values never go to QSettings or logs. Use from the thread that owns the store.
 */
class SecretStore : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SecretStore)

public:
    using QObject::QObject;

    [[nodiscard]] virtual SecretJob *readSecret(const QString &key) = 0;
    [[nodiscard]] virtual SecretJob *writeSecret(const QString &key, const QString &value) = 0;
    /** Removing an absent key succeeds. */
    [[nodiscard]] virtual SecretJob *removeSecret(const QString &key) = 0;
    /** False for a store that forgets everything when RentDeck exits; the UI says so. */
    virtual bool isPersistent() const = 0;

    /** The conventional key of an account's API key: "account/<accountId>/apiKey". */
    static QString apiKeyKey(const QString &accountId)
    {
        return QStringLiteral("account/") + accountId + QStringLiteral("/apiKey");
    }
};

} // namespace RentDeck
