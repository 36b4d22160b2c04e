// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LambdaJson.h"
#include "net/ApiClient.h"
#include "provider/Provider.h"

#include <chrono>
#include <functional>

namespace RentDeck {

class ApiJob;

/**
 * Lambda Cloud (On-Demand Cloud) over its REST API v1 (reference/provider-apis.md §3): offers are the
 * instance types × regions with capacity, launch registers RentDeck's SSH key first, and there is no stop:
 * only restart and terminate. Bearer auth with ProviderContext::apiKey; base URL from ProviderContext::baseUrl
 * (scheme://host[:port]) or https://cloud.lambda.ai, with /api/v1 appended.
 */
class LambdaProvider final : public Provider
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LambdaProvider)
public:
    static constexpr const char *DefaultBase = "https://cloud.lambda.ai";

    /** Timeouts, retries and spacing; the defaults follow Lambda's documented limits. Tests shorten them. */
    struct Tuning
    {
        std::chrono::milliseconds timeout { 30'000 };
        RetryPolicy retry { 4, std::chrono::milliseconds(1'000), std::chrono::milliseconds(30'000) };
        // Launch: at most 1 per 12 s, counted where Lambda receives it; 0.5 s spare so network jitter between two
        // requests sent 12 s apart cannot make the second one arrive early and be refused.
        std::chrono::milliseconds launchInterval { 12'500 };
        std::chrono::milliseconds requestInterval { 1'000 }; // everything else: about 1 request per second
    };

    explicit LambdaProvider(const ProviderContext &context, QObject *parent = nullptr);
    LambdaProvider(const ProviderContext &context, const Tuning &tuning, QObject *parent = nullptr);
    ~LambdaProvider() override;

    static ProviderDescriptor staticDescriptor();
    ProviderDescriptor descriptor() const override;
    StatusJob *verifyCredentials() override;
    OfferListJob *listOffers(const OfferQuery &query) override;
    InstanceListJob *listInstances() override;
    InstanceJob *createInstance(const InstanceSpec &spec) override;
    /** Always Unsupported: Lambda cannot stop an instance (see restartInstance() and destroyInstance()). */
    StatusJob *setPowerState(const QString &instanceId, PowerState state) override;
    StatusJob *destroyInstance(const QString &instanceId) override;
    /** Reboots the instance (POST /instance-operations/restart); it keeps its disk and keeps billing. */
    StatusJob *restartInstance(const QString &instanceId) override;
    /** File systems nothing mounts (GET /file-systems; LambdaFileSystems). */
    LeftoverListJob *listLeftovers() override;
    /** DELETE /filesystems/{id}; Lambda refuses one still mounted (filesystems/filesystem-in-use). */
    StatusJob *deleteLeftover(const QString &leftoverId) override;

    /** The API's base URL in use ("https://cloud.lambda.ai/api/v1"). */
    QUrl apiUrl() const;

private:
    using BodyHandler = std::function<void(const QByteArray &body)>;
    using ErrorHandler = std::function<void(const Error &error)>;
    /**
     * When \a call finishes: \a onBody with the answer, or \a onError with the error refined by Lambda's code.
     * Nothing runs once \a owner is gone, and \a call is aborted then.
     */
    void chain(Job *owner, ApiJob *call, BodyHandler onBody, ErrorHandler onError, const QString &region = {},
        const QString &instanceId = {});
    StatusJob *instanceOperation(const QString &operation, const QString &listKey, const QString &instanceId);
    /** Registers \a publicKey as \a name, or finds it registered meanwhile by a concurrent launch. */
    void registerKey(InstanceJob *job, const LambdaOfferRef &ref, const InstanceSpec &spec, const QString &publicKey,
        const QString &name);
    void launchWithKey(InstanceJob *job, const LambdaOfferRef &ref, const InstanceSpec &spec, const QString &keyName);
    /** spec.image (a family or an image id) → the id of that image in ref's region, or a refusal naming the families.
     */
    void resolveImage(InstanceJob *job, const LambdaOfferRef &ref, const InstanceSpec &spec, const QString &publicKey);
    /** Our key registered (found or added), then the launch. */
    void ensureKey(InstanceJob *job, const LambdaOfferRef &ref, const InstanceSpec &spec, const QString &publicKey);
    /** After a launch timed out: the instance by its name (GET /instances), else a failure that says what is known. */
    void findTimedOutLaunch(InstanceJob *job, const LambdaOfferRef &ref, const QString &name, const Error &timeout);
    void fetchLaunched(InstanceJob *job, const LambdaOfferRef &ref, const QString &instanceId);
    ApiJob *get(const QString &path);
    ApiJob *post(const QString &path, const QJsonObject &body, const QString &kind, bool retryable);

    ProviderContext m_context;
    ApiClient m_client;
    QString m_knownHostsFile;
};

} // namespace RentDeck
