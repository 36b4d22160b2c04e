// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "billing/IdleTime.h"
#include "checks/CheckReportStore.h"
#include "core/Result.h"
#include "team/TeamInstance.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>

namespace RentDeck {

class Database;

/** A member of the team as the database lists them. */
struct TeamMember
{
    QString name;
    bool isAdmin = false;
    QDateTime invitedAt;
    QDateTime leftAt; // invalid while in the team
};

/** A teammate's newest check of a machine rented from one offer. */
struct TeamOfferCheck
{
    QString member;
    StoredCheckReport report; // instanceName, at, status, summary, offerKey
};

/**
 * Reads the team database: its members, every member's instances priced from their own events, and the GPU
 * utilisation summary. Reads only (row-level security lets every member read everything). Blocking SQL on the
 * database's thread.
 */
class TeamLedger
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::TeamLedger)

public:
    explicit TeamLedger(Database &team);

    /** The role this connection logged in as. */
    [[nodiscard]] Result<QString> currentMember() const;
    [[nodiscard]] Result<QList<TeamMember>> members() const;
    /** Every member's instances, oldest launch first, with their events and the newest utilisation. */
    [[nodiscard]] Result<QList<TeamInstance>> instances(const QDateTime &now) const;
    /** GPU minutes from \a since to \a until per instance, keyed by key(source, name). */
    [[nodiscard]] Result<QHash<QString, IdleTime>> gpuMinutes(const QDateTime &since, const QDateTime &until) const;
    static QString key(const QString &source, const QString &instanceName);
    /**
     * What the newest check of a machine rented from each offer found, whoever in the team ran it ("this host failed
     * its checks for a teammate yesterday"), keyed by "provider:offer".
     */
    [[nodiscard]] Result<QHash<QString, TeamOfferCheck>> latestChecksPerOffer() const;

private:
    Database &m_team;
};

} // namespace RentDeck
