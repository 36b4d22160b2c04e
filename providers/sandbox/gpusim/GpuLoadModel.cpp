// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "GpuLoadModel.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace RentDeck {

namespace {

// A wave in [-1, 1] with a per-GPU period and phase, so several GPUs do not move in lockstep.
double wave(double seconds, double periodS, int index)
{
    const double period = periodS + 7.0 * index;
    return std::sin(2.0 * std::numbers::pi * seconds / period + 1.3 * index);
}

int roundToInt(double value)
{
    return static_cast<int>(std::lround(value));
}

qint64 reservedMib(const GpuSpec &gpu)
{
    return std::clamp<qint64>(gpu.memoryTotalMib / 48, 1, 600);
}

} // namespace

GpuLoadModel::GpuLoadModel(const GpuSimConfig &config)
    : m_config(config)
    , m_burn(GpuSimBurnIn::readMarker())
{
}

GpuSample GpuLoadModel::sample(int index, qint64 nowMs) const
{
    const GpuSpec &gpu = m_config.gpus.at(index);
    const double seconds = std::max(0.0, static_cast<double>(nowMs - m_config.startedAt * 1000) / 1000.0);
    if (m_burn && m_burn->covers(nowMs)) {
        return burnSample(gpu, index, nowMs);
    }
    switch (m_config.scenario) {
    case GpuScenario::Busy:
    case GpuScenario::Throttled:
    case GpuScenario::StarvedLoader:
        return busySample(gpu, index, seconds);
    case GpuScenario::Idle:
    case GpuScenario::TinyShm:
    case GpuScenario::Sliced:
    case GpuScenario::OldDriver:
    case GpuScenario::NoDriver:
    case GpuScenario::HotGpu:
    case GpuScenario::SlowSibling:
    case GpuScenario::FaultyGpu:
    case GpuScenario::PcieOnly:
        break;
    }
    return idleSample(gpu, index, seconds);
}

GpuSample GpuLoadModel::burnSample(const GpuSpec &gpu, int index, qint64 nowMs) const
{
    const double elapsed = std::max(0.0, double(nowMs - m_burn->startMs) / 1000.0);
    const GpuSimBurnIn::Condition c = GpuSimBurnIn::condition(m_config, index, elapsed, m_burn->seconds);
    GpuSample s;
    s.gpuUtilPercent = 100;
    s.memUtilPercent = 38;
    s.memoryReservedMib = std::min(reservedMib(gpu), gpu.memoryTotalMib);
    s.memoryUsedMib = std::min<qint64>(1400 + index, gpu.memoryTotalMib - s.memoryReservedMib);
    s.memoryFreeMib = gpu.memoryTotalMib - s.memoryReservedMib - s.memoryUsedMib;
    s.temperatureC = c.temperatureC;
    s.powerDrawW = gpu.powerLimitW * c.powerRatio;
    s.fanPercent = gpu.isGeForce() ? std::min(100, 40 + c.temperatureC / 2) : -1;
    s.smClockMhz = roundToInt(gpu.maxSmClockMhz * c.smClockRatio);
    s.memClockMhz = gpu.maxMemClockMhz;
    s.videoClockMhz = roundToInt(s.smClockMhz * 0.9);
    s.performanceState = 0;
    s.clockEventReasons = c.clockEventReasons;
    s.processes.append(
        GpuProcess { 7100 + index, QStringLiteral("C"), QStringLiteral("python3"), s.memoryUsedMib - 4 });
    return s;
}

GpuSample GpuLoadModel::idleSample(const GpuSpec &gpu, int index, double seconds) const
{
    GpuSample s;
    const double w = wave(seconds, 23.0, index);
    s.gpuUtilPercent = std::clamp(roundToInt(1.5 + 1.5 * w), 0, 3);
    s.memUtilPercent = 0;
    s.memoryReservedMib = std::min(reservedMib(gpu), gpu.memoryTotalMib);
    s.memoryUsedMib = std::min<qint64>(1 + index % 3, gpu.memoryTotalMib - s.memoryReservedMib);
    s.memoryFreeMib = gpu.memoryTotalMib - s.memoryReservedMib - s.memoryUsedMib;
    s.temperatureC = 30 + index % 4 + roundToInt(w);
    s.powerDrawW = gpu.powerLimitW * (0.06 + 0.005 * w) + 0.37 * index;
    s.fanPercent = gpu.isGeForce() ? 30 : -1;
    s.smClockMhz = 210;
    s.memClockMhz = 405;
    s.videoClockMhz = 555;
    s.performanceState = 8;
    s.clockEventReasons = ClockEventReason::GpuIdle;
    return s;
}

GpuSample GpuLoadModel::busySample(const GpuSpec &gpu, int index, double seconds) const
{
    GpuSample s;
    const bool throttled = m_config.scenario == GpuScenario::Throttled;
    const double w = wave(seconds, 37.0, index);
    const double slow = wave(seconds, 121.0, index);
    // A starved GPU: the job's kernels run in bursts between batches the loader is late with.
    s.gpuUtilPercent = m_config.scenario == GpuScenario::StarvedLoader
        ? std::clamp(roundToInt(38.0 + 7.0 * w), 30, 45)
        : std::clamp(roundToInt(80.0 + 20.0 * w), 60, 100);
    s.memUtilPercent = std::clamp(roundToInt(s.gpuUtilPercent * 0.45), 0, 100);
    s.memoryReservedMib = std::min(reservedMib(gpu), gpu.memoryTotalMib);
    s.memoryUsedMib = std::llround(static_cast<double>(gpu.memoryTotalMib) * (0.80 + 0.10 * slow));
    s.memoryUsedMib = std::min(s.memoryUsedMib, gpu.memoryTotalMib - s.memoryReservedMib);
    s.memoryFreeMib = gpu.memoryTotalMib - s.memoryReservedMib - s.memoryUsedMib;
    const double load = std::clamp((s.gpuUtilPercent - 60) / 40.0, 0.0, 1.0);
    s.fanPercent = gpu.isGeForce() ? (throttled ? 100 : 55 + roundToInt(30 * load)) : -1;
    s.memClockMhz = gpu.maxMemClockMhz;
    s.performanceState = 2;
    if (throttled) {
        s.temperatureC = 90 + roundToInt(2.0 * w);
        s.powerDrawW = gpu.powerLimitW * (0.62 + 0.05 * w);
        s.smClockMhz = roundToInt(gpu.maxSmClockMhz * (0.50 + 0.05 * w));
        s.clockEventReasons
            = ClockEventReason::HwSlowdown | ClockEventReason::SwThermalSlowdown | ClockEventReason::HwThermalSlowdown;
    } else {
        s.temperatureC = 60 + roundToInt(20.0 * load);
        const bool starved = m_config.scenario == GpuScenario::StarvedLoader; // idles between bursts
        s.powerDrawW = gpu.powerLimitW * (starved ? 0.42 + 0.05 * w : 0.85 + 0.12 * load) + 0.21 * index;
        s.smClockMhz = roundToInt(gpu.maxSmClockMhz * (0.94 + 0.05 * load));
        s.clockEventReasons = 0;
    }
    s.smClockMhz = std::min(s.smClockMhz, gpu.maxSmClockMhz);
    s.videoClockMhz = roundToInt(s.smClockMhz * 0.9);
    GpuProcess process;
    process.pid = 4242 + 17 * index;
    process.type = QStringLiteral("C");
    process.name = QStringLiteral("python3");
    process.usedMemoryMib = std::max<qint64>(0, s.memoryUsedMib - 4);
    s.processes.append(process);
    return s;
}

} // namespace RentDeck
