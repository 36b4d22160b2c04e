// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/ApiClient.h"

#include "net/ApiClientShared.h"
#include "net/ApiJob.h"

#include <QNetworkRequest>

namespace RentDeck {

ApiClient::ApiClient(QNetworkAccessManager *network, Options options, QObject *parent)
    : QObject(parent)
    , m_shared(std::make_shared<Shared>())
{
    m_shared->network = network;
    m_shared->options = std::move(options);
    if (m_shared->options.userAgent.isEmpty()) {
        m_shared->options.userAgent = QByteArrayLiteral("RentDeck/" RD_VERSION);
    }
    if (m_shared->options.retry.maxAttempts < 1) {
        m_shared->options.retry.maxAttempts = 1;
    }
    m_shared->clock.start();
}

ApiClient::~ApiClient() = default;

ApiClient::Authorizer ApiClient::bearer(std::function<QString()> key)
{
    return [key = std::move(key)](QNetworkRequest &request) {
        QByteArray value = key().toUtf8();
        if (!value.isEmpty()) {
            request.setRawHeader("Authorization", QByteArrayLiteral("Bearer ") + value);
        }
        value.fill('\0');
    };
}

const ApiClient::Options &ApiClient::options() const
{
    return m_shared->options;
}

QString ApiClient::providerName() const
{
    return m_shared->options.providerName;
}

void ApiClient::setMinimumInterval(const QString &kind, std::chrono::milliseconds interval)
{
    m_shared->options.minimumIntervals.insert(kind, interval);
}

ApiJob *ApiClient::send(ApiRequest request)
{
    // A child of the client: a request still in flight when the provider goes away goes with it.
    return new ApiJob(m_shared, std::move(request), this);
}

ApiJob *ApiClient::get(const QString &path, const QUrlQuery &query)
{
    ApiRequest request;
    request.path = path;
    request.query = query;
    return send(std::move(request));
}

ApiJob *ApiClient::post(const QString &path, const QJsonDocument &body, const QString &kind)
{
    ApiRequest request;
    request.method = "POST";
    request.path = path;
    request.body = body;
    request.kind = kind;
    return send(std::move(request));
}

ApiJob *ApiClient::put(const QString &path, const QJsonDocument &body)
{
    ApiRequest request;
    request.method = "PUT";
    request.path = path;
    request.body = body;
    return send(std::move(request));
}

ApiJob *ApiClient::deleteResource(const QString &path)
{
    ApiRequest request;
    request.method = "DELETE";
    request.path = path;
    return send(std::move(request));
}

} // namespace RentDeck
