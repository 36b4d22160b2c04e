// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LocalSshd.h"

#include "FreePort.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QHostAddress>
#include <QStandardPaths>
#include <QTcpSocket>
#include <QThread>
#include <csignal>
#include <pwd.h>
#include <unistd.h>

namespace RentDeck {

namespace {

QString currentUser()
{
    const passwd *entry = getpwuid(geteuid());
    return entry != nullptr ? QString::fromLocal8Bit(entry->pw_name) : qEnvironmentVariable("USER");
}

/** Pid → parent pid and state letter, from /proc/PID/stat ("pid (comm) S ppid ..."; comm may hold spaces). */
bool readStat(const QString &pid, qint64 *parent, char *state)
{
    QFile file(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!file.open(QIODevice::ReadOnly)) {
        return false;
    }
    const QByteArray text = file.readAll();
    const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
    if (fields.size() < 2 || fields.at(0).isEmpty()) {
        return false;
    }
    *state = fields.at(0).at(0);
    *parent = fields.at(1).toLongLong();
    return true;
}

QString readTrimmed(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()).trimmed() : QString();
}

} // namespace

LocalSshd::LocalSshd()
    : m_dir(QDir::tempPath() + QStringLiteral("/rd-sshd-XXXXXX"))
    , m_user(currentUser())
{
}

LocalSshd::~LocalSshd()
{
    stop();
}

QString LocalSshd::sshdProgram()
{
    if (QFileInfo(QStringLiteral("/usr/sbin/sshd")).isExecutable()) {
        return QStringLiteral("/usr/sbin/sshd");
    }
    QString found = QStandardPaths::findExecutable(QStringLiteral("sshd"));
    if (found.isEmpty()) {
        found = QStandardPaths::findExecutable(
            QStringLiteral("sshd"), { QStringLiteral("/usr/local/sbin"), QStringLiteral("/sbin") });
    }
    return found.isEmpty() ? QString() : QFileInfo(found).absoluteFilePath();
}

bool LocalSshd::isAvailable(QString *reason)
{
    QString missing;
    if (sshdProgram().isEmpty()) {
        missing = QStringLiteral("no OpenSSH sshd (looked in /usr/sbin and PATH; install openssh-server)");
    } else if (QStandardPaths::findExecutable(QStringLiteral("ssh-keygen")).isEmpty()) {
        missing = QStringLiteral("no ssh-keygen on PATH (install openssh-client)");
    }
    if (reason != nullptr) {
        *reason = missing;
    }
    return missing.isEmpty();
}

QString LocalSshd::hostKeyFile() const
{
    return m_dir.filePath(QStringLiteral("hostkey"));
}

QString LocalSshd::hostPublicKeyFile() const
{
    return hostKeyFile() + QStringLiteral(".pub");
}

QString LocalSshd::clientKeyFile() const
{
    return m_dir.filePath(QStringLiteral("client_ed25519"));
}

QString LocalSshd::hostPublicKeyLine() const
{
    return readTrimmed(hostPublicKeyFile());
}

QString LocalSshd::clientPublicKeyLine() const
{
    return readTrimmed(clientKeyFile() + QStringLiteral(".pub"));
}

SshEndpoint LocalSshd::endpoint(const QString &knownHostsFile) const
{
    SshEndpoint endpoint;
    endpoint.host = QStringLiteral("127.0.0.1");
    endpoint.port = m_port;
    endpoint.user = m_user;
    endpoint.identityFile = clientKeyFile();
    endpoint.knownHostsFile = knownHostsFile;
    return endpoint;
}

SshEndpoint LocalSshd::passwordEndpoint(const QString &user, const QString &knownHostsFile) const
{
    SshEndpoint endpoint = this->endpoint(knownHostsFile);
    endpoint.user = user;
    endpoint.identityFile.clear();
    endpoint.passwordAuth = true;
    return endpoint;
}

bool LocalSshd::generateKey(const QString &file, const QString &comment)
{
    if (QFile::exists(file)) {
        return true;
    }
    QProcess keygen;
    keygen.start(QStringLiteral("ssh-keygen"),
        { QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"), QStringLiteral("-N"), QString(),
            QStringLiteral("-C"), comment, QStringLiteral("-f"), file });
    if (!keygen.waitForFinished(10000) || keygen.exitStatus() != QProcess::NormalExit || keygen.exitCode() != 0) {
        m_error = QStringLiteral("ssh-keygen failed for %1: %2").arg(file, QString::fromLocal8Bit(keygen.readAll()));
        return false;
    }
    return true;
}

bool LocalSshd::writeConfig()
{
    QFile authorized(m_dir.filePath(QStringLiteral("authorized_keys")));
    const QString keys = (QStringList { clientPublicKeyLine() } + m_authorized).join(QLatin1Char('\n'));
    if (!authorized.open(QIODevice::WriteOnly) || authorized.write(keys.toUtf8() + '\n') < 0) {
        m_error = QStringLiteral("cannot write %1").arg(authorized.fileName());
        return false;
    }
    const QString config = QStringLiteral("ListenAddress 127.0.0.1:%1\n"
                                          "HostKey %2\n"
                                          "PidFile %3\n"
                                          "AuthorizedKeysFile %4\n"
                                          "UsePAM no\n"
                                          "StrictModes no\n"
                                          "PasswordAuthentication %5\n"
                                          "KbdInteractiveAuthentication no\n"
                                          "PubkeyAuthentication yes\n"
                                          "PermitRootLogin prohibit-password\n"
                                          "PrintMotd no\n"
                                          "PrintLastLog no\n"
                                          "SetEnv HOME=%6\n"
                                          "LogLevel INFO\n"
                                          "Subsystem sftp /usr/lib/openssh/sftp-server\n")
                               .arg(m_port)
                               .arg(hostKeyFile(), m_dir.filePath(QStringLiteral("sshd.pid")), authorized.fileName(),
                                   m_passwordAuth ? QStringLiteral("yes") : QStringLiteral("no"), m_dir.path());
    QFile file(m_dir.filePath(QStringLiteral("sshd_config")));
    if (!file.open(QIODevice::WriteOnly) || file.write(config.toUtf8()) < 0) {
        m_error = QStringLiteral("cannot write %1").arg(file.fileName());
        return false;
    }
    if (m_openToOthers) {
        const auto readable = QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther;
        authorized.close();
        if (!QFile::setPermissions(m_dir.path(), readable | QFile::ExeOwner | QFile::ExeGroup | QFile::ExeOther)
            || !QFile::setPermissions(authorized.fileName(), readable)) {
            m_error = QStringLiteral("cannot open %1 to other users").arg(m_dir.path());
            return false;
        }
    }
    return true;
}

bool LocalSshd::start()
{
    QString reason;
    if (!isAvailable(&reason)) {
        m_error = reason;
        return false;
    }
    if (!m_dir.isValid()) {
        m_error = QStringLiteral("cannot create a temporary folder: %1").arg(m_dir.errorString());
        return false;
    }
    if (!generateKey(hostKeyFile(), QStringLiteral("rentdeck-test-host"))
        || !generateKey(clientKeyFile(), QStringLiteral("rentdeck-test-client"))) {
        return false;
    }
    // Run as root, sshd chroots its unprivileged child into /run/sshd and refuses to start without it.
    if (geteuid() == 0 && !QDir().mkpath(QStringLiteral("/run/sshd"))) {
        m_error = QStringLiteral("cannot create /run/sshd");
        return false;
    }
    return launch();
}

bool LocalSshd::killAndRestart()
{
    stop();
    m_keepPort = true;
    return launch();
}

bool LocalSshd::restartWithNewHostKey()
{
    stop();
    QFile::remove(hostKeyFile());
    QFile::remove(hostPublicKeyFile());
    if (!generateKey(hostKeyFile(), QStringLiteral("rentdeck-test-host-2"))) {
        return false;
    }
    m_keepPort = true;
    return launch();
}

bool LocalSshd::launch()
{
    // Another process may take the free port before sshd binds it: try a few ports (a restart keeps its own,
    // retrying in case the old listener is still being torn down).
    for (int attempt = 0; attempt < 3; ++attempt) {
        m_port = m_keepPort ? m_port : freeLoopbackPort();
        if (m_port == 0 || !writeConfig()) {
            m_error = m_error.isEmpty() ? QStringLiteral("no free port on 127.0.0.1") : m_error;
            return false;
        }
        m_process.setStandardOutputFile(m_dir.filePath(QStringLiteral("sshd.log")), QIODevice::Append);
        m_process.setStandardErrorFile(m_dir.filePath(QStringLiteral("sshd.log")), QIODevice::Append);
        m_process.start(sshdProgram(),
            { QStringLiteral("-D"), QStringLiteral("-e"), QStringLiteral("-f"),
                m_dir.filePath(QStringLiteral("sshd_config")) });
        if (!m_process.waitForStarted(5000)) {
            m_error = QStringLiteral("cannot start %1: %2").arg(sshdProgram(), m_process.errorString());
            return false;
        }
        if (waitUntilListening()) {
            m_error.clear();
            return true;
        }
        stop();
    }
    return false;
}

bool LocalSshd::waitUntilListening()
{
    const QDeadlineTimer deadline(10000);
    while (!deadline.hasExpired()) {
        if (m_process.state() != QProcess::Running) {
            m_error = QStringLiteral("sshd exited: %1").arg(log());
            return false;
        }
        QTcpSocket probe;
        probe.connectToHost(QHostAddress::LocalHost, static_cast<quint16>(m_port));
        if (probe.waitForConnected(200)) {
            probe.abort();
            return true;
        }
        QThread::msleep(50);
    }
    m_error = QStringLiteral("sshd did not listen on port %1 within 10 s: %2").arg(m_port).arg(log());
    return false;
}

bool LocalSshd::isRunning() const
{
    return m_process.state() == QProcess::Running;
}

QList<qint64> LocalSshd::processTree() const
{
    if (!isRunning()) {
        return {};
    }
    QMultiHash<qint64, qint64> children;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &entry : entries) {
        qint64 parent = 0;
        char state = 0;
        bool isPid = false;
        const qint64 pid = entry.toLongLong(&isPid);
        if (isPid && readStat(entry, &parent, &state) && state != 'Z') {
            children.insert(parent, pid);
        }
    }
    QList<qint64> tree { m_process.processId() };
    for (qsizetype i = 0; i < tree.size(); ++i) {
        tree += children.values(tree.at(i));
    }
    return tree;
}

bool LocalSshd::isProcessAlive(qint64 pid)
{
    qint64 parent = 0;
    char state = 0;
    return readStat(QString::number(pid), &parent, &state) && state != 'Z';
}

void LocalSshd::stop()
{
    if (m_process.state() == QProcess::NotRunning) {
        return;
    }
    // Session processes and commands may outlive the listening sshd (they call setsid()): kill the whole
    // tree first, twice in case something forked in between.
    QList<qint64> killed;
    for (int sweep = 0; sweep < 2; ++sweep) {
        const QList<qint64> tree = processTree();
        for (qsizetype i = 1; i < tree.size(); ++i) {
            ::kill(static_cast<pid_t>(tree.at(i)), SIGKILL);
            killed.append(tree.at(i));
        }
    }
    m_process.terminate();
    if (!m_process.waitForFinished(3000)) {
        m_process.kill();
        m_process.waitForFinished(3000);
    }
    const QDeadlineTimer deadline(3000);
    for (const qint64 pid : std::as_const(killed)) {
        while (isProcessAlive(pid) && !deadline.hasExpired()) {
            QThread::msleep(20);
        }
    }
}

QString LocalSshd::log()
{
    QFile file(m_dir.filePath(QStringLiteral("sshd.log")));
    return file.open(QIODevice::ReadOnly) ? QString::fromLocal8Bit(file.readAll()) : QString();
}

} // namespace RentDeck
