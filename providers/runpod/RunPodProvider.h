// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "RunPodJson.h"
#include "net/ApiClient.h"
#include "provider/Provider.h"

namespace RentDeck {

class ApiJob;

/**
 * RunPod on-demand GPU pods over REST v2 (https://api.runpod.io/v2, Bearer key; reference/provider-apis.md
 * §2.3–2.6). Offers come from the GPU catalog (RunPodJson::offers); createInstance first registers RentDeck's
 * client key with the account (GET, then PUT of the full list plus ours) so startSsh puts it in the pod, then
 * POSTs the pod with 22/tcp exposed. Stop and start are pod actions; destroy terminates the pod.
 *
 * Every job finishes from the event loop; errors name RunPod and say what to do (no capacity, balance, pool
 * access, invalid action). The API key lives only in the request authorizer. Lives on the thread that made it.
 */
class RunPodProvider final : public Provider
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunPodProvider)
public:
    static constexpr auto DefaultBaseUrl = "https://api.runpod.io";
    /** Image of a launch that names none: RunPod's PyTorch image, which honours startSsh. */
    static constexpr auto DefaultImage = "runpod/pytorch:1.0.2-cu1281-torch280-ubuntu2404";

    explicit RunPodProvider(const ProviderContext &context, QObject *parent = nullptr);
    /** With HTTP options of its own (tests shorten timeouts and backoff); baseUrl, name and auth are filled in. */
    RunPodProvider(const ProviderContext &context, ApiClient::Options options, QObject *parent = nullptr);
    ~RunPodProvider() override;

    /** Timeouts, retries and rate limits RunPod gets by default. */
    static ApiClient::Options defaultOptions();
    static ProviderDescriptor staticDescriptor();
    ProviderDescriptor descriptor() const override;
    /** GET /v2/account/ssh-keys: cheap, and needs only a key that may read the account. */
    StatusJob *verifyCredentials() override;
    OfferListJob *listOffers(const OfferQuery &query) override;
    InstanceListJob *listInstances() override;
    /**
     * Registers RentDeck's key when the account lacks it, then POST /v2/pods for the offer's GPU type, cloud
     * and count. spec.diskGb (default 50, at least 10) is the persistent volume at /workspace. Finishes with
     * the new pod (Provisioning); InvalidInput for an id that is not a RunPod offer.
     */
    InstanceJob *createInstance(const InstanceSpec &spec) override;
    /** POST /v2/pods/{id}/action with "stop" or "start". */
    StatusJob *setPowerState(const QString &instanceId, PowerState state) override;
    /** DELETE /v2/pods/{id}: the pod and its volume are gone for good. */
    StatusJob *destroyInstance(const QString &instanceId) override;
    /** Network volumes no live pod mounts (GET /v2/network-volumes, then GET /v2/pods; RunPodNetworkVolumes). */
    LeftoverListJob *listLeftovers() override;
    /** DELETE /v2/network-volumes/{id}: the volume and its data are gone for good. */
    StatusJob *deleteLeftover(const QString &leftoverId) override;

private:
    enum class Operation
    {
        Read,
        Create,
        Start,
        Stop,
        Destroy
    };

    /** \a body with env PUBLIC_KEY set to \a keys (one per line), so sshd lets them in without the account's list. */
    static QJsonObject withPublicKeys(QJsonObject body, const QStringList &keys);
    void postPod(InstanceJob *job, const QJsonObject &body, const QString &offerId);
    void registerKeyThenPost(
        InstanceJob *job, const QString &publicKeyLine, const QJsonObject &body, const QString &offerId);
    Instance present(Instance instance) const;
    Error errorOf(const ApiJob *api, Operation operation, const QString &podId = {}) const;
    static bool isPodId(const QString &id);
    static QString podPath(const QString &id);

    ApiClient *m_client = nullptr;
    QString m_sshKeyFile;
    QString m_knownHostsFile;
};

} // namespace RentDeck
