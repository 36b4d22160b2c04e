// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Job.h"
#include "watch/WatchdogConfig.h"
#include "watch/WatchdogLog.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <chrono>
#include <functional>

namespace RentDeck {

class SshSession;

/**
 * Puts the remote watchdog (resources/scripts/rentdeck-watchdog.sh, a Qt resource) on an instance and talks to
 * it, over exec channels of an SshSession the caller owns (it may connect later; jobs wait for it).
 *
 * On the instance everything lives in one folder, by default ~/.rentdeck: rentdeck-watchdog.sh, watchdog.conf,
 * watchdog.pid, watchdog.log (kept across installs and uninstall, RentDeck reads it on reconnect), heartbeat,
 * and watchdog.log.err / watchdog.log.out (the script's own stderr, the last power-off command's output). Files are
 * 0600/0700 (umask 077) and arrive on the commands' stdin; every path on a command line is shell-quoted. Nothing secret
 * is ever written: the config holds times, thresholds and commands only.
 *
 * Owner thread only; never blocks. Each call returns a job that finishes exactly once, from the event loop, and
 * deletes itself (Job). Errors: Ssh/Network/Cancelled from the connection, Timeout (30 s by default), Io
 * when a remote step failed (its stderr is in the message), InvalidInput for a config that validate() refuses,
 * Missing when the script is not built in.
 */
class WatchdogInstaller : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WatchdogInstaller)
public:
    static constexpr auto DefaultRemoteDir = "~/.rentdeck";
    static constexpr auto ScriptName = "rentdeck-watchdog.sh";
    static constexpr auto ConfigName = "watchdog.conf";
    static constexpr auto LogName = "watchdog.log";
    static constexpr auto PidName = "watchdog.pid";
    static constexpr auto HeartbeatName = "heartbeat";

    explicit WatchdogInstaller(SshSession *session, QObject *parent = nullptr);

    /** The folder on the instance: "~/..." is below the login's $HOME, anything else is taken as is. */
    void setRemoteDir(const QString &dir) { m_remoteDir = dir; }
    const QString &remoteDir() const { return m_remoteDir; }
    void setTimeout(std::chrono::milliseconds timeout) { m_timeout = timeout; }

    /**
     * Writes the script and \a config, starts the watchdog detached from the SSH session (setsid + nohup; it
     * replaces a running one, so at most one runs), then checks that its pid file names a live watchdog.
     * The value is that pid.
     */
    ValueJob<qint64> *install(const WatchdogConfig &config);
    /** Ends the running watchdog and removes its script, config, pid file and heartbeat; the log stays. */
    StatusJob *uninstall();
    /** Writes the instance's current epoch second into the heartbeat file ("RentDeck is watching"). */
    StatusJob *heartbeat();
    /** The pid of the running watchdog; 0 when none runs. */
    ValueJob<qint64> *runningPid();
    /** The log's events after line \a sinceLine (0: all); WatchdogLog::nextLine continues from there. */
    ValueJob<WatchdogLog> *readLog(int sinceLine = 0);

    /** The shell text that sets d to the remote folder, e.g. d="$HOME"/.rentdeck (pure, for tests). */
    static QString folderAssignment(const QString &remoteDir);
    /** The bundled script; empty with \a error set when it is not built in. */
    static QByteArray scriptText(QString *error);

private:
    using Output = std::function<void(const QByteArray &stdoutText)>;
    /** Runs \a command (after the folder assignment) with \a input; \a onSuccess on exit status 0, else fails \a job.
     */
    void runStep(Job *job, const QString &command, const QByteArray &input, const QString &what, Output onSuccess,
        const std::function<void(Error)> &fail);
    bool checkSession(const std::function<void(Error)> &fail);
    void verifyRunning(ValueJob<qint64> *job, qint64 startedPid);

    QPointer<SshSession> m_session;
    QString m_remoteDir = QString::fromLatin1(DefaultRemoteDir);
    std::chrono::milliseconds m_timeout { 30000 };
};

} // namespace RentDeck
