// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "billing/LedgerInstance.h"
#include "core/Leftover.h"

#include <QHash>
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

    /**
     * \a releaseDays: per provider, the days after which it deletes an instance left stopped
     * (ProviderDescriptor::releasesStoppedAfterDays). Such an instance is listed even when its disk is free, with the
     * date its data goes (its cost per day unknown unless a storage price was quoted).
     */
    static QList<Leftover> leftovers(
        const QList<LedgerInstance> &instances, const QHash<QString, int> &releaseDays = {});
};

} // namespace RentDeck
