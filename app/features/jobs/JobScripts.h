// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "jobs/JobRecord.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace RentDeck {

/**
 * The remote side of a job, as shell text for one SSH exec each: resources/scripts/rentdeck-job.sh (a Qt resource)
 * does the work on the instance. Every path and word from the user is shell-quoted here, so a hostile command string
 * or folder name stays data. Pure functions.
 */
namespace JobScripts {

/** Seconds between the supervisor's heartbeats. */
inline constexpr int HeartbeatSeconds = 10;
/** The script's text (Error::Code::Missing when the build left it out). */
Result<QByteArray> supervisorScript();
/** \a remotePath for the shell: "~/x" → "$HOME"/'x', anything else quoted (relative = below the login's home). */
QString path(const QString &remotePath);
/** command.sh: `exec` of the quoted words, or the one command line as it is (as `rentdeck-cli exec` takes it). */
QByteArray commandFile(const QStringList &command);
/** Makes the job's folder, the working and checkpoint folders, and writes command.sh from stdin. */
QString writeCommand(const JobRecord &job);
/** Writes the script from stdin and starts the supervisor detached; prints its pid. */
QString start(const JobRecord &job);
/** Prints the job's state and the listing of its checkpoint folder (JobRemoteStatus::parse reads it). */
QString status(const JobRecord &job);
QString stop(const JobRecord &job);
/** RentDeck took over the end of the job (outputs pulled): the supervisor must not power the machine off. */
QString handled(const JobRecord &job);
/** The log's last \a lines; with \a follow, then what the job appends until its supervisor ends. */
QString log(const JobRecord &job, int lines, bool follow = false);
/** Snapshots checkpoint \a name for a pull; prints the folder that holds the snapshot. */
QString stage(const JobRecord &job, const QString &name);
QString unstage(const JobRecord &job);
/** \a remotePath as SyncJob takes it: relative to the home ("~/x" → "x", "~" → "."), absolute as is. */
QString forSync(const QString &remotePath);
/** The snapshot folder stage() fills, as a remote path (for the pull). */
QString stagedDir(const JobRecord &job);

} // namespace JobScripts

} // namespace RentDeck
