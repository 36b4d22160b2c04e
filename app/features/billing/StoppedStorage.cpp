// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "billing/StoppedStorage.h"

namespace RentDeck {

QList<Leftover> StoppedStorage::leftovers(const QList<LedgerInstance> &instances)
{
    QList<Leftover> leftovers;
    for (const LedgerInstance &instance : instances) {
        const Money &storage = instance.billing.storagePerGbMonth;
        if (instance.state != InstanceState::Stopped || !storage.isValid() || storage.micros() <= 0
            || instance.diskGb <= 0) {
            continue;
        }
        Leftover leftover;
        leftover.providerId = instance.providerId;
        leftover.kind = Leftover::Kind::StoppedInstance;
        leftover.id = instance.name.mid(instance.providerId.size() + 1);
        leftover.sizeGb = instance.diskGb;
        leftover.costPerDay = Money(qint64(double(storage.micros()) * instance.diskGb / 30.0), storage.currency());
        leftover.since = instance.stateChangedAt;
        leftover.belongedTo = instance.name;
        leftovers << leftover;
    }
    return leftovers;
}

} // namespace RentDeck
