// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Instance.h"

#include <QString>
#include <QStringList>
#include <optional>

namespace RentDeck {

/** What one rsync run moves, and how. */
struct RsyncOptions
{
    enum class Direction
    {
        Push, // localPath -> endpoint:remotePath
        Pull, // endpoint:remotePath -> localPath
    };

    Direction direction = Direction::Push;
    SshEndpoint endpoint;
    /** Both are directories: their contents are synced (rsync's trailing-slash form is added here). */
    QString localPath;
    QString remotePath; // relative paths are relative to the remote login's home
    QStringList excludes; // rsync patterns, one --exclude each
    /**
     * A gitignore-style file; translated by translateIgnoreFile() and passed as --exclude-from. When empty
     * and pushing, localPath/.rdignore is used if it exists.
     */
    QString ignoreFile;
    bool deleteExtraneous = false; // --delete (never on unless asked: it removes files on the destination)
    bool checksum = false; // --checksum: compare by content, not size+mtime
    /** Re-send exactly these paths (relative to the source root): --files-from (NUL-separated). */
    QStringList filesFrom;
    /** -z. Unset: on unless the host is loopback (compressing costs CPU and gains nothing there). */
    std::optional<bool> compress;
    int bandwidthLimitKiB = 0; // --bwlimit, 0 = none
    int timeoutSeconds = 0; // --timeout (I/O silence), 0 = none
    QString rsyncProgram; // empty: "rsync" on PATH
};

} // namespace RentDeck
