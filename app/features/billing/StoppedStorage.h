// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "billing/LedgerInstance.h"
#include "core/Leftover.h"

#include <QList>

namespace RentDeck {

/**
 * The leftovers the ledger alone knows, for every provider alike: stopped instances whose disk still bills (Vast.ai's
 * storage, RunPod's volume disk of an EXITED pod, AutoDL's data disk until the machine is released), priced from the
 * storage price quoted at launch, per GB-month of 30 days.
 */
class StoppedStorage
{
public:
    StoppedStorage() = delete;

    static QList<Leftover> leftovers(const QList<LedgerInstance> &instances);
};

} // namespace RentDeck
