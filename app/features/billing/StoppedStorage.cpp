// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "billing/StoppedStorage.h"

namespace RentDeck {

QList<Leftover> StoppedStorage::leftovers(
    const QList<LedgerInstance> &instances, const QHash<QString, int> &releaseDays)
{
    QList<Leftover> leftovers;
    for (const LedgerInstance &instance : instances) {
        if (instance.state != InstanceState::Stopped) {
            continue;
        }
        const Money &storage = instance.billing.storagePerGbMonth;
        const bool billed = storage.isValid() && storage.micros() > 0 && instance.diskGb > 0;
        const int days = releaseDays.value(instance.providerId, 0);
        if (!billed && days <= 0) {
            continue;
        }
        Leftover leftover;
        leftover.providerId = instance.providerId;
        leftover.kind = Leftover::Kind::StoppedInstance;
        leftover.id = instance.name.mid(instance.providerId.size() + 1);
        leftover.sizeGb = instance.diskGb;
        if (billed) {
            leftover.costPerDay = Money(qint64(double(storage.micros()) * instance.diskGb / 30.0), storage.currency());
        }
        leftover.since = instance.stateChangedAt;
        if (days > 0 && instance.stateChangedAt.isValid()) {
            leftover.releasesAt = instance.stateChangedAt.addDays(days);
        }
        leftover.belongedTo = instance.name;
        leftovers << leftover;
    }
    return leftovers;
}

} // namespace RentDeck
