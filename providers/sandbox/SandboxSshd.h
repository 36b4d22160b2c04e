// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QMap>
#include <QObject>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <functional>

namespace RentDeck {

/** The files of one sandbox instance folder. */
struct SandboxInstancePaths
{
    explicit SandboxInstancePaths(const QString &instanceDir);
    QString dir, home, bin, sshdConfig, hostKey, clientKey, authorizedKeys, pidFile, logFile, gpusimConfig, session;
    QString env; // the launch's --env, JSON (0600): sshd's SetEnv on every start
    QString onstart; // the launch's --onstart script, run on every start (as Vast.ai does)
};

/** Everything sshd_config needs. */
struct SshdConfigParams
{
    QString instanceDir;
    int port = 0;
    QString user;
    QString marker; // RENTDECK_SANDBOX_INSTANCE value
    QMap<QString, QString> env; // the user's environment (launch --env), after the sandbox's own
};

/** Finding, configuring and starting OpenSSH's sshd for a sandbox instance. */
namespace SandboxSshd {
/** $RENTDECK_SSHD when set (used as is), else sshd in /usr/sbin, /usr/local/sbin, /sbin or PATH; Missing otherwise. */
[[nodiscard]] Result<QString> findSshd();
/** ssh-keygen on PATH (or next to sshd); Missing otherwise. */
[[nodiscard]] Result<QString> findSshKeygen();
/** The login name sshd must allow (the effective user's passwd entry, else $USER). */
QString currentUser();
/** A free 127.0.0.1 port: \a preferred (≥ 1024) when it can be bound, else one the OS picks; 0 on failure. */
int pickPort(int preferred = 0);
QString configText(const SshdConfigParams &params);
/** The ForceCommand wrapper: cd $HOME, then the client's command or a login shell. */
QByteArray sessionScript();
/** home/.profile and .bash_profile: put the instance's bin first (/etc/profile resets PATH). */
QByteArray profileText(const QString &binDir);
/** Runs \a program asynchronously; \a done gets exit code (-1 when it could not run), stdout+stderr text. */
void run(QObject *context, const QString &program, const QStringList &arguments,
    std::function<void(int exitCode, const QString &output)> done,
    const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment());
} // namespace SandboxSshd

/**
 * Starts the sshd of one prepared instance folder without blocking: `sshd -t` (config errors),
 * then `sshd -f CONFIG -E LOG` (daemonizes, so it outlives this process), then polls the PidFile.
 * Calls \a done once with the listener's pid or an Error that includes sshd's own words (detail
 * "bind-failed" when the port was taken meanwhile); deletes itself.
 */
class SandboxSshdStarter : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SandboxSshdStarter)
public:
    using Done = std::function<void(Result<qint64> pid)>;
    static void start(
        QObject *context, const QString &sshd, const QString &instanceDir, const QString &marker, Done done);

private:
    SandboxSshdStarter(QObject *context, QString sshd, const QString &instanceDir, QString marker, Done done);
    void launch();
    void waitForPidFile();
    void complete(Result<qint64> pid);
    QString logTail() const;

    QString m_sshd;
    SandboxInstancePaths m_paths;
    QString m_marker;
    Done m_done;
    int m_polls = 0;
    qint64 m_logOffset = 0; // sshd appends to its log; only this start's lines count
};

} // namespace RentDeck
