// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

namespace RentDeck {

/**
 * How the GPUs of one machine reach each other, as `nvidia-smi topo -m` prints it (NvidiaSmiTopoParser). Only the
 * GPU-to-GPU part of the matrix is kept: multi-GPU jobs care how fast GPUs talk to each other, and a rented
 * machine's NICs are the provider's business; they are counted in nicCount.
 */
struct GpuTopology
{
    /** The matrix codes from fastest to slowest: worst() compares them in this order. */
    enum class Link
    {
        Self, // X
        NvLink, // NV#: # bonded NVLinks
        PcieSwitch, // PIX: at most one PCIe bridge
        PcieMultiSwitch, // PXB: several PCIe bridges, not through the host bridge
        HostBridge, // PHB: through the CPU's PCIe host bridge
        SameNuma, // NODE: between the PCIe host bridges of one NUMA node
        CrossSocket, // SYS (SOC on old drivers): over the interconnect between NUMA nodes (QPI/UPI)
        Unknown, // a code nvidia-smi added after this build: counted slowest, so it never passes for NVLink
    };

    QList<QList<QString>> links; // links[a][b]: the cell as printed ("X", "NV18", "PIX", …), GPU columns only
    QStringList cpuAffinity; // per GPU: "0-55,112-167"; empty where nvidia-smi printed none
    QStringList numaAffinity; // per GPU: "0", "N/A", or empty (drivers before ~450 have no such column)
    int nicCount = 0; // NIC rows (mlx5_0, NIC0, …) the matrix also had

    [[nodiscard]] int gpuCount() const { return int(links.size()); }
    /** Unknown when \a a or \a b is out of range. */
    [[nodiscard]] Link link(int a, int b) const;
    /** The # of NV# between \a a and \a b; 0 when they are not joined by NVLink. */
    [[nodiscard]] int nvlinkCount(int a, int b) const;
    /** The slowest link between two different GPUs; Self with fewer than two GPUs. */
    [[nodiscard]] Link worst() const;
    /** At least two GPUs and every pair joined by NVLink. */
    [[nodiscard]] bool allNvLink() const;
    /** Some pair of GPUs is joined by NVLink. */
    [[nodiscard]] bool anyNvLink() const;
    /**
     * One line for people: "8 GPUs, all pairs NVLink (NV18)", "8 GPUs over PCIe, across CPU sockets (SYS) between
     * GPU 0–3 and 4–7". The groups are the GPUs joined by links faster than the slowest one.
     */
    [[nodiscard]] QString describe() const;

    /** "NV12" → NvLink, "PIX" → PcieSwitch, …; Unknown for anything else. */
    [[nodiscard]] static Link linkFromCode(QStringView code);
};

} // namespace RentDeck
