// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QProcessEnvironment>
#include <QString>
#include <QUrl>
#include <optional>

namespace RentDeck {

/**
 * API keys from the environment, for scripting and CI: RENTDECK_<PROVIDER>_API_KEY, where PROVIDER is
 * the provider id upper-cased with every other character than A-Z and 0-9 turned into '_'
 * ("vastai" → RENTDECK_VASTAI_API_KEY). Takes precedence over the keychain only where the caller says so.
 */
namespace EnvironmentSecrets {
QString variableName(const QString &providerId);
/** RENTDECK_<PROVIDER>_API_BASE, the same naming: another host for the provider's API (mocks, gateways). */
QString baseUrlVariableName(const QString &providerId);
/** The URL in that variable; empty when unset (the adapter's real host). */
QUrl baseUrl(const QString &providerId);
/** The key when the variable is set and not blank (surrounding whitespace trimmed). */
std::optional<QString> apiKey(const QString &providerId);
/**
 * \a environment without the secrets RentDeck reads from it (every RENTDECK_*_API_KEY, RENTDECK_SSH_PASSWORD,
 * RENTDECK_TEAM_PASSWORD),
 * for the programs it starts (rsync, ssh, the sandbox's sshd): they need none, and a long-running one would
 * keep them in its environment.
 */
QProcessEnvironment withoutSecrets(QProcessEnvironment environment);
} // namespace EnvironmentSecrets

} // namespace RentDeck
