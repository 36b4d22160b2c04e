// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <optional>

namespace RentDeck {

/** The nominal facts of one GPU model, as the checks compare them with what a machine reports. */
struct GpuCatalogEntry
{
    QString key; // "rtx4090"
    QString name; // as nvidia-smi names it: "NVIDIA GeForce RTX 4090"
    qint64 memoryTotalMib = 0; // what nvidia-smi reports for a whole card
    double vramGb = 0; // as sold
    double bf16Tflops = 0; // dense Tensor Core peak; 0 when unknown
    std::optional<double> memBandwidthGbs; // only when the catalog lists "mem_bandwidth_gbs"
    int maxSmClockMhz = 0;
    QString interconnect; // between the GPUs of a multi-GPU box: "PCIe", "NVLink"; "" when not listed
};

/**
 * resources/data/gpu-catalog.json read for the checks (a Qt resource of rd_features at :/checks/gpu-catalog.json,
 * so the checks do not depend on the sandbox provider). Pure apart from load().
 */
class GpuCatalog
{
public:
    static constexpr const char *ResourcePath = ":/checks/gpu-catalog.json";

    /** Io when unreadable; InvalidInput naming the bad entry otherwise. */
    [[nodiscard]] static Result<GpuCatalog> load(const QString &path = QString::fromLatin1(ResourcePath));
    [[nodiscard]] static Result<GpuCatalog> fromJson(const QByteArray &json);

    /** The entry whose name is \a gpuName (case-insensitive, with or without the "NVIDIA " prefix); else nullptr. */
    const GpuCatalogEntry *find(const QString &gpuName) const;
    const QList<GpuCatalogEntry> &entries() const { return m_entries; }

private:
    QList<GpuCatalogEntry> m_entries;
};

} // namespace RentDeck
