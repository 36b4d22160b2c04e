// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/JobPoller.h"

#include "billing/Ledger.h"
#include "billing/LifecycleEvent.h"
#include "jobs/CheckpointShuttle.h"
#include "jobs/JobRemoteCommand.h"
#include "jobs/JobScripts.h"
#include "logging/LoggingCategories.h"
#include "services/ConnectionManager.h"
#include "services/InstanceManager.h"
#include "services/JobFinisher.h"
#include "services/SessionReadyWait.h"
#include "ssh/SshSession.h"

#include <QDateTime>
#include <QFileInfo>

namespace RentDeck {

namespace {

// A supervisor writes its heartbeat every JobScripts::HeartbeatSeconds; this many missed ones mean it is gone.
constexpr int MissedHeartbeats = 6;
// How long a poll waits for a session that is connecting before it says the instance does not answer.
constexpr int ReachableWithinMs = 15000;

// "0007-ckpt_120.pt" → "ckpt_120.pt".
QString pulledName(const QString &localVersion)
{
    const QString folder = QFileInfo(localVersion).fileName();
    const qsizetype dash = folder.indexOf(QLatin1Char('-'));
    return dash < 0 ? QString() : folder.mid(dash + 1);
}

QDateTime fromEpoch(qint64 seconds)
{
    return QDateTime::fromSecsSinceEpoch(seconds, Qt::UTC);
}

} // namespace

JobPoller::JobPoller(const JobContext &context, JobRecord job, QObject *parent)
    : Job(parent)
    , m_context(context)
    , m_job(std::move(job))
    , m_before(m_job.state)
{
}

int JobPoller::settleSeconds(double minutes)
{
    return qBound(2, int(minutes * 60 / 3), 60);
}

void JobPoller::start()
{
    if (m_job.state != JobState::Running && m_job.state != JobState::Starting) {
        finish(); // ended, lost or being recovered: nothing to look at
        return;
    }
    checkProvider();
}

std::optional<InstanceState> JobPoller::endedHere() const
{
    const Ledger *ledger = m_context.instances->ledger();
    const auto events
        = ledger ? ledger->events(m_job.instanceName) : Result<QList<LifecycleEvent>>(QList<LifecycleEvent>());
    if (!events || events->isEmpty()) {
        return std::nullopt;
    }
    const LifecycleEvent &last = events->constLast();
    const bool ended = last.state == InstanceState::Stopped || last.state == InstanceState::Terminated;
    return ended && last.detail == LifecycleEvent::RequestedHere ? std::optional<InstanceState>(last.state)
                                                                 : std::nullopt;
}

void JobPoller::checkProvider()
{
    const std::optional<Instance> instance = m_context.instances->findInstance(m_job.instanceName);
    const bool running = instance && !isGone(instance->state) && instance->state != InstanceState::Stopped;
    if (!running) {
        if (const auto state = endedHere(); state && (!instance || instance->state != InstanceState::Preempted)) {
            // Stopped or destroyed from RentDeck (the window, the CLI, a guard): the user ended it, nothing to recover.
            m_job.state = JobState::Failed;
            m_job.stateDetail
                = tr("%1 was %2 from RentDeck while the job ran").arg(m_job.instanceName, instanceStateName(*state));
            m_job.endedAt = QDateTime::currentDateTimeUtc();
            save(tr("%1 ended: its instance was %2 from RentDeck.").arg(m_job.name(), instanceStateName(*state)));
        } else if (!instance) {
            markLost(tr("%1 is no longer listed by its provider").arg(m_job.instanceName));
        } else if (instance->state == InstanceState::Preempted) {
            markLost(tr("%1 was preempted: the provider took it back").arg(m_job.instanceName));
        } else if (instance->state == InstanceState::Stopped && instance->reclaimed) {
            markLost(tr("%1 was interrupted by its provider: %2").arg(m_job.instanceName, instance->stateDetail));
        } else if (instance->state == InstanceState::Stopped && m_job.onFinish != JobFinishAction::Keep) {
            // The job asked to stop its machine when done, so its supervisor may have done just that while RentDeck was
            // away. Only the instance can tell: resume it and the next look reads the exit and pulls the outputs.
            m_job.stateDetail = tr("%1 is stopped: the job may have ended and its supervisor stopped the machine. "
                                   "Resume %1 to read how it ended and pull its outputs, or recover the job if the "
                                   "provider took the machine back.")
                                    .arg(m_job.instanceName);
            save();
        } else {
            const QString detail
                = instance->stateDetail.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(instance->stateDetail);
            markLost(tr("%1 was %2 by its provider while the job ran%3")
                         .arg(m_job.instanceName, instanceStateName(instance->state), detail));
        }
        return;
    }
    // A session that is still connecting (the first poll, a reconnect) gets a moment before it counts as silent.
    const InstanceState providerState = instance->state;
    auto *wait
        = new SessionReadyWait(m_context.instances, m_context.connections, m_job.instanceName, ReachableWithinMs, this);
    connect(wait, &Job::finished, this, [this, wait, providerState] {
        if (!wait->isOk()) {
            // Not lost: a dropped connection is only that until the provider or the supervisor says otherwise.
            m_job.stateDetail = tr("%1 does not answer over SSH (%2); still %3 by its provider")
                                    .arg(m_job.instanceName, wait->error().message, instanceStateName(providerState));
            save();
            return;
        }
        m_session = wait->session();
        m_context.connections->readPassword(m_job.instanceName, this, [this](const QString &password) {
            m_password = password;
            readStatus();
        });
    });
    wait->start();
}

void JobPoller::readStatus()
{
    if (!m_session) {
        finish(Error::make(Error::Code::Ssh, tr("The SSH session to %1 is gone.").arg(m_job.instanceName)));
        return;
    }
    JobRemoteCommand::run(m_session, this, JobScripts::status(m_job), {}, tr("read the job's state"),
        [this](const Result<QByteArray> &output) {
            if (!output) {
                // The connection dropped mid-command: look again next time.
                m_job.stateDetail = tr("could not read the job's state: %1").arg(output.error().message);
                save();
                return;
            }
            const Result<JobRemoteStatus> status = JobRemoteStatus::parse(*output);
            if (!status) {
                m_job.stateDetail = status.error().message;
                save();
                return;
            }
            onStatus(*status);
        });
}

void JobPoller::onStatus(const JobRemoteStatus &status)
{
    if (!status.metaFound) {
        markLost(tr("the job's folder is gone from %1 (the machine was replaced or its disk wiped)")
                     .arg(m_job.instanceName));
        return;
    }
    if (status.heartbeatAt) {
        m_job.heartbeatAt = fromEpoch(*status.heartbeatAt);
    }
    if (const auto newest = status.newestComplete(settleSeconds(m_job.pullEveryMinutes))) {
        m_job.lastCheckpoint = { newest->name, fromEpoch(newest->newestMtime), false };
    }
    if (status.hasEnded()) {
        m_job.exitCode = status.exitCode;
        m_job.endedAt = status.endedAt ? fromEpoch(*status.endedAt) : QDateTime::currentDateTimeUtc();
        if (status.stopRequestedAt) {
            m_job.state = JobState::Failed;
            m_job.stateDetail = tr("stopped (exit status %1)").arg(*status.exitCode);
            save(tr("%1 was stopped.").arg(m_job.name()));
        } else if (*status.exitCode != 0) {
            m_job.state = JobState::Failed;
            m_job.stateDetail = tr("exit status %1").arg(*status.exitCode);
            save(tr("%1 failed with exit status %2 on %3.")
                     .arg(m_job.name())
                     .arg(*status.exitCode)
                     .arg(m_job.instanceName));
        } else {
            finishJob();
        }
        return;
    }
    if (!status.supervisorAlive) {
        markLost(tr("the supervisor on %1 is gone without recording an exit (the machine restarted, or it was killed)")
                     .arg(m_job.instanceName));
        return;
    }
    if (status.heartbeatAt
        && status.now - *status.heartbeatAt > qint64(MissedHeartbeats) * JobScripts::HeartbeatSeconds) {
        markLost(tr("the supervisor on %1 has been silent for %2 s")
                     .arg(m_job.instanceName)
                     .arg(status.now - *status.heartbeatAt));
        return;
    }
    m_job.state = JobState::Running;
    m_job.stateDetail.clear();
    const bool due = m_pullNow || !m_job.lastPulled.at.isValid()
        || m_job.lastPulled.at.secsTo(QDateTime::currentDateTimeUtc()) >= qint64(m_job.pullEveryMinutes * 60);
    if (m_job.lastCheckpoint.isValid() && due && m_job.lastCheckpoint.path != pulledName(m_job.lastPulled.path)) {
        pullCheckpoint(m_job.lastCheckpoint.path);
        return;
    }
    save();
}

void JobPoller::pullCheckpoint(const QString &name)
{
    auto *shuttle = new CheckpointShuttle(m_session, m_context.database, m_job, this);
    shuttle->setPassword(m_password);
    connect(shuttle, &Job::progress, this, &Job::progress);
    connect(shuttle, &Job::finished, this, [this, shuttle, name] {
        shuttle->deleteLater();
        const QDateTime now = QDateTime::currentDateTimeUtc();
        JobStore store = m_context.store();
        if (!shuttle->isOk()) {
            // Not fatal: the next interval tries again; the previous verified one stays.
            (void)store.recordEvent({ m_job.id, now, JobEvent::Problem.toString(), m_job.instanceName,
                tr("checkpoint %1 not pulled: %2").arg(name, shuttle->error().message), std::nullopt });
            m_job.stateDetail = tr("the last checkpoint pull failed: %1").arg(shuttle->error().message);
            save();
            return;
        }
        m_job.lastPulled = { shuttle->pulledPath(), now, true };
        (void)store.recordEvent({ m_job.id, now, JobEvent::CheckpointPulled.toString(), m_job.instanceName,
            tr("%1 pulled and verified (%2 bytes sent)").arg(name).arg(shuttle->bytesTransferred()), std::nullopt });
        save();
    });
    shuttle->start(name);
}

void JobPoller::finishJob()
{
    auto *finisher = new JobFinisher(m_context, m_job, this);
    connect(finisher, &Job::progress, this, &Job::progress);
    connect(finisher, &Job::finished, this, [this, finisher] {
        m_job = finisher->record();
        if (!finisher->isOk()) {
            // The command succeeded; what is left (the pull, the on-finish action) is tried again on the next poll.
            m_job.stateDetail = finisher->error().message;
            save();
            return;
        }
        save(tr("%1 succeeded: %2").arg(m_job.name(), m_job.stateDetail));
    });
    finisher->start();
}

void JobPoller::markLost(const QString &why)
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const QDateTime since = m_job.lastPulled.at.isValid() ? m_job.lastPulled.at : m_job.startedAt;
    const qint64 lostSeconds = since.isValid() ? qMax(qint64(0), since.secsTo(now)) : 0;
    m_job.state = JobState::Lost;
    m_job.stateDetail = why;
    (void)m_context.store().recordEvent(
        { m_job.id, now, JobEvent::Lost.toString(), m_job.instanceName, why, lostSeconds });
    qCInfo(lcJobs) << m_job.name() << "lost:" << why;
    const QString lost = lostSeconds < 120 ? tr("%1 s").arg(lostSeconds) : tr("%1 min").arg(lostSeconds / 60);
    save(m_job.lastPulled.isValid()
            ? tr("%1 lost: %2. At most %3 of work since the last pulled checkpoint.").arg(m_job.name(), why, lost)
            : tr("%1 lost: %2. No checkpoint was pulled; it would start over.").arg(m_job.name(), why));
}

void JobPoller::save(const QString &notice)
{
    if (const Status saved = m_context.store().save(m_job); !saved) {
        finish(saved.error());
        return;
    }
    if (m_job.state != m_before) {
        m_notice = notice;
    }
    finish();
}

} // namespace RentDeck
