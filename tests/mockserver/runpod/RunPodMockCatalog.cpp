// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "RunPodMockCatalog.h"

#include <QJsonDocument>

namespace RentDeck::RunPodMockCatalog {

QJsonArray gpuTypes()
{
    // Field names and value sets as in the v2 GpuType schema; "price" is $/h for one GPU.
    static const QByteArray json = R"([
  {"id": "NVIDIA GeForce RTX 4090", "name": "RTX 4090", "pool": "ADA_24", "manufacturer": "NVIDIA", "memory": 24,
   "secure": true, "community": true, "price": {"secure": 0.69, "community": 0.34, "serverless": 1.1},
   "maxCount": {"secure": 8, "community": 4}, "availability": "HIGH",
   "dataCenters": [{"id": "US-KS-2", "name": "US Kansas 2", "availability": "HIGH"},
                   {"id": "EU-RO-1", "name": "Europe Romania 1", "availability": "MEDIUM"},
                   {"id": "CA-MTL-1", "name": "Canada Montreal 1", "availability": "NONE"}],
   "cudaVersions": [{"version": "12.4", "available": true}, {"version": "12.8", "available": true}]},
  {"id": "NVIDIA A100-SXM4-80GB", "name": "A100 SXM", "pool": "AMPERE_80", "manufacturer": "NVIDIA", "memory": 80,
   "secure": true, "community": false, "price": {"secure": 1.89, "community": null},
   "maxCount": {"secure": 8, "community": 0}, "availability": "MEDIUM",
   "dataCenters": [{"id": "EU-RO-1", "name": "Europe Romania 1", "availability": "MEDIUM"}],
   "cudaVersions": [{"version": "12.2", "available": true}, {"version": "12.8", "available": false}]},
  {"id": "NVIDIA H100 80GB HBM3", "name": "H100 SXM", "pool": "HOPPER_80", "manufacturer": "NVIDIA", "memory": 80,
   "secure": true, "community": false, "price": {"secure": 2.99, "community": null},
   "maxCount": {"secure": 8, "community": 0}, "availability": "NONE",
   "dataCenters": [{"id": "US-TX-3", "name": "US Texas 3", "availability": "NONE"}]},
  {"id": "NVIDIA RTX A6000", "name": "RTX A6000", "pool": "AMPERE_48", "manufacturer": "NVIDIA", "memory": 48,
   "secure": true, "community": true, "price": {"secure": 0.76, "community": 0.49},
   "maxCount": {"secure": 4, "community": 2}, "availability": "LOW",
   "dataCenters": [{"id": "CA-MTL-1", "name": "Canada Montreal 1", "availability": "LOW"}]},
  {"id": "AMD Instinct MI300X OAM", "name": "MI300X", "pool": "MI300X", "manufacturer": "AMD", "memory": 192,
   "secure": true, "community": false, "price": {"secure": 2.49},
   "maxCount": {"secure": 8}, "availability": "LOW",
   "dataCenters": [{"id": "EU-RO-1", "name": "Europe Romania 1", "availability": "LOW"}]},
  {"id": "NVIDIA L4", "name": "L4", "pool": "ADA_24", "manufacturer": "NVIDIA", "memory": 24,
   "secure": false, "community": true, "price": {"secure": null, "community": 0.24},
   "maxCount": {"secure": 0, "community": 2}, "availability": "MEDIUM",
   "dataCenters": [{"id": "EU-SE-1", "name": "Europe Sweden 1", "availability": "MEDIUM"}]}
])";
    return QJsonDocument::fromJson(json).array();
}

QJsonObject gpuType(const QString &id)
{
    for (const QJsonValue &entry : gpuTypes()) {
        if (entry.toObject().value(QLatin1String("id")).toString() == id) {
            return entry.toObject();
        }
    }
    return {};
}

} // namespace RentDeck::RunPodMockCatalog
