// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "watch/GuardStore.h"

#include "logging/LoggingCategories.h"
#include "storage/Database.h"
#include "storage/SqlValues.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace RentDeck {

using SqlValues::text;

namespace {

const QString PolicyColumns
    = QStringLiteral("scope_kind, scope, budget_micros, budget_currency, max_lifetime_s, idle_percent, idle_minutes,"
                     " action, watchdog, countdown_s, updated_ms FROM guards");

GuardPolicy policyFromRow(const QSqlQuery &query)
{
    GuardPolicy policy;
    policy.scopeKind = GuardPolicy::scopeFromName(query.value(0).toString());
    policy.scope = query.value(1).toString();
    if (!query.value(2).isNull()) {
        policy.budget = Money(query.value(2).toLongLong(), query.value(3).toString());
    }
    if (!query.value(4).isNull()) {
        policy.maxLifetimeSeconds = query.value(4).toLongLong();
    }
    if (!query.value(5).isNull() && !query.value(6).isNull()) {
        policy.idle = IdleRule { query.value(5).toDouble(), query.value(6).toInt() };
    }
    policy.action = GuardPolicy::actionFromName(query.value(7).toString());
    policy.watchdog = query.value(8).toBool();
    policy.countdownSeconds = query.value(9).toInt();
    policy.updatedAt = QDateTime::fromMSecsSinceEpoch(query.value(10).toLongLong(), Qt::UTC);
    return policy;
}

} // namespace

Migrations GuardStore::migrations()
{
    return { { 6, QStringLiteral("GuardStore"),
        { QStringLiteral("CREATE TABLE guards (scope_kind TEXT NOT NULL CHECK (scope_kind IN ('instance', 'project')),"
                         " scope TEXT NOT NULL, budget_micros BIGINT, budget_currency TEXT, max_lifetime_s BIGINT,"
                         " idle_percent DOUBLE PRECISION, idle_minutes INTEGER,"
                         " action TEXT NOT NULL DEFAULT 'warn' CHECK (action IN ('warn', 'stop', 'destroy')),"
                         " watchdog INTEGER NOT NULL DEFAULT 0, countdown_s INTEGER NOT NULL DEFAULT 60,"
                         " updated_ms BIGINT NOT NULL, PRIMARY KEY (scope_kind, scope))"),
            QStringLiteral("CREATE TABLE guard_events (id {id}, instance_name TEXT NOT NULL, at_ms BIGINT NOT NULL,"
                           " kind TEXT NOT NULL, reason TEXT NOT NULL DEFAULT '', detail TEXT NOT NULL DEFAULT '')"),
            QStringLiteral("CREATE INDEX guard_events_by_instance ON guard_events(instance_name, at_ms)") } } };
}

GuardStore::GuardStore(Database *database)
    : m_database(database)
{
}

Error GuardStore::unavailable() const
{
    return Error::make(Error::Code::Missing, tr("The ledger is not open, so guards cannot be saved or read."));
}

Status GuardStore::save(const GuardPolicy &policy, const QDateTime &now)
{
    if (!m_database) {
        return unavailable();
    }
    if (policy.scope.trimmed().isEmpty()) {
        return Error::make(Error::Code::InvalidInput, tr("A guard needs an instance or a project."));
    }
    if (policy.budget.isValid() && policy.budget.micros() <= 0) {
        return Error::make(Error::Code::InvalidInput, tr("A guard's budget must be more than zero."));
    }
    if (policy.maxLifetimeSeconds && *policy.maxLifetimeSeconds <= 0) {
        return Error::make(Error::Code::InvalidInput, tr("A guard's lifetime must be more than zero."));
    }
    if (policy.idle && (!(policy.idle->percent > 0 && policy.idle->percent <= 100) || policy.idle->minutes <= 0)) {
        return Error::make(Error::Code::InvalidInput,
            tr("An idle rule needs a utilization above 0% and at most 100%, and at least one minute."));
    }
    if (policy.countdownSeconds < 0) {
        return Error::make(Error::Code::InvalidInput, tr("A guard's countdown cannot be negative."));
    }
    QSqlQuery query(m_database->connection());
    query.prepare(QStringLiteral(
        "INSERT INTO guards (scope_kind, scope, budget_micros, budget_currency, max_lifetime_s, idle_percent,"
        " idle_minutes, action, watchdog, countdown_s, updated_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
        " ON CONFLICT (scope_kind, scope) DO UPDATE SET budget_micros = excluded.budget_micros,"
        " budget_currency = excluded.budget_currency, max_lifetime_s = excluded.max_lifetime_s,"
        " idle_percent = excluded.idle_percent, idle_minutes = excluded.idle_minutes, action = excluded.action,"
        " watchdog = excluded.watchdog, countdown_s = excluded.countdown_s, updated_ms = excluded.updated_ms"));
    query.addBindValue(GuardPolicy::scopeName(policy.scopeKind));
    query.addBindValue(policy.scope);
    query.addBindValue(policy.budget.isValid() ? QVariant(policy.budget.micros()) : QVariant());
    query.addBindValue(policy.budget.isValid() ? QVariant(policy.budget.currency()) : QVariant());
    query.addBindValue(policy.maxLifetimeSeconds ? QVariant(*policy.maxLifetimeSeconds) : QVariant());
    query.addBindValue(policy.idle ? QVariant(policy.idle->percent) : QVariant());
    query.addBindValue(policy.idle ? QVariant(policy.idle->minutes) : QVariant());
    query.addBindValue(GuardPolicy::actionName(policy.action));
    query.addBindValue(policy.watchdog ? 1 : 0);
    query.addBindValue(policy.countdownSeconds);
    query.addBindValue(now.toMSecsSinceEpoch());
    if (!query.exec()) {
        return m_database->sqlError(tr("Cannot save the guard of %1.").arg(policy.scope), query.lastError().text());
    }
    return {};
}

Status GuardStore::remove(GuardScope scopeKind, const QString &scope)
{
    if (!m_database) {
        return unavailable();
    }
    QSqlQuery query(m_database->connection());
    query.prepare(QStringLiteral("DELETE FROM guards WHERE scope_kind = ? AND scope = ?"));
    query.addBindValue(GuardPolicy::scopeName(scopeKind));
    query.addBindValue(scope);
    if (!query.exec()) {
        return m_database->sqlError(tr("Cannot remove the guard of %1.").arg(scope), query.lastError().text());
    }
    if (query.numRowsAffected() == 0) {
        return Error::make(Error::Code::NotFound, tr("%1 has no guard.").arg(scope));
    }
    return {};
}

Result<std::optional<GuardPolicy>> GuardStore::policy(GuardScope scopeKind, const QString &scope) const
{
    if (!m_database) {
        return unavailable();
    }
    QSqlQuery query(m_database->connection());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT ") + PolicyColumns + QStringLiteral(" WHERE scope_kind = ? AND scope = ?"));
    query.addBindValue(GuardPolicy::scopeName(scopeKind));
    query.addBindValue(scope);
    if (!query.exec()) {
        return m_database->sqlError(tr("Cannot read the guards."), query.lastError().text());
    }
    if (!query.next()) {
        return std::optional<GuardPolicy>();
    }
    return std::optional<GuardPolicy>(policyFromRow(query));
}

Result<QList<GuardPolicy>> GuardStore::policies() const
{
    if (!m_database) {
        return unavailable();
    }
    QSqlQuery query(m_database->connection());
    query.setForwardOnly(true);
    // 'instance' sorts before 'project'.
    if (!query.exec(QStringLiteral("SELECT ") + PolicyColumns + QStringLiteral(" ORDER BY scope_kind, scope"))) {
        return m_database->sqlError(tr("Cannot read the guards."), query.lastError().text());
    }
    QList<GuardPolicy> policies;
    while (query.next()) {
        policies.append(policyFromRow(query));
    }
    return policies;
}

Result<std::optional<GuardPolicy>> GuardStore::effectivePolicy(
    const QString &instanceName, const QString &project) const
{
    auto own = policy(GuardScope::Instance, instanceName);
    if (!own) {
        return own.error();
    }
    if (own->has_value() || project.isEmpty()) {
        return own;
    }
    return policy(GuardScope::Project, project);
}

Status GuardStore::recordEvent(const GuardEvent &event)
{
    if (!m_database) {
        return unavailable();
    }
    QSqlQuery query(m_database->connection());
    query.prepare(
        QStringLiteral("INSERT INTO guard_events (instance_name, at_ms, kind, reason, detail) VALUES (?, ?, ?, ?, ?)"));
    query.addBindValue(event.instanceName);
    query.addBindValue(event.at.toMSecsSinceEpoch());
    query.addBindValue(text(event.kind));
    query.addBindValue(text(event.reason));
    query.addBindValue(text(event.detail));
    if (!query.exec()) {
        return m_database->sqlError(
            tr("Cannot record what the guard of %1 did.").arg(event.instanceName), query.lastError().text());
    }
    return {};
}

Result<QList<GuardEvent>> GuardStore::events(const QString &instanceName, int limit) const
{
    if (!m_database) {
        return unavailable();
    }
    QSqlQuery query(m_database->connection());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT id, at_ms, kind, reason, detail FROM guard_events WHERE instance_name = ?"
                                 " ORDER BY at_ms DESC, id DESC LIMIT ?"));
    query.addBindValue(instanceName);
    query.addBindValue(std::max(0, limit));
    if (!query.exec()) {
        return m_database->sqlError(
            tr("Cannot read what the guard of %1 did.").arg(instanceName), query.lastError().text());
    }
    QList<GuardEvent> events;
    while (query.next()) {
        events.prepend(GuardEvent { query.value(0).toLongLong(), instanceName,
            QDateTime::fromMSecsSinceEpoch(query.value(1).toLongLong(), Qt::UTC), query.value(2).toString(),
            query.value(3).toString(), query.value(4).toString() });
    }
    return events;
}

} // namespace RentDeck
