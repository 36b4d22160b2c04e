// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LiveInstances.h"

#include "services/InstanceManager.h"

#include <QSignalSpy>

namespace RentDeck {

void destroyLiveInstances(InstanceManager &manager, int timeoutMs)
{
    const QList<Instance> instances = manager.instances(); // a copy: destroying changes the list
    for (const Instance &instance : instances) {
        if (instance.state == InstanceState::Terminated) {
            continue;
        }
        StatusJob *job = manager.destroy(instance.name());
        QSignalSpy finished(job, &Job::finished);
        finished.wait(timeoutMs);
    }
}

} // namespace RentDeck
