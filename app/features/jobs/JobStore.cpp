// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/JobStore.h"

#include "storage/Database.h"
#include "storage/SqlValues.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace RentDeck {

using SqlValues::fromEpochMs;
using SqlValues::text;

namespace {

const QString JobColumns = QStringLiteral(
    "id, instance_name, command, workdir, checkpoint_dir, pull_every_min, keep_count, outputs_dir, pull_to, push_from,"
    " on_finish, max_price_micros, max_price_currency, state, state_detail, exit_code, created_ms, started_ms,"
    " ended_ms, heartbeat_ms, checkpoint_path, checkpoint_ms, pulled_path, pulled_ms, pulled_verified, auto_recover,"
    " stop_grace_s FROM jobs");

QVariant epochMs(const QDateTime &at)
{
    return at.isValid() ? QVariant(at.toMSecsSinceEpoch()) : QVariant();
}

QString commandText(const QStringList &command)
{
    return QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(command)).toJson(QJsonDocument::Compact));
}

QStringList commandFromText(const QString &text)
{
    QStringList words;
    for (const QJsonValue &word : QJsonDocument::fromJson(text.toUtf8()).array()) {
        words.append(word.toString());
    }
    return words;
}

JobRecord jobFromRow(const QSqlQuery &query)
{
    JobRecord job;
    job.id = query.value(0).toLongLong();
    job.instanceName = query.value(1).toString();
    job.command = commandFromText(query.value(2).toString());
    job.workdir = query.value(3).toString();
    job.checkpointDir = query.value(4).toString();
    job.pullEveryMinutes = query.value(5).toDouble();
    job.keep = query.value(6).toInt();
    job.outputsDir = query.value(7).toString();
    job.pullTo = query.value(8).toString();
    job.pushFrom = query.value(9).toString();
    job.onFinish = jobFinishActionFromName(query.value(10).toString()).value_or(JobFinishAction::Keep);
    if (!query.value(11).isNull()) {
        job.maxPrice = Money(query.value(11).toLongLong(), query.value(12).toString());
    }
    job.state = jobStateFromName(query.value(13).toString());
    job.stateDetail = query.value(14).toString();
    if (!query.value(15).isNull()) {
        job.exitCode = query.value(15).toInt();
    }
    job.createdAt = fromEpochMs(query.value(16));
    job.startedAt = fromEpochMs(query.value(17));
    job.endedAt = fromEpochMs(query.value(18));
    job.heartbeatAt = fromEpochMs(query.value(19));
    job.lastCheckpoint = { query.value(20).toString(), fromEpochMs(query.value(21)), false };
    job.lastPulled = { query.value(22).toString(), fromEpochMs(query.value(23)), query.value(24).toBool() };
    job.autoRecover = query.value(25).toBool();
    job.stopGraceSeconds = query.value(26).toInt();
    return job;
}

} // namespace

Migrations JobStore::migrations()
{
    return { { 7, QStringLiteral("JobStore"),
        { QStringLiteral(
              "CREATE TABLE jobs (id {id_never_reused}, instance_name TEXT NOT NULL, command TEXT NOT NULL,"
              " workdir TEXT NOT NULL DEFAULT '', checkpoint_dir TEXT NOT NULL DEFAULT '',"
              " pull_every_min DOUBLE PRECISION NOT NULL DEFAULT 15, keep_count INTEGER NOT NULL DEFAULT 3,"
              " outputs_dir TEXT NOT NULL DEFAULT '', pull_to TEXT NOT NULL DEFAULT '',"
              " push_from TEXT NOT NULL DEFAULT '',"
              " on_finish TEXT NOT NULL DEFAULT 'keep' CHECK (on_finish IN ('keep', 'stop', 'destroy')),"
              " max_price_micros BIGINT, max_price_currency TEXT,"
              " state TEXT NOT NULL DEFAULT 'starting' CHECK (state IN ('starting', 'running', 'succeeded', 'failed', "
              "'lost',"
              " 'recovering')), state_detail TEXT NOT NULL DEFAULT '', exit_code INTEGER,"
              " created_ms BIGINT NOT NULL, started_ms BIGINT, ended_ms BIGINT, heartbeat_ms BIGINT,"
              " checkpoint_path TEXT NOT NULL DEFAULT '', checkpoint_ms BIGINT,"
              " pulled_path TEXT NOT NULL DEFAULT '', pulled_ms BIGINT, pulled_verified INTEGER NOT NULL DEFAULT 0,"
              " auto_recover INTEGER NOT NULL DEFAULT 0, stop_grace_s INTEGER NOT NULL DEFAULT 600)"),
            QStringLiteral("CREATE TABLE job_instances (job_id BIGINT NOT NULL, seq INTEGER NOT NULL,"
                           " instance_name TEXT NOT NULL, joined_ms BIGINT NOT NULL, PRIMARY KEY (job_id, seq))"),
            QStringLiteral("CREATE INDEX job_instances_by_instance ON job_instances(instance_name)"),
            QStringLiteral("CREATE TABLE job_events (id {id}, job_id BIGINT NOT NULL, at_ms BIGINT NOT NULL,"
                           " kind TEXT NOT NULL, instance_name TEXT NOT NULL DEFAULT '',"
                           " detail TEXT NOT NULL DEFAULT '', lost_seconds BIGINT)"),
            QStringLiteral("CREATE INDEX job_events_by_job ON job_events(job_id, at_ms)") } } };
}

JobStore::JobStore(Database *database)
    : m_database(database)
{
}

Error JobStore::unavailable() const
{
    return Error::make(Error::Code::Missing, tr("The ledger is not open, so jobs cannot be saved or read."));
}

Status JobStore::add(JobRecord &job)
{
    if (!m_database) {
        return unavailable();
    }
    if (job.instanceName.isEmpty() || job.command.isEmpty()) {
        return Error::make(Error::Code::InvalidInput, tr("A job needs an instance and a command."));
    }
    if (!job.createdAt.isValid()) {
        job.createdAt = QDateTime::currentDateTimeUtc();
    }
    QSqlQuery query(m_database->connection());
    query.prepare(QStringLiteral(
        // What never changes; save() below writes everything else, once.
        "INSERT INTO jobs (instance_name, command, created_ms) VALUES (?, ?, ?) RETURNING id"));
    query.addBindValue(job.instanceName);
    query.addBindValue(commandText(job.command));
    query.addBindValue(job.createdAt.toMSecsSinceEpoch());
    if (!query.exec() || !query.next()) {
        return m_database->sqlError(tr("Cannot record the job on %1.").arg(job.instanceName), query.lastError().text());
    }
    job.id = query.value(0).toLongLong();
    query.finish();
    const QString first = job.instanceName;
    job.instances.clear();
    if (const Status moved = moveTo(job, first, job.createdAt); !moved) {
        return moved;
    }
    return save(job); // the fields the insert leaves at their defaults
}

Status JobStore::save(const JobRecord &job)
{
    if (!m_database) {
        return unavailable();
    }
    QSqlQuery query(m_database->connection());
    query.prepare(QStringLiteral(
        "UPDATE jobs SET instance_name = ?, workdir = ?, checkpoint_dir = ?, pull_every_min = ?, keep_count = ?,"
        " outputs_dir = ?, pull_to = ?, push_from = ?, on_finish = ?, max_price_micros = ?, max_price_currency = ?,"
        " state = ?, state_detail = ?, exit_code = ?, started_ms = ?, ended_ms = ?, heartbeat_ms = ?,"
        " checkpoint_path = ?, checkpoint_ms = ?, pulled_path = ?, pulled_ms = ?, pulled_verified = ?, auto_recover = ?"
        ", stop_grace_s = ? WHERE id = ?"));
    query.addBindValue(job.instanceName);
    query.addBindValue(text(job.workdir));
    query.addBindValue(text(job.checkpointDir));
    query.addBindValue(job.pullEveryMinutes);
    query.addBindValue(job.keep);
    query.addBindValue(text(job.outputsDir));
    query.addBindValue(text(job.pullTo));
    query.addBindValue(text(job.pushFrom));
    query.addBindValue(jobFinishActionName(job.onFinish));
    query.addBindValue(job.maxPrice.isValid() ? QVariant(job.maxPrice.micros()) : QVariant());
    query.addBindValue(job.maxPrice.isValid() ? QVariant(job.maxPrice.currency()) : QVariant());
    query.addBindValue(jobStateName(job.state));
    query.addBindValue(text(job.stateDetail));
    query.addBindValue(job.exitCode ? QVariant(*job.exitCode) : QVariant());
    query.addBindValue(epochMs(job.startedAt));
    query.addBindValue(epochMs(job.endedAt));
    query.addBindValue(epochMs(job.heartbeatAt));
    query.addBindValue(text(job.lastCheckpoint.path));
    query.addBindValue(epochMs(job.lastCheckpoint.at));
    query.addBindValue(text(job.lastPulled.path));
    query.addBindValue(epochMs(job.lastPulled.at));
    query.addBindValue(job.lastPulled.verified ? 1 : 0);
    query.addBindValue(job.autoRecover ? 1 : 0);
    query.addBindValue(job.stopGraceSeconds);
    query.addBindValue(job.id);
    if (!query.exec()) {
        return m_database->sqlError(tr("Cannot save %1.").arg(job.name()), query.lastError().text());
    }
    if (query.numRowsAffected() == 0) {
        return Error::make(Error::Code::NotFound, tr("There is no %1.").arg(job.name()));
    }
    return {};
}

Status JobStore::moveTo(JobRecord &job, const QString &instanceName, const QDateTime &at)
{
    if (!m_database) {
        return unavailable();
    }
    QSqlQuery query(m_database->connection());
    query.prepare(QStringLiteral("INSERT INTO job_instances (job_id, seq, instance_name, joined_ms) VALUES (?,"
                                 " (SELECT COUNT(*) FROM job_instances WHERE job_id = ?), ?, ?)"));
    query.addBindValue(job.id);
    query.addBindValue(job.id);
    query.addBindValue(instanceName);
    query.addBindValue(at.toMSecsSinceEpoch());
    if (!query.exec()) {
        return m_database->sqlError(
            tr("Cannot record that %1 moved to %2.").arg(job.name(), instanceName), query.lastError().text());
    }
    job.instanceName = instanceName;
    job.instances.append(instanceName);
    return {};
}

Result<QStringList> JobStore::instancesOf(qint64 jobId) const
{
    QSqlQuery query(m_database->connection());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT instance_name FROM job_instances WHERE job_id = ? ORDER BY seq"));
    query.addBindValue(jobId);
    if (!query.exec()) {
        return m_database->sqlError(tr("Cannot read the jobs."), query.lastError().text());
    }
    QStringList names;
    while (query.next()) {
        names.append(query.value(0).toString());
    }
    return names;
}

Result<std::optional<JobRecord>> JobStore::job(qint64 id) const
{
    if (!m_database) {
        return unavailable();
    }
    QSqlQuery query(m_database->connection());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT ") + JobColumns + QStringLiteral(" WHERE id = ?"));
    query.addBindValue(id);
    if (!query.exec()) {
        return m_database->sqlError(tr("Cannot read the jobs."), query.lastError().text());
    }
    if (!query.next()) {
        return std::optional<JobRecord>();
    }
    JobRecord job = jobFromRow(query);
    auto instances = instancesOf(id);
    if (!instances) {
        return instances.error();
    }
    job.instances = *instances;
    return std::optional<JobRecord>(std::move(job));
}

Result<QList<JobRecord>> JobStore::jobs(const QString &instanceName) const
{
    if (!m_database) {
        return unavailable();
    }
    QSqlQuery query(m_database->connection());
    query.setForwardOnly(true);
    if (instanceName.isEmpty()) {
        query.prepare(QStringLiteral("SELECT ") + JobColumns + QStringLiteral(" ORDER BY id DESC"));
    } else {
        query.prepare(QStringLiteral("SELECT ") + JobColumns
            + QStringLiteral(
                " WHERE id IN (SELECT job_id FROM job_instances WHERE instance_name = ?) ORDER BY id DESC"));
        query.addBindValue(instanceName);
    }
    if (!query.exec()) {
        return m_database->sqlError(tr("Cannot read the jobs."), query.lastError().text());
    }
    QList<JobRecord> jobs;
    while (query.next()) {
        jobs.append(jobFromRow(query));
    }
    query.finish();
    for (JobRecord &job : jobs) {
        auto instances = instancesOf(job.id);
        if (!instances) {
            return instances.error();
        }
        job.instances = *instances;
    }
    return jobs;
}

Status JobStore::recordEvent(const JobEvent &event)
{
    if (!m_database) {
        return unavailable();
    }
    QSqlQuery query(m_database->connection());
    query.prepare(QStringLiteral("INSERT INTO job_events (job_id, at_ms, kind, instance_name, detail, lost_seconds)"
                                 " VALUES (?, ?, ?, ?, ?, ?)"));
    query.addBindValue(event.jobId);
    query.addBindValue(event.at.toMSecsSinceEpoch());
    query.addBindValue(text(event.kind));
    query.addBindValue(text(event.instanceName));
    query.addBindValue(text(event.detail));
    query.addBindValue(event.lostSeconds ? QVariant(*event.lostSeconds) : QVariant());
    if (!query.exec()) {
        return m_database->sqlError(
            tr("Cannot record what happened to job:%1.").arg(event.jobId), query.lastError().text());
    }
    return {};
}

Result<QList<JobEvent>> JobStore::events(qint64 jobId) const
{
    return readEvents(QStringLiteral("job_id = ?"), jobId, tr("Cannot read what happened to job:%1.").arg(jobId));
}

Result<QList<JobEvent>> JobStore::eventsOn(const QString &instanceName) const
{
    return readEvents(
        QStringLiteral("instance_name = ?"), instanceName, tr("Cannot read the job events of %1.").arg(instanceName));
}

Result<QList<JobEvent>> JobStore::readEvents(const QString &where, const QVariant &value, const QString &what) const
{
    if (!m_database) {
        return unavailable();
    }
    QSqlQuery query(m_database->connection());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT job_id, at_ms, kind, instance_name, detail, lost_seconds FROM job_events"
                                 " WHERE ")
        + where + QStringLiteral(" ORDER BY at_ms, id"));
    query.addBindValue(value);
    if (!query.exec()) {
        return m_database->sqlError(what, query.lastError().text());
    }
    QList<JobEvent> events;
    while (query.next()) {
        JobEvent event;
        event.jobId = query.value(0).toLongLong();
        event.at = fromEpochMs(query.value(1));
        event.kind = query.value(2).toString();
        event.instanceName = query.value(3).toString();
        event.detail = query.value(4).toString();
        if (!query.value(5).isNull()) {
            event.lostSeconds = query.value(5).toLongLong();
        }
        events.append(event);
    }
    return events;
}

} // namespace RentDeck
