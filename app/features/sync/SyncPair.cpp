// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sync/SyncPair.h"

#include <QDir>

namespace RentDeck {

QString SyncPair::displayName() const
{
    const QString local = homeShortenedPath(localPath);
    return direction == RsyncOptions::Direction::Pull ? tr("pull %1 → %2").arg(remotePath, local)
                                                      : tr("push %1 → %2").arg(local, remotePath);
}

bool SyncPair::hasSameKey(const SyncPair &other) const
{
    return instanceName == other.instanceName && localPath == other.localPath && remotePath == other.remotePath
        && direction == other.direction;
}

QString homeShortenedPath(const QString &path)
{
    const QString native = QDir::fromNativeSeparators(path);
    const QString home = QDir::homePath();
    if (native == home) {
        return QStringLiteral("~");
    }
    if (native.startsWith(home + QLatin1Char('/'))) {
        return QLatin1Char('~') + native.mid(home.size());
    }
    return path;
}

QString syncDirectionName(RsyncOptions::Direction direction)
{
    return direction == RsyncOptions::Direction::Pull ? QStringLiteral("pull") : QStringLiteral("push");
}

RsyncOptions::Direction syncDirectionFromName(const QString &name)
{
    return name == QLatin1String("pull") ? RsyncOptions::Direction::Pull : RsyncOptions::Direction::Push;
}

} // namespace RentDeck
