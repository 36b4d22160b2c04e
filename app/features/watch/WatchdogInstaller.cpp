// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "watch/WatchdogInstaller.h"

#include "core/BuiltInScript.h"
#include "logging/LoggingCategories.h"
#include "ssh/ShellQuote.h"
#include "ssh/SshExecChannel.h"
#include "ssh/SshSession.h"

#include <QDateTime>
#include <QFile>
#include <QTimer>
#include <cstdlib>
#include <memory>

namespace RentDeck {

namespace {

constexpr auto ScriptResource = ":/scripts/rentdeck-watchdog.sh";
constexpr qsizetype MaxErrorChars = 600;
constexpr qsizetype MaxOutputBytes = qsizetype(4) * 1024 * 1024; // the watchdog log is a few KB
constexpr qint64 MaxClockSkew = 2; // seconds; less is measurement noise

QString name(const char *fileName)
{
    return QString::fromLatin1(fileName);
}

// "$d/NAME" for one of our fixed, shell-safe file names.
QString inDir(const char *fileName)
{
    return QStringLiteral("\"$d/%1\"").arg(name(fileName));
}

std::function<void(Error)> failer(StatusJob *job)
{
    return [job](Error error) { job->finishWith(std::move(error)); };
}

template <typename T> std::function<void(Error)> failer(ValueJob<T> *job)
{
    return [job](Error error) { job->finishWithError(std::move(error)); };
}

} // namespace

WatchdogInstaller::WatchdogInstaller(SshSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
}

QString WatchdogInstaller::folderAssignment(const QString &remoteDir)
{
    if (remoteDir == u'~') {
        return QStringLiteral("d=\"$HOME\"");
    }
    if (remoteDir.startsWith(QStringLiteral("~/"))) {
        return QStringLiteral("d=\"$HOME\"/") + ShellQuote::quote(remoteDir.mid(2));
    }
    return QStringLiteral("d=") + ShellQuote::quote(remoteDir);
}

QByteArray WatchdogInstaller::scriptText(QString *error)
{
    const Result<QByteArray> text = builtInScript(ScriptResource);
    if (!text && error) {
        *error = text.error().message;
    }
    return text ? *text : QByteArray();
}

bool WatchdogInstaller::checkSession(const std::function<void(Error)> &fail)
{
    if (m_session) {
        return true;
    }
    fail(Error::make(Error::Code::Ssh, tr("There is no SSH session to the instance.")));
    return false;
}

void WatchdogInstaller::runStep(Job *job, const QString &command, const QByteArray &input, const QString &what,
    Output onSuccess, const std::function<void(Error)> &fail)
{
    if (job->isFinished() || !checkSession(fail)) {
        return;
    }
    const QString full = QStringLiteral("umask 077; ") + folderAssignment(m_remoteDir) + QStringLiteral("; ") + command;
    SshExecChannel *channel = input.isEmpty() ? m_session->exec(full) : m_session->exec(full, input);
    auto out = std::make_shared<QByteArray>();
    auto err = std::make_shared<QByteArray>();
    // The watchdog's log and answers are a few KB; what the machine sends beyond the bound is dropped.
    connect(channel, &SshExecChannel::stdoutReceived, job,
        [out](const QByteArray &data) { out->append(data.left(MaxOutputBytes - out->size())); });
    connect(channel, &SshExecChannel::stderrReceived, job,
        [err](const QByteArray &data) { err->append(data.left(MaxOutputBytes - err->size())); });
    connect(channel, &SshExecChannel::finished, channel, &QObject::deleteLater);
    // A job that ends first (timeout, abort) takes its command with it.
    connect(job, &QObject::destroyed, channel, [channel] {
        if (!channel->isFinished()) {
            channel->cancel();
        }
    });
    connect(channel, &SshExecChannel::finished, job,
        [job, channel, out, err, what, onSuccess = std::move(onSuccess), fail] {
            const int exitStatus = channel->exitStatus();
            if (job->isFinished()) {
                return;
            }
            if (channel->error().isError()) {
                fail(channel->error());
                return;
            }
            if (exitStatus != 0) {
                const QString text = QString::fromUtf8(err->trimmed().right(MaxErrorChars));
                qCWarning(lcMetrics) << "watchdog step failed:" << what << exitStatus << text;
                fail(Error::make(Error::Code::Io,
                    tr("The watchdog could not %1 on the instance (exit status %2)%3")
                        .arg(what)
                        .arg(exitStatus)
                        .arg(text.isEmpty() ? QStringLiteral(".") : QStringLiteral(": ") + text)));
                return;
            }
            onSuccess(*out);
        });
}

ValueJob<qint64> *WatchdogInstaller::install(const WatchdogConfig &config)
{
    auto *job = new ValueJob<qint64>(this);
    const auto fail = failer(job);
    if (const Status valid = config.validate(); !valid) {
        fail(valid.error());
        return job;
    }
    QString error;
    const QByteArray script = scriptText(&error);
    if (script.isEmpty()) {
        fail(Error::make(Error::Code::Missing, error));
        return job;
    }
    QTimer::singleShot(m_timeout, job, [fail, seconds = m_timeout.count() / 1000] {
        fail(Error::make(Error::Code::Timeout, tr("Installing the watchdog took longer than %1 s.").arg(seconds)));
    });
    // The script goes first; the instance's clock comes back with it, so the deadline is written in that clock.
    const QString writeScript
        = QStringLiteral("mkdir -p -- \"$d\" && cat > %1.tmp && chmod 700 %1.tmp && mv -f -- %1.tmp %1 && date +%s")
              .arg(inDir(ScriptName));
    const QString startWatchdog = QStringLiteral("cat > %1.tmp && mv -f -- %1.tmp %1 && sh %2 start %1")
                                      .arg(inDir(ConfigName), inDir(ScriptName));
    const qint64 askedAtMs = QDateTime::currentMSecsSinceEpoch();
    runStep(
        job, writeScript, script, tr("write its script"),
        [this, job, config, askedAtMs, startWatchdog, fail](const QByteArray &out) {
            bool ok = false;
            const qint64 instanceNow = out.trimmed().toLongLong(&ok);
            const qint64 localNow = (askedAtMs + QDateTime::currentMSecsSinceEpoch()) / 2000;
            const qint64 offset = ok && std::abs(instanceNow - localNow) > MaxClockSkew ? instanceNow - localNow : 0;
            if (offset != 0) {
                qCInfo(lcMetrics) << "the instance's clock is" << offset << "s off; the deadline follows it";
            }
            const QByteArray conf = config.toFileText(name(LogName), name(PidName), name(HeartbeatName), offset);
            runStep(
                job, startWatchdog, conf, tr("start"),
                [this, job, fail](const QByteArray &reply) {
                    bool numeric = false;
                    const qint64 pid = reply.trimmed().split('\n').last().toLongLong(&numeric);
                    if (!numeric || pid <= 0) {
                        fail(Error::make(Error::Code::Io,
                            tr("The watchdog did not report its process id (\"%1\").")
                                .arg(QString::fromUtf8(reply.trimmed().left(MaxErrorChars)))));
                        return;
                    }
                    verifyRunning(job, pid);
                },
                fail);
        },
        fail);
    return job;
}

void WatchdogInstaller::verifyRunning(ValueJob<qint64> *job, qint64 startedPid)
{
    const auto fail = failer(job);
    const QString status = QStringLiteral("sh %1 status %2 || { echo; tail -n 5 %3.err >&2; exit 1; }")
                               .arg(inDir(ScriptName), inDir(ConfigName), inDir(LogName));
    runStep(
        job, status, {}, tr("keep running"),
        [job, startedPid, fail](const QByteArray &out) {
            const qint64 pid = out.trimmed().toLongLong();
            if (pid != startedPid) {
                fail(Error::make(Error::Code::Io,
                    tr("Another watchdog (pid %1) replaced the one just started (pid %2).").arg(pid).arg(startedPid)));
                return;
            }
            qCInfo(lcMetrics) << "watchdog running with pid" << pid;
            job->finishWithValue(pid);
        },
        fail);
}

StatusJob *WatchdogInstaller::uninstall()
{
    auto *job = new StatusJob(this);
    const auto fail = failer(job);
    QTimer::singleShot(m_timeout, job,
        [fail] { fail(Error::make(Error::Code::Timeout, tr("Removing the watchdog took too long."))); });
    const QString command
        = QStringLiteral("if [ -f %1 ] && [ -f %2 ]; then sh %1 stop %2 || exit 1; fi; "
                         "rm -f -- %1 %2 %3 %4 %5.out")
              .arg(inDir(ScriptName), inDir(ConfigName), inDir(PidName), inDir(HeartbeatName), inDir(LogName));
    runStep(
        job, command, {}, tr("stop"), [job](const QByteArray &) { job->finishWith(); }, fail);
    return job;
}

StatusJob *WatchdogInstaller::heartbeat()
{
    auto *job = new StatusJob(this);
    const auto fail = failer(job);
    QTimer::singleShot(m_timeout, job,
        [fail] { fail(Error::make(Error::Code::Timeout, tr("The watchdog heartbeat took too long."))); });
    const QString command
        = QStringLiteral("mkdir -p -- \"$d\" && date +%s > %1.tmp && mv -f -- %1.tmp %1").arg(inDir(HeartbeatName));
    runStep(
        job, command, {}, tr("record the heartbeat"), [job](const QByteArray &) { job->finishWith(); }, fail);
    return job;
}

ValueJob<qint64> *WatchdogInstaller::runningPid()
{
    auto *job = new ValueJob<qint64>(this);
    const auto fail = failer(job);
    QTimer::singleShot(m_timeout, job,
        [fail] { fail(Error::make(Error::Code::Timeout, tr("Asking for the watchdog took too long."))); });
    const QString command = QStringLiteral("[ -f %1 ] && [ -f %2 ] || exit 0; sh %1 status %2 || true")
                                .arg(inDir(ScriptName), inDir(ConfigName));
    runStep(
        job, command, {}, tr("report its state"),
        [job](const QByteArray &out) { job->finishWithValue(std::max<qint64>(0, out.trimmed().toLongLong())); }, fail);
    return job;
}

ValueJob<WatchdogLog> *WatchdogInstaller::readLog(int sinceLine)
{
    auto *job = new ValueJob<WatchdogLog>(this);
    const auto fail = failer(job);
    QTimer::singleShot(m_timeout, job,
        [fail] { fail(Error::make(Error::Code::Timeout, tr("Reading the watchdog log took too long."))); });
    const int since = std::max(0, sinceLine);
    // The count first, then at most that many lines: a line appended meanwhile is read next time.
    const QString command = QStringLiteral("f=%1; [ -f \"$f\" ] || { echo 0; exit 0; }; n=$(wc -l < \"$f\"); "
                                           "n=$((n + 0)); echo \"$n\"; "
                                           "if [ \"$n\" -ge %2 ]; then tail -n +%3 \"$f\"; else cat \"$f\"; fi "
                                           "| head -n \"$n\"")
                                .arg(inDir(LogName))
                                .arg(since)
                                .arg(since + 1);
    runStep(
        job, command, {}, tr("read its log"),
        [job, since](const QByteArray &out) { job->finishWithValue(WatchdogLog::parse(out, since)); }, fail);
    return job;
}

} // namespace RentDeck
