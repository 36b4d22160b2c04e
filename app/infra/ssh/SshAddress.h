// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace RentDeck {

struct SshEndpoint;

/**
 * What an SSH user, host and port may be before RentDeck uses them. They come from provider APIs and pasted
 * commands, and end up in `user@host:path` for rsync (a '/' in the user made rsync read the "remote" as a local
 * folder), on ssh command lines and in ~/.ssh/config (OpenSSH expands '%' there). Checked where they enter
 * (InstanceManager for every provider, SshCommandParser) and again where they are used (SshConnector, RsyncJob,
 * SshConfigFile).
 */
class SshAddress
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::SshAddress)

public:
    /** A host name (letters, digits, '.', '-', '_'; no leading '-' or '.'), IPv4 or IPv6 address (zone allowed). */
    static bool isValidHost(const QString &host);
    /** A POSIX-style user name: letters, digits, '.', '_', '-', not starting with '-', at most 64 characters. */
    static bool isValidUser(const QString &user);
    /** Empty when \a endpoint's user, host and port may be used; else what is wrong, for a message. */
    static QString problem(const SshEndpoint &endpoint);
};

} // namespace RentDeck
