// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Error.h"
#include "sync/FileTransfer.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <memory>

class QThread;

namespace RentDeck {

/** What one SFTP transfer did. Names follow RsyncStats where they mean the same. */
struct SftpTransferStats
{
    int filesTotal = 0; // regular files in the source (after excludes), or the listed ones with filesFrom
    int filesTransferred = 0; // regular files written in this run, resumed ones included
    int filesResumed = 0; // of those, continued from a partial file
    int entriesDeleted = 0; // removed from the destination by deleteExtraneous
    qint64 totalFileSize = 0; // bytes of the filesTotal files
    qint64 totalTransferredFileSize = 0; // bytes actually sent in this run (resumed prefixes not counted)
    qint64 resumedBytes = 0; // bytes kept from partial files
};

/**
 * The SFTP fallback for RsyncJob, for when rsync is missing on either end: the same RsyncOptions, the same
 * signals, the same `rsync -a --partial --partial-dir=.rsync-partial` result, over libssh's SFTP client.
 *
 * All libssh work runs on a dedicated worker thread with its own session (SshConnector: strict host key against
 * our known_hosts, then key, agent or password). Progress crosses threads through atomics that a 200 ms QTimer
 * samples; finished() comes exactly once, from the event loop, after the worker has closed every file.
 *
 * Semantics: the source tree is walked without following symlinks; directories (empty ones too), symlinks (their
 * text) and regular files are recreated, with permission bits and mtimes (seconds). Other file types are skipped.
 * A file whose destination has the same size and mtime is skipped (quick check) unless checksum is set; then
 * files of equal size are compared by the SHA-256 of both copies (over SFTP that reads the remote copy in full). With
 * filesFrom, exactly those relative paths are sent, always and whole, and nothing is deleted. Excludes follow rsync's
 * rules (see ExcludeMatcher); an excluded destination entry is never deleted. `.rsync-partial` folders and the
 * top-level
 * `.rentdeck-manifest-cache` (and its `.tmp`) are never sent nor deleted. ignoreFile (else localPath/.rdignore
 * when pushing) is read as RsyncJob does, through RsyncJob::translateIgnoreFile(). compress, bandwidth limit,
 * timeout and rsyncProgram are ignored: SFTP has no compression of its own, and stalls end through TCP
 * keepalives (about 30 s) instead.
 *
 * Resume: a file is written to DIR/.rsync-partial/NAME (rsync's partial dir, so either tool resumes the
 * other's partial) and renamed into place once complete, with mode and mtime already set. A partial that is
 * shorter than the source and whose last ≤ 256 KiB equal the source's bytes at the same offset is continued
 * from its size; otherwise it is rewritten from the start. Replacing an existing file is a remove plus a rename
 * (SFTP v3 rename does not replace, and libssh 0.10 lacks posix-rename@openssh.com): a window of a few
 * milliseconds where the name is absent.
 *
 * Each file costs about five request round trips (open, write..., close, setstat, rename): fine on a LAN, but on
 * a 50 ms link thousands of small files are much slower than rsync.
 */
class SftpTransferJob final : public FileTransfer
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SftpTransferJob)

public:
    explicit SftpTransferJob(RsyncOptions options, QObject *parent = nullptr);
    /** Cancels a running transfer and waits up to 3 s for the worker to stop. */
    ~SftpTransferJob() override;

    /** For password-auth endpoints; kept in memory only, zeroed once the session is authenticated. */
    void setPassword(const QString &password) override;
    /** Starts the worker; returns at once. Every error arrives through finished(). Call once. */
    void start() override;
    /**
     * Stops after the chunk in flight; finished() follows with Error::Code::Cancelled once the worker let go
     * of its files (a transfer that completed first reports success). The partial file stays, so running again
     * resumes. A worker stuck on a dead connection is unblocked after 5 s by shutting its socket down.
     */
    void cancel() override;
    bool isRunning() const override { return m_started && !isFinished(); }

    const RsyncOptions &options() const override { return m_options; }
    qint64 transferredBytes() const override { return m_stats.totalTransferredFileSize; }
    /** Live counters while running; the final ones after finished(). */
    const SftpTransferStats &stats() const { return m_stats; }

private:
    struct Shared;

    void onWorkerFinished(const SftpTransferStats &stats, const Error &error);
    void sampleProgress(bool final = false, bool failed = false);
    void complete(const Error &error);

    RsyncOptions m_options;
    std::shared_ptr<Shared> m_shared;
    QPointer<QThread> m_thread; // deletes itself when the worker is done
    QTimer m_progressTimer;
    QTimer m_unblockTimer;
    QElapsedTimer m_clock;
    SftpTransferStats m_stats;
    qint64 m_lastBytes = -1; // bytesDone at the last progress()
    qint64 m_rateBytes = 0; // bytesSent at the last rate sample
    qint64 m_rateAtMs = 0;
    double m_rate = 0; // bytes per second, smoothed
    bool m_started = false;
    bool m_cancelled = false;
};

} // namespace RentDeck
