// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sync/RsyncJob.h"

#include <QDateTime>
#include <QString>

namespace RentDeck {

/** One finished sync (verified, transferred only, failed or cancelled), as kept in the ledger's history. */
struct SyncRunRecord
{
    qint64 id = 0; // 0 = not stored yet
    QString instanceName;
    qint64 pairId = 0; // the saved pair it ran, 0 = none (or removed since)
    RsyncOptions::Direction direction = RsyncOptions::Direction::Push;
    QString localPath;
    QString remotePath;
    QDateTime startedAt;
    qint64 durationMs = 0;
    qint64 bytes = 0; // sent over the wire, re-sends included
    int files = 0; // regular files on the source side (from the comparison)
    bool ok = false; // transferred (and verified, unless verification was off)
    bool verified = false; // both sides' SHA-256 manifests matched
    int missing = 0;
    int extra = 0;
    int mismatched = 0;
    QString transport = QStringLiteral("rsync"); // "rsync" or "sftp"
    QString message; // the error, for people; empty when ok
};

} // namespace RentDeck
