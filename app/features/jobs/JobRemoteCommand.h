// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QObject>
#include <QString>
#include <functional>

namespace RentDeck {

class SshSession;

/**
 * One command of a job's remote side over a shared SshSession: its stdout (bounded) when it exits 0, otherwise an
 * error naming \a what, the exit status and the end of its stderr. \a done runs once, from the event loop, unless
 * \a context is destroyed first (the command is then cancelled).
 */
namespace JobRemoteCommand {

inline constexpr qsizetype MaxOutputBytes = qsizetype(8) * 1024 * 1024;

void run(SshSession *session, QObject *context, const QString &command, const QByteArray &input, const QString &what,
    std::function<void(Result<QByteArray>)> done);

} // namespace JobRemoteCommand

} // namespace RentDeck
