// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AutoDlJson.h"
#include "net/ApiClient.h"
#include "provider/Provider.h"

#include <QHash>
#include <QJsonObject>
#include <chrono>
#include <functional>

namespace RentDeck {

class SecretStore;

/**
 * AutoDL's Pro-instance API (reference/provider-apis.md §6; endpoints from a third-party client reference only
 * [UNCONFIRMED]; see README.md). Auth is the raw developer token in Authorization (no "Bearer"); every answer is
 * the envelope {"code": "Success", "msg", "data"}, and code ≠ "Success" is a failure even with HTTP 200.
 *
 * Offers join gpu_stock with the typical price list (AutoDlPriceList). Running instances log in as root with
 * the password from pro/snapshot, which is kept in ProviderContext::secrets under
 * SecretKeys::instancePassword(name) (a session-only MemorySecretStore when none is given), never logged.
 * destroyInstance powers the instance off first, as AutoDL requires, then releases it.
 * Every job finishes from the event loop. Lives on the thread that created it.
 */
class AutoDlProvider final : public Provider
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AutoDlProvider)
public:
    static constexpr auto DefaultBaseUrl = "https://api.autodl.com";
    static constexpr int ListPageSize = 100;
    static constexpr int MaxListPages = 20;
    static constexpr int MaxPowerOffPolls = 120; // destroy waits this many polls for "shutdown"

    explicit AutoDlProvider(const ProviderContext &context, QObject *parent = nullptr);
    ~AutoDlProvider() override;

    static ProviderDescriptor staticDescriptor();

    /** Machines from AutoDL's console added by hand: CNY, by the hour, its typical price list. */

    static HostPreset hostPreset();
    /** `Authorization: <token>`: AutoDL wants the bare token; key() is asked at every send. */
    static ApiClient::Authorizer rawToken(std::function<QString()> key);

    ProviderDescriptor descriptor() const override;
    StatusJob *verifyCredentials() override;
    OfferListJob *listOffers(const OfferQuery &query) override;
    InstanceListJob *listInstances() override;
    /** Checks the stock for the offer (its price and that GPUs are still free), then pro/create. */
    InstanceJob *createInstance(const InstanceSpec &spec) override;
    /**
     * pro/power_off, or pro/power_on with payload "gpu" (after waiting for a shutdown in progress); finishes when
     * AutoDL accepted it.
     */
    StatusJob *setPowerState(const QString &instanceId, PowerState state) override;
    /** pro/power_off when needed, waits for "shutdown", then pro/release; forgets the stored password. */
    StatusJob *destroyInstance(const QString &instanceId) override;

    /** Tests: shorter timeouts and retries, and a faster status poll in destroyInstance. */
    void setTimingForTesting(std::chrono::milliseconds timeout, RetryPolicy retry, std::chrono::milliseconds poll);

private:
    using DataHandler = std::function<void(const QJsonValue &data)>;
    using ErrorHandler = std::function<void(const Error &error)>;

    void makeClient(std::chrono::milliseconds timeout, RetryPolicy retry);
    /** Sends one call; \a onData gets the envelope's data, \a onError any failure. Both run only while \a owner lives.
     */
    void call(const QByteArray &method, const QString &path, const QJsonObject &body, Job *owner, DataHandler onData,
        ErrorHandler onError, bool retryable = true, const QString &kind = {});
    void fetchInstancePage(int page, InstanceListJob *job, std::shared_ptr<QList<Instance>> collected);
    void addSshDetails(InstanceListJob *job, std::shared_ptr<QList<Instance>> instances);
    void storePassword(const QString &instanceName, const QString &password, std::function<void()> done);
    void powerOnWhenOff(const QString &instanceId, StatusJob *job, int pollsLeft);
    void powerOffThenRelease(const QString &instanceId, StatusJob *job, int pollsLeft, bool powerOffSent);
    void release(const QString &instanceId, StatusJob *job);

    ProviderContext m_context;
    QString m_apiKey;
    SecretStore *m_secrets = nullptr;
    ApiClient *m_client = nullptr;
    std::chrono::milliseconds m_pollInterval { 2000 };
    QHash<QString, QByteArray> m_storedPasswordHashes; // instance name → SHA-256 of the password stored this session
};

} // namespace RentDeck
