// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Error.h"
#include "sync/Manifest.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QTimer>
#include <atomic>
#include <memory>

namespace RentDeck {

class Ledger;

/**
 * Builds the Manifest of a local tree without blocking the caller's thread. The walk runs on the global
 * QThreadPool (QtConcurrent, symlinks recorded, never followed; empty dirs recorded), then files are hashed
 * with SHA-256 (OpenSSL EVP, 1 MiB reads) in parallel across the pool. With a Ledger, hashes are cached by
 * (path, size, mtime ns, ctime ns, inode): a file whose stat key is unchanged is not read again. ctime is part
 * of the key because any write changes it and `touch` cannot set it back. Only regular files, symlinks and
 * directories are listed; a top-level Manifest::CacheFileName is skipped.
 */
class LocalManifestBuilder : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LocalManifestBuilder)

public:
    /** Counters shared with the workers (they may outlive a cancelled build by a moment). */
    struct Progress
    {
        std::atomic<bool> cancelled { false };
        std::atomic<qint64> files { 0 };
        std::atomic<qint64> bytes { 0 };
    };

    /** The SHA-256 (lower-case hex) of a whole local file; empty and \a error set when it cannot be read. */
    static QByteArray hashFile(const QString &path, Progress *progress = nullptr, QString *error = nullptr);

    explicit LocalManifestBuilder(QObject *parent = nullptr);
    /** Cancels a running build and waits for its workers. */
    ~LocalManifestBuilder() override;

    /** Optional hash cache; used from this object's thread only. Set before start(). */
    void setLedger(Ledger *ledger) { m_ledger = ledger; }

    /** Builds the manifest of \a root (a directory); finished() follows exactly once. */
    void start(const QString &root);
    /** Stops soon; finished() follows with Error::Code::Cancelled. */
    void cancel();

    bool isRunning() const { return m_running; }
    const QString &root() const { return m_root; }
    const Manifest &manifest() const { return m_manifest; }
    const Error &error() const { return m_error; }
    /** What this build read from disk (cache hits excluded). */
    int filesHashed() const { return int(m_progress->files.load()); }
    qint64 bytesHashed() const { return m_progress->bytes.load(); }
    /** Files whose hash came from the cache. */
    int cachedFiles() const { return m_cachedFiles; }

signals:
    /** Files and bytes read so far out of those that need hashing; at most every 200 ms. */
    void progress(int filesHashed, int filesToHash, qint64 bytesHashed, qint64 bytesToHash);
    void finished();

private:
    struct FileStat
    {
        qsizetype index = 0; // into WalkResult::entries
        QString path;
        qint64 size = 0;
        qint64 mtimeNs = 0;
        qint64 ctimeNs = 0;
        qint64 inode = 0;
    };
    struct WalkResult
    {
        QList<ManifestEntry> entries; // everything; files without a hash yet
        QList<FileStat> files;
        QString error;
    };
    struct HashResult
    {
        qsizetype index = 0;
        QByteArray sha256;
        QString error;
    };

    static WalkResult walk(const QString &root, const std::shared_ptr<Progress> &progress);
    void onWalked();
    void onHashed();
    void finish(Error error);
    void emitProgress();

    Ledger *m_ledger = nullptr;
    QString m_root;
    bool m_running = false;
    Manifest m_manifest;
    Error m_error;
    int m_cachedFiles = 0;
    int m_filesToHash = 0;
    qint64 m_bytesToHash = 0;
    std::shared_ptr<Progress> m_progress = std::make_shared<Progress>();
    WalkResult m_walk;
    QList<FileStat> m_toHash;
    QFutureWatcher<WalkResult> m_walkWatcher;
    QFutureWatcher<HashResult> m_hashWatcher;
    QTimer m_progressTimer;
};

} // namespace RentDeck
