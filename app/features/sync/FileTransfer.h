// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Job.h"
#include "sync/RsyncOptions.h"

#include <QString>

namespace RentDeck {

/**
 * One transfer of a folder's files between this machine and an instance: by the system rsync (RsyncJob) or, where
 * rsync is missing on either end, over SFTP (SftpTransferJob). SyncJob drives both through this shape: a Job
 * owned by its caller. start() returns at once; finished() comes exactly once, from the event loop; cancel() finishes
 * with Error::Cancelled.
 * Partly received files wait in PartialDir beside their destination, so running again resumes.
 */
class FileTransfer : public Job
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FileTransfer)
public:
    /** rsync's --partial-dir, relative: the folder beside each file being received. Never copied itself. */
    static inline const QString PartialDir = QStringLiteral(".rsync-partial");

    explicit FileTransfer(QObject *parent = nullptr)
        : Job(parent, Ownership::OwnedByCaller)
    {
    }

    /** For password-auth endpoints; kept in memory only and cleared as soon as it has been used. */
    virtual void setPassword(const QString &password) = 0;
    virtual void start() = 0;
    virtual bool isRunning() const = 0;
    virtual const RsyncOptions &options() const = 0;
    /** Bytes of file data sent or received (rsync's "Total transferred file size"); final after finished(). */
    virtual qint64 transferredBytes() const = 0;
    /** Whether the transfer found nothing to change; only rsync can tell, so false otherwise. */
    virtual bool changedNothing() const { return false; }

protected:
    /** Why options() cannot be transferred (no or a refused SSH address, no local folder); no error when they can. */
    Error invalidOptions() const;

signals:
    void progress(qint64 bytes, qint64 totalBytes, int percent, double rateBytesPerSec, int etaSeconds, int filesDone,
        int filesTotal);
};

} // namespace RentDeck
