// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sync/SyncJob.h"

#include "core/Paths.h"
#include "logging/LoggingCategories.h"
#include "ssh/SshExecChannel.h"
#include "ssh/SshSession.h"
#include "sync/LocalManifestBuilder.h"
#include "sync/RemoteManifestBuilder.h"
#include "sync/SftpTransferJob.h"
#include "sync/SyncHistory.h"
#include "sync/TransferLeftovers.h"
#include "sync/TreeStateProbe.h"
#include "sync/VerifiedSyncRecord.h"

#include <QDir>
#include <QFile>
#include <QLocale>

namespace RentDeck {

SyncJob::SyncJob(RsyncOptions options, SshSession *session, Database *database, QObject *parent)
    : Job(parent, Ownership::OwnedByCaller)
    , m_options(std::move(options))
    , m_session(session)
    , m_database(database)
{
    // Manifest caches live in the data root, and in any sub-folder verified on its own: never copy or delete them.
    m_options.excludes << Manifest::CacheFileName << Manifest::CacheFileName + QStringLiteral(".tmp");
    // The same rules as the SFTP transfer, compiled once. rsync (and the SFTP fallback) keep unfinished files in
    // .rsync-partial folders, never part of the data.
    m_excludes = ExcludeMatcher(m_options.excludes + QStringList { FileTransfer::PartialDir });
}

SyncJob::~SyncJob()
{
    m_password.fill(QLatin1Char('\0'));
}

void SyncJob::start()
{
    if (isFinished()) {
        return; // cancelled before it could start
    }
    m_clock.start();
    m_startedAt = QDateTime::currentDateTimeUtc();
    if (!m_instanceName.isEmpty()) {
        m_lock = std::make_unique<SyncLock>(m_instanceName);
        if (!m_lock->tryLock()) {
            const bool held = m_lock->error() == QLockFile::LockFailedError;
            const QString path = SyncLock::lockPath(m_instanceName);
            m_lock.reset();
            complete(false,
                held ? Error::make(Error::Code::InvalidInput,
                    tr("Another sync of %1 is running; wait for it to finish.").arg(m_instanceName))
                     : Error::make(Error::Code::Io,
                         tr("Cannot create the sync lock %1, so the sync did not start.").arg(path)
                             + Paths::diskFullHint(path)));
            return;
        }
    }
    m_useSftp = m_transport == Transport::Sftp;
    const SshSession::State session = m_session ? m_session->state() : SshSession::State::Failed;
    if (m_verify && !m_useSftp && session != SshSession::State::Failed) {
        if (verifiedRecord().load()) {
            // An earlier rsync of this pair ended verified identical. If neither side changed since (the tree
            // states: a stat of every entry on each side, 64 bytes back from the instance), there is nothing to
            // send and nothing to verify again; that costs less than rsync's own no-op walk of both trees.
            setPhase(Phase::Verifying, tr("Checking whether either side changed since the last verification…"));
            if (session == SshSession::State::Connected) {
                probeTreeStates();
            } else {
                // Still connecting (the CLI starts the sync at once): probe once it is up, else just sync.
                m_probeOnConnect = connect(m_session, &SshSession::stateChanged, this, [this](SshSession::State now) {
                    if (now == SshSession::State::Connected) {
                        disconnect(m_probeOnConnect);
                        probeTreeStates();
                    } else if (now == SshSession::State::Failed || now == SshSession::State::Disconnected) {
                        disconnect(m_probeOnConnect);
                        startTransfer();
                    }
                });
            }
            return;
        }
    }
    startTransfer();
}

void SyncJob::startTransfer()
{
    setPhase(Phase::Transferring,
        m_options.direction == RsyncOptions::Direction::Push
            ? tr("Sending %1 to %2…").arg(m_options.localPath, m_options.remotePath)
            : tr("Fetching %1 into %2…").arg(m_options.remotePath, m_options.localPath));
    runTransfer(m_options);
    if (m_verify && !m_useSftp && m_session && m_session->state() == SshSession::State::Connected) {
        // Both manifests are built while rsync runs. When rsync then changed nothing (a re-sync of an unchanged
        // tree, the common case) they describe the trees as they are and verification costs no extra time;
        // otherwise they are dropped and built again after the transfer.
        m_speculation = Speculation::Running;
        buildManifests(true);
    }
}

void SyncJob::cancel()
{
    if (m_transfer) {
        m_transfer->cancel();
    }
    delete m_resumeTimer.data();
    disconnect(m_resumeOnConnect);
    if (m_local) {
        m_local->cancel();
    }
    if (m_remote) {
        m_remote->cancel();
    }
    if (m_probe) {
        m_probe->cancel();
    }
    disconnect(m_probeOnConnect);
    complete(false,
        Error::make(
            Error::Code::Cancelled, tr("Cancelled. Partly sent files are kept, so running the sync again resumes.")));
}

QString SyncJob::transportName() const
{
    return m_useSftp ? QStringLiteral("sftp") : QStringLiteral("rsync");
}

void SyncJob::runTransfer(const RsyncOptions &options)
{
    m_transferOptions = options;
    FileTransfer *transfer = nullptr;
    if (m_useSftp) {
        transfer = new SftpTransferJob(options, this);
    } else {
        transfer = new RsyncJob(options, this);
    }
    m_transfer = transfer;
    if (!m_password.isEmpty()) {
        transfer->setPassword(m_password);
    }
    connect(transfer, &FileTransfer::progress, this, &SyncJob::onTransferProgress);
    connect(transfer, &FileTransfer::finished, this, [this, transfer] {
        transfer->deleteLater();
        onTransferFinished(
            transfer->isOk(), transfer->error(), transfer->transferredBytes(), transfer->changedNothing());
    });
    transfer->start();
}

void SyncJob::onTransferProgress(
    qint64 bytes, qint64 totalBytes, int percent, double bytesPerSecond, int etaSeconds, int filesDone, int filesTotal)
{
    m_outageClock.invalidate(); // data moves again: a later drop starts a new outage
    m_resumeAttempt = 0;
    emit progress(bytes, totalBytes, percent, bytesPerSecond, etaSeconds, filesDone, filesTotal);
}

void SyncJob::onTransferFinished(bool ok, const Error &error, qint64 bytesSent, bool changedNothing)
{
    m_bytesTransferred += qMax<qint64>(0, bytesSent);
    if (isFinished()) {
        return;
    }
    if (m_speculation != Speculation::None) {
        const bool usable = ok && changedNothing && m_verify
            && (m_speculation == Speculation::Running || (!m_local->error().isError() && !m_remote->error().isError()));
        if (usable) {
            qCInfo(lcSync) << "rsync changed nothing: verifying with the manifests built meanwhile";
            setPhase(Phase::Verifying, tr("Verifying both sides by SHA-256…"));
            const bool ready = m_speculation == Speculation::Ready;
            m_speculation = Speculation::None;
            m_adoptedWhileRunning = !ready;
            if (ready) {
                compareManifests();
            } else {
                startVerifyTicker(); // onManifestsBuilt() compares when the second one is done
            }
            return;
        }
        dropSpeculation();
    }
    if (!ok && error.code == Error::Code::Missing && m_transport == Transport::Auto && !m_useSftp) {
        // rsync is missing here or on the instance: the same transfer over SFTP, verified the same way.
        qCInfo(lcSync) << "rsync unavailable, using SFTP:" << error.message;
        m_useSftp = true;
        setPhase(Phase::Transferring, tr("rsync is not available (%1) Sending over SFTP instead…").arg(error.message));
        runTransfer(m_transferOptions);
        return;
    }
    if (!ok && shouldResume(error)) {
        const RsyncOptions options = m_transferOptions;
        resumeWhenConnected([this, options] {
            setPhase(Phase::Transferring, tr("Connection is back: resuming the transfer…"));
            runTransfer(options);
        });
        return;
    }
    if (!ok) {
        complete(false, error);
        return;
    }
    if (!m_verify) {
        complete(true);
        return;
    }
    verify();
}

bool SyncJob::shouldResume(const Error &error)
{
    const bool dropped
        = error.code == Error::Code::Ssh || error.code == Error::Code::Network || error.code == Error::Code::Timeout;
    if (!dropped || m_resumeWindowSeconds <= 0) {
        return false;
    }
    if (!m_outageClock.isValid()) {
        m_outageClock.start();
    }
    return m_outageClock.elapsed() < qint64(m_resumeWindowSeconds) * 1000;
}

void SyncJob::resumeWhenConnected(const std::function<void()> &resume)
{
    // Retried with backoff (1, 2, 4 … 15 s), and at once when the app's own session reconnects first.
    ++m_resumeCount;
    const int delayMs = 1000 * qMin(15, 1 << qMin(m_resumeAttempt++, 4));
    setPhase(Phase::Waiting,
        tr("The connection to the instance dropped. Resuming by itself when it answers again (attempt %1)…")
            .arg(m_resumeAttempt));
    qCInfo(lcSync) << "connection dropped; resume attempt" << m_resumeAttempt << "in" << delayMs << "ms";
    auto run = [this, resume] {
        delete m_resumeTimer.data();
        disconnect(m_resumeOnConnect);
        if (!isFinished()) {
            resume();
        }
    };
    m_resumeTimer = new QTimer(this);
    m_resumeTimer->setSingleShot(true);
    connect(m_resumeTimer, &QTimer::timeout, this, run);
    m_resumeTimer->start(delayMs);
    if (m_session) {
        m_resumeOnConnect = connect(m_session, &SshSession::stateChanged, this, [run](SshSession::State state) {
            if (state == SshSession::State::Connected) {
                run();
            }
        });
    }
}

void SyncJob::verify()
{
    if (!m_session) {
        complete(false, Error::make(Error::Code::Ssh, tr("No SSH session to verify the remote side with.")));
        return;
    }
    setPhase(Phase::Verifying, tr("Verifying both sides by SHA-256…"));
    buildManifests();
    startVerifyTicker();
}

void SyncJob::startVerifyTicker()
{
    // Hashing 200,000 files on the instance takes a while: say every half second how far both sides are.
    if (!m_verifyTicker) {
        m_verifyTicker = new QTimer(this);
        m_verifyTicker->setInterval(500);
        connect(m_verifyTicker, &QTimer::timeout, this, [this] {
            if (m_phase != Phase::Verifying || !m_local || !m_remote || isFinished()) {
                m_verifyTicker->stop();
                return;
            }
            setPhase(Phase::Verifying,
                tr("Verifying both sides by SHA-256… %1 s: %2 of %3 files hashed here, %4 of %5 on the instance.")
                    .arg(m_verifyClock.elapsed() / 1000)
                    .arg(m_localHashing.first)
                    .arg(m_localHashing.second)
                    .arg(m_remoteHashing.first)
                    .arg(m_remoteHashing.second));
        });
    }
    m_verifyTicker->start();
}

void SyncJob::buildManifests(bool background)
{
    auto *local = new LocalManifestBuilder(this);
    local->setHashCache(HashCache(m_database));
    local->setBackground(background);
    auto *remote = new RemoteManifestBuilder(m_session, this);
    remote->setBackground(background);
    m_local = local;
    m_remote = remote;
    m_pendingManifests = 2;
    m_verifyClock.start();
    m_localHashing = m_remoteHashing = {};
    connect(local, &LocalManifestBuilder::progress, this, [this](int files, int toHash) {
        m_localHashing = { files, toHash };
    });
    connect(remote, &RemoteManifestBuilder::progress, this, [this](int files, int toHash) {
        m_remoteHashing = { files, toHash };
    });
    connect(local, &LocalManifestBuilder::finished, this, [this] {
        m_localMs = m_verifyClock.elapsed();
        onManifestsBuilt();
    });
    connect(remote, &RemoteManifestBuilder::finished, this, [this] {
        m_remoteMs = m_verifyClock.elapsed();
        onManifestsBuilt();
    });
    local->start(m_options.localPath);
    remote->start(m_options.remotePath);
}

void SyncJob::probeTreeStates()
{
    auto *probe = new TreeStateProbe(m_session, this);
    m_probe = probe;
    m_verifyClock.start();
    connect(probe, &TreeStateProbe::finished, this, &SyncJob::onTreeStatesProbed);
    probe->start(m_options.localPath, m_options.remotePath);
}

void SyncJob::onTreeStatesProbed()
{
    TreeStateProbe *probe = m_probe;
    if (isFinished() || !probe) {
        return;
    }
    m_probe.clear();
    probe->deleteLater();
    if (!probe->error().isError() && m_verifiedRecord->matches(probe->localState(), probe->remoteState())) {
        m_comparison = {};
        m_comparison.files = m_verifiedRecord->files();
        m_comparison.bytes = m_verifiedRecord->bytes();
        m_unchangedSince = m_verifiedRecord->verifiedAt();
        m_verified = true;
        qCInfo(lcSync).nospace() << "verification: both trees unchanged since the verification of "
                                 << m_unchangedSince.toString(Qt::ISODate) << " (" << m_comparison.files
                                 << " files; states read in " << m_verifyClock.elapsed() << " ms): nothing to send";
        complete(true);
        return;
    }
    qCInfo(lcSync) << "tree states differ from the last verification"
                   << (probe->error().isError() ? probe->error().message : QString()) << "- syncing";
    startTransfer();
}

VerifiedSyncRecord &SyncJob::verifiedRecord()
{
    if (!m_verifiedRecord) {
        m_verifiedRecord = std::make_unique<VerifiedSyncRecord>(
            m_session->endpoint(), m_options.remotePath, m_options.localPath, m_options.excludes);
    }
    return *m_verifiedRecord;
}

void SyncJob::rememberVerifiedStates()
{
    if (!m_local || !m_remote || !m_session) {
        return;
    }
    // Only after rsync: it also made permissions and times equal, which the manifests do not compare, so a pair
    // unchanged since needs no rsync at all. An SFTP run leaves no record.
    if (m_comparison.identical() && !m_useSftp) {
        verifiedRecord().store(m_local->treeState(), m_remote->treeState(), m_comparison.files, m_comparison.bytes);
    } else {
        verifiedRecord().clear();
    }
}

void SyncJob::dropSpeculation()
{
    m_speculation = Speculation::None;
    for (QObject *builder : { static_cast<QObject *>(m_local.data()), static_cast<QObject *>(m_remote.data()) }) {
        if (builder) {
            builder->disconnect(this);
            builder->deleteLater(); // their destructors stop and wait for the workers
        }
    }
    m_local.clear();
    m_remote.clear();
}

void SyncJob::onManifestsBuilt()
{
    if (--m_pendingManifests > 0 || isFinished()) {
        return;
    }
    if (m_speculation == Speculation::Running) {
        m_speculation = Speculation::Ready; // kept until the transfer says whether they still hold
        return;
    }
    compareManifests();
}

void SyncJob::compareManifests()
{
    if (std::exchange(m_adoptedWhileRunning, false) && (m_local->error().isError() || m_remote->error().isError())) {
        dropSpeculation(); // built during the transfer and failed: build them again now
        verify();
        return;
    }
    for (const Error &failed : { m_local->error(), m_remote->error() }) {
        if (failed.isError() && shouldResume(failed)) {
            m_local->deleteLater();
            m_remote->deleteLater();
            resumeWhenConnected([this] { verify(); });
            return;
        }
        if (failed.isError()) {
            complete(false, failed);
            return;
        }
    }
    const bool push = m_options.direction == RsyncOptions::Direction::Push;
    // Excluded files were never meant to be transferred: they are not part of either side.
    const Manifest local = withoutExcluded(m_local->manifest());
    const Manifest remote = withoutExcluded(m_remote->manifest());
    m_comparison = push ? ManifestComparison::compare(local, remote) : ManifestComparison::compare(remote, local);
    qCInfo(lcSync).nospace() << "verification: local " << m_localMs << " ms (" << m_local->cachedFiles() << " cached, "
                             << m_local->filesHashed() << " hashed), remote " << m_remoteMs << " ms ("
                             << m_remote->cachedFiles() << " cached, " << m_remote->filesHashed()
                             << " hashed), compared at " << m_verifyClock.elapsed() << " ms";
    rememberVerifiedStates();
    m_local->deleteLater();
    m_remote->deleteLater();
    // A receiving rsync killed by the drop leaves ".NAME.XXXXXX" temporaries and partial-dirs: take them out before
    // judging. Looked for in the whole destination: the comparison itself leaves partial-dirs out.
    if (m_resumeCount > 0 && !m_leftoversRemoved) {
        const Manifest &source = push ? m_local->manifest() : m_remote->manifest();
        const Manifest &destination = push ? m_remote->manifest() : m_local->manifest();
        const QStringList onlyThere = ManifestComparison::compare(source, destination).extra;
        if (const QStringList leftovers = TransferLeftovers::find(onlyThere, push ? local : remote);
            !leftovers.isEmpty()) {
            m_leftoversRemoved = true;
            removeLeftovers(leftovers);
            return;
        }
    }
    evaluateComparison();
}

void SyncJob::removeLeftovers(const QStringList &leftovers)
{
    const auto removed = [this, leftovers](bool ok, const QString &why) {
        qCInfo(lcSync) << (ok ? "removed" : "could not remove") << leftovers.size()
                       << "temporary file(s) of the interrupted transfer:" << why;
        if (ok) {
            for (const QString &path : leftovers) {
                m_comparison.extra.removeAll(path);
            }
        }
        evaluateComparison();
    };
    setPhase(Phase::Verifying,
        tr("Removing %n temporary file(s) the interrupted transfer left behind…", nullptr, int(leftovers.size())));
    if (m_options.direction == RsyncOptions::Direction::Pull) {
        bool ok = true;
        for (const QString &path : leftovers) {
            const QString local = m_options.localPath + QLatin1Char('/') + path;
            ok = (TransferLeftovers::isFolder(path) ? QDir().rmdir(local) : QFile::remove(local)) && ok;
        }
        removed(ok, {});
        return;
    }
    if (!m_session) {
        removed(false, QStringLiteral("no SSH session"));
        return;
    }
    SshExecChannel *channel = m_session->exec(
        TransferLeftovers::removeCommand(RemoteManifestBuilder::rootExpression(m_options.remotePath), leftovers));
    connect(channel, &SshExecChannel::finished, this, [removed, channel] {
        channel->deleteLater();
        removed(channel->exitStatus() == 0, QStringLiteral("exit %1").arg(channel->exitStatus()));
    });
}

void SyncJob::evaluateComparison()
{
    const QStringList differing = m_comparison.missing + m_comparison.mismatched;
    const bool extrasMatter = m_options.deleteExtraneous && !m_comparison.extra.isEmpty();
    if (differing.isEmpty() && !extrasMatter) {
        m_verified = true;
        complete(true);
        return;
    }
    if (m_repaired) {
        complete(false,
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
    runTransfer(repair);
}

Manifest SyncJob::withoutExcluded(const Manifest &manifest) const
{
    if (m_excludes.isEmpty()) {
        return manifest;
    }
    Manifest kept;
    kept.reserve(manifest.entries().size());
    for (const ManifestEntry &entry : manifest.entries()) {
        if (!m_excludes.excludes(entry.path, entry.type == ManifestEntry::Type::Dir)) {
            kept.insert(entry);
        }
    }
    return kept;
}

void SyncJob::complete(bool ok, Error error)
{
    if (isFinished()) {
        return;
    }
    if (!ok && !error.isError()) {
        error = Error::make(Error::Code::Internal, tr("The sync failed."));
    }
    finish(error); // decides the outcome now (runRecord() reads it); finished() follows from the event loop
    if (m_lock) {
        m_lock->unlock();
    }
    delete m_resumeTimer.data();
    disconnect(m_resumeOnConnect);
    QString outcome = error.message;
    if (ok && m_unchangedSince.isValid()) {
        outcome = tr("Verified: neither side changed since the SHA-256 verification of %1.")
                      .arg(QLocale().toString(m_unchangedSince.toLocalTime(), QLocale::ShortFormat));
    } else if (ok) {
        outcome = m_verified ? tr("Verified.") : tr("Transferred (not verified).");
    }
    setPhase(Phase::Finished, outcome);
    recordRun(ok);
    qCInfo(lcSync) << "sync" << m_options.localPath
                   << (m_options.direction == RsyncOptions::Direction::Push ? "->" : "<-") << m_options.remotePath
                   << (ok ? "ok" : "failed") << "verified" << m_verified << "in" << m_clock.elapsed() << "ms";
}

SyncRunRecord SyncJob::runRecord() const
{
    SyncRunRecord run;
    run.instanceName = m_instanceName;
    run.direction = m_options.direction;
    run.localPath = m_options.localPath;
    run.remotePath = m_options.remotePath;
    run.startedAt = m_startedAt;
    run.durationMs = m_clock.isValid() ? m_clock.elapsed() : 0;
    run.bytes = m_bytesTransferred;
    run.files = m_comparison.files;
    run.ok = isFinished() && isOk();
    run.verified = m_verified;
    run.missing = int(m_comparison.missing.size());
    run.extra = int(m_comparison.extra.size());
    run.mismatched = int(m_comparison.mismatched.size());
    run.transport = transportName();
    run.message = error().message;
    return run;
}

void SyncJob::recordRun(bool ok)
{
    if (!m_database || m_instanceName.isEmpty() || !m_startedAt.isValid()) {
        return;
    }
    SyncHistory history(m_database);
    SyncRunRecord run = runRecord();
    run.ok = ok;
    if (const auto saved = history.pairs(m_instanceName)) {
        for (const SyncPair &pair : *saved) {
            if (pair.direction == run.direction && pair.localPath == run.localPath
                && pair.remotePath == run.remotePath) {
                run.pairId = pair.id; // the run of a saved pair shows up under it
            }
        }
    }
    if (const Status recorded = history.recordRun(run); !recorded) {
        qCWarning(lcSync) << "sync run not recorded:" << recorded.error().message << recorded.error().detail;
    }
}

void SyncJob::setPhase(Phase phase, const QString &description)
{
    m_phase = phase;
    emit phaseChanged(phase, description);
}

} // namespace RentDeck
