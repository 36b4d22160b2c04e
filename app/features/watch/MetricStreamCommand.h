// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace RentDeck {

/**
 * The one long-running remote command behind a metric stream. Pure functions.
 *
 * `nvidia-smi --query-gpu=<GpuFields> --format=csv,noheader,nounits -lms N` is piped into a POSIX sh
 * `while read` loop that prints every line as `G,<line>` and, when the line of GPU index 0 arrives (once per
 * tick), reads /proc/uptime, /proc/stat, /proc/meminfo and /proc/net/dev with the shell's `read` builtin and
 * redirects only and prints one line of raw counters:
 *
 *     H,<uptime s>,<cpu jiffies total>,<cpu jiffies idle+iowait>,<MemTotal kB>,<MemAvailable kB>,<rx bytes>,<tx bytes>
 *
 * (rx/tx summed over every interface but lo; a field is empty when the instance has no such counter). So after
 * the start no process is spawned per sample: printf, read, case and $((…)) are builtins of every POSIX sh.
 *
 * Without nvidia-smi, or when it ends without printing a line for GPU 0 (no driver, no devices, a field it
 * rejects), the command prints `I,host-only` and loops over the host counters alone, paced by `sleep`: that
 * fallback spawns one `sleep` per sample (POSIX sh has no sleep builtin), nothing else. When nvidia-smi ends
 * after it streamed (it died, the driver went away), the command ends too, so MetricStream can restart it.
 *
 * Each write checks for failure, so the remote loop ends within one interval once the channel is closed even
 * where SIGPIPE is ignored. LC_ALL=C keeps nvidia-smi's numbers free of locale decimal commas. The script runs
 * under `sh -c '…'` so a login shell that is not POSIX (fish, tcsh) only has to start it; it is one line with no
 * backslash escapes inside the quotes for the same reason.
 */
namespace MetricStreamCommand {

constexpr int DefaultIntervalMs = 1000;
constexpr int MinIntervalMs = 100;
constexpr int MaxIntervalMs = 3600 * 1000;

/** The --query-gpu fields, in the order MetricStreamParser reads them. */
QString gpuFields();
/** The sh script (one line). \a intervalMs is clamped to [MinIntervalMs, MaxIntervalMs]. */
QString script(int intervalMs = DefaultIntervalMs);
/** The command line for SshSession::exec(): `exec sh -c '<script>' rentdeck-metrics`. */
QString command(int intervalMs = DefaultIntervalMs);
/** `sleep`'s argument for \a intervalMs: "1", "0.25", "1.5" (fractions need GNU or busybox sleep). */
QString sleepArgument(int intervalMs);

} // namespace MetricStreamCommand

} // namespace RentDeck
