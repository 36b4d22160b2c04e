// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Money.h"

#include <QDateTime>
#include <QString>
#include <QStringList>
#include <optional>

namespace RentDeck {

/** Where a job stands, as `job list` names it. */
enum class JobState
{
    Starting, // pushing its code, starting the supervisor
    Running,
    Succeeded, // exit status 0 (and its outputs pulled and verified when it asked for them)
    Failed, // non-zero exit, stopped by the user, or a finish step that did not succeed
    Lost, // its instance was taken back or its supervisor died; recoverable from the last pulled checkpoint
    Recovering, // a replacement is being launched, checked and started
};

QString jobStateName(JobState state);
JobState jobStateFromName(const QString &name, bool *ok = nullptr);
/** Succeeded or Failed: nothing more happens to the job. */
inline bool isEnded(JobState state)
{
    return state == JobState::Succeeded || state == JobState::Failed;
}

/** What to do with the instance once the job succeeded (and its outputs were pulled and verified). */
enum class JobFinishAction
{
    Keep,
    Stop,
    Destroy,
};

QString jobFinishActionName(JobFinishAction action);
std::optional<JobFinishAction> jobFinishActionFromName(const QString &name);

/** A checkpoint seen on the instance (path there) or pulled here (path here), and when. */
struct CheckpointRef
{
    QString path;
    QDateTime at;
    bool verified = false; // pulled ones: SHA-256 of every file matched the instance's

    bool isValid() const { return !path.isEmpty(); }
};

/**
 * One job: a command RentDeck runs under its supervisor on an instance, as kept in the ledger (`jobs`). Remote paths
 * are relative to the login's home unless absolute ("~/x" means the same as "x"); the checkpoint and outputs folders
 * are relative to the working folder unless absolute.
 */
struct JobRecord
{
    qint64 id = 0;
    QString instanceName; // where it runs now (the last of instances)
    QStringList command; // argv; one element is a shell command line, as `exec` takes it
    QString workdir;
    QString checkpointDir; // empty: no checkpoints
    double pullEveryMinutes = 15; // the guides: by time, every 15 to 30 minutes
    int keep = 3; // pulled checkpoints kept here
    QString outputsDir; // pulled to pullTo when the job succeeds; empty: none
    QString pullTo;
    QString pushFrom; // a local folder synced to workdir before the start and again on recovery; empty: none
    JobFinishAction onFinish = JobFinishAction::Keep;
    Money maxPrice; // recovery's ceiling per hour; invalid: the lost instance's price
    bool autoRecover = false; // recover without asking while the window or `job watch --auto-recover` runs
    /** With on-finish stop or destroy: if RentDeck has not taken over this long after the command ended (the laptop is
     *  away), the supervisor powers the machine off itself — a stop, never a destroy — so it does not bill all night.
     */
    int stopGraceSeconds = 600;
    JobState state = JobState::Starting;
    QString stateDetail; // why it failed or was lost, what recovery is doing
    std::optional<int> exitCode;
    QDateTime createdAt;
    QDateTime startedAt; // the supervisor's start on the current instance
    QDateTime endedAt;
    QDateTime heartbeatAt; // the supervisor's last heartbeat seen
    CheckpointRef lastCheckpoint; // newest complete checkpoint seen on the instance
    CheckpointRef lastPulled; // newest checkpoint pulled here (a local folder holding that entry)
    QStringList instances; // every instance the job ran on, first to last

    /** "job:ID", the name the CLI prints. */
    QString name() const { return QStringLiteral("job:%1").arg(id); }
    /** The job's own folder on the instance, below the working folder. */
    QString metaDir() const;
    /** The checkpoint folder on the instance, resolved against the working folder; empty without one. */
    QString remoteCheckpointDir() const;
    QString remoteOutputsDir() const;
};

} // namespace RentDeck
