// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/CheckpointShuttle.h"

#include "core/Paths.h"
#include "jobs/JobRemoteCommand.h"
#include "jobs/JobScripts.h"
#include "logging/LoggingCategories.h"
#include "ssh/SshSession.h"
#include "sync/SyncJob.h"

#include <QDir>
#include <QRegularExpression>

namespace RentDeck {

namespace {

// "0007-ckpt_120.pt" → 7; -1 for anything else.
int sequenceOf(const QString &folder)
{
    static const QRegularExpression pattern(QStringLiteral("^(\\d{4,9})-.+$"));
    const QRegularExpressionMatch match = pattern.match(folder);
    return match.hasMatch() ? match.captured(1).toInt() : -1;
}

} // namespace

CheckpointShuttle::CheckpointShuttle(SshSession *session, Database *database, JobRecord job, QObject *parent)
    : Job(parent, Ownership::OwnedByCaller)
    , m_session(session)
    , m_database(database)
    , m_job(std::move(job))
{
}

CheckpointShuttle::~CheckpointShuttle()
{
    if (!m_incoming.isEmpty()) {
        QDir(m_incoming).removeRecursively();
    }
}

QString CheckpointShuttle::localRoot(qint64 jobId)
{
    return Paths::dataDir() + QStringLiteral("/jobs/%1/checkpoints").arg(jobId);
}

QStringList CheckpointShuttle::versions(qint64 jobId)
{
    QStringList folders;
    const QStringList entries = QDir(localRoot(jobId)).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString &entry : entries) {
        if (sequenceOf(entry) >= 0) {
            folders.append(entry);
        }
    }
    std::sort(folders.begin(), folders.end(),
        [](const QString &a, const QString &b) { return sequenceOf(a) < sequenceOf(b); });
    return folders;
}

void CheckpointShuttle::start(const QString &checkpointName)
{
    m_name = checkpointName;
    if (!m_session) {
        complete(Error::make(Error::Code::Ssh, tr("There is no SSH session to %1.").arg(m_job.instanceName)));
        return;
    }
    if (m_name.isEmpty() || m_name.contains(QLatin1Char('/')) || m_name.startsWith(QLatin1Char('.'))) {
        complete(Error::make(Error::Code::InvalidInput, tr("\"%1\" is not a checkpoint name.").arg(m_name)));
        return;
    }
    emit progress(tr("snapshotting checkpoint %1 on %2").arg(m_name, m_job.instanceName));
    JobRemoteCommand::run(m_session, this, JobScripts::stage(m_job, m_name), {},
        tr("snapshot checkpoint %1").arg(m_name), [this](const Result<QByteArray> &staged) {
            if (!staged) {
                complete(staged.error());
                return;
            }
            pull();
        });
}

void CheckpointShuttle::pull()
{
    const QString root = localRoot(m_job.id);
    if (!Paths::ensurePrivateDir(root)) {
        complete(Error::make(Error::Code::Io, tr("Cannot create %1.%2").arg(root, Paths::diskFullHint(root))));
        return;
    }
    m_incoming = root + QStringLiteral("/.incoming");
    QDir(m_incoming).removeRecursively(); // an earlier pull that was cut off
    if (!QDir().mkpath(m_incoming)) {
        complete(Error::make(Error::Code::Io, tr("Cannot create %1.%2").arg(m_incoming, Paths::diskFullHint(root))));
        return;
    }
    RsyncOptions options;
    options.direction = RsyncOptions::Direction::Pull;
    options.endpoint = m_session->endpoint();
    options.localPath = m_incoming;
    options.remotePath = JobScripts::forSync(JobScripts::stagedDir(m_job));
    m_sync = new SyncJob(options, m_session, m_database, this);
    m_sync->setInstanceName(m_job.instanceName);
    m_sync->setPassword(m_password);
    m_sync->setResumeWindowSeconds(0); // a drop fails this pull; the next interval tries again
    connect(m_sync, &Job::progress, this, &Job::progress);
    connect(m_sync, &Job::finished, this, [this] {
        m_bytes = m_sync->bytesTransferred();
        if (!m_sync->isOk()) {
            complete(m_sync->error());
            return;
        }
        if (!m_sync->isVerified()) {
            complete(Error::make(Error::Code::Io, tr("Checkpoint %1 arrived but did not verify.").arg(m_name)));
            return;
        }
        const QStringList existing = versions(m_job.id);
        const int next = existing.isEmpty() ? 1 : sequenceOf(existing.constLast()) + 1;
        const QString target
            = localRoot(m_job.id) + QStringLiteral("/%1-%2").arg(next, 4, 10, QLatin1Char('0')).arg(m_name);
        if (!QDir().rename(m_incoming, target)) {
            complete(Error::make(Error::Code::Io, tr("Cannot move the pulled checkpoint to %1.").arg(target)));
            return;
        }
        m_incoming.clear();
        m_pulledPath = target;
        keepNewest();
        complete({});
    });
    emit progress(tr("pulling checkpoint %1").arg(m_name));
    m_sync->start();
}

void CheckpointShuttle::keepNewest()
{
    const QStringList all = versions(m_job.id);
    for (qsizetype i = 0; i + qMax(1, m_job.keep) < all.size(); ++i) {
        QDir(localRoot(m_job.id) + QLatin1Char('/') + all.at(i)).removeRecursively();
    }
}

void CheckpointShuttle::cancel()
{
    if (m_sync && !m_sync->isFinished()) {
        m_sync->cancel();
    }
    complete(Error::make(Error::Code::Cancelled, tr("The checkpoint pull was cancelled.")));
}

void CheckpointShuttle::complete(Error error)
{
    if (isFinished()) {
        return;
    }
    if (error.isError()) {
        qCWarning(lcJobs) << m_job.name() << "checkpoint pull failed:" << error.message;
    }
    // The snapshot goes either way; if that fails too, the next stage replaces it.
    if (m_session && !m_name.isEmpty()) {
        JobRemoteCommand::run(m_session, m_session, JobScripts::unstage(m_job), {}, tr("remove the snapshot"),
            [](const Result<QByteArray> &) {});
    }
    finish(std::move(error));
}

} // namespace RentDeck
