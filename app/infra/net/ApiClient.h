// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QJsonDocument>
#include <QList>
#include <QObject>
#include <QPair>
#include <QPointer>
#include <QString>
#include <QUrl>
#include <QUrlQuery>
#include <chrono>
#include <functional>
#include <memory>
#include <optional>

class QNetworkAccessManager;
class QNetworkRequest;

namespace RentDeck {

class ApiJob;

/** When and how often a failed request is sent again (exponential backoff with full jitter). */
struct RetryPolicy
{
    int maxAttempts = 3; // 1 = never retry
    std::chrono::milliseconds baseDelay { 500 }; // attempt n waits random(0, min(maxDelay, baseDelay·2^(n-1)))
    std::chrono::milliseconds maxDelay { 30'000 }; // cap of the backoff and of an honoured Retry-After
};

/** One HTTP call of an ApiClient. */
struct ApiRequest
{
    QByteArray method = "GET";
    QString path; // relative to the client's base URL: "/instances/" → <base path>/instances/
    QUrlQuery query;
    QJsonDocument body; // null = no body; otherwise sent as application/json
    QList<QPair<QByteArray, QByteArray>> headers; // extra headers (never the key: see ApiClient::Options::authorize)
    /** Rate-limit bucket ("launch"); requests of a kind with a minimum interval are spaced out. */
    QString kind;
    /**
     * Retry 502/503/504 and timeouts. Default: yes for GET, HEAD, PUT and DELETE, no for POST and PATCH
     * (they may have taken effect). 429 is always retried: the request was refused before it ran.
     */
    std::optional<bool> retryable;
    std::optional<std::chrono::milliseconds> timeout; // per attempt; default: the client's
};

/**
 * The HTTP side of one provider account: base URL, how to authorize, timeouts, retries and rate limits.
 * It makes ApiJob objects over an injected QNetworkAccessManager (same thread). Jobs keep what they need,
 * so they may outlive the client.
 */
class ApiClient : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ApiClient)
public:
    /** Adds the credentials to a request right before it is sent; the key is never stored here or logged. */
    using Authorizer = std::function<void(QNetworkRequest &request)>;

    struct Options
    {
        QUrl baseUrl; // "https://console.vast.ai/api/v0"
        QString providerName; // "Vast.ai": named in every error message
        Authorizer authorize; // may be empty (no auth)
        std::chrono::milliseconds timeout { 30'000 }; // per attempt (QNetworkRequest::setTransferTimeout)
        RetryPolicy retry;
        QHash<QString, std::chrono::milliseconds> minimumIntervals; // kind → minimum spacing ("launch" → 12 s)
        QByteArray userAgent; // default "RentDeck/<version>"
    };

    ApiClient(QNetworkAccessManager *network, Options options, QObject *parent = nullptr);
    ~ApiClient() override;

    /** `Authorization: Bearer <key()>`, with key() asked at every send. */
    static Authorizer bearer(std::function<QString()> key);

    const Options &options() const;
    QString providerName() const;
    void setMinimumInterval(const QString &kind, std::chrono::milliseconds interval);

    /** Starts \a request; the job finishes (once, from the event loop) and deletes itself afterwards. */
    ApiJob *send(ApiRequest request);
    ApiJob *get(const QString &path, const QUrlQuery &query = {});
    ApiJob *post(const QString &path, const QJsonDocument &body, const QString &kind = {});
    ApiJob *put(const QString &path, const QJsonDocument &body);
    ApiJob *deleteResource(const QString &path);

    struct Shared; // options and rate-limit slots, shared with the jobs

private:
    std::shared_ptr<Shared> m_shared;
};

} // namespace RentDeck
