// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Instance.h"
#include "core/Result.h"

#include <QStringList>

namespace RentDeck {

/**
 * Opens the platform's terminal emulator running the OpenSSH client for an endpoint ("Open in
 * system terminal"). $TERMINAL wins, then the usual emulators in order. Starts detached; never blocks.
 */
namespace SystemTerminal {
/** The program and arguments that would be started, or an empty list when no terminal is installed. */
QStringList command(const QStringList &sshArguments);
/** Starts it; Error::Code::Missing names what was tried when there is no terminal program. */
Status open(const SshEndpoint &endpoint);
} // namespace SystemTerminal

} // namespace RentDeck
