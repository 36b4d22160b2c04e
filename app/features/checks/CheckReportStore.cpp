// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/CheckReportStore.h"

#include "storage/Database.h"
#include "storage/SqlValues.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace RentDeck {

using SqlValues::fromEpochMs;
using SqlValues::text;

Migrations CheckReportStore::migrations()
{
    return { { 3, QStringLiteral("CheckReportStore"),
        { QStringLiteral("CREATE TABLE check_reports (id {id_never_reused}, instance_name TEXT NOT NULL,"
                         " at_ms BIGINT NOT NULL, status TEXT NOT NULL, summary TEXT NOT NULL DEFAULT '',"
                         " report TEXT NOT NULL)"),
            QStringLiteral("CREATE INDEX check_reports_by_instance ON check_reports(instance_name, at_ms, id)") } } };
}

CheckReportStore::CheckReportStore(Database *database)
    : m_database(database)
{
}

Error CheckReportStore::unavailable() const
{
    return Error::make(Error::Code::Missing, tr("The ledger is not open, so check reports are not kept."));
}

Status CheckReportStore::record(const QString &instanceName, const QString &status, const QString &summary,
    const QByteArray &reportJson, const QDateTime &at)
{
    if (!m_database) {
        return unavailable();
    }
    QSqlQuery query(m_database->connection());
    query.prepare(QStringLiteral(
        "INSERT INTO check_reports (instance_name, at_ms, status, summary, report) VALUES (?, ?, ?, ?, ?)"));
    query.addBindValue(instanceName);
    query.addBindValue(at.toMSecsSinceEpoch());
    query.addBindValue(text(status));
    query.addBindValue(text(summary));
    query.addBindValue(QString::fromUtf8(reportJson));
    if (!query.exec()) {
        return m_database->sqlError(
            tr("Cannot record the check report of %1.").arg(instanceName), query.lastError().text());
    }
    return {};
}

Result<QList<StoredCheckReport>> CheckReportStore::reports(const QString &instanceName) const
{
    if (!m_database) {
        return unavailable();
    }
    QSqlQuery query(m_database->connection());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral(
        "SELECT at_ms, status, summary, report FROM check_reports WHERE instance_name = ? ORDER BY at_ms, id"));
    query.addBindValue(instanceName);
    if (!query.exec()) {
        return m_database->readError(query);
    }
    QList<StoredCheckReport> rows;
    while (query.next()) {
        rows.append(StoredCheckReport { instanceName, fromEpochMs(query.value(0)), query.value(1).toString(),
            query.value(2).toString(), query.value(3).toString().toUtf8(), {}, {} });
    }
    return rows;
}

Result<QHash<QString, StoredCheckReport>> CheckReportStore::latestPerOffer() const
{
    if (!m_database) {
        return unavailable();
    }
    // Offer history: what the last check of any instance rented from an offer found (without the report body).
    QSqlQuery query(m_database->connection());
    query.setForwardOnly(true);
    if (!query.exec(
            QStringLiteral("SELECT i.provider || ':' || i.offer_id, c.instance_name, c.at_ms, c.status, c.summary"
                           " FROM check_reports c JOIN instances i ON i.name = c.instance_name"
                           " WHERE i.offer_id <> '' ORDER BY c.at_ms, c.id"))) {
        return m_database->readError(query);
    }
    QHash<QString, StoredCheckReport> latest;
    while (query.next()) {
        const QString offerKey = query.value(0).toString();
        latest.insert(offerKey,
            StoredCheckReport { query.value(1).toString(), fromEpochMs(query.value(2)), query.value(3).toString(),
                query.value(4).toString(), {}, offerKey, {} });
    }
    return latest;
}

Result<QList<StoredCheckReport>> CheckReportStore::reportsWithCheck(const QString &checkId) const
{
    if (!m_database) {
        return unavailable();
    }
    // Reports of hosts added by hand have no instances row: their offer and GPU come from the report itself.
    QSqlQuery query(m_database->connection());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT c.instance_name, c.at_ms, c.status, c.summary, c.report,"
                                 " COALESCE(i.provider || ':' || NULLIF(i.offer_id, ''), ''), COALESCE(i.gpu_name, '')"
                                 " FROM check_reports c LEFT JOIN instances i ON i.name = c.instance_name"
                                 " WHERE c.report LIKE ? ORDER BY c.at_ms, c.id"));
    query.addBindValue(QString(QLatin1Char('%') + checkId + QLatin1Char('%')));
    if (!query.exec()) {
        return m_database->sqlError(
            tr("Cannot read the benchmarks in the ledger %1.").arg(m_database->path()), query.lastError().text());
    }
    QList<StoredCheckReport> rows;
    while (query.next()) {
        rows.append(StoredCheckReport { query.value(0).toString(), fromEpochMs(query.value(1)),
            query.value(2).toString(), query.value(3).toString(), query.value(4).toString().toUtf8(),
            query.value(5).toString(), query.value(6).toString() });
    }
    return rows;
}

} // namespace RentDeck
