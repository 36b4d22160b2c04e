// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace RentDeck {

/** The nominal facts of one GPU model, as the checks compare them with what a machine reports. */
struct GpuCatalogEntry
{
    QString key; // "rtx4090"
    QString name; // as nvidia-smi names it: "NVIDIA GeForce RTX 4090"
    qint64 memoryTotalMib = 0; // what nvidia-smi reports for a whole card
    double vramGb = 0; // as sold
    /**
     * Dense 16-bit Tensor Core peak, FP32 accumulate: the rate the planner assumes and the benchmark (which uses
     * fp16 where bf16 is missing) is compared with. The catalog's "bf16_tflops", or its "fp16_tflops" on cards
     * without bf16 (V100, T4, Turing): see bf16Native. 0 when unknown.
     */
    double bf16Tflops = 0;
    bool bf16Native = false; // the catalog lists a bf16 rate (> 0); false: bf16Tflops is the fp16 rate
    double fp16Tflops = 0; // dense FP16 Tensor Core peak, FP32 accumulate (GeForce: the half-rate figure); 0 unknown
    double fp32Tflops = 0; // non-tensor FP32 peak; 0 when unknown
    std::optional<double> memBandwidthGbs; // only when the catalog lists "mem_bandwidth_gbs"
    int maxSmClockMhz = 0;
    QString interconnect; // between the GPUs of a multi-GPU box: "PCIe", "NVLink"; "" when not listed
    QStringList aliases; // the providers' other spellings of the model ("H100 SXM", "RTX 4080S"), from "aliases"
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

    /**
     * The entry whose name is \a gpuName (case-insensitive, with or without the "NVIDIA " prefix) or whose key it
     * is; else the one whose name or alias it is once case, "NVIDIA", "GeForce", spaces and punctuation are set
     * aside ("RTX 4090D" = "NVIDIA GeForce RTX 4090 D", Vast.ai's "H100 SXM" = "NVIDIA H100 80GB HBM3"). Where an
     * alias names several entries ("A100 SXM4": 40 and 80 GB), \a vramGb (as sold, > 0) picks the nearest; a tie,
     * or no \a vramGb, is nullptr rather than a guess.
     */
    const GpuCatalogEntry *find(const QString &gpuName, double vramGb = 0) const;
    const QList<GpuCatalogEntry> &entries() const { return m_entries; }

private:
    QList<GpuCatalogEntry> m_entries;
    // Each entry's names as find() compares them, made once at load: find() runs for every offer of a plan.
    QStringList m_bareNames;
    QList<QStringList> m_looseNames; // name and aliases
};

} // namespace RentDeck
