// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// CheckEvaluator's multi-GPU benchmark part: peer-to-peer access and the measured all-reduce bandwidth.
#include "checks/CheckEvaluator.h"
#include "checks/Interconnect.h"

#include <cmath>

namespace RentDeck {

QList<CheckResult> CheckEvaluator::multiGpu(const CheckSubject &subject, const QJsonObject &bench)
{
    QList<CheckResult> results;
    const QString suffix = bench.value(QLatin1String("simulated")).toBool() ? tr(" (simulated)") : QString();
    const QJsonArray p2p = bench.value(QLatin1String("p2p")).toArray();
    if (p2p.size() > 1) {
        QStringList missing;
        int pairs = 0;
        for (qsizetype a = 0; a < p2p.size(); ++a) {
            for (qsizetype b = a + 1; b < p2p.size(); ++b) {
                ++pairs;
                if (!p2p.at(a).toArray().at(b).toBool() || !p2p.at(b).toArray().at(a).toBool()) {
                    missing << QStringLiteral("%1↔%2").arg(a).arg(b);
                }
            }
        }
        const QString title = tr("GPU peer-to-peer access");
        const QString expected = tr("every GPU pair reaches the other directly");
        if (missing.isEmpty()) {
            results << CheckResult::make(QStringLiteral("bench.p2p"), title, CheckStatus::Pass,
                tr("all %1 GPUs reach each other directly%2").arg(p2p.size()).arg(suffix), expected);
        } else {
            const QString which = missing.size() == pairs
                ? tr("no GPU pair has peer-to-peer access")
                : tr("%1 of %2 GPU pairs lack peer-to-peer access: %3")
                      .arg(missing.size())
                      .arg(pairs)
                      .arg(missing.mid(0, 8).join(QStringLiteral(", "))
                          + (missing.size() > 8 ? QStringLiteral(", …") : QString()));
            results << CheckResult::make(QStringLiteral("bench.p2p"), title, CheckStatus::Warn, which + suffix,
                expected,
                tr("NCCL copies through host memory between those GPUs (GeForce cards and GPUs on different CPU "
                   "sockets "
                   "have no peer access): for multi-GPU training rent an NVLink or SXM box; if NCCL hangs, set "
                   "NCCL_P2P_DISABLE=1"));
        }
    }
    const QJsonObject allReduce = bench.value(QLatin1String("allreduce")).toObject();
    if (allReduce.isEmpty()) {
        return results;
    }
    const QString title = tr("All-reduce bandwidth");
    if (allReduce.contains(QLatin1String("error")) || allReduce.contains(QLatin1String("skipped"))) {
        const bool skipped = allReduce.contains(QLatin1String("skipped"));
        results << CheckResult::make(QStringLiteral("bench.allreduce"), title,
            skipped ? CheckStatus::Skip : CheckStatus::Warn,
            skipped ? allReduce.value(QLatin1String("skipped")).toString()
                    : tr("the all-reduce did not run: %1").arg(allReduce.value(QLatin1String("error")).toString()),
            {}, tr("Check NCCL by hand: python -c \"import torch, torch.cuda.nccl as n; print(n.version())\""));
        return results;
    }
    const double busGbs = allReduce.value(QLatin1String("busbw_gbs")).toDouble();
    const int gpus = allReduce.value(QLatin1String("gpus")).toInt();
    const Interconnect::Kind link = Interconnect::fromName(subject.interconnect);
    const double plannedGbs = Interconnect::bytesPerSecond(link) / 1e9;
    const double ratio = plannedGbs > 0 ? busGbs / plannedGbs : 1;
    const QString measured = tr("%1 GB/s bus bandwidth across %2 GPUs (%3% of the %4 GB/s planned for %5)%6")
                                 .arg(busGbs)
                                 .arg(gpus)
                                 .arg(std::lround(ratio * 100))
                                 .arg(plannedGbs)
                                 .arg(Interconnect::name(link), suffix);
    const QString expected = tr("≥ %1% of %2 GB/s").arg(std::lround(MinBenchRatio * 100)).arg(plannedGbs);
    CheckResult result = ratio < MinBenchRatio
        ? CheckResult::make(QStringLiteral("bench.allreduce"), title, CheckStatus::Warn, measured, expected,
            tr("Gradient sync here takes %1× as long as planned; the planner uses this measurement for this offer from "
               "now on. For data-parallel training across these GPUs rent a box with NVLink, or use fewer GPUs")
                .arg(std::round(1 / std::max(ratio, 0.01) * 10) / 10))
        : CheckResult::make(QStringLiteral("bench.allreduce"), title, CheckStatus::Pass, measured, expected);
    if (busGbs > 0) {
        result.value = busGbs; // GB/s, for the planner's gradient-sync estimate (ThroughputHistory)
    }
    results << result;
    return results;
}

} // namespace RentDeck
