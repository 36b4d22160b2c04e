// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SandboxCatalog.h"
#include "SandboxInstanceStore.h"
#include "provider/Provider.h"

namespace RentDeck {

struct SandboxLaunchContext;

/**
 * The embedded default provider: offers from the bundled catalog; an instance is a real OpenSSH sshd
 * on 127.0.0.1 (own host key, generated client key, private home) whose nvidia-smi is rentdeck-gpusim.
 * State lives under ProviderContext::dataDir and is shared with other RentDeck processes (GUI, CLI);
 * sshd daemonizes, so instances outlive the process that launched them.
 *
 * Every job finishes from the event loop; process work is asynchronous (QProcess, QTimer polling).
 * Errors: NotFound (unknown instance/offer), Missing (sshd, ssh-keygen or rentdeck-gpusim not there),
 * Provider (sshd or ssh-keygen failed; their own words are in the message), Io, Timeout.
 */
class SandboxProvider final : public Provider
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SandboxProvider)
public:
    /** Empty context.dataDir/toolsDir default to Paths::providerDir("sandbox") / Paths::toolsDir(). */
    explicit SandboxProvider(const ProviderContext &context, QObject *parent = nullptr);
    ~SandboxProvider() override;

    static ProviderDescriptor staticDescriptor();
    ProviderDescriptor descriptor() const override;
    StatusJob *verifyCredentials() override;
    OfferListJob *listOffers(const OfferQuery &query) override;
    InstanceListJob *listInstances() override;
    InstanceJob *createInstance(const InstanceSpec &spec) override;
    StatusJob *setPowerState(const QString &instanceId, PowerState state) override;
    StatusJob *destroyInstance(const QString &instanceId) override;
    /** Preempts: every process of the instance ends (as stop does) and it stays listed as preempted; it cannot be
     *  resumed, only destroyed. */
    StatusJob *reclaim(const QString &instanceId) override;
    LeftoverListJob *listLeftovers() override;
    StatusJob *deleteLeftover(const QString &leftoverId) override;

    /**
     * Rewrites the instance's gpusim.json for \a scenario (idle, busy, throttled, sliced, old-driver,
     * no-driver); the next nvidia-smi call on the instance answers accordingly. Synchronous (one small
     * file). NotFound for an unknown instance, InvalidInput for an unknown scenario.
     */
    [[nodiscard]] Status setScenario(const QString &instanceId, const QString &scenario);

    const QString &dataDir() const { return m_store.dataDir(); }
    const QString &toolsDir() const { return m_toolsDir; }
    QString instanceDir(const QString &instanceId) const { return m_store.instanceDir(instanceId); }
    /** The RENTDECK_SANDBOX_INSTANCE value every process of the instance carries. */
    QString instanceMarker(const QString &instanceId) const { return m_store.marker(instanceId); }

private:
    Instance present(const SandboxInstanceRecord &record) const;
    Result<SandboxLaunchContext> launchContext() const;
    const SandboxCatalog *catalog(Error *error) const;
    void stop(SandboxInstanceRecord record, StatusJob *job);
    void resume(SandboxInstanceRecord record, StatusJob *job);

    SandboxInstanceStore m_store;
    QString m_toolsDir;
    QString m_knownHostsFile;
    Result<SandboxCatalog> m_catalog;
};

} // namespace RentDeck
