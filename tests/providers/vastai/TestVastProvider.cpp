// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "JobAwait.h"
#include "LogCapture.h"
#include "MockHttpServer.h"
#include "core/Paths.h"
#include "net/ApiJob.h"
#include "vastai/VastAiJson.h"
#include "vastai/VastAiProvider.h"
#include "vastai/VastMock.h"

#include <QElapsedTimer>
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

constexpr auto ApiKey = "vast-test-key-5f3c9a7e1b2d";
constexpr auto SshPort = 2222;

const Instance *find(const QList<Instance> &instances, const QString &id)
{
    for (const Instance &instance : instances) {
        if (instance.id == id) {
            return &instance;
        }
    }
    return nullptr;
}

} // namespace

class TestVastProvider : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void offersRequestShapeAndUnits();
    void spotOffersAreBids();
    void launchPollStopStartDestroy();
    void bidLaunchLooksUpTheFloor();
    void outbidRentalThatStillCreatedIsDestroyed();
    void timedOutRentalIsFoundByItsLabel();
    void timedOutRentalThatMadeNothingSaysSo();
    void instanceListFollowsEveryPage();
    void wrongKeyIsRejected();
    void verifyCredentialsReportsCredit();
    void rateLimitsAreRetried();
    void ownSpacingAvoids429();
    void serverErrors();
    void malformedJson();
    void slowAnswerTimesOut();
    void providerErrorsAreMapped();
    void keyNeverLogged();
    void mockValidatesLikeVast();

private:
    std::unique_ptr<VastAiProvider> makeProvider(const QString &key = QLatin1String(ApiKey),
        std::chrono::milliseconds timeout = 5000ms, std::chrono::milliseconds rentTimeout = 120'000ms);
    QList<Instance> listNow(VastAiProvider &provider);
    Instance waitForState(VastAiProvider &provider, const QString &id, InstanceState state, QList<InstanceState> *seen);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MockHttpServer> m_server;
    VastMock *m_mock = nullptr;
    std::unique_ptr<QNetworkAccessManager> m_network;
};

void TestVastProvider::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    qputenv("RENTDECK_HOME", m_dir->path().toUtf8());
    m_server = std::make_unique<MockHttpServer>();
    MockProviderOptions options;
    options.apiKey = QLatin1String(ApiKey);
    options.bootTime = 600ms;
    options.sshHost = QStringLiteral("127.0.0.1");
    options.sshPort = SshPort;
    m_mock = new VastMock(m_server.get(), options);
    QVERIFY(m_server->start());
    m_network = std::make_unique<QNetworkAccessManager>();
}

void TestVastProvider::cleanup()
{
    m_network.reset();
    m_server.reset();
    m_dir.reset();
    qunsetenv("RENTDECK_HOME");
}

std::unique_ptr<VastAiProvider> TestVastProvider::makeProvider(
    const QString &key, std::chrono::milliseconds timeout, std::chrono::milliseconds rentTimeout)
{
    ProviderContext context;
    context.network = m_network.get();
    context.baseUrl = m_server->url();
    context.apiKey = key;
    context.dataDir = m_dir->filePath(QStringLiteral("vastai"));
    context.sshKeyFile = m_dir->filePath(QStringLiteral("keys/rentdeck_ed25519"));
    VastAiProvider::Tuning tuning; // no spacing; quick retries
    tuning.timeout = timeout;
    tuning.rentTimeout = rentTimeout;
    tuning.retry = RetryPolicy { 3, 50ms, 2000ms };
    return std::make_unique<VastAiProvider>(context, tuning);
}

QList<Instance> TestVastProvider::listNow(VastAiProvider &provider)
{
    const auto listed = outcomeOf(provider.listInstances());
    if (listed.error.isError()) {
        qWarning("%s", qPrintable(listed.error.message));
    }
    return listed.value;
}

Instance TestVastProvider::waitForState(
    VastAiProvider &provider, const QString &id, InstanceState state, QList<InstanceState> *seen)
{
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < 15000) {
        const QList<Instance> instances = listNow(provider);
        if (const Instance *instance = find(instances, id)) {
            if (seen && (seen->isEmpty() || seen->last() != instance->state)) {
                seen->append(instance->state);
            }
            if (instance->state == state) {
                return *instance;
            }
        }
        QTest::qWait(60);
    }
    return {};
}

void TestVastProvider::offersRequestShapeAndUnits()
{
    auto provider = makeProvider();
    OfferQuery query;
    query.minVramGb = 48;
    const auto big = outcomeOf(provider->listOffers(query));
    QVERIFY2(!big.error.isError(), qPrintable(big.error.message));
    QStringList ids;
    for (const Offer &offer : big.value) {
        ids << offer.id;
        QVERIFY(offer.vramGb >= 48);
    }
    ids.sort();
    // A100 80G ×8, H100, H200; not the 46 GB L40S, not the 24 GB cards: gpu_ram went out in MB.
    QCOMPARE(ids, QStringList({ QStringLiteral("4100003"), QStringLiteral("4100004"), QStringLiteral("4100008") }));

    const auto requests = m_server->requests("POST", QStringLiteral("/api/v0/bundles/"));
    QCOMPARE(requests.size(), 1);
    const MockHttpServer::Request &request = requests.first();
    QCOMPARE(request.header("Authorization"), QByteArray("Bearer ") + ApiKey);
    QVERIFY(request.header("Content-Type").startsWith("application/json"));
    const QJsonObject body = request.json().object();
    QCOMPARE(body.value(QStringLiteral("gpu_ram")).toObject().value(QStringLiteral("gte")).toDouble(), 48000.0);
    QCOMPARE(body.value(QStringLiteral("rented")).toObject().value(QStringLiteral("eq")), QJsonValue(false));
    QCOMPARE(body.value(QStringLiteral("verified")).toObject().value(QStringLiteral("eq")), QJsonValue(true));
    QCOMPARE(body.value(QStringLiteral("type")).toString(), QStringLiteral("on-demand"));
    QCOMPARE(body.value(QStringLiteral("direct_port_count")).toObject().value(QStringLiteral("gte")).toInt(), 1);

    const auto all = outcomeOf(provider->listOffers({}));
    QVERIFY(!all.error.isError());
    // Nine asks, less the rented one, the unverified host and the one without a direct port (docs: "needed for SSH").
    QCOMPARE(all.value.size(), 6);
    const Offer *h100 = nullptr;
    for (const Offer &offer : all.value) {
        QVERIFY(offer.id != QLatin1String("4100007") && offer.id != QLatin1String("4100009")
            && offer.id != QLatin1String("4100005"));
        if (offer.id == QLatin1String("4100004")) {
            h100 = &offer;
        }
    }
    QVERIFY(h100);
    QCOMPARE(h100->gpuName, QStringLiteral("NVIDIA H100 SXM"));
    QCOMPARE(h100->vramGb, 80.0);
    // dph_base 2.10 + storage 0.25 $/GB/month × 16 GB / 730 h.
    QCOMPARE(h100->pricePerHour.micros(), 2105479);
    QCOMPARE(h100->billing.storagePerGbMonth.micros(), 250000);
    QCOMPARE(h100->region, QStringLiteral("Uusimaa, FI"));
    QCOMPARE(h100->maxCuda, QStringLiteral("12.6"));
    QVERIFY(h100->reliability && qFuzzyCompare(*h100->reliability, 0.999));

    // A loose GPU name is matched on our side; an exact one goes to Vast.
    OfferQuery gpu;
    gpu.gpuName = QStringLiteral("4090");
    const auto rtx = outcomeOf(provider->listOffers(gpu));
    QCOMPARE(rtx.value.size(), 2);
    gpu.gpuName = QStringLiteral("RTX_4090");
    gpu.gpuCount = 2;
    const auto two = outcomeOf(provider->listOffers(gpu));
    QCOMPARE(two.value.size(), 1);
    QCOMPARE(two.value.first().interconnect, QStringLiteral("PCIe"));
    const QJsonObject exact = m_server->requests("POST", QStringLiteral("/api/v0/bundles/")).last().json().object();
    QCOMPARE(exact.value(QStringLiteral("gpu_name")).toObject().value(QStringLiteral("eq")).toString(),
        QStringLiteral("RTX 4090"));
}

void TestVastProvider::spotOffersAreBids()
{
    auto provider = makeProvider();
    OfferQuery query;
    query.spotOnly = true;
    const auto spot = outcomeOf(provider->listOffers(query));
    QVERIFY(!spot.error.isError());
    QCOMPARE(spot.value.size(), 6);
    for (const Offer &offer : spot.value) {
        QVERIFY(offer.spot);
        QVERIFY(offer.id.endsWith(QLatin1String("-bid")));
        if (offer.id == QLatin1String("4100001-bid")) {
            QCOMPARE(offer.pricePerHour.micros(), 180000); // min_bid
        }
    }
    const QJsonObject body = m_server->requests("POST", QStringLiteral("/api/v0/bundles/")).last().json().object();
    QCOMPARE(body.value(QStringLiteral("type")).toString(), QStringLiteral("bid"));
}

void TestVastProvider::launchPollStopStartDestroy()
{
    auto provider = makeProvider();
    QVERIFY(!outcomeOf(provider->listOffers({})).error.isError());
    InstanceSpec spec;
    spec.offerId = QStringLiteral("4100001");
    spec.label = QStringLiteral("train-1");
    spec.env.insert(QStringLiteral("HF_HOME"), QStringLiteral("/workspace/hf"));
    spec.onstart = "#!/bin/sh\npip install -r /workspace/requirements.txt\n";
    const auto created = outcomeOf(provider->createInstance(spec));
    QVERIFY2(!created.error.isError(), qPrintable(created.error.message));
    const Instance instance = created.value;
    QCOMPARE(instance.id, QStringLiteral("17000001"));
    QCOMPARE(instance.name(), QStringLiteral("vastai:17000001"));
    QCOMPARE(instance.state, InstanceState::Provisioning);
    QCOMPARE(instance.offerId, QStringLiteral("4100001"));
    QCOMPARE(instance.pricePerHour.micros(), 353288); // 0.35 + 0.15 × 16 / 730
    QCOMPARE(instance.gpuName, QStringLiteral("NVIDIA GeForce RTX 4090"));

    // Key first on the account, then the rental, then the key on the instance. A new account has no keys, which Vast
    // answers with 404 "No SSH keys found for the user." (show_ssh_keys.yaml): not a failure, ours is added.
    QCOMPARE(m_server->requests("GET", QStringLiteral("/api/v0/ssh/")).size(), 1);
    QCOMPARE(m_server->requests("POST", QStringLiteral("/api/v0/ssh/")).size(), 1);
    const QString publicKey = m_mock->accountKeys().value(0);
    QVERIFY(publicKey.startsWith(QStringLiteral("ssh-ed25519 ")));
    QCOMPARE(m_mock->instanceKeys(17000001), QStringList { publicKey });
    const auto rent = m_server->requests("PUT", QStringLiteral("/api/v0/asks/4100001/"));
    QCOMPARE(rent.size(), 1);
    const QJsonObject body = rent.first().json().object();
    QCOMPARE(body.value(QStringLiteral("client_id")).toString(), QStringLiteral("me"));
    QCOMPARE(body.value(QStringLiteral("image")).toString(), QLatin1String(VastAiJson::DefaultImage));
    QCOMPARE(body.value(QStringLiteral("disk")).toDouble(), 16.0);
    QCOMPARE(body.value(QStringLiteral("label")).toString(), QStringLiteral("train-1"));
    QCOMPARE(body.value(QStringLiteral("runtype")).toString(), QStringLiteral("ssh_direc ssh_proxy"));
    // env as vast-cli's parse_env makes it ({"K": "V"}), onstart as the script's text (vast-cli create__instance).
    QCOMPARE(body.value(QStringLiteral("env")).toObject(),
        QJsonObject({ { QStringLiteral("HF_HOME"), QStringLiteral("/workspace/hf") } }));
    QCOMPARE(body.value(QStringLiteral("onstart")).toString(),
        QStringLiteral("#!/bin/sh\npip install -r /workspace/requirements.txt\n"));
    QVERIFY(!body.contains(QStringLiteral("price")));
    QCOMPARE(rent.first().header("Authorization"), QByteArray("Bearer ") + ApiKey);
    QVERIFY(m_server->requests("POST", QStringLiteral("/api/v0/ssh/")).first().receivedMs <= rent.first().receivedMs);

    QList<InstanceState> seen;
    const Instance running = waitForState(*provider, instance.id, InstanceState::Running, &seen);
    QCOMPARE(running.state, InstanceState::Running);
    QCOMPARE(seen.first(), InstanceState::Provisioning);
    QCOMPARE(running.ssh.host, QStringLiteral("127.0.0.1")); // direct, not the proxy the mock also lists
    QCOMPARE(running.ssh.port, SshPort);
    QCOMPARE(running.ssh.user, QStringLiteral("root"));
    QCOMPARE(running.ssh.identityFile, m_dir->filePath(QStringLiteral("keys/rentdeck_ed25519")));
    QCOMPARE(running.ssh.knownHostsFile, Paths::knownHostsFile());
    QCOMPARE(running.offerId, QStringLiteral("4100001"));
    QCOMPARE(running.label, QStringLiteral("train-1"));
    // The official client's listing (vast-cli api/instances.py): 25 a page, by id, every page.
    QCOMPARE(m_server->requests("GET", QStringLiteral("/api/v1/instances/"))
                 .first()
                 .query.queryItemValue(QStringLiteral("limit")),
        QStringLiteral("25"));

    const auto stop = outcomeOf(provider->setPowerState(instance.id, PowerState::Stopped));
    QVERIFY2(!stop.error.isError(), qPrintable(stop.error.message));
    const auto manage = m_server->requests("PUT", QStringLiteral("/api/v0/instances/17000001/"));
    QCOMPARE(manage.last().json().object(), QJsonObject({ { QStringLiteral("state"), QStringLiteral("stopped") } }));
    const Instance stopped = waitForState(*provider, instance.id, InstanceState::Stopped, nullptr);
    QCOMPARE(stopped.state, InstanceState::Stopped);
    QVERIFY(!stopped.ssh.isValid());

    QVERIFY(!outcomeOf(provider->setPowerState(instance.id, PowerState::Running)).error.isError());
    seen.clear();
    const Instance resumed = waitForState(*provider, instance.id, InstanceState::Running, &seen);
    QCOMPARE(resumed.state, InstanceState::Running);
    QCOMPARE(seen.first(), InstanceState::Provisioning); // scheduling, then loading

    // A second launch finds the key on the account and does not add it again.
    InstanceSpec proxySpec;
    proxySpec.offerId = QStringLiteral("4100005"); // no direct ports: reached through the proxy
    const auto second = outcomeOf(provider->createInstance(proxySpec));
    QVERIFY2(!second.error.isError(), qPrintable(second.error.message));
    QCOMPARE(m_server->requests("POST", QStringLiteral("/api/v0/ssh/")).size(), 1);
    const Instance proxied = waitForState(*provider, second.value.id, InstanceState::Running, nullptr);
    QCOMPARE(proxied.ssh.host, QStringLiteral("127.0.0.1"));
    QCOMPARE(proxied.ssh.port, SshPort);

    QVERIFY(!outcomeOf(provider->destroyInstance(instance.id)).error.isError());
    QVERIFY(!outcomeOf(provider->destroyInstance(second.value.id)).error.isError());
    QCOMPARE(m_server->requests("DELETE", QStringLiteral("/api/v0/instances/17000001/")).size(), 1);
    QVERIFY(listNow(*provider).isEmpty());
    QCOMPARE(m_mock->instanceCount(), 0);
}

void TestVastProvider::bidLaunchLooksUpTheFloor()
{
    // A fresh provider has listed nothing: it asks Vast for the ask's min_bid before bidding.
    auto provider = makeProvider();
    InstanceSpec spec;
    spec.offerId = QStringLiteral("4100004-bid");
    const auto created = outcomeOf(provider->createInstance(spec));
    QVERIFY2(!created.error.isError(), qPrintable(created.error.message));
    QCOMPARE(created.value.pricePerHour.micros(), 1200000);
    const QJsonObject lookup = m_server->requests("POST", QStringLiteral("/api/v0/bundles/")).last().json().object();
    QCOMPARE(lookup.value(QStringLiteral("id")).toObject().value(QStringLiteral("eq")).toInteger(), 4100004);
    QCOMPARE(lookup.value(QStringLiteral("type")).toString(), QStringLiteral("bid"));
    const QJsonObject body = m_server->requests("PUT", QStringLiteral("/api/v0/asks/4100004/")).last().json().object();
    QCOMPARE(body.value(QStringLiteral("price")).toDouble(), 1.2);
    QCOMPARE(body.value(QStringLiteral("cancel_unavail")), QJsonValue(false));
    const Instance running = waitForState(*provider, created.value.id, InstanceState::Running, nullptr);
    QCOMPARE(running.pricePerHour.micros(), 1205479); // the bid plus storage, as Vast reports dph_total
}

void TestVastProvider::outbidRentalThatStillCreatedIsDestroyed()
{
    // The floor rises between the listing and the bid: Vast refuses the bid but has made a stopped instance that
    // bills its disk, and names it in the error (dstack vastai/api_client.py). RentDeck destroys it and says so.
    auto provider = makeProvider();
    OfferQuery query;
    query.spotOnly = true;
    QVERIFY(!outcomeOf(provider->listOffers(query)).error.isError());
    m_mock->setMinBid(4100001, 0.30);
    InstanceSpec spec;
    spec.offerId = QStringLiteral("4100001-bid");
    const auto created = outcomeOf(provider->createInstance(spec));
    QVERIFY(created.error.isError());
    QVERIFY2(created.error.message.contains(QLatin1String("17000001"))
            && created.error.message.contains(QLatin1String("destroyed it, so nothing bills")),
        qPrintable(created.error.message));
    QCOMPARE(m_server->requests("DELETE", QStringLiteral("/api/v0/instances/17000001/")).size(), 1);
    QVERIFY(m_mock->instanceIds().isEmpty());
}

void TestVastProvider::timedOutRentalIsFoundByItsLabel()
{
    // The answer to the rental is lost (slower than our timeout) but the rental happened: found by label, kept.
    auto slowRent = makeProvider(QLatin1String(ApiKey), 5s, 300ms);
    VastAiProvider &provider = *slowRent;
    m_mock->setRentDelay(1500ms);
    InstanceSpec spec;
    spec.offerId = QStringLiteral("4100001");
    const auto created = outcomeOf(provider.createInstance(spec));
    m_mock->setRentDelay(0ms);
    QVERIFY2(!created.error.isError(), qPrintable(created.error.message));
    QCOMPARE(created.value.id, QStringLiteral("17000001"));
    QCOMPARE(m_server->requests("PUT", QStringLiteral("/api/v0/asks/4100001/")).size(), 1); // never sent twice
    const auto lookup = m_server->requests("GET", QStringLiteral("/api/v1/instances/"));
    QCOMPARE(lookup.size(), 1);
    const QJsonObject filters = QJsonDocument::fromJson(
        lookup.first().query.queryItemValue(QStringLiteral("select_filters"), QUrl::FullyDecoded).toUtf8())
                                    .object();
    QVERIFY(filters.value(QStringLiteral("label"))
                .toObject()
                .value(QStringLiteral("eq"))
                .toString()
                .startsWith(QLatin1String("rentdeck-")));
    QCOMPARE(
        created.value.label, filters.value(QStringLiteral("label")).toObject().value(QStringLiteral("eq")).toString());
}

void TestVastProvider::timedOutRentalThatMadeNothingSaysSo()
{
    auto slowRent = makeProvider(QLatin1String(ApiKey), 5s, 300ms);
    VastAiProvider &provider = *slowRent;
    // Nothing answers and nothing is made (a fault answers in place of the mock, later than the timeout).
    m_server->injectFault(
        "PUT", QStringLiteral("/api/v0/asks/\\d+/"), Response::text(504, "Gateway Timeout").withDelay(1500ms), 1);
    InstanceSpec spec;
    spec.offerId = QStringLiteral("4100001");
    const auto created = outcomeOf(provider.createInstance(spec));
    QCOMPARE(created.error.code, Error::Code::Timeout);
    QVERIFY2(created.error.message.contains(QLatin1String("nothing was rented")), qPrintable(created.error.message));
    QVERIFY(m_mock->instanceIds().isEmpty());
}

void TestVastProvider::instanceListFollowsEveryPage()
{
    // 30 instances are two pages of GET /api/v1/instances/ (25 at most per page, show_instances.yaml).
    auto provider = makeProvider();
    for (int i = 0; i < 30; ++i) {
        m_mock->addRunningInstance(4100001);
    }
    const QList<Instance> listed = listNow(*provider);
    QCOMPARE(listed.size(), 30);
    const auto pages = m_server->requests("GET", QStringLiteral("/api/v1/instances/"));
    QCOMPARE(pages.size(), 2);
    QVERIFY(!pages.first().query.hasQueryItem(QStringLiteral("after_token")));
    QVERIFY(pages.last().query.hasQueryItem(QStringLiteral("after_token")));
}

void TestVastProvider::wrongKeyIsRejected()
{
    auto provider = makeProvider(QStringLiteral("not-the-key"));
    const auto offers = outcomeOf(provider->listOffers({}));
    QCOMPARE(offers.error.code, Error::Code::Auth);
    QCOMPARE(offers.error.message, QStringLiteral("API key rejected by Vast.ai: check it in Settings › Accounts."));
    QCOMPARE(offers.error.httpStatus, 401);
    QCOMPARE(outcomeOf(provider->verifyCredentials()).error.code, Error::Code::Auth);
    InstanceSpec spec;
    spec.offerId = QStringLiteral("4100001");
    QCOMPARE(outcomeOf(provider->createInstance(spec)).error.code, Error::Code::Auth);
    QCOMPARE(m_mock->instanceCount(), 0);
    // No key at all: the same.
    QCOMPARE(outcomeOf(makeProvider(QString())->listInstances()).error.code, Error::Code::Auth);
    QVERIFY(m_server->requests().last().header("Authorization").isEmpty());
}

void TestVastProvider::verifyCredentialsReportsCredit()
{
    auto provider = makeProvider();
    const auto verified = outcomeOf(provider->verifyCredentials());
    QVERIFY2(!verified.error.isError(), qPrintable(verified.error.message));
    QCOMPARE(verified.progress, QStringList { QStringLiteral("Vast.ai credit: $42.50") });
    QCOMPARE(m_server->requests("GET", QStringLiteral("/api/v0/users/current/")).size(), 1);
}

void TestVastProvider::rateLimitsAreRetried()
{
    auto provider = makeProvider();
    // Vast's 429: no Retry-After, plain text or JSON.
    m_server->injectFault("POST", QStringLiteral("/api/v0/bundles/"),
        Response::text(429, "API requests too frequent: endpoint threshold=1.0"), 2);
    const auto offers = outcomeOf(provider->listOffers({}));
    QVERIFY2(!offers.error.isError(), qPrintable(offers.error.message));
    QCOMPARE(offers.value.size(), 6);
    QCOMPARE(m_server->requests("POST", QStringLiteral("/api/v0/bundles/")).size(), 3);

    m_server->injectFault("PUT", QStringLiteral("/api/v0/asks/\\d+/"),
        Response::json(429, QByteArray("{\"detail\": \"API requests too frequent endpoint threshold=4.5\"}")), 1);
    InstanceSpec spec;
    spec.offerId = QStringLiteral("4100002");
    const auto created = outcomeOf(provider->createInstance(spec));
    QVERIFY2(!created.error.isError(), qPrintable(created.error.message));
    QCOMPARE(m_server->requests("PUT", QStringLiteral("/api/v0/asks/4100002/")).size(), 2);
    QCOMPARE(m_mock->instanceCount(), 1); // the refused attempt rented nothing

    // With Retry-After (a proxy in front may send one): honoured.
    m_server->injectFault("GET", QStringLiteral("/api/v1/instances/"),
        Response::text(429, "slow down").withHeader("Retry-After", "1"), 1);
    QElapsedTimer clock;
    clock.start();
    const auto listed = outcomeOf(provider->listInstances());
    QVERIFY(!listed.error.isError());
    QVERIFY2(clock.elapsed() >= 950, qPrintable(QString::number(clock.elapsed())));

    // More 429s than attempts: a clear rate-limit error.
    m_server->injectFault(
        "GET", QStringLiteral("/api/v1/instances/"), Response::text(429, "API requests too frequent"), 5);
    const auto limited = outcomeOf(provider->listInstances());
    QCOMPARE(limited.error.code, Error::Code::RateLimited);
    QVERIFY(limited.error.message.contains(QStringLiteral("Vast.ai is rate limiting")));
}

void TestVastProvider::ownSpacingAvoids429()
{
    m_mock->setMinimumInterval(QStringLiteral("instances"), 300ms);
    auto provider = makeProvider();
    provider->instancesApi()->setMinimumInterval(QStringLiteral("instances"), 350ms);
    auto first = provider->listInstances();
    auto second = provider->listInstances();
    const auto a = outcomeOf(first);
    const auto b = outcomeOf(second);
    QVERIFY(!a.error.isError() && !b.error.isError());
    const auto requests = m_server->requests("GET", QStringLiteral("/api/v1/instances/"));
    QCOMPARE(requests.size(), 2); // no 429, no retry
    QVERIFY(requests.at(1).receivedMs - requests.at(0).receivedMs >= 340);
    QVERIFY(VastAiProvider::defaultTuning().minimumIntervals.value(QStringLiteral("create")) == 4500ms);
}

void TestVastProvider::serverErrors()
{
    auto provider = makeProvider();
    m_server->injectFault("GET", QStringLiteral("/api/v1/instances/"), Response::text(503, "upstream busy"), 1);
    QVERIFY(!outcomeOf(provider->listInstances()).error.isError());
    QCOMPARE(m_server->requests("GET", QStringLiteral("/api/v1/instances/")).size(), 2);

    // A GET answered 500 is retried like a gateway error (idempotent); one that keeps failing is reported.
    m_server->injectFault("GET", QStringLiteral("/api/v1/instances/"), Response::text(500, "Internal Server Error"), 1);
    QVERIFY(!outcomeOf(provider->listInstances()).error.isError());
    QCOMPARE(m_server->requests("GET", QStringLiteral("/api/v1/instances/")).size(), 4);
    m_server->injectFault("GET", QStringLiteral("/api/v1/instances/"), Response::text(500, "Internal Server Error"), 3);
    const auto failed = outcomeOf(provider->listInstances());
    QCOMPARE(failed.error.code, Error::Code::Provider);
    QCOMPARE(failed.error.message, QStringLiteral("Vast.ai is having trouble (HTTP 500): try again later."));

    // A rental is never sent twice after a gateway error: it may have gone through.
    m_server->injectFault("PUT", QStringLiteral("/api/v0/asks/\\d+/"), Response::text(502, "Bad Gateway"), 1);
    InstanceSpec spec;
    spec.offerId = QStringLiteral("4100001");
    const auto created = outcomeOf(provider->createInstance(spec));
    QVERIFY(created.error.isError());
    QCOMPARE(m_server->requests("PUT", QStringLiteral("/api/v0/asks/4100001/")).size(), 1);
}

void TestVastProvider::malformedJson()
{
    auto provider = makeProvider();
    m_server->injectFault(
        "POST", QStringLiteral("/api/v0/bundles/"), Response::json(200, QByteArray("{\"offers\": [")), 1);
    const auto cut = outcomeOf(provider->listOffers({}));
    QCOMPARE(cut.error.code, Error::Code::Provider);
    QVERIFY2(cut.error.message.contains(QStringLiteral("malformed JSON")), qPrintable(cut.error.message));
    m_server->injectFault(
        "POST", QStringLiteral("/api/v0/bundles/"), Response::json(200, QByteArray("{\"offers\": 5}")), 1);
    const auto shape = outcomeOf(provider->listOffers({}));
    QVERIFY2(
        shape.error.message.contains(QStringLiteral("without an \"offers\" list")), qPrintable(shape.error.message));
    m_server->injectFault("GET", QStringLiteral("/api/v1/instances/"), Response::json(200, QByteArray("[1, 2]")), 1);
    const auto list = outcomeOf(provider->listInstances());
    QVERIFY2(list.error.message.contains(QStringLiteral("instance list")), qPrintable(list.error.message));
}

void TestVastProvider::slowAnswerTimesOut()
{
    auto provider = makeProvider(QLatin1String(ApiKey), 300ms);
    m_server->injectFault("GET", QStringLiteral("/api/v1/instances/"),
        Response::json(200, QByteArray("{\"instances\": []}")).withDelay(2000ms), 3);
    QElapsedTimer clock;
    clock.start();
    const auto slow = outcomeOf(provider->listInstances());
    QCOMPARE(slow.error.code, Error::Code::Timeout);
    QVERIFY2(slow.error.message.contains(QStringLiteral("Vast.ai did not answer within 0.3 s")),
        qPrintable(slow.error.message));
    QVERIFY(clock.elapsed() < 5000);
}

void TestVastProvider::providerErrorsAreMapped()
{
    auto provider = makeProvider();
    const QString taken = QStringLiteral("Vast.ai: this offer was just taken, pick another.");
    InstanceSpec spec;
    spec.offerId = QStringLiteral("4100007"); // rented by someone else: 410 no_such_ask
    QCOMPARE(outcomeOf(provider->createInstance(spec)).error.message, taken);
    spec.offerId = QStringLiteral("4199999"); // no such ask: 404 no_such_ask
    QCOMPARE(outcomeOf(provider->createInstance(spec)).error.message, taken);
    spec.offerId = QStringLiteral("4100006-bid");
    m_server->injectFault(
        "POST", QStringLiteral("/api/v0/bundles/"), Response::json(200, QByteArray("{\"offers\": []}")));
    QCOMPARE(outcomeOf(provider->createInstance(spec)).error.message, taken);

    m_mock->setCredit(0);
    spec.offerId = QStringLiteral("4100002");
    const auto broke = outcomeOf(provider->createInstance(spec));
    QVERIFY2(broke.error.message.contains(QStringLiteral("balance is too low")), qPrintable(broke.error.message));
    m_mock->setCredit(10);
    // Vast sometimes says no with HTTP 200.
    m_server->injectFault("PUT", QStringLiteral("/api/v0/asks/\\d+/"),
        Response::json(200,
            QByteArray("{\"success\": false, \"error\": \"missing_billing\", \"msg\": \"Add a payment method.\"}")));
    QVERIFY(outcomeOf(provider->createInstance(spec)).error.message.contains(QStringLiteral("balance is too low")));
    QCOMPARE(m_mock->instanceCount(), 0);

    const auto gone = outcomeOf(provider->destroyInstance(QStringLiteral("17999999")));
    QCOMPARE(gone.error.code, Error::Code::NotFound);
    QVERIFY(gone.error.message.contains(QStringLiteral("no such instance")));
    QCOMPARE(outcomeOf(provider->setPowerState(QStringLiteral("../users"), PowerState::Stopped)).error.code,
        Error::Code::InvalidInput);
    spec.offerId = QStringLiteral("rtx 4090");
    QCOMPARE(outcomeOf(provider->createInstance(spec)).error.code, Error::Code::InvalidInput);
    spec.offerId = QStringLiteral("4100002");
    spec.diskGb = 4;
    QCOMPARE(outcomeOf(provider->createInstance(spec)).error.code, Error::Code::InvalidInput);
    QCOMPARE(m_server->requests("PUT", QStringLiteral("/api/v0/instances/.*")).size(), 0);
}

void TestVastProvider::keyNeverLogged()
{
    LogCapture capture;
    QLoggingCategory::setFilterRules(QStringLiteral("*.debug=true"));
    {
        auto provider = makeProvider();
        QVERIFY(!outcomeOf(provider->listOffers({})).error.isError());
        InstanceSpec spec;
        spec.offerId = QStringLiteral("4100001");
        const auto created = outcomeOf(provider->createInstance(spec));
        QVERIFY(!created.error.isError());
        m_server->injectFault("GET", QStringLiteral("/api/v1/instances/"), Response::text(429, "too frequent"), 1);
        QVERIFY(!outcomeOf(provider->listInstances()).error.isError());
        m_server->injectFault("GET", QStringLiteral("/api/v1/instances/"), Response::text(500, "oops"), 1);
        const auto failed = outcomeOf(provider->listInstances());
        QVERIFY(!failed.error.message.contains(QLatin1String(ApiKey)));
        QVERIFY(!failed.error.detail.contains(QLatin1String(ApiKey)));
        QVERIFY(!outcomeOf(provider->destroyInstance(created.value.id)).error.isError());
    }
    QCOMPARE(outcomeOf(makeProvider(QStringLiteral("wrong-key-zzz"))->listOffers({})).error.code, Error::Code::Auth);
    capture.stop();
    const QStringList captured = capture.lines();
    QLoggingCategory::setFilterRules(QString());
    // The key really went out (so the check below means something), and no log line holds it.
    QCOMPARE(m_server->requests().first().header("Authorization"), QByteArray("Bearer ") + ApiKey);
    QVERIFY(captured.size() > 5);
    QVERIFY(captured.join(QLatin1Char('\n')).contains(QStringLiteral("rentdeck.net.http")));
    for (const QString &line : std::as_const(captured)) {
        QVERIFY2(!line.contains(QLatin1String(ApiKey)), qPrintable(line));
        QVERIFY2(!line.contains(QLatin1String("wrong-key-zzz")), qPrintable(line));
    }
}

void TestVastProvider::mockValidatesLikeVast()
{
    // The mock must refuse what Vast refuses, or the adapter tests above would prove nothing about request shape.
    auto provider = makeProvider();
    const auto send = [&provider](const QByteArray &method, const QString &path, const QJsonObject &body) {
        ApiRequest request;
        request.method = method;
        request.path = path;
        request.body = QJsonDocument(body);
        request.retryable = false;
        ApiJob *job = provider->api()->send(request);
        auto out = std::make_shared<std::pair<Error, QByteArray>>();
        bool done = false;
        QObject::connect(job, &Job::finished, job, [job, out, &done] {
            *out = { job->error(), job->body() };
            done = true;
        });
        if (!QTest::qWaitFor([&done] { return done; }, 10000)) {
            qWarning("request did not finish");
        }
        return *out;
    };
    const auto numbersAsText = send("POST", QStringLiteral("/bundles/"),
        QJsonObject { { QStringLiteral("num_gpus"), QJsonObject { { QStringLiteral("eq"), QStringLiteral("2") } } } });
    QVERIFY(!numbersAsText.first.isError());
    QCOMPARE(
        QJsonDocument::fromJson(numbersAsText.second).object().value(QStringLiteral("offers")).toArray().size(), 1);
    const auto badNumber = send("POST", QStringLiteral("/bundles/"),
        QJsonObject {
            { QStringLiteral("gpu_ram"), QJsonObject { { QStringLiteral("gte"), QStringLiteral("lots") } } } });
    QCOMPARE(badNumber.first.httpStatus, 400);
    QVERIFY(badNumber.second.contains("invalid_args"));
    const auto badOp = send("POST", QStringLiteral("/bundles/"),
        QJsonObject { { QStringLiteral("gpu_ram"), QJsonObject { { QStringLiteral("atleast"), 1 } } } });
    QCOMPARE(badOp.first.httpStatus, 400);
    const auto noImage = send("PUT", QStringLiteral("/asks/4100001/"), QJsonObject { { QStringLiteral("disk"), 20 } });
    QCOMPARE(noImage.first.httpStatus, 400);
    const auto smallDisk = send("PUT", QStringLiteral("/asks/4100001/"),
        QJsonObject { { QStringLiteral("image"), QStringLiteral("x") }, { QStringLiteral("disk"), 4 } });
    QCOMPARE(smallDisk.first.httpStatus, 400);
    const auto badRuntype = send("PUT", QStringLiteral("/asks/4100001/"),
        QJsonObject { { QStringLiteral("image"), QStringLiteral("x") }, { QStringLiteral("disk"), 10 },
            { QStringLiteral("runtype"), QStringLiteral("ssh_magic") } });
    QCOMPARE(badRuntype.first.httpStatus, 400);
    const auto lowBid = send("PUT", QStringLiteral("/asks/4100001/"),
        QJsonObject { { QStringLiteral("image"), QStringLiteral("x") }, { QStringLiteral("disk"), 10 },
            { QStringLiteral("price"), 0.01 }, { QStringLiteral("cancel_unavail"), true } });
    QCOMPARE(lowBid.first.httpStatus, 400);
    QVERIFY(lowBid.second.contains("invalid_price"));
    const auto badState = send("PUT", QStringLiteral("/instances/17000001/"),
        QJsonObject { { QStringLiteral("state"), QStringLiteral("paused") } });
    QCOMPARE(badState.first.httpStatus, 404); // no such instance yet
    QCOMPARE(m_mock->instanceCount(), 0);
    // Without cancel_unavail ("Defaults to false for interruptibles") the refused bid still makes a stopped instance,
    // named in the error (what dstack's vastai client cleans up).
    const auto outbid = send("PUT", QStringLiteral("/asks/4100001/"),
        QJsonObject { { QStringLiteral("image"), QStringLiteral("x") }, { QStringLiteral("disk"), 10 },
            { QStringLiteral("price"), 0.01 } });
    QCOMPARE(outbid.first.httpStatus, 400);
    QVERIFY(outbid.second.contains("new_contract"));
    QCOMPARE(m_mock->instanceCount(), 1);
    const auto badKey = send("POST", QStringLiteral("/ssh/"), QJsonObject { { QStringLiteral("ssh_key"), 7 } });
    QCOMPARE(badKey.first.httpStatus, 400);
}

QTEST_GUILESS_MAIN(TestVastProvider)
#include "TestVastProvider.moc"
