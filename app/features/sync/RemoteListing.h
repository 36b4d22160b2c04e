// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sync/Manifest.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QHash>
#include <QList>
#include <QString>

namespace RentDeck {

/** A regular file on the instance, with the stat key its cached hash is valid for. */
struct RemoteFile
{
    QString path;
    QByteArray size;
    QByteArray mtime;
    QByteArray ctime;
    QByteArray inode;
    QByteArray sha256; // empty until known
};

/**
 * What RemoteManifestBuilder::listCommand() printed, parsed. Pure and thread-safe, so a 20,000 file listing
 * (several MB) is parsed on a pool thread, not the GUI thread.
 *
 * Records are NUL-separated fields: "D" PATH, "L" PATH TARGET, "F" PATH SIZE MTIME CTIME INODE; then a "C"
 * marker, "S" and the cache file's signature, and either "=" (use the local copy) or the remote cache's "K" PATH
 * SIZE MTIME CTIME INODE SHA256 records. Paths may start with "./".
 * A file whose stat key equals its cache record gets the cached hash. An unknown record ends the parse (a
 * truncated or garbled listing yields fewer entries, never misassigned fields).
 */
struct RemoteListing
{
    Manifest dirsAndLinks;
    QList<RemoteFile> files;
    QHash<QString, qsizetype> fileIndex; // path -> files index
    int cachedFiles = 0;
    QByteArray cacheSignature; // of the instance's cache file, as it printed it; empty when it has none
    bool cacheFromCopy = false; // the instance said "=": \a localCopy was used
    QByteArray downloadedCache; // the cache records the instance sent (to keep as the new local copy)
    /**
     * SHA-256 (hex) of the records before the "C" marker, exactly as the instance printed them: what
     * RemoteManifestBuilder::treeStateCommand() prints for the tree while it is unchanged. Empty without the marker.
     */
    QByteArray treeState;

    /** \a localCopy: the records of RemoteCacheCopy, used when the instance answers "=". */
    static RemoteListing parse(const QByteArray &output, bool useCache, const QByteArray &localCopy = {});
    /** The remote cache file's contents for \a files: one "K" record each (files without a hash skipped). */
    static QByteArray cacheRecords(const QList<RemoteFile> &files);

private:
    static void matchCache(RemoteListing &listing, const QList<QByteArrayView> &rawPaths, const QByteArray &records);
};

} // namespace RentDeck
