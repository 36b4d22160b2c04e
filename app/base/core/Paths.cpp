// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Paths.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QStorageInfo>

namespace RentDeck::Paths {

bool ensurePrivateDir(const QString &path)
{
    if (!QDir().mkpath(path)) {
        return false;
    }
    return QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
}

QString diskFullHint(const QString &path)
{
    QFileInfo existing(path);
    while (!existing.exists() && !existing.isRoot() && existing.absolutePath() != existing.absoluteFilePath()) {
        existing = QFileInfo(existing.absolutePath());
    }
    const QStorageInfo storage(existing.absoluteFilePath());
    constexpr qint64 NearlyFull = 1024 * 1024;
    if (!storage.isValid() || storage.bytesAvailable() >= NearlyFull) {
        return {};
    }
    return QLatin1Char(' ')
        + QCoreApplication::translate("RentDeck::Paths", "The disk holding %1 is full: free some space and try again.")
              .arg(storage.rootPath());
}

QString dataDir()
{
    QString dir = qEnvironmentVariable("RENTDECK_HOME");
    if (dir.isEmpty()) {
        dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    }
    if (dir.isEmpty()) {
        dir = QDir::homePath() + QStringLiteral("/.local/share/RentDeck");
    }
    dir = QDir::cleanPath(QDir(dir).absolutePath());
    ensurePrivateDir(dir);
    return dir;
}

QString ledgerFile()
{
    return dataDir() + QStringLiteral("/ledger.sqlite");
}

QString knownHostsFile()
{
    return dataDir() + QStringLiteral("/known_hosts");
}

QString keysDir()
{
    const QString dir = dataDir() + QStringLiteral("/keys");
    ensurePrivateDir(dir);
    return dir;
}

QString cacheDir()
{
    const QString dir = dataDir() + QStringLiteral("/cache");
    ensurePrivateDir(dir);
    return dir;
}

QString keyedCacheFile(const QString &folder, const QByteArray &key, const QString &suffix)
{
    const QString dir = cacheDir() + QLatin1Char('/') + folder;
    ensurePrivateDir(dir);
    return dir + QLatin1Char('/')
        + QString::fromLatin1(QCryptographicHash::hash(key, QCryptographicHash::Sha256).toHex().left(32)) + suffix;
}

QString providerDir(const QString &providerId)
{
    const QString providers = dataDir() + QStringLiteral("/providers");
    ensurePrivateDir(providers); // mkpath below would create it with the umask (0755)
    const QString dir = providers + QLatin1Char('/') + providerId;
    ensurePrivateDir(dir);
    return dir;
}

QString toolsDir()
{
    const QString overridden = qEnvironmentVariable("RENTDECK_TOOLS_DIR");
    if (!overridden.isEmpty()) {
        return overridden;
    }
    return QCoreApplication::applicationDirPath();
}

} // namespace RentDeck::Paths
