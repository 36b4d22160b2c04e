// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sync/RsyncJob.h"

#include <QCoreApplication>
#include <QMetaType>
#include <QString>
#include <QStringList>

namespace RentDeck {

/**
 * A sync the user saved for one instance: which local folder goes with which remote folder, which way,
 * and how. Stored in the ledger by SyncHistory; (instanceName, localPath, remotePath, direction) is unique.
 */
struct SyncPair
{
    qint64 id = 0; // 0 = not stored yet
    QString instanceName;
    QString localPath;
    QString remotePath; // relative paths are relative to the login's home on the instance
    RsyncOptions::Direction direction = RsyncOptions::Direction::Push;
    QStringList excludes;
    bool deleteExtraneous = false;

    /** "push ~/data → results" style one-line label (translated; the home folder shortened to ~). */
    QString displayName() const;
    /** Same instance, folders and direction: the ledger's unique key (excludes and --delete may differ). */
    bool hasSameKey(const SyncPair &other) const;

    Q_DECLARE_TR_FUNCTIONS(RentDeck::SyncPair) // last: the macro ends in "private:"
};

/** \a path with the user's home folder written as ~, for labels ("~/data"); other paths unchanged. */
QString homeShortenedPath(const QString &path);
/** "push" or "pull", as stored in the ledger. */
QString syncDirectionName(RsyncOptions::Direction direction);
/** The inverse of syncDirectionName(); anything but "pull" is Push. */
RsyncOptions::Direction syncDirectionFromName(const QString &name);

} // namespace RentDeck

Q_DECLARE_METATYPE(RentDeck::SyncPair)
