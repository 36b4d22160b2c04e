// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace RentDeck {

/** One MIG slice of a GPU. Fields a format does not print stay empty / std::nullopt. */
struct MigDevice
{
    int index = 0; // MIG device index on its parent GPU
    std::optional<int> gpuInstanceId; // GI
    std::optional<int> computeInstanceId; // CI
    QString profile; // "1g.10gb"; only `-L` prints it
    QString uuid; // "MIG-…"; only `-L` prints it
    std::optional<qint64> memoryTotalMib;
    std::optional<qint64> memoryUsedMib;
    std::optional<int> smCount;
};

/**
 * One physical GPU as nvidia-smi reports it. std::nullopt (or an empty string) means the output did
 * not carry the value or said N/A, [N/A], [Not Supported] or ERR!.
 */
struct GpuInfo
{
    int index = 0;
    QString name; // may end in "..." when it came from the default table
    QString uuid;
    QString busId; // "00000000:01:00.0"
    std::optional<qint64> memoryTotalMib;
    std::optional<qint64> memoryUsedMib;
    std::optional<qint64> memoryFreeMib;
    std::optional<int> utilizationGpu; // percent
    std::optional<int> temperatureC;
    std::optional<double> powerDrawW;
    std::optional<double> powerLimitW;
    std::optional<int> smClockMhz;
    std::optional<int> smClockMaxMhz;
    QString pstate; // "P0" … "P12"
    std::optional<bool> migEnabled;
    QList<MigDevice> migDevices;
    QString virtualizationMode; // "None", "Pass-Through", "VGPU", …
    /** Active clock event (throttle) reasons, nvml names: gpu_idle, sw_power_cap, hw_slowdown, … */
    QStringList eventReasonsActive;
    std::optional<bool> eccEnabled;
    std::optional<qint64> eccVolatileCorrected;
    std::optional<qint64> eccVolatileUncorrected;
    std::optional<qint64> eccAggregateUncorrected;
    std::optional<qint64> retiredPagesSingleBit;
    std::optional<qint64> retiredPagesDoubleBit;
    std::optional<bool> retiredPagesPending;
    std::optional<qint64> remappedRowsCorrectable;
    std::optional<qint64> remappedRowsUncorrectable;
    std::optional<bool> remappedRowsPending;
    std::optional<bool> remappedRowsFailure;

    bool isNameTruncated() const { return name.endsWith(QLatin1String("...")); }
};

/** What one nvidia-smi output says about a machine. Built by the NvidiaSmi*Parser classes. */
struct GpuReport
{
    enum class Format
    {
        Xml, // -q -x
        QueryText, // -q
        Table, // default table
        Csv, // --query-gpu … --format=csv
        List, // -L (and `nvlink -s`, which lists GPUs the same way)
        Version, // --version
    };

    Format format = Format::Table;
    QString driverVersion; // the KMD version on drivers >= 610 (the old field is deprecated there)
    QString cudaVersion; // max CUDA the driver supports ("CUDA UMD Version" on >= 610); empty pre-410
    QString kmdVersion; // only when the output has a "KMD Version" field (>= 610)
    QString cudaUmdVersion; // only when the output has a "CUDA UMD Version" field (>= 610)
    QList<GpuInfo> gpus;
    /**
     * What the output lacks though it parsed: a cut-off copy (a table ending inside its "MIG devices" block), a
     * partial `-q -x` without driver_version or a GPU's fb_memory_usage total, … One sentence each, naming it.
     */
    QStringList warnings;

    static QString formatName(Format format);
};

} // namespace RentDeck
