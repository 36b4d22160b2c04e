// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "billing/Ledger.h"

#include "billing/LedgerRows.h"
#include "storage/Database.h"
#include "storage/SqlValues.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace RentDeck {

using SqlValues::fromEpochMs;
using SqlValues::text;

namespace {

// The latest event joined to each instance, for LedgerRows' columns.
QString instanceSelect()
{
    return QStringLiteral("SELECT ") + LedgerRows::instanceColumns()
        + QStringLiteral(" FROM instances i LEFT JOIN events e ON e.id = (SELECT id FROM events WHERE instance_name"
                         " = i.name ORDER BY at_ms DESC, id DESC LIMIT 1)");
}

} // namespace

Migrations Ledger::migrations()
{
    // Append-only (Migration). Tests rebuild version 1 by hand to prove upgrades work.
    return {
        { 1, QStringLiteral("Ledger"),
            { QStringLiteral(
                  "CREATE TABLE instances (name TEXT PRIMARY KEY, provider TEXT NOT NULL,"
                  " offer_id TEXT NOT NULL DEFAULT '', gpu_name TEXT NOT NULL DEFAULT '',"
                  " gpu_count INTEGER NOT NULL DEFAULT 1, price_micros BIGINT NOT NULL,"
                  " currency TEXT NOT NULL, label TEXT NOT NULL DEFAULT '', launched_at_ms BIGINT NOT NULL)"),
                QStringLiteral("CREATE TABLE events (id {id_never_reused},"
                               " instance_name TEXT NOT NULL REFERENCES instances(name) ON DELETE CASCADE,"
                               " state TEXT NOT NULL, at_ms BIGINT NOT NULL, detail TEXT NOT NULL DEFAULT '')"),
                QStringLiteral("CREATE INDEX events_by_instance ON events(instance_name, at_ms, id)") } },
        { 2, QStringLiteral("Ledger"),
            { QStringLiteral("ALTER TABLE instances ADD COLUMN disk_gb DOUBLE PRECISION NOT NULL DEFAULT 0"),
                QStringLiteral("ALTER TABLE instances ADD COLUMN storage_price_micros BIGINT"),
                QStringLiteral("ALTER TABLE instances ADD COLUMN storage_currency TEXT"),
                QStringLiteral(
                    "ALTER TABLE instances ADD COLUMN storage_billed_while_running INTEGER NOT NULL DEFAULT 0"),
                QStringLiteral("ALTER TABLE instances ADD COLUMN billing_granularity TEXT NOT NULL DEFAULT 'second'"),
                QStringLiteral("ALTER TABLE instances ADD COLUMN minimum_seconds BIGINT NOT NULL DEFAULT 0"),
                QStringLiteral("ALTER TABLE instances ADD COLUMN project TEXT NOT NULL DEFAULT ''") } },
        // Traffic prices quoted at launch (BillingPolicy::trafficOutPerGb/trafficInPerGb); NULL = not billed.
        { 6, QStringLiteral("Ledger"),
            { QStringLiteral("ALTER TABLE instances ADD COLUMN traffic_out_micros BIGINT"),
                QStringLiteral("ALTER TABLE instances ADD COLUMN traffic_in_micros BIGINT"),
                QStringLiteral("ALTER TABLE instances ADD COLUMN traffic_currency TEXT") } },
    };
}

Ledger::Ledger(Database *database)
    : m_database(database)
{
}

QString Ledger::path() const
{
    return m_database->path();
}

Status Ledger::recordLaunch(const Instance &instance, const QDateTime &at, const QString &project)
{
    const QString name = instance.name();
    QSqlDatabase db = m_database->connection();
    if (!db.transaction()) {
        return m_database->sqlError(tr("Cannot record the launch of %1.").arg(name), db.lastError().text());
    }
    QSqlQuery query(db);
    query.prepare(QStringLiteral(
        "INSERT INTO instances (name, provider, offer_id, gpu_name, gpu_count, price_micros, currency, label,"
        " launched_at_ms, disk_gb, storage_price_micros, storage_currency, storage_billed_while_running,"
        " billing_granularity, minimum_seconds, project, traffic_out_micros, traffic_in_micros, traffic_currency)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(name) DO NOTHING"));
    const Money &storage = instance.billing.storagePerGbMonth;
    query.addBindValue(name);
    query.addBindValue(text(instance.providerId));
    query.addBindValue(text(instance.offerId));
    query.addBindValue(text(instance.gpuName));
    query.addBindValue(instance.gpuCount);
    query.addBindValue(instance.pricePerHour.micros());
    query.addBindValue(text(instance.pricePerHour.currency()));
    query.addBindValue(text(instance.label));
    query.addBindValue(at.toMSecsSinceEpoch());
    query.addBindValue(instance.diskGb);
    query.addBindValue(storage.isValid() ? QVariant(storage.micros()) : QVariant());
    query.addBindValue(storage.isValid() ? QVariant(storage.currency()) : QVariant());
    query.addBindValue(instance.billing.storageBilledWhileRunning ? 1 : 0);
    query.addBindValue(instance.billing.granularityName());
    query.addBindValue(instance.billing.minimumSeconds);
    query.addBindValue(text(project));
    const Money &trafficOut = instance.billing.trafficOutPerGb;
    const Money &trafficIn = instance.billing.trafficInPerGb;
    query.addBindValue(trafficOut.isValid() ? QVariant(trafficOut.micros()) : QVariant());
    query.addBindValue(trafficIn.isValid() ? QVariant(trafficIn.micros()) : QVariant());
    query.addBindValue(trafficOut.isValid() ? QVariant(trafficOut.currency())
            : trafficIn.isValid()           ? QVariant(trafficIn.currency())
                                            : QVariant());
    bool ok = query.exec();
    // A second launch record for the same name is ignored (0 rows); only a new record gets its first event.
    if (ok && query.numRowsAffected() == 1) {
        query.prepare(QStringLiteral("INSERT INTO events (instance_name, state, at_ms, detail) VALUES (?, ?, ?, ?)"));
        query.addBindValue(name);
        query.addBindValue(instanceStateName(instance.state));
        query.addBindValue(at.toMSecsSinceEpoch());
        query.addBindValue(text(instance.stateDetail));
        ok = query.exec();
    }
    query.finish();
    if (!ok || !db.commit()) {
        const QString detail = ok ? db.lastError().text() : query.lastError().text();
        db.rollback();
        return m_database->sqlError(tr("Cannot record the launch of %1.").arg(name), detail);
    }
    return {};
}

Status Ledger::recordState(const QString &instanceName, InstanceState state, const QDateTime &at, const QString &detail)
{
    QSqlQuery query(m_database->connection());
    query.prepare(QStringLiteral("SELECT (SELECT state FROM events WHERE instance_name = i.name"
                                 " ORDER BY at_ms DESC, id DESC LIMIT 1) FROM instances i WHERE i.name = ?"));
    query.addBindValue(instanceName);
    if (!query.exec()) {
        return m_database->readError(query);
    }
    if (!query.next()) {
        return Error::make(
            Error::Code::NotFound, tr("%1 is not in the ledger; record its launch first.").arg(instanceName));
    }
    if (query.value(0).toString() == instanceStateName(state)) {
        return {};
    }
    query.prepare(QStringLiteral("INSERT INTO events (instance_name, state, at_ms, detail) VALUES (?, ?, ?, ?)"));
    query.addBindValue(instanceName);
    query.addBindValue(instanceStateName(state));
    query.addBindValue(at.toMSecsSinceEpoch());
    query.addBindValue(text(detail));
    if (!query.exec()) {
        return m_database->sqlError(tr("Cannot record the state of %1.").arg(instanceName), query.lastError().text());
    }
    return {};
}

Status Ledger::setProject(const QString &instanceName, const QString &project)
{
    QSqlQuery query(m_database->connection());
    query.prepare(QStringLiteral("UPDATE instances SET project = ? WHERE name = ?"));
    query.addBindValue(project.trimmed());
    query.addBindValue(instanceName);
    if (!query.exec()) {
        return m_database->sqlError(tr("Cannot set the project of %1.").arg(instanceName), query.lastError().text());
    }
    if (query.numRowsAffected() == 0) {
        return Error::make(Error::Code::NotFound, tr("%1 is not in the ledger.").arg(instanceName));
    }
    return {};
}

Result<QList<LedgerInstance>> Ledger::instances() const
{
    QSqlQuery query(m_database->connection());
    query.setForwardOnly(true);
    if (!query.exec(instanceSelect()
            + QStringLiteral(
                " ORDER BY i.launched_at_ms, (SELECT MIN(id) FROM events WHERE instance_name = i.name)"))) {
        return m_database->readError(query);
    }
    QList<LedgerInstance> rows;
    while (query.next()) {
        rows.append(LedgerRows::instanceFromRow(query));
    }
    return rows;
}

Result<std::optional<LedgerInstance>> Ledger::instance(const QString &name) const
{
    QSqlQuery query(m_database->connection());
    query.setForwardOnly(true);
    query.prepare(instanceSelect() + QStringLiteral(" WHERE i.name = ?"));
    query.addBindValue(name);
    if (!query.exec()) {
        return m_database->readError(query);
    }
    if (!query.next()) {
        return std::optional<LedgerInstance>();
    }
    return std::optional<LedgerInstance>(LedgerRows::instanceFromRow(query));
}

Result<QList<LifecycleEvent>> Ledger::events(const QString &instanceName) const
{
    QSqlQuery query(m_database->connection());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT state, at_ms, detail FROM events WHERE instance_name = ? ORDER BY at_ms, id"));
    query.addBindValue(instanceName);
    if (!query.exec()) {
        return m_database->readError(query);
    }
    QList<LifecycleEvent> rows;
    while (query.next()) {
        rows.append(LifecycleEvent {
            instanceStateFromName(query.value(0).toString()), fromEpochMs(query.value(1)), query.value(2).toString() });
    }
    return rows;
}

} // namespace RentDeck
