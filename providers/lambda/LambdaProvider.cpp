// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LambdaProvider.h"

#include "LambdaErrors.h"
#include "LambdaFileSystems.h"
#include "core/Paths.h"
#include "net/ApiJob.h"
#include "ssh/ClientKey.h"

#include <QCryptographicHash>
#include <QHostInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QNetworkRequest>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTimer>

namespace RentDeck {

Q_LOGGING_CATEGORY(lcProviderLambda, "rentdeck.provider.lambda", QtInfoMsg)

namespace {

const QString LaunchKind = QStringLiteral("launch");
const QString ApiKind = QStringLiteral("api");

ApiClient::Options clientOptions(const ProviderContext &context, const LambdaProvider::Tuning &tuning)
{
    ApiClient::Options options;
    QUrl base = context.baseUrl.isValid() && !context.baseUrl.isEmpty()
        ? context.baseUrl
        : QUrl(QString::fromLatin1(LambdaProvider::DefaultBase));
    QString path = base.path();
    while (path.endsWith(QLatin1Char('/'))) {
        path.chop(1);
    }
    base.setPath(path + QLatin1String("/api/v1"));
    options.baseUrl = base;
    options.providerName = QString::fromLatin1(LambdaErrors::ProviderName);
    const QString key = context.apiKey;
    options.authorize = ApiClient::bearer([key] { return key; });
    options.timeout = tuning.timeout;
    options.retry = tuning.retry;
    options.minimumIntervals.insert(LaunchKind, tuning.launchInterval);
    options.minimumIntervals.insert(ApiKind, tuning.requestInterval);
    return options;
}

/** "ssh-ed25519 AAAA... comment" → "ssh-ed25519 AAAA...": the comment may differ between copies. */
QString keyMaterial(const QString &publicKeyLine)
{
    return publicKeyLine.simplified().section(QLatin1Char(' '), 0, 1);
}

QString keyName()
{
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9-]+"));
    QString host = QHostInfo::localHostName().replace(unsafe, QStringLiteral("-")).left(40);
    if (host.isEmpty()) {
        host = QStringLiteral("host");
    }
    return QStringLiteral("rentdeck-") + host;
}

QString shortHash(const QString &text)
{
    return QString::fromLatin1(QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha256).toHex().left(8));
}

} // namespace

LambdaProvider::LambdaProvider(const ProviderContext &context, QObject *parent)
    : LambdaProvider(context, Tuning {}, parent)
{
}

LambdaProvider::LambdaProvider(const ProviderContext &context, const Tuning &tuning, QObject *parent)
    : Provider(parent)
    , m_context(context)
    , m_client(context.network, clientOptions(context, tuning), this)
    , m_knownHostsFile(Paths::knownHostsFile())
{
}

LambdaProvider::~LambdaProvider() = default;

ProviderDescriptor LambdaProvider::staticDescriptor()
{
    ProviderDescriptor descriptor;
    descriptor.id = QString::fromLatin1(LambdaJson::ProviderId);
    descriptor.displayName = QString::fromLatin1(LambdaErrors::ProviderName);
    descriptor.interfaceVersion = Provider::InterfaceVersion;
    descriptor.hostKeysPerInstance = true; // machines nobody has seen, behind shared proxy ports
    descriptor.capabilities = ProviderCapability::ListOffers | ProviderCapability::CreateInstance
        | ProviderCapability::Restart | ProviderCapability::ListLeftovers;
    descriptor.credentialFields = { { QStringLiteral("apiKey"), QStringLiteral("API key"), true } };
    descriptor.currency = QStringLiteral("USD");
    descriptor.defaultGranularity = BillingGranularity::Minute;
    descriptor.minOfferPollSeconds = 1;
    // launch takes user_data, a cloud-init user-data text of up to 1 MB (API 1.8.3 InstanceLaunchRequest): a
    // "#!" script there runs as root at first boot. It has no environment field. An instance is a whole VM: /dev/shm
    // is the operating system's own (half the RAM on Ubuntu).
    descriptor.containerOptions.onstart = true;
    descriptor.containerOptions.maxOnstartBytes = 1024 * 1024;
    descriptor.containerOptions.envWhyNot = QT_TRANSLATE_NOOP("ContainerOptions",
        "its launch call has no environment field. Export them in an --onstart script (it runs as root at first "
        "boot), or set them in your job's command.");
    descriptor.containerOptions.shmSizeWhyNot = QT_TRANSLATE_NOOP("ContainerOptions",
        "a Lambda instance is a whole virtual machine, not a container: /dev/shm is the system's own, half the RAM.");
    descriptor.stopMeans = tr("Lambda Cloud cannot stop or pause an instance: it can only restart it "
                              "(same machine, disk kept) or terminate it (its disk is lost; only "
                              "data on a mounted Lambda file system stays).");
    descriptor.billedAfterStop = tr("An instance bills by the minute, with no minimum, from the end of "
                                    "its boot until it is terminated, even while idle. Lambda file "
                                    "systems bill per GB-month as long as they exist.");
    return descriptor;
}

ProviderDescriptor LambdaProvider::descriptor() const
{
    return staticDescriptor();
}

QUrl LambdaProvider::apiUrl() const
{
    return m_client.options().baseUrl;
}

ApiJob *LambdaProvider::get(const QString &path)
{
    ApiRequest request;
    request.path = path;
    request.kind = ApiKind;
    return m_client.send(std::move(request));
}

ApiJob *LambdaProvider::post(const QString &path, const QJsonObject &body, const QString &kind, bool retryable)
{
    ApiRequest request;
    request.method = "POST";
    request.path = path;
    request.body = QJsonDocument(body);
    request.kind = kind;
    request.retryable = retryable;
    return m_client.send(std::move(request));
}

void LambdaProvider::chain(Job *owner, ApiJob *call, BodyHandler onBody, ErrorHandler onError, const QString &region,
    const QString &instanceId)
{
    connect(owner, &QObject::destroyed, call, &ApiJob::cancel);
    connect(call, &Job::finished, owner,
        [owner, call, onBody = std::move(onBody), onError = std::move(onError), region, instanceId] {
            if (owner->isFinished()) {
                return;
            }
            if (call->isOk()) {
                onBody(call->body());
                return;
            }
            Error error = LambdaErrors::refine(call->error(), call->body(), region, instanceId);
            qCInfo(lcProviderLambda).noquote()
                << call->request().method << call->request().path << "failed:" << error.message;
            onError(error);
        });
}

StatusJob *LambdaProvider::verifyCredentials()
{
    auto *job = new StatusJob(this);
    chain(
        job, get(QStringLiteral("/ssh-keys")),
        [job](const QByteArray &body) {
            const auto keys = LambdaJson::parseSshKeys(body);
            job->finishWith(keys ? Error {} : keys.error());
        },
        [job](const Error &error) { job->finishWith(error); });
    return job;
}

OfferListJob *LambdaProvider::listOffers(const OfferQuery &query)
{
    auto *job = new OfferListJob(this);
    chain(
        job, get(QStringLiteral("/instance-types")),
        [job, query](const QByteArray &body) {
            QStringList soldOut;
            QStringList skipped;
            const auto offers = LambdaJson::parseOffers(body, &soldOut, &skipped);
            if (!offers) {
                job->finishWithError(offers.error());
                return;
            }
            if (!soldOut.isEmpty()) {
                qCDebug(lcProviderLambda) << "sold out (no region with capacity):" << soldOut.join(QLatin1String(", "));
            }
            for (const QString &problem : std::as_const(skipped)) {
                qCWarning(lcProviderLambda).noquote() << "instance type left out:" << problem;
            }
            QList<Offer> matching;
            for (const Offer &offer : *offers) {
                if (query.matches(offer)) {
                    matching.append(offer);
                }
            }
            job->finishWithValue(matching);
        },
        [job](const Error &error) { job->finishWithError(error); });
    return job;
}

InstanceListJob *LambdaProvider::listInstances()
{
    auto *job = new InstanceListJob(this);
    chain(
        job, get(QStringLiteral("/instances")),
        [this, job](const QByteArray &body) {
            auto instances = LambdaJson::parseInstances(body, m_context.sshKeyFile, m_knownHostsFile);
            if (!instances) {
                job->finishWithError(instances.error());
                return;
            }
            // terminated/preempted instances cost nothing more; the list keeps them only while Lambda does.
            job->finishWithValue(*instances);
        },
        [job](const Error &error) { job->finishWithError(error); });
    return job;
}

InstanceJob *LambdaProvider::createInstance(const InstanceSpec &spec)
{
    auto *job = new InstanceJob(this);
    const auto ref = LambdaJson::splitOfferId(spec.offerId);
    if (!ref) {
        job->finishWithError(Error::make(Error::Code::InvalidInput,
            tr("\"%1\" is not a Lambda Cloud offer: offers look like gpu_1x_a10@us-east-1 (see: rentdeck-cli "
               "offers --provider lambda).")
                .arg(spec.offerId)));
        return job;
    }
    const auto key = m_context.sshKeyFile.isEmpty() ? ClientKey::ensure() : ClientKey::ensure(m_context.sshKeyFile);
    if (!key) {
        job->finishWithError(key.error());
        return job;
    }
    InstanceSpec named = spec;
    // A name of its own, so that a launch whose answer timed out can be found again (GET /instances by name).
    named.label
        = (spec.label.trimmed().isEmpty() ? QStringLiteral("rentdeck-%1-%2")
                                                .arg(ref->instanceType)
                                                .arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0'))
                                          : spec.label.trimmed())
              .left(64);
    const QString publicKey = key->publicKeyLine.trimmed();
    if (named.image.trimmed().isEmpty()) {
        QTimer::singleShot(
            0, job, [this, job, ref = *ref, named, publicKey] { ensureKey(job, ref, named, publicKey); });
    } else {
        resolveImage(job, *ref, named, publicKey);
    }
    return job;
}

void LambdaProvider::resolveImage(
    InstanceJob *job, const LambdaOfferRef &ref, const InstanceSpec &spec, const QString &publicKey)
{
    // Lambda launches machine images, chosen by id or family ({"id"} or {"family"}, InstanceLaunchRequest.image),
    // as GET /images lists them per region; a Docker image name or a framework is not one.
    emit job->progress(tr("looking up the machine image %1 at Lambda Cloud").arg(spec.image));
    chain(
        job, get(QStringLiteral("/images")),
        [this, job, ref, spec, publicKey](const QByteArray &body) {
            const auto images = LambdaJson::parseImages(body);
            if (!images) {
                job->finishWithError(images.error());
                return;
            }
            const QString wanted = spec.image.trimmed();
            QString chosen;
            QStringList families;
            for (const LambdaImage &image : *images) {
                const bool here = image.region.isEmpty() || image.region == ref.region;
                if (here && !image.family.isEmpty() && !families.contains(image.family)) {
                    families << image.family;
                }
                if (here && chosen.isEmpty() && (image.id == wanted || image.family == wanted)) {
                    chosen = image.id;
                }
            }
            if (chosen.isEmpty()) {
                families.sort();
                job->finishWithError(Error::make(Error::Code::InvalidInput,
                    tr("Lambda Cloud has no machine image \"%1\" in %2: Lambda starts machine images, not Docker "
                       "images. Give a family (%3) or an image id, or leave the image empty for the latest Lambda "
                       "Stack.")
                        .arg(wanted, ref.region,
                            families.isEmpty() ? tr("none listed") : families.join(QLatin1String(", ")))));
                return;
            }
            InstanceSpec resolved = spec;
            resolved.image = chosen;
            ensureKey(job, ref, resolved, publicKey);
        },
        [job](const Error &error) { job->finishWithError(error); });
}

void LambdaProvider::ensureKey(
    InstanceJob *job, const LambdaOfferRef &ref, const InstanceSpec &spec, const QString &publicKey)
{
    emit job->progress(tr("checking RentDeck's SSH key at Lambda Cloud"));
    chain(
        job, get(QStringLiteral("/ssh-keys")),
        [this, job, ref, spec, publicKey](const QByteArray &body) {
            const auto keys = LambdaJson::parseSshKeys(body);
            if (!keys) {
                job->finishWithError(keys.error());
                return;
            }
            QString name = keyName();
            bool nameTaken = false;
            for (const LambdaSshKey &known : *keys) {
                if (keyMaterial(known.publicKey) == keyMaterial(publicKey)) {
                    launchWithKey(job, ref, spec, known.name);
                    return;
                }
                nameTaken = nameTaken || known.name == name;
            }
            if (nameTaken) { // another key of this host, e.g. from an earlier RentDeck data folder
                name += QLatin1Char('-') + shortHash(keyMaterial(publicKey));
            }
            registerKey(job, ref, spec, publicKey, name);
        },
        [job](const Error &error) { job->finishWithError(error); });
}

void LambdaProvider::registerKey(InstanceJob *job, const LambdaOfferRef &ref, const InstanceSpec &spec,
    const QString &publicKey, const QString &name)
{
    emit job->progress(tr("registering RentDeck's SSH key at Lambda Cloud as %1").arg(name));
    const QJsonObject request { { QStringLiteral("name"), name }, { QStringLiteral("public_key"), publicKey } };
    chain(
        job, post(QStringLiteral("/ssh-keys"), request, ApiKind, false),
        [this, job, ref, spec](const QByteArray &answer) {
            const auto added = LambdaJson::parseSshKey(answer);
            if (!added) {
                job->finishWithError(added.error());
                return;
            }
            launchWithKey(job, ref, spec, added->name);
        },
        [this, job, ref, spec, publicKey](const Error &error) {
            if (!error.detail.startsWith(QLatin1String("global/duplicate"))) {
                job->finishWithError(error);
                return;
            }
            // Another launch registered the same key a moment ago: use it.
            chain(
                job, get(QStringLiteral("/ssh-keys")),
                [this, job, ref, spec, publicKey, error](const QByteArray &body) {
                    const auto keys = LambdaJson::parseSshKeys(body);
                    for (const LambdaSshKey &known : keys ? *keys : QList<LambdaSshKey> {}) {
                        if (keyMaterial(known.publicKey) == keyMaterial(publicKey)) {
                            launchWithKey(job, ref, spec, known.name);
                            return;
                        }
                    }
                    job->finishWithError(error);
                },
                [job](const Error &again) { job->finishWithError(again); });
        });
}

void LambdaProvider::launchWithKey(
    InstanceJob *job, const LambdaOfferRef &ref, const InstanceSpec &spec, const QString &keyName)
{
    QJsonObject body {
        { QStringLiteral("region_name"), ref.region },
        { QStringLiteral("instance_type_name"), ref.instanceType },
        { QStringLiteral("ssh_key_names"), QJsonArray { keyName } }, // Lambda takes exactly one
        { QStringLiteral("name"), spec.label },
    };
    if (!spec.image.isEmpty()) {
        body.insert(QStringLiteral("image"), QJsonObject { { QStringLiteral("id"), spec.image } }); // resolved
    }
    if (!spec.onstart.isEmpty()) {
        // InstanceLaunchRequest.user_data (API 1.8.3): cloud-init user data, "plain text and cannot exceed 1MB"; a
        // "#!" script is one of cloud-init's formats and runs at first boot.
        body.insert(QStringLiteral("user_data"), QString::fromUtf8(spec.onstart));
    }
    emit job->progress(tr("launching %1 in %2").arg(ref.instanceType, ref.region));
    // Not retried on 5xx: the launch may have happened. 429 is retried by ApiJob (it never ran).
    chain(
        job, post(QStringLiteral("/instance-operations/launch"), body, LaunchKind, false),
        [this, job, ref](const QByteArray &answer) {
            const auto ids = LambdaJson::parseLaunchedIds(answer);
            if (!ids) {
                job->finishWithError(ids.error());
                return;
            }
            fetchLaunched(job, ref, ids->first());
        },
        [this, job, ref, name = spec.label](const Error &error) {
            if (error.code == Error::Code::Timeout) {
                findTimedOutLaunch(job, ref, name, error);
                return;
            }
            job->finishWithError(error);
        },
        ref.region);
}

void LambdaProvider::findTimedOutLaunch(
    InstanceJob *job, const LambdaOfferRef &ref, const QString &name, const Error &timeout)
{
    // The launch may have happened although its answer never came (Lambda has no idempotency key): look for our
    // name before saying it failed, so nothing that bills goes unseen.
    emit job->progress(
        tr("Lambda Cloud did not answer the launch in time; looking for an instance named %1").arg(name));
    chain(
        job, get(QStringLiteral("/instances")),
        [this, job, ref, name, timeout](const QByteArray &body) {
            const auto instances = LambdaJson::parseInstances(body, m_context.sshKeyFile, m_knownHostsFile);
            QStringList matches;
            for (const Instance &instance : instances ? *instances : QList<Instance> {}) {
                if (instance.label == name && !isGone(instance.state)) {
                    matches << instance.id;
                }
            }
            if (matches.size() == 1) {
                emit job->progress(tr("the launch went through after all: instance %1").arg(matches.first()));
                fetchLaunched(job, ref, matches.first());
                return;
            }
            Error error = timeout;
            error.message = matches.isEmpty()
                ? tr("%1 No instance named %2 exists, so nothing was launched; if one appears later, rentdeck-cli "
                     "instances lists it.")
                      .arg(timeout.message, name)
                : tr("%1 Several instances are named %2 (%3): one may be this launch; look at rentdeck-cli "
                     "instances before launching again.")
                      .arg(timeout.message, name, matches.join(QLatin1String(", ")));
            job->finishWithError(error);
        },
        [job, name, timeout](const Error &again) {
            Error error = timeout;
            error.message = tr("%1 Whether an instance named %2 was made could not be checked (%3): look at "
                               "rentdeck-cli instances before launching again.")
                                .arg(timeout.message, name, again.message);
            job->finishWithError(error);
        });
}

void LambdaProvider::fetchLaunched(InstanceJob *job, const LambdaOfferRef &ref, const QString &instanceId)
{
    const auto fallback = [job, ref, instanceId](const QString &why) {
        // The launch went through and bills: report it even when its details are not in yet.
        qCWarning(lcProviderLambda).noquote() << "launched" << instanceId << "but could not read it:" << why;
        Instance instance;
        instance.providerId = QString::fromLatin1(LambdaJson::ProviderId);
        instance.id = instanceId;
        instance.offerId = LambdaJson::offerId(ref.instanceType, ref.region);
        instance.state = InstanceState::Provisioning;
        instance.stateDetail = QStringLiteral("booting");
        instance.billing = LambdaJson::billingPolicy();
        job->finishWithValue(instance);
    };
    chain(
        job, get(QStringLiteral("/instances/") + instanceId),
        [this, job, fallback](const QByteArray &answer) {
            const auto instance = LambdaJson::parseInstance(answer, m_context.sshKeyFile, m_knownHostsFile);
            if (!instance) {
                fallback(instance.error().message);
                return;
            }
            job->finishWithValue(*instance);
        },
        [fallback](const Error &error) { fallback(error.message); }, {}, instanceId);
}

StatusJob *LambdaProvider::setPowerState(const QString &instanceId, PowerState state)
{
    auto *job = new StatusJob(this);
    job->finishWith(Error::make(Error::Code::Unsupported,
        state == PowerState::Stopped
            ? tr("Lambda Cloud cannot stop an instance, only restart or terminate it, and it bills until it is "
                 "terminated: destroy lambda:%1 to stop paying.")
                  .arg(instanceId)
            : tr("Lambda Cloud has no stopped instances to resume: lambda:%1 runs until it is terminated (a "
                 "restart reboots it).")
                  .arg(instanceId)));
    return job;
}

StatusJob *LambdaProvider::destroyInstance(const QString &instanceId)
{
    return instanceOperation(QStringLiteral("terminate"), QStringLiteral("terminated_instances"), instanceId);
}

StatusJob *LambdaProvider::restartInstance(const QString &instanceId)
{
    return instanceOperation(QStringLiteral("restart"), QStringLiteral("restarted_instances"), instanceId);
}

StatusJob *LambdaProvider::instanceOperation(
    const QString &operation, const QString &listKey, const QString &instanceId)
{
    auto *job = new StatusJob(this);
    const QJsonObject body { { QStringLiteral("instance_ids"), QJsonArray { instanceId } } };
    // Terminating twice is harmless, so a gateway error is retried: it stops the bill.
    const bool retryable = operation == QLatin1String("terminate");
    chain(
        job, post(QStringLiteral("/instance-operations/") + operation, body, ApiKind, retryable),
        [job, listKey, instanceId, retryable](const QByteArray &answer) {
            const auto ids = LambdaJson::parseOperationIds(answer, listKey);
            if (!ids) {
                job->finishWith(ids.error());
            } else if (!ids->contains(instanceId)) {
                job->finishWith(Error::make(Error::Code::Provider,
                    retryable ? tr("Lambda Cloud did not confirm terminating lambda:%1: check it in Lambda's "
                                   "dashboard (it may still be billing).")
                                    .arg(instanceId)
                              : tr("Lambda Cloud did not confirm restarting lambda:%1: check it in Lambda's dashboard.")
                                    .arg(instanceId)));
            } else {
                job->finishWith();
            }
        },
        [job](const Error &error) { job->finishWith(error); }, {}, instanceId);
    return job;
}

LeftoverListJob *LambdaProvider::listLeftovers()
{
    auto *job = new LeftoverListJob(this);
    chain(
        job, get(QStringLiteral("/file-systems")),
        [job](const QByteArray &body) {
            auto leftovers = LambdaFileSystems::parse(body);
            if (!leftovers) {
                job->finishWithError(leftovers.error());
                return;
            }
            job->finishWithValue(*leftovers);
        },
        [job](const Error &error) { job->finishWithError(error); });
    return job;
}

StatusJob *LambdaProvider::deleteLeftover(const QString &leftoverId)
{
    auto *job = new StatusJob(this);
    ApiRequest request;
    request.method = "DELETE";
    request.path = QStringLiteral("/filesystems/") + leftoverId;
    request.kind = ApiKind;
    chain(
        job, m_client.send(std::move(request)),
        [job, leftoverId](
            const QByteArray &body) { job->finishWith(LambdaFileSystems::parseDeleted(body, leftoverId).error()); },
        [job](const Error &error) { job->finishWith(error); });
    return job;
}

} // namespace RentDeck
