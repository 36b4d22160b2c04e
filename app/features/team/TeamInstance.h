// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "billing/LedgerInstance.h"
#include "billing/LifecycleEvent.h"

#include <QDateTime>
#include <QList>
#include <QString>

namespace RentDeck {

/** An instance as the team database knows it: whose it is, what the ledger says, and how busy its GPUs were. */
struct TeamInstance
{
    QString member;
    QString source; // the member's ledger it came from
    LedgerInstance instance;
    QList<LifecycleEvent> events; // its lifecycle, ordered (for pricing it exactly as its owner does)
    double utilization = -1; // mean over its GPUs in the newest minute known; -1 = none reported
    QDateTime utilizationAt; // that minute
    QDateTime idleSince; // start of the unbroken run of idle minutes up to utilizationAt; invalid when busy
};

} // namespace RentDeck
