// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/JobFinisher.h"

#include "jobs/JobRemoteCommand.h"
#include "jobs/JobScripts.h"
#include "logging/LoggingCategories.h"
#include "services/ConnectionManager.h"
#include "services/InstanceManager.h"
#include "ssh/SshSession.h"
#include "sync/SyncJob.h"

#include <QDateTime>
#include <QDir>

namespace RentDeck {

JobFinisher::JobFinisher(const JobContext &context, JobRecord job, QObject *parent)
    : Job(parent)
    , m_context(context)
    , m_job(std::move(job))
{
}

void JobFinisher::start()
{
    if (m_job.outputsDir.isEmpty() || m_job.pullTo.isEmpty()) {
        act(QString());
        return;
    }
    pullOutputs();
}

void JobFinisher::pullOutputs()
{
    QString why;
    SshSession *session = m_context.connections->session(m_job.instanceName, &why);
    if (!session) {
        finish(Error::make(Error::Code::Ssh,
            tr("The job succeeded, but its outputs cannot be pulled from %1 yet: %2").arg(m_job.instanceName, why)));
        return;
    }
    if (!QDir().mkpath(m_job.pullTo)) {
        finish(Error::make(Error::Code::Io, tr("Cannot create %1 for the job's outputs.").arg(m_job.pullTo)));
        return;
    }
    RsyncOptions options;
    options.direction = RsyncOptions::Direction::Pull;
    options.endpoint = session->endpoint();
    options.localPath = m_job.pullTo;
    options.remotePath = JobScripts::forSync(m_job.remoteOutputsDir());
    auto *sync = new SyncJob(options, session, m_context.database, this);
    sync->setInstanceName(m_job.instanceName);
    connect(sync, &Job::progress, this, &Job::progress);
    connect(sync, &Job::finished, this, [this, sync] {
        sync->deleteLater();
        if (!sync->isOk() || !sync->isVerified()) {
            const QString reason = sync->isOk() ? tr("the copy here did not verify") : sync->error().message;
            finish(Error::make(Error::Code::Io,
                tr("The job succeeded, but pulling its outputs %1 failed: %2. Nothing was stopped or destroyed.")
                    .arg(m_job.outputsDir, reason)));
            return;
        }
        act(tr("outputs pulled to %1 and verified (%2 files)").arg(m_job.pullTo).arg(sync->comparison().files));
    });
    m_context.connections->readPassword(m_job.instanceName, this, [this, sync](const QString &password) {
        sync->setPassword(password);
        emit progress(tr("pulling the outputs of %1").arg(m_job.name()));
        sync->start();
    });
}

void JobFinisher::act(const QString &pulled)
{
    // From here RentDeck ends the job itself: the supervisor's power-off for when nobody is around stands down.
    if (SshSession *session = m_context.connections->session(m_job.instanceName)) {
        JobRemoteCommand::run(
            session, session, JobScripts::handled(m_job), {}, tr("take over the end of the job"), [](const auto &) {});
    }
    const QString did = pulled.isEmpty() ? tr("no outputs asked for") : pulled;
    if (m_job.onFinish == JobFinishAction::Keep) {
        succeed(did + tr("; the instance keeps running"));
        return;
    }
    if (m_job.onFinish == JobFinishAction::Destroy && pulled.isEmpty()) {
        // Never reached through start (refused there); kept as the last line of defence for the user's results.
        succeed(did + tr("; not destroyed, because no outputs were pulled"));
        return;
    }
    const bool destroy = m_job.onFinish == JobFinishAction::Destroy;
    StatusJob *change
        = destroy ? m_context.instances->destroy(m_job.instanceName) : m_context.instances->stop(m_job.instanceName);
    connect(change, &Job::finished, this, [this, change, did, destroy] {
        if (!change->isOk()) {
            finish(Error::make(change->error().code,
                tr("The job succeeded (%1), but %2 %3 failed: %4")
                    .arg(did, destroy ? tr("destroying") : tr("stopping"), m_job.instanceName,
                        change->error().message)));
            return;
        }
        succeed(did
            + (destroy ? tr("; %1 destroyed").arg(m_job.instanceName) : tr("; %1 stopped").arg(m_job.instanceName)));
    });
}

void JobFinisher::succeed(const QString &what)
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    m_job.state = JobState::Succeeded;
    m_job.stateDetail = what;
    (void)m_context.store().recordEvent(
        { m_job.id, now, JobEvent::Finished.toString(), m_job.instanceName, what, std::nullopt });
    qCInfo(lcJobs) << m_job.name() << "succeeded:" << what;
    finish();
}

} // namespace RentDeck
