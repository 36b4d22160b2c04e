// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "secrets/EnvironmentSecrets.h"

namespace RentDeck::EnvironmentSecrets {

QString variableName(const QString &providerId)
{
    QString id = providerId.toUpper();
    for (QChar &c : id) {
        const bool keep
            = (c >= QLatin1Char('A') && c <= QLatin1Char('Z')) || (c >= QLatin1Char('0') && c <= QLatin1Char('9'));
        if (!keep) {
            c = QLatin1Char('_');
        }
    }
    return QStringLiteral("RENTDECK_") + id + QStringLiteral("_API_KEY");
}

std::optional<QString> apiKey(const QString &providerId)
{
    const QString value = qEnvironmentVariable(variableName(providerId).toLatin1().constData()).trimmed();
    if (value.isEmpty()) {
        return std::nullopt;
    }
    return value;
}

} // namespace RentDeck::EnvironmentSecrets
