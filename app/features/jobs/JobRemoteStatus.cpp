// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/JobRemoteStatus.h"

#include <QCoreApplication>
#include <QHash>

namespace RentDeck {

namespace {

// Epoch seconds from before 2001 or after 2200 are garbage, not times.
constexpr qint64 MinEpoch = 978307200;
constexpr qint64 MaxEpoch = 7258118400;

std::optional<qint64> epoch(const QByteArray &value)
{
    bool ok = false;
    const qint64 seconds = value.toLongLong(&ok);
    return ok && seconds >= MinEpoch && seconds <= MaxEpoch ? std::optional<qint64>(seconds) : std::nullopt;
}

} // namespace

bool JobRemoteStatus::isTemporaryName(const QString &name)
{
    const QString lower = name.toLower();
    static const QStringList suffixes { QStringLiteral(".tmp"), QStringLiteral(".temp"), QStringLiteral(".part"),
        QStringLiteral(".partial"), QStringLiteral(".incomplete"), QStringLiteral(".lock"), QStringLiteral(".swp"),
        QStringLiteral("~") };
    if (lower.isEmpty() || lower.startsWith(QLatin1Char('.')) || lower.startsWith(QLatin1String("tmp"))
        || lower.contains(QLatin1String(".tmp"))) {
        return true;
    }
    return std::any_of(suffixes.cbegin(), suffixes.cend(), [&lower](const QString &s) { return lower.endsWith(s); });
}

Result<JobRemoteStatus> JobRemoteStatus::parse(const QByteArray &output)
{
    JobRemoteStatus status;
    bool sawNow = false;
    bool sawMeta = false;
    QHash<QString, qsizetype> index; // top-level name → position in checkpoints
    const QList<QByteArray> lines = output.left(MaxOutputBytes).split('\n');
    for (const QByteArray &line : lines) {
        if (line.startsWith("entry\t")) {
            // entry <mtime> <type> <path below the checkpoint folder>
            const QList<QByteArray> fields = line.split('\t');
            if (fields.size() != 4 || fields.at(3).isEmpty()) {
                continue;
            }
            bool ok = false;
            const double mtime = fields.at(1).toDouble(&ok);
            if (!ok || mtime < 0 || mtime > double(MaxEpoch)) {
                continue;
            }
            const QString path = QString::fromUtf8(fields.at(3));
            const QStringList parts = path.split(QLatin1Char('/'));
            const QString top = parts.constFirst();
            if (top.isEmpty() || top == u'.' || top == QLatin1String("..")) {
                continue;
            }
            qsizetype at = index.value(top, -1);
            if (at < 0) {
                at = status.checkpoints.size();
                index.insert(top, at);
                status.checkpoints.append({ top, 0, false });
            }
            CheckpointCandidate &candidate = status.checkpoints[at];
            candidate.newestMtime = qMax(candidate.newestMtime, qint64(mtime));
            if (parts.size() > 1 && isTemporaryName(parts.constLast())) {
                candidate.hasTemporaryFile = true;
            }
            continue;
        }
        const qsizetype equals = line.indexOf('=');
        if (equals <= 0) {
            continue;
        }
        const QByteArray key = line.left(equals);
        const QByteArray value = line.mid(equals + 1).trimmed();
        if (key == "now") {
            if (const auto seconds = epoch(value)) {
                status.now = *seconds;
                sawNow = true;
            }
        } else if (key == "meta") {
            status.metaFound = value == "1";
            sawMeta = true;
        } else if (key == "supervisor") {
            status.supervisorAlive = value == "1";
        } else if (key == "started") {
            status.startedAt = epoch(value);
        } else if (key == "heartbeat") {
            status.heartbeatAt = epoch(value);
        } else if (key == "ended") {
            status.endedAt = epoch(value);
        } else if (key == "stop-requested") {
            status.stopRequestedAt = epoch(value);
        } else if (key == "exit") {
            bool ok = false;
            const int code = value.toInt(&ok);
            if (ok && code >= 0 && code <= 255) {
                status.exitCode = code;
            }
        } else if (key == "checkpoints") {
            status.checkpointDirFound = value == "1";
        }
    }
    if (!sawNow || !sawMeta) {
        return Error::make(Error::Code::InvalidInput,
            QCoreApplication::translate("RentDeck::JobRemoteStatus",
                "The instance did not answer with a job status (is the job's folder there, and sh on the PATH?)."));
    }
    return status;
}

std::optional<CheckpointCandidate> JobRemoteStatus::newestComplete(int settleSeconds) const
{
    std::optional<CheckpointCandidate> best;
    for (const CheckpointCandidate &candidate : checkpoints) {
        if (isTemporaryName(candidate.name) || candidate.hasTemporaryFile
            || candidate.newestMtime > now - settleSeconds) {
            continue;
        }
        if (!best || candidate.newestMtime > best->newestMtime
            || (candidate.newestMtime == best->newestMtime && candidate.name > best->name)) {
            best = candidate;
        }
    }
    return best;
}

} // namespace RentDeck
