// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "billing/LifecycleEvent.h"
#include "core/Instance.h"
#include "core/Offer.h"
#include "core/Result.h"
#include "provider/Provider.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <memory>
#include <optional>
#include <vector>

class QNetworkAccessManager;

namespace RentDeck {

class Ledger;
class Storage;
class ProviderRegistry;
class SecretStore;

/** Where one provider's offers stand, for the offers table's per-provider status line. */
struct OfferSourceStatus
{
    enum class State
    {
        Loading,
        Ready,
        Failed
    };
    State state = State::Loading;
    QString message; // why the last refresh failed (the offers held are then from an earlier one)
    int offerCount = 0; // offers held now
    QDateTime fetchedAt; // when the offers held were fetched; invalid: none yet

    /** Offers older than this are marked stale in the table. */
    static constexpr int StaleAfterSeconds = 15 * 60;
    bool isStale(const QDateTime &now = QDateTime::currentDateTimeUtc()) const
    {
        return fetchedAt.isValid() && (state == State::Failed || fetchedAt.secsTo(now) > StaleAfterSeconds);
    }
};

/**
 * The one place that talks to providers for the window and the CLI: keeps the offers and instances
 * of every usable provider, launches and changes instances, and records each launch and state
 * change in the ledger. Lives on the GUI (or CLI main) thread; every call returns at once.
 */
class InstanceManager : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InstanceManager)
public:
    /**
     * Creates a provider for each registered kind that can work: no account needed, a key in the environment
     * (RENTDECK_<ID>_API_KEY), or an account in AccountStore whose key is read from \a secrets (asynchronously:
     * isLoadingAccounts() until then; refreshes asked for meanwhile run once the keys are in). \a storage (may be
     * null: nothing is recorded) must outlive the manager.
     */
    InstanceManager(
        const ProviderRegistry &registry, Storage *storage, SecretStore *secrets = nullptr, QObject *parent = nullptr);
    ~InstanceManager() override;

    QList<Provider *> providers() const;
    Provider *provider(const QString &providerId) const;
    /** The first configured provider that can do \a capability (e.g. AddHost), or nullptr. */
    Provider *providerWith(ProviderCapability capability) const;
    /** True while account keys are still being read from the keychain. */
    bool isLoadingAccounts() const { return m_pendingAccounts > 0; }
    /** Why a configured account has no provider (its key could not be read), by provider id. */
    QHash<QString, QString> accountErrors() const { return m_accountErrors; }
    /**
     * What a provider of \a providerId gets: its data folder, RENTDECK_<ID>_API_BASE, RentDeck's SSH key and
     * \a apiKey. Also used to try a key before it is saved (the Accounts dialog's Test).
     */
    static ProviderContext contextFor(
        const QString &providerId, const QString &apiKey, QNetworkAccessManager *network, SecretStore *secrets);
    /** Drops and re-creates the providers that need an account (after the Accounts dialog changed them). */
    void reloadAccounts();
    OfferSourceStatus offerStatus(const QString &providerId) const { return m_offerStatus.value(providerId); }

    const QList<Offer> &offers() const { return m_offers; }
    const QList<Instance> &instances() const { return m_instances; }
    std::optional<Offer> findOffer(const QString &qualifiedId) const;
    std::optional<Instance> findInstance(const QString &name) const;
    /** The money: launches and lifecycles; nullptr without a database. */
    Ledger *ledger() const { return m_ledger; }
    /** The stores of every subsystem (unavailable ones when RentDeck runs without a database). */
    const Storage &storage() const;
    SecretStore *secrets() const { return m_secrets; }
    /** The provider kinds (the Accounts dialog lists those that need a key and makes one to test a key). */
    const ProviderRegistry &registry() const { return *m_registry; }
    /** The network access manager the providers share (one per thread). */
    QNetworkAccessManager *network() const { return m_network; }

    /**
     * Fetches offers from every provider in parallel: offersChanged() and offerStatusChanged() as each answers,
     * offersRefreshFinished() when all have. A provider that fails keeps its earlier offers (stale).
     */
    void refreshOffers(const OfferQuery &query = {});
    /** Fetches instances from every provider; records state changes; instancesChanged(). */
    void refreshInstances();
    /** Refreshes instances every \a seconds (0 stops); slower when the window is hidden is up to the caller. */
    void setAutoRefresh(int seconds);

    /** Launches \a qualifiedOfferId ("sandbox:4090-1"); records it in the ledger when the provider accepts. */
    InstanceJob *launch(const QString &qualifiedOfferId, InstanceSpec spec);
    /** Takes in an instance that was added rather than launched (an SSH host): ledger record, list, signal. */
    void adopt(const Instance &instance, const QString &project = {});
    StatusJob *stop(const QString &instanceName);
    StatusJob *resume(const QString &instanceName);
    StatusJob *destroy(const QString &instanceName);
    /** Reboots in place where the provider can (Lambda); the instance keeps running and billing. */
    StatusJob *restart(const QString &instanceName);

    /** Cost accrued so far by \a instance, from the ledger's events and its billing policy. */
    /** The project \a instanceName is tagged with in the ledger ("" = none; cached). */
    QString project(const QString &instanceName) const;
    /** Retags \a instanceName (Ledger::setProject); instancesChanged() follows. */
    [[nodiscard]] Status setProject(const QString &instanceName, const QString &project);
    Money accrued(const Instance &instance, const QDateTime &now = QDateTime::currentDateTimeUtc()) const;
    /** Sum of the hourly prices of running instances, in \a currency (others are not converted). */
    Money spendRatePerHour(const QString &currency) const;
    /** Currencies of running instances (for a status bar that shows each). */
    QStringList runningCurrencies() const;

signals:
    void providersChanged();
    void offersChanged();
    void offerStatusChanged(const QString &providerId);
    void offersRefreshFinished();
    void instancesChanged();
    void offersRefreshFailed(const QString &providerId, const QString &message);
    void instancesRefreshFailed(const QString &providerId, const QString &message);
    /** Any launch/stop/resume/destroy finished; \a error is empty on success. */
    void operationFinished(const QString &instanceName, const QString &operation, const QString &error);

private:
    void createProviders(bool accountsOnly);
    void addProvider(const ProviderDescriptor &descriptor, const QString &apiKey);
    void accountLoaded();
    void rebuildOffers();
    StatusJob *changeInstance(const QString &instanceName, const QString &operation);
    void recordState(const Instance &instance);
    void fillFromLedger(Instance &instance) const;
    /** For marketplace providers: the host key is kept per instance and trusted on first use (hostKeysPerInstance). */
    void refuseUnsafeAddress(Instance &instance) const;
    void scopeHostKey(Instance &instance) const;
    void reconcileWithLedger(const QString &providerId, const QList<Instance> &listed);
    static std::pair<QString, QString> splitName(const QString &name);

    std::vector<std::unique_ptr<Provider>> m_providers;
    int m_pendingAccounts = 0;
    quint64 m_accountGeneration = 0;
    QHash<QString, QString> m_accountErrors;
    std::optional<OfferQuery> m_deferredOfferQuery;
    bool m_deferredInstanceRefresh = false;
    QHash<QString, QList<Offer>> m_offersByProvider;
    QHash<QString, OfferSourceStatus> m_offerStatus;
    Storage *m_storage = nullptr;
    Ledger *m_ledger = nullptr;
    SecretStore *m_secrets = nullptr;
    const ProviderRegistry *m_registry;
    QList<Offer> m_offers;
    QList<Instance> m_instances;
    QHash<QString, InstanceState> m_lastState;
    // Lifecycle events per instance, so the meter ticking every second does not query SQLite each time.
    mutable QHash<QString, QList<LifecycleEvent>> m_eventCache;
    // Launch time and quoted price per instance, from the ledger, for listings that lack them (fillFromLedger).
    mutable QHash<QString, std::pair<QDateTime, Money>> m_launchRecords;
    mutable QHash<QString, QString> m_projects; // project() reads the ledger once per instance
    quint64 m_offerGeneration = 0;
    quint64 m_instanceGeneration = 0;
    QTimer m_refreshTimer;
    QNetworkAccessManager *m_network = nullptr;
};

} // namespace RentDeck
