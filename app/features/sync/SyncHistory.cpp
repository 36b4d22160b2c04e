// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sync/SyncHistory.h"

#include "logging/LoggingCategories.h"
#include "storage/Database.h"
#include "storage/SqlValues.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace RentDeck {

using SqlValues::text;

namespace {

const QString RunColumns = QStringLiteral(
    "id, instance_name, pair_id, direction, local_path, remote_path, started_ms, duration_ms, bytes, files, ok,"
    " verified, missing, extra, mismatched, transport, message FROM sync_runs");

const QLatin1Char ExcludeSeparator('\n');

SyncPair pairFromRow(const QSqlQuery &query)
{
    SyncPair pair;
    pair.id = query.value(0).toLongLong();
    pair.instanceName = query.value(1).toString();
    pair.localPath = query.value(2).toString();
    pair.remotePath = query.value(3).toString();
    pair.direction = syncDirectionFromName(query.value(4).toString());
    pair.excludes = query.value(5).toString().split(ExcludeSeparator, Qt::SkipEmptyParts);
    pair.deleteExtraneous = query.value(6).toBool();
    return pair;
}

SyncRunRecord runFromRow(const QSqlQuery &query)
{
    SyncRunRecord run;
    run.id = query.value(0).toLongLong();
    run.instanceName = query.value(1).toString();
    run.pairId = query.value(2).isNull() ? 0 : query.value(2).toLongLong();
    run.direction = syncDirectionFromName(query.value(3).toString());
    run.localPath = query.value(4).toString();
    run.remotePath = query.value(5).toString();
    run.startedAt = QDateTime::fromMSecsSinceEpoch(query.value(6).toLongLong(), Qt::UTC);
    run.durationMs = query.value(7).toLongLong();
    run.bytes = query.value(8).toLongLong();
    run.files = query.value(9).toInt();
    run.ok = query.value(10).toBool();
    run.verified = query.value(11).toBool();
    run.missing = query.value(12).toInt();
    run.extra = query.value(13).toInt();
    run.mismatched = query.value(14).toInt();
    run.transport = query.value(15).toString();
    run.message = query.value(16).toString();
    return run;
}

} // namespace

Migrations SyncHistory::migrations()
{
    // A run outlives its pair: ON DELETE SET NULL.
    return { { 5, QStringLiteral("SyncHistory"),
        { QStringLiteral("CREATE TABLE sync_pairs (id {id}, instance_name TEXT NOT NULL, local_path TEXT NOT NULL,"
                         " remote_path TEXT NOT NULL, direction TEXT NOT NULL CHECK (direction IN ('push', 'pull')),"
                         " excludes TEXT NOT NULL DEFAULT '', delete_extraneous INTEGER NOT NULL DEFAULT 0,"
                         " created_ms BIGINT NOT NULL, UNIQUE (instance_name, local_path, remote_path, direction))"),
            QStringLiteral("CREATE TABLE sync_runs (id {id}, instance_name TEXT NOT NULL,"
                           " pair_id BIGINT REFERENCES sync_pairs(id) ON DELETE SET NULL, direction TEXT NOT NULL,"
                           " local_path TEXT NOT NULL DEFAULT '', remote_path TEXT NOT NULL DEFAULT '',"
                           " started_ms BIGINT NOT NULL, duration_ms BIGINT NOT NULL DEFAULT 0,"
                           " bytes BIGINT NOT NULL DEFAULT 0, files BIGINT NOT NULL DEFAULT 0,"
                           " ok INTEGER NOT NULL DEFAULT 0, verified INTEGER NOT NULL DEFAULT 0,"
                           " missing BIGINT NOT NULL DEFAULT 0, extra BIGINT NOT NULL DEFAULT 0,"
                           " mismatched BIGINT NOT NULL DEFAULT 0, transport TEXT NOT NULL DEFAULT 'rsync',"
                           " message TEXT NOT NULL DEFAULT '')"),
            QStringLiteral("CREATE INDEX sync_runs_by_instance ON sync_runs(instance_name, started_ms)") } } };
}

SyncHistory::SyncHistory(Database *database)
    : m_database(database)
{
}

Error SyncHistory::unavailable() const
{
    return Error::make(Error::Code::Missing, tr("The ledger is not open, so saved syncs and their history are off."));
}

Result<SyncPair> SyncHistory::savePair(SyncPair pair)
{
    if (!m_database) {
        return unavailable();
    }
    if (pair.instanceName.isEmpty() || pair.localPath.trimmed().isEmpty() || pair.remotePath.trimmed().isEmpty()) {
        return Error::make(
            Error::Code::InvalidInput, tr("A saved sync needs an instance, a local folder and a remote folder."));
    }
    const QString failed = tr("Cannot save the sync %1 in the ledger %2.").arg(pair.displayName(), m_database->path());
    QSqlQuery query(m_database->connection());
    if (pair.id != 0) {
        query.prepare(QStringLiteral("SELECT id FROM sync_pairs WHERE instance_name = ? AND local_path = ?"
                                     " AND remote_path = ? AND direction = ? AND id <> ?"));
        query.addBindValue(pair.instanceName);
        query.addBindValue(pair.localPath);
        query.addBindValue(pair.remotePath);
        query.addBindValue(syncDirectionName(pair.direction));
        query.addBindValue(pair.id);
        if (!query.exec()) {
            return m_database->sqlError(failed, query.lastError().text());
        }
        if (query.next()) {
            return Error::make(Error::Code::InvalidInput, tr("The sync %1 is already saved.").arg(pair.displayName()));
        }
        query.prepare(QStringLiteral("UPDATE sync_pairs SET instance_name = ?, local_path = ?, remote_path = ?,"
                                     " direction = ?, excludes = ?, delete_extraneous = ? WHERE id = ?"));
    } else {
        // Saving the same folders again updates the options of the stored pair instead of failing.
        query.prepare(QStringLiteral(
            "INSERT INTO sync_pairs (instance_name, local_path, remote_path, direction, excludes, delete_extraneous,"
            " created_ms) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (instance_name, local_path, remote_path,"
            " direction) DO UPDATE SET excludes = excluded.excludes, delete_extraneous = excluded.delete_extraneous"));
    }
    query.addBindValue(pair.instanceName);
    query.addBindValue(pair.localPath);
    query.addBindValue(pair.remotePath);
    query.addBindValue(syncDirectionName(pair.direction));
    query.addBindValue(text(pair.excludes.join(ExcludeSeparator)));
    query.addBindValue(pair.deleteExtraneous ? 1 : 0);
    // The last placeholder is the id to update, or the creation time of a new pair.
    query.addBindValue(pair.id != 0 ? pair.id : QDateTime::currentMSecsSinceEpoch());
    if (!query.exec()) {
        return m_database->sqlError(failed, query.lastError().text());
    }
    if (pair.id != 0) {
        if (query.numRowsAffected() == 0) {
            return Error::make(
                Error::Code::NotFound, tr("The saved sync %1 no longer exists.").arg(pair.displayName()));
        }
        return pair;
    }
    // An upsert that updated an existing pair does not say its id: look it up by its key.
    query.prepare(QStringLiteral("SELECT id FROM sync_pairs WHERE instance_name = ? AND local_path = ?"
                                 " AND remote_path = ? AND direction = ?"));
    query.addBindValue(pair.instanceName);
    query.addBindValue(pair.localPath);
    query.addBindValue(pair.remotePath);
    query.addBindValue(syncDirectionName(pair.direction));
    if (!query.exec() || !query.next()) {
        return m_database->sqlError(failed, query.lastError().text());
    }
    pair.id = query.value(0).toLongLong();
    return pair;
}

Status SyncHistory::removePair(qint64 id)
{
    if (!m_database) {
        return unavailable();
    }
    QSqlQuery query(m_database->connection());
    query.prepare(QStringLiteral("DELETE FROM sync_pairs WHERE id = ?"));
    query.addBindValue(id);
    if (!query.exec()) {
        return m_database->sqlError(
            tr("Cannot remove a saved sync from the ledger %1.").arg(m_database->path()), query.lastError().text());
    }
    if (query.numRowsAffected() == 0) {
        return Error::make(Error::Code::NotFound, tr("That saved sync no longer exists."));
    }
    return {};
}

Result<QList<SyncPair>> SyncHistory::pairs(const QString &instanceName) const
{
    if (!m_database) {
        return unavailable();
    }
    QSqlQuery query(m_database->connection());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT id, instance_name, local_path, remote_path, direction, excludes,"
                                 " delete_extraneous FROM sync_pairs WHERE instance_name = ? ORDER BY created_ms, id"));
    query.addBindValue(instanceName);
    if (!query.exec()) {
        return m_database->readError(query);
    }
    QList<SyncPair> rows;
    while (query.next()) {
        rows.append(pairFromRow(query));
    }
    return rows;
}

Status SyncHistory::recordRun(SyncRunRecord &run)
{
    if (!m_database) {
        return unavailable();
    }
    QSqlQuery query(m_database->connection());
    // The pair may have been removed while the sync ran: the run is kept, without it.
    query.prepare(QStringLiteral(
        "INSERT INTO sync_runs (instance_name, pair_id, direction, local_path, remote_path, started_ms, duration_ms,"
        " bytes, files, ok, verified, missing, extra, mismatched, transport, message)"
        " VALUES (?, (SELECT id FROM sync_pairs WHERE id = ?), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING "
        "id"));
    query.addBindValue(text(run.instanceName));
    query.addBindValue(run.pairId);
    query.addBindValue(syncDirectionName(run.direction));
    query.addBindValue(text(run.localPath));
    query.addBindValue(text(run.remotePath));
    query.addBindValue(
        run.startedAt.isValid() ? run.startedAt.toMSecsSinceEpoch() : QDateTime::currentMSecsSinceEpoch());
    query.addBindValue(run.durationMs);
    query.addBindValue(run.bytes);
    query.addBindValue(run.files);
    query.addBindValue(run.ok ? 1 : 0);
    query.addBindValue(run.verified ? 1 : 0);
    query.addBindValue(run.missing);
    query.addBindValue(run.extra);
    query.addBindValue(run.mismatched);
    query.addBindValue(text(run.transport));
    query.addBindValue(text(run.message));
    if (!query.exec()) {
        return m_database->sqlError(
            tr("Cannot record the sync with %1 in the ledger %2.").arg(run.instanceName, m_database->path()),
            query.lastError().text());
    }
    run.id = query.next() ? query.value(0).toLongLong() : 0;
    query.finish();
    return {};
}

Result<QList<SyncRunRecord>> SyncHistory::runs(const QString &instanceName, int limit) const
{
    if (!m_database) {
        return unavailable();
    }
    QSqlQuery query(m_database->connection());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT ") + RunColumns
        + QStringLiteral(" WHERE instance_name = ? ORDER BY started_ms DESC, id DESC")
        + (limit > 0 ? QStringLiteral(" LIMIT ?") : QString()));
    query.addBindValue(instanceName);
    if (limit > 0) {
        query.addBindValue(limit);
    }
    if (!query.exec()) {
        return m_database->readError(query);
    }
    QList<SyncRunRecord> rows;
    while (query.next()) {
        rows.append(runFromRow(query));
    }
    return rows;
}

Result<std::optional<SyncRunRecord>> SyncHistory::lastVerifiedRun(
    const QString &instanceName, RsyncOptions::Direction direction, const QString &remotePath) const
{
    if (!m_database) {
        return unavailable();
    }
    QSqlQuery query(m_database->connection());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT ") + RunColumns
        + QStringLiteral(" WHERE instance_name = ? AND direction = ? AND remote_path = ? AND ok = 1 AND verified = 1"
                         " ORDER BY started_ms DESC, id DESC LIMIT 1"));
    query.addBindValue(instanceName);
    query.addBindValue(syncDirectionName(direction));
    query.addBindValue(remotePath);
    if (!query.exec()) {
        return m_database->readError(query);
    }
    if (!query.next()) {
        return std::optional<SyncRunRecord>();
    }
    return std::optional<SyncRunRecord>(runFromRow(query));
}

} // namespace RentDeck
