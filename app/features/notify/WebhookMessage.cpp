// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notify/WebhookMessage.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace RentDeck {

namespace {

QString plainText(const Alert &alert)
{
    return QStringLiteral("RentDeck: ") + alert.title
        + (alert.body.isEmpty() ? QString() : QLatin1Char('\n') + alert.body);
}

// Cuts \a text to at most \a bytes of UTF-8 without splitting a character.
QString cutToBytes(const QString &text, int bytes)
{
    QString cut = text;
    while (cut.toUtf8().size() > bytes) {
        cut.chop(qMax<qsizetype>(1, (cut.toUtf8().size() - bytes) / 3));
    }
    return cut;
}

QByteArray compact(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

Status rejected(const QString &service, const QString &what, bool rateLimited)
{
    Error error = Error::make(rateLimited ? Error::Code::RateLimited : Error::Code::Provider,
        WebhookMessage::tr("%1 did not take the alert: %2").arg(service, what));
    return error;
}

// Feishu, DingTalk and WeCom answer HTTP 200 with a code in the body.
Status interpretCode(const QString &service, const QByteArray &reply, const QString &codeField,
    const QString &messageField, const QList<qint64> &rateLimitCodes)
{
    const QJsonObject json = QJsonDocument::fromJson(reply).object();
    QJsonValue code = json.value(codeField);
    if (code.isUndefined() && service == QLatin1String("Feishu")) {
        code = json.value(QStringLiteral("StatusCode")); // its older answer
    }
    if (code.isUndefined()) {
        return rejected(service,
            WebhookMessage::tr("an answer RentDeck does not understand (%1)").arg(QString::fromUtf8(reply.left(200))),
            false);
    }
    if (code.toInteger() == 0) {
        return {};
    }
    const QString message = json.value(messageField).toString(json.value(QStringLiteral("StatusMessage")).toString());
    return rejected(service, QStringLiteral("%1 (%2)").arg(message).arg(code.toInteger()),
        rateLimitCodes.contains(code.toInteger()));
}

} // namespace

QByteArray WebhookMessage::body(NotifyChannel::Format format, const Alert &alert)
{
    const QString text = plainText(alert);
    switch (format) {
    case NotifyChannel::Format::Slack:
        return compact({ { QStringLiteral("text"), text } });
    case NotifyChannel::Format::Feishu:
        return compact({ { QStringLiteral("msg_type"), QStringLiteral("text") },
            { QStringLiteral("content"), QJsonObject { { QStringLiteral("text"), text } } } });
    case NotifyChannel::Format::DingTalk:
        return compact({ { QStringLiteral("msgtype"), QStringLiteral("text") },
            { QStringLiteral("text"), QJsonObject { { QStringLiteral("content"), text } } } });
    case NotifyChannel::Format::WeCom:
        return compact({ { QStringLiteral("msgtype"), QStringLiteral("text") },
            { QStringLiteral("text"),
                QJsonObject { { QStringLiteral("content"), cutToBytes(text, WeComTextLimit) } } } });
    case NotifyChannel::Format::Json:
        break;
    }
    return compact({ { QStringLiteral("source"), QStringLiteral("rentdeck") }, { QStringLiteral("key"), alert.key },
        { QStringLiteral("title"), alert.title }, { QStringLiteral("text"), alert.body } });
}

Status WebhookMessage::interpret(NotifyChannel::Format format, int httpStatus, const QByteArray &reply)
{
    if (httpStatus == 429) {
        return rejected(NotifyChannel::formatName(format), tr("too many messages; it asked to wait"), true);
    }
    switch (format) {
    case NotifyChannel::Format::Slack:
        if (httpStatus == 200 && reply.trimmed() == "ok") {
            return {};
        }
        return rejected(QStringLiteral("Slack"),
            QStringLiteral("HTTP %1 %2").arg(httpStatus).arg(QString::fromUtf8(reply.left(100))), false);
    case NotifyChannel::Format::Feishu:
        return interpretCode(QStringLiteral("Feishu"), reply, QStringLiteral("code"), QStringLiteral("msg"), { 11232 });
    case NotifyChannel::Format::DingTalk:
        return interpretCode(
            QStringLiteral("DingTalk"), reply, QStringLiteral("errcode"), QStringLiteral("errmsg"), { 130101 });
    case NotifyChannel::Format::WeCom:
        return interpretCode(
            QStringLiteral("WeCom"), reply, QStringLiteral("errcode"), QStringLiteral("errmsg"), { 45009 });
    case NotifyChannel::Format::Json:
        break;
    }
    if (httpStatus >= 200 && httpStatus < 300) {
        return {};
    }
    return rejected(tr("The webhook"), QStringLiteral("HTTP %1").arg(httpStatus), httpStatus == 503);
}

} // namespace RentDeck
