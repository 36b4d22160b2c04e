// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "team/TeamAdmin.h"

#include "storage/Database.h"
#include "storage/PostgresAddress.h"
#include "storage/PostgresPassword.h"
#include "team/TeamSchema.h"

#include <QDateTime>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace RentDeck {

namespace {

QString quoteIdentifier(const Database &team, const QString &name)
{
    return team.connection().driver()->escapeIdentifier(name, QSqlDriver::TableName);
}

Result<bool> roleExists(const Database &team, const QString &role)
{
    QSqlQuery query(team.connection());
    query.prepare(QStringLiteral("SELECT 1 FROM pg_roles WHERE rolname = ?"));
    query.addBindValue(role);
    if (!query.exec()) {
        return team.readError(query);
    }
    return query.next();
}

// Runs \a statements in one transaction; the first failure rolls all back and is reported as \a what.
Status runAll(Database &team, const QStringList &statements, const QString &what,
    const std::function<Status(QSqlQuery &)> &more = {})
{
    QSqlDatabase db = team.connection();
    if (!db.transaction()) {
        return team.sqlError(what, db.lastError().text());
    }
    QSqlQuery query(db);
    for (const QString &statement : statements) {
        if (!query.exec(statement)) {
            const QString detail = query.lastError().text();
            db.rollback();
            QString advice;
            if (detail.contains(QLatin1String("permission denied"))) {
                advice = QLatin1Char(' ')
                    + TeamAdmin::tr("The role in the address needs the right to create roles (CREATEROLE) and to "
                                    "create tables in the database (its owner, or a superuser).");
            }
            return team.sqlError(what + advice, detail);
        }
    }
    if (more) {
        if (const Status done = more(query); !done) {
            db.rollback();
            return done;
        }
    }
    query.finish();
    if (!db.commit()) {
        const QString detail = db.lastError().text();
        db.rollback();
        return team.sqlError(what, detail);
    }
    return {};
}

} // namespace

Status TeamAdmin::init(Database &team, const QString &databaseName)
{
    const auto quote = [&team](const QString &name) { return quoteIdentifier(team, name); };
    QStringList statements;
    for (const QString &group : { TeamSchema::memberGroup(databaseName), TeamSchema::adminGroup(databaseName) }) {
        const Result<bool> exists = roleExists(team, group);
        if (!exists) {
            return exists.error();
        }
        if (!exists.value()) {
            statements << QStringLiteral("CREATE ROLE %1 NOLOGIN").arg(quote(group));
        }
    }
    statements += TeamSchema::accessStatements(databaseName, quote);
    statements
        << QStringLiteral("GRANT %1 TO current_user WITH ADMIN OPTION").arg(quote(TeamSchema::adminGroup(databaseName)))
        << QStringLiteral("GRANT %1 TO current_user WITH ADMIN OPTION")
               .arg(quote(TeamSchema::memberGroup(databaseName)));
    return runAll(team, statements, tr("Cannot set up the team in %1.").arg(team.path()), [&team](QSqlQuery &query) {
        query.prepare(QStringLiteral("INSERT INTO members (name, is_admin, invited_by, invited_at_ms)"
                                     " VALUES (current_user, 1, current_user, ?)"
                                     " ON CONFLICT (name) DO UPDATE SET is_admin = 1, left_at_ms = NULL"));
        query.addBindValue(QDateTime::currentMSecsSinceEpoch());
        if (!query.exec()) {
            return Status(team.sqlError(tr("Cannot add the admin to the team."), query.lastError().text()));
        }
        return Status();
    });
}

Result<TeamInvitation> TeamAdmin::invite(Database &team, const QString &databaseName, const QString &member, bool admin)
{
    if (!PostgresAddress::isPlainName(member)) {
        return Error::make(Error::Code::InvalidInput,
            tr("\"%1\" cannot be a member name: use lower-case letters, digits and _, starting with a letter (at "
               "most 48).")
                .arg(member));
    }
    const auto quote = [&team](const QString &name) { return quoteIdentifier(team, name); };
    const Result<bool> exists = roleExists(team, member);
    if (!exists) {
        return exists.error();
    }
    if (exists.value()) {
        // Only a member of this team gets a new password: any other role on the server is none of RentDeck's business.
        QSqlQuery known(team.connection());
        known.prepare(QStringLiteral("SELECT 1 FROM members WHERE name = ?"));
        known.addBindValue(member);
        if (!known.exec()) {
            return team.readError(known);
        }
        if (!known.next()) {
            return Error::make(Error::Code::InvalidInput,
                tr("The server already has a role named %1 that is not in this team; pick another name.").arg(member));
        }
    }
    const TeamInvitation invitation { member, PostgresPassword::generate() };
    const QString verifier = PostgresPassword::scramVerifier(invitation.password);
    const QString role = quote(member);
    QStringList statements;
    // The verifier is [A-Za-z0-9+/=$:-] only, so quoting it inline is safe; the password itself never travels.
    statements << (exists.value() ? QStringLiteral("ALTER ROLE %1 LOGIN PASSWORD '%2'")
                                  : QStringLiteral("CREATE ROLE %1 LOGIN PASSWORD '%2'"))
                      .arg(role, verifier)
               << QStringLiteral("GRANT %1 TO %2").arg(quote(TeamSchema::memberGroup(databaseName)), role);
    if (admin) {
        statements
            << QStringLiteral("GRANT %1 TO %2 WITH ADMIN OPTION").arg(quote(TeamSchema::adminGroup(databaseName)), role)
            << QStringLiteral("GRANT %1 TO %2 WITH ADMIN OPTION")
                   .arg(quote(TeamSchema::memberGroup(databaseName)), role)
            << QStringLiteral("ALTER ROLE %1 CREATEROLE").arg(role);
    }
    const Status done = runAll(team, statements, tr("Cannot invite %1.").arg(member), [&](QSqlQuery &query) {
        query.prepare(QStringLiteral("INSERT INTO members (name, is_admin, invited_by, invited_at_ms)"
                                     " VALUES (?, ?, current_user, ?) ON CONFLICT (name) DO UPDATE"
                                     " SET is_admin = excluded.is_admin, left_at_ms = NULL"));
        query.addBindValue(member);
        query.addBindValue(admin ? 1 : 0);
        query.addBindValue(QDateTime::currentMSecsSinceEpoch());
        if (!query.exec()) {
            return Status(team.sqlError(tr("Cannot add %1 to the team.").arg(member), query.lastError().text()));
        }
        return Status();
    });
    if (!done) {
        return done.error();
    }
    return invitation;
}

Status TeamAdmin::leave(Database &team)
{
    QSqlQuery query(team.connection());
    query.prepare(QStringLiteral("UPDATE members SET left_at_ms = ? WHERE name = current_user"));
    query.addBindValue(QDateTime::currentMSecsSinceEpoch());
    if (!query.exec()) {
        return team.sqlError(tr("Cannot mark you as gone from the team."), query.lastError().text());
    }
    return {};
}

} // namespace RentDeck
