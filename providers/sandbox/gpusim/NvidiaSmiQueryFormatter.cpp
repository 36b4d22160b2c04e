// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "NvidiaSmiQueryFormatter.h"

#include "NvidiaSmiTableFormatter.h"
#include "SmiUnits.h"

namespace RentDeck {

namespace {

constexpr qsizetype KeyWidth = 42;

QString indent(int depth)
{
    return QString(4 * depth, QLatin1Char(' '));
}

void add(QStringList &lines, int depth, const QString &key, const QString &value)
{
    lines << QString(indent(depth) + key).leftJustified(KeyWidth) + QStringLiteral(": ") + value;
}

void add(QStringList &lines, int depth, const char *key, const QString &value)
{
    add(lines, depth, QLatin1String(key), value);
}

void section(QStringList &lines, int depth, const char *key)
{
    lines << indent(depth) + QLatin1String(key);
}

QString active(quint64 reasons, quint64 bit)
{
    return (reasons & bit) != 0 ? QStringLiteral("Active") : QStringLiteral("Not Active");
}

} // namespace

QString NvidiaSmiQueryFormatter::format(const GpuSnapshot &snapshot)
{
    const GpuSimConfig &config = *snapshot.config;
    QStringList lines;
    lines << QStringLiteral("==============NVSMI LOG==============") << QString();
    add(lines, 0, "Timestamp", NvidiaSmiTableFormatter::ctimeString(snapshot.timestamp));
    add(lines, 0, "Driver Version", config.driverVersion);
    add(lines, 0, "CUDA Version", config.cudaVersion.isEmpty() ? QStringLiteral("N/A") : config.cudaVersion);
    lines << QString();
    add(lines, 0, "Attached GPUs", QString::number(config.gpus.size()));
    for (const GpuSnapshotEntry &entry : snapshot.gpus) {
        addGpu(lines, entry);
        lines << QString();
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

void NvidiaSmiQueryFormatter::addGpu(QStringList &lines, const GpuSnapshotEntry &entry)
{
    const GpuSpec &gpu = entry.spec;
    const QString na = QStringLiteral("N/A");
    lines << QStringLiteral("GPU ") + gpu.pciBusId;
    add(lines, 1, "Product Name", gpu.name);
    add(lines, 1, "Product Brand", gpu.productBrand);
    add(lines, 1, "Product Architecture", gpu.architecture);
    add(lines, 1, "Display Mode", QStringLiteral("Disabled"));
    add(lines, 1, "Display Active", QStringLiteral("Disabled"));
    add(lines, 1, "Persistence Mode", QStringLiteral("Enabled"));
    add(lines, 1, "Addressing Mode", QStringLiteral("None"));
    section(lines, 1, "MIG Mode");
    add(lines, 2, "Current", gpu.migMode);
    add(lines, 2, "Pending", gpu.migMode);
    add(lines, 1, "Accounting Mode", QStringLiteral("Disabled"));
    add(lines, 1, "Accounting Mode Buffer Size", QStringLiteral("4000"));
    add(lines, 1, "Serial Number", gpu.serial);
    add(lines, 1, "GPU UUID", gpu.uuid);
    add(lines, 1, "Minor Number", QString::number(entry.index));
    add(lines, 1, "VBIOS Version", gpu.vbiosVersion);
    add(lines, 1, "MultiGPU Board", QStringLiteral("No"));
    add(lines, 1, "Module ID", QString::number(entry.index + 1));
    section(lines, 1, "GPU Virtualization Mode");
    add(lines, 2, "Virtualization Mode", gpu.virtualizationMode);
    add(lines, 2, "Host VGPU Mode", na);
    section(lines, 1, "PCI");
    const QStringList bus = gpu.pciBusId.split(QLatin1Char(':'));
    add(lines, 2, "Bus", QStringLiteral("0x") + (bus.size() == 3 ? bus.at(1) : QStringLiteral("01")));
    add(lines, 2, "Device", QStringLiteral("0x00"));
    add(lines, 2, "Domain", QStringLiteral("0x0000"));
    add(lines, 2, "Bus Id", gpu.pciBusId);
    section(lines, 2, "GPU Link Info");
    section(lines, 3, "PCIe Generation");
    add(lines, 4, "Max", QStringLiteral("4"));
    add(lines, 4, "Current", entry.sample.performanceState == 8 ? QStringLiteral("1") : QStringLiteral("4"));
    section(lines, 3, "Link Width");
    add(lines, 4, "Max", QStringLiteral("16x"));
    add(lines, 4, "Current", QStringLiteral("16x"));
    addLoad(lines, entry);
}

void NvidiaSmiQueryFormatter::addLoad(QStringList &lines, const GpuSnapshotEntry &entry)
{
    const GpuSpec &gpu = entry.spec;
    const GpuSample &s = entry.sample;
    const QString na = QStringLiteral("N/A");
    add(lines, 1, "Fan Speed", s.fanPercent < 0 ? na : SmiUnits::unit(s.fanPercent, "%"));
    add(lines, 1, "Performance State", QStringLiteral("P%1").arg(s.performanceState));
    section(lines, 1, "Clocks Event Reasons");
    const quint64 r = s.clockEventReasons;
    add(lines, 2, "Idle", active(r, ClockEventReason::GpuIdle));
    add(lines, 2, "Applications Clocks Setting", active(r, ClockEventReason::ApplicationsClocksSetting));
    add(lines, 2, "SW Power Cap", active(r, ClockEventReason::SwPowerCap));
    add(lines, 2, "HW Slowdown", active(r, ClockEventReason::HwSlowdown));
    add(lines, 3, "HW Thermal Slowdown", active(r, ClockEventReason::HwThermalSlowdown));
    add(lines, 3, "HW Power Brake Slowdown", active(r, ClockEventReason::HwPowerBrakeSlowdown));
    add(lines, 2, "Sync Boost", active(r, ClockEventReason::SyncBoost));
    add(lines, 2, "SW Thermal Slowdown", active(r, ClockEventReason::SwThermalSlowdown));
    add(lines, 2, "Display Clock Setting", active(r, ClockEventReason::DisplayClockSetting));
    section(lines, 1, "FB Memory Usage");
    add(lines, 2, "Total", SmiUnits::unit(gpu.memoryTotalMib, "MiB"));
    add(lines, 2, "Reserved", SmiUnits::unit(s.memoryReservedMib, "MiB"));
    add(lines, 2, "Used", SmiUnits::unit(s.memoryUsedMib, "MiB"));
    add(lines, 2, "Free", SmiUnits::unit(s.memoryFreeMib, "MiB"));
    add(lines, 1, "Compute Mode", QStringLiteral("Default"));
    section(lines, 1, "Utilization");
    add(lines, 2, "Gpu", SmiUnits::unit(s.gpuUtilPercent, "%"));
    add(lines, 2, "Memory", SmiUnits::unit(s.memUtilPercent, "%"));
    add(lines, 2, "Encoder", SmiUnits::unit(0, "%"));
    add(lines, 2, "Decoder", SmiUnits::unit(0, "%"));
    section(lines, 1, "ECC Mode");
    add(lines, 2, "Current", gpu.isGeForce() ? na : QStringLiteral("Enabled"));
    add(lines, 2, "Pending", gpu.isGeForce() ? na : QStringLiteral("Enabled"));
    section(lines, 1, "Temperature");
    add(lines, 2, "GPU Current Temp", SmiUnits::unit(s.temperatureC, "C"));
    add(lines, 2, "GPU Shutdown Temp", SmiUnits::unit(98, "C"));
    add(lines, 2, "GPU Slowdown Temp", SmiUnits::unit(95, "C"));
    add(lines, 2, "GPU Max Operating Temp", SmiUnits::unit(90, "C"));
    section(lines, 1, "GPU Power Readings");
    add(lines, 2, "Power Draw", SmiUnits::watts(s.powerDrawW));
    add(lines, 2, "Current Power Limit", SmiUnits::watts(gpu.powerLimitW));
    add(lines, 2, "Requested Power Limit", SmiUnits::watts(gpu.powerLimitW));
    add(lines, 2, "Default Power Limit", SmiUnits::watts(gpu.powerLimitW));
    add(lines, 2, "Min Power Limit", SmiUnits::watts(gpu.powerLimitW / 3.0));
    add(lines, 2, "Max Power Limit", SmiUnits::watts(gpu.powerLimitW));
    section(lines, 1, "Clocks");
    add(lines, 2, "Graphics", SmiUnits::unit(s.smClockMhz, "MHz"));
    add(lines, 2, "SM", SmiUnits::unit(s.smClockMhz, "MHz"));
    add(lines, 2, "Memory", SmiUnits::unit(s.memClockMhz, "MHz"));
    add(lines, 2, "Video", SmiUnits::unit(s.videoClockMhz, "MHz"));
    section(lines, 1, "Max Clocks");
    add(lines, 2, "Graphics", SmiUnits::unit(gpu.maxSmClockMhz, "MHz"));
    add(lines, 2, "SM", SmiUnits::unit(gpu.maxSmClockMhz, "MHz"));
    add(lines, 2, "Memory", SmiUnits::unit(gpu.maxMemClockMhz, "MHz"));
    add(lines, 2, "Video", SmiUnits::unit(gpu.maxSmClockMhz * 9 / 10, "MHz"));
    if (s.processes.isEmpty()) {
        add(lines, 1, "Processes", QStringLiteral("None"));
        return;
    }
    section(lines, 1, "Processes");
    for (const GpuProcess &process : s.processes) {
        add(lines, 2, "GPU instance ID", na);
        add(lines, 2, "Compute instance ID", na);
        add(lines, 2, "Process ID", QString::number(process.pid));
        add(lines, 3, "Type", process.type);
        add(lines, 3, "Name", process.name);
        add(lines, 3, "Used GPU Memory", SmiUnits::unit(process.usedMemoryMib, "MiB"));
    }
}

} // namespace RentDeck
