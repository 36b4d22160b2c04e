// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace RentDeck {

/** A process shown in the Processes box / XML processes list. */
struct GpuProcess
{
    qint64 pid = 0;
    QString type; // "C" compute, "G" graphics
    QString name;
    qint64 usedMemoryMib = 0;
};

/** Clock event reason bits, as in nvml.h (nvmlClocksEventReason*). */
namespace ClockEventReason {
constexpr quint64 GpuIdle = 0x1;
constexpr quint64 ApplicationsClocksSetting = 0x2;
constexpr quint64 SwPowerCap = 0x4;
constexpr quint64 HwSlowdown = 0x8;
constexpr quint64 SyncBoost = 0x10;
constexpr quint64 SwThermalSlowdown = 0x20;
constexpr quint64 HwThermalSlowdown = 0x40;
constexpr quint64 HwPowerBrakeSlowdown = 0x80;
constexpr quint64 DisplayClockSetting = 0x100;
constexpr quint64 Supported = 0x1FF;
} // namespace ClockEventReason

/** The synthetic readings of one GPU at one instant. */
struct GpuSample
{
    int gpuUtilPercent = 0;
    int memUtilPercent = 0;
    qint64 memoryReservedMib = 0;
    qint64 memoryUsedMib = 0;
    qint64 memoryFreeMib = 0;
    int temperatureC = 0;
    double powerDrawW = 0.0;
    int fanPercent = -1; // -1: the board has no fan reading (N/A)
    int smClockMhz = 0;
    int memClockMhz = 0;
    int videoClockMhz = 0;
    int performanceState = 8; // P-state number
    quint64 clockEventReasons = 0;
    QList<GpuProcess> processes;
};

} // namespace RentDeck
