// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/InstanceManager.h"

#include "billing/CostAccrual.h"
#include "billing/Ledger.h"
#include "billing/LedgerInstance.h"
#include "core/Paths.h"
#include "logging/LoggingCategories.h"
#include "provider/AccountStore.h"
#include "provider/ProviderRegistry.h"
#include "secrets/EnvironmentSecrets.h"
#include "secrets/SecretJob.h"
#include "secrets/SecretStore.h"
#include "services/Storage.h"
#include "ssh/ClientKey.h"
#include "ssh/KnownHosts.h"
#include "ssh/SshAddress.h"
#include "ssh/SshConfigFile.h"
#include "sync/SyncLock.h"

#include <QNetworkAccessManager>
#include <QSet>
#include <memory>

namespace RentDeck {

InstanceManager::InstanceManager(
    const ProviderRegistry &registry, Storage *storage, SecretStore *secrets, QObject *parent)
    : QObject(parent)
    , m_storage(storage)
    , m_ledger(storage ? storage->ledger() : nullptr)
    , m_secrets(secrets)
    , m_registry(&registry)
    , m_network(new QNetworkAccessManager(this))
{
    createProviders(false);
    m_refreshTimer.callOnTimeout(this, &InstanceManager::refreshInstances);
}

const Storage &InstanceManager::storage() const
{
    static const Storage none;
    return m_storage ? *m_storage : none;
}

void InstanceManager::createProviders(bool accountsOnly)
{
    const quint64 generation = ++m_accountGeneration;
    const AccountStore accounts;
    for (const ProviderDescriptor &descriptor : m_registry->descriptors()) {
        if (descriptor.credentialFields.isEmpty()) {
            if (!accountsOnly) {
                addProvider(descriptor, {});
            }
            continue;
        }
        if (const auto key = EnvironmentSecrets::apiKey(descriptor.id)) {
            addProvider(descriptor, *key);
            continue;
        }
        if (!m_secrets || !accounts.contains(descriptor.id)) {
            continue;
        }
        ++m_pendingAccounts;
        SecretJob *job = m_secrets->readSecret(SecretStore::apiKeyKey(descriptor.id));
        connect(job, &SecretJob::finished, this, [this, job, descriptor, generation] {
            if (generation != m_accountGeneration) {
                return;
            }
            if (job->isOk() && !job->value().trimmed().isEmpty()) {
                addProvider(descriptor, job->value().trimmed());
            } else {
                m_accountErrors.insert(descriptor.id,
                    tr("The API key of the %1 account could not be read from the keychain: %2. Add it again in "
                       "Settings › Accounts, or set %3.")
                        .arg(descriptor.displayName, job->isOk() ? tr("it is empty") : job->error().message,
                            EnvironmentSecrets::variableName(descriptor.id)));
            }
            accountLoaded();
        });
    }
}

ProviderContext InstanceManager::contextFor(
    const QString &providerId, const QString &apiKey, QNetworkAccessManager *network, SecretStore *secrets)
{
    ProviderContext context;
    context.network = network;
    context.secrets = secrets;
    context.accountId = providerId;
    context.baseUrl = EnvironmentSecrets::baseUrl(providerId);
    context.dataDir = Paths::providerDir(providerId);
    context.toolsDir = Paths::toolsDir();
    context.apiKey = apiKey;
    context.sshKeyFile = ClientKey::privateKeyFile();
    return context;
}

void InstanceManager::addProvider(const ProviderDescriptor &descriptor, const QString &apiKey)
{
    const ProviderContext context = contextFor(descriptor.id, apiKey, m_network, m_secrets);
    if (auto made = m_registry->factory(descriptor.id)->create(context)) {
        m_providers.push_back(std::move(made));
        m_offerStatus.insert(descriptor.id, OfferSourceStatus {});
        emit providersChanged();
    }
}

void InstanceManager::accountLoaded()
{
    if (--m_pendingAccounts > 0) {
        return;
    }
    emit providersChanged();
    if (m_deferredOfferQuery) {
        const OfferQuery query = *std::exchange(m_deferredOfferQuery, std::nullopt);
        refreshOffers(query);
    }
    if (std::exchange(m_deferredInstanceRefresh, false)) {
        refreshInstances();
    }
}

void InstanceManager::reloadAccounts()
{
    // Providers being dropped may have jobs in flight: new generations make their answers count for nothing.
    ++m_offerGeneration;
    ++m_instanceGeneration;
    for (auto it = m_providers.begin(); it != m_providers.end();) {
        if ((*it)->descriptor().credentialFields.isEmpty()) {
            ++it;
            continue;
        }
        const QString id = (*it)->descriptor().id;
        m_offersByProvider.remove(id);
        m_offerStatus.remove(id);
        it->release()->deleteLater();
        it = m_providers.erase(it);
    }
    m_accountErrors.clear();
    m_pendingAccounts = 0;
    createProviders(true);
    rebuildOffers();
    emit providersChanged();
    emit offersChanged();
    refreshOffers();
    refreshInstances();
}

InstanceManager::~InstanceManager() = default;

QList<Provider *> InstanceManager::providers() const
{
    QList<Provider *> result;
    for (const auto &provider : m_providers) {
        result.append(provider.get());
    }
    return result;
}

Provider *InstanceManager::provider(const QString &providerId) const
{
    for (const auto &provider : m_providers) {
        if (provider->descriptor().id == providerId) {
            return provider.get();
        }
    }
    return nullptr;
}

Provider *InstanceManager::providerWith(ProviderCapability capability) const
{
    for (const auto &provider : m_providers) {
        if (provider->descriptor().capabilities.testFlag(capability)) {
            return provider.get();
        }
    }
    return nullptr;
}

std::optional<Offer> InstanceManager::findOffer(const QString &qualifiedId) const
{
    for (const Offer &offer : m_offers) {
        if (offer.qualifiedId() == qualifiedId) {
            return offer;
        }
    }
    return std::nullopt;
}

std::optional<Instance> InstanceManager::findInstance(const QString &name) const
{
    for (const Instance &instance : m_instances) {
        if (instance.name() == name) {
            return instance;
        }
    }
    return std::nullopt;
}

void InstanceManager::refreshOffers(const OfferQuery &query)
{
    if (m_pendingAccounts > 0) {
        m_deferredOfferQuery = query;
        return;
    }
    // A newer refresh supersedes older ones still in flight: their answers are dropped.
    const quint64 generation = ++m_offerGeneration;
    auto pending = std::make_shared<int>(int(m_providers.size()));
    if (*pending == 0) {
        m_offersByProvider.clear();
        rebuildOffers();
        emit offersChanged();
        emit offersRefreshFinished();
        return;
    }
    for (const auto &provider : m_providers) {
        const QString providerId = provider->descriptor().id;
        m_offerStatus[providerId].state = OfferSourceStatus::State::Loading;
        emit offerStatusChanged(providerId);
        OfferListJob *job = provider->listOffers(query);
        connect(job, &Job::finished, this, [this, job, generation, pending, providerId] {
            if (generation != m_offerGeneration) {
                return;
            }
            OfferSourceStatus &status = m_offerStatus[providerId];
            if (job->isOk()) {
                m_offersByProvider.insert(providerId, job->value());
                status.state = OfferSourceStatus::State::Ready;
                status.message.clear();
                status.fetchedAt = QDateTime::currentDateTimeUtc();
            } else {
                status.state = OfferSourceStatus::State::Failed;
                status.message = job->error().message;
                emit offersRefreshFailed(providerId, job->error().message);
            }
            status.offerCount = int(m_offersByProvider.value(providerId).size());
            rebuildOffers();
            emit offerStatusChanged(providerId);
            emit offersChanged();
            if (--*pending == 0) {
                emit offersRefreshFinished();
            }
        });
    }
}

void InstanceManager::rebuildOffers()
{
    m_offers.clear();
    for (const auto &provider : m_providers) {
        m_offers.append(m_offersByProvider.value(provider->descriptor().id));
    }
}

void InstanceManager::refreshInstances()
{
    if (m_pendingAccounts > 0) {
        m_deferredInstanceRefresh = true;
        return;
    }
    const quint64 generation = ++m_instanceGeneration;
    auto collected = std::make_shared<QList<Instance>>();
    auto pending = std::make_shared<int>(int(m_providers.size()));
    if (*pending == 0) {
        m_instances.clear();
        emit instancesChanged();
        return;
    }
    for (const auto &provider : m_providers) {
        const QString providerId = provider->descriptor().id;
        InstanceListJob *job = provider->listInstances();
        connect(job, &Job::finished, this, [this, job, generation, collected, pending, providerId] {
            if (generation != m_instanceGeneration) {
                return;
            }
            if (job->isOk()) {
                collected->append(job->value());
                reconcileWithLedger(providerId, job->value());
            } else {
                // Keep what we knew of this provider rather than showing its instances as gone.
                for (const Instance &known : std::as_const(m_instances)) {
                    if (known.providerId == providerId) {
                        collected->append(known);
                    }
                }
                emit instancesRefreshFailed(providerId, job->error().message);
            }
            if (--*pending == 0) {
                for (Instance &instance : *collected) {
                    refuseUnsafeAddress(instance);
                    recordState(instance);
                    fillFromLedger(instance);
                    scopeHostKey(instance);
                }
                m_instances = *collected;
                emit instancesChanged();
            }
        });
    }
}

void InstanceManager::setAutoRefresh(int seconds)
{
    if (seconds <= 0) {
        m_refreshTimer.stop();
    } else {
        m_refreshTimer.start(seconds * 1000);
    }
}

InstanceJob *InstanceManager::launch(const QString &qualifiedOfferId, InstanceSpec spec)
{
    const auto [providerId, offerId] = splitName(qualifiedOfferId);
    Provider *target = provider(providerId);
    if (!target) {
        auto *failed = new InstanceJob(this);
        failed->finishWithError(Error::make(Error::Code::NotFound,
            tr("No provider \"%1\" is configured (offer %2).").arg(providerId, qualifiedOfferId)));
        return failed;
    }
    spec.offerId = offerId;
    if (const QString refused = target->descriptor().containerOptions.refusal(spec, target->descriptor().displayName);
        !refused.isEmpty()) {
        auto *failed = new InstanceJob(this);
        failed->finishWithError(Error::make(Error::Code::InvalidInput, refused));
        return failed;
    }
    InstanceJob *job = target->createInstance(spec);
    connect(job, &Job::finished, this, [this, job, project = spec.project] {
        if (job->isOk()) {
            adopt(job->value(), project);
            emit operationFinished(job->value().name(), QStringLiteral("launch"), {});
        } else {
            emit operationFinished({}, QStringLiteral("launch"), job->error().message);
        }
    });
    return job;
}

void InstanceManager::adopt(const Instance &adopted, const QString &project)
{
    Instance instance = adopted;
    refuseUnsafeAddress(instance);
    scopeHostKey(instance);
    if (m_ledger) {
        // Cost starts here; a second record of the same name keeps the first.
        if (const Status status = m_ledger->recordLaunch(instance, QDateTime::currentDateTimeUtc(), project); !status) {
            qCWarning(lcBilling) << "ledger:" << status.error().message;
        }
    }
    recordState(instance);
    m_instances.removeIf([&instance](const Instance &known) { return known.name() == instance.name(); });
    m_instances.append(instance);
    emit instancesChanged();
}

StatusJob *InstanceManager::stop(const QString &instanceName)
{
    return changeInstance(instanceName, QStringLiteral("stop"));
}

StatusJob *InstanceManager::resume(const QString &instanceName)
{
    return changeInstance(instanceName, QStringLiteral("resume"));
}

StatusJob *InstanceManager::destroy(const QString &instanceName)
{
    return changeInstance(instanceName, QStringLiteral("destroy"));
}

StatusJob *InstanceManager::restart(const QString &instanceName)
{
    return changeInstance(instanceName, QStringLiteral("restart"));
}

StatusJob *InstanceManager::changeInstance(const QString &instanceName, const QString &operation)
{
    const auto [providerId, instanceId] = splitName(instanceName);
    Provider *target = provider(providerId);
    if (!target || instanceId.isEmpty()) {
        auto *failed = new StatusJob(this);
        failed->finishWith(Error::make(Error::Code::NotFound,
            tr("\"%1\" is not an instance name of a configured provider; names look like "
               "sandbox:3 (see: rentdeck-cli instances).")
                .arg(instanceName)));
        return failed;
    }
    StatusJob *job = nullptr;
    qint64 syncPid = 0;
    if (operation == QLatin1String("destroy") && SyncLock::isHeld(instanceName, &syncPid)) {
        auto *refused = new StatusJob(this);
        refused->finishWith(Error::make(Error::Code::InvalidInput,
            tr("A sync of %1 is running (process %2): destroying now would lose the data "
               "in flight. Wait for it to finish or cancel it, then destroy.")
                .arg(instanceName)
                .arg(syncPid)));
        return refused;
    }
    if (operation == QLatin1String("destroy")) {
        job = target->destroyInstance(instanceId);
    } else if (operation == QLatin1String("restart")) {
        job = target->restartInstance(instanceId);
    } else {
        job = target->setPowerState(
            instanceId, operation == QLatin1String("stop") ? PowerState::Stopped : PowerState::Running);
    }
    connect(job, &Job::finished, this, [this, job, instanceName, operation] {
        // A restart leaves the instance running (and billing): nothing changes in the ledger.
        if (job->isOk() && m_ledger && operation != QLatin1String("restart")) {
            const InstanceState state = operation == QLatin1String("destroy") ? InstanceState::Terminated
                : operation == QLatin1String("stop")                          ? InstanceState::Stopped
                                                                              : InstanceState::Running;
            if (const Status status = m_ledger->recordState(
                    instanceName, state, QDateTime::currentDateTimeUtc(), LifecycleEvent::RequestedHere);
                !status) {
                qCWarning(lcBilling) << "ledger:" << status.error().message;
            }
            m_lastState.insert(instanceName, state);
        }
        if (job->isOk() && operation == QLatin1String("destroy")) {
            // Its Host block would otherwise point at whatever gets that address and port next.
            if (const Status removed = SshConfigFile().remove(instanceName); !removed) {
                qCWarning(lcSsh) << "ssh config:" << removed.error().message;
            }
            // Its key must never vouch for the next machine, whoever gets the same proxy port.
            const Provider *owner = provider(splitName(instanceName).first);
            if (owner && owner->descriptor().hostKeysPerInstance) {
                const QString alias = SshConfigFile::hostAlias(instanceName);
                if (const Status forgot = KnownHosts(Paths::knownHostsFile()).remove(alias); !forgot) {
                    qCWarning(lcSsh) << "known hosts:" << forgot.error().message;
                }
            }
        }
        m_eventCache.remove(instanceName);
        emit operationFinished(instanceName, operation, job->isOk() ? QString() : job->error().message);
        refreshInstances();
    });
    return job;
}

void InstanceManager::refuseUnsafeAddress(Instance &instance) const
{
    if (instance.ssh.host.isEmpty()) {
        return; // no address yet
    }
    const QString problem = SshAddress::problem(instance.ssh);
    if (problem.isEmpty()) {
        return;
    }
    // The provider's answer is untrusted: an address nothing may use is dropped here, for every adapter at once.
    qCWarning(lcSsh).noquote() << instance.name() << "SSH address refused:" << problem;
    instance.ssh.host.clear();
    instance.ssh.user.clear();
    instance.stateDetail = tr("%1 named an SSH address RentDeck will not use: %2. Nothing was connected; the "
                              "instance still bills, so destroy it or ask the provider's support.")
                               .arg(instance.providerId, problem);
}

void InstanceManager::scopeHostKey(Instance &instance) const
{
    const Provider *owner = provider(instance.providerId);
    if (!owner || !owner->descriptor().hostKeysPerInstance) {
        return;
    }
    instance.ssh.hostKeyAlias = SshConfigFile::hostAlias(instance.name());
    instance.ssh.trustFirstKey = true;
    if (instance.ssh.knownHostsFile.isEmpty()) {
        instance.ssh.knownHostsFile = Paths::knownHostsFile();
    }
}

QString InstanceManager::project(const QString &instanceName) const
{
    auto cached = m_projects.constFind(instanceName);
    if (cached == m_projects.cend()) {
        QString project;
        if (m_ledger) {
            if (const auto record = m_ledger->instance(instanceName); record && record->has_value()) {
                project = (*record)->project;
            }
        }
        cached = m_projects.insert(instanceName, project);
    }
    return *cached;
}

Status InstanceManager::setProject(const QString &instanceName, const QString &project)
{
    if (!m_ledger) {
        return Error::make(Error::Code::Missing, tr("The ledger is not available, so no project can be set."));
    }
    if (const Status set = m_ledger->setProject(instanceName, project); !set) {
        return set;
    }
    m_projects.insert(instanceName, project.trimmed());
    emit instancesChanged();
    return {};
}

void InstanceManager::fillFromLedger(Instance &instance) const
{
    // Some providers' listings lack the launch time or the price (Lambda has no creation time, a stopped RunPod
    // pod costs 0): what was recorded at launch fills the gaps, so the table shows when and at what it started.
    // The launch record never changes, so it is read once per instance, not at every refresh.
    if (!m_ledger || (instance.createdAt.isValid() && instance.pricePerHour.isValid())) {
        return;
    }
    auto cached = m_launchRecords.constFind(instance.name());
    if (cached == m_launchRecords.cend()) {
        const auto record = m_ledger->instance(instance.name());
        if (!record || !record->has_value()) {
            return;
        }
        cached = m_launchRecords.insert(instance.name(), { (*record)->launchedAt, (*record)->pricePerHour });
    }
    if (!instance.createdAt.isValid()) {
        instance.createdAt = cached->first;
    }
    if (!instance.pricePerHour.isValid()) {
        instance.pricePerHour = cached->second;
    }
}

void InstanceManager::reconcileWithLedger(const QString &providerId, const QList<Instance> &listed)
{
    // The ledger's instances of this provider that it no longer lists were destroyed while nobody watched (the
    // provider's console, a watchdog, its own cleanup): close them, or they would accrue forever. The time is
    // unknown; now is the conservative answer (billing continued at least until we last saw it).
    if (!m_ledger) {
        return;
    }
    const auto known = m_ledger->instances();
    if (!known) {
        return;
    }
    QSet<QString> present;
    for (const Instance &instance : listed) {
        present.insert(instance.name());
    }
    for (const LedgerInstance &recorded : *known) {
        if (recorded.providerId != providerId || isGone(recorded.state) || present.contains(recorded.name)) {
            continue;
        }
        qCInfo(lcBilling) << recorded.name << "is no longer listed by" << providerId << ": recorded as terminated";
        m_eventCache.remove(recorded.name);
        m_lastState.insert(recorded.name, InstanceState::Terminated);
        if (const Status status = m_ledger->recordState(recorded.name, InstanceState::Terminated,
                QDateTime::currentDateTimeUtc(), tr("no longer listed by the provider"));
            !status) {
            qCWarning(lcBilling) << "ledger:" << status.error().message;
        }
    }
}

void InstanceManager::recordState(const Instance &instance)
{
    const auto previous = m_lastState.constFind(instance.name());
    if (previous != m_lastState.cend() && *previous == instance.state) {
        return;
    }
    m_lastState.insert(instance.name(), instance.state);
    m_eventCache.remove(instance.name());
    if (m_ledger) {
        // The ledger skips a repeat of the latest state, so re-recording after a restart is harmless.
        if (const Status status = m_ledger->recordState(
                instance.name(), instance.state, QDateTime::currentDateTimeUtc(), instance.stateDetail);
            !status) {
            qCWarning(lcBilling) << "ledger:" << status.error().message;
        }
    }
}

Money InstanceManager::accrued(const Instance &instance, const QDateTime &now) const
{
    if (!m_ledger) {
        return Money(0, instance.pricePerHour.currency());
    }
    auto cached = m_eventCache.constFind(instance.name());
    if (cached == m_eventCache.cend()) {
        const auto events = m_ledger->events(instance.name());
        if (!events) {
            return Money(0, instance.pricePerHour.currency());
        }
        cached = m_eventCache.insert(instance.name(), events.value());
    }
    // The price quoted at launch, as the ledger kept it; the provider's price today may differ.
    if (const auto recorded = m_ledger->instance(instance.name()); recorded && recorded->has_value()) {
        return CostAccrual::compute(**recorded, *cached, now).total;
    }
    return CostAccrual::compute(*cached, instance.pricePerHour, instance.billing, instance.diskGb, now).total;
}

Money InstanceManager::spendRatePerHour(const QString &currency) const
{
    Money total(0, currency);
    for (const Instance &instance : m_instances) {
        if (instance.state == InstanceState::Running && instance.pricePerHour.currency() == currency) {
            total += instance.pricePerHour;
        }
    }
    return total;
}

QStringList InstanceManager::runningCurrencies() const
{
    QStringList currencies;
    for (const Instance &instance : m_instances) {
        if (instance.state == InstanceState::Running && !currencies.contains(instance.pricePerHour.currency())) {
            currencies.append(instance.pricePerHour.currency());
        }
    }
    return currencies;
}

std::pair<QString, QString> InstanceManager::splitName(const QString &name)
{
    const qsizetype colon = name.indexOf(QLatin1Char(':'));
    if (colon <= 0) {
        return { name, {} };
    }
    return { name.left(colon), name.mid(colon + 1) };
}

} // namespace RentDeck
