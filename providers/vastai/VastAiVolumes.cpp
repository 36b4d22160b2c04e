// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "VastAiVolumes.h"

#include "VastAiJson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>

namespace RentDeck {

Result<QList<Leftover>> VastAiVolumes::parse(const QByteArray &body)
{
    const QJsonValue list = QJsonDocument::fromJson(body).object().value(QLatin1String("volumes"));
    if (!list.isArray()) {
        return Error::make(Error::Code::Provider,
            tr("Vast.ai's volume list has an unexpected shape (expected {\"volumes\": [...]}): RentDeck may need an "
               "update."));
    }
    QList<Leftover> leftovers;
    for (const QJsonValue &value : list.toArray()) {
        const QJsonObject volume = value.toObject();
        const QJsonValue id = volume.value(QLatin1String("id"));
        if (!id.isDouble()) {
            return Error::make(Error::Code::Provider, tr("Vast.ai sent a volume without a numeric id."));
        }
        if (!volume.value(QLatin1String("instances")).toArray().isEmpty()) {
            continue; // an instance (running or stopped) uses it: it bills with that instance
        }
        Leftover leftover;
        leftover.providerId = QString::fromLatin1(VastAiJson::ProviderId);
        leftover.kind = Leftover::Kind::Volume;
        leftover.id = QString::number(id.toInteger());
        leftover.sizeGb = volume.value(QLatin1String("disk_space")).toDouble();
        const double perHour = volume.value(QLatin1String("storage_total_cost")).toDouble(-1);
        if (perHour >= 0 && std::isfinite(perHour)) {
            leftover.costPerDay = Money::fromDouble(perHour * 24, QString::fromLatin1(VastAiJson::Currency));
        }
        const double started = volume.value(QLatin1String("start_date")).toDouble();
        if (started > 0) {
            leftover.since = QDateTime::fromSecsSinceEpoch(qint64(started), Qt::UTC);
        }
        const QString label = volume.value(QLatin1String("label")).toString();
        const QString where = volume.value(QLatin1String("geolocation")).toString();
        const QString name = label.isEmpty() ? QStringLiteral("V.%1").arg(leftover.id) : label;
        leftover.belongedTo = where.isEmpty() ? name : QStringLiteral("%1 (%2)").arg(name, where);
        leftovers.append(leftover);
    }
    return leftovers;
}

} // namespace RentDeck
