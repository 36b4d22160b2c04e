// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QString>
#include <QStringList>

namespace RentDeck {

/**
 * Our own known_hosts file in OpenSSH format ("[host]:port type base64", or "host type base64" for
 * port 22), so both libssh and the system ssh/rsync can check against it with strict checking.
 * Plain text operations only; verification of a live session happens in the SSH layer.
 */
class KnownHosts
{
public:
    explicit KnownHosts(QString file);

    const QString &file() const { return m_file; }
    /** "[127.0.0.1]:2222", or "host" for port 22, as OpenSSH writes it. */
    static QString hostPattern(const QString &host, int port);
    /** OpenSSH's "SHA256:..." fingerprint (unpadded base64 of the SHA-256 of the key blob). */
    static QString fingerprintSha256(const QByteArray &keyBlob);

    /** Keys recorded for host:port as "type base64" lines. */
    QStringList keysFor(const QString &host, int port) const { return keysFor(hostPattern(host, port)); }
    /** Keys recorded under \a pattern ("[host]:port", "host" or a HostKeyAlias) as "type base64" lines. */
    QStringList keysFor(const QString &pattern) const;
    /** Records \a publicKeyLine ("ssh-ed25519 AAAA... [comment]") for host:port, replacing earlier keys. */
    Status add(const QString &host, int port, const QString &publicKeyLine)
    {
        return add(hostPattern(host, port), publicKeyLine);
    }
    /** The same under \a pattern (a HostKeyAlias: OpenSSH then looks the key up by the alias alone, no port). */
    Status add(const QString &pattern, const QString &publicKeyLine);
    /** Forgets every key of host:port (a legitimately re-created machine). */
    Status remove(const QString &host, int port) { return remove(hostPattern(host, port)); }
    /** Forgets every key recorded under \a pattern (a destroyed instance's alias). */
    Status remove(const QString &pattern);

private:
    Status rewrite(const QString &pattern, const QString &newLine);

    QString m_file;
};

} // namespace RentDeck
