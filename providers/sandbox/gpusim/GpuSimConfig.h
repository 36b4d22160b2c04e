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
    NoDriver,
    // Healthy until burned in (GpuSimBurnIn); then one GPU misbehaves:
    HotGpu, // GPU 3 (or the last) overheats and clocks down halfway through
    SlowSibling, // GPU 1 (or the last) runs ~22 % slower than the others, with no slowdown reason
    FaultyGpu, // GPU 2 (or the last) computes wrong results
    PcieOnly, // idle; the sandbox writes "topology": "two-sockets" (GPUs over PCIe across CPU sockets)
    // A training job holds every GPU's memory, but its CPU-bound data loader feeds them a third of the time: 30–45 %
    // utilisation at full clocks. The sandbox runs the loader for real (SandboxHostScenarios), saturating the CPUs.
    StarvedLoader,
    TinyShm, // idle GPUs; the sandbox's df reports Docker's default 64 MB /dev/shm (SandboxHostScenarios)
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
    /**
     * How `topo -m` links the GPUs: "nvlink", "pcie-switch", "pcie-host" or "two-sockets". Without the key: nvlink
     * for two or more SXM/HBM3/NVL boards, else pcie-host.
     */
    QString topology;

    /** $RENTDECK_GPUSIM_CONFIG, else $HOME/.rentdeck-gpusim.json. */
    [[nodiscard]] static QString defaultPath();
    /** Reads and validates @p path; on failure returns nullopt and sets @p error to a human-readable reason. */
    [[nodiscard]] static std::optional<GpuSimConfig> load(const QString &path, QString *error);
};

} // namespace RentDeck
