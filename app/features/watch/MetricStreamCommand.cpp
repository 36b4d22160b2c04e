// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "watch/MetricStreamCommand.h"

#include "ssh/ShellQuote.h"

#include <QStringList>
#include <algorithm>

namespace RentDeck::MetricStreamCommand {

namespace {

// The host counters, read with builtins only. iowait counts as idle (as top does). /proc/meminfo is read up to
// MemAvailable (the 3rd line on kernels ≥ 3.14). IFS=': ' splits "eth0: 123 …" and the old "eth0:123 …" alike;
// the two header lines of /proc/net/dev fail the number test. Then the iowait jiffies alone and the sectors read
// (512 bytes each) by the whole disks in /proc/diskstats (the ones /sys/block lists, without loop, RAM and
// device-mapper or RAID devices, whose reads their disks count again): the starved-GPU diagnosis's I/O cue.
const char *const HostFunction
    = "hs() { if [ \"$p\" = 1 ]; then "
      "read -r up _ </proc/uptime; "
      "read -r _ u n s i w q sq st _ </proc/stat; "
      "mt=; ma=; while read -r k v _; do case $k in MemTotal:) mt=$v;; MemAvailable:) ma=$v; break;; esac; "
      "done </proc/meminfo; "
      "rx=0; tx=0; while IFS=': ' read -r d r _ _ _ _ _ _ _ t _; do case $d in lo|'') continue;; esac; "
      "case $r$t in ''|*[!0-9]*) continue;; esac; rx=$((rx+r)); tx=$((tx+t)); done </proc/net/dev; "
      "dr=; if [ -r /proc/diskstats ]; then dr=0; while read -r _ _ d _ _ sr _; do "
      "case $d in loop*|ram*|zram*|dm-*|md*) continue;; esac; [ -d \"/sys/block/$d\" ] || continue; "
      "case $sr in ''|*[!0-9]*) continue;; esac; dr=$((dr+sr)); done </proc/diskstats; fi; "
      "printf 'H,%s,%s,%s,%s,%s,%s,%s,%s,%s\\n' \"$up\" "
      "$((${u:-0}+${n:-0}+${s:-0}+${i:-0}+${w:-0}+${q:-0}+${sq:-0}+${st:-0})) $((${i:-0}+${w:-0})) "
      "\"$mt\" \"$ma\" \"$rx\" \"$tx\" \"${w:-}\" \"$dr\"; "
      "else printf 'H,,,,,,,,,\\n'; fi; }";

} // namespace

QString gpuFields()
{
    return QStringLiteral("timestamp,index,utilization.gpu,memory.used,memory.total,temperature.gpu,power.draw,"
                          "power.limit,clocks.sm,clocks_throttle_reasons.active");
}

QString sleepArgument(int intervalMs)
{
    const int ms = std::clamp(intervalMs, MinIntervalMs, MaxIntervalMs);
    if (ms % 1000 == 0) {
        return QString::number(ms / 1000);
    }
    QString fraction = QString::number(ms % 1000).rightJustified(3, QLatin1Char('0'));
    while (fraction.endsWith(QLatin1Char('0'))) {
        fraction.chop(1);
    }
    return QString::number(ms / 1000) + QLatin1Char('.') + fraction;
}

QString script(int intervalMs)
{
    const int ms = std::clamp(intervalMs, MinIntervalMs, MaxIntervalMs);
    // `g` stays 1 until a line of GPU 0 went by: only then did nvidia-smi really stream, and its end ends us.
    // The group's exit status is the pipeline's, so `&& exit 0` leaves only after a real stream.
    const QString gpuLoop = QStringLiteral("if command -v nvidia-smi >/dev/null 2>&1; then "
                                           "nvidia-smi --query-gpu=%1 --format=csv,noheader,nounits -lms %2 "
                                           "| { g=1; while IFS= read -r l; do printf 'G,%s\\n' \"$l\" || exit 1; "
                                           "x=${l#*, }; case ${x%%,*} in 0) g=0; hs || exit 1;; esac; done; "
                                           "exit $g; } && exit 0; fi")
                                .arg(gpuFields())
                                .arg(ms);
    // Huawei Ascend: no query mode like nvidia-smi's, so each tick prints the whole `npu-smi info` table (its
    // lines prefixed "N,", closed by "N.") and the host line; NpuSmiParser reads it on our side.
    const QString npuLoop
        = QStringLiteral("if command -v npu-smi >/dev/null 2>&1 && npu-smi info >/dev/null 2>&1; then "
                         "printf 'I,npu\\n' || exit 1; while :; do "
                         "npu-smi info 2>&1 | while IFS= read -r l; do printf 'N,%s\\n' \"$l\"; done; "
                         "printf 'N.\\n' || exit 1; hs || exit 1; sleep %1; done; fi")
              .arg(sleepArgument(ms));
    const QString hostLoop
        = QStringLiteral("printf 'I,host-only\\n' || exit 1; while :; do hs || exit 1; sleep %1; done")
              .arg(sleepArgument(ms));
    return QStringList { QStringLiteral("LC_ALL=C"), QStringLiteral("export LC_ALL"), QStringLiteral("set -f"),
        QStringLiteral("p=0"),
        QStringLiteral("[ -r /proc/stat ] && [ -r /proc/meminfo ] && [ -r /proc/net/dev ] && [ -r /proc/uptime ] "
                       "&& p=1"),
        QLatin1String(HostFunction), gpuLoop, npuLoop, hostLoop }
        .join(QStringLiteral("; "));
}

QString command(int intervalMs)
{
    // exec: no login shell left waiting. $0 names the process in ps on the instance.
    return QStringLiteral("exec sh -c ") + ShellQuote::quote(script(intervalMs)) + QStringLiteral(" rentdeck-metrics");
}

} // namespace RentDeck::MetricStreamCommand
