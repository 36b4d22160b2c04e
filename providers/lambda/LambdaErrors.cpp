// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LambdaErrors.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace RentDeck {

std::optional<LambdaErrors::Body> LambdaErrors::parse(const QByteArray &body)
{
    const QJsonDocument document = QJsonDocument::fromJson(body);
    const QJsonValue error = document.object().value(QLatin1String("error"));
    if (!error.isObject()) {
        return std::nullopt;
    }
    const QJsonObject object = error.toObject();
    Body result { object.value(QLatin1String("code")).toString().trimmed(),
        object.value(QLatin1String("message")).toString().simplified(),
        object.value(QLatin1String("suggestion")).toString().simplified() };
    if (result.code.isEmpty()) {
        return std::nullopt;
    }
    return result;
}

Error LambdaErrors::refine(
    const Error &transport, const QByteArray &body, const QString &region, const QString &instanceId)
{
    const auto parsed = parse(body);
    if (!parsed) {
        return transport;
    }
    const QString name = QString::fromLatin1(ProviderName);
    const QString &code = parsed->code;
    Error error = transport;
    if (code == QLatin1String("global/invalid-api-key")) {
        error.code = Error::Code::Auth;
        error.message = tr("API key rejected by %1: check it in Settings › Accounts.").arg(name);
    } else if (code == QLatin1String("global/account-inactive")) {
        error.code = Error::Code::Auth;
        error.message = tr("%1 says the account is inactive: reactivate it in Lambda's dashboard, or use another "
                           "account in Settings › Accounts.")
                            .arg(name);
    } else if (code == QLatin1String("instance-operations/launch/insufficient-capacity")) {
        error.code = Error::Code::Provider;
        error.message = region.isEmpty()
            ? tr("%1: this offer was just taken, pick another (no capacity left).").arg(name)
            : tr("%1: this offer was just taken, pick another (no capacity left in %2).").arg(name, region);
    } else if (code == QLatin1String("global/quota-exceeded")) {
        error.code = Error::Code::Provider;
        error.message = tr("%1: the account's instance quota is used up: terminate an instance or ask Lambda "
                           "support to raise the quota.")
                            .arg(name);
    } else if (code == QLatin1String("global/invalid-address")) {
        error.code = Error::Code::Provider;
        error.message = tr("%1 says the account's billing address is invalid: correct it in Lambda's dashboard, "
                           "then launch again.")
                            .arg(name);
    } else if (code == QLatin1String("global/object-does-not-exist")) {
        error.code = Error::Code::NotFound;
        error.message = instanceId.isEmpty()
            ? tr("%1 does not know it: %2").arg(name, parsed->message)
            : tr("%1 has no instance %2: it may have been terminated already.").arg(name, instanceId);
    } else if (code == QLatin1String("instance-operations/launch/file-system-in-wrong-region")) {
        error.code = Error::Code::InvalidInput;
        error.message = tr("%1: the file system is in another region than the instance: pick an offer in the "
                           "file system's region.")
                            .arg(name);
    } else if (code == QLatin1String("global/duplicate")) {
        error.code = Error::Code::InvalidInput;
        error.message = tr("%1 already has one with that name (%2): pick another name.")
                            .arg(name, parsed->message.isEmpty() ? code : parsed->message);
    } else if (code == QLatin1String("global/invalid-parameters")) {
        error.code = Error::Code::InvalidInput;
        error.message = tr("%1 rejected the request as invalid (%2): this is a RentDeck bug or an API change; "
                           "please report it.")
                            .arg(name, parsed->message.isEmpty() ? code : parsed->message);
    } else if (code.startsWith(QLatin1String("provider/"))) {
        error.code = Error::Code::Provider;
        error.message = tr("%1's upstream provider is unavailable (%2): try again shortly.")
                            .arg(name, parsed->message.isEmpty() ? code : parsed->message);
    } else {
        return transport;
    }
    error.detail = code + (parsed->message.isEmpty() ? QString() : QLatin1String(": ") + parsed->message)
        + (transport.detail.isEmpty() ? QString() : QLatin1String(" (") + transport.detail + QLatin1Char(')'));
    return error;
}

} // namespace RentDeck
