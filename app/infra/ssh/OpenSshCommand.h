// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Instance.h"

#include <QStringList>

namespace RentDeck {

/**
 * The OpenSSH client command line that reaches an endpoint the way RentDeck does: our key, our
 * known_hosts with strict checking, IdentitiesOnly. Used for "Copy ssh command", the system terminal,
 * and rsync's -e. Pure; holds no secret (a password is never put on a command line).
 */
namespace OpenSshCommand {
/** Options only (no program, no destination): -p, -i, -o ... */
QStringList options(const SshEndpoint &endpoint);
/** "ssh" + options + "--" + user@host, as separate arguments for QProcess ("--": a leading '-' is no option). */
QStringList arguments(const SshEndpoint &endpoint);
/** The same as one line for a POSIX shell, each word quoted where needed. */
QString shellLine(const SshEndpoint &endpoint);
} // namespace OpenSshCommand

} // namespace RentDeck
