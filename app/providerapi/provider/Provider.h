// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Instance.h"
#include "core/Job.h"
#include "core/Leftover.h"
#include "core/Offer.h"
#include "provider/ProviderContext.h"
#include "provider/ProviderDescriptor.h"
#include "provider/SshHostSpec.h"

#include <QObject>
#include <memory>

namespace RentDeck {

using OfferListJob = ValueJob<QList<Offer>>;
using InstanceListJob = ValueJob<QList<Instance>>;
using InstanceJob = ValueJob<Instance>;
using LeftoverListJob = ValueJob<QList<Leftover>>;

/**
 * One configured account at one provider. Every call returns at once with a job owned by the
 * provider until it finishes; results arrive through the job. Lives on the thread that created it.
 */
class Provider : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Provider)
public:
    static constexpr int InterfaceVersion = 1;
    using QObject::QObject;

    virtual ProviderDescriptor descriptor() const = 0;
    virtual StatusJob *verifyCredentials() = 0;
    virtual OfferListJob *listOffers(const OfferQuery &query) = 0;
    virtual InstanceListJob *listInstances() = 0;
    /** Finishes when the provider accepted the request; the instance may still be provisioning. */
    virtual InstanceJob *createInstance(const InstanceSpec &spec) = 0;
    /** Error::Code::Unsupported unless descriptor().capabilities has StartStop. */
    virtual StatusJob *setPowerState(const QString &instanceId, PowerState state) = 0;
    virtual StatusJob *destroyInstance(const QString &instanceId) = 0;
    /** Reboots in place; Error::Code::Unsupported unless descriptor().capabilities has Restart. */
    virtual StatusJob *restartInstance(const QString &instanceId);
    /**
     * Adds a machine the user already rents, checking that it logs in (its host key is shown to the user first);
     * the password goes to the SecretStore. Error::Code::Unsupported unless descriptor().capabilities has AddHost.
     */
    virtual InstanceJob *addHost(const SshHostSpec &spec);
    /**
     * Simulated providers only (descriptor().isSimulated): takes the instance back as a marketplace reclaims a spot
     * machine, without asking: every process on it ends and it is listed as InstanceState::Preempted from then on.
     * This is how the loss of a machine is tested for real. Error::Code::Unsupported everywhere else.
     */
    virtual StatusJob *reclaim(const QString &instanceId);
    /**
     * What the account still pays for apart from its instances: volumes, file systems, volumes a destroyed instance
     * left behind (stopped instances come from the ledger, for every provider alike). Empty unless
     * descriptor().capabilities has ListLeftovers.
     */
    virtual LeftoverListJob *listLeftovers();
    /** Deletes one of listLeftovers() for good. Error::Code::Unsupported unless capabilities has ListLeftovers. */
    virtual StatusJob *deleteLeftover(const QString &leftoverId);
};

/** Creates providers of one kind. Registered explicitly in providers/BuiltinProviders.cpp. */
class ProviderFactory
{
public:
    virtual ~ProviderFactory() = default;
    virtual ProviderDescriptor descriptor() const = 0;
    virtual std::unique_ptr<Provider> create(const ProviderContext &context) const = 0;
};

} // namespace RentDeck
