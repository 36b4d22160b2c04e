// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Job.h"
#include "jobs/JobRecord.h"

#include <QPointer>
#include <QString>

namespace RentDeck {

class Database;
class SshSession;
class SyncJob;

/**
 * Pulls one complete checkpoint of a job to this computer and proves it arrived: the instance snapshots it
 * (rentdeck-job.sh stage: hard links, so the trainer may write the next one meanwhile), SyncJob pulls the snapshot
 * and verifies every file by SHA-256, and only then it becomes a version in localRoot(): "<seq>-<name>/<name>".
 * The newest \a keep versions stay; older ones are removed after a verified pull, never before. The snapshot on
 * the instance is removed afterwards, also when the pull failed.
 *
 * A Job owned by its caller, used once; isOk() means pulled and verified, and pulledPath() is the version's folder.
 */
class CheckpointShuttle : public Job
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CheckpointShuttle)

public:
    /** \a session and \a database (may be null: no hash cache, no sync history) are borrowed. */
    CheckpointShuttle(SshSession *session, Database *database, JobRecord job, QObject *parent = nullptr);
    ~CheckpointShuttle() override;

    /** Where the pulled versions of job \a jobId live: RENTDECK_HOME/jobs/ID/checkpoints. */
    static QString localRoot(qint64 jobId);
    /** The versions there, oldest first (folders named "<seq>-<name>"). */
    static QStringList versions(qint64 jobId);

    void setPassword(const QString &password) { m_password = password; }
    void start(const QString &checkpointName);
    void cancel() override;

    const QString &pulledPath() const { return m_pulledPath; }
    qint64 bytesTransferred() const { return m_bytes; }

private:
    void pull();
    void keepNewest();
    void complete(Error error);

    QPointer<SshSession> m_session;
    Database *m_database;
    JobRecord m_job;
    QString m_name;
    QString m_password;
    QString m_incoming;
    QString m_pulledPath;
    qint64 m_bytes = 0;
    SyncJob *m_sync = nullptr;
};

} // namespace RentDeck
