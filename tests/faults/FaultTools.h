// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace RentDeck::FaultTools {

/**
 * Pids of every live process of sandbox instance \a instanceId of the current RENTDECK_HOME (sessions, commands):
 * those carrying its marker.
 */
QList<qint64> sandboxProcesses(const QString &instanceId);
/** The pid of the sshd listener of sandbox instance \a instanceId under RENTDECK_HOME \a home; 0 when none. */
qint64 sandboxSshdPid(const QString &home, const QString &instanceId);
/** Sends \a signal to each of \a pids; how many were signalled. */
int signalAll(const QList<qint64> &pids, int signal);
/** Writes incompressible bytes to \a path until the disk is full; false when no ENOSPC came within 1 GiB. */
bool fillDisk(const QString &path);
/** A folder with \a smallFiles 1 KiB files and \a bigFiles random files of \a bigMiB each. */
bool makeTree(const QString &root, int smallFiles, int bigFiles, int bigMiB);

} // namespace RentDeck::FaultTools
