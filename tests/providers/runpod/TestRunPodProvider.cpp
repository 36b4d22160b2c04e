// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "JobAwait.h"
#include "LogCapture.h"
#include "MockHttpServer.h"
#include "TempHome.h"
#include "core/Paths.h"
#include "net/ApiJob.h"
#include "runpod/RunPodMock.h"
#include "runpod/RunPodProvider.h"
#include "ssh/ClientKey.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QLoggingCategory>
#include <QNetworkAccessManager>
#include <QSet>
#include <QTest>
#include <memory>

using namespace RentDeck;
using namespace std::chrono_literals;
using Response = MockHttpServer::Response;

namespace {

constexpr auto SecretKey = "rpa_SECRET0123456789abcdefSECRET";
constexpr auto SshPort = 2222;

QByteArray bearer()
{
    return QByteArray("Bearer ") + QByteArray(SecretKey);
}

/** RunPod's status calls are compared by their Error. */
Error await(StatusJob *job)
{
    return RentDeck::await(static_cast<Job *>(job), 20000).error();
}

} // namespace

class TestRunPodProvider : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void descriptorStatesTheFacts();
    void offersRequestShapeAndMapping();
    void launchPollStopStartDestroy();
    void baseUrlWithVersionIsTolerated();
    void wrongKeyIsRejected();
    void rateLimitIsRetried();
    void serverErrorsAreRetriedOrReported();
    void malformedJsonIsReported();
    void slowAnswerTimesOut();
    void providerErrorsAreMapped();
    void badLaunchInputIsRefusedLocally();
    void mockRejectsWrongRequests();
    void keyNeverAppearsInLogs();
    void imageWithoutRunPodSshIsRefused();
    void scopedKeyStillLaunchesWithOurKey();
    void malformedAccountKeyDoesNotBlockLaunch();
    void runtimePortsGiveSshWithoutDirect();

private:
    std::unique_ptr<RunPodProvider> makeProvider(
        const QString &key = QString::fromLatin1(SecretKey), std::chrono::milliseconds timeout = 5s) const;
    Instance waitForState(RunPodProvider &provider, const QString &id, InstanceState state);

    std::unique_ptr<TempHome> m_home;
    std::unique_ptr<QNetworkAccessManager> m_network;
    std::unique_ptr<MockHttpServer> m_server;
    RunPodMock *m_mock = nullptr;
};

void TestRunPodProvider::init()
{
    m_home = std::make_unique<TempHome>();
    m_network = std::make_unique<QNetworkAccessManager>();
    m_server = std::make_unique<MockHttpServer>();
    MockProviderOptions options;
    options.apiKey = QString::fromLatin1(SecretKey);
    options.bootTime = 300ms;
    options.sshPort = SshPort;
    m_mock = new RunPodMock(m_server.get(), options);
    QVERIFY(m_server->start());
}

void TestRunPodProvider::cleanup()
{
    m_server.reset();
    m_network.reset();
    m_home.reset();
}

std::unique_ptr<RunPodProvider> TestRunPodProvider::makeProvider(
    const QString &key, std::chrono::milliseconds timeout) const
{
    ProviderContext context;
    context.network = m_network.get();
    context.baseUrl = m_server->url();
    context.apiKey = key;
    context.sshKeyFile = m_home->path() + QStringLiteral("/keys/rentdeck_ed25519");
    ApiClient::Options options = RunPodProvider::defaultOptions();
    options.timeout = timeout;
    options.retry.maxAttempts = 3;
    options.retry.baseDelay = 20ms;
    options.retry.maxDelay = 5s;
    options.minimumIntervals.clear();
    return std::make_unique<RunPodProvider>(context, options);
}

Instance TestRunPodProvider::waitForState(RunPodProvider &provider, const QString &id, InstanceState state)
{
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < 10000) {
        const auto listed = await(provider.listInstances());
        if (listed) {
            for (const Instance &instance : *listed) {
                if (instance.id == id && instance.state == state) {
                    return instance;
                }
            }
        }
        QTest::qWait(50);
    }
    return {};
}

void TestRunPodProvider::descriptorStatesTheFacts()
{
    const ProviderDescriptor descriptor = RunPodProvider::staticDescriptor();
    QCOMPARE(descriptor.id, QStringLiteral("runpod"));
    QCOMPARE(descriptor.interfaceVersion, Provider::InterfaceVersion);
    QCOMPARE(descriptor.credentialFields.size(), 1);
    QCOMPARE(descriptor.credentialFields.first().key, QStringLiteral("apiKey"));
    QVERIFY(descriptor.credentialFields.first().secret);
    QVERIFY(descriptor.capabilities.testFlag(ProviderCapability::StartStop));
    QVERIFY(descriptor.capabilities.testFlag(ProviderCapability::CreateInstance));
    QVERIFY(!descriptor.capabilities.testFlag(ProviderCapability::Spot)); // REST v2 has no spot
    QCOMPARE(descriptor.currency, QStringLiteral("USD"));
    QCOMPARE(descriptor.defaultGranularity, BillingGranularity::Second);
    QVERIFY(descriptor.stopMeans.contains(QStringLiteral("zero GPUs")));
    QVERIFY(descriptor.billedAfterStop.contains(QStringLiteral("$0.20/GB")));
    QVERIFY(!descriptor.isSimulated);
}

void TestRunPodProvider::offersRequestShapeAndMapping()
{
    auto provider = makeProvider();
    const auto offers = await(provider->listOffers({}));
    QVERIFY2(offers.isOk(), qPrintable(offers.error().message));
    // Availability is read per cloud and count (the catalog's cloud defaults to SECURE and count to 1 when not
    // given, openapi.json GpuCloudFilter/GpuCountFilter). Mock stock: 4090 secure 8 free (1,2,4,8) + community 2
    // (1,2); A100 secure 8 (1,2,4,8); A6000 sold out in Secure but 2 free in Community (1,2); MI300X 1 (1); L4
    // community 4 but at most 2 a pod (1,2). The sold-out H100 is left out: 15 offers.
    QCOMPARE(offers->size(), 15);
    QStringList ids;
    for (const Offer &offer : *offers) {
        QVERIFY(!offer.gpuName.contains(QStringLiteral("H100")));
        ids << offer.id;
    }
    QVERIFY(ids.contains(QStringLiteral("community.2x.NVIDIA_RTX_A6000"))); // free in Community only
    QVERIFY(!ids.contains(QStringLiteral("secure.1x.NVIDIA_RTX_A6000"))); // sold out in Secure
    QVERIFY(!ids.contains(QStringLiteral("community.4x.NVIDIA_GeForce_RTX_4090"))); // only 2 free there
    QVERIFY(ids.contains(QStringLiteral("secure.8x.NVIDIA_GeForce_RTX_4090")));
    QVERIFY(!ids.contains(QStringLiteral("secure.2x.AMD_Instinct_MI300X_OAM"))); // 1 free
    const auto requests = m_server->requests("GET", QStringLiteral("/v2/catalog/gpus"));
    QCOMPARE(requests.size(), 8);
    QSet<QString> reads;
    for (const auto &request : requests) {
        QCOMPARE(request.header("Authorization"), bearer());
        QCOMPARE(request.query.queryItemValue(QStringLiteral("include")), QStringLiteral("AVAILABILITY"));
        QCOMPARE(request.query.queryItemValue(QStringLiteral("product")), QStringLiteral("POD"));
        reads.insert(request.query.queryItemValue(QStringLiteral("cloud")) + QLatin1Char('/')
            + request.query.queryItemValue(QStringLiteral("count")));
    }
    QCOMPARE(reads,
        QSet<QString>({ QStringLiteral("SECURE/1"), QStringLiteral("SECURE/2"), QStringLiteral("SECURE/4"),
            QStringLiteral("SECURE/8"), QStringLiteral("COMMUNITY/1"), QStringLiteral("COMMUNITY/2"),
            QStringLiteral("COMMUNITY/4"), QStringLiteral("COMMUNITY/8") }));

    OfferQuery query;
    query.gpuName = QStringLiteral("a100");
    query.gpuCount = 8;
    const auto filtered = await(provider->listOffers(query));
    QVERIFY(filtered.isOk());
    QCOMPARE(filtered->size(), 1);
    QCOMPARE(filtered->first().id, QStringLiteral("secure.8x.NVIDIA_A100-SXM4-80GB"));
    QCOMPARE(filtered->first().pricePerHour, Money::fromMicros(15'120'000, QStringLiteral("USD")));
    QCOMPARE(filtered->first().region, QStringLiteral("EU-RO-1"));
    QCOMPARE(filtered->first().interconnect, QStringLiteral("SXM"));
}

void TestRunPodProvider::launchPollStopStartDestroy()
{
    auto provider = makeProvider();
    InstanceSpec spec;
    spec.offerId = QStringLiteral("community.2x.NVIDIA_GeForce_RTX_4090");
    spec.diskGb = 30;
    spec.label = QStringLiteral("train");
    spec.env.insert(QStringLiteral("WANDB_MODE"), QStringLiteral("offline"));
    const auto created = await(provider->createInstance(spec));
    QVERIFY2(created.isOk(), qPrintable(created.error().message));
    QCOMPARE(created->state, InstanceState::Provisioning);
    QCOMPARE(created->offerId, spec.offerId);
    QCOMPARE(created->gpuCount, 2);
    QCOMPARE(created->pricePerHour, Money::fromMicros(680'000, QStringLiteral("USD")));
    QVERIFY(!created->ssh.isValid());

    // The key upload keeps the user's key and adds ours: PUT replaces the whole list.
    const auto key = ClientKey::ensure(m_home->path() + QStringLiteral("/keys/rentdeck_ed25519"));
    QVERIFY(key.isOk());
    const auto puts = m_server->requests("PUT", QStringLiteral("/v2/account/ssh-keys"));
    QCOMPARE(puts.size(), 1);
    const QJsonArray sent = puts.first().json().object().value(QStringLiteral("keys")).toArray();
    QCOMPARE(sent, QJsonArray({ QString::fromLatin1(RunPodMock::UserKey), key->publicKeyLine }));
    QCOMPARE(m_mock->sshKeys(), QStringList({ QString::fromLatin1(RunPodMock::UserKey), key->publicKeyLine }));

    const auto posts = m_server->requests("POST", QStringLiteral("/v2/pods"));
    QCOMPARE(posts.size(), 1);
    QCOMPARE(posts.first().header("Authorization"), bearer());
    QVERIFY(posts.first().header("Content-Type").startsWith("application/json"));
    const QJsonObject body = posts.first().json().object();
    QCOMPARE(body.value(QStringLiteral("name")).toString(), QStringLiteral("train"));
    QCOMPARE(body.value(QStringLiteral("image")).toString(), QString::fromLatin1(RunPodProvider::DefaultImage));
    QCOMPARE(body.value(QStringLiteral("gpu")).toObject(),
        QJsonObject(
            { { QStringLiteral("id"), QStringLiteral("NVIDIA GeForce RTX 4090") }, { QStringLiteral("count"), 2 } }));
    QCOMPARE(body.value(QStringLiteral("cloud")).toString(), QStringLiteral("COMMUNITY"));
    // --env as BaseContainerConfig.env: an object of strings.
    QCOMPARE(body.value(QStringLiteral("env")).toObject(),
        QJsonObject({ { QStringLiteral("WANDB_MODE"), QStringLiteral("offline") } }));
    QCOMPARE(body.value(QStringLiteral("disk")).toInt(), RunPodJson::ContainerDiskGb);
    const QJsonObject persistent
        = body.value(QStringLiteral("mounts")).toObject().value(QStringLiteral("persistent")).toObject();
    QCOMPARE(persistent.value(QStringLiteral("size")).toInt(), 30);
    QCOMPARE(persistent.value(QStringLiteral("path")).toString(), QStringLiteral("/workspace"));
    QVERIFY(body.value(QStringLiteral("ports")).toArray().contains(QStringLiteral("22/tcp")));
    QCOMPARE(body.value(QStringLiteral("startSsh")), QJsonValue(true));

    const Instance running = waitForState(*provider, created->id, InstanceState::Running);
    QCOMPARE(running.id, created->id);
    QCOMPARE(running.ssh.host, QStringLiteral("127.0.0.1"));
    QCOMPARE(running.ssh.port, SshPort);
    QCOMPARE(running.ssh.user, QStringLiteral("root"));
    QCOMPARE(running.ssh.identityFile, m_home->path() + QStringLiteral("/keys/rentdeck_ed25519"));
    QCOMPARE(running.ssh.knownHostsFile, Paths::knownHostsFile());
    QCOMPARE(running.diskGb, 30.0);
    QVERIFY(running.stateDetail.contains(QStringLiteral("RUNNING")));

    // A second launch finds our key registered and does not write the list again.
    spec.offerId = QStringLiteral("secure.1x.NVIDIA_L4");
    const auto refused = await(provider->createInstance(spec));
    QVERIFY(!refused.isOk()); // L4 is community-only: a 400 rule violation, not capacity
    QVERIFY2(refused.error().message.contains(QStringLiteral("refused to create the pod")),
        qPrintable(refused.error().message));
    QCOMPARE(m_server->requests("PUT", QStringLiteral("/v2/account/ssh-keys")).size(), 1);

    QCOMPARE(await(provider->setPowerState(created->id, PowerState::Stopped)).code, Error::Code::None);
    const auto actions = m_server->requests("POST", QStringLiteral("/v2/pods/[^/]+/action"));
    QCOMPARE(actions.size(), 1);
    QCOMPARE(actions.first().path, QStringLiteral("/v2/pods/%1/action").arg(created->id));
    QCOMPARE(actions.first().json().object().value(QStringLiteral("action")).toString(), QStringLiteral("stop"));
    const Instance stopped = waitForState(*provider, created->id, InstanceState::Stopped);
    QCOMPARE(stopped.id, created->id);
    QVERIFY(!stopped.ssh.isValid());
    QCOMPARE(stopped.pricePerHour.micros(), 0); // RunPod's cost is 0 while EXITED

    const Error again = await(provider->setPowerState(created->id, PowerState::Stopped));
    QCOMPARE(again.code, Error::Code::Provider);
    QVERIFY2(again.message.contains(QStringLiteral("RunPod cannot stop pod %1 now").arg(created->id)),
        qPrintable(again.message));

    QCOMPARE(await(provider->setPowerState(created->id, PowerState::Running)).code, Error::Code::None);
    QCOMPARE(waitForState(*provider, created->id, InstanceState::Running).ssh.port, SshPort);

    QCOMPARE(await(provider->destroyInstance(created->id)).code, Error::Code::None);
    QCOMPARE(m_server->requests("DELETE", QStringLiteral("/v2/pods/") + created->id).size(), 1);
    const auto after = await(provider->listInstances());
    QVERIFY(after.isOk());
    QVERIFY(after->isEmpty());
    const Error gone = await(provider->destroyInstance(created->id));
    QCOMPARE(gone.code, Error::Code::NotFound);
    QVERIFY(gone.message.contains(QStringLiteral("terminated already")));
}

void TestRunPodProvider::baseUrlWithVersionIsTolerated()
{
    ProviderContext context;
    context.network = m_network.get();
    context.baseUrl = m_server->url(QStringLiteral("/v2/"));
    context.apiKey = QString::fromLatin1(SecretKey);
    RunPodProvider provider(context);
    QCOMPARE(await(provider.verifyCredentials()).code, Error::Code::None);
    QCOMPARE(m_server->requests("GET", QStringLiteral("/v2/account/ssh-keys")).size(), 1);
}

void TestRunPodProvider::wrongKeyIsRejected()
{
    const QString expected = QStringLiteral("API key rejected by RunPod: check it in Settings › Accounts.");
    auto wrong = makeProvider(QStringLiteral("rpa_wrong"));
    const auto offers = await(wrong->listOffers({}));
    QCOMPARE(offers.error().code, Error::Code::Auth);
    QCOMPARE(offers.error().message, expected);
    const Error verify = await(wrong->verifyCredentials());
    QCOMPARE(verify.code, Error::Code::Auth);
    QCOMPARE(verify.message, expected);
    InstanceSpec spec;
    spec.offerId = QStringLiteral("secure.1x.NVIDIA_GeForce_RTX_4090");
    QCOMPARE(await(wrong->createInstance(spec)).error().message, expected);
    QCOMPARE(m_mock->podCount(), 0);

    auto none = makeProvider(QString());
    QCOMPARE(await(none->listInstances()).error().message, expected);
    QVERIFY(m_server->requests("GET", QStringLiteral("/v2/pods")).last().header("Authorization").isEmpty());

    QCOMPARE(await(makeProvider()->verifyCredentials()).code, Error::Code::None);
}

void TestRunPodProvider::rateLimitIsRetried()
{
    auto provider = makeProvider();
    const QByteArray body = R"({"title": "Too Many Requests", "status": 429, "detail": "rate limit exceeded"})";
    m_server->injectFault("GET", QStringLiteral("/v2/pods"), Response::json(429, body).withHeader("Retry-After", "1"));
    QElapsedTimer clock;
    clock.start();
    QVERIFY(await(provider->listInstances()).isOk());
    QVERIFY2(clock.elapsed() >= 950, "Retry-After: 1 was not honoured");
    QCOMPARE(m_server->requests("GET", QStringLiteral("/v2/pods")).size(), 2);

    m_server->clearRequests();
    m_server->injectFault("GET", QStringLiteral("/v2/pods"), Response::json(429, body), 2);
    QVERIFY(await(provider->listInstances()).isOk());
    QCOMPARE(m_server->requests("GET", QStringLiteral("/v2/pods")).size(), 3);

    m_server->clearRequests();
    m_server->injectFault("GET", QStringLiteral("/v2/pods"), Response::json(429, body), 5);
    const auto limited = await(provider->listInstances());
    QCOMPARE(limited.error().code, Error::Code::RateLimited);
    QVERIFY(limited.error().message.contains(QStringLiteral("RunPod is rate limiting")));
}

void TestRunPodProvider::serverErrorsAreRetriedOrReported()
{
    auto provider = makeProvider();
    // Two reads of the eight (per cloud and count) meet a 503 first and are retried: every offer is there.
    m_server->injectFault("GET", QStringLiteral("/v2/catalog/gpus"), Response::json(503, "{}"), 2);
    const auto retried = await(provider->listOffers({}));
    QVERIFY(retried.isOk());
    QCOMPARE(retried->size(), 15);
    QCOMPARE(m_server->requests("GET", QStringLiteral("/v2/catalog/gpus")).size(), 10);

    m_server->injectFault("GET", QStringLiteral("/v2/pods"), Response::json(502, "{}"), 10);
    const auto failed = await(provider->listInstances());
    QCOMPARE(failed.error().code, Error::Code::Provider);
    QVERIFY2(failed.error().message.contains(QStringLiteral("RunPod is having trouble (HTTP 502)")),
        qPrintable(failed.error().message));

    // A POST may have taken effect: a 500 on create is reported, never sent twice.
    m_server->clearRequests();
    m_server->injectFault("POST", QStringLiteral("/v2/pods"), Response::json(500, "{}"), 3);
    InstanceSpec spec;
    spec.offerId = QStringLiteral("secure.1x.NVIDIA_GeForce_RTX_4090");
    const auto created = await(provider->createInstance(spec));
    QVERIFY(created.error().message.contains(QStringLiteral("HTTP 500")));
    QCOMPARE(m_server->requests("POST", QStringLiteral("/v2/pods")).size(), 1);
}

void TestRunPodProvider::malformedJsonIsReported()
{
    auto provider = makeProvider();
    m_server->injectFault("GET", QStringLiteral("/v2/pods"), Response::json(200, QByteArray("{\"pods\": [{\"id\": ")));
    const auto listed = await(provider->listInstances());
    QCOMPARE(listed.error().code, Error::Code::Provider);
    QVERIFY2(listed.error().message.contains(QStringLiteral("RunPod answered with malformed JSON")),
        qPrintable(listed.error().message));

    // Every read answered in a shape RentDeck does not know: no offers, and the reason. (One such read among eight
    // would only drop its own offers.)
    m_server->injectFault(
        "GET", QStringLiteral("/v2/catalog/gpus"), Response::json(200, QByteArray("{\"gpus\": 3}")), 8);
    const auto offers = await(provider->listOffers({}));
    QVERIFY(offers.error().message.contains(QStringLiteral("GPU catalog has an unexpected shape")));
}

void TestRunPodProvider::slowAnswerTimesOut()
{
    auto provider = makeProvider(QString::fromLatin1(SecretKey), 300ms);
    m_server->injectFault("GET", QStringLiteral("/v2/pods"), Response::json(200, "{\"pods\": []}").withDelay(2s), 5);
    QElapsedTimer clock;
    clock.start();
    const auto listed = await(provider->listInstances());
    QCOMPARE(listed.error().code, Error::Code::Timeout);
    QVERIFY2(listed.error().message.contains(QStringLiteral("RunPod did not answer within")),
        qPrintable(listed.error().message));
    QVERIFY(clock.elapsed() < 5000);
}

void TestRunPodProvider::providerErrorsAreMapped()
{
    auto provider = makeProvider();
    InstanceSpec spec;
    spec.offerId = QStringLiteral("secure.1x.NVIDIA_H100_80GB_HBM3"); // sold out in the mock
    const auto taken = await(provider->createInstance(spec));
    QCOMPARE(taken.error().code, Error::Code::Provider);
    QVERIFY2(taken.error().message.startsWith(QStringLiteral("RunPod: this offer was just taken, pick another")),
        qPrintable(taken.error().message));

    spec.offerId = QStringLiteral("secure.1x.NVIDIA_GeForce_RTX_4090");
    const auto fault = [this](int status, const QByteArray &body) {
        Response response;
        response.status = status;
        response.body = body;
        response.headers.append(qMakePair(QByteArray("Content-Type"), QByteArray("application/problem+json")));
        m_server->injectFault("POST", QStringLiteral("/v2/pods"), response);
    };
    fault(402, R"({"title": "Payment Required", "status": 402, "detail": "insufficient balance"})");
    QVERIFY(await(provider->createInstance(spec)).error().message.contains(QStringLiteral("balance is too low")));
    fault(403, R"({"title": "Forbidden", "status": 403, "detail": "no access to pool ADA_24"})");
    const auto pool = await(provider->createInstance(spec));
    QVERIFY2(pool.error().message.contains(QStringLiteral("does not let this account rent from this GPU pool")),
        qPrintable(pool.error().message));
    QVERIFY(pool.error().message.contains(QStringLiteral("no access to pool ADA_24")));
    fault(422, R"json({"title": "Unprocessable Entity", "status": 422, "detail": "request body is invalid",
                  "errors": ["disk: must be an integer >= 1 (GB)"]})json");
    const auto invalid = await(provider->createInstance(spec));
    QCOMPARE(invalid.error().code, Error::Code::InvalidInput);
    QVERIFY(invalid.error().message.contains(QStringLiteral("disk: must be an integer >= 1 (GB)")));
    QCOMPARE(m_mock->podCount(), 0);

    const Error missing = await(provider->setPowerState(QStringLiteral("nosuchpod"), PowerState::Running));
    QCOMPARE(missing.code, Error::Code::NotFound);
    QVERIFY(missing.message.contains(QStringLiteral("RunPod has no pod nosuchpod")));
}

void TestRunPodProvider::badLaunchInputIsRefusedLocally()
{
    auto provider = makeProvider();
    InstanceSpec spec;
    spec.offerId = QStringLiteral("rtx4090-1");
    QCOMPARE(await(provider->createInstance(spec)).error().code, Error::Code::InvalidInput);
    spec.offerId = QStringLiteral("secure.1x.NVIDIA_GeForce_RTX_4090");
    spec.diskGb = 5;
    const auto small = await(provider->createInstance(spec));
    QCOMPARE(small.error().code, Error::Code::InvalidInput);
    QVERIFY(small.error().message.contains(QStringLiteral("at least 10 GB")));
    QCOMPARE(await(provider->destroyInstance(QStringLiteral("../account"))).code, Error::Code::InvalidInput);
    QCOMPARE(m_server->requestCount(), 0);
}

void TestRunPodProvider::mockRejectsWrongRequests()
{
    // The mock must refuse what RunPod refuses, or the request-shape tests above prove nothing.
    ApiClient::Options options;
    options.baseUrl = m_server->url();
    options.providerName = QStringLiteral("RunPod");
    options.authorize = ApiClient::bearer([] { return QString::fromLatin1(SecretKey); });
    options.retry.maxAttempts = 1;
    ApiClient client(m_network.get(), options);
    const auto status = [](ApiJob *job) {
        int result = -1;
        QObject::connect(job, &Job::finished, job, [&result, job] { result = job->httpStatus(); });
        QElapsedTimer clock;
        clock.start();
        while (result < 0 && clock.elapsed() < 5000) {
            QTest::qWait(5);
        }
        return result;
    };
    QCOMPARE(status(client.post(QStringLiteral("/v2/pods"),
                 QJsonDocument(QJsonObject { { QStringLiteral("image"), QStringLiteral("x") } }))),
        422);
    QCOMPARE(status(client.post(QStringLiteral("/v2/pods"),
                 QJsonDocument::fromJson(R"({"name": "n", "image": "i", "gpu": {"id": "NVIDIA L4", "count": 1},
                                             "mounts": {"persistent": {"size": 5, "path": "/workspace"}}})"))),
        422);
    QCOMPARE(status(client.post(QStringLiteral("/v2/pods"),
                 QJsonDocument::fromJson(R"({"name": "n", "image": "i", "gpu": {"id": "NVIDIA L4", "count": 4},
                                             "cloud": "COMMUNITY"})"))),
        400);
    QUrlQuery halfQuery;
    halfQuery.addQueryItem(QStringLiteral("include"), QStringLiteral("AVAILABILITY"));
    QCOMPARE(status(client.get(QStringLiteral("/v2/catalog/gpus"), halfQuery)), 400);
    QCOMPARE(status(client.put(
                 QStringLiteral("/v2/account/ssh-keys"), QJsonDocument::fromJson(R"({"keys": ["not a key"]})"))),
        422);
    QCOMPARE(m_mock->sshKeys(), QStringList { QString::fromLatin1(RunPodMock::UserKey) });
    QCOMPARE(
        status(client.post(QStringLiteral("/v2/pods/abc/action"), QJsonDocument::fromJson(R"({"action": "x"})"))), 404);
    QCOMPARE(m_mock->podCount(), 0);
}

void TestRunPodProvider::keyNeverAppearsInLogs()
{
    LogCapture capture;
    QLoggingCategory::setFilterRules(QStringLiteral("*.debug=true"));
    {
        auto provider = makeProvider();
        QVERIFY(await(provider->listOffers({})).isOk());
        InstanceSpec spec;
        spec.offerId = QStringLiteral("secure.1x.NVIDIA_GeForce_RTX_4090");
        const auto created = await(provider->createInstance(spec));
        QVERIFY(created.isOk());
        m_server->injectFault("GET", QStringLiteral("/v2/pods"), Response::json(429, "{}"), 1);
        QVERIFY(await(provider->listInstances()).isOk());
        QVERIFY(await(provider->destroyInstance(created->id)).code == Error::Code::None);
        const auto failed
            = await(makeProvider(QStringLiteral("rpa_wrong_") + QString::fromLatin1(SecretKey))->listOffers({}));
        QVERIFY(!failed.error().message.contains(QString::fromLatin1(SecretKey)));
        QVERIFY(!failed.error().detail.contains(QString::fromLatin1(SecretKey)));
    }
    QLoggingCategory::setFilterRules(QString());
    capture.stop();
    const QStringList captured = capture.lines();
    QVERIFY2(captured.size() > 5, "debug logging was not captured");
    QVERIFY(captured.join(QLatin1Char('\n')).contains(QStringLiteral("rentdeck.net.http")));
    for (const QString &line : std::as_const(captured)) {
        QVERIFY2(!line.contains(QString::fromLatin1(SecretKey)), qPrintable(line));
    }
}

void TestRunPodProvider::imageWithoutRunPodSshIsRefused()
{
    // startSsh: "Only images that honor the convention start sshd from it (all RunPod official images do)".
    auto provider = makeProvider();
    InstanceSpec spec;
    spec.offerId = QStringLiteral("secure.1x.NVIDIA_GeForce_RTX_4090");
    spec.image = QStringLiteral("pytorch/pytorch:2.4.0-cuda12.4-cudnn9-runtime");
    const auto refused = await(provider->createInstance(spec));
    QCOMPARE(refused.error().code, Error::Code::InvalidInput);
    QVERIFY2(refused.error().message.contains(QStringLiteral("runpod/")), qPrintable(refused.error().message));
    QCOMPARE(m_server->requests("POST", QStringLiteral("/v2/pods")).size(), 0); // nothing that bills was made
    QCOMPARE(m_mock->podCount(), 0);
}

void TestRunPodProvider::scopedKeyStillLaunchesWithOurKey()
{
    // A key scoped to pods gets 403 on the account's SSH keys: not "API key rejected"; the pod gets our key itself
    // through env PUBLIC_KEY, which startSsh then does not overwrite ("unless the request already sets one").
    m_mock->setKeysForbidden(true);
    auto provider = makeProvider();
    QCOMPARE(await(provider->verifyCredentials()).code, Error::Code::None);
    InstanceSpec spec;
    spec.offerId = QStringLiteral("secure.1x.NVIDIA_GeForce_RTX_4090");
    const auto created = await(provider->createInstance(spec));
    QVERIFY2(created.isOk(), qPrintable(created.error().message));
    const auto key = ClientKey::ensure(m_home->path() + QStringLiteral("/keys/rentdeck_ed25519"));
    QVERIFY(key.isOk());
    const QJsonObject body = m_server->requests("POST", QStringLiteral("/v2/pods")).first().json().object();
    QCOMPARE(body.value(QStringLiteral("env")).toObject().value(QStringLiteral("PUBLIC_KEY")).toString(),
        key->publicKeyLine);
}

void TestRunPodProvider::malformedAccountKeyDoesNotBlockLaunch()
{
    // PUT /v2/account/ssh-keys is a complete replacement whose every key must match the OpenSSH pattern: one odd key
    // already on the account makes it 422. The launch goes on; the pod gets the account's keys and ours directly.
    const QString odd = QStringLiteral("not-an-openssh-key but the console let it in");
    m_mock->setSshKeys({ odd });
    auto provider = makeProvider();
    InstanceSpec spec;
    spec.offerId = QStringLiteral("secure.1x.NVIDIA_GeForce_RTX_4090");
    const auto created = await(provider->createInstance(spec));
    QVERIFY2(created.isOk(), qPrintable(created.error().message));
    QCOMPARE(m_mock->sshKeys(), QStringList { odd }); // the account's list is left as it was
    const auto key = ClientKey::ensure(m_home->path() + QStringLiteral("/keys/rentdeck_ed25519"));
    QVERIFY(key.isOk());
    const QJsonObject body = m_server->requests("POST", QStringLiteral("/v2/pods")).first().json().object();
    const QString keys = body.value(QStringLiteral("env")).toObject().value(QStringLiteral("PUBLIC_KEY")).toString();
    QVERIFY(keys.split(QLatin1Char('\n')).contains(key->publicKeyLine));
}

void TestRunPodProvider::runtimePortsGiveSshWithoutDirect()
{
    // ssh.direct is null but runtime.ports maps private 22/tcp to a public ip:port: SSH from there (SkyPilot's
    // _parse_pod does the same), not "shell only".
    m_mock->setDirectSshHidden(true);
    auto provider = makeProvider();
    InstanceSpec spec;
    spec.offerId = QStringLiteral("secure.1x.NVIDIA_GeForce_RTX_4090");
    const auto created = await(provider->createInstance(spec));
    QVERIFY2(created.isOk(), qPrintable(created.error().message));
    const Instance running = waitForState(*provider, created->id, InstanceState::Running);
    QCOMPARE(running.ssh.host, QStringLiteral("127.0.0.1"));
    QCOMPARE(running.ssh.port, SshPort);
    QCOMPARE(running.ssh.user, QStringLiteral("root"));
}

QTEST_GUILESS_MAIN(TestRunPodProvider)
#include "TestRunPodProvider.moc"
