// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/OpenSshCommand.h"

#include "ssh/ShellQuote.h"

namespace RentDeck::OpenSshCommand {

QStringList options(const SshEndpoint &endpoint)
{
    QStringList result;
    if (endpoint.port != 22) {
        result << QStringLiteral("-p") << QString::number(endpoint.port);
    }
    if (!endpoint.identityFile.isEmpty()) {
        result << QStringLiteral("-i") << endpoint.identityFile << QStringLiteral("-o")
               << QStringLiteral("IdentitiesOnly=yes");
    }
    if (!endpoint.knownHostsFile.isEmpty()) {
        // Only our file, strictly: a changed key must stop the connection, never be accepted silently.
        result << QStringLiteral("-o") << QStringLiteral("UserKnownHostsFile=") + endpoint.knownHostsFile
               << QStringLiteral("-o") << QStringLiteral("StrictHostKeyChecking=yes");
    }
    if (!endpoint.hostKeyAlias.isEmpty()) {
        // The key is kept per instance, under the same alias RentDeck's own connections use.
        result << QStringLiteral("-o") << QStringLiteral("HostKeyAlias=") + endpoint.hostKeyAlias;
    }
    return result;
}

QStringList arguments(const SshEndpoint &endpoint)
{
    QStringList result { QStringLiteral("ssh") };
    // "--": a user or host from a provider's answer that starts with '-' ("-oProxyCommand=...") must stay the
    // destination, never become an option that runs a command here.
    result << options(endpoint) << QStringLiteral("--") << endpoint.user + QLatin1Char('@') + endpoint.host;
    return result;
}

QString shellLine(const SshEndpoint &endpoint)
{
    return ShellQuote::join(arguments(endpoint));
}

} // namespace RentDeck::OpenSshCommand
