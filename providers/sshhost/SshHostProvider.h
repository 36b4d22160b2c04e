// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SshHostRecord.h"
#include "SshHostStore.h"
#include "provider/Provider.h"

namespace RentDeck {

class SecretStore;

/**
 * Any machine reachable over SSH, added by pasting what a provider shows (SshCommandParser) — AutoDL, a
 * lab server, a box under the desk. There are no offers and RentDeck cannot power these machines: the only
 * operations are addHost() (verify the login, then remember the host) and destroyInstance() (forget it;
 * the machine itself is never touched). Prices are what the user typed.
 *
 * Hosts live under ProviderContext::dataDir (SshHostStore); a login password goes to
 * ProviderContext::secrets under passwordKey(id) — a session-only MemorySecretStore when none is given.
 * Every job finishes from the event loop. Lives on the thread that created it.
 */
class SshHostProvider final : public Provider
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SshHostProvider)
public:
    static constexpr int ReachabilityTimeoutMs = 3000;

    /** Empty context.dataDir defaults to Paths::providerDir("sshhost"). */
    explicit SshHostProvider(const ProviderContext &context, QObject *parent = nullptr);
    ~SshHostProvider() override;

    static ProviderDescriptor staticDescriptor();
    ProviderDescriptor descriptor() const override;
    StatusJob *verifyCredentials() override;
    /** Always an empty list: an SSH host is added, not rented. */
    OfferListJob *listOffers(const OfferQuery &query) override;
    /** Stored hosts as Running; with the reachability check on, one that does not accept TCP is Error. */
    InstanceListJob *listInstances() override;
    /** Error::Code::Unsupported: use addHost() ("Add SSH host", rentdeck-cli add-host). */
    InstanceJob *createInstance(const InstanceSpec &spec) override;
    /** Error::Code::Unsupported: RentDeck cannot power an SSH host on or off. */
    StatusJob *setPowerState(const QString &instanceId, PowerState state) override;
    /**
     * Forgets the host: its record, its password and its known_hosts entry when addHost recorded it.
     * Never connects to the machine. progress() says so.
     */
    StatusJob *destroyInstance(const QString &instanceId) override;

    /**
     * Verifies that \a spec logs in (runs `true` over SSH; an unknown host key is trusted on first use and its
     * fingerprint reported through progress()), then stores the host and finishes with its Instance
     * ("sshhost:N", Running). Errors: InvalidInput (spec), Network/Timeout, HostKey (changed key), Auth,
     * Unsupported (password login before SshExecJob supports it), Io; nothing is saved then. cancel() cancels.
     */
    InstanceJob *addHost(const SshHostSpec &spec) override;

    /** TCP check in listInstances (default on); off for callers that only need the stored hosts. */
    void setReachabilityCheck(bool enabled) { m_checkReachability = enabled; }
    /** The stored record of \a instanceId (label, provider name, fingerprint, ...). */
    [[nodiscard]] Result<SshHostRecord> record(const QString &instanceId) const { return m_store.load(instanceId); }
    /** SecretStore key of a host's password: "instance/sshhost:<id>/password". */
    static QString passwordKey(const QString &instanceId);
    SecretStore *secrets() const { return m_secrets; }
    const QString &dataDir() const { return m_store.dataDir(); }

private:
    Instance present(const SshHostRecord &record) const;
    void save(SshHostRecord record, const QString &password, InstanceJob *job);

    SshHostStore m_store;
    QString m_knownHostsFile;
    SecretStore *m_secrets = nullptr;
    bool m_checkReachability = true;
};

} // namespace RentDeck
