// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QCoreApplication>
#include <QString>

namespace RentDeck {

class Database;

/** A new member's login, shown once to the admin who invited them. */
struct TeamInvitation
{
    QString member;
    QString password;
};

/**
 * What a team's admin does to the team database: make it (schema, the two group roles and their rights, the admin
 * as the first member) and invite members, each with a login role of their own and a fresh random password that the
 * server only ever receives as a SCRAM verifier. Both are safe to repeat: init again upgrades the schema and
 * re-grants; inviting a member again gives them a new password.
 *
 * Blocking SQL on \a team's thread.
 */
class TeamAdmin
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::TeamAdmin)

public:
    TeamAdmin() = delete;

    /** After Database::openPostgres(…, Migrate) as the admin: roles, rights and the admin's member row. */
    [[nodiscard]] static Status init(Database &team, const QString &databaseName);
    /** A login role for \a member (a plain name) in the team's group, an admin one when \a admin. */
    [[nodiscard]] static Result<TeamInvitation> invite(
        Database &team, const QString &databaseName, const QString &member, bool admin);
    /** Marks the connected member as gone (their rows stay: the money they spent is the team's history). */
    [[nodiscard]] static Status leave(Database &team);
};

} // namespace RentDeck
