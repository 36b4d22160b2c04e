// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>
#include <cmath>
#include <limits>

namespace RentDeck {

/** A reading nvidia-smi or the host could not give ("[N/A]", "[Not Supported]", garbage): never zero. */
inline constexpr double MetricUnknown = std::numeric_limits<double>::quiet_NaN();
inline bool isKnown(double value)
{
    return !std::isnan(value);
}

/** One reading of one GPU from the stream (`nvidia-smi --query-gpu=… --format=csv,noheader,nounits -lms`). */
struct GpuMetricSample
{
    qint64 timeMs = 0; // UTC epoch milliseconds (nvidia-smi's timestamp when it gives one, else arrival)
    int gpuIndex = 0;
    double utilizationPercent = MetricUnknown;
    double memoryUsedMiB = MetricUnknown;
    double memoryTotalMiB = MetricUnknown;
    double temperatureC = MetricUnknown;
    double powerDrawW = MetricUnknown;
    double powerLimitW = MetricUnknown;
    double smClockMHz = MetricUnknown;
    /** clocks_throttle_reasons.active (nvidia-smi's bitmask: 0x1 idle, 0x4 sw power cap, 0x20 sw thermal, …). */
    quint64 throttleReasons = 0;
    bool throttleKnown = false;
};

/**
 * The clocks_throttle_reasons bits that cost speed: hw slowdown (0x8), sw thermal (0x20), hw thermal (0x40) and hw
 * power brake (0x80). The sw power cap (0x4) is how a card at full load normally runs, so it is not one of them.
 */
inline constexpr quint64 SlowdownThrottleReasons = 0x8 | 0x20 | 0x40 | 0x80;
inline constexpr quint64 ThermalThrottleReasons = 0x20 | 0x40;

/** One reading of the instance's host, from /proc, taken with each GPU tick (or on its own without GPUs). */
struct HostMetricSample
{
    qint64 timeMs = 0;
    double cpuPercent = MetricUnknown; // all cores, since the previous sample
    double ramUsedMiB = MetricUnknown; // MemTotal - MemAvailable
    double ramTotalMiB = MetricUnknown;
    double netRxBytesPerSecond = MetricUnknown; // all interfaces but lo, since the previous sample
    double netTxBytesPerSecond = MetricUnknown;
    double ioWaitPercent = MetricUnknown; // CPU time waiting on I/O, of all cores (part of what cpuPercent calls idle)
    double diskReadBytesPerSecond = MetricUnknown; // whole disks (/proc/diskstats), since the previous sample
};

/** What a stored series measures. The numbers are stored in the ledger (metric_points.metric): never reuse one. */
enum class MetricKind : int
{
    GpuUtilization = 1, // %
    GpuMemoryUsed = 2, // MiB
    GpuTemperature = 3, // °C
    GpuPower = 4, // W
    GpuSmClock = 5, // MHz
    HostCpu = 20, // %
    HostRamUsed = 21, // MiB
    HostNetRx = 22, // bytes/s
    HostNetTx = 23, // bytes/s
    HostIoWait = 24, // %
    HostDiskRead = 25, // bytes/s
};

/** The source of a series: a GPU index, or the host. */
inline constexpr int HostSource = -1;

} // namespace RentDeck
