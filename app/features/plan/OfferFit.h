// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Money.h"
#include "plan/PlanEstimate.h"
#include "plan/ThroughputHistory.h"
#include "plan/TrainingTime.h"

#include <optional>

namespace RentDeck {

class GpuCatalog;
struct GpuCatalogEntry;
struct Offer;

/** How well a plan fits a box. */
enum class FitLevel
{
    DoesNotFit,
    Tight, // fits, but over TightAbove of the memory: a longer sequence or a bigger batch will not
    Comfortable,
};

/**
 * A plan applied to one offer (or to N GPUs of one catalog model): the plan is re-estimated for the box's GPU
 * count, since sharding and tensor parallelism divide by it, then compared per GPU with the memory each GPU
 * really has (nvidia-smi's total from the catalog; a slice's own size). Full and LoRA runs are data parallel, so
 * each GPU must hold the whole per-GPU estimate; "VRAM per GPU × count" only helps through sharded or inference
 * plans. Pure.
 */
struct OfferFit
{
    static constexpr double TightAbove = 0.85;

    FitLevel level = FitLevel::DoesNotFit;
    PlanEstimate estimate; // for this box's GPU count
    qint64 usableBytesPerGpu = 0;
    QString interconnect; // the link the time assumes ("PCIe", "NVLink")
    double linkBytesPerSecond = 0; // its all-reduce bandwidth: Interconnect's figure, or measured on this offer
    bool linkMeasured = false; // linkBytesPerSecond came from this offer's benchmark (bench.allreduce)
    double tflopsPerGpu = 0; // the rate the time assumes: measured when ThroughputHistory has it, else nominal
    ThroughputSource throughputSource = ThroughputSource::Nominal;
    std::optional<TrainingTime> time; // when the plan has tokens and the GPU's TFLOPS are known
    /**
     * Effective job cost: price × hours, where hours = FLOPs / (GPUs × TFLOPS × MFU × parallel efficiency), with
     * the offer's billing rounding and storage. Offers only, with time; invalid otherwise.
     */
    Money jobCost;

    /** Compute time over step time (1 when the gradient sync hides behind the backward pass); 0 without time. */
    double parallelEfficiency() const;

    bool fits() const { return level != FitLevel::DoesNotFit; }
    /** Warnings of the estimate and the time together (translated). */
    QStringList warnings() const;

    static FitLevel levelFor(qint64 neededPerGpu, qint64 usablePerGpu);
    /** "no" / "tight" / "comfortable" (JSON). */
    static QString levelName(FitLevel level);
    /** \a input on \a gpuCount GPUs of the catalog model \a gpu. */
    static OfferFit forGpu(PlanInput input, const GpuCatalogEntry &gpu, int gpuCount);
    /**
     * \a input on \a offer; \a catalog (may be null) gives memory, nominal TFLOPS and link of the offer's GPU;
     * \a measured (may be null) replaces the nominal TFLOPS with what benchmarks found on this offer or model.
     */
    static OfferFit forOffer(
        PlanInput input, const Offer &offer, const GpuCatalog *catalog, const ThroughputHistory *measured = nullptr);

private:
    static OfferFit make(PlanInput input, int gpuCount, qint64 usablePerGpu, double tflopsPerGpu,
        const QString &interconnect, double measuredLinkBytesPerSecond = 0);
};

} // namespace RentDeck
