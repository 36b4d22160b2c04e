// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "jobs/JobRecord.h"
#include "storage/Migration.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLatin1String>
#include <QList>
#include <QVariant>
#include <optional>

namespace RentDeck {

class Database;

/** Something that happened to a job, as kept in `job_events`. */
struct JobEvent
{
    static constexpr QLatin1String Started { "started" }; // on an instance (detail: the supervisor's pid)
    static constexpr QLatin1String CheckpointPulled { "checkpoint-pulled" };
    static constexpr QLatin1String Lost { "lost" }; // lostSeconds: work since the last pulled checkpoint
    static constexpr QLatin1String Recovered { "recovered" }; // onto instanceName
    static constexpr QLatin1String Ended { "ended" }; // detail: exit status
    static constexpr QLatin1String Finished { "finished" }; // outputs pulled, on-finish done (detail says what)
    static constexpr QLatin1String Problem { "problem" }; // a step that failed and will be tried again

    qint64 jobId = 0;
    QDateTime at;
    QString kind;
    QString instanceName;
    QString detail; // for people; never a secret
    std::optional<qint64> lostSeconds;
};

/**
 * The jobs (`jobs`), every instance each ran on (`job_instances`) and what happened to them (`job_events`). A light
 * handle over a borrowed Database like GuardStore: copy it freely, use it on the database's thread only. With no
 * database every call fails with Error::Missing.
 */
class JobStore
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::JobStore)

public:
    /** Version 7. */
    static Migrations migrations();

    explicit JobStore(Database *database);

    bool isAvailable() const { return m_database != nullptr; }

    /** Inserts \a job (its id is set) and its first instance. */
    [[nodiscard]] Status add(JobRecord &job);
    /** Writes every field of \a job except its id, command and instance list. */
    [[nodiscard]] Status save(const JobRecord &job);
    /** The job runs on \a instanceName from \a at on (a replacement): appended to its instances and made current. */
    [[nodiscard]] Status moveTo(JobRecord &job, const QString &instanceName, const QDateTime &at);
    Result<std::optional<JobRecord>> job(qint64 id) const;
    /** Every job, newest first; with \a instanceName only those that ran on it. */
    Result<QList<JobRecord>> jobs(const QString &instanceName = {}) const;

    [[nodiscard]] Status recordEvent(const JobEvent &event);
    Result<QList<JobEvent>> events(qint64 jobId) const;
    /** What happened on \a instanceName to any job (the Monitor marks losses and replacements on its cost chart). */
    Result<QList<JobEvent>> eventsOn(const QString &instanceName) const;

private:
    Error unavailable() const;
    Result<QStringList> instancesOf(qint64 jobId) const;
    Result<QList<JobEvent>> readEvents(const QString &where, const QVariant &value, const QString &what) const;

    Database *m_database = nullptr;
};

} // namespace RentDeck
