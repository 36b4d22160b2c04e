// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "provider/AccountStore.h"

#include "core/Paths.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace RentDeck {

QString AccountStore::defaultFile()
{
    return QDir(Paths::dataDir()).filePath(QStringLiteral("accounts.json"));
}

AccountStore::AccountStore(QString file)
    : m_file(std::move(file))
{
}

QList<ProviderAccount> AccountStore::accounts() const
{
    QFile file(m_file);
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    QList<ProviderAccount> result;
    const QJsonArray list = QJsonDocument::fromJson(file.readAll()).object().value(QLatin1String("accounts")).toArray();
    for (const QJsonValue &value : list) {
        const QJsonObject object = value.toObject();
        ProviderAccount account;
        account.providerId = object.value(QLatin1String("provider")).toString();
        account.label = object.value(QLatin1String("label")).toString();
        account.addedAt = QDateTime::fromString(object.value(QLatin1String("added_at")).toString(), Qt::ISODate);
        if (!account.providerId.isEmpty()) {
            result.append(account);
        }
    }
    return result;
}

bool AccountStore::contains(const QString &providerId) const
{
    const auto list = accounts();
    return std::any_of(
        list.begin(), list.end(), [&providerId](const ProviderAccount &a) { return a.providerId == providerId; });
}

Status AccountStore::add(const ProviderAccount &account)
{
    QList<ProviderAccount> list = accounts();
    list.removeIf([&account](const ProviderAccount &a) { return a.providerId == account.providerId; });
    list.append(account);
    return save(list);
}

Status AccountStore::remove(const QString &providerId)
{
    QList<ProviderAccount> list = accounts();
    list.removeIf([&providerId](const ProviderAccount &a) { return a.providerId == providerId; });
    return save(list);
}

Status AccountStore::save(const QList<ProviderAccount> &accounts) const
{
    QJsonArray list;
    for (const ProviderAccount &account : accounts) {
        list.append(QJsonObject { { QStringLiteral("provider"), account.providerId },
            { QStringLiteral("label"), account.label },
            { QStringLiteral("added_at"), account.addedAt.toUTC().toString(Qt::ISODate) } });
    }
    QSaveFile file(m_file);
    if (!file.open(QIODevice::WriteOnly)) {
        return Error::make(
            Error::Code::Io, tr("Could not save the account list %1: %2").arg(m_file, file.errorString()));
    }
    file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    file.write(QJsonDocument(QJsonObject { { QStringLiteral("accounts"), list } }).toJson());
    if (!file.commit()) {
        return Error::make(
            Error::Code::Io, tr("Could not save the account list %1: %2").arg(m_file, file.errorString()));
    }
    return {};
}

} // namespace RentDeck
