// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QString>

namespace RentDeck {

struct SandboxInstancePaths;

/**
 * The scenarios that change a sandbox instance's host rather than its GPUs, so the host checks and the starved-GPU
 * diagnosis meet them end to end:
 * - "tiny-shm": the instance's df reports /dev/shm as Docker's default 64 MB (a container started without
 *   --shm-size), for the host.shm check. Only df on the instance's PATH changes; this computer's /dev/shm does not.
 * - "starved-loader": a real CPU-bound data loader runs on every core (at the lowest priority, so this computer
 *   stays usable), while rentdeck-gpusim shows the GPUs holding a job at 30–45 %: the Monitor's "CPU-bound" cause.
 *   It carries the instance marker, so stop and destroy end it too.
 */
namespace SandboxHostScenarios {
inline constexpr const char *TinyShm = "tiny-shm";
inline constexpr const char *StarvedLoader = "starved-loader";
/** Writes the tiny-shm df on the instance's PATH, or removes it for any other scenario. */
[[nodiscard]] Status applyFiles(const SandboxInstancePaths &paths, const QString &scenario);
/** Starts the loader for StarvedLoader (once: a running one is kept), ends it for any other scenario. */
void applyProcesses(const SandboxInstancePaths &paths, const QString &scenario, const QString &marker);
/** The loader's live processes (one per CPU). */
QList<qint64> loaderPids(const QString &marker);
} // namespace SandboxHostScenarios

} // namespace RentDeck
