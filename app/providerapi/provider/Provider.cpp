// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "provider/Provider.h"

#include <QCoreApplication>

namespace RentDeck {

StatusJob *Provider::restartInstance(const QString &instanceId)
{
    auto *job = new StatusJob(this);
    job->finishWith(Error::make(Error::Code::Unsupported,
        QCoreApplication::translate("RentDeck::Provider", "%1 cannot restart instance %2 in place; stop and resume it.")
            .arg(descriptor().displayName, instanceId)));
    return job;
}

InstanceJob *Provider::addHost(const SshHostSpec &spec)
{
    auto *job = new InstanceJob(this);
    job->finishWithError(Error::make(Error::Code::Unsupported,
        QCoreApplication::translate("RentDeck::Provider", "%1 cannot add %2 as an SSH host; use Add SSH host.")
            .arg(descriptor().displayName, spec.host)));
    return job;
}

StatusJob *Provider::reclaim(const QString &instanceId)
{
    auto *job = new StatusJob(this);
    job->finishWith(Error::make(Error::Code::Unsupported,
        QCoreApplication::translate(
            "RentDeck::Provider", "%1 is a real provider: only it decides when to take instance %2 back.")
            .arg(descriptor().displayName, instanceId)));
    return job;
}

LeftoverListJob *Provider::listLeftovers()
{
    auto *job = new LeftoverListJob(this);
    job->finishWithValue({});
    return job;
}

StatusJob *Provider::deleteLeftover(const QString &leftoverId)
{
    auto *job = new StatusJob(this);
    job->finishWith(Error::make(Error::Code::Unsupported,
        QCoreApplication::translate(
            "RentDeck::Provider", "RentDeck cannot delete %1 at %2; do it in the provider's console.")
            .arg(leftoverId, descriptor().displayName)));
    return job;
}

} // namespace RentDeck
