// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace RentDeck {

/**
 * A real PostgreSQL server for integration tests (Debian's postgresql package): initdb in a temporary folder, a
 * superuser "rdsuper" with a random password and SCRAM authentication, listening on 127.0.0.1 at a free port only,
 * stopped and deleted with the object. PostgreSQL refuses to run as root, so as root it runs as the "postgres" user
 * the package creates.
 *
 *     if (!LocalPostgres::isAvailable(&why)) QSKIP(qPrintable(why));
 *     LocalPostgres pg; QVERIFY2(pg.start(), qPrintable(pg.errorString()));
 */
class LocalPostgres
{
public:
    LocalPostgres();
    ~LocalPostgres();
    LocalPostgres(const LocalPostgres &) = delete;
    LocalPostgres &operator=(const LocalPostgres &) = delete;

    /** Whether initdb and pg_ctl exist (and, as root, the postgres user); otherwise \a reason says what is missing. */
    static bool isAvailable(QString *reason = nullptr);

    /** Serve TLS with a certificate for 127.0.0.1 signed by a fresh CA (caFile()). Call before start(). */
    void enableTls() { m_tls = true; }
    /** initdb (the first time) and start; waits until it accepts connections. */
    bool start();
    /** Stops the server (fast shutdown: open connections are cut, as when a server goes away). */
    bool stop();
    /** Kills the server outright, with no shutdown at all. */
    void kill();
    /** Creates database \a name owned by the superuser. */
    bool createDatabase(const QString &name);

    int port() const { return m_port; }
    QString superuser() const { return QStringLiteral("rdsuper"); }
    QString superPassword() const { return m_password; }
    /** postgresql://rdsuper:PASSWORD@127.0.0.1:PORT/DATABASE */
    QString superUrl(const QString &database) const;
    /** The CA that signed the server's certificate (enableTls()). */
    QString caFile() const;
    /** A CA that signed nothing this server shows: a client that trusts only it must refuse the server. */
    QString otherCaFile() const;
    QString errorString() const { return m_error; }
    QString logTail() const;

private:
    bool run(const QString &program, const QStringList &args, int timeoutMs = 60000);
    bool makeCertificates();
    QString bin(const QString &tool) const;
    QString dataDir() const;

    QTemporaryDir m_dir;
    QString m_binDir;
    QString m_password;
    int m_port = 0;
    bool m_initialized = false;
    bool m_running = false;
    bool m_tls = false;
    QString m_error;
};

} // namespace RentDeck
