// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "NvidiaSmiTopoFormatter.h"

#include <QStringList>

namespace RentDeck {

namespace {

// Word for word what the drivers print after the matrix (595 and 610 captures in tests/data/nvidia-smi-topo).
const QString Legend = QStringLiteral(
    "\n"
    "Legend:\n"
    "\n"
    "  X    = Self\n"
    "  SYS  = Connection traversing PCIe as well as the SMP interconnect between NUMA nodes (e.g., QPI/UPI)\n"
    "  NODE = Connection traversing PCIe as well as the interconnect between PCIe Host Bridges within a NUMA node\n"
    "  PHB  = Connection traversing PCIe as well as a PCIe Host Bridge (typically the CPU)\n"
    "  PXB  = Connection traversing multiple PCIe bridges (without traversing the PCIe Host Bridge)\n"
    "  PIX  = Connection traversing at most a single PCIe bridge\n"
    "  NV#  = Connection traversing a bonded set of # NVLinks\n");

// Two NUMA nodes where the GPUs hang off two sockets (an HGX board does too), else one.
int numaNodes(const GpuSimConfig &config)
{
    const bool twoSockets = config.topology == QLatin1String("two-sockets")
        || (config.topology == QLatin1String("nvlink") && config.gpus.size() >= 4);
    return twoSockets && config.gpus.size() >= 2 ? 2 : 1;
}

// The first half of the GPUs sits on NUMA node 0, the second on node 1.
int numaNode(const GpuSimConfig &config, int gpu)
{
    return numaNodes(config) == 2 && gpu >= (config.gpus.size() + 1) / 2 ? 1 : 0;
}

// 32 cores with two threads each per node, numbered as Linux does: all first threads, then all second ones.
QString cpuAffinity(const GpuSimConfig &config, int gpu)
{
    const int nodes = numaNodes(config);
    if (nodes == 1) {
        return QStringLiteral("0-63");
    }
    const int first = numaNode(config, gpu) * 32;
    return QStringLiteral("%1-%2,%3-%4")
        .arg(first)
        .arg(first + 31)
        .arg(first + 32 * nodes)
        .arg(first + 32 * nodes + 31);
}

} // namespace

QString NvidiaSmiTopoFormatter::link(const GpuSimConfig &config, int a, int b)
{
    if (a == b) {
        return QStringLiteral("X");
    }
    if (config.topology == QLatin1String("nvlink")) {
        const GpuSpec &gpu = config.gpus.at(a);
        if (gpu.architecture == QLatin1String("Hopper")) {
            return QStringLiteral("NV18");
        }
        return gpu.name.contains(QLatin1String("A100")) ? QStringLiteral("NV12") : QStringLiteral("NV4");
    }
    if (config.topology == QLatin1String("pcie-switch")) {
        return a / 2 == b / 2 ? QStringLiteral("PIX") : QStringLiteral("PXB");
    }
    if (config.topology == QLatin1String("two-sockets")) {
        return numaNode(config, a) == numaNode(config, b) ? QStringLiteral("NODE") : QStringLiteral("SYS");
    }
    return QStringLiteral("PHB");
}

QString NvidiaSmiTopoFormatter::format(const GpuSimConfig &config)
{
    const int count = int(config.gpus.size());
    QStringList header;
    for (int gpu = 0; gpu < count; ++gpu) {
        header << QStringLiteral("GPU%1").arg(gpu);
    }
    header << QStringLiteral("CPU Affinity") << QStringLiteral("NUMA Affinity") << QStringLiteral("GPU NUMA ID");
    QString text = QStringLiteral("\t\x1b[4m") + header.join(QLatin1Char('\t')) + QStringLiteral("\x1b[0m\n");
    for (int row = 0; row < count; ++row) {
        text += QStringLiteral("GPU%1").arg(row);
        for (int column = 0; column < count; ++column) {
            // The diagonal X is the one cell printed with spaces around it.
            text += QLatin1Char('\t') + (row == column ? QStringLiteral(" X ") : link(config, row, column));
        }
        // GPU NUMA ID is N/A off Grace boards; nvidia-smi prints an N/A after an extra tab.
        text += QStringLiteral("\t%1\t%2\t\tN/A\n").arg(cpuAffinity(config, row)).arg(numaNode(config, row));
    }
    return text + Legend;
}

} // namespace RentDeck
