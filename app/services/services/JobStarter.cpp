// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/JobStarter.h"

#include "jobs/JobRemoteCommand.h"
#include "jobs/JobScripts.h"
#include "logging/LoggingCategories.h"
#include "services/ConnectionManager.h"
#include "services/SessionReadyWait.h"
#include "ssh/SshSession.h"
#include "sync/SyncJob.h"

#include <QDateTime>
#include <QFileInfo>

namespace RentDeck {

JobStarter::JobStarter(const JobContext &context, JobRecord job, QObject *parent)
    : Job(parent)
    , m_context(context)
    , m_job(std::move(job))
{
}

void JobStarter::start()
{
    auto *wait = new SessionReadyWait(
        m_context.instances, m_context.connections, m_job.instanceName, m_context.sshWaitMs, this);
    connect(wait, &Job::progress, this, &Job::progress);
    connect(wait, &Job::finished, this, [this, wait] {
        if (!wait->isOk()) {
            fail(tr("reach the instance"), wait->error());
            return;
        }
        m_session = wait->session();
        m_context.connections->readPassword(m_job.instanceName, this, [this](const QString &password) {
            m_password = password;
            writeCommand();
        });
    });
    wait->start();
}

void JobStarter::pushCode()
{
    if (m_job.pushFrom.isEmpty()) {
        pushCheckpoint();
        return;
    }
    push(m_job.pushFrom, JobScripts::forSync(m_job.workdir), tr("push %1").arg(m_job.pushFrom),
        &JobStarter::pushCheckpoint);
}

void JobStarter::pushCheckpoint()
{
    if (m_checkpoint.isEmpty()) {
        startSupervisor();
        return;
    }
    push(m_checkpoint, JobScripts::forSync(m_job.remoteCheckpointDir()),
        tr("put checkpoint %1 back").arg(QFileInfo(m_checkpoint).fileName()), &JobStarter::startSupervisor);
}

void JobStarter::push(const QString &local, const QString &remote, const QString &what, void (JobStarter::*next)())
{
    if (!m_session) {
        fail(what, Error::make(Error::Code::Ssh, tr("The SSH session to %1 is gone.").arg(m_job.instanceName)));
        return;
    }
    RsyncOptions options;
    options.direction = RsyncOptions::Direction::Push;
    options.endpoint = m_session->endpoint();
    options.localPath = local;
    options.remotePath = remote;
    auto *sync = new SyncJob(options, m_session, m_context.database, this);
    sync->setInstanceName(m_job.instanceName);
    sync->setPassword(m_password);
    connect(sync, &Job::progress, this, &Job::progress);
    connect(sync, &Job::finished, this, [this, sync, what, next] {
        sync->deleteLater();
        if (!sync->isOk() || !sync->isVerified()) {
            fail(what,
                sync->isOk() ? Error::make(Error::Code::Io, tr("the copy on the instance did not verify"))
                             : sync->error());
            return;
        }
        (this->*next)();
    });
    emit progress(what);
    sync->start();
}

void JobStarter::writeCommand()
{
    emit progress(tr("starting %1 on %2").arg(m_job.name(), m_job.instanceName));
    JobRemoteCommand::run(m_session, this, JobScripts::writeCommand(m_job), JobScripts::commandFile(m_job.command),
        tr("write the job's command"), [this](const Result<QByteArray> &written) {
            if (!written) {
                fail(tr("write the command"), written.error());
                return;
            }
            pushCode();
        });
}

void JobStarter::startSupervisor()
{
    const Result<QByteArray> script = JobScripts::supervisorScript();
    if (!script) {
        fail(tr("start the supervisor"), script.error());
        return;
    }
    JobRemoteCommand::run(m_session, this, JobScripts::start(m_job), *script, tr("start the job's supervisor"),
        [this](const Result<QByteArray> &started) {
            if (!started) {
                fail(tr("start the supervisor"), started.error());
                return;
            }
            const QDateTime now = QDateTime::currentDateTimeUtc();
            m_job.state = JobState::Running;
            m_job.stateDetail.clear();
            m_job.exitCode.reset();
            m_job.startedAt = now;
            m_job.endedAt = QDateTime();
            m_job.heartbeatAt = now;
            JobStore store = m_context.store();
            if (const Status saved = store.save(m_job); !saved) {
                fail(tr("record the start"), saved.error());
                return;
            }
            (void)store.recordEvent({ m_job.id, now, JobEvent::Started.toString(), m_job.instanceName,
                tr("supervisor pid %1").arg(QString::fromUtf8(started->trimmed().left(16))), std::nullopt });
            qCInfo(lcJobs) << m_job.name() << "running on" << m_job.instanceName;
            finish();
        });
}

void JobStarter::fail(const QString &step, const Error &error)
{
    qCWarning(lcJobs) << m_job.name() << "could not" << step << ":" << error.message;
    finish(Error::make(
        error.code, tr("%1 could not %2 on %3: %4").arg(m_job.name(), step, m_job.instanceName, error.message)));
}

} // namespace RentDeck
