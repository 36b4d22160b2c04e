// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "NvidiaSmiXmlFormatter.h"

#include "NvidiaSmiTableFormatter.h"
#include "SmiUnits.h"
#include "XmlLines.h"

namespace RentDeck {

namespace {

QString tag(const char *name)
{
    return QLatin1String(name);
}

void reason(XmlLines &xml, const char *name, quint64 reasons, quint64 bit)
{
    xml.element(QStringLiteral("clocks_event_reason_") + QLatin1String(name),
        (reasons & bit) != 0 ? QStringLiteral("Active") : QStringLiteral("Not Active"));
}

void clocks(XmlLines &xml, const char *name, int graphics, int memory, int video)
{
    xml.open(tag(name));
    xml.element(tag("graphics_clock"), SmiUnits::unit(graphics, "MHz"));
    xml.element(tag("sm_clock"), SmiUnits::unit(graphics, "MHz"));
    xml.element(tag("mem_clock"), SmiUnits::unit(memory, "MHz"));
    xml.element(tag("video_clock"), SmiUnits::unit(video, "MHz"));
    xml.close(tag(name));
}

} // namespace

QString NvidiaSmiXmlFormatter::format(const GpuSnapshot &snapshot)
{
    const GpuSimConfig &config = *snapshot.config;
    XmlLines xml;
    xml.raw(QStringLiteral("<?xml version=\"1.0\" ?>"));
    xml.raw(QStringLiteral("<!DOCTYPE nvidia_smi_log SYSTEM \"nvsmi_device_v12.dtd\">"));
    xml.open(tag("nvidia_smi_log"));
    xml.element(tag("timestamp"), NvidiaSmiTableFormatter::ctimeString(snapshot.timestamp));
    xml.element(tag("driver_version"), config.driverVersion);
    xml.element(tag("cuda_version"), config.cudaVersion.isEmpty() ? QStringLiteral("N/A") : config.cudaVersion);
    xml.element(tag("attached_gpus"), QString::number(config.gpus.size()));
    for (const GpuSnapshotEntry &entry : snapshot.gpus) {
        addGpu(xml, entry);
    }
    xml.close(tag("nvidia_smi_log"));
    return xml.text();
}

void NvidiaSmiXmlFormatter::addGpu(XmlLines &xml, const GpuSnapshotEntry &entry)
{
    const GpuSpec &gpu = entry.spec;
    xml.open(tag("gpu"), QStringLiteral("id=\"%1\"").arg(gpu.pciBusId.toHtmlEscaped()));
    xml.element(tag("product_name"), gpu.name);
    xml.element(tag("product_brand"), gpu.productBrand);
    xml.element(tag("product_architecture"), gpu.architecture);
    xml.element(tag("display_mode"), QStringLiteral("Disabled"));
    xml.element(tag("display_active"), QStringLiteral("Disabled"));
    xml.element(tag("persistence_mode"), QStringLiteral("Enabled"));
    xml.open(tag("mig_mode"));
    xml.element(tag("current_mig"), gpu.migMode);
    xml.element(tag("pending_mig"), gpu.migMode);
    xml.close(tag("mig_mode"));
    xml.element(tag("serial"), gpu.serial);
    xml.element(tag("uuid"), gpu.uuid);
    xml.element(tag("minor_number"), QString::number(entry.index));
    xml.element(tag("vbios_version"), gpu.vbiosVersion);
    xml.open(tag("gpu_virtualization_mode"));
    xml.element(tag("virtualization_mode"), gpu.virtualizationMode);
    xml.element(tag("host_vgpu_mode"), QStringLiteral("N/A"));
    xml.close(tag("gpu_virtualization_mode"));
    xml.open(tag("pci"));
    const QStringList bus = gpu.pciBusId.split(QLatin1Char(':'));
    xml.element(tag("pci_bus"), bus.size() == 3 ? bus.at(1) : QStringLiteral("01"));
    xml.element(tag("pci_device"), QStringLiteral("00"));
    xml.element(tag("pci_domain"), QStringLiteral("0000"));
    xml.element(tag("pci_bus_id"), gpu.pciBusId);
    xml.close(tag("pci"));
    addLoad(xml, entry);
    xml.close(tag("gpu"));
}

void NvidiaSmiXmlFormatter::addLoad(XmlLines &xml, const GpuSnapshotEntry &entry)
{
    const GpuSpec &gpu = entry.spec;
    const GpuSample &s = entry.sample;
    xml.element(tag("fan_speed"), s.fanPercent < 0 ? QStringLiteral("N/A") : SmiUnits::unit(s.fanPercent, "%"));
    xml.element(tag("performance_state"), QStringLiteral("P%1").arg(s.performanceState));
    xml.open(tag("clocks_event_reasons"));
    const quint64 r = s.clockEventReasons;
    reason(xml, "gpu_idle", r, ClockEventReason::GpuIdle);
    reason(xml, "applications_clocks_setting", r, ClockEventReason::ApplicationsClocksSetting);
    reason(xml, "sw_power_cap", r, ClockEventReason::SwPowerCap);
    reason(xml, "hw_slowdown", r, ClockEventReason::HwSlowdown);
    reason(xml, "hw_thermal_slowdown", r, ClockEventReason::HwThermalSlowdown);
    reason(xml, "hw_power_brake_slowdown", r, ClockEventReason::HwPowerBrakeSlowdown);
    reason(xml, "sync_boost", r, ClockEventReason::SyncBoost);
    reason(xml, "sw_thermal_slowdown", r, ClockEventReason::SwThermalSlowdown);
    reason(xml, "display_clocks_setting", r, ClockEventReason::DisplayClockSetting);
    xml.close(tag("clocks_event_reasons"));
    xml.open(tag("fb_memory_usage"));
    xml.element(tag("total"), SmiUnits::unit(gpu.memoryTotalMib, "MiB"));
    xml.element(tag("reserved"), SmiUnits::unit(s.memoryReservedMib, "MiB"));
    xml.element(tag("used"), SmiUnits::unit(s.memoryUsedMib, "MiB"));
    xml.element(tag("free"), SmiUnits::unit(s.memoryFreeMib, "MiB"));
    xml.close(tag("fb_memory_usage"));
    xml.element(tag("compute_mode"), QStringLiteral("Default"));
    xml.open(tag("utilization"));
    xml.element(tag("gpu_util"), SmiUnits::unit(s.gpuUtilPercent, "%"));
    xml.element(tag("memory_util"), SmiUnits::unit(s.memUtilPercent, "%"));
    xml.element(tag("encoder_util"), SmiUnits::unit(0, "%"));
    xml.element(tag("decoder_util"), SmiUnits::unit(0, "%"));
    xml.close(tag("utilization"));
    xml.open(tag("ecc_mode"));
    xml.element(tag("current_ecc"), gpu.isGeForce() ? QStringLiteral("N/A") : QStringLiteral("Enabled"));
    xml.element(tag("pending_ecc"), gpu.isGeForce() ? QStringLiteral("N/A") : QStringLiteral("Enabled"));
    xml.close(tag("ecc_mode"));
    xml.open(tag("temperature"));
    xml.element(tag("gpu_temp"), SmiUnits::unit(s.temperatureC, "C"));
    xml.element(tag("gpu_temp_max_threshold"), SmiUnits::unit(98, "C"));
    xml.element(tag("gpu_temp_slow_threshold"), SmiUnits::unit(95, "C"));
    xml.element(tag("gpu_temp_max_gpu_threshold"), SmiUnits::unit(90, "C"));
    xml.close(tag("temperature"));
    xml.open(tag("gpu_power_readings"));
    xml.element(tag("power_state"), QStringLiteral("P%1").arg(s.performanceState));
    xml.element(tag("power_draw"), SmiUnits::watts(s.powerDrawW));
    xml.element(tag("current_power_limit"), SmiUnits::watts(gpu.powerLimitW));
    xml.element(tag("requested_power_limit"), SmiUnits::watts(gpu.powerLimitW));
    xml.element(tag("default_power_limit"), SmiUnits::watts(gpu.powerLimitW));
    xml.element(tag("min_power_limit"), SmiUnits::watts(gpu.powerLimitW / 3.0));
    xml.element(tag("max_power_limit"), SmiUnits::watts(gpu.powerLimitW));
    xml.close(tag("gpu_power_readings"));
    clocks(xml, "clocks", s.smClockMhz, s.memClockMhz, s.videoClockMhz);
    clocks(xml, "max_clocks", gpu.maxSmClockMhz, gpu.maxMemClockMhz, gpu.maxSmClockMhz * 9 / 10);
    xml.open(tag("processes"));
    for (const GpuProcess &process : s.processes) {
        xml.open(tag("process_info"));
        xml.element(tag("gpu_instance_id"), QStringLiteral("N/A"));
        xml.element(tag("compute_instance_id"), QStringLiteral("N/A"));
        xml.element(tag("pid"), QString::number(process.pid));
        xml.element(tag("type"), process.type);
        xml.element(tag("process_name"), process.name);
        xml.element(tag("used_memory"), SmiUnits::unit(process.usedMemoryMib, "MiB"));
        xml.close(tag("process_info"));
    }
    xml.close(tag("processes"));
}

} // namespace RentDeck
