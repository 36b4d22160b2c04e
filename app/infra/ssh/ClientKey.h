// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "ssh/SshKeyGenerator.h"

#include <QString>

namespace RentDeck {

/**
 * RentDeck's own SSH client key, registered with cloud providers (Vast.ai, RunPod, Lambda) so the instances
 * they start let us in. One ed25519 key per data folder: keys/rentdeck_ed25519 (0600) and its ".pub".
 */
namespace ClientKey {
QString privateKeyFile();
/** The key pair, created on first use. publicKeyLine is "ssh-ed25519 AAAA... rentdeck@host". */
[[nodiscard]] Result<SshKeyGenerator::KeyPair> ensure(const QString &keyFile = privateKeyFile());
} // namespace ClientKey

} // namespace RentDeck
