// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/SshAddress.h"

#include "core/Instance.h"
#include "core/RemoteText.h"

#include <QHostAddress>
#include <QRegularExpression>

namespace RentDeck {

namespace {
constexpr qsizetype MaxHostLength = 253; // DNS
constexpr qsizetype MaxUserLength = 64;
} // namespace

bool SshAddress::isValidHost(const QString &host)
{
    if (host.isEmpty() || host.size() > MaxHostLength) {
        return false;
    }
    // Names: labels of letters (any script), digits, '_' and '-', no label starting or ending with '-'.
    static const QRegularExpression name(QStringLiteral("^(?!-)[\\w-]+(?<!-)(\\.(?!-)[\\w-]+(?<!-))*\\.?$"),
        QRegularExpression::UseUnicodePropertiesOption);
    static const QRegularExpression ipv6(QStringLiteral("^[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*(%[\\w.-]+)?$"));
    if (ipv6.match(host).hasMatch()) {
        return !QHostAddress(host).isNull();
    }
    return name.match(host).hasMatch();
}

bool SshAddress::isValidUser(const QString &user)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_][A-Za-z0-9._-]*\\$?$"));
    return !user.isEmpty() && user.size() <= MaxUserLength && plain.match(user).hasMatch();
}

QString SshAddress::problem(const SshEndpoint &endpoint)
{
    const auto shown = [](const QString &text) { return RemoteText::visible(text.left(80)); };
    if (!isValidUser(endpoint.user)) {
        return tr("the SSH user \"%1\" is not a plain user name (letters, digits, '.', '_', '-')")
            .arg(shown(endpoint.user));
    }
    if (!isValidHost(endpoint.host)) {
        return tr("the SSH host \"%1\" is not a host name or IP address").arg(shown(endpoint.host));
    }
    if (endpoint.port < 1 || endpoint.port > 65535) {
        return tr("the SSH port %1 is not between 1 and 65535").arg(endpoint.port);
    }
    return {};
}

} // namespace RentDeck
