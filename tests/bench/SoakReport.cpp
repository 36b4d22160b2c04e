// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SoakReport.h"

#include "watch/MetricStore.h"

#include <QTextStream>
#include <algorithm>
#include <cmath>

namespace RentDeck {

namespace {

QString okOrNot(bool ok)
{
    return ok ? QStringLiteral("ok") : QStringLiteral("**NOT OK**");
}

QString number(double value, int decimals = 1)
{
    return QString::number(value, 'f', decimals);
}

/** Mean of \a field over the samples in [fromMin, toMin]; the sample nearest the middle when none lies there. */
double meanOver(const QList<ProcessSample> &samples, double fromMin, double toMin, double ProcessSample::*field,
    int *count = nullptr)
{
    double sum = 0;
    int n = 0;
    for (const ProcessSample &sample : samples) {
        if (sample.minutes >= fromMin && sample.minutes <= toMin) {
            sum += sample.*field;
            ++n;
        }
    }
    if (n == 0 && !samples.isEmpty()) {
        const double middle = (fromMin + toMin) / 2;
        const auto nearest = std::min_element(
            samples.cbegin(), samples.cend(), [middle](const ProcessSample &a, const ProcessSample &b) {
                return std::abs(a.minutes - middle) < std::abs(b.minutes - middle);
            });
        sum = (*nearest).*field;
        n = 1;
    }
    if (count) {
        *count = n;
    }
    return n > 0 ? sum / n : 0;
}

/** "open FDs: 30 after warm-up, 30 at the end (+0; …); 30 … 52 over all samples — ok (limit ±2)": quiet vs quiet. */
QString countLine(const char *label, const SoakRun &run, int ProcessSample::*field, bool *ok)
{
    const auto [low, high] = std::minmax_element(run.samples.cbegin(), run.samples.cend(),
        [field](const ProcessSample &a, const ProcessSample &b) { return a.*field < b.*field; });
    const QString range = QStringLiteral("%1 … %2 over all samples").arg((*low).*field).arg((*high).*field);
    if (!run.warm) {
        *ok = false;
        return QStringLiteral("%1: not judged, the run stopped before the warm-up ended (%2) — **NOT OK**")
            .arg(QLatin1String(label), range);
    }
    const int change = run.end.*field - (*run.warm).*field;
    *ok = std::abs(change) <= SoakVerdict::CountSlack;
    return QStringLiteral("%1: %2 after warm-up, %3 at the end (%4; both with no sync or check in flight); %5 — %6 "
                          "(limit ±%7)")
        .arg(QLatin1String(label))
        .arg((*run.warm).*field)
        .arg(run.end.*field)
        .arg(change >= 0 ? QStringLiteral("+%1").arg(change) : QString::number(change), range, okOrNot(*ok))
        .arg(SoakVerdict::CountSlack);
}

} // namespace

StreamFigures StreamFigures::of(const MetricStore &store, int gpus, qint64 nowMs)
{
    StreamFigures figures;
    for (const int source : store.sources()) {
        const MetricSeries *series = source == HostSource ? nullptr : store.series(source, MetricKind::GpuUtilization);
        if (!series || series->isEmpty()) {
            continue;
        }
        // Counts add up when points are merged, so any level and any number of points give the total.
        for (const MetricPoint &point : series->points(series->firstMs(), series->lastMs(), 1000).points) {
            figures.samples += point.count;
        }
        figures.firstMs = figures.firstMs == 0 ? series->firstMs() : std::min(figures.firstMs, series->firstMs());
        figures.lastMs = std::max(figures.lastMs, series->lastMs());
    }
    figures.expected = figures.firstMs > 0 ? ((nowMs - figures.firstMs) / 1000 + 1) * gpus : 0;
    for (const MetricGap &gap : store.gaps()) {
        ++figures.gaps;
        figures.gapSeconds += double(gap.toMs - gap.fromMs) / 1000.0;
        if (figures.firstGapReason.isEmpty()) {
            figures.firstGapReason = gap.reason;
        }
    }
    // A gap runs from the last reading before to the first after: the rounds between were lost.
    const double period = std::max(1000.0, figures.periodMs(gpus));
    for (const MetricGap &gap : store.gaps()) {
        figures.missedInGaps += std::max<qint64>(0, std::llround(double(gap.toMs - gap.fromMs) / period) - 1) * gpus;
    }
    return figures;
}

double StreamFigures::periodMs(int gpus) const
{
    // Each gap is one long interval between two readings: left out, so is its time.
    const qint64 intervals = (gpus > 0 ? samples / gpus : 0) - 1 - gaps;
    return intervals > 0 ? (double(lastMs - firstMs) - gapSeconds * 1000.0) / double(intervals) : 0;
}

void StreamTally::add(const QList<GpuMetricSample> &samples)
{
    for (const GpuMetricSample &sample : samples) {
        ++received;
        lastMs = std::max(lastMs, sample.timeMs);
        PerGpu &gpu = m_gpus[sample.gpuIndex];
        const qint64 interval = gpu.lastMs > 0 ? sample.timeMs - gpu.lastMs : 0;
        if (interval > HoleMs && !inGap(gpu.lastMs, sample.timeMs)) {
            const double period = gpu.intervals > 0 ? double(gpu.intervalSumMs) / double(gpu.intervals) : 1000.0;
            ++holes;
            missedOutsideGaps += std::max<qint64>(1, std::llround(double(interval) / period) - 1);
            widestHoleMs = std::max(widestHoleMs, interval);
        } else if (interval > 0 && interval <= HoleMs) {
            gpu.intervalSumMs += interval;
            ++gpu.intervals;
        }
        gpu.lastMs = sample.timeMs;
    }
}

bool StreamTally::inGap(qint64 fromMs, qint64 toMs) const
{
    // The stream's gap runs from its newest reading of any GPU to its first after: a GPU's own readings around it
    // may lie up to a round outside.
    return std::any_of(m_gaps.cbegin(), m_gaps.cend(), [fromMs, toMs](const std::pair<qint64, qint64> &gap) {
        return gap.first <= fromMs + HoleMs && gap.second >= toMs - HoleMs;
    });
}

SoakVerdict SoakVerdict::judge(const SoakRun &run)
{
    SoakVerdict verdict;
    const double length = run.end.minutes;
    int secondCount = 0;
    int lastCount = 0;
    const double second = meanOver(run.samples, length / 4, length / 2, &ProcessSample::rssMiB, &secondCount);
    const double last = meanOver(run.samples, length * 3 / 4, length, &ProcessSample::rssMiB, &lastCount);
    const double growth = last - second;
    verdict.memory = growth < FlatMiB || growth < FlatShare * second;
    const double heapGrowth = meanOver(run.samples, length * 3 / 4, length, &ProcessSample::heapMiB)
        - meanOver(run.samples, length / 4, length / 2, &ProcessSample::heapMiB);
    const double sqliteGrowth = meanOver(run.samples, length * 3 / 4, length, &ProcessSample::sqliteMiB)
        - meanOver(run.samples, length / 4, length / 2, &ProcessSample::sqliteMiB);
    const double storesGrowth = meanOver(run.samples, length * 3 / 4, length, &ProcessSample::storesKiB)
        - meanOver(run.samples, length / 4, length / 2, &ProcessSample::storesKiB);
    const auto signedMiB
        = [](double value) { return value >= 0 ? QStringLiteral("+") + number(value, 2) : number(value, 2); };
    verdict.lines.append(QStringLiteral("memory: mean RSS %1 MiB in the second quarter (%2 samples), %3 MiB in the "
                                        "last (%4 samples): %5 MiB (%6 %) — %7 (limit %8 MiB or %9 %). Meanwhile "
                                        "malloc's bytes in use changed %10 MiB, of which the stores %11 MiB (their "
                                        "rings fill for 2 h by design) and SQLite %12 MiB; peak RSS %13 MiB")
                             .arg(number(second))
                             .arg(secondCount)
                             .arg(number(last))
                             .arg(lastCount)
                             .arg(signedMiB(growth))
                             .arg(number(second > 0 ? growth * 100 / second : 0))
                             .arg(verdict.memory ? QStringLiteral("flat") : QStringLiteral("**NOT flat**"))
                             .arg(number(FlatMiB, 0), number(FlatShare * 100, 0), signedMiB(heapGrowth),
                                 signedMiB(storesGrowth / 1024.0), signedMiB(sqliteGrowth), number(run.end.hwmMiB)));
    verdict.lines.append(countLine("open FDs", run, &ProcessSample::fds, &verdict.fds));
    verdict.lines.append(countLine("threads", run, &ProcessSample::threads, &verdict.threads));

    qint64 received = 0;
    qint64 stored = 0;
    qint64 expected = 0;
    qint64 inGaps = 0;
    qint64 outsideGaps = 0;
    int gaps = 0;
    int holes = 0;
    QStringList problems;
    for (const InstanceFigures &instance : run.instances) {
        const StreamFigures &stream = instance.stream;
        const StreamTally &tally = instance.tally;
        received += tally.received;
        stored += stream.samples;
        expected += stream.expected;
        inGaps += stream.missedInGaps;
        outsideGaps += tally.missedOutsideGaps;
        gaps += stream.gaps;
        holes += tally.holes;
        if (tally.received == 0 || instance.streamReplaced) {
            problems.append(instance.name
                + (instance.streamReplaced ? QStringLiteral(": WatchService dropped its stream (it left Running)")
                                           : QStringLiteral(": no reading")));
        } else if (instance.newestAgeMs > FreshMs) {
            problems.append(
                QStringLiteral("%1: no reading for the last %2 s").arg(instance.name).arg(instance.newestAgeMs / 1000));
        } else if (stream.samples != tally.received) {
            problems.append(QStringLiteral("%1: %2 readings received, %3 in its store")
                                .arg(instance.name)
                                .arg(tally.received)
                                .arg(stream.samples));
        }
    }
    verdict.samples = problems.isEmpty() && outsideGaps == 0;
    double periodSum = 0;
    for (const InstanceFigures &instance : run.instances) {
        periodSum += instance.stream.periodMs(instance.gpus);
    }
    const double period = run.instances.isEmpty() ? 0 : periodSum / double(run.instances.size());
    verdict.lines.append(
        QStringLiteral("samples: %1 GPU readings received, %2 kept in the stores; %3 gaps cost %4 "
                       "readings; %5 holes outside gaps cost %6 — %7%8. (Exactly 1 Hz would have "
                       "given %9: the sampler's round is %10 ms on average, since nvidia-smi -lms "
                       "sleeps the interval after each round; a hole is > %11 s between readings.)")
            .arg(received)
            .arg(stored)
            .arg(gaps)
            .arg(inGaps)
            .arg(holes)
            .arg(outsideGaps)
            .arg(okOrNot(verdict.samples),
                problems.isEmpty() ? QString() : QStringLiteral(": ") + problems.join(QStringLiteral("; ")))
            .arg(expected)
            .arg(number(period))
            .arg(StreamTally::HoleMs / 1000));

    int syncs = 0;
    int syncFailures = 0;
    int checks = 0;
    int checkFailures = 0;
    int cancelled = 0;
    for (const InstanceFigures &instance : run.instances) {
        syncs += instance.work.syncs;
        syncFailures += instance.work.syncFailures;
        checks += instance.work.checks;
        checkFailures += instance.work.checkFailures;
        cancelled += instance.work.cancelled;
    }
    verdict.work = syncs > 0 && checks > 0 && syncFailures == 0 && checkFailures == 0 && cancelled == 0;
    verdict.lines.append(QStringLiteral("work: %1 syncs (%2 not verified), %3 check runs (%4 could not run), %5 "
                                        "cancelled after hanging — %6")
                             .arg(syncs)
                             .arg(syncFailures)
                             .arg(checks)
                             .arg(checkFailures)
                             .arg(cancelled)
                             .arg(okOrNot(verdict.work)));
    return verdict;
}

QString soakMarkdown(const SoakRun &run, const SoakVerdict &verdict)
{
    QString text;
    QTextStream out(&text);
    out << "# RentDeck soak: " << run.instances.size() << " sandbox instances, " << number(run.end.minutes)
        << " min\n\n";
    out << "Started " << run.startedAt.toString(Qt::ISODate) << ", ran " << number(run.end.minutes) << " of "
        << number(run.askedMinutes) << " min" << (run.stoppedEarly ? " (stopped early by a signal)" : "")
        << "; load average " << run.loadAtStart << " at the start, " << run.loadAtEnd << " at the end. "
        << "Each instance is watched by WatchService (1 Hz) and loops: a verified push of " << SoakLoop::Files
        << " files (" << number(double(run.treeBytes) / 1048576.0) << " MiB, 3 changed per round) with SyncJob, "
        << "the pre-flight checks through CheckService (window defaults), a " << SoakLoop::PauseMs / 1000
        << " s pause.\n\n";
    out << "## Verdict: " << (verdict.passed() ? "passed" : "**FAILED**") << "\n\n";
    for (const QString &line : verdict.lines) {
        out << "- " << line << '\n';
    }

    out << "\n## Streams (the Monitor tab's stores)\n\n";
    out << "| instance | offer | GPUs | received | in store | at exactly 1 Hz | period | gaps | gap time | lost in "
           "gaps "
           "| holes | lost outside gaps | newest reading |\n";
    out << "|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n";
    for (const InstanceFigures &instance : run.instances) {
        const StreamFigures &stream = instance.stream;
        const StreamTally &tally = instance.tally;
        out << "| " << instance.name << " | " << instance.offerId << " | " << instance.gpus << " | " << tally.received
            << " | " << stream.samples << " | " << stream.expected << " | " << number(stream.periodMs(instance.gpus))
            << " ms | " << stream.gaps << " | " << number(stream.gapSeconds) << " s | " << stream.missedInGaps << " | "
            << tally.holes << " | " << tally.missedOutsideGaps << " | " << number(double(instance.newestAgeMs) / 1000.0)
            << " s ago |\n";
    }
    for (const InstanceFigures &instance : run.instances) {
        if (!instance.stream.firstGapReason.isEmpty()) {
            out << "\nFirst gap of " << instance.name << ": " << instance.stream.firstGapReason << '\n';
        }
    }

    out << "\n## Work\n\n";
    out << "| instance | rounds | syncs | not verified | re-sent after verifying | sent | checks | could not run | "
           "verdicts |\n";
    out << "|---|--:|--:|--:|--:|--:|--:|--:|---|\n";
    QStringList errors;
    for (const InstanceFigures &instance : run.instances) {
        const SoakWork &work = instance.work;
        QStringList verdicts;
        for (auto it = work.verdicts.cbegin(); it != work.verdicts.cend(); ++it) {
            verdicts.append(QStringLiteral("%1 %2").arg(it.value()).arg(it.key()));
        }
        out << "| " << instance.name << " | " << work.rounds << " | " << work.syncs << " | " << work.syncFailures
            << " | " << work.repairedFiles << " files | " << number(double(work.bytesSent) / 1048576.0) << " MiB | "
            << work.checks << " | " << work.checkFailures << " | " << verdicts.join(QStringLiteral(", ")) << " |\n";
        for (const QString &error : work.firstErrors) {
            errors.append(instance.name + QStringLiteral(", ") + error);
        }
    }
    out << "\nThe newest check of each instance:\n\n";
    for (const InstanceFigures &instance : run.instances) {
        out << "- " << instance.name << ": " << instance.work.lastReport << '\n';
    }
    if (!errors.isEmpty()) {
        out << "\nFirst errors:\n\n";
        for (const QString &error : std::as_const(errors)) {
            out << "- " << error << '\n';
        }
    }

    // One row a minute; every fifth minute (and the quiet ones) when the run is long.
    const bool thin = run.end.minutes > 30;
    out << "\n## This process" << (thin ? " every 5 minutes" : "") << "\n\n";
    out << "| min | RSS MiB | VmHWM MiB | heap MiB | SQLite MiB | open FDs | threads | session objects | GPU readings "
           "| rounds | "
           "sandbox processes | stores KiB | |\n";
    out << "|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|\n";
    for (const ProcessSample &sample : run.samples) {
        if (thin && sample.note.isEmpty() && std::lround(sample.minutes) % 5 != 0) {
            continue;
        }
        out << "| " << number(sample.minutes) << " | " << number(sample.rssMiB) << " | " << number(sample.hwmMiB)
            << " | " << number(sample.heapMiB) << " | " << number(sample.sqliteMiB) << " | " << sample.fds << " | "
            << sample.threads << " | " << sample.sessionObjects << " | " << sample.gpuSamples << " | " << sample.rounds
            << " | " << sample.sandboxProcesses << " | " << number(sample.storesKiB, 0) << " | " << sample.note
            << " |\n";
    }
    out.flush();
    return text;
}

} // namespace RentDeck
