// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notify/WebhookJob.h"

#include "logging/LoggingCategories.h"
#include "notify/WebhookMessage.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>

namespace RentDeck {

WebhookJob::WebhookJob(QNetworkAccessManager *network, NotifyChannel channel, Alert alert, QObject *parent)
    : StatusJob(parent)
    , m_network(network)
    , m_channel(std::move(channel))
    , m_alert(std::move(alert))
{
}

void WebhookJob::start()
{
    QNetworkRequest request { QUrl(m_channel.target) };
    request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json; charset=utf-8"));
    request.setHeader(QNetworkRequest::UserAgentHeader, QStringLiteral("RentDeck"));
    request.setTransferTimeout(TimeoutMs);
    QNetworkReply *reply = m_network->post(request, WebhookMessage::body(m_channel.format, m_alert));
    connect(reply, &QNetworkReply::finished, this, [this, reply] {
        reply->deleteLater();
        const QVariant status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute);
        const QByteArray body = reply->readAll();
        if (!status.isValid()) {
            // Never the whole URL in a message or a log: it is the hook's credential.
            qCWarning(lcNet) << "webhook not reached:" << m_channel.display() << reply->errorString();
            finishWith(Error::make(Error::Code::Network,
                tr("Cannot reach the webhook %1: %2").arg(m_channel.display(), reply->errorString())));
            return;
        }
        finishWith(WebhookMessage::interpret(m_channel.format, status.toInt(), body).error());
    });
}

} // namespace RentDeck
