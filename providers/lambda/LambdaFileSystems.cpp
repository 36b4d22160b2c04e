// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LambdaFileSystems.h"

#include "LambdaJson.h"

#include <QJsonArray>
#include <QJsonObject>

namespace RentDeck {

Result<QList<Leftover>> LambdaFileSystems::parse(const QByteArray &body)
{
    const auto data = LambdaJson::payload(body, tr("a file system list"));
    if (!data) {
        return data.error();
    }
    if (!data->isArray()) {
        return Error::make(Error::Code::Provider,
            tr("Lambda Cloud sent the file systems as something other than a list: RentDeck cannot read them; "
               "Lambda's API may have changed."));
    }
    QList<Leftover> leftovers;
    for (const QJsonValue &value : data->toArray()) {
        const QJsonObject fileSystem = value.toObject();
        const QString id = fileSystem.value(QLatin1String("id")).toString();
        if (id.isEmpty()) {
            return Error::make(Error::Code::Provider, tr("Lambda Cloud sent a file system without an id."));
        }
        if (fileSystem.value(QLatin1String("is_in_use")).toBool()) {
            continue; // mounted on a running instance: it bills with that instance, not after it
        }
        Leftover leftover;
        leftover.providerId = QString::fromLatin1(LambdaJson::ProviderId);
        leftover.kind = Leftover::Kind::FileSystem;
        leftover.id = id;
        leftover.sizeGb = fileSystem.value(QLatin1String("bytes_used")).toDouble() / 1e9;
        leftover.since = QDateTime::fromString(fileSystem.value(QLatin1String("created")).toString(), Qt::ISODate);
        const QString region
            = fileSystem.value(QLatin1String("region")).toObject().value(QLatin1String("name")).toString();
        const QString name = fileSystem.value(QLatin1String("name")).toString();
        leftover.belongedTo = region.isEmpty() ? name : QStringLiteral("%1 (%2)").arg(name, region);
        leftovers.append(leftover);
    }
    return leftovers;
}

Status LambdaFileSystems::parseDeleted(const QByteArray &body, const QString &id)
{
    const auto data = LambdaJson::payload(body, tr("a file system deletion"));
    if (!data) {
        return data.error();
    }
    const QJsonArray deleted = data->toObject().value(QLatin1String("deleted_ids")).toArray();
    if (!deleted.contains(QJsonValue(id))) {
        return Error::make(Error::Code::Provider,
            tr("Lambda Cloud did not confirm deleting the file system %1: check it in Lambda's dashboard (it may "
               "still be billing).")
                .arg(id));
    }
    return {};
}

} // namespace RentDeck
