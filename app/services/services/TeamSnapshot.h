// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "notify/Alert.h"
#include "team/TeamInstance.h"
#include "team/TeamLedger.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QStringList>

namespace RentDeck {

/** What one look at the team gave the window: who is doing what, whether the database answers, what waits. */
struct TeamSnapshot
{
    bool linked = false;
    bool online = false;
    QString team; // the database's name
    QString member; // this member
    QDateTime offlineSince; // invalid while online
    qint64 pending = 0; // writes in the outbox
    QString error; // why the last look failed (a refused password, a schema), empty when it did not
    QList<TeamInstance> instances; // every member's
    QList<Alert> alerts; // budget alerts this look fired
    QStringList toStop; // this member's instances a used-up budget asks to stop
    QHash<QString, TeamOfferCheck> offerChecks; // the team's newest check per offer, for the Offers tab
};

} // namespace RentDeck
