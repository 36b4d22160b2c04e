// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/JobService.h"

#include "jobs/JobRemoteCommand.h"
#include "jobs/JobScripts.h"
#include "services/ConnectionManager.h"
#include "services/JobPoller.h"
#include "services/JobStarter.h"

#include <QDir>
#include <QFileInfo>

namespace RentDeck {

JobService::JobService(const JobContext &context, QObject *parent)
    : QObject(parent)
    , m_context(context)
{
}

Result<JobRecord> JobService::job(qint64 id) const
{
    auto found = store().job(id);
    if (!found) {
        return found.error();
    }
    if (!found->has_value()) {
        return Error::make(Error::Code::NotFound, tr("There is no job:%1 (see: rentdeck-cli job list).").arg(id));
    }
    return **found;
}

QString JobService::whyInvalid(const JobRecord &spec)
{
    if (spec.command.isEmpty() || spec.command.constFirst().trimmed().isEmpty()) {
        return tr("A job needs a command.");
    }
    if (spec.instanceName.isEmpty()) {
        return tr("A job needs an instance to run on.");
    }
    if (!(spec.pullEveryMinutes > 0) || spec.keep < 1) {
        return tr("Checkpoints are pulled every so many minutes (more than 0), and at least one is kept.");
    }
    if (spec.outputsDir.isEmpty() != spec.pullTo.isEmpty()) {
        return tr("Outputs and where to pull them go together: give both, or neither.");
    }
    if (spec.onFinish == JobFinishAction::Destroy && spec.outputsDir.isEmpty()) {
        return tr("Destroying the instance when the job is done needs outputs to pull (--outputs DIR --pull-to "
                  "LOCAL): nothing is destroyed before the job's results are pulled and verified.");
    }
    if (!spec.pushFrom.isEmpty() && !QFileInfo(spec.pushFrom).isDir()) {
        return tr("%1 is not a folder here, so it cannot be pushed.").arg(spec.pushFrom);
    }
    for (const QString &path : { spec.workdir, spec.checkpointDir, spec.outputsDir }) {
        if (path.split(QLatin1Char('/')).contains(QLatin1String(".."))) {
            return tr("%1: a job's folders may not climb out with \"..\".").arg(path);
        }
    }
    return {};
}

JobStarter *JobService::start(JobRecord spec)
{
    spec.state = JobState::Starting;
    if (!spec.pushFrom.isEmpty()) {
        spec.pushFrom = QFileInfo(spec.pushFrom).absoluteFilePath();
    }
    if (!spec.pullTo.isEmpty()) {
        spec.pullTo = QFileInfo(spec.pullTo).absoluteFilePath();
    }
    auto *starter = new JobStarter(m_context, spec, this);
    if (const QString why = whyInvalid(spec); !why.isEmpty()) {
        starter->failWith(Error::make(Error::Code::InvalidInput, why));
        return starter;
    }
    const bool defaultWorkdir = spec.workdir.isEmpty();
    if (defaultWorkdir) {
        spec.workdir = QStringLiteral("rentdeck-jobs/pending");
    }
    JobStore jobs = store();
    if (const Status added = jobs.add(spec); !added) {
        starter->failWith(added.error());
        return starter;
    }
    if (defaultWorkdir) {
        spec.workdir = QStringLiteral("rentdeck-jobs/%1").arg(spec.id);
        (void)jobs.save(spec);
    }
    starter->setRecord(spec);
    connect(starter, &Job::finished, this, [this, starter, id = spec.id] {
        if (starter->isOk()) {
            return;
        }
        // Recorded, but it never ran: say so in the ledger too, not only to whoever started it.
        if (Result<JobRecord> found = job(id)) {
            JobRecord failed = std::move(found).value();
            failed.state = JobState::Failed;
            failed.stateDetail = starter->error().message;
            (void)store().save(failed);
        }
    });
    announce(starter, spec.id);
    starter->start();
    return starter;
}

JobPoller *JobService::poll(qint64 id, bool pullNow)
{
    const Result<JobRecord> found = job(id);
    auto *poller = new JobPoller(m_context, found ? *found : JobRecord(), this);
    if (!found) {
        poller->failWith(found.error());
        return poller;
    }
    poller->setPullNow(pullNow);
    announce(poller, id);
    connect(poller, &Job::finished, this, [this, poller, id] {
        if (!poller->notice().isEmpty()) {
            emit notice(id, poller->notice()); // only a look at the job has news for people
        }
    });
    poller->start();
    return poller;
}

StatusJob *JobService::stop(qint64 id)
{
    auto *result = new StatusJob(this);
    const Result<JobRecord> found = job(id);
    if (!found) {
        result->finishWith(found.error());
        return result;
    }
    if (found->state != JobState::Running && found->state != JobState::Starting) {
        result->finishWith(Error::make(
            Error::Code::InvalidInput, tr("%1 is %2, not running.").arg(found->name(), jobStateName(found->state))));
        return result;
    }
    QString why;
    SshSession *session = m_context.connections->session(found->instanceName, &why);
    if (!session) {
        result->finishWith(Error::make(Error::Code::Ssh, tr("Cannot reach %1: %2").arg(found->instanceName, why)));
        return result;
    }
    JobRemoteCommand::run(session, result, JobScripts::stop(*found), {}, tr("stop %1").arg(found->name()),
        [result](const Result<QByteArray> &stopped) { result->finishWith(stopped ? Error() : stopped.error()); });
    return result;
}

JobRecovery *JobService::recover(qint64 id, const RecoveryOptions &options)
{
    const Result<JobRecord> found = job(id);
    auto *recovery = new JobRecovery(m_context, found ? *found : JobRecord(), options, this);
    if (!found) {
        recovery->failWith(found.error());
        return recovery;
    }
    connect(recovery, &Job::finished, this, [this, recovery, id] {
        emit jobChanged(id);
        if (recovery->isOk()) {
            emit notice(id, tr("job:%1 recovered onto %2.").arg(id).arg(recovery->newInstance()));
        } else {
            emit notice(id, tr("job:%1 could not be recovered: %2").arg(id).arg(recovery->error().message));
        }
    });
    recovery->start();
    return recovery;
}

void JobService::announce(Job *step, qint64 id)
{
    connect(step, &Job::finished, this, [this, id] { emit jobChanged(id); });
}

} // namespace RentDeck
