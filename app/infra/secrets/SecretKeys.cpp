// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "secrets/SecretKeys.h"

namespace RentDeck {

QString SecretKeys::instancePassword(const QString &instanceName)
{
    return QStringLiteral("instance/") + instanceName + QStringLiteral("/password");
}

QString SecretKeys::teamPassword(const QString &teamUrl)
{
    return QStringLiteral("team/") + teamUrl + QStringLiteral("/password");
}

} // namespace RentDeck
