// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

namespace RentDeck {

/** One provider account the user added. The key itself is in the keychain (SecretStore::apiKeyKey(providerId)). */
struct ProviderAccount
{
    QString providerId; // one account per provider: the id doubles as the account id
    QString label; // "work", shown next to the provider
    QDateTime addedAt;
};

/**
 * The list of configured provider accounts: dataDir/accounts.json (0600), which names providers and labels
 * only. Keys never go here: the Accounts dialog writes them to the keychain, scripts use
 * RENTDECK_<PROVIDER>_API_KEY.
 */
class AccountStore
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::AccountStore)
public:
    static QString defaultFile();
    explicit AccountStore(QString file = defaultFile());

    /** The accounts on disk; an unreadable file reads as none (and is left alone until the next save). */
    QList<ProviderAccount> accounts() const;
    bool contains(const QString &providerId) const;
    /** Adds or relabels the account of \a providerId. */
    Status add(const ProviderAccount &account);
    Status remove(const QString &providerId);

private:
    Status save(const QList<ProviderAccount> &accounts) const;

    QString m_file;
};

} // namespace RentDeck
