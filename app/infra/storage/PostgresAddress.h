// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QCoreApplication>
#include <QString>

namespace RentDeck {

/**
 * Where a PostgreSQL database is, as libpq's URI spells it: postgresql://USER[:PASSWORD]@HOST[:PORT]/DATABASE
 * [?sslmode=…&sslrootcert=…]. The password, when the URI carries one, is kept apart so that nothing prints it by
 * accident: toUrl() leaves it out unless asked.
 *
 * TLS: a loopback host defaults to sslmode=prefer (a local server often has no certificate); any other host to
 * verify-full, so a managed database is reached only when its certificate checks out against sslrootcert (or
 * ~/.postgresql/root.crt). The URI's own sslmode wins.
 */
struct PostgresAddress
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::PostgresAddress)

public:
    QString host;
    int port = 5432;
    QString database;
    QString user;
    QString password; // empty unless the URI carried one
    QString sslMode; // empty: the default for the host (see above)
    QString sslRootCert; // a CA file; empty: libpq's default

    /** Parses \a url; a clear Error for anything that is not a postgres:// or postgresql:// URI with a user,
     *  a host and a database name. */
    [[nodiscard]] static Result<PostgresAddress> fromUrl(const QString &url);

    bool isLoopback() const;
    /** The sslmode in effect (the URI's, else the default for the host). */
    QString effectiveSslMode() const;
    /** The URI again; with the password only when \a withPassword (an invitation prints it once). */
    QString toUrl(bool withPassword = false) const;
    /** "USER@HOST:PORT/DATABASE", for messages. */
    QString display() const;
    /** libpq connection options for QPSQL's setConnectOptions(): TLS, a connect timeout, the program's name. */
    QString connectOptions(int connectTimeoutSeconds) const;
    /** A plain name for roles and the like: letters, digits and '_', starting with a letter, at most 48. */
    static bool isPlainName(const QString &name);
};

} // namespace RentDeck
