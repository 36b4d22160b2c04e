// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sync/Manifest.h"
#include "sync/RsyncJob.h"
#include "sync/SyncLock.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QRegularExpression>

namespace RentDeck {

class Ledger;
class LocalManifestBuilder;
class RemoteManifestBuilder;
class SshSession;

/**
 * A sync you can trust: rsync, then manifests of both sides (SHA-256), then exactly the files that
 * differ are re-sent with --checksum and verified once more. Finishes "verified", or with the precise
 * list of what still differs. Files on the destination that the source lacks are reported as extra
 * and count against "verified" only when --delete was asked for. Lives on the caller's thread.
 */
class SyncJob : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SyncJob)
public:
    enum class Phase
    {
        Transferring,
        Verifying,
        Repairing,
        Finished
    };
    Q_ENUM(Phase)

    /** \a session is used for the remote manifest (borrowed; must outlive the job). */
    /** \a instanceName names the lock that makes destroy wait; empty = no lock (tests). */
    SyncJob(RsyncOptions options, SshSession *session, Ledger *ledger, QObject *parent = nullptr);
    void setInstanceName(const QString &instanceName) { m_instanceName = instanceName; }
    ~SyncJob() override;

    void setPassword(const QString &password) { m_password = password; }
    void setVerify(bool verify) { m_verify = verify; }
    void start();
    void cancel();

    Phase phase() const { return m_phase; }
    bool isVerified() const { return m_verified; }
    /** Source against destination: missing = source only, extra = destination only. */
    const ManifestComparison &comparison() const { return m_comparison; }
    const Error &error() const { return m_error; }
    qint64 bytesTransferred() const { return m_bytesTransferred; }
    qint64 elapsedMs() const { return m_clock.elapsed(); }
    int repairedFiles() const { return m_repairedFiles; }

signals:
    void phaseChanged(RentDeck::SyncJob::Phase phase, const QString &description);
    void progress(qint64 bytes, qint64 totalBytes, int percent, double bytesPerSecond, int etaSeconds, int filesDone,
        int filesTotal);
    /** Exactly once. ok = transferred (and verified, unless verification was off). */
    void finished(bool ok);

private:
    void runRsync(const RsyncOptions &options);
    void onRsyncFinished(bool ok, const Error &error);
    void verify();
    void onManifestsBuilt();
    void finish(bool ok, Error error = {});
    void setPhase(Phase phase, const QString &description);
    bool isExcluded(const QString &path) const;
    Manifest withoutExcluded(const Manifest &manifest) const;

    RsyncOptions m_options;
    QPointer<SshSession> m_session;
    Ledger *m_ledger = nullptr;
    QString m_password;
    bool m_verify = true;
    bool m_repaired = false;
    bool m_finished = false;
    bool m_verified = false;
    Phase m_phase = Phase::Transferring;
    QPointer<RsyncJob> m_rsync;
    QPointer<LocalManifestBuilder> m_local;
    QPointer<RemoteManifestBuilder> m_remote;
    int m_pendingManifests = 0;
    ManifestComparison m_comparison;
    Error m_error;
    qint64 m_bytesTransferred = 0;
    int m_repairedFiles = 0;
    QElapsedTimer m_clock;
    QString m_instanceName;
    QList<QRegularExpression> m_excludePatterns;
    std::unique_ptr<SyncLock> m_lock;
};

} // namespace RentDeck
