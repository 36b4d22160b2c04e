// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Job.h"
#include "sync/HashCache.h"
#include "sync/LocalTreeScanner.h"
#include "sync/Manifest.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QTimer>
#include <memory>

namespace RentDeck {

/**
 * Builds the Manifest of a local tree without blocking the caller's thread: LocalTreeScanner walks and hashes it
 * (SHA-256, several threads) on the global QThreadPool. With a HashCache, hashes are cached by (path, size, mtime
 * ns, ctime ns, inode): a file whose stat key is unchanged is not read again. ctime is part of the key because
 * any write changes it and `touch` cannot set it back. Only regular files, symlinks (never followed) and
 * directories are listed; a top-level Manifest::CacheFileName is skipped. A Job owned by its caller, used once: one
 * start(), one finished(); build again with a new builder (the hash cache is what makes that cheap).
 */
class LocalManifestBuilder : public Job
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LocalManifestBuilder)

public:
    explicit LocalManifestBuilder(QObject *parent = nullptr);
    /** Cancels a running build and waits for its workers. */
    ~LocalManifestBuilder() override;

    /** Optional hash cache; used from this object's thread only. Set before start(). */
    void setHashCache(const HashCache &cache) { m_cache = cache; }
    /** At a lower CPU priority (while a transfer runs). Set before start(). */
    void setBackground(bool background) { m_background = background; }

    /** Builds the manifest of \a root (a directory); finished() follows exactly once. Call once. */
    void start(const QString &root);
    /** Stops soon; finished() follows with Error::Code::Cancelled. */
    void cancel() override;

    bool isRunning() const { return m_running; }
    const QString &root() const { return m_root; }
    const Manifest &manifest() const { return m_manifest; }
    /** What this build read from disk (cache hits excluded). */
    int filesHashed() const { return int(m_progress->files.load()); }
    qint64 bytesHashed() const { return m_progress->bytes.load(); }
    /** Files whose hash came from the cache. */
    int cachedFiles() const { return m_cachedFiles; }
    /** LocalTreeScanner::Outcome::treeState of what was built; empty until it succeeded. */
    const QByteArray &treeState() const { return m_treeState; }

signals:
    /** Files and bytes read so far out of those found so far that need hashing; at most every 200 ms. */
    void progress(int filesHashed, int filesToHash, qint64 bytesHashed, qint64 bytesToHash);

private:
    void onScanned();
    void conclude(Error error);
    void emitProgress();

    HashCache m_cache { nullptr };
    QString m_root;
    bool m_running = false;
    bool m_background = false;
    Manifest m_manifest;
    int m_cachedFiles = 0;
    QByteArray m_treeState;
    std::shared_ptr<LocalTreeScanner::Progress> m_progress = std::make_shared<LocalTreeScanner::Progress>();
    QFutureWatcher<LocalTreeScanner::Outcome> m_watcher;
    QTimer m_progressTimer;
};

} // namespace RentDeck
