// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LogCapture.h"
#include "MockHttpServer.h"
#include "logging/LoggingCategories.h"
#include "net/ApiClient.h"
#include "net/ApiJob.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTest>
#include <QTimeZone>
#include <memory>

using namespace RentDeck;
using namespace std::chrono_literals;
using Response = MockHttpServer::Response;

namespace {

constexpr auto SecretKey = "sk-live-0123456789abcdef";

struct Outcome
{
    int finishedCount = 0;
    Error error;
    QJsonDocument json;
    int status = 0;
    qint64 elapsedMs = 0;
};

} // namespace

class TestApiJob : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void successReturnsJson();
    void authHeaderSentButNeverLogged();
    void retryAfterIsHonoured();
    void backoffOn503ThenSuccess();
    void getAnswered500IsRetried();
    void postAnswered500IsNotResent();
    void exhaustedServerErrorsGiveClearError();
    void statusMapping_data();
    void statusMapping();
    void malformedJsonReportsExcerpt();
    void timeoutIsRetriedForGet();
    void postIsNotRetriedByDefault();
    void postRetriedWhenAsked();
    void cancelFinishesOnce();
    void rateLimitSpacesRequestsOfAKind();
    void connectionClosedMidBody();
    void connectionRefused();
    void parseRetryAfter();
    void providerErrorText_data();
    void providerErrorText();
    void redactedUrl();

private:
    ApiClient::Options options() const;
    std::shared_ptr<Outcome> watch(ApiJob *job);

    std::unique_ptr<QNetworkAccessManager> m_network;
    std::unique_ptr<MockHttpServer> m_server;
};

void TestApiJob::init()
{
    m_network = std::make_unique<QNetworkAccessManager>();
    m_server = std::make_unique<MockHttpServer>();
    QVERIFY(m_server->start());
}

void TestApiJob::cleanup()
{
    m_server.reset();
    m_network.reset();
}

ApiClient::Options TestApiJob::options() const
{
    ApiClient::Options result;
    result.baseUrl = m_server->url(QStringLiteral("/api/v0"));
    result.providerName = QStringLiteral("Vast.ai");
    result.authorize = ApiClient::bearer([] { return QString::fromLatin1(SecretKey); });
    result.timeout = 5s;
    result.retry.maxAttempts = 3;
    result.retry.baseDelay = 20ms;
    result.retry.maxDelay = 5s;
    return result;
}

std::shared_ptr<Outcome> TestApiJob::watch(ApiJob *job)
{
    auto outcome = std::make_shared<Outcome>();
    auto clock = std::make_shared<QElapsedTimer>();
    clock->start();
    connect(job, &Job::finished, this, [outcome, clock, job] {
        ++outcome->finishedCount;
        outcome->error = job->error();
        outcome->json = job->json();
        outcome->status = job->httpStatus();
        outcome->elapsedMs = clock->elapsed();
    });
    return outcome;
}

void TestApiJob::successReturnsJson()
{
    m_server->on("GET", QStringLiteral("/api/v0/instances/"),
        Response::json(200, QByteArrayLiteral(R"({"instances": [{"id": 7}]})")));
    ApiClient client(m_network.get(), options());
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("owner"), QStringLiteral("me"));
    const auto outcome = watch(client.get(QStringLiteral("/instances/"), query));
    QTRY_COMPARE(outcome->finishedCount, 1);
    QVERIFY2(!outcome->error.isError(), qPrintable(outcome->error.message));
    QCOMPARE(outcome->status, 200);
    QCOMPARE(outcome->json.object()
                 .value(QLatin1String("instances"))
                 .toArray()
                 .first()
                 .toObject()
                 .value(QLatin1String("id")),
        QJsonValue(7));
    QCOMPARE(m_server->requestCount(), 1);
    const MockHttpServer::Request &request = m_server->requests().first();
    QCOMPARE(request.method, QByteArray("GET"));
    QCOMPARE(request.query.queryItemValue(QStringLiteral("owner")), QStringLiteral("me"));
    QVERIFY(request.header("user-agent").startsWith("RentDeck/"));
    QCOMPARE(request.header("accept"), QByteArray("application/json"));
    QTest::qWait(20);
    QCOMPARE(outcome->finishedCount, 1);
}

void TestApiJob::authHeaderSentButNeverLogged()
{
    LogCapture capture;
    QLoggingCategory::setFilterRules(QStringLiteral("rentdeck.net.http.debug=true"));

    m_server->on("POST", QStringLiteral("/api/v0/bundles/"),
        Response::json(
            401, QByteArrayLiteral(R"({"success": false, "error": "auth_error", "msg": "Invalid user key"})")));
    m_server->on("GET", QStringLiteral("/api/v0/users/current/"), Response::json(200, QByteArrayLiteral("{}")));
    ApiClient client(m_network.get(), options());
    ApiRequest request;
    request.path = QStringLiteral("/users/current/");
    request.query.addQueryItem(QStringLiteral("api_key"), QString::fromLatin1(SecretKey));
    request.query.addQueryItem(QStringLiteral("key"), QString::fromLatin1(SecretKey));
    const auto ok = watch(client.send(request));
    const auto rejected = watch(client.post(QStringLiteral("/bundles/"), QJsonDocument(QJsonObject {})));
    QTRY_COMPARE(ok->finishedCount, 1);
    QTRY_COMPARE(rejected->finishedCount, 1);

    capture.stop();
    const QStringList captured = capture.lines();
    QLoggingCategory::setFilterRules(QString());

    QCOMPARE(m_server->requestCount(), 2);
    for (const MockHttpServer::Request &received : m_server->requests()) {
        QCOMPARE(received.header("authorization"), QByteArray("Bearer ") + SecretKey);
    }
    QVERIFY(!captured.isEmpty());
    const QString all = captured.join(QLatin1Char('\n'));
    QVERIFY2(all.contains(QLatin1String("/users/current/")), qPrintable(all));
    QVERIFY2(all.contains(QLatin1String("401")), qPrintable(all));
    QVERIFY2(all.contains(QLatin1String("Authorization: ***")), qPrintable(all));
    QVERIFY2(!all.contains(QLatin1String(SecretKey)), qPrintable(all));
    QVERIFY(!rejected->error.message.contains(QLatin1String(SecretKey)));
    QVERIFY(!rejected->error.detail.contains(QLatin1String(SecretKey)));
}

void TestApiJob::retryAfterIsHonoured()
{
    m_server->onSequence("GET", QStringLiteral("/api/v0/offers"),
        { Response::json(429, QByteArrayLiteral(R"({"detail": "rate limit exceeded"})")).withHeader("Retry-After", "1"),
            Response::json(200, QByteArrayLiteral(R"({"offers": []})")) });
    ApiClient client(m_network.get(), options());
    const auto outcome = watch(client.get(QStringLiteral("/offers")));
    QTRY_COMPARE_WITH_TIMEOUT(outcome->finishedCount, 1, 5000);
    QVERIFY2(!outcome->error.isError(), qPrintable(outcome->error.message));
    QCOMPARE(m_server->requestCount(), 2);
    QVERIFY2(outcome->elapsedMs >= 1000, qPrintable(QString::number(outcome->elapsedMs)));
    const qint64 gap = m_server->requests().at(1).receivedMs - m_server->requests().at(0).receivedMs;
    QVERIFY2(gap >= 1000, qPrintable(QString::number(gap)));
}

void TestApiJob::backoffOn503ThenSuccess()
{
    m_server->onSequence("GET", QStringLiteral("/api/v0/offers"),
        { Response::text(503, "busy"), Response::text(502, "<html>bad gateway</html>"),
            Response::json(200, QByteArrayLiteral(R"({"offers": [1]})")) });
    ApiClient client(m_network.get(), options());
    const auto outcome = watch(client.get(QStringLiteral("/offers")));
    QTRY_COMPARE(outcome->finishedCount, 1);
    QVERIFY2(!outcome->error.isError(), qPrintable(outcome->error.message));
    QCOMPARE(m_server->requestCount(), 3);
}

void TestApiJob::getAnswered500IsRetried()
{
    m_server->onSequence("GET", QStringLiteral("/api/v0/offers"),
        { Response::text(500, "Internal Server Error"), Response::json(200, QByteArrayLiteral(R"({"offers": [1]})")) });
    ApiClient client(m_network.get(), options());
    const auto outcome = watch(client.get(QStringLiteral("/offers")));
    QTRY_COMPARE(outcome->finishedCount, 1);
    QVERIFY2(!outcome->error.isError(), qPrintable(outcome->error.message));
    QCOMPARE(m_server->requestCount(), 2);
}

void TestApiJob::postAnswered500IsNotResent()
{
    // A create answered 500 may still have created something: sending it again could rent a second machine.
    m_server->on("POST", QStringLiteral("/api/v0/asks/1/"), Response::text(500, "Internal Server Error"));
    ApiClient client(m_network.get(), options());
    const auto outcome = watch(client.post(
        QStringLiteral("/asks/1/"), QJsonDocument(QJsonObject { { QStringLiteral("image"), QStringLiteral("x") } })));
    QTRY_COMPARE(outcome->finishedCount, 1);
    QCOMPARE(outcome->error.httpStatus, 500);
    QCOMPARE(m_server->requestCount(), 1);
}

void TestApiJob::exhaustedServerErrorsGiveClearError()
{
    m_server->on("GET", QStringLiteral("/api/v0/offers"), Response::text(504, "upstream timed out"));
    ApiClient client(m_network.get(), options());
    const auto outcome = watch(client.get(QStringLiteral("/offers")));
    QTRY_COMPARE(outcome->finishedCount, 1);
    QCOMPARE(outcome->error.code, Error::Code::Provider);
    QCOMPARE(outcome->error.httpStatus, 504);
    QCOMPARE(outcome->error.message, QStringLiteral("Vast.ai is having trouble (HTTP 504): try again later."));
    QVERIFY(outcome->error.detail.contains(QLatin1String("upstream timed out")));
    QCOMPARE(m_server->requestCount(), 3);
}

void TestApiJob::statusMapping_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("messagePart");

    QTest::newRow("401") << 401 << QByteArray(R"({"error": "auth_error", "msg": "Invalid user key"})")
                         << int(Error::Code::Auth)
                         << QStringLiteral("API key rejected by Vast.ai: check it in Settings › Accounts.");
    QTest::newRow("403 plain") << 403 << QByteArray("Forbidden") << int(Error::Code::Auth)
                               << QStringLiteral("API key rejected by Vast.ai");
    QTest::newRow("404 invalid key") << 404 << QByteArray(R"({"msg": "Invalid user key"})") << int(Error::Code::Auth)
                                     << QStringLiteral("API key rejected");
    QTest::newRow("402") << 402 << QByteArray(R"({"title": "Payment Required", "detail": "insufficient balance"})")
                         << int(Error::Code::Provider) << QStringLiteral("balance is too low");
    QTest::newRow("404") << 404 << QByteArray(R"({"error": {"code": "global/object-does-not-exist"}})")
                         << int(Error::Code::NotFound) << QStringLiteral("/things/42");
    QTest::newRow("409") << 409 << QByteArray(R"({"message": "taken"})") << int(Error::Code::Provider)
                         << QStringLiteral("this offer was just taken, pick another");
    QTest::newRow("400 capacity")
        << 400
        << QByteArray(
               R"({"error": {"code": "instance-operations/launch/insufficient-capacity", "message": "Not enough capacity"}})")
        << int(Error::Code::Provider) << QStringLiteral("this offer was just taken");
    QTest::newRow("422") << 422 << QByteArray(R"({"errors": [{"message": "gpuCount must be > 0"}]})")
                         << int(Error::Code::Provider) << QStringLiteral("gpuCount must be > 0");
    QTest::newRow("429 too long") << 429 << QByteArray("API requests too frequent") << int(Error::Code::RateLimited)
                                  << QStringLiteral("rate limiting");
}

void TestApiJob::statusMapping()
{
    QFETCH(int, status);
    QFETCH(QByteArray, body);
    QFETCH(int, code);
    QFETCH(QString, messagePart);

    // 429 with a Retry-After above maxDelay ends at once with RateLimited.
    m_server->on(
        "GET", QStringLiteral("/api/v0/things/42"), Response::json(status, body).withHeader("Retry-After", "3600"));
    ApiClient client(m_network.get(), options());
    const auto outcome = watch(client.get(QStringLiteral("/things/42")));
    QTRY_COMPARE(outcome->finishedCount, 1);
    QCOMPARE(int(outcome->error.code), code);
    QCOMPARE(outcome->error.httpStatus, status);
    QVERIFY2(outcome->error.message.contains(messagePart), qPrintable(outcome->error.message));
    QCOMPARE(m_server->requestCount(), 1);
}

void TestApiJob::malformedJsonReportsExcerpt()
{
    QByteArray body = R"({"offers": [{"id": 1, "gpu_name": "RTX 4090"},)";
    body += QByteArray(5000, 'x');
    m_server->on("GET", QStringLiteral("/api/v0/offers"), Response::json(200, body));
    ApiClient client(m_network.get(), options());
    const auto outcome = watch(client.get(QStringLiteral("/offers")));
    QTRY_COMPARE(outcome->finishedCount, 1);
    QCOMPARE(outcome->error.code, Error::Code::Provider);
    QVERIFY2(outcome->error.message.startsWith(QLatin1String("Vast.ai answered with malformed JSON (")),
        qPrintable(outcome->error.message));
    QVERIFY2(
        outcome->error.message.contains(QLatin1String(R"({"offers": [{"id": 1)")), qPrintable(outcome->error.message));
    QVERIFY(outcome->error.message.size() < 300);
}

void TestApiJob::timeoutIsRetriedForGet()
{
    m_server->on("GET", QStringLiteral("/api/v0/slow"), Response::json(200, QByteArrayLiteral("{}")).withDelay(3s));
    ApiClient::Options opts = options();
    opts.timeout = 300ms;
    opts.retry.maxAttempts = 2;
    ApiClient client(m_network.get(), opts);
    const auto outcome = watch(client.get(QStringLiteral("/slow")));
    QTRY_COMPARE_WITH_TIMEOUT(outcome->finishedCount, 1, 5000);
    QCOMPARE(outcome->error.code, Error::Code::Timeout);
    QVERIFY2(outcome->error.message.contains(QLatin1String("Vast.ai did not answer within 0.3 s")),
        qPrintable(outcome->error.message));
    QCOMPARE(m_server->requestCount(), 2);
    QVERIFY(outcome->elapsedMs < 2500);
}

void TestApiJob::postIsNotRetriedByDefault()
{
    m_server->on("POST", QStringLiteral("/api/v0/asks/1/"), Response::text(503, "maintenance"));
    ApiClient client(m_network.get(), options());
    const auto outcome = watch(client.post(
        QStringLiteral("/asks/1/"), QJsonDocument(QJsonObject { { QStringLiteral("image"), QStringLiteral("x") } })));
    QTRY_COMPARE(outcome->finishedCount, 1);
    QCOMPARE(outcome->error.code, Error::Code::Provider);
    QCOMPARE(m_server->requestCount(), 1);
    const MockHttpServer::Request &request = m_server->requests().first();
    QCOMPARE(request.header("content-type"), QByteArray("application/json"));
    QCOMPARE(request.json().object().value(QLatin1String("image")), QJsonValue(QStringLiteral("x")));
}

void TestApiJob::postRetriedWhenAsked()
{
    m_server->onSequence("POST", QStringLiteral("/api/v0/asks/1/"),
        { Response::text(503, "maintenance"), Response::json(200, QByteArrayLiteral(R"({"new_contract": 5})")) });
    ApiClient client(m_network.get(), options());
    ApiRequest request;
    request.method = "POST";
    request.path = QStringLiteral("/asks/1/");
    request.body = QJsonDocument(QJsonObject {});
    request.retryable = true;
    const auto outcome = watch(client.send(request));
    QTRY_COMPARE(outcome->finishedCount, 1);
    QVERIFY2(!outcome->error.isError(), qPrintable(outcome->error.message));
    QCOMPARE(m_server->requestCount(), 2);
}

void TestApiJob::cancelFinishesOnce()
{
    m_server->on("GET", QStringLiteral("/api/v0/slow"), Response::json(200, QByteArrayLiteral("{}")).withDelay(2s));
    ApiClient client(m_network.get(), options());
    ApiJob *job = client.get(QStringLiteral("/slow"));
    const auto outcome = watch(job);
    QTRY_COMPARE(m_server->requestCount(), 1);
    job->cancel();
    job->cancel();
    QTRY_COMPARE(outcome->finishedCount, 1);
    QCOMPARE(outcome->error.code, Error::Code::Cancelled);
    QTest::qWait(100);
    QCOMPARE(outcome->finishedCount, 1);

    // Cancelled while waiting for its retry: no further request.
    m_server->on("GET", QStringLiteral("/api/v0/busy"), Response::text(503, "busy").withHeader("Retry-After", "2"));
    ApiJob *waiting = client.get(QStringLiteral("/busy"));
    const auto second = watch(waiting);
    QTRY_COMPARE(m_server->requests("GET", QStringLiteral("/api/v0/busy")).size(), 1);
    QTest::qWait(50);
    waiting->cancel();
    QTRY_COMPARE(second->finishedCount, 1);
    QCOMPARE(second->error.code, Error::Code::Cancelled);
    QTest::qWait(100);
    QCOMPARE(m_server->requests("GET", QStringLiteral("/api/v0/busy")).size(), 1);
}

void TestApiJob::rateLimitSpacesRequestsOfAKind()
{
    m_server->on("POST", QStringLiteral("/api/v1/instance-operations/launch"),
        Response::json(200, QByteArrayLiteral(R"({"data": {"instance_ids": ["i-1"]}})")));
    m_server->on("GET", QStringLiteral("/api/v1/instances"), Response::json(200, QByteArrayLiteral(R"({"data": []})")));
    ApiClient::Options opts = options();
    opts.baseUrl = m_server->url(QStringLiteral("/api/v1"));
    opts.providerName = QStringLiteral("Lambda");
    opts.minimumIntervals.insert(QStringLiteral("launch"), 1000ms);
    ApiClient client(m_network.get(), opts);
    const auto first = watch(client.post(
        QStringLiteral("/instance-operations/launch"), QJsonDocument(QJsonObject {}), QStringLiteral("launch")));
    const auto second = watch(client.post(
        QStringLiteral("/instance-operations/launch"), QJsonDocument(QJsonObject {}), QStringLiteral("launch")));
    const auto other = watch(client.get(QStringLiteral("/instances")));
    QTRY_COMPARE(other->finishedCount, 1);
    QVERIFY2(other->elapsedMs < 900, "a request of another kind does not wait");
    QTRY_COMPARE_WITH_TIMEOUT(second->finishedCount, 1, 5000);
    QCOMPARE(first->finishedCount, 1);
    QVERIFY(!first->error.isError());
    QVERIFY(!second->error.isError());
    const auto launches = m_server->requests("POST", QStringLiteral("/api/v1/instance-operations/launch"));
    QCOMPARE(launches.size(), 2);
    // Client side the slots are exactly 1 s apart; allow a little for connection set-up on the first.
    const qint64 gap = launches.at(1).receivedMs - launches.at(0).receivedMs;
    QVERIFY2(gap >= 950, qPrintable(QString::number(gap)));
    QVERIFY2(second->elapsedMs >= 1000, qPrintable(QString::number(second->elapsedMs)));
}

void TestApiJob::connectionClosedMidBody()
{
    Response broken = Response::json(200, QByteArray(R"({"offers": [)") + QByteArray(200, ' ') + "]}");
    broken.truncateBodyAt = 20;
    m_server->on("GET", QStringLiteral("/api/v0/offers"), broken);
    ApiClient client(m_network.get(), options());
    const auto outcome = watch(client.get(QStringLiteral("/offers")));
    QTRY_COMPARE(outcome->finishedCount, 1);
    QVERIFY(outcome->error.isError());
    QVERIFY2(outcome->error.message.contains(QLatin1String("Vast.ai")), qPrintable(outcome->error.message));
    QVERIFY(m_server->requestCount() >= 1);
}

void TestApiJob::connectionRefused()
{
    const QUrl url = m_server->url(QStringLiteral("/api"));
    m_server.reset(); // nothing listens there now
    ApiClient::Options opts;
    opts.baseUrl = url;
    opts.providerName = QStringLiteral("RunPod");
    ApiClient client(m_network.get(), opts);
    const auto outcome = watch(client.get(QStringLiteral("/pods")));
    QTRY_COMPARE(outcome->finishedCount, 1);
    QCOMPARE(outcome->error.code, Error::Code::Network);
    QVERIFY2(
        outcome->error.message.startsWith(QLatin1String("Could not reach RunPod")), qPrintable(outcome->error.message));
    m_server = std::make_unique<MockHttpServer>();
}

void TestApiJob::parseRetryAfter()
{
    const QDateTime now(QDate(2026, 1, 2), QTime(3, 4, 5), QTimeZone::utc());
    QCOMPARE(ApiJob::parseRetryAfter("1", now), std::optional(1000ms));
    QCOMPARE(ApiJob::parseRetryAfter(" 120 ", now), std::optional(120'000ms));
    QCOMPARE(ApiJob::parseRetryAfter("Fri, 02 Jan 2026 03:04:15 GMT", now), std::optional(10'000ms));
    QCOMPARE(ApiJob::parseRetryAfter("Thu, 01 Jan 2026 00:00:00 GMT", now), std::optional(0ms));
    QCOMPARE(ApiJob::parseRetryAfter("", now), std::nullopt);
    QCOMPARE(ApiJob::parseRetryAfter("soon", now), std::nullopt);
}

void TestApiJob::providerErrorText_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("expected");
    QTest::newRow("vast") << QByteArray(R"({"success": false, "error": "invalid_args", "msg": "Bad price"})")
                          << QStringLiteral("Bad price [invalid_args]");
    QTest::newRow("error string") << QByteArray(R"({"error": "boom"})") << QStringLiteral("boom");
    QTest::newRow("message") << QByteArray(R"({"message": "Pod not found"})") << QStringLiteral("Pod not found");
    QTest::newRow("lambda") << QByteArray(
        R"({"error": {"code": "global/invalid-api-key", "message": "API key was invalid"}})")
                            << QStringLiteral("API key was invalid [global/invalid-api-key]");
    QTest::newRow("problem+json") << QByteArray(R"({"title": "Not Found", "status": 404, "detail": "no pod"})")
                                  << QStringLiteral("no pod");
    QTest::newRow("graphql") << QByteArray(R"({"errors": [{"message": "no GPUs"}], "data": null})")
                             << QStringLiteral("no GPUs");
    QTest::newRow("plain") << QByteArray("API requests too frequent\nsecond line")
                           << QStringLiteral("API requests too frequent");
    QTest::newRow("secret") << QByteArray(R"({"msg": "bad api_key=abc123"})") << QStringLiteral("bad api_key=***");
}

void TestApiJob::providerErrorText()
{
    QFETCH(QByteArray, body);
    QFETCH(QString, expected);
    QCOMPARE(ApiJob::providerErrorText(body), expected);
}

void TestApiJob::redactedUrl()
{
    const QUrl url(QStringLiteral("https://console.vast.ai/api/v0/instances/?owner=me&api_key=abc&key=def&x=1"));
    QCOMPARE(ApiJob::redactedUrl(url),
        QStringLiteral("https://console.vast.ai/api/v0/instances/?owner=me&api_key=***&key=***&x=1"));
    QCOMPARE(ApiJob::redactedUrl(QUrl(QStringLiteral("https://u:pw@h/p"))), QStringLiteral("https://u@h/p"));
}

QTEST_GUILESS_MAIN(TestApiJob)
#include "TestApiJob.moc"
