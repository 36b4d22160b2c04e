// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "budgets/BudgetStore.h"

#include "storage/Database.h"
#include "storage/SqlValues.h"

#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace RentDeck {

using SqlValues::text;

namespace {

QString scopeKindName(Budget::Scope scope)
{
    switch (scope) {
    case Budget::Scope::Account:
        return QStringLiteral("account");
    case Budget::Scope::Team:
        return QStringLiteral("team");
    case Budget::Scope::Project:
        return QStringLiteral("project");
    case Budget::Scope::Instance:
        return QStringLiteral("instance");
    }
    return {};
}

} // namespace

QStringList BudgetStore::tableStatements(const QString &memberColumn)
{
    return {
        QStringLiteral("CREATE TABLE budgets (id {id_never_reused},%1"
                       " scope_kind TEXT NOT NULL CHECK (scope_kind IN ('account', 'team', 'project', 'instance')),"
                       " scope TEXT NOT NULL DEFAULT '', period TEXT NOT NULL CHECK (period IN ('day', 'month')),"
                       " limit_micros BIGINT NOT NULL, currency TEXT NOT NULL, warn TEXT NOT NULL DEFAULT '50,80,100',"
                       " at_limit TEXT NOT NULL DEFAULT 'notify' CHECK (at_limit IN ('notify', 'stop')),"
                       " time_zone TEXT NOT NULL DEFAULT 'UTC', created_ms BIGINT NOT NULL)")
            .arg(memberColumn),
        QStringLiteral(
            "CREATE TABLE budget_alerts (budget_id BIGINT NOT NULL,%1 threshold INTEGER NOT NULL,"
            " period_key TEXT NOT NULL, sent_ms BIGINT NOT NULL, PRIMARY KEY (budget_id, threshold, period_key))")
            .arg(memberColumn),
        QStringLiteral("CREATE TABLE notify_channels (id {id_never_reused},%1"
                       " kind TEXT NOT NULL CHECK (kind IN ('webhook', 'email')), target TEXT NOT NULL,"
                       " format TEXT NOT NULL DEFAULT 'json', smtp_host TEXT NOT NULL DEFAULT '',"
                       " smtp_port INTEGER NOT NULL DEFAULT 25, starttls INTEGER NOT NULL DEFAULT 0,"
                       " created_ms BIGINT NOT NULL)")
            .arg(memberColumn),
    };
}

Migrations BudgetStore::migrations()
{
    return { { 9, QStringLiteral("BudgetStore"), tableStatements(QString()) } };
}

BudgetStore::BudgetStore(Database *database)
    : m_database(database)
{
}

Error BudgetStore::unavailable() const
{
    return Error::make(Error::Code::Missing, tr("The ledger is not open, so budgets cannot be kept."));
}

Result<qint64> BudgetStore::addBudget(const Budget &budget) const
{
    if (!m_database) {
        return unavailable();
    }
    QStringList warn;
    for (int percent : budget.warnPercents) {
        warn << QString::number(percent);
    }
    QSqlQuery query(m_database->connection());
    query.prepare(
        QStringLiteral("INSERT INTO budgets (scope_kind, scope, period, limit_micros, currency, warn, at_limit,"
                       " time_zone, created_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id"));
    query.addBindValue(scopeKindName(budget.scope));
    query.addBindValue(text(budget.scopeValue));
    query.addBindValue(Budget::periodName(budget.period));
    query.addBindValue(budget.limit.micros());
    query.addBindValue(budget.limit.currency());
    query.addBindValue(warn.join(QLatin1Char(',')));
    query.addBindValue(Budget::atLimitName(budget.atLimit));
    query.addBindValue(text(budget.timeZone));
    query.addBindValue(QDateTime::currentMSecsSinceEpoch());
    if (!query.exec() || !query.next()) {
        return m_database->sqlError(tr("Cannot save the budget."), query.lastError().text());
    }
    return query.value(0).toLongLong();
}

Result<QList<Budget>> BudgetStore::budgets() const
{
    if (!m_database) {
        return unavailable();
    }
    QSqlQuery query(m_database->connection());
    query.setForwardOnly(true);
    const bool team = m_database->isPostgres();
    if (!query.exec(QStringLiteral("SELECT id, scope_kind, scope, period, limit_micros, currency, warn, at_limit,"
                                   " time_zone, %1 FROM budgets ORDER BY id")
                        .arg(team ? QStringLiteral("member") : QStringLiteral("''")))) {
        return m_database->readError(query);
    }
    QList<Budget> budgets;
    while (query.next()) {
        Budget budget;
        budget.id = query.value(0).toLongLong();
        (void)Budget::parseScope(query.value(1).toString()
                + (query.value(2).toString().isEmpty() ? QString() : QLatin1Char(':') + query.value(2).toString()),
            &budget.scope, &budget.scopeValue);
        budget.period = query.value(3).toString() == QLatin1String("day") ? Budget::Period::Day : Budget::Period::Month;
        budget.limit = Money(query.value(4).toLongLong(), query.value(5).toString());
        budget.warnPercents.clear();
        for (const QString &percent : query.value(6).toString().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            budget.warnPercents << percent.toInt();
        }
        budget.atLimit
            = query.value(7).toString() == QLatin1String("stop") ? Budget::AtLimit::Stop : Budget::AtLimit::Notify;
        budget.timeZone = query.value(8).toString();
        budget.member = query.value(9).toString();
        budgets << budget;
    }
    return budgets;
}

Status BudgetStore::removeBudget(qint64 id) const
{
    if (!m_database) {
        return unavailable();
    }
    QSqlQuery query(m_database->connection());
    query.prepare(QStringLiteral("DELETE FROM budgets WHERE id = ?"));
    query.addBindValue(id);
    if (!query.exec()) {
        return m_database->sqlError(tr("Cannot remove budget %1.").arg(id), query.lastError().text());
    }
    if (query.numRowsAffected() != 1) {
        return Error::make(Error::Code::NotFound,
            tr("There is no budget %1 that you may remove (see: rentdeck-cli budget list).").arg(id));
    }
    return {};
}

Result<bool> BudgetStore::claimAlert(qint64 budgetId, int threshold, const QString &periodKey) const
{
    if (!m_database) {
        return unavailable();
    }
    QSqlQuery query(m_database->connection());
    query.prepare(
        QStringLiteral("INSERT INTO budget_alerts (budget_id, threshold, period_key, sent_ms) VALUES (?, ?, ?, ?)"
                       " ON CONFLICT (budget_id, threshold, period_key) DO NOTHING"));
    query.addBindValue(budgetId);
    query.addBindValue(threshold);
    query.addBindValue(periodKey);
    query.addBindValue(QDateTime::currentMSecsSinceEpoch());
    if (!query.exec()) {
        return m_database->sqlError(tr("Cannot record the budget alert."), query.lastError().text());
    }
    return query.numRowsAffected() == 1;
}

Status BudgetStore::releaseAlert(qint64 budgetId, int threshold, const QString &periodKey) const
{
    if (!m_database) {
        return unavailable();
    }
    QSqlQuery query(m_database->connection());
    query.prepare(QStringLiteral("DELETE FROM budget_alerts WHERE budget_id = ? AND threshold = ? AND period_key = ?"));
    query.addBindValue(budgetId);
    query.addBindValue(threshold);
    query.addBindValue(periodKey);
    if (!query.exec()) {
        return m_database->sqlError(tr("Cannot record the budget alert."), query.lastError().text());
    }
    return {};
}

Result<qint64> BudgetStore::addChannel(const NotifyChannel &channel) const
{
    if (!m_database) {
        return unavailable();
    }
    QSqlQuery query(m_database->connection());
    query.prepare(QStringLiteral("INSERT INTO notify_channels (kind, target, format, smtp_host, smtp_port, starttls,"
                                 " created_ms) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id"));
    query.addBindValue(NotifyChannel::kindName(channel.kind));
    query.addBindValue(channel.target);
    query.addBindValue(NotifyChannel::formatName(channel.format));
    query.addBindValue(text(channel.smtpHost));
    query.addBindValue(channel.smtpPort);
    query.addBindValue(channel.startTls ? 1 : 0);
    query.addBindValue(QDateTime::currentMSecsSinceEpoch());
    if (!query.exec() || !query.next()) {
        return m_database->sqlError(tr("Cannot save the channel."), query.lastError().text());
    }
    return query.value(0).toLongLong();
}

Result<QList<NotifyChannel>> BudgetStore::channels() const
{
    if (!m_database) {
        return unavailable();
    }
    QSqlQuery query(m_database->connection());
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT id, kind, target, format, smtp_host, smtp_port, starttls"
                                   " FROM notify_channels ORDER BY id"))) {
        return m_database->readError(query);
    }
    QList<NotifyChannel> channels;
    while (query.next()) {
        NotifyChannel channel;
        channel.id = query.value(0).toLongLong();
        channel.kind = query.value(1).toString() == QLatin1String("email") ? NotifyChannel::Kind::Email
                                                                           : NotifyChannel::Kind::Webhook;
        channel.target = query.value(2).toString();
        (void)NotifyChannel::formatFromName(query.value(3).toString(), &channel.format);
        channel.smtpHost = query.value(4).toString();
        channel.smtpPort = query.value(5).toInt();
        channel.startTls = query.value(6).toInt() != 0;
        channels << channel;
    }
    return channels;
}

Status BudgetStore::removeChannel(qint64 id) const
{
    if (!m_database) {
        return unavailable();
    }
    QSqlQuery query(m_database->connection());
    query.prepare(QStringLiteral("DELETE FROM notify_channels WHERE id = ?"));
    query.addBindValue(id);
    if (!query.exec()) {
        return m_database->sqlError(tr("Cannot remove channel %1.").arg(id), query.lastError().text());
    }
    if (query.numRowsAffected() != 1) {
        return Error::make(Error::Code::NotFound,
            tr("There is no channel %1 that you may remove (see: rentdeck-cli notify list).").arg(id));
    }
    return {};
}

} // namespace RentDeck
