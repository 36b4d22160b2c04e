// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace RentDeck {

/**
 * Passwords for the PostgreSQL roles RentDeck creates. A role gets its password as a SCRAM-SHA-256 verifier
 * computed here (RFC 5802/7677, the form PostgreSQL stores), never as plain text in a statement, so a server that
 * logs DDL logs nothing that would let anyone log in.
 */
class PostgresPassword
{
public:
    PostgresPassword() = delete;

    /** 24 random characters from [A-Za-z0-9], from the system's secure generator. */
    static QString generate();
    /** "SCRAM-SHA-256$4096:SALT$STOREDKEY:SERVERKEY" for \a password with a random salt. */
    static QString scramVerifier(const QString &password);
    /** The same with a given \a salt (tests compare against a known verifier). */
    static QString scramVerifier(const QString &password, const QByteArray &salt, int iterations = 4096);
};

} // namespace RentDeck
