// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Job.h"
#include "net/ApiClient.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QNetworkReply>
#include <QPointer>
#include <QTimer>
#include <chrono>
#include <memory>
#include <optional>

namespace RentDeck {

/**
 * One HTTP request to a provider API, made by ApiClient::send(). Never blocks. Each attempt has a
 * transfer timeout; 429 (always) and 502/503/504 and timeouts (retryable requests) are retried with
 * exponential backoff and full jitter, or after Retry-After when the server sends one (a Retry-After
 * above RetryPolicy::maxDelay ends the job instead). Requests of a rate-limited kind wait for their slot.
 *
 * finished() is emitted exactly once: isOk() with json() (null for an empty body), or error() with a
 * message naming the provider (Auth, NotFound, RateLimited, Timeout, Network, Provider, Cancelled).
 */
class ApiJob : public Job
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ApiJob)
public:
    ApiJob(std::shared_ptr<ApiClient::Shared> shared, ApiRequest request, QObject *parent = nullptr);
    ~ApiJob() override;

    const ApiRequest &request() const { return m_request; }
    /** The parsed body of the successful answer; null for an empty body. */
    const QJsonDocument &json() const { return m_json; }
    /** Status of the last answer (0 when none came). */
    int httpStatus() const { return m_httpStatus; }
    /** Raw body of the last answer (for diagnostics; may be large, log only an excerpt). */
    const QByteArray &body() const { return m_body; }
    int attempts() const { return m_attempt; }

    void cancel() override;

    // Pure helpers, public for tests.
    /** Retry-After as delta-seconds or HTTP-date, relative to \a now; nullopt when absent or unreadable. */
    static std::optional<std::chrono::milliseconds> parseRetryAfter(const QByteArray &value, const QDateTime &now);
    /** The provider's own error text from common JSON shapes, or a short first line of a plain body. */
    static QString providerErrorText(const QByteArray &body);
    /** The URL as text with the values of key-like query items masked. */
    static QString redactedUrl(const QUrl &url);
    /** At most \a maxChars of \a body on one line, redacted, with "…" when cut. */
    static QString excerpt(const QByteArray &body, int maxChars = 80);

private:
    void start();
    void sendAttempt();
    void onReplyFinished();
    bool scheduleRetry(std::optional<std::chrono::milliseconds> retryAfter);
    Error errorForStatus(int status, const QByteArray &body) const;
    Error errorForNetwork(QNetworkReply::NetworkError code, const QString &errorString) const;
    bool isRetryable() const;
    QString provider() const;

    std::shared_ptr<ApiClient::Shared> m_shared;
    ApiRequest m_request;
    QPointer<QNetworkReply> m_reply;
    QTimer m_waitTimer;
    QElapsedTimer m_attemptClock;
    QJsonDocument m_json;
    QByteArray m_body;
    QString m_sslErrors;
    int m_httpStatus = 0;
    int m_attempt = 0;
    bool m_cancelled = false;
};

} // namespace RentDeck
