// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLockFile>
#include <QString>
#include <memory>

namespace RentDeck {

/**
 * Marks "a sync of this instance is running" across processes (the window and the CLI), so destroy
 * can refuse while data is in flight. A lock file under RENTDECK_HOME/locks; a crashed holder's lock is
 * stale and taken over (QLockFile checks the pid).
 */
class SyncLock
{
public:
    explicit SyncLock(const QString &instanceName);
    /** Takes the lock; false when another sync of the instance holds it, or the lock file cannot be written. */
    bool tryLock();
    /** Why tryLock() failed: LockFailedError when another sync holds it; otherwise the file could not be made. */
    QLockFile::LockError error() const { return m_lock->error(); }
    void unlock();

    /** Whether some process syncs \a instanceName now; \a pid receives the holder's pid when known. */
    static bool isHeld(const QString &instanceName, qint64 *pid = nullptr);
    static QString lockPath(const QString &instanceName);

private:
    std::unique_ptr<QLockFile> m_lock;
};

} // namespace RentDeck
