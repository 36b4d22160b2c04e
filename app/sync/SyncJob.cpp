// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sync/SyncJob.h"

#include "logging/LoggingCategories.h"
#include "ssh/SshSession.h"
#include "sync/LocalManifestBuilder.h"
#include "sync/RemoteManifestBuilder.h"

#include <QRegularExpression>

namespace RentDeck {

SyncJob::SyncJob(RsyncOptions options, SshSession *session, Ledger *ledger, QObject *parent)
    : QObject(parent)
    , m_options(std::move(options))
    , m_session(session)
    , m_ledger(ledger)
{
    // The remote manifest cache lives in the data root: never copy or delete it.
    m_options.excludes << QStringLiteral("/") + Manifest::CacheFileName
                       << QStringLiteral("/") + Manifest::CacheFileName + QStringLiteral(".tmp");
    // Compiled once: verification tests every path of the tree against every pattern.
    for (QString pattern : std::as_const(m_options.excludes)) {
        if (pattern.startsWith(QLatin1Char('/'))) {
            pattern.remove(0, 1);
        }
        if (pattern.endsWith(QLatin1Char('/'))) {
            pattern.chop(1);
        }
        m_excludePatterns.append(QRegularExpression(QRegularExpression::wildcardToRegularExpression(pattern)));
    }
}

SyncJob::~SyncJob()
{
    m_password.fill(QLatin1Char('\0'));
}

void SyncJob::start()
{
    if (m_finished) {
        return; // cancelled before it could start
    }
    m_clock.start();
    if (!m_instanceName.isEmpty()) {
        m_lock = std::make_unique<SyncLock>(m_instanceName);
        if (!m_lock->tryLock()) {
            m_lock.reset();
            finish(false,
                Error::make(Error::Code::InvalidInput,
                    tr("Another sync of %1 is running; wait for it to finish.").arg(m_instanceName)));
            return;
        }
    }
    setPhase(Phase::Transferring,
        m_options.direction == RsyncOptions::Direction::Push
            ? tr("Sending %1 to %2…").arg(m_options.localPath, m_options.remotePath)
            : tr("Fetching %1 into %2…").arg(m_options.remotePath, m_options.localPath));
    runRsync(m_options);
}

void SyncJob::cancel()
{
    if (m_rsync) {
        m_rsync->cancel();
    }
    if (m_local) {
        m_local->cancel();
    }
    if (m_remote) {
        m_remote->cancel();
    }
    finish(false,
        Error::make(
            Error::Code::Cancelled, tr("Cancelled. Partly sent files are kept, so running the sync again resumes.")));
}

void SyncJob::runRsync(const RsyncOptions &options)
{
    auto *rsync = new RsyncJob(options, this);
    m_rsync = rsync;
    if (!m_password.isEmpty()) {
        rsync->setPassword(m_password);
    }
    connect(rsync, &RsyncJob::progress, this, &SyncJob::progress);
    connect(rsync, &RsyncJob::finished, this, [this, rsync](bool ok, const Error &error) {
        m_bytesTransferred += qMax<qint64>(0, rsync->stats().totalTransferredFileSize);
        rsync->deleteLater();
        onRsyncFinished(ok, error);
    });
    rsync->start();
}

void SyncJob::onRsyncFinished(bool ok, const Error &error)
{
    if (m_finished) {
        return;
    }
    if (!ok) {
        finish(false, error);
        return;
    }
    if (!m_verify) {
        finish(true);
        return;
    }
    verify();
}

void SyncJob::verify()
{
    if (!m_session) {
        finish(false, Error::make(Error::Code::Ssh, tr("No SSH session to verify the remote side with.")));
        return;
    }
    setPhase(Phase::Verifying, tr("Verifying both sides by SHA-256…"));
    auto *local = new LocalManifestBuilder(this);
    local->setLedger(m_ledger);
    auto *remote = new RemoteManifestBuilder(m_session, this);
    m_local = local;
    m_remote = remote;
    m_pendingManifests = 2;
    connect(local, &LocalManifestBuilder::finished, this, &SyncJob::onManifestsBuilt);
    connect(remote, &RemoteManifestBuilder::finished, this, &SyncJob::onManifestsBuilt);
    local->start(m_options.localPath);
    remote->start(m_options.remotePath);
}

void SyncJob::onManifestsBuilt()
{
    if (--m_pendingManifests > 0 || m_finished) {
        return;
    }
    for (const Error &failed : { m_local->error(), m_remote->error() }) {
        if (failed.isError()) {
            finish(false, failed);
            return;
        }
    }
    const bool push = m_options.direction == RsyncOptions::Direction::Push;
    // Excluded files were never meant to be transferred: they are not part of either side.
    const Manifest local = withoutExcluded(m_local->manifest());
    const Manifest remote = withoutExcluded(m_remote->manifest());
    m_comparison = push ? ManifestComparison::compare(local, remote) : ManifestComparison::compare(remote, local);
    m_local->deleteLater();
    m_remote->deleteLater();
    const QStringList differing = m_comparison.missing + m_comparison.mismatched;
    const bool extrasMatter = m_options.deleteExtraneous && !m_comparison.extra.isEmpty();
    if (differing.isEmpty() && !extrasMatter) {
        m_verified = true;
        finish(true);
        return;
    }
    if (m_repaired) {
        finish(false,
            Error::make(Error::Code::Io,
                tr("%n file(s) still differ after re-sending them by checksum.", nullptr,
                    int(differing.size() + (extrasMatter ? m_comparison.extra.size() : 0)))));
        return;
    }
    // rsync's quick check (size + mtime) missed these: send exactly them again, comparing content.
    m_repaired = true;
    m_repairedFiles = int(differing.size());
    setPhase(Phase::Repairing, tr("Re-sending %n file(s) that differ…", nullptr, m_repairedFiles));
    RsyncOptions repair = m_options;
    repair.checksum = true;
    repair.filesFrom = differing;
    if (differing.isEmpty()) {
        repair.filesFrom.clear(); // only extras to delete: a plain --delete run does it
    }
    runRsync(repair);
}

bool SyncJob::isExcluded(const QString &path) const
{
    // A pattern excludes a path when it matches the whole path, its name, or one of its folders.
    const QStringList parts = path.split(QLatin1Char('/'));
    for (const QRegularExpression &expression : m_excludePatterns) {
        if (expression.match(path).hasMatch()) {
            return true;
        }
        for (const QString &part : parts) {
            if (expression.match(part).hasMatch()) {
                return true;
            }
        }
    }
    return false;
}

Manifest SyncJob::withoutExcluded(const Manifest &manifest) const
{
    Manifest kept;
    for (const ManifestEntry &entry : manifest.entries()) {
        if (!isExcluded(entry.path)) {
            kept.insert(entry);
        }
    }
    return kept;
}

void SyncJob::finish(bool ok, Error error)
{
    if (m_finished) {
        return;
    }
    m_finished = true;
    m_error = std::move(error);
    if (m_lock) {
        m_lock->unlock();
    }
    setPhase(
        Phase::Finished, ok ? (m_verified ? tr("Verified.") : tr("Transferred (not verified).")) : m_error.message);
    qCInfo(lcSync) << "sync" << m_options.localPath
                   << (m_options.direction == RsyncOptions::Direction::Push ? "->" : "<-") << m_options.remotePath
                   << (ok ? "ok" : "failed") << "verified" << m_verified << "in" << m_clock.elapsed() << "ms";
    QMetaObject::invokeMethod(
        this, [this, ok] { emit finished(ok); }, Qt::QueuedConnection);
}

void SyncJob::setPhase(Phase phase, const QString &description)
{
    m_phase = phase;
    emit phaseChanged(phase, description);
}

} // namespace RentDeck
