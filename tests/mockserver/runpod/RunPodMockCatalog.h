// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace RentDeck {

/**
 * The GPU catalog RunPodMock serves (REST v2 GpuType objects, runpod/docs api-reference-v2/openapi.json): six GPU
 * types across both clouds and several data centers. Availability is scoped the way the spec says: by `cloud`
 * ("Upstream default when omitted: SECURE") and by `count` ("GPU count for availability … Defaults to 1"), computed
 * from a stock of free GPUs per cloud and data center. `maxCount` is "a ceiling, not a stock level". The H100 is sold
 * out; the RTX A6000 is sold out in Secure Cloud but free in Community Cloud; the L4 is Community only.
 */
namespace RunPodMockCatalog {
/** Every GpuType as the catalog answers cloud=\a cloud (SECURE/COMMUNITY) and count=\a count with AVAILABILITY. */
QJsonArray gpuTypes(const QString &cloud = QStringLiteral("SECURE"), int count = 1);
/** The GpuType with \a id (availability for \a cloud and \a count), or an empty object. */
QJsonObject gpuType(const QString &id, const QString &cloud = QStringLiteral("SECURE"), int count = 1);
/** Whether some data center of \a cloud has \a count free \a id GPUs on one machine (a create can succeed). */
bool hasCapacity(const QString &id, const QString &cloud, int count);
} // namespace RunPodMockCatalog

} // namespace RentDeck
