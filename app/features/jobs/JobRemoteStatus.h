// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <optional>

namespace RentDeck {

/** One top-level entry of the checkpoint folder: a file (ckpt_120.pt) or a folder (checkpoint-500/). */
struct CheckpointCandidate
{
    QString name;
    qint64 newestMtime = 0; // epoch s of the newest file in it
    bool hasTemporaryFile = false; // something inside still has a temporary name
};

/**
 * What `rentdeck-job.sh status` printed about one job, parsed. The instance is untrusted: every line is checked,
 * unknown keys and malformed lines are skipped, numbers out of range are dropped, the whole output is bounded.
 */
struct JobRemoteStatus
{
    static constexpr qsizetype MaxOutputBytes = qsizetype(8) * 1024 * 1024;

    qint64 now = 0; // the instance's clock, epoch s
    bool metaFound = false; // the job's folder exists there
    bool supervisorAlive = false;
    std::optional<qint64> startedAt;
    std::optional<qint64> heartbeatAt;
    std::optional<qint64> endedAt;
    std::optional<qint64> stopRequestedAt;
    std::optional<int> exitCode;
    bool checkpointDirFound = false;
    QList<CheckpointCandidate> checkpoints;

    /** InvalidInput when the output is not a status at all (no now=, no meta=). */
    static Result<JobRemoteStatus> parse(const QByteArray &output);

    bool hasEnded() const { return exitCode.has_value(); }
    /**
     * The newest checkpoint that is complete: not a temporary or hidden name, nothing temporary inside, and nothing
     * in it modified during the last \a settleSeconds (by the instance's clock).
     */
    std::optional<CheckpointCandidate> newestComplete(int settleSeconds) const;

    /** Temporary names trainers write before renaming into place: .tmp/.part/~ suffixes, tmp prefixes, dot files. */
    static bool isTemporaryName(const QString &name);
};

} // namespace RentDeck
