// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace RentDeck {

class Manifest;

/**
 * rsync writes each file it receives to a temporary ".NAME.XXXXXX" beside it and renames it when complete. When the
 * receiving rsync is killed (SIGKILL, a crashed sshd, a rebooted machine) that file stays behind, and no later run
 * removes it: it is not in the source. After a sync verified everything else, these leftovers are the only
 * difference, and the sync removes them so that the destination is exactly the source again.
 */
namespace TransferLeftovers {

/**
 * The paths in \a extra (only on the destination) that are rsync temporaries of a file in \a source, and rsync
 * partial-dirs that hold nothing any more.
 */
QStringList find(const QStringList &extra, const Manifest &source);
/** Whether \a path (one that find() returned) is an empty folder rather than a file. */
bool isFolder(const QString &path);
/** A shell command that removes \a paths (relative, every one quoted) below the remote \a rootExpression. */
QString removeCommand(const QString &rootExpression, const QStringList &paths);

} // namespace TransferLeftovers

} // namespace RentDeck
