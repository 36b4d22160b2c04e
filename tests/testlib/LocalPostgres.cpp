// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LocalPostgres.h"

#include "FreePort.h"

#include <QCollator>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QTcpSocket>
#include <QThread>
#include <csignal>
#include <pwd.h>
#include <unistd.h>

namespace RentDeck {

namespace {

// The newest /usr/lib/postgresql/VERSION/bin with initdb (Debian keeps server binaries off PATH).
QString findBinDir()
{
    QStringList versions = QDir(QStringLiteral("/usr/lib/postgresql")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    QCollator numeric;
    numeric.setNumericMode(true);
    std::sort(versions.begin(), versions.end(),
        [&numeric](const QString &a, const QString &b) { return numeric.compare(a, b) > 0; });
    for (const QString &version : versions) {
        const QString dir = QStringLiteral("/usr/lib/postgresql/") + version + QStringLiteral("/bin");
        if (QFileInfo(dir + QStringLiteral("/initdb")).isExecutable()) {
            return dir;
        }
    }
    return {};
}

bool isRoot()
{
    return geteuid() == 0;
}

} // namespace

LocalPostgres::LocalPostgres()
    : m_binDir(findBinDir())
{
    for (int i = 0; i < 24; ++i) {
        m_password += QChar(QLatin1Char('a' + char(QRandomGenerator::global()->bounded(26))));
    }
}

LocalPostgres::~LocalPostgres()
{
    if (m_running) {
        stop();
    }
}

bool LocalPostgres::isAvailable(QString *reason)
{
    if (findBinDir().isEmpty()) {
        if (reason) {
            *reason = QStringLiteral("PostgreSQL's server is not installed (Debian: postgresql)");
        }
        return false;
    }
    if (isRoot() && !getpwnam("postgres")) {
        if (reason) {
            *reason = QStringLiteral("running as root, and there is no postgres user to run the server as");
        }
        return false;
    }
    return true;
}

QString LocalPostgres::bin(const QString &tool) const
{
    return m_binDir + QLatin1Char('/') + tool;
}

QString LocalPostgres::dataDir() const
{
    return m_dir.path() + QStringLiteral("/data");
}

bool LocalPostgres::run(const QString &program, const QStringList &args, int timeoutMs)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    if (isRoot()) {
        process.start(QStringLiteral("runuser"),
            QStringList { QStringLiteral("-u"), QStringLiteral("postgres"), QStringLiteral("--"), program } + args);
    } else {
        process.start(program, args);
    }
    if (!process.waitForFinished(timeoutMs) || process.exitStatus() != QProcess::NormalExit
        || process.exitCode() != 0) {
        m_error
            = QStringLiteral("%1 failed: %2").arg(QFileInfo(program).fileName(), QString::fromUtf8(process.readAll()));
        process.kill();
        process.waitForFinished(1000);
        return false;
    }
    return true;
}

bool LocalPostgres::start()
{
    if (!m_dir.isValid() || m_binDir.isEmpty()) {
        m_error = QStringLiteral("no temporary folder or no PostgreSQL");
        return false;
    }
    if (isRoot()) {
        const passwd *user = getpwnam("postgres");
        if (!user || chown(QFile::encodeName(m_dir.path()).constData(), user->pw_uid, user->pw_gid) != 0) {
            m_error = QStringLiteral("cannot hand %1 to the postgres user").arg(m_dir.path());
            return false;
        }
    }
    if (!m_initialized) {
        const QString passwordFile = m_dir.path() + QStringLiteral("/pw");
        QFile file(passwordFile);
        if (!file.open(QIODevice::WriteOnly) || file.write(m_password.toUtf8()) < 0) {
            m_error = QStringLiteral("cannot write %1").arg(passwordFile);
            return false;
        }
        file.close();
        file.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ReadOther);
        if (!run(bin(QStringLiteral("initdb")),
                { QStringLiteral("-D"), dataDir(), QStringLiteral("-U"), superuser(),
                    QStringLiteral("--pwfile=") + passwordFile, QStringLiteral("--auth=scram-sha-256"),
                    QStringLiteral("-E"), QStringLiteral("UTF8"), QStringLiteral("--no-locale"),
                    QStringLiteral("--no-sync") })) {
            return false;
        }
        QFile::remove(passwordFile);
        if (m_tls && !makeCertificates()) {
            return false;
        }
        m_port = freeLoopbackPort();
        m_initialized = true;
    }
    // Durability is not under test here: no fsync keeps the suite fast on slow disks.
    QString options = QStringLiteral("-p %1 -k %2 -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off")
                          .arg(m_port)
                          .arg(m_dir.path());
    if (m_tls) {
        options += QStringLiteral(" -c ssl=on -c ssl_cert_file=%1/server.crt -c ssl_key_file=%1/server.key")
                       .arg(m_dir.path());
    }
    if (!run(bin(QStringLiteral("pg_ctl")),
            { QStringLiteral("-D"), dataDir(), QStringLiteral("-o"), options, QStringLiteral("-l"),
                m_dir.path() + QStringLiteral("/server.log"), QStringLiteral("-w"), QStringLiteral("-t"),
                QStringLiteral("60"), QStringLiteral("start") })) {
        m_error += logTail();
        return false;
    }
    m_running = true;
    return true;
}

bool LocalPostgres::stop()
{
    m_running = false;
    return run(bin(QStringLiteral("pg_ctl")),
        { QStringLiteral("-D"), dataDir(), QStringLiteral("-m"), QStringLiteral("fast"), QStringLiteral("-w"),
            QStringLiteral("stop") });
}

void LocalPostgres::kill()
{
    QFile pidFile(dataDir() + QStringLiteral("/postmaster.pid"));
    if (pidFile.open(QIODevice::ReadOnly)) {
        const qint64 pid = pidFile.readLine().trimmed().toLongLong();
        if (pid > 0) {
            ::kill(pid_t(pid), SIGKILL);
        }
    }
    m_running = false;
}

bool LocalPostgres::createDatabase(const QString &name)
{
    QProcess psql;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PGPASSWORD"), m_password);
    psql.setProcessEnvironment(env);
    psql.setProcessChannelMode(QProcess::MergedChannels);
    psql.start(QStringLiteral("psql"),
        { QStringLiteral("-h"), QStringLiteral("127.0.0.1"), QStringLiteral("-p"), QString::number(m_port),
            QStringLiteral("-U"), superuser(), QStringLiteral("-d"), QStringLiteral("postgres"), QStringLiteral("-v"),
            QStringLiteral("ON_ERROR_STOP=1"), QStringLiteral("-c"),
            QStringLiteral("CREATE DATABASE \"%1\"").arg(name) });
    if (!psql.waitForFinished(30000) || psql.exitCode() != 0) {
        m_error = QStringLiteral("CREATE DATABASE failed: ") + QString::fromUtf8(psql.readAll());
        return false;
    }
    return true;
}

QString LocalPostgres::superUrl(const QString &database) const
{
    return QStringLiteral("postgresql://%1:%2@127.0.0.1:%3/%4").arg(superuser(), m_password).arg(m_port).arg(database);
}

QString LocalPostgres::caFile() const
{
    return m_dir.path() + QStringLiteral("/ca.crt");
}

QString LocalPostgres::otherCaFile() const
{
    return m_dir.path() + QStringLiteral("/other-ca.crt");
}

QString LocalPostgres::logTail() const
{
    QFile log(m_dir.path() + QStringLiteral("/server.log"));
    if (!log.open(QIODevice::ReadOnly)) {
        return {};
    }
    return QString::fromUtf8(log.readAll().right(2000));
}

bool LocalPostgres::makeCertificates()
{
    // A CA, a server certificate for 127.0.0.1 signed by it, and an unrelated second CA; run as the server's user so
    // that it owns its key (PostgreSQL refuses a key others could read).
    const QString dir = m_dir.path();
    const QString script = QStringLiteral(
        "set -e; cd '%1';"
        "openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj /CN=rentdeck-test-ca -keyout ca.key -out ca.crt "
        "2>/dev/null;"
        "openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj /CN=other-ca -keyout other-ca.key -out other-ca.crt "
        "2>/dev/null;"
        "openssl req -newkey rsa:2048 -nodes -subj /CN=127.0.0.1 -keyout server.key -out server.csr 2>/dev/null;"
        "printf 'subjectAltName=IP:127.0.0.1\\n' > san.ext;"
        "openssl x509 -req -in server.csr -CA ca.crt -CAkey ca.key -CAcreateserial -days 2 -extfile san.ext -out "
        "server.crt 2>/dev/null;"
        "chmod 600 server.key; chmod 644 ca.crt other-ca.crt")
                               .arg(dir);
    return run(QStringLiteral("/bin/sh"), { QStringLiteral("-c"), script });
}

} // namespace RentDeck
