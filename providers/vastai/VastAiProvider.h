// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "net/ApiClient.h"
#include "provider/Provider.h"

#include <QHash>
#include <chrono>
#include <memory>

namespace RentDeck {

class ApiJob;

/**
 * Vast.ai (marketplace of per-machine offers) over its REST API v0 with `Authorization: Bearer <key>`
 * (providers/vastai/README.md, reference/provider-apis.md §1). On-demand offers by default; interruptible
 * (bid) offers when the query asks for spot only, with ids ending in "-bid". createInstance registers
 * RentDeck's SSH key with the account when it is missing, rents the ask, then attaches the key to the new
 * instance. Every job finishes once, from the event loop. Lives on the thread that created it.
 */
class VastAiProvider final : public Provider
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(VastAiProvider)
public:
    static constexpr auto DefaultBaseUrl = "https://console.vast.ai";

    /** HTTP behaviour; tests shorten it. */
    struct Tuning
    {
        std::chrono::milliseconds timeout { 30'000 };
        /** A rental's answer: the official client allows 120 s ("instance creation" is slow, vast-cli client.py). */
        std::chrono::milliseconds rentTimeout { 120'000 };
        RetryPolicy retry { 4, std::chrono::milliseconds(1'000), std::chrono::milliseconds(30'000) };
        /** Request kind → minimum spacing: Vast enforces per-endpoint intervals and answers 429 otherwise. */
        QHash<QString, std::chrono::milliseconds> minimumIntervals;
    };
    /** Vast's documented x-rate-limit values: search 6 s (10/min), create 4.5 s, destroy 3 s, others 1 s. */
    static Tuning defaultTuning();

    explicit VastAiProvider(const ProviderContext &context, QObject *parent = nullptr);
    VastAiProvider(const ProviderContext &context, const Tuning &tuning, QObject *parent = nullptr);
    ~VastAiProvider() override;

    static ProviderDescriptor staticDescriptor();
    ProviderDescriptor descriptor() const override;
    /** GET /users/current/; progress() reports the credit. */
    StatusJob *verifyCredentials() override;
    /** POST /bundles/ (type on-demand, or bid when query.spotOnly), then OfferQuery::matches on our side. */
    OfferListJob *listOffers(const OfferQuery &query) override;
    /** GET /api/v1/instances/, every page. */
    InstanceListJob *listInstances() override;
    /** SSH key → (bid lookup) → PUT /asks/{id}/ → attach key; finishes Provisioning with the new id. */
    InstanceJob *createInstance(const InstanceSpec &spec) override;
    /** PUT /instances/{id}/ {"state": "running"|"stopped"}. */
    StatusJob *setPowerState(const QString &instanceId, PowerState state) override;
    /** DELETE /instances/{id}/. */
    StatusJob *destroyInstance(const QString &instanceId) override;
    /** Volumes no instance uses (GET /volumes/?owner=me&type=all_volume; VastAiVolumes). */
    LeftoverListJob *listLeftovers() override;
    /** DELETE /volumes/?id=N as the official client sends it; Vast refuses while an instance uses the volume. */
    StatusJob *deleteLeftover(const QString &leftoverId) override;

    ApiClient *api() const { return m_api; }
    /** The /api/v1 client the instance list goes through (its own rate-limit spacing). */
    ApiClient *instancesApi() const { return m_apiV1; }

private:
    Instance withSsh(Instance instance) const;
    void listPage(InstanceListJob *job, const QString &afterToken, std::shared_ptr<QList<Instance>> found);

    static constexpr qsizetype MaxListedInstances = 10'000; // 400 pages: beyond any account, short of a loop

    ApiClient *m_api = nullptr; // /api/v0
    ApiClient *m_apiV1 = nullptr; // /api/v1: the paginated instance list
    QString m_sshKeyFile;
    QString m_knownHostsFile;
    std::chrono::milliseconds m_rentTimeout;
    QHash<QString, Offer> m_offers; // last listed, by offer id: prices for launch
    QHash<QString, QString> m_offerOfInstance; // instances launched here → offer id
};

} // namespace RentDeck
