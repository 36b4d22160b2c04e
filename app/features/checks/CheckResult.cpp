// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/CheckResult.h"

namespace RentDeck {

QString CheckResult::statusName(CheckStatus status)
{
    switch (status) {
    case CheckStatus::Pass:
        return QStringLiteral("pass");
    case CheckStatus::Warn:
        return QStringLiteral("warn");
    case CheckStatus::Fail:
        return QStringLiteral("fail");
    case CheckStatus::Skip:
        break;
    }
    return QStringLiteral("skip");
}

std::optional<CheckStatus> CheckResult::statusFromName(const QString &name)
{
    for (CheckStatus status : { CheckStatus::Pass, CheckStatus::Warn, CheckStatus::Fail, CheckStatus::Skip }) {
        if (statusName(status) == name) {
            return status;
        }
    }
    return std::nullopt;
}

QJsonObject CheckResult::toJson() const
{
    QJsonObject object {
        { QStringLiteral("id"), id },
        { QStringLiteral("title"), title },
        { QStringLiteral("status"), statusName(status) },
        { QStringLiteral("measured"), measured },
        { QStringLiteral("expected"), expected },
        { QStringLiteral("fix"), fix },
    };
    if (value) {
        object.insert(QStringLiteral("value"), *value);
    }
    return object;
}

CheckResult CheckResult::fromJson(const QJsonObject &object)
{
    CheckResult result;
    result.id = object.value(QLatin1String("id")).toString();
    result.title = object.value(QLatin1String("title")).toString();
    result.status = statusFromName(object.value(QLatin1String("status")).toString()).value_or(CheckStatus::Skip);
    result.measured = object.value(QLatin1String("measured")).toString();
    result.expected = object.value(QLatin1String("expected")).toString();
    result.fix = object.value(QLatin1String("fix")).toString();
    const QJsonValue value = object.value(QLatin1String("value"));
    if (value.isDouble()) {
        result.value = value.toDouble();
    }
    return result;
}

} // namespace RentDeck
