// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "MockStorageSeeds.h"

#include <QDateTime>

namespace RentDeck {

namespace {

QString daysAgo(int days)
{
    return QDateTime::currentDateTimeUtc().addDays(-days).toString(Qt::ISODate);
}

} // namespace

// Lambda Cloud API 1.8.3 (openapi-1.8.3.json) Filesystem: id, name, mount_point, created, created_by {id, email,
// status}, is_in_use, region {name, description} required; bytes_used optional ("updated every few hours").
QJsonArray MockStorageSeeds::lambdaFileSystems()
{
    const QJsonObject user { { QStringLiteral("id"), QStringLiteral("0c5f1c2e8b1f4f0c") },
        { QStringLiteral("email"), QStringLiteral("me@example.com") },
        { QStringLiteral("status"), QStringLiteral("active") } };
    const auto fileSystem
        = [&user](const QString &id, const QString &name, const QString &region, bool inUse, int createdDaysAgo) {
              return QJsonObject { { QStringLiteral("id"), id }, { QStringLiteral("name"), name },
                  { QStringLiteral("mount_point"), QString(QStringLiteral("/lambda/nfs/") + name) },
                  { QStringLiteral("created"), daysAgo(createdDaysAgo) }, { QStringLiteral("created_by"), user },
                  { QStringLiteral("is_in_use"), inUse },
                  { QStringLiteral("region"),
                      QJsonObject { { QStringLiteral("name"), region }, { QStringLiteral("description"), region } } } };
          };
    QJsonObject datasets = fileSystem(QStringLiteral("398578a2336b49079e74043f0bd2cfe8"), QStringLiteral("datasets"),
        QStringLiteral("us-east-1"), false, 12);
    datasets.insert(QStringLiteral("bytes_used"), 53'687'091'200.0); // 50 GiB
    QJsonObject home = fileSystem(QStringLiteral("5e0b7d1a9c2f4e3b8a6d0f1e2c3b4a59"), QStringLiteral("home"),
        QStringLiteral("us-west-1"), true, 30);
    home.insert(QStringLiteral("bytes_used"), 10'737'418'240.0);
    const QJsonObject fresh = fileSystem(QStringLiteral("7a1c9e3f5b2d4c6e8f0a1b2c3d4e5f60"), QStringLiteral("scratch"),
        QStringLiteral("us-east-1"), false, 0);
    return { datasets, home, fresh };
}

// runpod/docs api-reference-v2/openapi.json NetworkVolume: id, name, size (integer GB, 10-4096), dataCenter, type
// (STANDARD | HIGH_PERFORMANCE), all required. (v1 REST and GraphQL say dataCenterId; v2 says dataCenter.)
QJsonArray MockStorageSeeds::runPodNetworkVolumes()
{
    return {
        QJsonObject { { QStringLiteral("id"), QStringLiteral("agv6w2qcg7") },
            { QStringLiteral("name"), QStringLiteral("datasets") }, { QStringLiteral("size"), 100 },
            { QStringLiteral("dataCenter"), QStringLiteral("EU-RO-1") },
            { QStringLiteral("type"), QStringLiteral("STANDARD") } },
        QJsonObject { { QStringLiteral("id"), QStringLiteral("hp4k2m9x1q") },
            { QStringLiteral("name"), QStringLiteral("scratch") }, { QStringLiteral("size"), 50 },
            { QStringLiteral("dataCenter"), QStringLiteral("US-TX-3") },
            { QStringLiteral("type"), QStringLiteral("HIGH_PERFORMANCE") } },
    };
}

// vast-ai/docs api-reference/openapi/yaml/show_volumes.yaml Volume (id, status, disk_space GB, storage_total_cost,
// start_date unix, instances [], machine_id, geolocation …) and vast-cli's volume_fields (label, cluster_id). The
// examples in show_instance.yaml make storage_total_cost $/hour = storage_cost ($/GB/month) × disk_space / 720.
QJsonArray MockStorageSeeds::vastVolumes()
{
    const double started = double(QDateTime::currentSecsSinceEpoch() - 5 * 86'400);
    return {
        QJsonObject { { QStringLiteral("id"), 301 }, { QStringLiteral("label"), QStringLiteral("datasets") },
            { QStringLiteral("status"), QStringLiteral("ready") }, { QStringLiteral("disk_space"), 50.0 },
            { QStringLiteral("storage_total_cost"), 0.15 * 50 / 720 }, { QStringLiteral("start_date"), started },
            { QStringLiteral("instances"), QJsonArray {} }, { QStringLiteral("machine_id"), 4242 },
            { QStringLiteral("geolocation"), QStringLiteral("Norway, NO") } },
        QJsonObject { { QStringLiteral("id"), 302 }, { QStringLiteral("label"), QStringLiteral("models") },
            { QStringLiteral("status"), QStringLiteral("ready") }, { QStringLiteral("disk_space"), 100.0 },
            { QStringLiteral("storage_total_cost"), 0.15 * 100 / 720 }, { QStringLiteral("start_date"), started },
            { QStringLiteral("instances"), QJsonArray { 12'345'678 } }, { QStringLiteral("machine_id"), 4242 },
            { QStringLiteral("geolocation"), QStringLiteral("Norway, NO") } },
    };
}

int MockStorageSeeds::indexOf(const QJsonArray &list, const QString &key, const QString &id)
{
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QJsonValue value = list.at(i).toObject().value(key);
        const QString text = value.isDouble() ? QString::number(qint64(value.toDouble())) : value.toString();
        if (text == id) {
            return int(i);
        }
    }
    return -1;
}

} // namespace RentDeck
