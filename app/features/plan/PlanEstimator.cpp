// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/PlanEstimator.h"

#include "core/Offer.h"
#include "core/Translate.h"
#include "plan/ModelPreset.h"

#include <algorithm>
#include <cmath>

namespace RentDeck {

namespace {

QString tr(const char *text)
{
    return translateInFile("RentDeck::PlanEstimator", text);
}

qint64 bytes(double value)
{
    return qint64(std::ceil(value));
}

QString seconds(double value)
{
    return QString::number(value, 'g', 2);
}

} // namespace

PlanEstimate PlanEstimator::estimate(const PlanInput &input)
{
    PlanEstimate result;
    result.input = input;
    PlanInput &in = result.input;
    if (!in.hasShape()) {
        // Activations and the KV cache need the shape; a model of similar size has a similar one.
        const ModelPreset &preset = ModelPreset::nearest(in.params);
        in.layers = preset.layers;
        in.hidden = preset.hidden;
        in.kvHeads = preset.kvHeads;
        in.headDim = preset.headDim;
        result.warnings << tr("Model shape not given: assumed %1 layers, hidden size %2 (the %3 class, as %4).")
                               .arg(in.layers)
                               .arg(in.hidden)
                               .arg(preset.key.toUpper(), preset.example);
    }
    const double params = in.params;
    const double gpus = in.gpus;
    VramBreakdown &vram = result.perGpu;
    vram.reserve = ReserveBytesPerGpu;

    switch (in.mode) {
    case PlanMode::Full:
    case PlanMode::Sharded: {
        // Mixed-precision Adam keeps 16 bytes per parameter (Rajbhandari et al. 2020, "ZeRO", §3.1: 2 + 2 + 12):
        // 112 GB for 7B before activations; the usual 18-20 bytes/param rule adds activations and buffers, which
        // we count from the shape instead. Full data parallelism replicates all of it on every GPU; ZeRO-3 / FSDP
        // full shard divides the three states by the GPU count, but each GPU keeps its own micro-batch's
        // activations.
        const double shards = in.mode == PlanMode::Sharded ? gpus : 1;
        vram.weights = bytes(2 * params / shards);
        vram.gradients = bytes(2 * params / shards);
        vram.optimizer = bytes((AdamMixedBytesPerParam - 4) * params / shards);
        vram.activations = activationBytes(in);
        if (in.precision == WeightPrecision::Int8 || in.precision == WeightPrecision::Int4) {
            result.warnings << tr("Full fine-tuning trains 16-bit weights; int8/int4 applies to LoRA and inference "
                                  "only and was ignored.");
        }
        if (in.mode == PlanMode::Full && in.gpus > 1) {
            result.warnings << tr("Full data parallelism keeps every state on each GPU; --mode sharded divides them "
                                  "by the GPU count.");
        }
        if (in.mode == PlanMode::Sharded && in.gpus == 1) {
            result.warnings << tr("Sharding over one GPU saves no memory.");
        }
        break;
    }
    case PlanMode::Lora: {
        // The frozen base at its storage precision (2 / 1 / 0.5 bytes), plus adapters trained like a small full
        // fine-tune: fp16 adapter weights and gradients, fp32 master and Adam moments (Hu et al. 2021 "LoRA";
        // Dettmers et al. 2023 "QLoRA" for the 4-bit base). Data parallel: every GPU holds all of it.
        const double adapters = in.adapterFraction * params;
        vram.weights = bytes(params * PlanInput::bytesPerWeight(in.precision) + 2 * adapters);
        vram.gradients = bytes(2 * adapters);
        vram.optimizer = bytes((AdamMixedBytesPerParam - 4) * adapters);
        vram.activations = activationBytes(in);
        break;
    }
    case PlanMode::Inference: {
        // Weights at the chosen precision plus the KV cache for seqLen tokens of `batch` concurrent sequences;
        // tensor parallelism (vLLM, TGI) splits both evenly over the GPUs.
        vram.weights = bytes(params * PlanInput::bytesPerWeight(in.precision) / gpus);
        vram.kvCache = kvCacheBytes(in.layers, in.kvWidth(), KvBytesPerValue, in.seqLen, in.batch) / in.gpus;
        break;
    }
    }
    result.flops = flops(in);
    return result;
}

qint64 PlanEstimator::activationBytes(const PlanInput &input)
{
    // Korthikanti et al. 2022 ("Reducing Activation Recomputation in Large Transformer Models", §4.1): one
    // layer stores s·b·h·(34 + 5·a·s/h) bytes in 16-bit. FlashAttention never materialises the a·s² scores, so
    // 34·s·b·h per layer remains. With full recomputation only each layer's 16-bit input (2·s·b·h) is kept,
    // plus one layer's full set while it is recomputed.
    const double perLayer = ActivationBytesPerTokenHidden * input.seqLen * input.batch * double(input.hidden);
    if (input.checkpointing) {
        return bytes(2.0 * input.seqLen * input.batch * double(input.hidden) * input.layers + perLayer);
    }
    return bytes(perLayer * input.layers);
}

qint64 PlanEstimator::kvCacheBytes(int layers, qint64 width, double bytesPerValue, qint64 context, qint64 sequences)
{
    // K and V (the 2), per layer, per token: a 32-layer, 4096-wide fp16 model holds 2·32·4096·2 B = 0.5 MiB a
    // token. With grouped-query attention only kv_heads × head_dim of the width is cached (Ainslie et al. 2023).
    return bytes(2.0 * layers * double(width) * bytesPerValue * double(context) * double(sequences));
}

double PlanEstimator::flops(const PlanInput &input)
{
    // Kaplan et al. 2020 / Hoffmann et al. 2022: a training token costs ~6 FLOPs per parameter (2 forward,
    // 4 backward). A frozen base skips the weight gradients (half the backward): ~4. Inference runs the forward
    // pass only: ~2.
    double perToken = 6;
    if (input.mode == PlanMode::Lora) {
        perToken = 4;
    } else if (input.mode == PlanMode::Inference) {
        perToken = 2;
    }
    if (input.checkpointing && input.mode != PlanMode::Inference) {
        // Full recomputation runs each layer's forward pass a second time during the backward pass: +2 per
        // parameter and token (Chen et al. 2016; Korthikanti et al. 2022 measure 30-40 % more time).
        perToken += 2;
    }
    return perToken * input.params * input.tokens;
}

double PlanEstimator::gradientSyncSeconds(double params, double bytesPerSecond)
{
    // Ring all-reduce moves 2·(N-1)/N of the gradients through each link; we take the issue's simpler "2 bytes
    // per parameter over the bandwidth" with a bus bandwidth (Interconnect) that already includes that factor.
    // ZeRO-3 moves ~1.5× this (all-gather in forward and backward, reduce-scatter): a lower bound there.
    return bytesPerSecond > 0 ? 2.0 * params / bytesPerSecond : 0;
}

TrainingTime PlanEstimator::trainingTime(
    const PlanEstimate &estimate, double tflopsPerGpu, double linkBytesPerSecond, const QString &linkName)
{
    TrainingTime time;
    const PlanInput &in = estimate.input;
    if (in.tokens <= 0 || tflopsPerGpu <= 0) {
        return time;
    }
    const double flopsPerSecond = tflopsPerGpu * 1e12 * in.mfu;
    if (in.mode == PlanMode::Inference) {
        // No optimizer steps; the GPUs share the tokens. Decoding small batches is memory-bound, so this
        // compute-bound figure is a lower bound.
        time.hours = estimate.flops / (in.gpus * flopsPerSecond) / 3600;
        time.warnings << tr("Inference time assumes compute-bound batches; small-batch decoding is slower.");
        return time;
    }
    const double tokensPerStep = double(in.seqLen) * in.batch * in.gpus;
    time.steps = in.tokens / tokensPerStep;
    time.computeSecondsPerStep = estimate.flops / time.steps / (in.gpus * flopsPerSecond);
    if (in.gpus > 1) {
        const double trained = in.mode == PlanMode::Lora ? in.adapterFraction * in.params : in.params;
        time.syncSecondsPerStep = gradientSyncSeconds(trained, linkBytesPerSecond);
    }
    // DDP and FSDP overlap the gradient all-reduce with the backward pass (Li et al. 2020, "PyTorch Distributed"),
    // so a step takes the longer of the two rather than their sum.
    const double stepSeconds = std::max(time.computeSecondsPerStep, time.syncSecondsPerStep);
    time.hours = time.steps * stepSeconds / 3600;
    time.communicationDominates = time.syncSecondsPerStep > time.computeSecondsPerStep;
    if (time.communicationDominates) {
        time.warnings << tr("%1 GPUs over %2: gradient sync %3 s > step %4 s — adding GPUs will not help.")
                             .arg(in.gpus)
                             .arg(linkName, seconds(time.syncSecondsPerStep), seconds(time.computeSecondsPerStep));
    }
    return time;
}

Money PlanEstimator::jobCost(const Offer &offer, double hours)
{
    const qint64 runSeconds = qint64(std::ceil(hours * 3600 - 1e-9));
    Money cost = offer.billing.computeCost(offer.pricePerHour, runSeconds);
    if (offer.billing.storageBilledWhileRunning) {
        // The job's disk is billed for what the provider charges while running; destroyed right after the job,
        // nothing is charged for a stopped disk.
        cost += offer.billing.storageCost(
            offer.diskGb, offer.billing.billedSeconds(runSeconds), offer.pricePerHour.currency());
    }
    return cost;
}

} // namespace RentDeck
