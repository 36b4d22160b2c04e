// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sync/HashCache.h"
#include "sync/Manifest.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>
#include <atomic>

namespace RentDeck {

/**
 * Walks a local tree and hashes its files with several threads at once. BLOCKS: run it on a worker thread
 * (LocalManifestBuilder does). The threads share a queue of directories: each takes one, lists it with
 * openat/fstatat (one path component resolved per entry, no QFileInfo), hashes the files the cache does not
 * know (SHA-256, OpenSSL EVP, one read for a small file) and queues the subdirectories it found. Walking and
 * hashing overlap, and a tree of many small files keeps every core busy, which a walk followed by a hash
 * phase could not. Symlinks are recorded, never followed; a top-level Manifest::CacheFileName is skipped.
 */
class LocalTreeScanner
{
public:
    /** Counters read by the owner while the scan runs. */
    struct Progress
    {
        std::atomic<bool> cancelled { false };
        std::atomic<qint64> files { 0 }; // files read and hashed
        std::atomic<qint64> bytes { 0 }; // bytes read
        std::atomic<qint64> filesToHash { 0 }; // found so far that need hashing
        std::atomic<qint64> bytesToHash { 0 };
    };

    struct Outcome
    {
        Manifest manifest;
        /**
         * SHA-256 (hex) over every entry's type, path, size, mtime, ctime, inode and symlink target, sorted by
         * path: equal states mean nothing below the root was written, added, removed or replaced (ctime changes on
         * any write, and `touch` cannot set it back). Empty when the scan failed or was cancelled.
         */
        QByteArray treeState;
        QList<CachedHash> freshHashes; // for the cache
        int cachedFiles = 0;
        QString error; // "PATH: reason" of the first failure; empty when the scan succeeded
        bool cancelled = false;
    };

    /**
     * Scans \a root (absolute). \a cache: known hashes by relative path, used when the stat key is unchanged.
     * \a background: at a lower CPU priority, so a transfer running meanwhile is not slowed down.
     */
    static Outcome scan(const QString &root, const QHash<QString, CachedHash> &cache, Progress &progress,
        int threadCount = 0, bool background = false);
    /**
     * Only the treeState of \a root: the same walk with no hashing, no cache and no manifest (20,000 files in a few
     * tens of ms). A re-sync compares it with the state of the last verification.
     */
    static Outcome treeState(const QString &root, Progress &progress, bool background = false);

    /**
     * The SHA-256 (lower-case hex) of what \a fd reads to its end (\a expectedSize: its size by stat(), or -1);
     * empty with \a error set on failure.
     */
    static QByteArray hashDescriptor(int fd, qint64 expectedSize, Progress *progress, QString *error);
};

} // namespace RentDeck
