// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "JobAwait.h"
#include "LogCapture.h"
#include "MockHttpServer.h"
#include "TempHome.h"
#include "lambda/LambdaMock.h"
#include "lambda/LambdaProvider.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QNetworkAccessManager>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace RentDeck;
using namespace std::chrono_literals;
using Response = MockHttpServer::Response;

namespace {

constexpr auto SecretKey = "lambda-secret-0123456789abcdef";
const QString WrongKeyMessage = QStringLiteral("API key rejected by Lambda Cloud: check it in Settings › Accounts.");

} // namespace

class TestLambdaProvider : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void descriptorSaysNoStop();
    void offersRequestShapeAndMapping();
    void createPollRestartDestroy();
    void secondLaunchReusesKeyAndIsSpaced();
    void mockRateLimitIsRetriedAfterRetryAfter();
    void wrongKeyIsRejected();
    void mockChecksAuthAndBodiesLikeLambda();
    void rateLimitWithoutRetryAfterIsRetried();
    void serverErrorsRetriedOrReported();
    void malformedJsonGivesClearError();
    void slowAnswerTimesOut();
    void providerErrorsAreMapped();
    void keyNeverLogged();
    void machineImageIsResolvedOrRefused();
    void timedOutLaunchIsFoundByName();

private:
    std::unique_ptr<LambdaProvider> makeProvider(const QString &key = QString::fromLatin1(SecretKey));
    QByteArray publicKeyLine() const;

    std::unique_ptr<TempHome> m_home;
    std::unique_ptr<QTemporaryDir> m_keys;
    std::unique_ptr<QNetworkAccessManager> m_network;
    std::unique_ptr<MockHttpServer> m_server;
    LambdaMock *m_mock = nullptr;
    LambdaProvider::Tuning m_tuning;
};

void TestLambdaProvider::init()
{
    m_home = std::make_unique<TempHome>();
    m_keys = std::make_unique<QTemporaryDir>();
    QVERIFY(m_keys->isValid());
    m_network = std::make_unique<QNetworkAccessManager>();
    m_server = std::make_unique<MockHttpServer>();
    MockProviderOptions options;
    options.apiKey = QString::fromLatin1(SecretKey);
    options.bootTime = 400ms;
    options.sshPort = 2222;
    m_mock = new LambdaMock(m_server.get(), options);
    m_mock->setLaunchInterval(0ms);
    QVERIFY(m_server->start());
    m_tuning = {};
    m_tuning.timeout = 5s;
    m_tuning.retry = RetryPolicy { 3, 20ms, 5s };
    m_tuning.launchInterval = 0ms;
    m_tuning.requestInterval = 0ms;
}

void TestLambdaProvider::cleanup()
{
    m_server.reset(); // deletes the mock too
    m_network.reset();
    m_keys.reset();
    m_home.reset();
}

std::unique_ptr<LambdaProvider> TestLambdaProvider::makeProvider(const QString &key)
{
    ProviderContext context;
    context.network = m_network.get();
    context.baseUrl = m_server->url();
    context.apiKey = key;
    context.sshKeyFile = m_keys->filePath(QStringLiteral("rentdeck_ed25519"));
    return std::make_unique<LambdaProvider>(context, m_tuning);
}

QByteArray TestLambdaProvider::publicKeyLine() const
{
    QFile file(m_keys->filePath(QStringLiteral("rentdeck_ed25519.pub")));
    return file.open(QIODevice::ReadOnly) ? file.readAll().trimmed() : QByteArray();
}

void TestLambdaProvider::descriptorSaysNoStop()
{
    const ProviderDescriptor descriptor = LambdaProvider::staticDescriptor();
    QCOMPARE(descriptor.id, QStringLiteral("lambda"));
    QCOMPARE(descriptor.interfaceVersion, Provider::InterfaceVersion);
    QVERIFY(descriptor.capabilities.testFlag(ProviderCapability::ListOffers));
    QVERIFY(descriptor.capabilities.testFlag(ProviderCapability::CreateInstance));
    QVERIFY(!descriptor.capabilities.testFlag(ProviderCapability::StartStop));
    QVERIFY(!descriptor.capabilities.testFlag(ProviderCapability::Spot));
    QCOMPARE(descriptor.credentialFields.size(), 1);
    QCOMPARE(descriptor.credentialFields.first().key, QStringLiteral("apiKey"));
    QVERIFY(descriptor.credentialFields.first().secret);
    QCOMPARE(descriptor.defaultGranularity, BillingGranularity::Minute);
    QVERIFY(descriptor.stopMeans.contains(QLatin1String("cannot stop")));
    QVERIFY(descriptor.billedAfterStop.contains(QLatin1String("until it is terminated")));

    ProviderContext context;
    context.network = m_network.get();
    QCOMPARE(LambdaProvider(context).apiUrl(), QUrl(QStringLiteral("https://cloud.lambda.ai/api/v1")));
    QCOMPARE(makeProvider()->apiUrl(), m_server->url(QStringLiteral("/api/v1")));
}

void TestLambdaProvider::offersRequestShapeAndMapping()
{
    auto provider = makeProvider();
    const auto all = outcomeOf(provider->listOffers({}));
    QVERIFY(all.done);
    QVERIFY2(!all.error.isError(), qPrintable(all.error.message));
    QCOMPARE(all.value.size(), 8); // 7 types, A10 and H100 PCIe in two regions each, GH200 sold out
    QSet<QString> ids;
    for (const Offer &offer : all.value) {
        ids.insert(offer.id);
        QVERIFY(!offer.id.startsWith(QLatin1String("gpu_1x_gh200")));
        QCOMPARE(offer.pricePerHour.currency(), QStringLiteral("USD"));
    }
    QVERIFY(ids.contains(QStringLiteral("gpu_1x_h100_pcie@us-south-1")));
    const auto big = std::find_if(all.value.begin(), all.value.end(),
        [](const Offer &offer) { return offer.id == QLatin1String("gpu_8x_a100_80gb_sxm4@us-west-2"); });
    QVERIFY(big != all.value.end());
    QCOMPARE(big->gpuName, QStringLiteral("NVIDIA A100-SXM4-80GB"));
    QCOMPARE(big->pricePerHour.micros(), qint64(14'320'000));
    QCOMPARE(big->interconnect, QStringLiteral("SXM"));

    const QList<MockHttpServer::Request> requests = m_server->requests();
    QCOMPARE(requests.size(), 1);
    QCOMPARE(requests.first().method, QByteArray("GET"));
    QCOMPARE(requests.first().path, QStringLiteral("/api/v1/instance-types"));
    QCOMPARE(requests.first().header("authorization"), QByteArray("Bearer ") + SecretKey);
    QVERIFY(requests.first().query.isEmpty()); // the key never goes into the URL

    OfferQuery query;
    query.gpuName = QStringLiteral("H100");
    const auto h100 = outcomeOf(provider->listOffers(query));
    QCOMPARE(h100.value.size(), 3);
}

void TestLambdaProvider::createPollRestartDestroy()
{
    auto provider = makeProvider();
    InstanceSpec spec;
    spec.offerId = QStringLiteral("gpu_1x_a10@us-east-1");
    spec.label = QStringLiteral("job-1");
    spec.onstart = "#!/bin/bash\necho ready > /tmp/ready\n";
    const auto created = outcomeOf(provider->createInstance(spec));
    QVERIFY(created.done);
    QVERIFY2(!created.error.isError(), qPrintable(created.error.message));
    const Instance &instance = created.value;
    QCOMPARE(instance.providerId, QStringLiteral("lambda"));
    QCOMPARE(instance.id.size(), 32);
    QCOMPARE(instance.state, InstanceState::Provisioning);
    QCOMPARE(instance.offerId, spec.offerId);
    QCOMPARE(instance.pricePerHour.micros(), qint64(750'000));
    QVERIFY(!instance.ssh.isValid()); // no ip while booting

    // Request shape: our key registered first, then exactly one key name in the launch.
    const auto keyPosts = m_server->requests("POST", QStringLiteral("/api/v1/ssh-keys"));
    QCOMPARE(keyPosts.size(), 1);
    const QJsonObject keyBody = keyPosts.first().json().object();
    const QString keyName = keyBody.value(QLatin1String("name")).toString();
    QVERIFY2(keyName.startsWith(QLatin1String("rentdeck-")), qPrintable(keyName));
    QCOMPARE(keyBody.value(QLatin1String("public_key")).toString().toUtf8(), publicKeyLine());
    QVERIFY(m_mock->sshKeyNames().contains(keyName));
    const auto launches = m_server->requests("POST", QStringLiteral("/api/v1/instance-operations/launch"));
    QCOMPARE(launches.size(), 1);
    QCOMPARE(launches.first().header("content-type"), QByteArray("application/json"));
    const QJsonObject launch = launches.first().json().object();
    QCOMPARE(launch.value(QLatin1String("region_name")).toString(), QStringLiteral("us-east-1"));
    QCOMPARE(launch.value(QLatin1String("instance_type_name")).toString(), QStringLiteral("gpu_1x_a10"));
    QCOMPARE(launch.value(QLatin1String("ssh_key_names")).toArray(), QJsonArray { keyName });
    QCOMPARE(launch.value(QLatin1String("name")).toString(), QStringLiteral("job-1"));
    // --onstart goes as cloud-init user data (InstanceLaunchRequest.user_data): a "#!" script runs at first boot.
    QCOMPARE(
        launch.value(QLatin1String("user_data")).toString(), QStringLiteral("#!/bin/bash\necho ready > /tmp/ready\n"));
    QCOMPARE(m_server->requests("GET", QStringLiteral("/api/v1/instances/") + instance.id).size(), 1);

    // Poll until it runs: then the SSH endpoint is there.
    Instance running;
    QVERIFY(QTest::qWaitFor(
        [&] {
            const auto listed = outcomeOf(provider->listInstances());
            if (listed.error.isError() || listed.value.size() != 1) {
                return false;
            }
            running = listed.value.first();
            return running.state == InstanceState::Running;
        },
        10000));
    QCOMPARE(running.id, instance.id);
    QCOMPARE(running.ssh.host, QStringLiteral("127.0.0.1"));
    QCOMPARE(running.ssh.port, 2222);
    QCOMPARE(running.ssh.user, QStringLiteral("ubuntu"));
    QCOMPARE(running.ssh.identityFile, m_keys->filePath(QStringLiteral("rentdeck_ed25519")));
    QVERIFY(running.ssh.knownHostsFile.startsWith(m_home->path()));

    // No stop on Lambda.
    const auto stopped = outcomeOf(provider->setPowerState(instance.id, PowerState::Stopped));
    QCOMPARE(stopped.error.code, Error::Code::Unsupported);
    QVERIFY2(stopped.error.message.contains(QLatin1String("cannot stop an instance, only restart or terminate")),
        qPrintable(stopped.error.message));
    QVERIFY(stopped.error.message.contains(QLatin1String("bills until")));
    QCOMPARE(outcomeOf(provider->setPowerState(instance.id, PowerState::Running)).error.code, Error::Code::Unsupported);

    const auto restarted = outcomeOf(provider->restartInstance(instance.id));
    QVERIFY2(restarted.value, qPrintable(restarted.error.message));
    const auto restart = m_server->requests("POST", QStringLiteral("/api/v1/instance-operations/restart"));
    QCOMPARE(restart.size(), 1);
    QCOMPARE(
        restart.first().json().object().value(QLatin1String("instance_ids")).toArray(), QJsonArray { instance.id });
    QCOMPARE(outcomeOf(provider->listInstances()).value.first().state, InstanceState::Provisioning);

    const auto destroyed = outcomeOf(provider->destroyInstance(instance.id));
    QVERIFY2(destroyed.value, qPrintable(destroyed.error.message));
    const auto terminate = m_server->requests("POST", QStringLiteral("/api/v1/instance-operations/terminate"));
    QCOMPARE(terminate.size(), 1);
    QCOMPARE(
        terminate.first().json().object().value(QLatin1String("instance_ids")).toArray(), QJsonArray { instance.id });
    const auto terminating = outcomeOf(provider->listInstances());
    QCOMPARE(terminating.value.size(), 1);
    QCOMPARE(terminating.value.first().state, InstanceState::Terminated);
    QVERIFY(QTest::qWaitFor([&] { return outcomeOf(provider->listInstances()).value.isEmpty(); }, 10000));
    QCOMPARE(m_mock->liveInstanceCount(), 0);
}

void TestLambdaProvider::secondLaunchReusesKeyAndIsSpaced()
{
    // The adapter's spacing and Lambda's limit, shortened from 12.5 s and 12 s. The mock counts from when each
    // request arrives, as Lambda does; the adapter's spare time absorbs a loaded machine's scheduling jitter.
    m_tuning.launchInterval = 1000ms;
    m_mock->setLaunchInterval(600ms); // the mock would answer 429 to a launch sooner than that
    auto provider = makeProvider();
    InstanceSpec first;
    first.offerId = QStringLiteral("gpu_1x_a10@us-east-1");
    InstanceSpec second;
    second.offerId = QStringLiteral("gpu_1x_h100_pcie@us-south-1");
    InstanceJob *firstJob = provider->createInstance(first);
    InstanceJob *secondJob = provider->createInstance(second);
    const auto a = outcomeOf(firstJob);
    const auto b = outcomeOf(secondJob);
    QVERIFY2(!a.error.isError(), qPrintable(a.error.message));
    QVERIFY2(!b.error.isError(), qPrintable(b.error.message));
    QVERIFY(a.value.id != b.value.id);
    const auto launches = m_server->requests("POST", QStringLiteral("/api/v1/instance-operations/launch"));
    QCOMPARE(launches.size(), 2); // no 429 and retry: the adapter waited for its slot
    QVERIFY2(launches.at(1).receivedMs - launches.at(0).receivedMs >= 600,
        qPrintable(QString::number(launches.at(1).receivedMs - launches.at(0).receivedMs)));

    // A third launch finds the key registered and adds none.
    const int keyPosts = int(m_server->requests("POST", QStringLiteral("/api/v1/ssh-keys")).size());
    QVERIFY(keyPosts >= 1);
    InstanceSpec third;
    third.offerId = QStringLiteral("gpu_1x_a100_sxm4@us-east-1");
    QVERIFY(!outcomeOf(provider->createInstance(third)).error.isError());
    QCOMPARE(int(m_server->requests("POST", QStringLiteral("/api/v1/ssh-keys")).size()), keyPosts);
}

void TestLambdaProvider::mockRateLimitIsRetriedAfterRetryAfter()
{
    // Another RentDeck process launched a moment ago: Lambda says 429 (Retry-After 1) and the adapter waits.
    m_mock->setLaunchInterval(900ms);
    auto provider = makeProvider();
    InstanceSpec spec;
    spec.offerId = QStringLiteral("gpu_1x_a10@us-east-1");
    QVERIFY(!outcomeOf(provider->createInstance(spec)).error.isError());
    auto other = makeProvider();
    const auto second = outcomeOf(other->createInstance(spec));
    QVERIFY2(!second.error.isError(), qPrintable(second.error.message));
    const auto launches = m_server->requests("POST", QStringLiteral("/api/v1/instance-operations/launch"));
    QCOMPARE(launches.size(), 3); // ok, 429, ok
    QVERIFY(launches.at(2).receivedMs - launches.at(1).receivedMs >= 950);
}

void TestLambdaProvider::wrongKeyIsRejected()
{
    auto provider = makeProvider(QStringLiteral("not-the-key"));
    const auto offers = outcomeOf(provider->listOffers({}));
    QCOMPARE(offers.error.code, Error::Code::Auth);
    QCOMPARE(offers.error.message, WrongKeyMessage);
    const auto verified = outcomeOf(provider->verifyCredentials());
    QCOMPARE(verified.error.code, Error::Code::Auth);
    QCOMPARE(verified.error.message, WrongKeyMessage);
    QCOMPARE(m_server->requests().last().path, QStringLiteral("/api/v1/ssh-keys"));
    auto empty = makeProvider(QString());
    QCOMPARE(outcomeOf(empty->listInstances()).error.message, WrongKeyMessage);
    QVERIFY(m_server->requests().last().header("authorization").isEmpty());
    QVERIFY(!outcomeOf(makeProvider()->verifyCredentials()).error.isError());
}

void TestLambdaProvider::mockChecksAuthAndBodiesLikeLambda()
{
    const auto send = [this](const QByteArray &auth, const QString &path, const QByteArray &body = {}) {
        QNetworkRequest request(m_server->url(path));
        request.setRawHeader("Authorization", auth);
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
        QNetworkReply *reply = body.isNull() ? m_network->get(request) : m_network->post(request, body);
        (void)QTest::qWaitFor([reply] { return reply->isFinished(); }, 5000);
        const auto answer = qMakePair(
            reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), QString::fromUtf8(reply->readAll()));
        reply->deleteLater();
        return answer;
    };
    const QByteArray bearer = QByteArray("Bearer ") + SecretKey;
    const QString keys = QStringLiteral("/api/v1/ssh-keys");
    QCOMPARE(send("Basic " + QByteArray(SecretKey + QByteArray(":")).toBase64(), keys).first, 200); // curl -u KEY:
    QCOMPARE(send("Basic " + QByteArray(SecretKey), keys).first, 200);
    const auto wrong = send("Basic " + QByteArray("wrong:").toBase64(), keys);
    QCOMPARE(wrong.first, 401);
    QVERIFY(wrong.second.contains(QLatin1String("global/invalid-api-key")));

    const QString launch = QStringLiteral("/api/v1/instance-operations/launch");
    const auto twoKeys = send(bearer, launch,
        R"({"region_name": "us-east-1", "instance_type_name": "gpu_1x_a10", "ssh_key_names": ["alice-laptop", "x"]})");
    QCOMPARE(twoKeys.first, 400);
    QVERIFY(twoKeys.second.contains(QLatin1String("global/invalid-parameters")));
    const auto unknownKey = send(bearer, launch,
        R"({"region_name": "us-east-1", "instance_type_name": "gpu_1x_a10", "ssh_key_names": ["nobody"]})");
    QCOMPARE(unknownKey.first, 404);
    const auto noRegion = send(bearer, launch, R"({"instance_type_name": "gpu_1x_a10", "ssh_key_names": ["x"]})");
    QCOMPARE(noRegion.first, 400);
    QCOMPARE(send(bearer, launch, "not json").first, 400);
    QCOMPARE(
        send(bearer, QStringLiteral("/api/v1/instance-operations/terminate"), R"({"instance_ids": []})").first, 400);
    QCOMPARE(send(bearer, keys, R"({"name": "k", "public_key": "not a key"})").first, 400);
    QCOMPARE(m_mock->liveInstanceCount(), 0);
}

void TestLambdaProvider::rateLimitWithoutRetryAfterIsRetried()
{
    m_server->injectFault("GET", QStringLiteral("/api/v1/instance-types"),
        Response::json(
            429, QByteArrayLiteral(R"({"error": {"code": "global/too-many-requests", "message": "Slow down."}})")),
        2);
    auto provider = makeProvider();
    const auto offers = outcomeOf(provider->listOffers({}));
    QVERIFY2(!offers.error.isError(), qPrintable(offers.error.message));
    QCOMPARE(offers.value.size(), 8);
    QCOMPARE(m_server->requests("GET", QStringLiteral("/api/v1/instance-types")).size(), 3);

    // Still limited after every attempt: a clear rate-limit error.
    m_server->injectFault("GET", QStringLiteral("/api/v1/instances"),
        Response::json(429, QByteArrayLiteral(R"({"error": {"code": "global/too-many-requests"}})")), 5);
    const auto limited = outcomeOf(provider->listInstances());
    QCOMPARE(limited.error.code, Error::Code::RateLimited);
    QVERIFY(limited.error.message.contains(QLatin1String("Lambda Cloud is rate limiting")));
}

void TestLambdaProvider::serverErrorsRetriedOrReported()
{
    m_server->injectFault("GET", QStringLiteral("/api/v1/instances"),
        Response::json(503, QByteArrayLiteral(R"({"error": {"code": "global/internal-error"}})")), 2);
    auto provider = makeProvider();
    const auto listed = outcomeOf(provider->listInstances());
    QVERIFY2(!listed.error.isError(), qPrintable(listed.error.message));
    QCOMPARE(m_server->requests("GET", QStringLiteral("/api/v1/instances")).size(), 3);

    // A launch is not repeated after a gateway error: it may have happened.
    m_server->injectFault(
        "POST", QStringLiteral("/api/v1/instance-operations/launch"), Response::json(502, QByteArrayLiteral("{}")), 1);
    InstanceSpec spec;
    spec.offerId = QStringLiteral("gpu_1x_a10@us-east-1");
    const auto created = outcomeOf(provider->createInstance(spec));
    QCOMPARE(created.error.code, Error::Code::Provider);
    QVERIFY2(created.error.message.contains(QLatin1String("Lambda Cloud is having trouble (HTTP 502)")),
        qPrintable(created.error.message));
    QCOMPARE(m_server->requests("POST", QStringLiteral("/api/v1/instance-operations/launch")).size(), 1);

    // Upstream trouble named by Lambda's code (a GET is retried first: every attempt fails here).
    m_server->injectFault("GET", QStringLiteral("/api/v1/instance-types"),
        Response::json(500,
            QByteArrayLiteral(R"({"error": {"code": "provider/internal-unavailable", "message": "Provider unavailable.",
                "suggestion": "Try again shortly."}})")),
        3);
    const auto offers = outcomeOf(provider->listOffers({}));
    QVERIFY2(offers.error.message.contains(QLatin1String("try again shortly")), qPrintable(offers.error.message));
}

void TestLambdaProvider::malformedJsonGivesClearError()
{
    m_server->injectFault(
        "GET", QStringLiteral("/api/v1/instances"), Response::json(200, QByteArray("{\"data\": [")), 1);
    auto provider = makeProvider();
    const auto broken = outcomeOf(provider->listInstances());
    QCOMPARE(broken.error.code, Error::Code::Provider);
    QVERIFY2(broken.error.message.contains(QLatin1String("malformed JSON")), qPrintable(broken.error.message));
    m_server->injectFault("GET", QStringLiteral("/api/v1/instance-types"),
        Response::json(200, QByteArray(R"({"data": ["not", "a", "map"]})")), 1);
    const auto shape = outcomeOf(provider->listOffers({}));
    QCOMPARE(shape.error.code, Error::Code::Provider);
    QVERIFY2(shape.error.message.contains(QLatin1String("instead of a map")), qPrintable(shape.error.message));
}

void TestLambdaProvider::slowAnswerTimesOut()
{
    m_tuning.timeout = 300ms;
    m_tuning.retry.maxAttempts = 1;
    m_server->injectFault("GET", QStringLiteral("/api/v1/instance-types"),
        Response::json(200, QByteArray(R"({"data": {}})")).withDelay(3s), 1);
    auto provider = makeProvider();
    const auto offers = outcomeOf(provider->listOffers({}));
    QVERIFY(offers.done);
    QCOMPARE(offers.error.code, Error::Code::Timeout);
    QVERIFY2(offers.error.message.contains(QLatin1String("Lambda Cloud did not answer within")),
        qPrintable(offers.error.message));
}

void TestLambdaProvider::providerErrorsAreMapped()
{
    auto provider = makeProvider();
    InstanceSpec soldOut;
    soldOut.offerId = QStringLiteral("gpu_1x_gh200@us-east-1");
    const auto taken = outcomeOf(provider->createInstance(soldOut));
    QCOMPARE(taken.error.code, Error::Code::Provider);
    QVERIFY2(taken.error.message.contains(QLatin1String("this offer was just taken, pick another")),
        qPrintable(taken.error.message));
    QVERIFY(taken.error.message.contains(QLatin1String("us-east-1")));
    QCOMPARE(taken.error.httpStatus, 400);

    m_server->injectFault("POST", QStringLiteral("/api/v1/instance-operations/launch"),
        Response::json(
            400, QByteArrayLiteral(R"({"error": {"code": "global/quota-exceeded", "message": "Quota exceeded."}})")),
        1);
    InstanceSpec spec;
    spec.offerId = QStringLiteral("gpu_1x_a10@us-east-1");
    const auto quota = outcomeOf(provider->createInstance(spec));
    QVERIFY2(quota.error.message.contains(QLatin1String("quota is used up")), qPrintable(quota.error.message));

    InstanceSpec bad;
    bad.offerId = QStringLiteral("gpu_1x_a10");
    const auto invalid = outcomeOf(provider->createInstance(bad));
    QCOMPARE(invalid.error.code, Error::Code::InvalidInput);
    QVERIFY(invalid.error.message.contains(QLatin1String("gpu_1x_a10@us-east-1")));

    const auto gone = outcomeOf(provider->destroyInstance(QStringLiteral("0123456789abcdef0123456789abcdef")));
    QCOMPARE(gone.error.code, Error::Code::NotFound);
    QVERIFY2(gone.error.message.contains(QLatin1String("has no instance 0123456789abcdef0123456789abcdef")),
        qPrintable(gone.error.message));
}

void TestLambdaProvider::keyNeverLogged()
{
    LogCapture capture;
    QLoggingCategory::setFilterRules(QStringLiteral("*.debug=true"));

    auto provider = makeProvider();
    InstanceSpec spec;
    spec.offerId = QStringLiteral("gpu_1x_a10@us-east-1");
    const auto created = outcomeOf(provider->createInstance(spec));
    const auto offers = outcomeOf(provider->listOffers({}));
    m_server->injectFault("GET", QStringLiteral("/api/v1/instances"),
        Response::json(401, QByteArrayLiteral(R"({"error": {"code": "global/invalid-api-key"}})")), 1);
    const auto rejected = outcomeOf(provider->listInstances());
    const auto destroyed = outcomeOf(provider->destroyInstance(created.value.id));

    capture.stop();
    const QStringList captured = capture.lines();
    QLoggingCategory::setFilterRules(QString());

    QVERIFY(!created.error.isError());
    QVERIFY(!offers.error.isError());
    QCOMPARE(rejected.error.message, WrongKeyMessage);
    QVERIFY(destroyed.value);
    const QString all = captured.join(QLatin1Char('\n'));
    QVERIFY2(all.contains(QLatin1String("/api/v1/instance-operations/launch")), qPrintable(all));
    QVERIFY2(all.contains(QLatin1String("Authorization: ***")), qPrintable(all));
    QVERIFY2(!all.contains(QLatin1String(SecretKey)), qPrintable(all));
    for (const Error &error : { created.error, offers.error, rejected.error, destroyed.error }) {
        QVERIFY(!error.message.contains(QLatin1String(SecretKey)));
        QVERIFY(!error.detail.contains(QLatin1String(SecretKey)));
    }
}

void TestLambdaProvider::machineImageIsResolvedOrRefused()
{
    // Lambda launches machine images by id or family (InstanceLaunchRequest.image), as GET /images lists them; a
    // Docker image name is refused before anything is launched, with the families that exist there.
    auto provider = makeProvider();
    InstanceSpec spec;
    spec.offerId = QStringLiteral("gpu_1x_a10@us-east-1");
    spec.image = QStringLiteral("pytorch/pytorch:2.4.0-cuda12.4-cudnn9-runtime");
    const auto refused = outcomeOf(provider->createInstance(spec));
    QCOMPARE(refused.error.code, Error::Code::InvalidInput);
    QVERIFY2(refused.error.message.contains(QLatin1String("lambda-stack-24-04"))
            && refused.error.message.contains(QLatin1String("not Docker images")),
        qPrintable(refused.error.message));
    QCOMPARE(m_server->requests("POST", QStringLiteral("/api/v1/instance-operations/launch")).size(), 0);

    spec.image = QStringLiteral("ubuntu-24-04");
    const auto created = outcomeOf(provider->createInstance(spec));
    QVERIFY2(!created.error.isError(), qPrintable(created.error.message));
    const auto launches = m_server->requests("POST", QStringLiteral("/api/v1/instance-operations/launch"));
    QCOMPARE(launches.size(), 1);
    const QJsonObject image = launches.first().json().object().value(QLatin1String("image")).toObject();
    QCOMPARE(image.keys(), QStringList { QStringLiteral("id") }); // the family's image in that region, by id
    QVERIFY(!image.value(QLatin1String("id")).toString().isEmpty());
}

void TestLambdaProvider::timedOutLaunchIsFoundByName()
{
    // The launch happens but its answer comes after our timeout: found by its name, not reported as failed.
    m_tuning.timeout = 400ms;
    auto provider = makeProvider();
    m_mock->setLaunchDelay(1500ms);
    InstanceSpec spec;
    spec.offerId = QStringLiteral("gpu_1x_a10@us-east-1");
    const auto created = outcomeOf(provider->createInstance(spec));
    m_mock->setLaunchDelay(0ms);
    QVERIFY2(!created.error.isError(), qPrintable(created.error.message));
    QCOMPARE(m_server->requests("POST", QStringLiteral("/api/v1/instance-operations/launch")).size(), 1);
    QCOMPARE(m_mock->liveInstanceCount(), 1);
    QVERIFY(created.value.label.startsWith(QLatin1String("rentdeck-gpu_1x_a10-")));
}

QTEST_GUILESS_MAIN(TestLambdaProvider)
#include "TestLambdaProvider.moc"
