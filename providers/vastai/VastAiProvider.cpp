// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "VastAiProvider.h"

#include "VastAiJson.h"
#include "VastAiLaunch.h"
#include "VastAiRequests.h"
#include "VastAiVolumes.h"
#include "core/Paths.h"
#include "net/ApiJob.h"
#include "ssh/ClientKey.h"

#include <QJsonObject>
#include <QLoggingCategory>

namespace RentDeck {

namespace {

Q_LOGGING_CATEGORY(lcVastAi, "rentdeck.provider.vastai", QtInfoMsg)

using namespace std::chrono_literals;

QUrl apiBase(const QUrl &configured, QLatin1String version = QLatin1String("v0"))
{
    QUrl base = configured.isValid() && !configured.isEmpty() ? configured
                                                              : QUrl(QLatin1String(VastAiProvider::DefaultBaseUrl));
    QString path = base.path();
    while (path.endsWith(QLatin1Char('/'))) {
        path.chop(1);
    }
    base.setPath(path + QLatin1String("/api/") + version);
    return base;
}

void fail(StatusJob *job, const Error &error)
{
    job->finishWith(error);
}

template <typename T> void fail(ValueJob<T> *job, const Error &error)
{
    job->finishWithError(error);
}

/** Finishes \a job with the mapped error of a failed \a call, or runs \a onOk. */
template <typename Job, typename OnOk> void relay(ApiJob *call, Job *job, OnOk onOk)
{
    QObject::connect(call, &Job::finished, job, [call, job, onOk] {
        if (job->isFinished()) {
            return;
        }
        if (!call->isOk()) {
            fail(job, VastAiJson::mapError(call->error(), call->body()));
            return;
        }
        onOk(call);
    });
}

Error badInstanceId(const QString &id)
{
    return Error::make(Error::Code::InvalidInput,
        VastAiProvider::tr("\"%1\" is not a Vast.ai instance id: they are numbers (see rentdeck-cli instances).")
            .arg(id));
}

} // namespace

VastAiProvider::Tuning VastAiProvider::defaultTuning()
{
    Tuning tuning;
    tuning.minimumIntervals = {
        { QStringLiteral("search"), 6000ms }, // "10 requests per minute per IP"
        { QStringLiteral("create"), 4500ms }, { QStringLiteral("destroy"), 3000ms },
        { QStringLiteral("manage"), 1000ms }, { QStringLiteral("instances"), 1000ms },
        { QStringLiteral("ssh"), 1000ms }, { QStringLiteral("user"), 1000ms },
        { QStringLiteral("volumes"), 5500ms }, // show_volumes.yaml x-rate-limit threshold 5.5
    };
    return tuning;
}

VastAiProvider::VastAiProvider(const ProviderContext &context, QObject *parent)
    : VastAiProvider(context, defaultTuning(), parent)
{
}

VastAiProvider::VastAiProvider(const ProviderContext &context, const Tuning &tuning, QObject *parent)
    : Provider(parent)
    , m_sshKeyFile(context.sshKeyFile)
    , m_knownHostsFile(Paths::knownHostsFile())
    , m_rentTimeout(tuning.rentTimeout)
{
    ApiClient::Options options;
    options.baseUrl = apiBase(context.baseUrl);
    options.providerName = QStringLiteral("Vast.ai");
    // Jobs may outlive the provider (a retry waiting): the key they read is shared, never a pointer to us.
    options.authorize = ApiClient::bearer([key = std::make_shared<const QString>(context.apiKey)] { return *key; });
    options.timeout = tuning.timeout;
    options.retry = tuning.retry;
    options.minimumIntervals = tuning.minimumIntervals;
    ApiClient::Options v1 = options;
    v1.baseUrl = apiBase(context.baseUrl, QLatin1String("v1"));
    m_api = new ApiClient(context.network, std::move(options), this);
    m_apiV1 = new ApiClient(context.network, std::move(v1), this);
    qCDebug(lcVastAi) << "API at" << m_api->options().baseUrl.toString();
}

VastAiProvider::~VastAiProvider() = default;

ProviderDescriptor VastAiProvider::staticDescriptor()
{
    ProviderDescriptor descriptor;
    descriptor.id = QLatin1String(VastAiJson::ProviderId);
    descriptor.displayName = QStringLiteral("Vast.ai");
    descriptor.interfaceVersion = Provider::InterfaceVersion;
    descriptor.hostKeysPerInstance = true; // machines nobody has seen, behind shared proxy ports
    descriptor.capabilities = ProviderCapability::ListOffers | ProviderCapability::CreateInstance
        | ProviderCapability::StartStop | ProviderCapability::Billing | ProviderCapability::Spot
        | ProviderCapability::ListLeftovers;
    descriptor.credentialFields = { { QStringLiteral("apiKey"), QStringLiteral("API key"), true } };
    descriptor.currency = QLatin1String(VastAiJson::Currency);
    descriptor.defaultGranularity = BillingGranularity::Second;
    descriptor.minOfferPollSeconds = 6;
    // PUT /asks/{id}/ takes env as an object {"K":"V"} and onstart as the script's text (vast-cli create__instance;
    // creating-instances-with-api.mdx). create_instance.yaml caps args + args_str + onstart at 4096 characters.
    // /dev/shm: "assigned automatically in proportion to your GPU fraction" (docker-environment.mdx); the create call
    // has no field for it and vast-cli's parse_env drops --shm-size.
    descriptor.containerOptions.env = true;
    descriptor.containerOptions.onstart = true;
    descriptor.containerOptions.maxOnstartBytes = 4096;
    descriptor.containerOptions.shmSizeWhyNot = QT_TRANSLATE_NOOP("ContainerOptions",
        "Vast.ai sizes /dev/shm itself, in proportion to the GPUs you rent, and its create call has no field for it. "
        "Rent more of the machine's GPUs for more, or have the DataLoader use fewer workers.");
    descriptor.stopMeans = tr(
        "Stop halts the container and frees the GPU; the disk and its data are kept. Resuming needs the same GPUs on "
        "the same machine: if someone else rented them, the instance waits (\"scheduling\") until they are free.");
    descriptor.billedAfterStop
        = tr("Storage keeps billing per second at the host's rate (often higher while stopped) until you destroy the "
             "instance; bandwidth is billed in any state. Nothing is billed while the host is offline.");
    return descriptor;
}

ProviderDescriptor VastAiProvider::descriptor() const
{
    return staticDescriptor();
}

Instance VastAiProvider::withSsh(Instance instance) const
{
    instance.ssh.identityFile = m_sshKeyFile.isEmpty() ? ClientKey::privateKeyFile() : m_sshKeyFile;
    instance.ssh.knownHostsFile = m_knownHostsFile;
    if (instance.offerId.isEmpty()) {
        instance.offerId = m_offerOfInstance.value(instance.id);
    }
    return instance;
}

StatusJob *VastAiProvider::verifyCredentials()
{
    auto *job = new StatusJob(this);
    ApiRequest request;
    request.path = QStringLiteral("/users/current/");
    request.kind = QStringLiteral("user");
    relay(m_api->send(request), job, [job](ApiJob *call) {
        const auto balance = VastAiJson::parseBalance(call->body());
        if (!balance) {
            job->finishWith(balance.error());
            return;
        }
        emit job->progress(tr("Vast.ai credit: %1").arg(balance->format()));
        job->finishWith();
    });
    return job;
}

OfferListJob *VastAiProvider::listOffers(const OfferQuery &query)
{
    auto *job = new OfferListJob(this);
    const bool bid = query.spotOnly;
    ApiRequest request;
    request.method = "POST";
    request.path = QStringLiteral("/bundles/");
    request.kind = QStringLiteral("search");
    request.retryable = true; // a search changes nothing
    request.body = QJsonDocument(VastAiRequests::searchBody(query, bid));
    // What Vast filtered exactly (its own GPU name) is not matched again by substring on our side.
    OfferQuery local = query;
    if (!VastAiJson::vastGpuName(query.gpuName).isEmpty()) {
        local.gpuName.clear();
    }
    relay(m_api->send(request), job, [this, job, bid, local](ApiJob *call) {
        auto offers = VastAiJson::parseOffers(call->body(), bid);
        if (!offers) {
            job->finishWithError(offers.error());
            return;
        }
        QList<Offer> result;
        for (const Offer &offer : *offers) {
            m_offers.insert(offer.id, offer);
            if (local.matches(offer)) {
                result.append(offer);
            }
        }
        qCDebug(lcVastAi) << result.size() << "of" << offers->size() << "offers match" << (bid ? "(bid)" : "");
        job->finishWithValue(result);
    });
    return job;
}

InstanceListJob *VastAiProvider::listInstances()
{
    auto *job = new InstanceListJob(this);
    listPage(job, {}, std::make_shared<QList<Instance>>());
    return job;
}

void VastAiProvider::listPage(InstanceListJob *job, const QString &afterToken, std::shared_ptr<QList<Instance>> found)
{
    // The official client's listing: GET /api/v1/instances/, 25 per page, keyset-paginated by next_token
    // (vast-cli vastai/api/instances.py; vast-ai/docs show_instances.yaml). The v0 list has no documented cap, but
    // is no longer in the OpenAPI paths.
    ApiRequest request;
    request.path = QStringLiteral("/instances/");
    request.query = VastAiRequests::instancesQuery({}, afterToken);
    request.kind = QStringLiteral("instances");
    relay(m_apiV1->send(request), job, [this, job, found, afterToken](ApiJob *call) {
        const auto page = VastAiJson::parseInstancePage(call->body());
        if (!page) {
            job->finishWithError(page.error());
            return;
        }
        for (const Instance &instance : page->instances) {
            found->append(withSsh(instance));
        }
        // A token that does not move on would loop for ever: stop there rather than hang the refresh.
        if (!page->nextToken.isEmpty() && page->nextToken != afterToken && found->size() < MaxListedInstances) {
            listPage(job, page->nextToken, found);
            return;
        }
        job->finishWithValue(*found);
    });
}

InstanceJob *VastAiProvider::createInstance(const InstanceSpec &spec)
{
    auto *job = new InstanceJob(this);
    const auto ref = VastAiJson::parseOfferId(spec.offerId);
    if (!ref) {
        job->finishWithError(ref.error());
        return job;
    }
    if (spec.diskGb > 0 && spec.diskGb < VastAiJson::MinimumDiskGb) {
        job->finishWithError(Error::make(Error::Code::InvalidInput,
            tr("Vast.ai needs at least %1 GB of disk; ask for more with --disk.").arg(VastAiJson::MinimumDiskGb)));
        return job;
    }
    std::optional<Offer> known;
    if (m_offers.contains(spec.offerId)) {
        known = m_offers.value(spec.offerId);
    }
    auto *launch = new VastAiLaunch(m_api, m_apiV1, job, spec, *ref, known, m_sshKeyFile);
    launch->setRentTimeout(m_rentTimeout);
    connect(job, &Job::finished, this, [this, job, offerId = spec.offerId] {
        if (job->isOk()) {
            m_offerOfInstance.insert(job->value().id, offerId);
            m_offers.remove(offerId); // rented: gone from the market
        }
    });
    launch->start();
    return job;
}

StatusJob *VastAiProvider::setPowerState(const QString &instanceId, PowerState state)
{
    auto *job = new StatusJob(this);
    if (!VastAiJson::isInstanceId(instanceId)) {
        job->finishWith(badInstanceId(instanceId));
        return job;
    }
    ApiRequest request;
    request.method = "PUT";
    request.path = QStringLiteral("/instances/%1/").arg(instanceId);
    request.kind = QStringLiteral("manage");
    const QString target = state == PowerState::Running ? QStringLiteral("running") : QStringLiteral("stopped");
    request.body = QJsonDocument(QJsonObject { { QStringLiteral("state"), target } });
    relay(m_api->send(request), job, [job](ApiJob *) { job->finishWith(); });
    return job;
}

StatusJob *VastAiProvider::destroyInstance(const QString &instanceId)
{
    auto *job = new StatusJob(this);
    if (!VastAiJson::isInstanceId(instanceId)) {
        job->finishWith(badInstanceId(instanceId));
        return job;
    }
    ApiRequest request;
    request.method = "DELETE";
    request.path = QStringLiteral("/instances/%1/").arg(instanceId);
    request.kind = QStringLiteral("destroy");
    request.body = QJsonDocument(QJsonObject {}); // the official client sends {}
    relay(m_api->send(request), job, [this, job, instanceId](ApiJob *) {
        m_offerOfInstance.remove(instanceId);
        job->finishWith();
    });
    return job;
}

LeftoverListJob *VastAiProvider::listLeftovers()
{
    auto *job = new LeftoverListJob(this);
    ApiRequest request;
    request.path = QStringLiteral("/volumes/");
    request.query.addQueryItem(QStringLiteral("owner"), QStringLiteral("me"));
    request.query.addQueryItem(QStringLiteral("type"), QStringLiteral("all_volume"));
    request.kind = QStringLiteral("volumes");
    relay(m_api->send(request), job, [job](ApiJob *call) {
        auto leftovers = VastAiVolumes::parse(call->body());
        if (!leftovers) {
            job->finishWithError(leftovers.error());
            return;
        }
        job->finishWithValue(*leftovers);
    });
    return job;
}

StatusJob *VastAiProvider::deleteLeftover(const QString &leftoverId)
{
    auto *job = new StatusJob(this);
    if (!VastAiJson::isInstanceId(leftoverId)) { // volume ids are numbers too
        job->finishWith(Error::make(Error::Code::InvalidInput,
            tr("\"%1\" is not a Vast.ai volume id: they are numbers (see rentdeck-cli leftovers).").arg(leftoverId)));
        return job;
    }
    ApiRequest request;
    request.method = "DELETE";
    request.path = QStringLiteral("/volumes/");
    request.query.addQueryItem(QStringLiteral("id"), leftoverId);
    request.kind = QStringLiteral("volumes");
    relay(m_api->send(request), job, [job](ApiJob *) { job->finishWith(); });
    return job;
}

} // namespace RentDeck
