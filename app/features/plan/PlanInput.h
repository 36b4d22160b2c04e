// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QString>
#include <optional>

namespace RentDeck {

/** What kind of job the plan is for. */
enum class PlanMode
{
    Full, // full fine-tuning, data parallel: every GPU holds all states
    Sharded, // ZeRO-3 / FSDP full shard: states split across the GPUs
    Lora, // LoRA / QLoRA: frozen base at --precision, small trained adapters
    Inference, // serving: weights + KV cache, tensor parallel across the GPUs
};

/** Storage precision of the (base) weights. fp16 and bf16 take the same room. */
enum class WeightPrecision
{
    Fp16,
    Bf16,
    Int8,
    Int4,
};

/**
 * The inputs of one estimate. Shape fields left at 0 are filled by PlanEstimator from the nearest ModelPreset;
 * the caller may edit every field (the presets are only a starting point).
 */
struct PlanInput
{
    static constexpr double DefaultMfu = 0.35;
    static constexpr int DefaultSeqLen = 2048;
    // LoRA of rank 16 on every linear layer of a Llama-class model trains ~0.5-1 % of the parameters (Hu et al.
    // 2021, "LoRA"; PEFT defaults); 1 % keeps the adapters' state on the safe side.
    static constexpr double DefaultAdapterFraction = 0.01;

    double params = 0; // parameter count
    PlanMode mode = PlanMode::Full;
    int gpus = 1;
    WeightPrecision precision = WeightPrecision::Bf16;
    int seqLen = DefaultSeqLen; // training sequence length; inference: context length
    int batch = 1; // micro-batch per GPU; inference: concurrent sequences
    int layers = 0;
    int hidden = 0;
    int kvHeads = 0; // GQA/MQA: with headDim, replaces hidden in the KV cache
    int headDim = 0;
    double tokens = 0; // training (or generated) tokens; 0 = no time estimate
    double mfu = DefaultMfu; // model FLOPs utilisation, 0..1
    double adapterFraction = DefaultAdapterFraction; // LoRA: trained parameters / all parameters
    bool checkpointing = false; // activation recomputation: keep only each layer's input

    bool hasShape() const { return layers > 0 && hidden > 0; }
    /** The width of one token's K (or V) in one layer: kvHeads × headDim when both are known, else hidden. */
    qint64 kvWidth() const;
    /** InvalidInput naming the first bad field (translated). */
    [[nodiscard]] Status validate() const;

    static double bytesPerWeight(WeightPrecision precision);
    static QString modeName(PlanMode mode);
    static std::optional<PlanMode> modeFromName(const QString &name);
    static QString precisionName(WeightPrecision precision);
    static std::optional<WeightPrecision> precisionFromName(const QString &name);
    /**
     * A positive count: plain or scientific ("7000000000", "7e9") or with a K/M/B/T suffix, case-insensitive
     * ("7B", "1.5b", "500M"). nullopt otherwise.
     */
    static std::optional<double> parseCount(const QString &text);
};

} // namespace RentDeck
