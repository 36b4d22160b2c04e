// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sync/SyncLock.h"

#include "core/Paths.h"

namespace RentDeck {

QString SyncLock::lockPath(const QString &instanceName)
{
    const QString dir = Paths::dataDir() + QStringLiteral("/locks");
    Paths::ensurePrivateDir(dir);
    QString safe = instanceName;
    safe.replace(QLatin1Char(':'), QLatin1Char('-')).replace(QLatin1Char('/'), QLatin1Char('_'));
    return dir + QLatin1Char('/') + safe + QStringLiteral(".sync.lock");
}

SyncLock::SyncLock(const QString &instanceName)
    : m_lock(std::make_unique<QLockFile>(lockPath(instanceName)))
{
    m_lock->setStaleLockTime(0); // only a dead holder makes it stale, however long a sync takes
}

bool SyncLock::tryLock()
{
    return m_lock->tryLock(0);
}

void SyncLock::unlock()
{
    if (m_lock->isLocked()) {
        m_lock->unlock();
    }
}

bool SyncLock::isHeld(const QString &instanceName, qint64 *pid)
{
    QLockFile probe(lockPath(instanceName));
    probe.setStaleLockTime(0);
    if (probe.tryLock(0)) {
        probe.unlock();
        return false;
    }
    if (pid) {
        QString host;
        QString app;
        probe.getLockInfo(pid, &host, &app);
    }
    return probe.error() == QLockFile::LockFailedError;
}

} // namespace RentDeck
