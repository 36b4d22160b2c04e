// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Money.h"
#include "plan/PlanEstimate.h"
#include "plan/TrainingTime.h"

namespace RentDeck {

struct Offer;

/**
 * The arithmetic of "plan before you pay" (issue 8): VRAM per GPU, FLOPs, time and money. Pure functions, no
 * I/O, any thread. The formulas and where they come from are in PlanEstimator.cpp. Inputs are assumed valid
 * (PlanInput::validate()).
 */
class PlanEstimator
{
public:
    /** Mixed-precision Adam: fp16 weights 2 + fp16 gradients 2 + fp32 master 4 + two fp32 moments 8. */
    static constexpr double AdamMixedBytesPerParam = 16;
    /** Activation bytes per token, layer and unit of hidden size in fp16 (Korthikanti et al. 2022). */
    static constexpr double ActivationBytesPerTokenHidden = 34;
    /** Per-GPU reserve: CUDA context (~0.3-0.5 GiB), cuBLAS/NCCL workspaces, allocator fragmentation. */
    static constexpr qint64 ReserveBytesPerGpu = qint64(1) << 30;
    /** The KV cache stays 16-bit even when the weights are quantized (weight-only int8/int4). */
    static constexpr double KvBytesPerValue = 2;

    /** VRAM per GPU for \a input.gpus GPUs, FLOPs for input.tokens, and warnings. */
    static PlanEstimate estimate(const PlanInput &input);
    /** 2 × layers × width × bytes × context × sequences (K and V for every token of every sequence). */
    static qint64 kvCacheBytes(int layers, qint64 width, double bytesPerValue, qint64 context, qint64 sequences);
    /** Training FLOPs: 6 × params × tokens (LoRA 4 ×, inference 2 ×; +2 × with activation checkpointing). */
    static double flops(const PlanInput &input);
    /** Gradient sync per step: 2 bytes × \a params over \a bytesPerSecond. */
    static double gradientSyncSeconds(double params, double bytesPerSecond);
    /**
     * Time for \a estimate's tokens on its input.gpus GPUs of \a tflopsPerGpu dense bf16 TFLOPS each, linked at
     * \a linkBytesPerSecond (Interconnect); \a linkName names the link in the warning ("PCIe").
     */
    static TrainingTime trainingTime(
        const PlanEstimate &estimate, double tflopsPerGpu, double linkBytesPerSecond, const QString &linkName);
    /** \a hours on \a offer with its billing rounding (BillingPolicy::computeCost) plus storage while running. */
    static Money jobCost(const Offer &offer, double hours);

private:
    static qint64 activationBytes(const PlanInput &input);
};

} // namespace RentDeck
