// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Instance.h"

#include <QByteArray>
#include <QString>

namespace RentDeck {

/**
 * This computer's copy of the hash cache file an instance keeps beside a synced folder
 * (Manifest::CacheFileName), with the file's signature (size, mtime and ctime in ns, inode) when it was read.
 * A verification sends the signature it knows; when the instance's cache still has it, the instance answers
 * "unchanged" instead of sending the whole file again (3 MB for 20,000 files: seconds on a slow link). Stored in
 * Paths::cacheDir()/remote-manifests, one 0600 file per instance address and folder; losing it only costs a
 * download.
 */
class RemoteCacheCopy
{
public:
    RemoteCacheCopy(const SshEndpoint &endpoint, const QString &remoteRoot);

    /** Reads the stored copy; false (and empty signature and records) when there is none or it is unreadable. */
    bool load();
    const QByteArray &signature() const { return m_signature; }
    const QByteArray &records() const { return m_records; }

    /**
     * The most of the instance's bytes kept in RENTDECK_HOME per folder (64 MiB: a cache of some 400,000 files).
     * A larger cache is used for this run but not kept: a machine must not fill the disk beside the ledger.
     */
    static constexpr qsizetype MaxStoredBytes = qsizetype(64) * 1024 * 1024;

    /** Replaces the stored copy; an empty \a signature (the instance could not tell one) or \a records over
     *  MaxStoredBytes removes it. */
    void store(const QByteArray &signature, const QByteArray &records);

    /** The sh command printing the signature of ./CACHE in the current folder (GNU stat), or nothing. */
    static QString signatureCommand();

    const QString &filePath() const { return m_path; }

private:
    QString m_path;
    QByteArray m_signature;
    QByteArray m_records;
};

} // namespace RentDeck
