// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Instance.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <QStringList>

namespace RentDeck {

/**
 * What the last verification of a sync pair proved: both trees identical by SHA-256, and the tree state
 * (LocalTreeScanner / RemoteManifestBuilder::treeStateCommand) each side had then. While both states are unchanged,
 * nothing on either side was written, added, removed or replaced since, so a re-sync that rsync finds nothing to
 * do for is verified by the states alone: no listing of 20,000 records, no manifests, no comparison.
 *
 * Kept per instance address, remote folder, local folder and exclude patterns (a different exclude list judged
 * different files) in Paths::cacheDir()/verified-syncs, one 0600 file each; losing it only costs one verification
 * by manifest.
 */
class VerifiedSyncRecord
{
public:
    VerifiedSyncRecord(
        const SshEndpoint &endpoint, const QString &remoteRoot, const QString &localRoot, const QStringList &excludes);

    /** Reads the stored record; false when there is none or it is unreadable. */
    bool load();
    /** Replaces the stored record (after a verification that found the trees identical). */
    void store(const QByteArray &localState, const QByteArray &remoteState, int files, qint64 bytes);
    /** Forgets it (a verification that found differences, or failed). */
    void clear();

    /** Whether the stored states are exactly \a localState and \a remoteState (both non-empty). */
    bool matches(const QByteArray &localState, const QByteArray &remoteState) const;

    int files() const { return m_files; }
    qint64 bytes() const { return m_bytes; }
    const QDateTime &verifiedAt() const { return m_verifiedAt; }
    const QString &filePath() const { return m_path; }

private:
    QString m_path;
    QByteArray m_localState;
    QByteArray m_remoteState;
    int m_files = 0;
    qint64 m_bytes = 0;
    QDateTime m_verifiedAt;
};

} // namespace RentDeck
