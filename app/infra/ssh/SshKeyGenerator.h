// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QCoreApplication>
#include <QString>

namespace RentDeck {

/**
 * Creates SSH client key pairs with libssh. Synchronous on purpose: an ed25519 key takes well under a
 * millisecond to generate and two small files to write, so callers may use it on the GUI thread.
 */
class SshKeyGenerator
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::SshKeyGenerator)

public:
    struct KeyPair
    {
        QString privateKeyFile; // OpenSSH format, no passphrase, mode 0600
        QString publicKeyFile; // privateKeyFile + ".pub", mode 0600 (it names the user and host)
        QString publicKeyLine; // "ssh-ed25519 AAAA... comment"
        QString fingerprint; // "SHA256:..."
    };

    /**
     * Writes a new ed25519 key to \a privateKeyFile and its public line to "<privateKeyFile>.pub". Refuses
     * (InvalidInput) to overwrite an existing file; Io when a file cannot be written; the folder must exist.
     */
    [[nodiscard]] static Result<KeyPair> generateEd25519(const QString &privateKeyFile, const QString &comment);
};

} // namespace RentDeck
