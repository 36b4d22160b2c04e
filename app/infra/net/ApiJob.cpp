// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/ApiJob.h"

#include "logging/LoggingCategories.h"
#include "logging/Redact.h"
#include "net/ApiClientShared.h"

#include <QHostAddress>
#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>
#include <QNetworkRequest>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTimeZone>

#if QT_CONFIG(ssl)
#include <QSslError>
#endif

namespace RentDeck {

using namespace std::chrono_literals;

namespace {

bool isSensitiveName(const QString &name)
{
    const QString lower = name.toLower();
    return lower == QLatin1String("key") || lower.contains(QLatin1String("api_key"))
        || lower.contains(QLatin1String("apikey")) || lower.contains(QLatin1String("api-key"))
        || lower.contains(QLatin1String("token")) || lower.contains(QLatin1String("secret"))
        || lower.contains(QLatin1String("password")) || lower.contains(QLatin1String("authorization"))
        || lower.contains(QLatin1String("cookie")) || lower.endsWith(QLatin1String("key"));
}

QString stringOf(const QJsonValue &value)
{
    return value.isString() ? value.toString().trimmed() : QString();
}

bool isNetworkLevel(QNetworkReply::NetworkError code)
{
    const int value = int(code);
    return value > 0 && value < 200; // connection, SSL and proxy errors; 2xx+ are HTTP-status errors
}

QString joinedPath(const QString &basePath, const QString &path)
{
    QString base = basePath;
    while (base.endsWith(QLatin1Char('/'))) {
        base.chop(1);
    }
    if (path.isEmpty()) {
        return base.isEmpty() ? QStringLiteral("/") : base;
    }
    return base + (path.startsWith(QLatin1Char('/')) ? path : QLatin1Char('/') + path);
}

} // namespace

ApiJob::ApiJob(std::shared_ptr<ApiClient::Shared> shared, ApiRequest request, QObject *parent)
    : Job(parent)
    , m_shared(std::move(shared))
    , m_request(std::move(request))
{
    m_request.method = m_request.method.toUpper();
    m_waitTimer.setSingleShot(true);
    m_waitTimer.setTimerType(Qt::PreciseTimer); // Retry-After and rate-limit spacing are minimums
    connect(&m_waitTimer, &QTimer::timeout, this, &ApiJob::sendAttempt);
    start();
}

ApiJob::~ApiJob()
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
}

QString ApiJob::provider() const
{
    return m_shared->options.providerName.isEmpty() ? m_shared->options.baseUrl.host() : m_shared->options.providerName;
}

bool ApiJob::isRetryable() const
{
    if (m_request.retryable.has_value()) {
        return *m_request.retryable;
    }
    const QByteArray &method = m_request.method;
    return method == "GET" || method == "HEAD" || method == "PUT" || method == "DELETE";
}

void ApiJob::start()
{
    if (!m_shared->network) {
        finish(Error::make(Error::Code::Internal, tr("No network access for %1.").arg(provider())));
        return;
    }
    // The key goes only inside TLS: plain http is for a mock server on this computer (tests, tests/mockserver).
    const QUrl &base = m_shared->options.baseUrl;
    const QString host = base.host();
    if (base.scheme() != QLatin1String("https") && host != QLatin1String("localhost")
        && !QHostAddress(host).isLoopback()) {
        finish(Error::make(Error::Code::InvalidInput,
            tr("Refused to call %1 at %2: only https:// addresses are allowed (plain %3 would send the API key "
               "unencrypted). Fix the account's API address.")
                .arg(provider(), redactedUrl(base), base.scheme().isEmpty() ? QStringLiteral("?") : base.scheme())));
        return;
    }
    const auto wait = m_shared->reserve(m_request.kind, 0ms);
    if (wait.count() > 0) {
        qCDebug(lcNetHttp) << m_request.method.constData() << m_request.path << "waits" << wait.count()
                           << "ms for its rate-limit slot";
        m_waitTimer.start(wait);
        return;
    }
    sendAttempt();
}

void ApiJob::sendAttempt()
{
    if (m_cancelled || isFinished()) {
        return;
    }
    if (!m_shared->network) {
        finish(Error::make(Error::Code::Internal, tr("No network access for %1.").arg(provider())));
        return;
    }
    ++m_attempt;
    const ApiClient::Options &options = m_shared->options;

    QUrl url = options.baseUrl;
    url.setPath(joinedPath(url.path(), m_request.path));
    if (!m_request.query.isEmpty()) {
        url.setQuery(m_request.query);
    }
    QNetworkRequest request(url);
    request.setTransferTimeout(int(m_request.timeout.value_or(options.timeout).count()));
    request.setHeader(QNetworkRequest::UserAgentHeader, options.userAgent);
    request.setRawHeader("Accept", "application/json");
    // Same origin only: Qt re-sends every header on a redirect, the Authorization header with the key included.
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::SameOriginRedirectPolicy);
    for (const auto &[name, value] : std::as_const(m_request.headers)) {
        request.setRawHeader(name, value);
    }
    QByteArray payload;
    if (!m_request.body.isNull()) {
        payload = m_request.body.toJson(QJsonDocument::Compact);
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    }
    if (options.authorize) {
        options.authorize(request);
    }

    if (lcNetHttp().isDebugEnabled()) {
        QStringList headers;
        const QList<QByteArray> names = request.rawHeaderList();
        for (const QByteArray &name : names) {
            const QString text = QString::fromLatin1(name);
            headers << (isSensitiveName(text)
                    ? text + QLatin1String(": ") + RedactedMarker
                    : redact(text + QLatin1String(": ") + QString::fromLatin1(request.rawHeader(name))));
        }
        qCDebug(lcNetHttp).noquote() << m_request.method << redactedUrl(url)
                                     << QStringLiteral("attempt %1/%2").arg(m_attempt).arg(options.retry.maxAttempts)
                                     << headers.join(QLatin1String("; ")) << "body" << payload.size() << "bytes";
    }

    m_sslErrors.clear();
    m_attemptClock.start();
    m_reply = m_shared->network->sendCustomRequest(request, m_request.method, payload);
    payload.fill('\0');
    connect(m_reply, &QNetworkReply::finished, this, &ApiJob::onReplyFinished);
#if QT_CONFIG(ssl)
    // Never ignored: collected only to say why the handshake failed.
    connect(m_reply, &QNetworkReply::sslErrors, this, [this](const QList<QSslError> &errors) {
        QStringList texts;
        for (const QSslError &error : errors) {
            texts << error.errorString();
        }
        m_sslErrors = texts.join(QLatin1String("; "));
    });
#endif
}

void ApiJob::onReplyFinished()
{
    QNetworkReply *reply = m_reply.data();
    m_reply = nullptr;
    if (!reply) {
        return;
    }
    reply->deleteLater();
    if (m_cancelled || isFinished()) {
        return;
    }
    const QUrl url = reply->url();
    const QNetworkReply::NetworkError code = reply->error();
    m_httpStatus = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    m_body = reply->isOpen() ? reply->readAll() : QByteArray(); // closed after a timeout abort
    const qint64 elapsed = m_attemptClock.elapsed();

    if (isNetworkLevel(code) || m_httpStatus == 0) {
        qCDebug(lcNetHttp).noquote() << m_request.method << redactedUrl(url) << "failed after" << elapsed
                                     << "ms:" << redact(reply->errorString());
        const bool timedOut = code == QNetworkReply::TimeoutError || code == QNetworkReply::OperationCanceledError;
        const bool transient = timedOut || code == QNetworkReply::RemoteHostClosedError
            || code == QNetworkReply::TemporaryNetworkFailureError || code == QNetworkReply::ProxyTimeoutError
            || code == QNetworkReply::UnknownNetworkError;
        if (transient && isRetryable() && scheduleRetry(std::nullopt)) {
            return;
        }
        Error error = errorForNetwork(code, reply->errorString());
        error.httpStatus = m_httpStatus;
        qCWarning(lcNetHttp).noquote() << m_request.method << redactedUrl(url) << "failed:" << error.detail;
        finish(std::move(error));
        return;
    }

    qCDebug(lcNetHttp).noquote() << m_request.method << redactedUrl(url) << "->" << m_httpStatus << "in" << elapsed
                                 << "ms," << m_body.size() << "bytes";

    if (m_httpStatus >= 200 && m_httpStatus < 300) {
        if (m_body.trimmed().isEmpty()) {
            finish();
            return;
        }
        QJsonParseError parseError;
        QJsonDocument document = QJsonDocument::fromJson(m_body, &parseError);
        if (parseError.error != QJsonParseError::NoError) {
            const QString where = tr("%1 at byte %2").arg(parseError.errorString()).arg(parseError.offset);
            Error error = Error::make(Error::Code::Provider,
                tr("%1 answered with malformed JSON (%2: \"%3\").").arg(provider(), where, excerpt(m_body)),
                QStringLiteral("HTTP %1 %2 %3")
                    .arg(m_httpStatus)
                    .arg(QString::fromLatin1(m_request.method), redactedUrl(url)));
            error.httpStatus = m_httpStatus;
            qCWarning(lcNetHttp).noquote() << error.message;
            finish(std::move(error));
            return;
        }
        // Vast.ai now and then answers 200 with {"success": false, ...}.
        if (document.isObject() && document.object().value(QLatin1String("success")) == QJsonValue(false)) {
            const QString text = providerErrorText(m_body);
            Error error = Error::make(Error::Code::Provider,
                tr("%1 refused the request: %2").arg(provider(), text.isEmpty() ? tr("no reason given") : text));
            error.httpStatus = m_httpStatus;
            finish(std::move(error));
            return;
        }
        m_json = std::move(document);
        finish();
        return;
    }

    // 500 too: the providers answer a passing fault with it (RunPod's and Vast.ai's APIs, seen in their clients'
    // retry lists, e.g. SkyPilot's and dstack's). Only idempotent calls are resent (isRetryable): never a create.
    const bool gateway = m_httpStatus == 500 || m_httpStatus == 502 || m_httpStatus == 503 || m_httpStatus == 504;
    if (m_httpStatus == 429 || (gateway && isRetryable())) {
        const auto retryAfter = parseRetryAfter(reply->rawHeader("Retry-After"), QDateTime::currentDateTimeUtc());
        if (scheduleRetry(retryAfter)) {
            return;
        }
    }
    Error error = errorForStatus(m_httpStatus, m_body);
    error.detail = QStringLiteral("HTTP %1 %2 %3%4")
                       .arg(m_httpStatus)
                       .arg(QString::fromLatin1(m_request.method), redactedUrl(url),
                           error.detail.isEmpty() ? QString() : QLatin1String(": ") + error.detail);
    qCWarning(lcNetHttp).noquote() << error.detail;
    finish(std::move(error));
}

bool ApiJob::scheduleRetry(std::optional<std::chrono::milliseconds> retryAfter)
{
    const RetryPolicy &policy = m_shared->options.retry;
    if (m_attempt >= policy.maxAttempts) {
        return false;
    }
    std::chrono::milliseconds delay;
    if (retryAfter) {
        if (*retryAfter > policy.maxDelay) {
            return false; // longer than we are willing to wait: say so instead
        }
        delay = *retryAfter;
    } else {
        const int shift = std::min(m_attempt - 1, 20);
        const qint64 cap = std::min<qint64>(policy.maxDelay.count(), policy.baseDelay.count() << shift);
        delay = std::chrono::milliseconds(cap > 0 ? QRandomGenerator::global()->bounded(cap + 1) : 0);
    }
    const auto wait = m_shared->reserve(m_request.kind, delay);
    qCInfo(lcNetHttp).noquote() << m_request.method << m_request.path << "retry" << m_attempt + 1 << "of"
                                << policy.maxAttempts << "in" << wait.count() << "ms"
                                << (retryAfter ? "(Retry-After)" : "(backoff)");
    m_waitTimer.start(wait);
    return true;
}

Error ApiJob::errorForStatus(int status, const QByteArray &body) const
{
    const QString name = provider();
    const QString text = providerErrorText(body);
    static const QRegularExpression authText(
        QStringLiteral("invalid user key|auth_error|invalid_token|invalid api key|unauthori[sz]ed"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression capacityText(
        QStringLiteral("capacity|no longer available|not available|no_such_ask|sold out|out of stock"),
        QRegularExpression::CaseInsensitiveOption);
    const auto withReason = [&text](const QString &message) {
        return text.isEmpty() ? message : message + QLatin1String(" (") + text + QLatin1Char(')');
    };

    Error error;
    error.httpStatus = status;
    error.detail = text;
    const bool clientError = status >= 400 && status < 500;
    if (status == 401 || status == 403 || (clientError && authText.match(text).hasMatch())) {
        error.code = Error::Code::Auth;
        error.message = tr("API key rejected by %1: check it in Settings › Accounts.").arg(name);
    } else if (status == 402) {
        error.code = Error::Code::Provider;
        error.message
            = withReason(tr("%1 says the account balance is too low: add credit there and try again.").arg(name));
    } else if (status == 409 || (clientError && capacityText.match(text).hasMatch())) {
        error.code = Error::Code::Provider;
        error.message = withReason(tr("%1: this offer was just taken, pick another.").arg(name));
    } else if (status == 404 || status == 410) {
        error.code = Error::Code::NotFound;
        error.message = withReason(tr("%1 has nothing at %2: it may have been removed.").arg(name, m_request.path));
    } else if (status == 429) {
        error.code = Error::Code::RateLimited;
        error.message = tr("%1 is rate limiting RentDeck: wait a minute and try again.").arg(name);
    } else if (status >= 500) {
        error.code = Error::Code::Provider;
        error.message = tr("%1 is having trouble (HTTP %2): try again later.").arg(name).arg(status);
    } else {
        error.code = Error::Code::Provider;
        error.message = withReason(tr("%1 rejected the request (HTTP %2).").arg(name).arg(status));
    }
    return error;
}

Error ApiJob::errorForNetwork(QNetworkReply::NetworkError code, const QString &errorString) const
{
    const QString name = provider();
    const QString detail = redact(errorString);
    switch (code) {
    case QNetworkReply::TimeoutError:
    case QNetworkReply::OperationCanceledError: {
        const auto timeout = m_request.timeout.value_or(m_shared->options.timeout);
        const QString seconds = QLocale().toString(double(timeout.count()) / 1000.0, 'g', 3);
        return Error::make(Error::Code::Timeout,
            tr("%1 did not answer within %2 s: check your connection or try again later.").arg(name, seconds), detail);
    }
    case QNetworkReply::SslHandshakeFailedError:
        return Error::make(Error::Code::Network,
            tr("Secure connection to %1 failed (%2): RentDeck only talks to servers with a valid certificate and sent "
               "nothing. Check the account's API address (a custom address or a proxy may be intercepting), your "
               "network and this computer's clock.")
                .arg(name, m_sslErrors.isEmpty() ? detail : m_sslErrors),
            detail);
    case QNetworkReply::InsecureRedirectError:
        return Error::make(Error::Code::Network,
            tr("%1 redirected RentDeck to another address (%2); RentDeck does not follow it, so that your API key "
               "goes nowhere else. Check the account's API address.")
                .arg(name, detail),
            detail);
    case QNetworkReply::HostNotFoundError:
        return Error::make(
            Error::Code::Network, tr("Could not find %1 (%2): check your connection.").arg(name, detail), detail);
    default:
        return Error::make(Error::Code::Network, tr("Could not reach %1: %2.").arg(name, detail), detail);
    }
}

void ApiJob::cancel()
{
    if (isFinished()) {
        return;
    }
    m_cancelled = true;
    m_waitTimer.stop();
    if (QNetworkReply *reply = m_reply.data()) {
        m_reply = nullptr;
        reply->disconnect(this);
        reply->abort();
        reply->deleteLater();
    }
    Job::cancel();
}

std::optional<std::chrono::milliseconds> ApiJob::parseRetryAfter(const QByteArray &value, const QDateTime &now)
{
    const QByteArray trimmed = value.trimmed();
    if (trimmed.isEmpty()) {
        return std::nullopt;
    }
    bool ok = false;
    const double seconds = trimmed.toDouble(&ok);
    if (ok) {
        if (qIsNaN(seconds)) {
            return std::nullopt;
        }
        // Capped so that "1e99" cannot overflow qint64; anything this long is above RetryPolicy::maxDelay anyway.
        constexpr double MaxSeconds = 1e9;
        return seconds <= 0 ? 0ms : std::chrono::milliseconds(qint64(qMin(seconds, MaxSeconds) * 1000.0));
    }
    // IMF-fixdate "Sun, 06 Nov 1994 08:49:37 GMT", also RFC 850 and asctime forms.
    const QString text = QString::fromLatin1(trimmed).simplified();
    const QLocale c = QLocale::c();
    QDateTime when;
    for (const QLatin1String format : { QLatin1String("ddd, dd MMM yyyy HH:mm:ss 'GMT'"),
             QLatin1String("dddd, dd-MMM-yy HH:mm:ss 'GMT'"), QLatin1String("ddd MMM d HH:mm:ss yyyy") }) {
        when = c.toDateTime(text, format);
        if (when.isValid()) {
            break;
        }
    }
    if (!when.isValid()) {
        when = QDateTime::fromString(text, Qt::RFC2822Date);
    }
    if (!when.isValid()) {
        return std::nullopt;
    }
    when.setTimeZone(QTimeZone::utc());
    const qint64 ms = now.msecsTo(when);
    return std::chrono::milliseconds(std::max<qint64>(ms, 0));
}

QString ApiJob::providerErrorText(const QByteArray &body)
{
    const QJsonDocument document = QJsonDocument::fromJson(body);
    QString human;
    QString code;
    if (document.isObject()) {
        const QJsonObject object = document.object();
        const QJsonValue error = object.value(QLatin1String("error"));
        if (error.isObject()) {
            const QJsonObject inner = error.toObject();
            human = stringOf(inner.value(QLatin1String("message")));
            code = stringOf(inner.value(QLatin1String("code")));
            const QString suggestion = stringOf(inner.value(QLatin1String("suggestion")));
            if (!suggestion.isEmpty()) {
                human += (human.isEmpty() ? QString() : QStringLiteral(". ")) + suggestion;
            }
        } else {
            code = stringOf(error);
        }
        for (const char *key : { "msg", "message", "detail", "error_description", "title" }) {
            if (!human.isEmpty()) {
                break;
            }
            human = stringOf(object.value(QLatin1String(key)));
        }
        const QJsonValue errors = object.value(QLatin1String("errors"));
        if (human.isEmpty() && errors.isArray() && !errors.toArray().isEmpty()) {
            const QJsonValue first = errors.toArray().first();
            human = first.isObject() ? stringOf(first.toObject().value(QLatin1String("message"))) : stringOf(first);
        }
    } else if (document.isNull()) {
        const QString text = QString::fromUtf8(body).trimmed();
        const QString firstLine = text.section(QLatin1Char('\n'), 0, 0).trimmed();
        if (firstLine.startsWith(QLatin1Char('<'))) {
            return excerpt(body, 120); // an HTML error page: a hint, not the page
        }
        human = firstLine;
    }
    QString result = human;
    if (!code.isEmpty() && !human.contains(code)) {
        result = human.isEmpty() ? code : human + QLatin1String(" [") + code + QLatin1Char(']');
    }
    result = redact(result.simplified());
    if (result.size() > 300) {
        result = result.left(299) + QChar(0x2026);
    }
    return result;
}

QString ApiJob::redactedUrl(const QUrl &url)
{
    QString text = url.toString(QUrl::RemoveQuery | QUrl::RemovePassword | QUrl::RemoveFragment);
    const QUrlQuery query(url);
    if (!query.isEmpty()) {
        QStringList items;
        const auto pairs = query.queryItems(QUrl::FullyEncoded);
        for (const auto &[name, value] : pairs) {
            items << name + QLatin1Char('=') + (isSensitiveName(name) ? QString(RedactedMarker) : value);
        }
        text += QLatin1Char('?') + items.join(QLatin1Char('&'));
    }
    return redact(text);
}

QString ApiJob::excerpt(const QByteArray &body, int maxChars)
{
    QString text = QString::fromUtf8(body.left(qsizetype(maxChars) * 4)).simplified();
    const bool cut = text.size() > maxChars || body.size() > qsizetype(maxChars) * 4;
    text = text.left(maxChars);
    return redact(text) + (cut ? QString(QChar(0x2026)) : QString());
}

} // namespace RentDeck
