// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SandboxSshd.h"

#include "SandboxProcesses.h"
#include "logging/LoggingCategories.h"
#include "secrets/EnvironmentSecrets.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHostAddress>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTimer>
#include <pwd.h>
#include <unistd.h>

namespace RentDeck {

namespace {

constexpr int PidPollMs = 25;
constexpr int PidPollLimit = 400; // 10 s

QString shellQuote(const QString &text)
{
    QString quoted = text;
    quoted.replace(QLatin1Char('\''), QLatin1String("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

QString configQuote(const QString &text)
{
    // sshd_config words (argv_split): inside double quotes a backslash escapes a quote or a backslash.
    QString escaped = text;
    escaped.replace(QLatin1Char('\\'), QStringLiteral("\\\\")).replace(QLatin1Char('"'), QStringLiteral("\\\""));
    return QLatin1Char('"') + escaped + QLatin1Char('"');
}

/** The launch's --env as more SetEnv words; the sandbox's own variables (first) keep their values. */
QString userEnvironment(const QMap<QString, QString> &env)
{
    static const QStringList reserved { QStringLiteral("PATH"), QStringLiteral("HOME"),
        QStringLiteral("RENTDECK_GPUSIM_CONFIG"), QStringLiteral("RENTDECK_SANDBOX_INSTANCE") };
    QString words;
    for (auto it = env.cbegin(); it != env.cend(); ++it) {
        if (!reserved.contains(it.key())) {
            words += QLatin1Char(' ') + configQuote(it.key() + QLatin1Char('=') + it.value());
        }
    }
    return words;
}

QString sftpServer()
{
    const QStringList candidates { QStringLiteral("/usr/lib/openssh/sftp-server"),
        QStringLiteral("/usr/libexec/openssh/sftp-server"), QStringLiteral("/usr/libexec/sftp-server"),
        QStringLiteral("/usr/lib/ssh/sftp-server") };
    for (const QString &candidate : candidates) {
        if (QFileInfo(candidate).isExecutable()) {
            return candidate;
        }
    }
    return candidates.first();
}

} // namespace

SandboxInstancePaths::SandboxInstancePaths(const QString &instanceDir)
    : dir(instanceDir)
    , home(instanceDir + QStringLiteral("/home"))
    , bin(instanceDir + QStringLiteral("/bin"))
    , sshdConfig(instanceDir + QStringLiteral("/sshd_config"))
    , hostKey(instanceDir + QStringLiteral("/ssh_host_ed25519_key"))
    , clientKey(instanceDir + QStringLiteral("/id_ed25519"))
    , authorizedKeys(instanceDir + QStringLiteral("/authorized_keys"))
    , pidFile(instanceDir + QStringLiteral("/sshd.pid"))
    , logFile(instanceDir + QStringLiteral("/sshd.log"))
    , gpusimConfig(instanceDir + QStringLiteral("/gpusim.json"))
    , session(instanceDir + QStringLiteral("/bin/rd-session"))
    , env(instanceDir + QStringLiteral("/env.json"))
    , onstart(instanceDir + QStringLiteral("/onstart.sh"))
{
}

Result<QString> SandboxSshd::findSshd()
{
    const Error missing = Error::make(Error::Code::Missing,
        QCoreApplication::translate("RentDeck::SandboxSshd",
            "OpenSSH server (sshd) is not installed; the sandbox needs it. Install "
            "it: sudo apt install openssh-server"));
    if (qEnvironmentVariableIsSet("RENTDECK_SSHD")) {
        const QFileInfo forced(qEnvironmentVariable("RENTDECK_SSHD"));
        return forced.isFile() && forced.isExecutable() ? Result<QString>(forced.absoluteFilePath()) : missing;
    }
    for (const char *dir : { "/usr/sbin", "/usr/local/sbin", "/sbin" }) {
        const QFileInfo candidate(QLatin1String(dir) + QStringLiteral("/sshd"));
        if (candidate.isExecutable()) {
            return candidate.absoluteFilePath();
        }
    }
    const QString onPath = QStandardPaths::findExecutable(QStringLiteral("sshd"));
    return onPath.isEmpty() ? missing : Result<QString>(onPath);
}

Result<QString> SandboxSshd::findSshKeygen()
{
    const QString found = QStandardPaths::findExecutable(
        QStringLiteral("ssh-keygen"), { QStringLiteral("/usr/bin"), QStringLiteral("/usr/local/bin") });
    if (!found.isEmpty()) {
        return found;
    }
    const QString onPath = QStandardPaths::findExecutable(QStringLiteral("ssh-keygen"));
    if (onPath.isEmpty()) {
        return Error::make(Error::Code::Missing,
            QCoreApplication::translate("RentDeck::SandboxSshd",
                "ssh-keygen (OpenSSH client) is not installed; the sandbox "
                "needs it. Install it: sudo apt install openssh-client"));
    }
    return onPath;
}

QString SandboxSshd::currentUser()
{
    if (const passwd *entry = ::getpwuid(::geteuid()); entry && entry->pw_name) {
        return QString::fromLocal8Bit(entry->pw_name);
    }
    return qEnvironmentVariable("USER");
}

int SandboxSshd::pickPort(int preferred)
{
    QTcpServer server;
    if (preferred >= 1024 && server.listen(QHostAddress::LocalHost, static_cast<quint16>(preferred))) {
        return preferred;
    }
    return server.listen(QHostAddress::LocalHost, 0) ? server.serverPort() : 0;
}

QString SandboxSshd::configText(const SshdConfigParams &params)
{
    const SandboxInstancePaths paths(params.instanceDir);
    const QString path = paths.bin + QStringLiteral(":/usr/local/bin:/usr/bin:/bin");
    QStringList lines {
        QStringLiteral("# Written by RentDeck for sandbox instance %1; rewritten on every start.").arg(params.marker),
        QStringLiteral("ListenAddress 127.0.0.1:%1").arg(params.port),
        QStringLiteral("HostKey ") + configQuote(paths.hostKey),
        QStringLiteral("PidFile ") + configQuote(paths.pidFile),
        QStringLiteral("AuthorizedKeysFile ") + configQuote(paths.authorizedKeys),
        QStringLiteral("UsePAM no"),
        QStringLiteral("StrictModes no"),
        QStringLiteral("PasswordAuthentication no"),
        QStringLiteral("KbdInteractiveAuthentication no"),
        QStringLiteral("PermitRootLogin prohibit-password"),
        QStringLiteral("AllowUsers ") + params.user,
        QStringLiteral("PrintMotd no"),
        QStringLiteral("Subsystem sftp ") + sftpServer(),
        QStringLiteral("SetEnv %1 %2 %3 %4%5")
            .arg(configQuote(QStringLiteral("PATH=") + path), configQuote(QStringLiteral("HOME=") + paths.home),
                configQuote(QStringLiteral("RENTDECK_GPUSIM_CONFIG=") + paths.gpusimConfig),
                configQuote(QStringLiteral("RENTDECK_SANDBOX_INSTANCE=") + params.marker), userEnvironment(params.env)),
        QStringLiteral("ForceCommand ") + shellQuote(paths.session),
    };
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QByteArray SandboxSshd::sessionScript()
{
    return "#!/bin/sh\n"
           "# RentDeck sandbox session (sshd ForceCommand): start in the instance home like a real login.\n"
           "cd \"$HOME\" || exit 1\n"
           "if [ -n \"$SSH_ORIGINAL_COMMAND\" ]; then\n"
           "    exec /bin/sh -c \"$SSH_ORIGINAL_COMMAND\"\n"
           "fi\n"
           "exec \"${SHELL:-/bin/sh}\" -l\n";
}

QByteArray SandboxSshd::profileText(const QString &binDir)
{
    return "# RentDeck sandbox: this instance's tools (nvidia-smi) come first; /etc/profile resets PATH.\n"
           "PATH="
        + shellQuote(binDir).toUtf8()
        + ":\"$PATH\"\n"
          "export PATH\n"
          "if [ -n \"$BASH_VERSION\" ] && [ -f \"$HOME/.bashrc\" ]; then . \"$HOME/.bashrc\"; fi\n";
}

void SandboxSshd::run(QObject *context, const QString &program, const QStringList &arguments,
    std::function<void(int, const QString &)> done, const QProcessEnvironment &environment)
{
    auto *process = new QProcess(context);
    process->setProcessChannelMode(QProcess::MergedChannels);
    // ssh-keygen and sshd need no API key or password, and the sshd daemon outlives the CLI that started it.
    process->setProcessEnvironment(EnvironmentSecrets::withoutSecrets(environment));
    process->setStandardInputFile(QProcess::nullDevice());
    auto finish = [process, done = std::move(done)](int exitCode) {
        const QString output = QString::fromLocal8Bit(process->readAll()).trimmed();
        process->disconnect();
        process->deleteLater();
        done(exitCode, output.isEmpty() ? process->errorString() : output);
    };
    QObject::connect(process, &QProcess::finished, process, [finish](int exitCode, QProcess::ExitStatus status) {
        finish(status == QProcess::NormalExit ? exitCode : -1);
    });
    QObject::connect(process, &QProcess::errorOccurred, process, [finish](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart) {
            finish(-1);
        }
    });
    process->start(program, arguments);
}

void SandboxSshdStarter::start(
    QObject *context, const QString &sshd, const QString &instanceDir, const QString &marker, Done done)
{
    auto *starter = new SandboxSshdStarter(context, sshd, instanceDir, marker, std::move(done));
    starter->launch();
}

SandboxSshdStarter::SandboxSshdStarter(
    QObject *context, QString sshd, const QString &instanceDir, QString marker, Done done)
    : QObject(context)
    , m_sshd(std::move(sshd))
    , m_paths(instanceDir)
    , m_marker(std::move(marker))
    , m_done(std::move(done))
{
}

void SandboxSshdStarter::launch()
{
    QFile::remove(m_paths.pidFile);
    m_logOffset = QFileInfo(m_paths.logFile).size();
    if (::geteuid() == 0) {
        // sshd's privilege separation directory; missing in containers without the service.
        QDir().mkpath(QStringLiteral("/run/sshd"));
    }
    SandboxSshd::run(this, m_sshd, { QStringLiteral("-t"), QStringLiteral("-f"), m_paths.sshdConfig },
        [this](int exitCode, const QString &output) {
            if (exitCode != 0) {
                complete(Error::make(Error::Code::Provider,
                    QCoreApplication::translate("RentDeck::SandboxSshd", "sshd rejected the sandbox configuration: %1")
                        .arg(output),
                    m_paths.sshdConfig));
                return;
            }
            QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
            environment.insert(QStringLiteral("RENTDECK_SANDBOX_INSTANCE"), m_marker);
            // Without -D sshd daemonizes: it keeps running after the CLI that launched it exits.
            SandboxSshd::run(
                this, m_sshd, { QStringLiteral("-f"), m_paths.sshdConfig, QStringLiteral("-E"), m_paths.logFile },
                [this](int code, const QString &text) {
                    if (code != 0) {
                        complete(Error::make(Error::Code::Provider,
                            QCoreApplication::translate(
                                "RentDeck::SandboxSshd", "sshd did not start (exit code %1): %2")
                                .arg(code)
                                .arg(text + logTail())));
                        return;
                    }
                    waitForPidFile();
                },
                environment);
        });
}

void SandboxSshdStarter::waitForPidFile()
{
    // sshd writes its PidFile only after it bound the listening socket.
    QFile file(m_paths.pidFile);
    if (file.open(QIODevice::ReadOnly)) {
        const qint64 pid = file.readAll().trimmed().toLongLong();
        if (pid > 0 && SandboxProc::isAlive(pid)) {
            file.setPermissions(QFile::ReadOwner | QFile::WriteOwner); // sshd wrote it with the umask
            complete(pid);
            return;
        }
    }
    if (QFile log(m_paths.logFile);
        log.open(QIODevice::ReadOnly) && log.seek(m_logOffset) && log.readAll().contains("Cannot bind any address")) {
        // Another program took the port between our pick and sshd's bind; the caller may retry.
        complete(Error::make(Error::Code::Network,
            QCoreApplication::translate("RentDeck::SandboxSshd", "sshd could not bind its port.%1").arg(logTail()),
            QStringLiteral("bind-failed")));
        return;
    }
    if (++m_polls > PidPollLimit) {
        complete(Error::make(Error::Code::Timeout,
            QCoreApplication::translate("RentDeck::SandboxSshd",
                "sshd did not come up within 10 seconds (it may have failed to bind its port).%1")
                .arg(logTail())));
        return;
    }
    QTimer::singleShot(PidPollMs, this, &SandboxSshdStarter::waitForPidFile);
}

void SandboxSshdStarter::complete(Result<qint64> pid)
{
    if (!pid) {
        qCWarning(lcProviderSandbox) << "sshd start failed:" << pid.error().message;
    }
    const Done done = std::move(m_done);
    deleteLater();
    if (done) {
        done(std::move(pid));
    }
}

QString SandboxSshdStarter::logTail() const
{
    QFile log(m_paths.logFile);
    if (!log.open(QIODevice::ReadOnly)) {
        return {};
    }
    const QStringList lines = QString::fromLocal8Bit(log.readAll()).trimmed().split(QLatin1Char('\n'));
    return QCoreApplication::translate("RentDeck::SandboxSshd", " sshd's log (%1): %2")
        .arg(m_paths.logFile, lines.mid(std::max<qsizetype>(0, lines.size() - 5)).join(QStringLiteral(" | ")));
}

} // namespace RentDeck
