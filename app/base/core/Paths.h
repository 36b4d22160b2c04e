// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace RentDeck {

/**
 * Where RentDeck keeps its data. RENTDECK_HOME overrides the platform's app-data folder; every
 * folder returned exists afterwards with private permissions (0700).
 */
namespace Paths {
QString dataDir();
QString ledgerFile(); // dataDir/ledger.sqlite
QString knownHostsFile(); // dataDir/known_hosts (OpenSSH format)
QString keysDir(); // dataDir/keys
QString providerDir(const QString &providerId); // dataDir/providers/<id>
QString cacheDir(); // dataDir/cache: anything here can be deleted, it only costs time
/** cacheDir()/FOLDER/<first 32 hex digits of SHA-256(\a key)>SUFFIX, FOLDER created private: one file per key. */
QString keyedCacheFile(const QString &folder, const QByteArray &key, const QString &suffix);
/** Folder of our helper executables (rentdeck-gpusim): RENTDECK_TOOLS_DIR, else next to the running program. */
QString toolsDir();
/** Creates \a path (and parents) with 0700; returns false when it cannot. */
bool ensurePrivateDir(const QString &path);
/**
 * " The disk holding PATH is full: free some space and try again." when the file system of \a path (or of its
 * nearest existing parent) has less than 1 MiB left, else empty: appended to messages about a write that failed,
 * so that a full disk is named as the cause instead of a misleading symptom (a "held" lock, a "damaged" file).
 */
QString diskFullHint(const QString &path);
} // namespace Paths

} // namespace RentDeck
