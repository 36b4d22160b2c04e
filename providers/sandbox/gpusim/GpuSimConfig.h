// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GpuSpec.h"

#include <QList>
#include <QString>
#include <optional>

namespace RentDeck {

enum class GpuScenario
{
    Idle,
    Busy,
    Throttled,
    Sliced,
    OldDriver,
    NoDriver
};

/** The gpusim configuration written by the sandbox provider (see DESIGN.md "The sandbox provider"). */
struct GpuSimConfig
{
    QString driverVersion;
    QString cudaVersion;
    GpuScenario scenario = GpuScenario::Idle;
    qint64 startedAt = 0; // epoch seconds
    QString hostname;
    QList<GpuSpec> gpus;

    /** $RENTDECK_GPUSIM_CONFIG, else $HOME/.rentdeck-gpusim.json. */
    [[nodiscard]] static QString defaultPath();
    /** Reads and validates @p path; on failure returns nullopt and sets @p error to a human-readable reason. */
    [[nodiscard]] static std::optional<GpuSimConfig> load(const QString &path, QString *error);
};

} // namespace RentDeck
