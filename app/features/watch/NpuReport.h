// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <optional>

namespace RentDeck {

/**
 * One chip row pair of `npu-smi info`. std::nullopt (or an empty string) means the output did not carry
 * the value or said NA or "-". npu-smi labels memory "MB" but counts MiB (a 910B shows 65536), so the
 * fields say Mib like GpuInfo's.
 */
struct NpuDevice
{
    int index = 0; // "NPU": the card id `npu-smi info -i` takes; 310 cards, 310P Duo and A3 repeat it per chip
    int chip = 0; // "Chip": the chip on that card
    std::optional<int> deviceId; // "Device" (310/310P) or "Phy-ID" (A3) column; 910/910B print none
    QString name; // "910B3", "910ProB", "310P3", "Ascend910" (A3)
    QString health; // OK, Warning, Alarm, Critical or UNKNOWN
    QString busId; // "0000:C1:00.0"; empty when NA (Atlas 200 boards)
    std::optional<int> aicorePercent;
    // "HBM-Usage": 910 family only. A "0 / 0" pair (no such memory) reads as not reported.
    std::optional<qint64> hbmTotalMib;
    std::optional<qint64> hbmUsedMib;
    // "Memory-Usage": the DDR of 310/310P (their only device memory) and 910ProB; 910B prints 0 / 0.
    std::optional<qint64> memoryTotalMib;
    std::optional<qint64> memoryUsedMib;
    std::optional<int> temperatureC;
    // NA on 310P cards; "-" on the second chip of an A3 card, whose power is counted on the first.
    std::optional<double> powerW;

    /** The memory models load into: HBM where the chip has it, else its DDR (310, 310P). */
    std::optional<qint64> deviceMemoryTotalMib() const { return hbmTotalMib ? hbmTotalMib : memoryTotalMib; }
    std::optional<qint64> deviceMemoryUsedMib() const { return hbmTotalMib ? hbmUsedMib : memoryUsedMib; }
};

/** One row of the process table under the chips. */
struct NpuProcess
{
    int npu = 0;
    int chip = 0;
    qint64 pid = 0;
    QString name; // cut to the column width by npu-smi ("VLLMEngineCor")
    std::optional<qint64> memoryMib;
};

/** What one `npu-smi info` output says about a machine with Huawei Ascend NPUs. Built by NpuSmiParser. */
struct NpuReport
{
    QString npuSmiVersion; // "25.2.0", "24.1.rc1.b030"; empty when the version line was not saved
    QString driverVersion; // after "Version:" on the same line: the NPU driver's
    QList<NpuDevice> devices; // one per chip, in output order
    QList<NpuProcess> processes;
};

} // namespace RentDeck
