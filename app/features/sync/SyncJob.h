// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Job.h"
#include "sync/ExcludeMatcher.h"
#include "sync/Manifest.h"
#include "sync/RsyncJob.h"
#include "sync/SyncLock.h"
#include "sync/SyncRunRecord.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <functional>

namespace RentDeck {

class Database;
class LocalManifestBuilder;
class RemoteManifestBuilder;
class SshSession;
class TreeStateProbe;
class VerifiedSyncRecord;

/**
 * A sync you can trust: rsync, then manifests of both sides (SHA-256), then exactly the files that
 * differ are re-sent with --checksum and verified once more. Finishes "verified", or with the precise
 * list of what still differs. Files on the destination that the source lacks are reported as extra
 * and count against "verified" only when --delete was asked for. Lives on the caller's thread. A Job owned by its
 * caller: finished() exactly once; isOk() = transferred (and verified, unless verification was off).
 */
class SyncJob : public Job
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SyncJob)
public:
    enum class Phase
    {
        Transferring,
        Waiting, // the connection dropped: resuming once the instance answers again
        Verifying,
        Repairing,
        Finished
    };
    Q_ENUM(Phase)

    /** How files move. Auto: rsync, or SFTP (libssh) when rsync is missing on this computer or the instance. */
    enum class Transport
    {
        Auto,
        Rsync,
        Sftp,
    };
    Q_ENUM(Transport)

    /** How long a dropped connection is waited for before the sync gives up (default 10 minutes). */
    static constexpr int DefaultResumeWindowSeconds = 600;

    /**
     * \a session is used for the remote manifest (borrowed; must outlive the job). With a \a database, local hashes
     * are cached there (HashCache) and the finished run is recorded (SyncHistory) under the instance name
     * (setInstanceName()), which also names the lock that makes destroy wait. Empty name = no lock, no record (tests).
     */
    SyncJob(RsyncOptions options, SshSession *session, Database *database, QObject *parent = nullptr);
    void setInstanceName(const QString &instanceName) { m_instanceName = instanceName; }
    ~SyncJob() override;

    void setPassword(const QString &password) { m_password = password; }
    void setVerify(bool verify) { m_verify = verify; }
    void setTransport(Transport transport) { m_transport = transport; }
    /** 0 = never resume by itself: a drop fails the sync (it can still be run again). */
    void setResumeWindowSeconds(int seconds) { m_resumeWindowSeconds = seconds; }
    void start();
    void cancel() override;

    Phase phase() const { return m_phase; }
    bool isVerified() const { return m_verified; }
    /**
     * When this run found both sides unchanged since a verified rsync of the pair (VerifiedSyncRecord), so it sent
     * nothing and compared no manifests: the time of that verification. Invalid otherwise.
     */
    const QDateTime &unchangedSince() const { return m_unchangedSince; }
    /** Source against destination: missing = source only, extra = destination only. */
    const ManifestComparison &comparison() const { return m_comparison; }
    qint64 bytesTransferred() const { return m_bytesTransferred; }
    qint64 elapsedMs() const { return m_clock.elapsed(); }
    int repairedFiles() const { return m_repairedFiles; }
    /** "rsync" or "sftp": what moved the files (Auto may have switched to SFTP). */
    QString transportName() const;
    /** How many times the transfer or verification was resumed after the connection dropped. */
    int resumeCount() const { return m_resumeCount; }
    /** The history record of this run (complete once finished). */
    SyncRunRecord runRecord() const;
    /** The options of the first transfer (the ones the job was made with, plus the cache excludes). */
    const RsyncOptions &options() const { return m_options; }

signals:
    void phaseChanged(RentDeck::SyncJob::Phase phase, const QString &description);
    void progress(qint64 bytes, qint64 totalBytes, int percent, double bytesPerSecond, int etaSeconds, int filesDone,
        int filesTotal);

private:
    void runTransfer(const RsyncOptions &options);
    void onTransferProgress(qint64 bytes, qint64 totalBytes, int percent, double bytesPerSecond, int etaSeconds,
        int filesDone, int filesTotal);
    void onTransferFinished(bool ok, const Error &error, qint64 bytesSent, bool changedNothing);
    bool shouldResume(const Error &error);
    void resumeWhenConnected(const std::function<void()> &resume);
    void verify();
    void buildManifests(bool background = false);
    void startTransfer();
    void startVerifyTicker();
    void probeTreeStates();
    void onTreeStatesProbed();
    /** The record of this pair (made on first use; needs the session's endpoint). */
    VerifiedSyncRecord &verifiedRecord();
    void rememberVerifiedStates();
    void dropSpeculation();
    void onManifestsBuilt();
    void compareManifests();
    void removeLeftovers(const QStringList &leftovers);
    void evaluateComparison();
    void complete(bool ok, Error error = {});
    void recordRun(bool ok);
    void setPhase(Phase phase, const QString &description);
    Manifest withoutExcluded(const Manifest &manifest) const;

    RsyncOptions m_options;
    QPointer<SshSession> m_session;
    Database *m_database = nullptr;
    QString m_password;
    bool m_verify = true;
    bool m_repaired = false;
    bool m_leftoversRemoved = false;
    bool m_verified = false;
    Phase m_phase = Phase::Transferring;
    QPointer<FileTransfer> m_transfer; // rsync, or SFTP where rsync is missing
    RsyncOptions m_transferOptions; // of the running (or last) transfer, rerun on resume
    Transport m_transport = Transport::Auto;
    bool m_useSftp = false;
    int m_resumeWindowSeconds = DefaultResumeWindowSeconds;
    int m_resumeCount = 0;
    int m_resumeAttempt = 0; // in the current outage
    QElapsedTimer m_outageClock; // since the connection dropped; invalid while it is up
    QPointer<QTimer> m_resumeTimer;
    QMetaObject::Connection m_resumeOnConnect;
    QPointer<LocalManifestBuilder> m_local;
    QPointer<RemoteManifestBuilder> m_remote;
    /** Before any transfer, when an earlier rsync of this pair ended verified identical (VerifiedSyncRecord). */
    QPointer<TreeStateProbe> m_probe;
    QMetaObject::Connection m_probeOnConnect;
    QPointer<QTimer> m_verifyTicker;
    std::pair<int, int> m_localHashing; // files hashed, files to hash
    std::pair<int, int> m_remoteHashing;
    std::unique_ptr<VerifiedSyncRecord> m_verifiedRecord;
    QDateTime m_unchangedSince;
    int m_pendingManifests = 0;
    /** Manifests built while the first transfer runs (see start()). */
    enum class Speculation
    {
        None,
        Running,
        Ready,
    };
    Speculation m_speculation = Speculation::None;
    bool m_adoptedWhileRunning = false;
    ManifestComparison m_comparison;
    qint64 m_bytesTransferred = 0;
    int m_repairedFiles = 0;
    QElapsedTimer m_clock;
    QDateTime m_startedAt;
    QElapsedTimer m_verifyClock;
    qint64 m_localMs = 0;
    qint64 m_remoteMs = 0;
    QString m_instanceName;
    ExcludeMatcher m_excludes; // what verification leaves out, as the transfer did
    std::unique_ptr<SyncLock> m_lock;
};

} // namespace RentDeck
