// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace RentDeck {

/**
 * The GPU catalog RunPodMock serves (REST v2 GpuType objects, reference/provider-apis.md §2.3): six GPU types
 * across both clouds, several data centers, one sold out (availability NONE) and one offered only in Community
 * Cloud. Prices and counts are plausible, not live.
 */
namespace RunPodMockCatalog {
/** Every GpuType with availability, dataCenters and cudaVersions (what include=AVAILABILITY adds). */
QJsonArray gpuTypes();
/** The GpuType with \a id, or an empty object. */
QJsonObject gpuType(const QString &id);
} // namespace RunPodMockCatalog

} // namespace RentDeck
