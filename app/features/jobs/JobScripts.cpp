// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/JobScripts.h"

#include "core/BuiltInScript.h"
#include "ssh/ShellQuote.h"

namespace RentDeck {

namespace {

constexpr auto ScriptResource = ":/scripts/rentdeck-job.sh";

QString script(const JobRecord &job)
{
    return JobScripts::path(job.metaDir() + QStringLiteral("/rentdeck-job.sh"));
}

// sh SCRIPT ACTION ARGS..., with the script taken from the job's folder.
QString run(const JobRecord &job, const QString &action, const QStringList &arguments)
{
    QString line = QStringLiteral("sh ") + script(job) + QLatin1Char(' ') + action;
    for (const QString &argument : arguments) {
        line += QLatin1Char(' ') + argument;
    }
    return line;
}

} // namespace

Result<QByteArray> JobScripts::supervisorScript()
{
    return builtInScript(ScriptResource);
}

QString JobScripts::path(const QString &remotePath)
{
    if (remotePath == u'~' || remotePath.isEmpty()) {
        return QStringLiteral("\"$HOME\"");
    }
    if (remotePath.startsWith(QLatin1String("~/"))) {
        return QStringLiteral("\"$HOME\"/") + ShellQuote::quote(remotePath.mid(2));
    }
    return ShellQuote::quote(remotePath);
}

QByteArray JobScripts::commandFile(const QStringList &command)
{
    const QString line
        = command.size() == 1 ? command.constFirst() : QStringLiteral("exec ") + ShellQuote::join(command);
    return QByteArrayLiteral("# written by RentDeck: the job's command, run by rentdeck-job.sh in the working "
                             "folder\n")
        + line.toUtf8() + '\n';
}

QString JobScripts::writeCommand(const JobRecord &job)
{
    const QString meta = path(job.metaDir());
    QString folders = meta + QLatin1Char(' ') + path(job.workdir);
    if (!job.checkpointDir.isEmpty()) {
        folders += QLatin1Char(' ') + path(job.remoteCheckpointDir());
    }
    // The job's own folder is private; the user's folders get the usual permissions.
    return QStringLiteral("mkdir -p ") + folders + QStringLiteral(" && chmod 700 ") + meta
        + QStringLiteral(" && umask 077 && cat > ") + meta + QStringLiteral("/command.sh");
}

QString JobScripts::start(const JobRecord &job)
{
    // The supervisor gets absolute paths: it changes folders.
    const QString meta = path(job.metaDir());
    return QStringLiteral("umask 077; cat > ") + script(job) + QStringLiteral(" && m=$(cd ") + meta
        + QStringLiteral(" && pwd) && w=$(cd ") + path(job.workdir) + QStringLiteral(" && pwd) && ")
        + run(job, QStringLiteral("start"),
            { QStringLiteral("\"$m\""), QStringLiteral("\"$w\""), QString::number(HeartbeatSeconds),
                QString::number(job.onFinish == JobFinishAction::Keep ? 0 : qMax(1, job.stopGraceSeconds)) });
}

QString JobScripts::status(const JobRecord &job)
{
    // A job folder that is not there (a fresh replacement, a wiped disk) answers meta=0 without the script.
    const QString meta = path(job.metaDir());
    return QStringLiteral("if [ -f ") + script(job) + QStringLiteral(" ]; then ")
        + run(job, QStringLiteral("status"),
            { meta, job.checkpointDir.isEmpty() ? QStringLiteral("''") : path(job.remoteCheckpointDir()) })
        + QStringLiteral("; else echo now=$(date +%s); echo meta=0; fi");
}

QString JobScripts::handled(const JobRecord &job)
{
    return run(job, QStringLiteral("handled"), { path(job.metaDir()) });
}

QString JobScripts::stop(const JobRecord &job)
{
    return run(job, QStringLiteral("stop"), { path(job.metaDir()) });
}

QString JobScripts::log(const JobRecord &job, int lines, bool follow)
{
    return run(job, follow ? QStringLiteral("follow") : QStringLiteral("log"),
        { path(job.metaDir()), QString::number(qMax(1, lines)) });
}

QString JobScripts::stage(const JobRecord &job, const QString &name)
{
    return run(job, QStringLiteral("stage"), { path(job.remoteCheckpointDir()), ShellQuote::quote(name) });
}

QString JobScripts::unstage(const JobRecord &job)
{
    return run(job, QStringLiteral("unstage"), { path(job.remoteCheckpointDir()) });
}

QString JobScripts::forSync(const QString &remotePath)
{
    if (remotePath.isEmpty() || remotePath == u'~') {
        return QStringLiteral(".");
    }
    return remotePath.startsWith(QLatin1String("~/")) ? remotePath.mid(2) : remotePath;
}

QString JobScripts::stagedDir(const JobRecord &job)
{
    return job.remoteCheckpointDir() + QStringLiteral("/.rentdeck-pull");
}

} // namespace RentDeck
