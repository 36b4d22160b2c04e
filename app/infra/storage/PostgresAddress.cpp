// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/PostgresAddress.h"

#include <QHostAddress>
#include <QRegularExpression>
#include <QUrl>
#include <QUrlQuery>

namespace RentDeck {

namespace {

const QStringList SslModes { QStringLiteral("disable"), QStringLiteral("allow"), QStringLiteral("prefer"),
    QStringLiteral("require"), QStringLiteral("verify-ca"), QStringLiteral("verify-full") };

// libpq's conninfo quoting: a value in single quotes, with backslash and quote escaped.
QString conninfoValue(const QString &value)
{
    QString escaped = value;
    escaped.replace(QLatin1Char('\\'), QLatin1String("\\\\")).replace(QLatin1Char('\''), QLatin1String("\\'"));
    return QLatin1Char('\'') + escaped + QLatin1Char('\'');
}

} // namespace

Result<PostgresAddress> PostgresAddress::fromUrl(const QString &url)
{
    const QUrl parsed(url.trimmed(), QUrl::StrictMode);
    const QString example = QStringLiteral("postgresql://USER@HOST:5432/DATABASE");
    if (!parsed.isValid()
        || (parsed.scheme() != QLatin1String("postgresql") && parsed.scheme() != QLatin1String("postgres"))) {
        return Error::make(Error::Code::InvalidInput,
            tr("\"%1\" is not a PostgreSQL address; write it as %2.")
                .arg(QUrl(url).toDisplayString(QUrl::RemovePassword), example));
    }
    PostgresAddress address;
    address.host = parsed.host();
    address.port = parsed.port(5432);
    address.user = parsed.userName();
    address.password = parsed.password();
    address.database = parsed.path().mid(1);
    if (address.host.isEmpty() || address.user.isEmpty() || address.database.isEmpty()
        || address.database.contains(QLatin1Char('/'))) {
        return Error::make(Error::Code::InvalidInput,
            tr("%1 lacks a user, a host or a database name; write it as %2.")
                .arg(parsed.toDisplayString(QUrl::RemovePassword), example));
    }
    const QUrlQuery query(parsed);
    for (const auto &[key, value] : query.queryItems(QUrl::FullyDecoded)) {
        if (key == QLatin1String("sslmode")) {
            if (!SslModes.contains(value)) {
                return Error::make(Error::Code::InvalidInput,
                    tr("sslmode=%1 is not one of %2.").arg(value, SslModes.join(QLatin1String(", "))));
            }
            address.sslMode = value;
        } else if (key == QLatin1String("sslrootcert")) {
            address.sslRootCert = value;
        } else {
            return Error::make(Error::Code::InvalidInput,
                tr("RentDeck does not know the option %1 in a team address (it knows sslmode and sslrootcert).")
                    .arg(key));
        }
    }
    return address;
}

bool PostgresAddress::isLoopback() const
{
    if (host == QLatin1String("localhost")) {
        return true;
    }
    const QHostAddress ip(host);
    return !ip.isNull() && ip.isLoopback();
}

QString PostgresAddress::effectiveSslMode() const
{
    if (!sslMode.isEmpty()) {
        return sslMode;
    }
    return isLoopback() ? QStringLiteral("prefer") : QStringLiteral("verify-full");
}

QString PostgresAddress::toUrl(bool withPassword) const
{
    QUrl url;
    url.setScheme(QStringLiteral("postgresql"));
    url.setHost(host);
    url.setPort(port);
    url.setUserName(user);
    if (withPassword && !password.isEmpty()) {
        url.setPassword(password);
    }
    url.setPath(QLatin1Char('/') + database);
    QUrlQuery query;
    if (!sslMode.isEmpty()) {
        query.addQueryItem(QStringLiteral("sslmode"), sslMode);
    }
    if (!sslRootCert.isEmpty()) {
        query.addQueryItem(QStringLiteral("sslrootcert"), sslRootCert);
    }
    url.setQuery(query);
    return url.toString(QUrl::FullyEncoded);
}

QString PostgresAddress::display() const
{
    return QStringLiteral("%1@%2:%3/%4").arg(user, host).arg(port).arg(database);
}

QString PostgresAddress::connectOptions(int connectTimeoutSeconds) const
{
    QStringList options { QStringLiteral("sslmode=") + effectiveSslMode(),
        QStringLiteral("connect_timeout=%1").arg(connectTimeoutSeconds), QStringLiteral("application_name=rentdeck") };
    if (!sslRootCert.isEmpty()) {
        options << QStringLiteral("sslrootcert=") + conninfoValue(sslRootCert);
    }
    return options.join(QLatin1Char(';'));
}

bool PostgresAddress::isPlainName(const QString &name)
{
    static const QRegularExpression plain(QStringLiteral("^[a-z][a-z0-9_]{0,47}$"));
    return plain.match(name).hasMatch();
}

} // namespace RentDeck
