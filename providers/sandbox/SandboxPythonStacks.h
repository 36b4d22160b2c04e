// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QString>

namespace RentDeck {

/**
 * The "stack-mismatch" scenario's Python environments in a sandbox instance's home, so the software-stack checks
 * run end to end without a GPU: a conda base whose torch 2.8 (cu128), flash-attn, xformers and bitsandbytes fit;
 * a conda env "train" with torch 2.5.1 (cu124) and a flash-attn whose CUDA part fails to load with the
 * undefined-symbol error of a wheel built for another torch; a venv ~/llm/.venv with torch 2.8 and a vLLM that pins
 * torch 2.7.1. Each "python" is a small script running this computer's python3 with stand-in packages first on
 * sys.path (a torch module that answers what the probe asks, dist-info metadata for the versions). Other scenarios
 * remove what this wrote (the folders carry a marker file).
 */
namespace SandboxPythonStacks {
inline constexpr const char *Scenario = "stack-mismatch";
/** Writes (for Scenario) or removes the environments under \a home; \a architecture picks the compute capability. */
[[nodiscard]] Status apply(const QString &home, const QString &scenario, const QString &architecture);
/**
 * An Ascend box's conda base: a CPU torch 2.5.1 and torch_npu 2.5.1, the pair Ascend/pytorch builds for CANN 8.1.RC1,
 * whose import sets torch.npu and torch.version.cann (\a cann) as the real one does.
 */
[[nodiscard]] Status applyAscend(const QString &home, const QString &cann);
/** Writes \a content to \a path (its folders made), owner-only executable when asked: the sandbox boxes' files. */
[[nodiscard]] Status writeFile(const QString &path, const QByteArray &content, bool executable = false);
} // namespace SandboxPythonStacks

} // namespace RentDeck
