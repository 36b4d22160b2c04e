// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

namespace RentDeck {

/** Bytes of GPU memory one GPU needs, by what holds them. */
struct VramBreakdown
{
    qint64 weights = 0; // model weights (LoRA: frozen base + adapters)
    qint64 optimizer = 0; // fp32 master weights and Adam's two moments
    qint64 gradients = 0;
    qint64 activations = 0; // kept for the backward pass
    qint64 kvCache = 0; // inference
    qint64 reserve = 0; // CUDA context, kernels, allocator fragmentation

    qint64 total() const { return weights + optimizer + gradients + activations + kvCache + reserve; }
    bool operator==(const VramBreakdown &other) const = default;
};

} // namespace RentDeck
