// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "secrets/EnvironmentSecrets.h"

namespace RentDeck::EnvironmentSecrets {

namespace {
QString variable(const QString &providerId, QLatin1String suffix)
{
    QString id = providerId.toUpper();
    for (QChar &c : id) {
        const bool keep
            = (c >= QLatin1Char('A') && c <= QLatin1Char('Z')) || (c >= QLatin1Char('0') && c <= QLatin1Char('9'));
        if (!keep) {
            c = QLatin1Char('_');
        }
    }
    return QStringLiteral("RENTDECK_") + id + suffix;
}
} // namespace

QString variableName(const QString &providerId)
{
    return variable(providerId, QLatin1String("_API_KEY"));
}

QString baseUrlVariableName(const QString &providerId)
{
    return variable(providerId, QLatin1String("_API_BASE"));
}

QUrl baseUrl(const QString &providerId)
{
    return QUrl(qEnvironmentVariable(baseUrlVariableName(providerId).toLatin1().constData()).trimmed());
}

std::optional<QString> apiKey(const QString &providerId)
{
    const QString value = qEnvironmentVariable(variableName(providerId).toLatin1().constData()).trimmed();
    if (value.isEmpty()) {
        return std::nullopt;
    }
    return value;
}

QProcessEnvironment withoutSecrets(QProcessEnvironment environment)
{
    const QStringList names = environment.keys();
    for (const QString &name : names) {
        if ((name.startsWith(QLatin1String("RENTDECK_")) && name.endsWith(QLatin1String("_API_KEY")))
            || name == QLatin1String("RENTDECK_SSH_PASSWORD") || name == QLatin1String("RENTDECK_TEAM_PASSWORD")) {
            environment.remove(name);
        }
    }
    return environment;
}

} // namespace RentDeck::EnvironmentSecrets
