// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Instance.h"
#include "core/Offer.h"
#include "core/Result.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <optional>

namespace RentDeck {

/**
 * Pure mapping between RunPod's REST v2 JSON (reference/provider-apis.md §2.3–2.5) and RentDeck's Offer and
 * Instance. No I/O, no state: every function is safe on any thread and gives a clear Error (never a crash) for
 * JSON of the wrong shape. Unknown fields are ignored.
 */
class RunPodJson
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::RunPodJson)

public:
    static constexpr auto ProviderId = "runpod";
    static constexpr auto Currency = "USD";
    /** Size of the persistent volume at /workspace when the launch names none (GB); RunPod's minimum is 10. */
    static constexpr int DefaultVolumeGb = 50;
    static constexpr int MinimumVolumeGb = 10;
    /** Container disk (ephemeral, wiped on stop) of every pod RentDeck makes, GB. */
    static constexpr int ContainerDiskGb = 20;

    /** What an offer id stands for: one GPU type in one cloud at one count. */
    struct OfferKey
    {
        QString gpuTypeId; // "NVIDIA GeForce RTX 4090"
        QString cloud; // "SECURE" or "COMMUNITY"
        int count = 1;

        bool operator==(const OfferKey &other) const = default;
    };

    /** "secure.2x.NVIDIA_GeForce_RTX_4090": no whitespace, reversible by parseOfferId. */
    static QString offerId(const OfferKey &key);
    static std::optional<OfferKey> parseOfferId(const QString &offerId);

    /** Billing of every RunPod pod: per second; the volume costs $0.20/GB-month while stopped. */
    static BillingPolicy billingPolicy();

    /**
     * Offers from one read of GET /v2/catalog/gpus?include=AVAILABILITY&cloud=\a cloud&count=\a count
     * ({"gpus": [GpuType]}): availability there is scoped by exactly that cloud and count (openapi.json: cloud
     * "Upstream default when omitted: SECURE", count "Defaults to 1"), so each read gives the \a count-GPU offers of
     * one cloud: GPU types offered and priced there, \a count within maxCount ("a ceiling, not a stock level"), and
     * not NONE. The id "unknown" is skipped.
     */
    [[nodiscard]] static Result<QList<Offer>> offers(const QJsonDocument &catalog, const QString &cloud, int count);
    /** The counts offers are read for: 1, 2, 4 and 8 GPUs per pod. */
    static constexpr int OfferCounts[] = { 1, 2, 4, 8 };
    /** Pods from GET /v2/pods ({"pods": [Pod]}; a bare array is tolerated). */
    [[nodiscard]] static Result<QList<Instance>> instances(const QJsonDocument &pods);
    /** One Pod (GET /v2/pods/{id}, POST /v2/pods, POST .../action). */
    [[nodiscard]] static Result<Instance> instance(const QJsonDocument &pod);
    [[nodiscard]] static Result<Instance> instanceFromObject(const QJsonObject &pod);
    /** §8 state of a pod: PROVISIONING/STARTING (and RUNNING without runtime) are Provisioning. */
    static InstanceState stateFor(const QString &status, bool hasRuntime);
    /** The account's keys from GET|PUT /v2/account/ssh-keys ({"keys": [...]}). */
    [[nodiscard]] static Result<QStringList> sshKeys(const QJsonDocument &document);
    /** Whether \a keys already holds \a publicKeyLine (same type and key material; comments may differ). */
    static bool containsKey(const QStringList &keys, const QString &publicKeyLine);
    /** The human text of a problem+json error body: detail (or title), then the errors[] list. */
    static QString problemText(const QByteArray &body);

private:
    static QString sshNote(const QJsonObject &pod, InstanceState state, SshEndpoint *endpoint);
};

} // namespace RentDeck
