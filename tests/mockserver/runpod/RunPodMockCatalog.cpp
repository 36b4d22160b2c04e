// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "RunPodMockCatalog.h"

#include <QHash>
#include <QJsonDocument>

namespace RentDeck::RunPodMockCatalog {

namespace {

// Field names and value sets as in the v2 GpuType schema; "price" is $/h for one GPU. "stock" is the mock's own:
// free GPUs on the best machine per data center and cloud, from which availability is computed (never served).
const QJsonArray &catalog()
{
    static const QJsonArray gpus = QJsonDocument::fromJson(R"([
  {"id": "NVIDIA GeForce RTX 4090", "name": "RTX 4090", "pool": "ADA_24", "manufacturer": "NVIDIA", "memory": 24,
   "secure": true, "community": true, "price": {"secure": 0.69, "community": 0.34, "serverless": 1.1},
   "maxCount": {"secure": 8, "community": 4},
   "stock": {"secure": {"US-KS-2": 8, "EU-RO-1": 3, "CA-MTL-1": 0}, "community": {"EU-SE-1": 2}},
   "cudaVersions": [{"version": "12.4", "available": true}, {"version": "12.8", "available": true}]},
  {"id": "NVIDIA A100-SXM4-80GB", "name": "A100 SXM", "pool": "AMPERE_80", "manufacturer": "NVIDIA", "memory": 80,
   "secure": true, "community": false, "price": {"secure": 1.89, "community": null},
   "maxCount": {"secure": 8, "community": 0}, "stock": {"secure": {"EU-RO-1": 8}},
   "cudaVersions": [{"version": "12.2", "available": true}, {"version": "12.8", "available": false}]},
  {"id": "NVIDIA H100 80GB HBM3", "name": "H100 SXM", "pool": "HOPPER_80", "manufacturer": "NVIDIA", "memory": 80,
   "secure": true, "community": false, "price": {"secure": 2.99, "community": null},
   "maxCount": {"secure": 8, "community": 0}, "stock": {"secure": {"US-TX-3": 0}}},
  {"id": "NVIDIA RTX A6000", "name": "RTX A6000", "pool": "AMPERE_48", "manufacturer": "NVIDIA", "memory": 48,
   "secure": true, "community": true, "price": {"secure": 0.76, "community": 0.49},
   "maxCount": {"secure": 4, "community": 2}, "stock": {"secure": {"CA-MTL-1": 0}, "community": {"CA-MTL-1": 2}}},
  {"id": "AMD Instinct MI300X OAM", "name": "MI300X", "pool": "MI300X", "manufacturer": "AMD", "memory": 192,
   "secure": true, "community": false, "price": {"secure": 2.49},
   "maxCount": {"secure": 8}, "stock": {"secure": {"EU-RO-1": 1}}},
  {"id": "NVIDIA L4", "name": "L4", "pool": "ADA_24", "manufacturer": "NVIDIA", "memory": 24,
   "secure": false, "community": true, "price": {"secure": null, "community": 0.24},
   "maxCount": {"secure": 0, "community": 2}, "stock": {"community": {"EU-SE-1": 4}}}
])")
                                       .array();
    return gpus;
}

const char *dataCenterName(const QString &id)
{
    static const QHash<QString, const char *> names { { QStringLiteral("US-KS-2"), "US Kansas 2" },
        { QStringLiteral("EU-RO-1"), "Europe Romania 1" }, { QStringLiteral("CA-MTL-1"), "Canada Montreal 1" },
        { QStringLiteral("US-TX-3"), "US Texas 3" }, { QStringLiteral("EU-SE-1"), "Europe Sweden 1" } };
    return names.value(id, "Unknown");
}

// AvailabilityLevel NONE/LOW/MEDIUM/HIGH: how many pods of \a count GPUs the free GPUs allow.
QString level(int free, int count)
{
    if (free < count) {
        return QStringLiteral("NONE");
    }
    return free >= 4 * count ? QStringLiteral("HIGH")
        : free >= 2 * count  ? QStringLiteral("MEDIUM")
                             : QStringLiteral("LOW");
}

QJsonObject scoped(QJsonObject gpu, const QString &cloud, int count)
{
    const QJsonObject stock = gpu.take(QStringLiteral("stock")).toObject().value(cloud.toLower()).toObject();
    static const QStringList order { QStringLiteral("NONE"), QStringLiteral("LOW"), QStringLiteral("MEDIUM"),
        QStringLiteral("HIGH") };
    QString best = QStringLiteral("NONE");
    QJsonArray dataCenters;
    for (auto it = stock.begin(); it != stock.end(); ++it) {
        const QString here = level(it.value().toInt(), count);
        best = order.indexOf(here) > order.indexOf(best) ? here : best;
        dataCenters.append(QJsonObject { { QStringLiteral("id"), it.key() },
            { QStringLiteral("name"), QLatin1String(dataCenterName(it.key())) },
            { QStringLiteral("availability"), here } });
    }
    gpu.insert(QStringLiteral("availability"), best);
    if (best != QLatin1String("NONE")) {
        gpu.insert(QStringLiteral("dataCenters"), dataCenters); // "omitted entirely when … unavailable everywhere"
    }
    return gpu;
}

} // namespace

QJsonArray gpuTypes(const QString &cloud, int count)
{
    QJsonArray result;
    for (const QJsonValue &entry : catalog()) {
        result.append(scoped(entry.toObject(), cloud, count));
    }
    return result;
}

QJsonObject gpuType(const QString &id, const QString &cloud, int count)
{
    for (const QJsonValue &entry : catalog()) {
        if (entry.toObject().value(QLatin1String("id")).toString() == id) {
            return scoped(entry.toObject(), cloud, count);
        }
    }
    return {};
}

bool hasCapacity(const QString &id, const QString &cloud, int count)
{
    return gpuType(id, cloud, count).value(QLatin1String("availability")).toString() != QLatin1String("NONE");
}

} // namespace RentDeck::RunPodMockCatalog
