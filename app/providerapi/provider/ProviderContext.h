// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QUrl>

class QNetworkAccessManager;

namespace RentDeck {

class SecretStore;

/** What a provider instance gets from the composition root. Everything is injectable for tests. */
struct ProviderContext
{
    QNetworkAccessManager *network = nullptr; // owned by the caller's thread
    SecretStore *secrets = nullptr;
    QString accountId;
    QUrl baseUrl; // factory default, overridable (RENTDECK_<ID>_API_BASE)
    QString dataDir; // provider's own folder under RENTDECK_HOME
    QString toolsDir; // folder with our helper executables (rentdeck-gpusim)
    /**
     * The account's API key, resolved by the composition root (RENTDECK_<ID>_API_KEY, else the keychain) before
     * the provider is made. Held in memory only: never log it, write it to a file or put it in a URL or an error.
     */
    QString apiKey;
    /** RentDeck's own SSH client key for cloud instances (ClientKey::ensure() creates it; public key: + ".pub"). */
    QString sshKeyFile;
};

} // namespace RentDeck
