// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "RunPodProvider.h"

#include "RunPodNetworkVolumes.h"
#include "core/Paths.h"
#include "net/ApiJob.h"
#include "ssh/ClientKey.h"

#include <QJsonArray>
#include <QLoggingCategory>
#include <QRegularExpression>
#include <QTimer>
#include <cmath>
#include <memory>

Q_LOGGING_CATEGORY(lcProviderRunPod, "rentdeck.provider.runpod", QtInfoMsg)

namespace RentDeck {

using namespace std::chrono_literals;

namespace {

const QString KeysPath = QStringLiteral("/v2/account/ssh-keys");
const QString PodsPath = QStringLiteral("/v2/pods");

// Queued, so callers that connect right after the call still see it.
void announce(Job *job, const QString &message)
{
    QTimer::singleShot(0, job, [job, message] { emit job->progress(message); });
}

} // namespace

RunPodProvider::RunPodProvider(const ProviderContext &context, QObject *parent)
    : RunPodProvider(context, defaultOptions(), parent)
{
}

RunPodProvider::RunPodProvider(const ProviderContext &context, ApiClient::Options options, QObject *parent)
    : Provider(parent)
    , m_sshKeyFile(context.sshKeyFile.isEmpty() ? ClientKey::privateKeyFile() : context.sshKeyFile)
    , m_knownHostsFile(Paths::knownHostsFile())
{
    options.baseUrl = context.baseUrl.isEmpty() ? QUrl(QString::fromLatin1(DefaultBaseUrl)) : context.baseUrl;
    // RENTDECK_RUNPOD_API_BASE names the host; a pasted ".../v2" would otherwise double the version in every path.
    QString basePath = options.baseUrl.path();
    while (basePath.endsWith(QLatin1Char('/'))) {
        basePath.chop(1);
    }
    if (basePath.endsWith(QLatin1String("/v2"))) {
        options.baseUrl.setPath(basePath.chopped(3));
    }
    options.providerName = QStringLiteral("RunPod");
    options.authorize = ApiClient::bearer([key = context.apiKey] { return key; });
    m_client = new ApiClient(context.network, std::move(options), this);
}

RunPodProvider::~RunPodProvider() = default;

ApiClient::Options RunPodProvider::defaultOptions()
{
    // RunPod publishes no quotas, only 429 with Retry-After (§2.3), which ApiJob honours; a launch is spaced a
    // little so a double click cannot rent two pods in the same second.
    ApiClient::Options options;
    options.timeout = 30s;
    options.retry.maxAttempts = 4;
    options.retry.baseDelay = 1s;
    options.retry.maxDelay = 60s;
    options.minimumIntervals.insert(QStringLiteral("launch"), 2s);
    return options;
}

ProviderDescriptor RunPodProvider::staticDescriptor()
{
    ProviderDescriptor descriptor;
    descriptor.id = QString::fromLatin1(RunPodJson::ProviderId);
    descriptor.displayName = QStringLiteral("RunPod");
    descriptor.interfaceVersion = Provider::InterfaceVersion;
    descriptor.hostKeysPerInstance = true; // machines nobody has seen, behind shared proxy ports
    // POST /v2/pods takes env as an object of strings (api-reference-v2 openapi.json, BaseContainerConfig). There is no
    // on-start field: args/dockerStartCmd replace the image's own start command, which is what starts SSH in
    // RunPod's images. No field sets /dev/shm (v1, v2 and GraphQL alike).
    descriptor.containerOptions.env = true;
    descriptor.containerOptions.onstartWhyNot = QT_TRANSLATE_NOOP("ContainerOptions",
        "its start command would replace the image's own, which starts SSH. Run the script once the pod is up: "
        "rentdeck-cli exec NAME -- sh -c \"…\", or a job.");
    descriptor.containerOptions.shmSizeWhyNot = QT_TRANSLATE_NOOP(
        "ContainerOptions", "RunPod's pod API has no field for it (REST v1, v2 and GraphQL alike).");
    // No Spot: REST v2 has no interruptible pods (only the deprecated GraphQL and v1 APIs had them).
    descriptor.capabilities = ProviderCapability::ListOffers | ProviderCapability::CreateInstance
        | ProviderCapability::StartStop | ProviderCapability::Billing | ProviderCapability::ListLeftovers;
    descriptor.credentialFields = { { QStringLiteral("apiKey"), QStringLiteral("API key"), true } };
    descriptor.currency = QString::fromLatin1(RunPodJson::Currency);
    descriptor.defaultGranularity = BillingGranularity::Second;
    descriptor.stopMeans = tr(
        "Stop releases the GPU and wipes the container disk; the volume at /workspace stays and the pod resumes on "
        "the same host, but if its GPU was taken meanwhile it may come back with zero GPUs.");
    descriptor.billedAfterStop
        = tr("The volume disk at $0.20/GB per month (twice its running price) until the pod is destroyed; network "
             "volumes always. Compute and the container disk cost nothing while stopped.");
    return descriptor;
}

ProviderDescriptor RunPodProvider::descriptor() const
{
    return staticDescriptor();
}

bool RunPodProvider::isPodId(const QString &id)
{
    static const QRegularExpression pattern(QStringLiteral("^[A-Za-z0-9_-]{1,64}$"));
    return pattern.match(id).hasMatch();
}

QString RunPodProvider::podPath(const QString &id)
{
    return PodsPath + QLatin1Char('/') + id;
}

Instance RunPodProvider::present(Instance instance) const
{
    if (instance.ssh.isValid()) {
        instance.ssh.identityFile = m_sshKeyFile;
        instance.ssh.knownHostsFile = m_knownHostsFile;
    }
    return instance;
}

Error RunPodProvider::errorOf(const ApiJob *api, Operation operation, const QString &podId) const
{
    Error error = api->error();
    const int status = api->httpStatus();
    const QString text = RunPodJson::problemText(api->body());
    const QString reason = text.isEmpty() ? tr("no reason given") : text;
    if (operation == Operation::Create && status == 400) {
        // 400 is a rule violation or no capacity, told apart only by the human detail.
        static const QRegularExpression capacity(
            QStringLiteral("capacity|no longer|not available|unavailable|sold out|out of stock|no (gpu|machine|"
                           "instance|host)s? (are |is )?(currently )?available"),
            QRegularExpression::CaseInsensitiveOption);
        error.code = Error::Code::Provider;
        error.message = capacity.match(text).hasMatch()
            ? tr("RunPod: this offer was just taken, pick another (%1).").arg(reason)
            : tr("RunPod refused to create the pod: %1. Check the image and disk size, or pick another offer.")
                  .arg(reason);
    } else if (operation == Operation::Create && status == 403) {
        error.code = Error::Code::Provider;
        error.message = tr("RunPod does not let this account rent from this GPU pool (%1): pick another offer, or "
                           "check the API key's permissions in RunPod's console.")
                            .arg(reason);
    } else if (status == 403) {
        // "The bearer token is valid, but it does not grant access to the requested resource or action"
        // (openapi.json ForbiddenError): a scoped key, not a wrong one.
        error.code = Error::Code::Provider;
        error.message
            = tr("RunPod accepted the API key, but it may not do this (%1): give the key access to pods (read "
                 "and write) in RunPod's console, Settings › API Keys, or use a key with full access.")
                  .arg(reason);
    } else if (status == 422) {
        error.code = Error::Code::InvalidInput;
        error.message = tr("RunPod rejected the request as invalid: %1. RentDeck sent something RunPod does not "
                           "accept; please report this with the log.")
                            .arg(reason);
    } else if (status == 409 && (operation == Operation::Start || operation == Operation::Stop)) {
        error.code = Error::Code::Provider;
        error.message = (operation == Operation::Start
                ? tr("RunPod cannot start pod %1 now (%2): refresh the list and try again once it has stopped.")
                : tr("RunPod cannot stop pod %1 now (%2): refresh the list and try again once it is running."))
                            .arg(podId, reason);
    } else if (status == 404 && !podId.isEmpty()) {
        error.code = Error::Code::NotFound;
        error.message = tr("RunPod has no pod %1: it may have been terminated already (refresh the list).").arg(podId);
    }
    return error;
}

StatusJob *RunPodProvider::verifyCredentials()
{
    auto *job = new StatusJob(this);
    ApiJob *api = m_client->get(KeysPath);
    // 403 means a valid key scoped away from SSH keys (openapi.json ForbiddenError): it can still rent, and a launch
    // then gives the pod RentDeck's key directly.
    connect(api, &Job::finished, job, [this, job, api] {
        job->finishWith(api->isOk() || api->httpStatus() == 403 ? Error {} : errorOf(api, Operation::Read));
    });
    return job;
}

OfferListJob *RunPodProvider::listOffers(const OfferQuery &query)
{
    // Availability is scoped by cloud and GPU count (SECURE and 1 when not given), so one read per cloud and count:
    // a GPU sold out in Secure but free in Community stays listed, and a 4-GPU offer is listed only when 4 are free.
    struct Reads
    {
        QList<Offer> offers;
        Error firstError; // of the first read that failed
        int pending = 0;
    };
    auto *job = new OfferListJob(this);
    auto reads = std::make_shared<Reads>();
    for (const char *cloud : { "SECURE", "COMMUNITY" }) {
        for (const int count : RunPodJson::OfferCounts) {
            if (query.gpuCount > 0 && query.gpuCount != count) {
                continue; // nothing of this count would pass the query
            }
            QUrlQuery parameters;
            // Both or neither: the catalog refuses one without the other.
            parameters.addQueryItem(QStringLiteral("include"), QStringLiteral("AVAILABILITY"));
            parameters.addQueryItem(QStringLiteral("product"), QStringLiteral("POD"));
            parameters.addQueryItem(QStringLiteral("cloud"), QLatin1String(cloud));
            parameters.addQueryItem(QStringLiteral("count"), QString::number(count));
            ++reads->pending;
            ApiJob *api = m_client->get(QStringLiteral("/v2/catalog/gpus"), parameters);
            connect(api, &Job::finished, job, [this, job, api, query, reads, cloud, count] {
                Result<QList<Offer>> offers = api->isOk() ? RunPodJson::offers(api->json(), QLatin1String(cloud), count)
                                                          : Result<QList<Offer>>(errorOf(api, Operation::Read));
                if (offers) {
                    reads->offers.append(std::move(offers).value());
                } else if (!reads->firstError.isError()) {
                    reads->firstError = offers.error();
                }
                if (--reads->pending > 0) {
                    return;
                }
                if (reads->firstError.isError() && reads->offers.isEmpty()) {
                    job->finishWithError(reads->firstError); // nothing to show: say why
                    return;
                }
                if (reads->firstError.isError()) {
                    qCWarning(lcProviderRunPod) << "some catalog reads failed:" << reads->firstError.message;
                }
                QList<Offer> matching = std::move(reads->offers);
                matching.removeIf([&query](const Offer &offer) { return !query.matches(offer); });
                job->finishWithValue(std::move(matching));
            });
        }
    }
    if (reads->pending == 0) {
        QTimer::singleShot(0, job, [job] { job->finishWithValue({}); });
    }
    return job;
}

InstanceListJob *RunPodProvider::listInstances()
{
    auto *job = new InstanceListJob(this);
    ApiJob *api = m_client->get(PodsPath);
    connect(api, &Job::finished, job, [this, job, api] {
        if (!api->isOk()) {
            job->finishWithError(errorOf(api, Operation::Read));
            return;
        }
        Result<QList<Instance>> pods = RunPodJson::instances(api->json());
        if (!pods) {
            job->finishWithError(pods.error());
            return;
        }
        QList<Instance> instances;
        for (const Instance &pod : pods.value()) {
            instances.append(present(pod));
        }
        job->finishWithValue(std::move(instances));
    });
    return job;
}

InstanceJob *RunPodProvider::createInstance(const InstanceSpec &spec)
{
    auto *job = new InstanceJob(this);
    const auto key = RunPodJson::parseOfferId(spec.offerId);
    if (!key) {
        job->finishWithError(Error::make(Error::Code::InvalidInput,
            tr("\"%1\" is not a RunPod offer id (they look like secure.1x.NVIDIA_GeForce_RTX_4090): pick one from "
               "the offers list.")
                .arg(spec.offerId)));
        return job;
    }
    const int volumeGb = spec.diskGb > 0 ? int(std::ceil(spec.diskGb)) : RunPodJson::DefaultVolumeGb;
    if (volumeGb < RunPodJson::MinimumVolumeGb) {
        job->finishWithError(Error::make(Error::Code::InvalidInput,
            tr("RunPod volumes are at least %1 GB; %2 GB was asked for: choose a larger disk.")
                .arg(RunPodJson::MinimumVolumeGb)
                .arg(volumeGb)));
        return job;
    }
    if (const QString image = spec.image.trimmed(); !image.isEmpty() && !image.startsWith(QLatin1String("runpod/"))) {
        // startSsh: "Only images that honor the convention start sshd from it (all RunPod official images do)"
        // (openapi.json CreatePodRequest). Any other image may never run sshd: a pod that bills with no way in.
        job->finishWithError(Error::make(Error::Code::InvalidInput,
            tr("RunPod starts SSH only in images that follow its PUBLIC_KEY convention (every runpod/… image does); "
               "%1 may not, and the pod would bill with no way to reach it. Use a runpod/ image (the default is %2), "
               "or start from one and install your software at start-up.")
                .arg(image, QString::fromLatin1(DefaultImage))));
        return job;
    }
    const Result<SshKeyGenerator::KeyPair> pair = ClientKey::ensure(m_sshKeyFile);
    if (!pair) {
        job->finishWithError(pair.error());
        return job;
    }

    QJsonObject body;
    body.insert(QStringLiteral("name"), spec.label.isEmpty() ? QStringLiteral("rentdeck") : spec.label);
    body.insert(QStringLiteral("image"), spec.image.isEmpty() ? QString::fromLatin1(DefaultImage) : spec.image);
    body.insert(QStringLiteral("gpu"),
        QJsonObject { { QStringLiteral("id"), key->gpuTypeId }, { QStringLiteral("count"), key->count } });
    body.insert(QStringLiteral("cloud"), key->cloud);
    body.insert(QStringLiteral("disk"), RunPodJson::ContainerDiskGb);
    body.insert(QStringLiteral("mounts"),
        QJsonObject { { QStringLiteral("persistent"),
            QJsonObject {
                { QStringLiteral("size"), volumeGb }, { QStringLiteral("path"), QStringLiteral("/workspace") } } } });
    // 22/tcp gives the pod a direct SSH port (full SSH: SFTP, rsync, forwards); the proxy is shell-only.
    body.insert(QStringLiteral("ports"), QJsonArray { QStringLiteral("22/tcp") });
    body.insert(QStringLiteral("startSsh"), true);
    if (!spec.env.isEmpty()) {
        QJsonObject env;
        for (auto it = spec.env.cbegin(); it != spec.env.cend(); ++it) {
            env.insert(it.key(), it.value());
        }
        body.insert(QStringLiteral("env"), env);
    }

    announce(job, tr("checking that RunPod knows RentDeck's SSH key"));
    ApiJob *keys = m_client->get(KeysPath);
    const QString publicKeyLine = pair->publicKeyLine;
    const QString offerId = spec.offerId;
    connect(keys, &Job::finished, job, [this, job, keys, publicKeyLine, body, offerId] {
        if (!keys->isOk() && keys->httpStatus() == 403) {
            // A key scoped to pods may not read the account's keys ("requests may return 403 when a valid key lacks
            // access", openapi.json bearerAuth): give this pod our key directly instead.
            emit job->progress(tr("this API key may not read the account's SSH keys (403); RentDeck gives the pod its "
                                  "key directly"));
            postPod(job, withPublicKeys(body, { publicKeyLine }), offerId);
            return;
        }
        if (!keys->isOk()) {
            job->finishWithError(errorOf(keys, Operation::Read));
            return;
        }
        const Result<QStringList> known = RunPodJson::sshKeys(keys->json());
        if (!known) {
            job->finishWithError(known.error());
            return;
        }
        if (RunPodJson::containsKey(*known, publicKeyLine)) {
            postPod(job, body, offerId);
            return;
        }
        // PUT replaces the whole list: send every key the account has, plus ours.
        const QStringList withOurs = *known + QStringList { publicKeyLine };
        emit job->progress(
            tr("adding RentDeck's SSH key to the RunPod account (%n key(s) kept)", nullptr, int(known->size())));
        ApiJob *put = m_client->put(
            KeysPath, QJsonDocument(QJsonObject { { QStringLiteral("keys"), QJsonArray::fromStringList(withOurs) } }));
        connect(put, &Job::finished, job, [this, job, put, publicKeyLine, body, offerId, withOurs] {
            if (!put->isOk() && (put->httpStatus() == 422 || put->httpStatus() == 403)) {
                // One existing key that fails the pattern makes the whole replacement 422 (UpdateSshKeysRequest),
                // and a scoped key may not write them (403): neither is a reason not to launch.
                emit job->progress(tr("RunPod did not take the account's SSH keys (%1); RentDeck gives the pod its "
                                      "key directly, the account's keys stay as they are")
                                       .arg(RunPodJson::problemText(put->body())));
                postPod(job, withPublicKeys(body, withOurs), offerId);
                return;
            }
            if (!put->isOk()) {
                job->finishWithError(errorOf(put, Operation::Read));
                return;
            }
            const Result<QStringList> stored = RunPodJson::sshKeys(put->json());
            if (put->json().isObject() && (!stored || !RunPodJson::containsKey(*stored, publicKeyLine))) {
                job->finishWithError(Error::make(Error::Code::Provider,
                    tr("RunPod did not keep RentDeck's SSH key: add %1.pub under Settings › SSH Public Keys in "
                       "RunPod's console and launch again.")
                        .arg(m_sshKeyFile)));
                return;
            }
            qCInfo(lcProviderRunPod) << "registered RentDeck's SSH key with the RunPod account";
            postPod(job, body, offerId);
        });
    });
    return job;
}

QJsonObject RunPodProvider::withPublicKeys(QJsonObject body, const QStringList &keys)
{
    // startSsh "injects a PUBLIC_KEY environment variable carrying your account's registered SSH public keys,
    // unless the request already sets one" (openapi.json CreatePodRequest.startSsh): setting it ourselves lets our
    // key in when the account's keys cannot be read or written.
    QJsonObject env = body.value(QLatin1String("env")).toObject();
    env.insert(QStringLiteral("PUBLIC_KEY"), keys.join(QLatin1Char('\n')));
    body.insert(QStringLiteral("env"), env);
    return body;
}

void RunPodProvider::postPod(InstanceJob *job, const QJsonObject &body, const QString &offerId)
{
    emit job->progress(tr("asking RunPod for %1 × %2 (%3 cloud)")
                           .arg(body.value(QStringLiteral("gpu")).toObject().value(QStringLiteral("count")).toInt())
                           .arg(body.value(QStringLiteral("gpu")).toObject().value(QStringLiteral("id")).toString(),
                               body.value(QStringLiteral("cloud")).toString().toLower()));
    ApiJob *api = m_client->post(PodsPath, QJsonDocument(body), QStringLiteral("launch"));
    connect(api, &Job::finished, job, [this, job, api, offerId] {
        if (!api->isOk()) {
            job->finishWithError(errorOf(api, Operation::Create));
            return;
        }
        Result<Instance> pod = RunPodJson::instance(api->json());
        if (!pod) {
            job->finishWithError(pod.error());
            return;
        }
        Instance instance = present(std::move(pod).value());
        if (instance.offerId.isEmpty()) {
            instance.offerId = offerId;
        }
        qCInfo(lcProviderRunPod) << "created pod" << instance.id << "for offer" << offerId;
        job->finishWithValue(std::move(instance));
    });
}

StatusJob *RunPodProvider::setPowerState(const QString &instanceId, PowerState state)
{
    auto *job = new StatusJob(this);
    if (!isPodId(instanceId)) {
        job->finishWith(Error::make(Error::Code::InvalidInput, tr("\"%1\" is not a RunPod pod id.").arg(instanceId)));
        return job;
    }
    const bool start = state == PowerState::Running;
    const QJsonObject body { { QStringLiteral("action"), start ? QStringLiteral("start") : QStringLiteral("stop") } };
    ApiJob *api = m_client->post(podPath(instanceId) + QStringLiteral("/action"), QJsonDocument(body));
    connect(api, &Job::finished, job, [this, job, api, instanceId, start] {
        job->finishWith(api->isOk() ? Error {} : errorOf(api, start ? Operation::Start : Operation::Stop, instanceId));
    });
    return job;
}

StatusJob *RunPodProvider::destroyInstance(const QString &instanceId)
{
    auto *job = new StatusJob(this);
    if (!isPodId(instanceId)) {
        job->finishWith(Error::make(Error::Code::InvalidInput, tr("\"%1\" is not a RunPod pod id.").arg(instanceId)));
        return job;
    }
    ApiJob *api = m_client->deleteResource(podPath(instanceId));
    connect(api, &Job::finished, job, [this, job, api, instanceId] {
        if (api->isOk()) {
            qCInfo(lcProviderRunPod) << "terminated pod" << instanceId;
        }
        job->finishWith(api->isOk() ? Error {} : errorOf(api, Operation::Destroy, instanceId));
    });
    return job;
}

LeftoverListJob *RunPodProvider::listLeftovers()
{
    auto *job = new LeftoverListJob(this);
    ApiJob *volumes = m_client->get(QStringLiteral("/v2/network-volumes"));
    connect(volumes, &Job::finished, job, [this, job, volumes] {
        if (!volumes->isOk()) {
            job->finishWithError(errorOf(volumes, Operation::Read));
            return;
        }
        // The pods tell which volumes a running pod still mounts: those bill with their pod, not after it.
        ApiJob *pods = m_client->get(PodsPath);
        connect(pods, &Job::finished, job, [this, job, pods, volumeList = volumes->json()] {
            if (!pods->isOk()) {
                job->finishWithError(errorOf(pods, Operation::Read));
                return;
            }
            Result<QList<Leftover>> leftovers = RunPodNetworkVolumes::parse(volumeList, pods->json());
            if (!leftovers) {
                job->finishWithError(leftovers.error());
                return;
            }
            job->finishWithValue(std::move(leftovers).value());
        });
    });
    return job;
}

StatusJob *RunPodProvider::deleteLeftover(const QString &leftoverId)
{
    auto *job = new StatusJob(this);
    if (!isPodId(leftoverId)) { // volume ids have the same alphabet as pod ids
        job->finishWith(
            Error::make(Error::Code::InvalidInput, tr("\"%1\" is not a RunPod network volume id.").arg(leftoverId)));
        return job;
    }
    ApiJob *api = m_client->deleteResource(QStringLiteral("/v2/network-volumes/") + leftoverId);
    connect(api, &Job::finished, job, [this, job, api, leftoverId] {
        if (api->isOk()) {
            job->finishWith();
            return;
        }
        Error error = errorOf(api, Operation::Read);
        const QString reason = RunPodJson::problemText(api->body());
        if (api->httpStatus() == 404) {
            error = Error::make(Error::Code::NotFound,
                tr("RunPod has no network volume %1: it may have been deleted already.").arg(leftoverId));
        } else if (api->httpStatus() == 400) {
            error = Error::make(Error::Code::Provider,
                tr("RunPod refused to delete network volume %1 (%2): terminate the pods that mount it first.")
                    .arg(leftoverId, reason));
        }
        job->finishWith(error);
    });
    return job;
}

} // namespace RentDeck
