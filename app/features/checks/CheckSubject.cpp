// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/CheckSubject.h"

namespace RentDeck {

CheckSubject CheckSubject::from(const Instance &instance, const std::optional<Offer> &offer)
{
    CheckSubject subject;
    subject.instanceName = instance.name();
    subject.offerId = instance.offerId;
    subject.gpuName = instance.gpuName;
    subject.gpuCount = instance.gpuCount;
    subject.vramGb = instance.vramGb;
    if (offer) {
        subject.gpuName = subject.gpuName.isEmpty() ? offer->gpuName : subject.gpuName;
        subject.gpuCount = subject.gpuCount > 0 ? subject.gpuCount : offer->gpuCount;
        subject.vramGb = subject.vramGb > 0 ? subject.vramGb : offer->vramGb;
        subject.sliced = offer->sliced;
        subject.driverVersion = offer->driverVersion;
        subject.maxCuda = offer->maxCuda;
        subject.cpuCores = offer->cpuCores;
        subject.ramGb = offer->ramGb;
        subject.interconnect = offer->interconnect;
    }
    return subject;
}

} // namespace RentDeck
