// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/BurnInEvaluator.h"

#include "checks/NvidiaSmiValues.h"
#include "checks/XidCodes.h"

#include <QSet>
#include <algorithm>
#include <cmath>

namespace RentDeck {

namespace {

double median(QList<double> values)
{
    if (values.isEmpty()) {
        return MetricUnknown;
    }
    std::sort(values.begin(), values.end());
    const qsizetype middle = values.size() / 2;
    return values.size() % 2 ? values.at(middle) : (values.at(middle - 1) + values.at(middle)) / 2;
}

QString number(double value, int decimals = 0)
{
    return QString::number(value, 'f', decimals);
}

const GpuInfo *findGpu(const std::optional<GpuReport> &report, int index)
{
    if (!report) {
        return nullptr;
    }
    for (const GpuInfo &gpu : report->gpus) {
        if (gpu.index == index) {
            return &gpu;
        }
    }
    return nullptr;
}

QString reasonNames(quint64 bits)
{
    return NvidiaSmiValues::reasonsFromMask(bits).join(QStringLiteral(", "));
}

} // namespace

struct BurnInEvaluator::Trace
{
    int index = 0;
    int samples = 0; // under load
    double maxTemperature = MetricUnknown;
    double minClock = MetricUnknown;
    double maxClock = MetricUnknown;
    double earlyClock = MetricUnknown; // median of the first half
    double lateClock = MetricUnknown; // median of the last quarter
    double meanClock = MetricUnknown;
    double meanPower = MetricUnknown;
    int clockDropAtSecond = -1; // when the clock first fell under ClockDropRatio of the early one
    double earlyRate = MetricUnknown; // TFLOPS, from the per-second rates
    double lateRate = MetricUnknown;
    quint64 slowdownSeen = 0;
    int slowdownSamples = 0;
    std::optional<BurnInGpuResult> result;
};

QList<CheckResult> BurnInEvaluator::evaluate(
    const BurnInData &data, int askedSeconds, qint64 elapsedMs, const QString &error)
{
    const QList<int> indexes = gpuIndexes(data);
    QList<CheckResult> results { load(data, askedSeconds, elapsedMs, error, int(indexes.size())) };
    if (!data.loadReported || !data.skipped.isEmpty()) {
        return results;
    }
    QList<Trace> traces;
    for (int index : indexes) {
        traces << trace(data, index);
        results << gpu(data, traces.last());
    }
    results << siblings(data, traces) << xid(data);
    return results;
}

QList<int> BurnInEvaluator::gpuIndexes(const BurnInData &data)
{
    QSet<int> seen;
    if (data.before) {
        for (const GpuInfo &gpu : data.before->gpus) {
            seen.insert(gpu.index);
        }
    }
    for (const GpuMetricSample &sample : data.samples) {
        seen.insert(sample.gpuIndex);
    }
    for (const BurnInGpuResult &gpu : data.gpus) {
        seen.insert(gpu.index);
    }
    QList<int> indexes(seen.cbegin(), seen.cend());
    std::sort(indexes.begin(), indexes.end());
    return indexes.mid(0, 64);
}

BurnInEvaluator::Trace BurnInEvaluator::trace(const BurnInData &data, int index)
{
    Trace t;
    t.index = index;
    QList<double> clocks;
    QList<double> powers;
    for (const GpuMetricSample &sample : data.samples) {
        if (sample.gpuIndex != index || !isKnown(sample.utilizationPercent)
            || sample.utilizationPercent < LoadedUtilization) {
            continue;
        }
        ++t.samples;
        if (isKnown(sample.temperatureC)) {
            t.maxTemperature
                = isKnown(t.maxTemperature) ? std::max(t.maxTemperature, sample.temperatureC) : sample.temperatureC;
        }
        if (isKnown(sample.smClockMHz)) {
            clocks << sample.smClockMHz;
        }
        if (isKnown(sample.powerDrawW)) {
            powers << sample.powerDrawW;
        }
        if (sample.throttleKnown && (sample.throttleReasons & SlowdownThrottleReasons)) {
            t.slowdownSeen |= sample.throttleReasons & SlowdownThrottleReasons;
            ++t.slowdownSamples;
        }
    }
    if (!clocks.isEmpty()) {
        t.minClock = *std::min_element(clocks.cbegin(), clocks.cend());
        t.maxClock = *std::max_element(clocks.cbegin(), clocks.cend());
        double sum = 0;
        for (double clock : clocks) {
            sum += clock;
        }
        t.meanClock = sum / double(clocks.size());
    }
    if (clocks.size() >= 4) {
        t.earlyClock = median(clocks.mid(0, clocks.size() / 2));
        t.lateClock = median(clocks.mid(clocks.size() - std::max<qsizetype>(1, clocks.size() / 4)));
        for (qsizetype i = 1; i < clocks.size(); ++i) {
            if (clocks.at(i) < ClockDropRatio * t.earlyClock) {
                t.clockDropAtSecond = int(i);
                break;
            }
        }
    }
    if (!powers.isEmpty()) {
        double sum = 0;
        for (double power : powers) {
            sum += power;
        }
        t.meanPower = sum / double(powers.size());
    }
    QList<double> rates;
    for (const BurnInRate &rate : data.rates) {
        if (rate.gpuIndex == index) {
            rates << rate.tflops;
        }
    }
    if (rates.size() >= 4) {
        t.earlyRate = median(rates.mid(0, rates.size() / 2));
        t.lateRate = median(rates.mid(rates.size() - std::max<qsizetype>(1, rates.size() / 4)));
    }
    for (const BurnInGpuResult &result : data.gpus) {
        if (result.index == index) {
            t.result = result;
        }
    }
    return t;
}

CheckResult BurnInEvaluator::load(
    const BurnInData &data, int askedSeconds, qint64 elapsedMs, const QString &error, int gpuCount)
{
    const QString id = QStringLiteral("burn.load");
    const QString title = tr("Burn-in load");
    const QString expected = tr("every GPU loaded for %1 s").arg(askedSeconds);
    if (!data.loadReported) {
        const QString why = !error.isEmpty() ? error
            : !data.loadError.isEmpty()      ? data.loadError
                                             : tr("the instance sent no result");
        return CheckResult::make(id, title, CheckStatus::Fail, tr("the burn-in did not finish: %1").arg(why), expected,
            tr("Run it again (rentdeck-cli check NAME --burn-in SECONDS). If the connection dropped under load, the "
               "machine may have lost power or crashed: check that it is still up before trusting it"));
    }
    if (!data.skipped.isEmpty()) {
        return CheckResult::make(id, title, CheckStatus::Skip, data.skipped, expected,
            tr("Install PyTorch with CUDA (pip install torch) or gpu-burn (git clone "
               "https://github.com/wilicc/gpu-burn "
               "&& cd gpu-burn && make) on the instance, then run the burn-in again"));
    }
    if (!data.loadError.isEmpty() && data.gpus.isEmpty()) {
        return CheckResult::make(id, title, CheckStatus::Fail, tr("the load failed: %1").arg(data.loadError), expected,
            tr("The GPUs could not be loaded: see the error, and test one by hand (python -c \"import torch; "
               "print(torch.randn(4096, 4096, device='cuda').sum())\")"));
    }
    int fewest = -1;
    for (int index : gpuIndexes(data)) {
        const auto count = std::count_if(data.samples.cbegin(), data.samples.cend(),
            [index](const GpuMetricSample &sample) { return sample.gpuIndex == index; });
        fewest = fewest < 0 ? int(count) : std::min(fewest, int(count));
    }
    const QString method = data.method == QLatin1String("gpu_burn") ? QStringLiteral("gpu_burn")
        : data.simulated                                            ? tr("simulated load (sandbox)")
                                                                    : tr("PyTorch matmul loop");
    const QString gpus = gpuCount == 1 ? tr("1 GPU") : tr("%1 GPUs").arg(gpuCount);
    CheckResult result = CheckResult::make(id, title, CheckStatus::Pass,
        tr("%1 on %2 for %3 s (took %4 s), %5 samples per GPU")
            .arg(method, gpus)
            .arg(data.seconds)
            .arg(number(double(elapsedMs) / 1000.0, 1))
            .arg(std::max(0, fewest)),
        expected);
    if (fewest < std::max(2, askedSeconds / 2)) {
        result.status = CheckStatus::Warn;
        result.fix = tr("nvidia-smi answered too rarely to watch the GPUs under load: the verdicts below rest on few "
                        "samples. Run a longer burn-in");
    }
    result.value = double(elapsedMs) / 1000.0;
    return result;
}

CheckResult BurnInEvaluator::gpu(const BurnInData &data, const Trace &t)
{
    const QString id = QStringLiteral("burn.gpu.%1").arg(t.index);
    const QString title = tr("Burn-in GPU %1").arg(t.index);
    const QString expected = tr("correct results, steady clocks, no slowdown, under %1 °C").arg(HotCelsius);
    QStringList facts;
    if (t.result && t.result->tflops) {
        facts << tr("%1 TFLOPS").arg(number(*t.result->tflops, 1));
    }
    if (t.result) {
        facts << (t.result->errors == 1 ? tr("1 wrong result") : tr("%1 wrong results").arg(t.result->errors));
    }
    if (isKnown(t.minClock)) {
        facts << (t.minClock == t.maxClock ? tr("SM %1 MHz").arg(number(t.minClock))
                                           : tr("SM %1–%2 MHz").arg(number(t.minClock), number(t.maxClock)));
    }
    if (isKnown(t.maxTemperature)) {
        facts << tr("max %1 °C").arg(number(t.maxTemperature));
    }
    if (isKnown(t.meanPower)) {
        facts << tr("%1 W average").arg(number(t.meanPower));
    }
    QString measured = facts.join(QStringLiteral(", "));
    if (measured.isEmpty()) {
        measured = tr("no samples under load");
    }
    CheckResult result;
    const auto finish = [&](CheckStatus status, const QString &problem, const QString &fix) {
        result = CheckResult::make(id, title, status,
            problem.isEmpty() ? measured : problem + QStringLiteral(" (") + measured + u')', expected, fix);
        if (t.result && t.result->tflops) {
            result.value = *t.result->tflops;
        }
        return result;
    };
    // Wrong answers and memory errors first: they make every result of a job suspect.
    if (t.result && !t.result->error.isEmpty()) {
        return finish(CheckStatus::Fail, tr("the load died on this GPU: %1").arg(t.result->error),
            tr("GPU %1 cannot carry a load: destroy this instance and tell the provider; do not train on it")
                .arg(t.index));
    }
    if (!t.result && !data.gpus.isEmpty()) {
        return finish(CheckStatus::Fail, tr("no result for this GPU"),
            tr("The load never finished on GPU %1: it may have hung. Destroy this instance and tell the provider")
                .arg(t.index));
    }
    if (t.result && t.result->errors > 0) {
        return finish(CheckStatus::Fail, tr("it computed wrong results"),
            tr("GPU %1 gives different answers to the same matmul: it is faulty, and every result of a job on it is "
               "suspect. Destroy this instance and ask the provider for another machine or a refund")
                .arg(t.index));
    }
    if (t.result && t.result->iterations <= 0 && t.result->tflops.value_or(0) <= 0) {
        return finish(CheckStatus::Warn, tr("it reported no work done"),
            tr("GPU %1 never reported a finished computation: it may be stuck or far slower than it should be. Run "
               "the burn-in again; if it repeats, ask the provider or rent another machine")
                .arg(t.index));
    }
    const GpuInfo *before = findGpu(data.before, t.index);
    const GpuInfo *after = findGpu(data.after, t.index);
    if (before && after) {
        const qint64 uncorrected
            = after->eccVolatileUncorrected.value_or(0) - before->eccVolatileUncorrected.value_or(0);
        if (uncorrected > 0) {
            return finish(CheckStatus::Fail, tr("new uncorrectable ECC errors: %1").arg(uncorrected),
                tr("GPU %1's memory failed under load: destroy this instance and ask the provider for another GPU")
                    .arg(t.index));
        }
    }
    QStringList problems;
    if (t.clockDropAtSecond >= 0 && isKnown(t.lateClock) && t.lateClock < ClockDropRatio * t.earlyClock) {
        problems << tr("clocked down from %1 to %2 MHz after %3 s")
                        .arg(number(t.earlyClock), number(t.lateClock))
                        .arg(t.clockDropAtSecond);
    } else if (isKnown(t.lateRate) && t.lateRate < ClockDropRatio * t.earlyRate) {
        problems << tr("slowed from %1 to %2 TFLOPS as it ran").arg(number(t.earlyRate, 1), number(t.lateRate, 1));
    }
    if (t.slowdownSamples >= 2) {
        problems << tr("slowdown active in %1 of %2 samples (%3)")
                        .arg(t.slowdownSamples)
                        .arg(t.samples)
                        .arg(reasonNames(t.slowdownSeen));
    }
    if (isKnown(t.maxTemperature) && t.maxTemperature >= HotCelsius) {
        problems << tr("reached %1 °C").arg(number(t.maxTemperature));
    }
    if (!problems.isEmpty()) {
        const bool thermal = (t.slowdownSeen & ThermalThrottleReasons)
            || (isKnown(t.maxTemperature) && t.maxTemperature >= HotCelsius);
        return finish(CheckStatus::Warn, problems.join(QStringLiteral("; ")),
            thermal ? tr("GPU %1 overheats under sustained load and slows down: a long job will run at this pace. Ask "
                         "the provider to check its cooling (fans, airflow), or rent another machine")
                          .arg(t.index)
                    : tr("GPU %1 cannot hold its clocks under sustained load (power or hardware slowdown): ask the "
                         "provider to check its power supply and limits (nvidia-smi -q -d POWER,PERFORMANCE), or rent "
                         "another machine")
                          .arg(t.index));
    }
    if (before && after) {
        const qint64 corrected = after->eccVolatileCorrected.value_or(0) - before->eccVolatileCorrected.value_or(0);
        if (corrected > 0) {
            return finish(CheckStatus::Warn, tr("corrected ECC errors under load: %1").arg(corrected),
                tr("GPU %1's memory needed corrections under load: usable, but prefer another machine for long jobs")
                    .arg(t.index));
        }
    }
    return finish(CheckStatus::Pass, {}, {});
}

CheckResult BurnInEvaluator::siblings(const BurnInData &data, const QList<Trace> &traces)
{
    Q_UNUSED(data)
    const QString id = QStringLiteral("burn.siblings");
    const QString title = tr("Burn-in: GPUs alike");
    const QString expected = tr("each GPU within %1% of the others").arg(std::lround((1 - SlowSiblingRatio) * 100));
    QList<const Trace *> measured;
    for (const Trace &t : traces) {
        if (t.result && t.result->tflops && *t.result->tflops > 0) {
            measured << &t;
        }
    }
    if (measured.size() < 2) {
        return CheckResult::make(id, title, CheckStatus::Skip,
            traces.size() < 2 ? tr("one GPU: nothing to compare") : tr("no throughput per GPU to compare"), expected);
    }
    QStringList slow;
    double lowest = 1;
    for (const Trace *t : measured) {
        QList<double> others;
        QList<double> otherClocks;
        for (const Trace *other : measured) {
            if (other != t) {
                others << *other->result->tflops;
                if (isKnown(other->meanClock)) {
                    otherClocks << other->meanClock;
                }
            }
        }
        const double typical = median(others);
        const double ratio = *t->result->tflops / typical;
        lowest = std::min(lowest, ratio);
        if (ratio >= SlowSiblingRatio) {
            continue;
        }
        QString text = tr("GPU %1 ran %2% slower than the others (%3 vs %4 TFLOPS)")
                           .arg(t->index)
                           .arg(std::lround((1 - ratio) * 100))
                           .arg(number(*t->result->tflops, 1), number(typical, 1));
        if (isKnown(t->meanClock) && !otherClocks.isEmpty()) {
            text += tr("; SM clock %1 vs %2 MHz").arg(number(t->meanClock), number(median(otherClocks)));
        }
        text += t->slowdownSeen ? tr("; slowdown: %1").arg(reasonNames(t->slowdownSeen))
                                : tr("; no slowdown reason reported");
        slow << text;
    }
    if (slow.isEmpty()) {
        return CheckResult::make(id, title, CheckStatus::Pass,
            tr("%1 GPUs within %2% of each other").arg(measured.size()).arg(std::lround((1 - lowest) * 100)), expected);
    }
    return CheckResult::make(id, title, CheckStatus::Warn, slow.join(QStringLiteral("; ")), expected,
        tr("In a multi-GPU job every step waits for the slowest card, so the whole box runs at its pace. Ask the "
           "provider to check it (locked application clocks or a lower power limit show in nvidia-smi -q -d "
           "CLOCK,POWER), or rent another machine"));
}

CheckResult BurnInEvaluator::xid(const BurnInData &data)
{
    const QString id = QStringLiteral("burn.xid");
    const QString title = tr("Burn-in: driver errors (Xid)");
    const QString expected = tr("no new Xid lines in the kernel log");
    if (!data.xidBefore || !data.xidAfter) {
        return CheckResult::make(id, title, CheckStatus::Skip,
            tr("the kernel log cannot be read here (containers usually cannot)"), expected);
    }
    const int fresh = *data.xidAfter - *data.xidBefore;
    if (fresh <= 0) {
        return CheckResult::make(id, title, CheckStatus::Pass, tr("none"), expected);
    }
    const QStringList lines = data.xidLines.mid(std::max<qsizetype>(0, data.xidLines.size() - fresh));
    bool severe = false;
    for (const XidEvent &event : XidCodes::parse(lines.join(QLatin1Char('\n')))) {
        severe = severe || XidCodes::isSevere(event.code);
    }
    const QString measured = tr("new Xid lines: %1 (%2)").arg(fresh).arg(lines.join(QStringLiteral(" | ")));
    // The same codes the probe's kernel.xid check fails on; any other new Xid under a known-good load still deserves
    // a second run.
    return severe ? CheckResult::make(id, title, CheckStatus::Fail, measured, expected,
               tr("The driver reported GPU faults under load (memory, NVLink or a GPU that fell off the bus): destroy "
                  "this instance and tell the provider the Xid numbers"))
                  : CheckResult::make(id, title, CheckStatus::Warn, measured, expected,
                      tr("The driver reported GPU errors under load: run the burn-in again; if they come back, ask the "
                         "provider or rent another machine"));
}

} // namespace RentDeck
