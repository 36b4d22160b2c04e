// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SandboxCatalog.h"

#include <QJsonObject>

namespace RentDeck {

/**
 * Builds the configuration rentdeck-gpusim reads ($RENTDECK_GPUSIM_CONFIG): driver, CUDA, scenario
 * and one entry per GPU with the catalog facts. Pure.
 *
 * Scenario effects: "sliced" (or a sliced offer) reports the slice's memory with virtualization_mode
 * "VGPU"; "old-driver" on an offer with a current driver reports driver 470.256.02 / CUDA 11.4.
 */
namespace SandboxGpuSimJson {

struct Inputs
{
    const SandboxOffer *offer = nullptr;
    const SandboxGpuModel *gpu = nullptr;
    QString scenario; // empty = the offer's
    QString instanceId; // "3"
    QString seed; // makes UUIDs/serials differ between sandboxes (the instance marker)
    qint64 startedAt = 0; // epoch seconds
};

QJsonObject build(const Inputs &inputs);

} // namespace SandboxGpuSimJson

} // namespace RentDeck
