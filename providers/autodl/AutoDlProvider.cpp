// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "AutoDlProvider.h"

#include "AutoDlPriceList.h"
#include "AutoDlProCatalog.h"
#include "core/Paths.h"
#include "net/ApiJob.h"
#include "secrets/MemorySecretStore.h"
#include "secrets/SecretKeys.h"

#include <QCryptographicHash>
#include <QLoggingCategory>
#include <QNetworkRequest>
#include <QPointer>
#include <QTimer>

namespace RentDeck {

Q_LOGGING_CATEGORY(lcProviderAutoDl, "rentdeck.provider.autodl", QtInfoMsg)

namespace {

// [UNCONFIRMED] Pro-instance and stock paths, as listed in reference/provider-apis.md §6.
constexpr auto CreatePath = "/api/v1/dev/instance/pro/create";
constexpr auto ListPath = "/api/v1/dev/instance/pro/list";
constexpr auto SnapshotPath = "/api/v1/dev/instance/pro/snapshot";
constexpr auto StatusPath = "/api/v1/dev/instance/pro/status";
constexpr auto PowerOnPath = "/api/v1/dev/instance/pro/power_on";
constexpr auto PowerOffPath = "/api/v1/dev/instance/pro/power_off";
constexpr auto ReleasePath = "/api/v1/dev/instance/pro/release";

QString path(const char *text)
{
    return QLatin1String(text);
}

QString instanceName(const QString &instanceId)
{
    return QLatin1String(AutoDlJson::ProviderId) + QLatin1Char(':') + instanceId;
}

bool isOff(const QString &status)
{
    return status == QLatin1String("shutdown") || status == QLatin1String("stopped")
        || status == QLatin1String("power_off");
}

bool isGoingOff(const QString &status)
{
    return status == QLatin1String("shutting_down") || status == QLatin1String("powering_off");
}

// Queued, so callers that connect right after the call still see it.
void announce(Job *job, const QString &message)
{
    QTimer::singleShot(0, job, [job, message] { emit job->progress(message); });
}

} // namespace

AutoDlProvider::AutoDlProvider(const ProviderContext &context, QObject *parent)
    : Provider(parent)
    , m_context(context)
    , m_apiKey(context.apiKey)
    , m_secrets(context.secrets)
{
    m_context.apiKey.clear(); // one copy is enough
    if (m_secrets == nullptr) {
        qCDebug(lcProviderAutoDl) << "no secret store given; AutoDL root passwords are kept for this session only";
        m_secrets = new MemorySecretStore(this);
    }
    makeClient(std::chrono::milliseconds(30'000), RetryPolicy {});
}

AutoDlProvider::~AutoDlProvider()
{
    m_apiKey.fill(QLatin1Char('\0'));
}

ProviderDescriptor AutoDlProvider::staticDescriptor()
{
    ProviderDescriptor descriptor;
    descriptor.id = QLatin1String(AutoDlJson::ProviderId);
    descriptor.displayName = QStringLiteral("AutoDL");
    descriptor.interfaceVersion = Provider::InterfaceVersion;
    descriptor.hostKeysPerInstance = true; // machines nobody has seen, behind shared proxy ports
    descriptor.capabilities = ProviderCapability::ListOffers | ProviderCapability::CreateInstance
        | ProviderCapability::StartStop | ProviderCapability::Billing;
    descriptor.credentialFields = { CredentialField { QStringLiteral("apiKey"), QStringLiteral("API key"), true } };
    descriptor.currency = QStringLiteral("CNY");
    // Pay-as-you-go prices are quoted per hour; the real granularity is unconfirmed, so we round up to whole
    // hours, which can only overstate the cost.
    descriptor.defaultGranularity = BillingGranularity::Hour;
    descriptor.stopMeans = tr("Power off: compute billing stops, the disk is kept. Powering on again "
                              "may find the GPU taken.");
    descriptor.billedAfterStop = tr("Nothing for compute; the instance is released (data deleted) after "
                                    "15 days powered off.");
    // The console's banner, quoted by many third-party READMEs (DESIGN.md "Provider storage facts"):
    // "实例连续关机15天会释放实例，实例释放会导致数据清空且不可恢复".
    descriptor.releasesStoppedAfterDays = 15;
    // The Pro instance API as RentDeck uses it (AutoDlJson::createBody) has no environment or /dev/shm field; its
    // start_command is known only from third-party notes, so RentDeck does not send it.
    descriptor.containerOptions.envWhyNot = QT_TRANSLATE_NOOP("ContainerOptions",
        "its instance API has no environment field. Set them in your job's command or in ~/.bashrc once it is up.");
    descriptor.containerOptions.onstartWhyNot = QT_TRANSLATE_NOOP("ContainerOptions",
        "its instance API documents no start script. Run it once the instance is up: rentdeck-cli exec NAME -- sh -c "
        "\"…\".");
    descriptor.containerOptions.shmSizeWhyNot
        = QT_TRANSLATE_NOOP("ContainerOptions", "its instance API has no field for it.");
    descriptor.hostPresets = { hostPreset() };
    return descriptor;
}

HostPreset AutoDlProvider::hostPreset()
{
    const AutoDlPriceList &list = AutoDlPriceList::builtin();
    HostPreset preset;
    preset.providerName = QStringLiteral("AutoDL");
    preset.hostSuffixes = { QStringLiteral("autodl.com"), QStringLiteral("seetacloud.com") }; // its SSH proxies
    preset.currency = QStringLiteral("CNY"); // pay-as-you-go, by the hour, in yuan
    preset.granularity = BillingGranularity::Hour;
    preset.billingFacts = AutoDlPriceList::billingFacts();
    for (const AutoDlPrice &price : list.entries()) {
        preset.typicalPrices.append(
            { price.model, price.gpuName, price.vramGb, price.typicalPerGpuHour, list.priceNote(price) });
    }
    preset.priceListNote = list.note();
    return preset;
}

ProviderDescriptor AutoDlProvider::descriptor() const
{
    return staticDescriptor();
}

ApiClient::Authorizer AutoDlProvider::rawToken(std::function<QString()> key)
{
    return [key = std::move(key)](QNetworkRequest &request) {
        QByteArray value = key().toUtf8();
        if (!value.isEmpty()) {
            request.setRawHeader("Authorization", value);
        }
        value.fill('\0');
    };
}

void AutoDlProvider::makeClient(std::chrono::milliseconds timeout, RetryPolicy retry)
{
    ApiClient::Options options;
    options.baseUrl = m_context.baseUrl.isValid() && !m_context.baseUrl.isEmpty() ? m_context.baseUrl
                                                                                  : QUrl(QLatin1String(DefaultBaseUrl));
    options.providerName = AutoDlJson::providerName();
    options.authorize = rawToken([this] { return m_apiKey; });
    options.timeout = timeout;
    options.retry = retry;
    // The reference documents no AutoDL rate limits; ApiJob still honours 429 and Retry-After.
    if (m_client) {
        m_client->deleteLater();
    }
    m_client = new ApiClient(m_context.network, std::move(options), this);
}

void AutoDlProvider::setTimingForTesting(
    std::chrono::milliseconds timeout, RetryPolicy retry, std::chrono::milliseconds poll)
{
    makeClient(timeout, retry);
    m_pollInterval = poll;
}

void AutoDlProvider::call(const QByteArray &method, const QString &apiPath, const QJsonObject &body, Job *owner,
    DataHandler onData, ErrorHandler onError, bool retryable, const QString &kind)
{
    ApiRequest request;
    request.method = method;
    request.path = apiPath;
    request.kind = kind;
    request.retryable = retryable;
    if (method == "GET") {
        // AutoDL's GET calls take their arguments as query items.
        for (auto it = body.constBegin(); it != body.constEnd(); ++it) {
            request.query.addQueryItem(it.key(), it.value().toVariant().toString());
        }
    } else {
        request.body = QJsonDocument(body);
    }
    ApiJob *job = m_client->send(std::move(request));
    connect(job, &Job::finished, owner, [job, owner, onData = std::move(onData), onError = std::move(onError)] {
        if (owner->isFinished()) {
            return;
        }
        if (!job->isOk()) {
            Error error = job->error();
            // An HTTP error that still carries the envelope says more than the status does.
            const QJsonObject envelope = QJsonDocument::fromJson(job->body()).object();
            const QString code = envelope.value(QLatin1String("code")).toString();
            if (error.code == Error::Code::Provider && job->httpStatus() >= 400 && job->httpStatus() < 500
                && !code.isEmpty()) {
                Error mapped = AutoDlJson::envelopeError(code, envelope.value(QLatin1String("msg")).toString());
                mapped.httpStatus = error.httpStatus;
                error = mapped;
            }
            onError(error);
            return;
        }
        const Result<QJsonValue> data = AutoDlJson::unwrap(job->json());
        if (!data) {
            onError(data.error());
            return;
        }
        onData(*data);
    });
}

StatusJob *AutoDlProvider::verifyCredentials()
{
    auto *job = new StatusJob(this);
    const QJsonObject body { { QStringLiteral("page_index"), 1 }, { QStringLiteral("page_size"), 1 } };
    call(
        "POST", path(ListPath), body, job, [job](const QJsonValue &) { job->finishWith(); },
        [job](const Error &error) { job->finishWith(error); });
    return job;
}

OfferListJob *AutoDlProvider::listOffers(const OfferQuery &query)
{
    // The Pro API has no stock query (gpu_stock belongs to elastic deployment, keyed by GPU name, without
    // gpu_spec_uuid): the offers are the Pro specs AutoDL documents, and a create says whether one is free.
    auto *job = new OfferListJob(this);
    QList<Offer> offers;
    for (const Offer &offer : AutoDlJson::proOffers(AutoDlProCatalog::builtin())) {
        if (query.matches(offer)) {
            offers.append(offer);
        }
    }
    QTimer::singleShot(0, job, [job, offers] { job->finishWithValue(offers); });
    return job;
}

InstanceListJob *AutoDlProvider::listInstances()
{
    auto *job = new InstanceListJob(this);
    fetchInstancePage(1, job, std::make_shared<QList<Instance>>());
    return job;
}

void AutoDlProvider::fetchInstancePage(int page, InstanceListJob *job, std::shared_ptr<QList<Instance>> collected)
{
    const QJsonObject body { { QStringLiteral("page_index"), page }, { QStringLiteral("page_size"), ListPageSize } };
    call(
        "POST", path(ListPath), body, job,
        [this, page, job, collected](const QJsonValue &data) {
            int maxPage = 1;
            const Result<QList<Instance>> instances
                = AutoDlJson::parseInstances(data, AutoDlPriceList::builtin(), &maxPage);
            if (!instances) {
                job->finishWithError(instances.error());
                return;
            }
            collected->append(*instances);
            if (page < maxPage && page < MaxListPages && !instances->isEmpty()) {
                fetchInstancePage(page + 1, job, collected);
                return;
            }
            addSshDetails(job, collected);
        },
        [job](const Error &error) { job->finishWithError(error); });
}

void AutoDlProvider::addSshDetails(InstanceListJob *job, std::shared_ptr<QList<Instance>> instances)
{
    // Only running instances have a login; their snapshot carries it (and the root password).
    auto pending = std::make_shared<int>(1);
    const auto settle = [job, instances, pending] {
        if (--*pending == 0) {
            job->finishWithValue(*instances);
        }
    };
    for (qsizetype i = 0; i < instances->size(); ++i) {
        if (instances->at(i).state != InstanceState::Running) {
            continue;
        }
        ++*pending;
        const QString id = instances->at(i).id;
        call(
            "GET", path(SnapshotPath), QJsonObject { { QStringLiteral("instance_uuid"), id } }, job,
            [this, instances, i, settle](const QJsonValue &data) {
                const Result<AutoDlSnapshot> snapshot = AutoDlJson::parseSnapshot(data);
                Instance &instance = (*instances)[i];
                if (!snapshot || !snapshot->hasSsh()) {
                    instance.stateDetail = tr("running; AutoDL has not shown the SSH login yet");
                    settle();
                    return;
                }
                instance.ssh.host = snapshot->host;
                instance.ssh.port = snapshot->port;
                instance.ssh.user = snapshot->user;
                // No API registers RentDeck's key with AutoDL, so the login is the root password.
                instance.ssh.passwordAuth = !snapshot->password.isEmpty();
                instance.ssh.knownHostsFile = Paths::knownHostsFile();
                if (snapshot->pricePerHour.isValid()) {
                    instance.pricePerHour = snapshot->pricePerHour;
                }
                if (!snapshot->gpuName.isEmpty()) {
                    instance.gpuName = snapshot->gpuName; // the list rows name no GPU
                }
                storePassword(instance.name(), snapshot->password, settle);
            },
            [instances, i, settle](const Error &error) {
                qCWarning(lcProviderAutoDl) << "no SSH details for" << instances->at(i).id << ":" << error.message;
                (*instances)[i].stateDetail = tr("running; SSH details unavailable: %1").arg(error.message);
                settle();
            });
    }
    settle();
}

void AutoDlProvider::storePassword(const QString &name, const QString &password, std::function<void()> done)
{
    const QByteArray hash = QCryptographicHash::hash(password.toUtf8(), QCryptographicHash::Sha256);
    if (password.isEmpty() || m_storedPasswordHashes.value(name) == hash) {
        done();
        return;
    }
    SecretJob *secret = m_secrets->writeSecret(SecretKeys::instancePassword(name), password);
    connect(secret, &SecretJob::finished, this, [this, secret, name, hash, done = std::move(done)] {
        if (secret->isOk()) {
            m_storedPasswordHashes.insert(name, hash);
        } else {
            qCWarning(lcProviderAutoDl) << "could not keep the root password of" << name << ":"
                                        << secret->error().message;
        }
        done();
    });
}

InstanceJob *AutoDlProvider::createInstance(const InstanceSpec &spec)
{
    auto *job = new InstanceJob(this);
    const auto offer = AutoDlOfferId::parse(spec.offerId);
    if (!offer) {
        job->finishWithError(Error::make(Error::Code::InvalidInput,
            tr("\"%1\" is not an AutoDL offer id (REGION/GPU_SPEC/COUNT, 1 to %2 GPUs): pick one from rentdeck-cli "
               "offers --provider autodl.")
                .arg(spec.offerId)
                .arg(AutoDlJson::MaxGpusPerInstance)));
        return job;
    }
    const Result<QJsonObject> body = AutoDlJson::createBody(*offer, spec, AutoDlProCatalog::builtin());
    if (!body) {
        job->finishWithError(body.error());
        return job;
    }
    const auto fail = [job](const Error &error) { job->finishWithError(error); };
    std::optional<Offer> match;
    for (const Offer &candidate : AutoDlJson::proOffers(AutoDlProCatalog::builtin())) {
        if (candidate.id == AutoDlOfferId { QStringLiteral("any"), offer->gpuSpecUuid, offer->gpuCount }.toString()) {
            match = candidate;
        }
    }
    if (!match) {
        job->finishWithError(Error::make(Error::Code::InvalidInput,
            tr("AutoDL has no Pro GPU spec \"%1\" that RentDeck knows a price for: pick one from rentdeck-cli offers "
               "--provider autodl.")
                .arg(offer->gpuSpecUuid)));
        return job;
    }
    QTimer::singleShot(0, job, [job, gpu = match->gpuName, count = offer->gpuCount] {
        emit job->progress(tr("creating a Pro instance with %n× %1", nullptr, count).arg(gpu));
    });
    // A create answered "当前算力规格暂无库存" (InternalError) means this spec is taken: envelopeError says so.
    call(
        "POST", path(CreatePath), *body, job,
        [job, match = *match, spec, image = body->value(QStringLiteral("image_uuid")).toString()](
            const QJsonValue &created) {
            const Result<QString> uuid = AutoDlJson::parseCreated(created);
            if (!uuid) {
                job->finishWithError(uuid.error());
                return;
            }
            Instance instance;
            instance.providerId = QLatin1String(AutoDlJson::ProviderId);
            instance.id = *uuid;
            instance.label = spec.label;
            instance.state = InstanceState::Provisioning;
            instance.stateDetail = QStringLiteral("creating");
            instance.offerId = match.id;
            instance.gpuName = match.gpuName;
            instance.gpuCount = match.gpuCount;
            instance.vramGb = match.vramGb;
            instance.pricePerHour = match.pricePerHour;
            instance.billing = match.billing;
            instance.image = image;
            instance.createdAt = QDateTime::currentDateTimeUtc();
            job->finishWithValue(instance);
        },
        fail, false, QStringLiteral("launch"));
    return job;
}

StatusJob *AutoDlProvider::setPowerState(const QString &instanceId, PowerState state)
{
    auto *job = new StatusJob(this);
    if (state == PowerState::Running) {
        powerOnWhenOff(instanceId, job, MaxPowerOffPolls);
        return job;
    }
    call(
        "POST", path(PowerOffPath), QJsonObject { { QStringLiteral("instance_uuid"), instanceId } }, job,
        [job](const QJsonValue &) { job->finishWith(); }, [job](const Error &error) { job->finishWith(error); }, false);
    return job;
}

void AutoDlProvider::powerOnWhenOff(const QString &instanceId, StatusJob *job, int pollsLeft)
{
    // AutoDL powers on only a fully powered-off instance: a resume right after a stop waits for the shutdown.
    const auto fail = [job](const Error &error) { job->finishWith(error); };
    call(
        "GET", path(StatusPath), QJsonObject { { QStringLiteral("instance_uuid"), instanceId } }, job,
        [this, instanceId, job, pollsLeft, fail](const QJsonValue &data) {
            const Result<QString> status = AutoDlJson::parseStatus(data);
            if (!status) {
                job->finishWith(status.error());
                return;
            }
            if (isGoingOff(*status) && pollsLeft > 0) {
                QTimer::singleShot(m_pollInterval, job,
                    [this, instanceId, job, pollsLeft] { powerOnWhenOff(instanceId, job, pollsLeft - 1); });
                return;
            }
            const QJsonObject body { { QStringLiteral("instance_uuid"), instanceId },
                { QStringLiteral("payload"), QStringLiteral("gpu") } }; // with its GPU, not 无卡模式
            call(
                "POST", path(PowerOnPath), body, job, [job](const QJsonValue &) { job->finishWith(); }, fail, false);
        },
        fail);
}

StatusJob *AutoDlProvider::destroyInstance(const QString &instanceId)
{
    auto *job = new StatusJob(this);
    powerOffThenRelease(instanceId, job, MaxPowerOffPolls, false);
    return job;
}

void AutoDlProvider::powerOffThenRelease(const QString &instanceId, StatusJob *job, int pollsLeft, bool powerOffSent)
{
    const auto fail = [job](const Error &error) { job->finishWith(error); };
    call(
        "GET", path(StatusPath), QJsonObject { { QStringLiteral("instance_uuid"), instanceId } }, job,
        [this, instanceId, job, pollsLeft, powerOffSent, fail](const QJsonValue &data) {
            const Result<QString> status = AutoDlJson::parseStatus(data);
            if (!status) {
                job->finishWith(status.error());
                return;
            }
            const InstanceState state = AutoDlJson::mapStatus(*status);
            if (state == InstanceState::Terminated) {
                job->finishWith();
                return;
            }
            if (isOff(*status)) {
                release(instanceId, job);
                return;
            }
            if (pollsLeft <= 0) {
                job->finishWith(Error::make(Error::Code::Timeout,
                    tr("AutoDL did not power off %1 in time (status \"%2\"), so it was not released. Try destroy "
                       "again in a minute.")
                        .arg(instanceId, *status)));
                return;
            }
            const auto pollAgain = [this, instanceId, job, pollsLeft] {
                QTimer::singleShot(m_pollInterval, job,
                    [this, instanceId, job, pollsLeft] { powerOffThenRelease(instanceId, job, pollsLeft - 1, true); });
            };
            if (powerOffSent || isGoingOff(*status)) {
                pollAgain();
                return;
            }
            emit job->progress(
                tr("powering %1 off first (AutoDL releases only powered-off instances)").arg(instanceId));
            call(
                "POST", path(PowerOffPath), QJsonObject { { QStringLiteral("instance_uuid"), instanceId } }, job,
                [pollAgain](const QJsonValue &) { pollAgain(); }, fail, false);
        },
        fail);
}

void AutoDlProvider::release(const QString &instanceId, StatusJob *job)
{
    call(
        "POST", path(ReleasePath), QJsonObject { { QStringLiteral("instance_uuid"), instanceId } }, job,
        [this, instanceId, job](const QJsonValue &) {
            const QString name = instanceName(instanceId);
            m_storedPasswordHashes.remove(name);
            announce(job, tr("released %1; its disk is deleted").arg(name));
            SecretJob *secret = m_secrets->removeSecret(SecretKeys::instancePassword(name));
            QPointer<StatusJob> guard(job);
            connect(secret, &SecretJob::finished, this, [secret, guard] {
                if (!secret->isOk()) {
                    qCWarning(lcProviderAutoDl) << "could not forget a root password:" << secret->error().message;
                }
                if (guard) {
                    guard->finishWith();
                }
            });
        },
        [job](const Error &error) { job->finishWith(error); }, false);
}

} // namespace RentDeck
