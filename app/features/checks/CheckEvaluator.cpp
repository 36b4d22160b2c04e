// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/CheckEvaluator.h"

#include "checks/BurnInEvaluator.h"
#include "checks/BurnInStream.h"
#include "checks/CompatChecker.h"
#include "checks/GpuCatalog.h"
#include "checks/NvidiaSmiParser.h"
#include "checks/NvidiaSmiTopoParser.h"

#include <QJsonDocument>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>

namespace RentDeck {

namespace {

QString mibAsGb(qint64 mib)
{
    return CheckEvaluator::gigabytesText(double(mib) / 1024.0);
}

QString bareName(const QString &name)
{
    QString text = name.trimmed();
    if (text.startsWith(QLatin1String("NVIDIA "), Qt::CaseInsensitive)) {
        text = text.mid(7);
    }
    return text.toLower();
}

bool sameModel(const GpuInfo &gpu, const QString &soldName)
{
    if (gpu.isNameTruncated()) {
        return bareName(soldName).startsWith(bareName(gpu.name.chopped(3)));
    }
    return bareName(gpu.name) == bareName(soldName);
}

QString percent(double ratio)
{
    return QString::number(std::lround(ratio * 100)) + QLatin1Char('%');
}

QStringList activeSlowdowns(const GpuInfo &gpu)
{
    QStringList names;
    for (const QString &reason : gpu.eventReasonsActive) {
        if (reason.contains(QLatin1String("thermal"))) {
            names << CheckEvaluator::tr("thermal slowdown (%1)").arg(reason);
        } else if (reason == QLatin1String("hw_power_brake_slowdown")) {
            names << CheckEvaluator::tr("power brake (%1)").arg(reason);
        } else if (reason == QLatin1String("hw_slowdown")) {
            names << CheckEvaluator::tr("hardware slowdown: heat or power (%1)").arg(reason);
        }
    }
    return names;
}

} // namespace

QString CheckEvaluator::gigabytesText(double value)
{
    return QString::number(value, 'f', value >= 100 ? 0 : 1) + QStringLiteral(" GB");
}

CheckEvaluator::CheckEvaluator(const CompatDatabase *compat, const GpuCatalog *catalog)
    : m_compat(compat)
    , m_catalog(catalog)
{
}

int CheckEvaluator::Probe::gpuCount(const CheckSubject &subject) const
{
    const int seen = gpu ? int(gpu->gpus.size()) : (npu ? int(npu->devices.size()) : 0);
    return std::max({ 1, seen, subject.gpuCount });
}

std::optional<CheckResult> CheckEvaluator::probeFailure(const ProbeOutputs &outputs, Probe &probe)
{
    const QString title = tr("Probe ran");
    const QString expected = tr("one JSON object from rentdeck-probe.sh");
    const QString fix = tr("The instance must run POSIX sh commands over SSH: try rentdeck-cli exec NAME -- echo ok, "
                           "and check that /bin/sh, df and awk exist on the image");
    if (!outputs.probeError.isEmpty()) {
        return CheckResult::make(QStringLiteral("probe"), title, CheckStatus::Fail, outputs.probeError, expected, fix);
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(outputs.probe.trimmed(), &parseError);
    if (!document.isObject() || document.object().value(QLatin1String("probe_version")).toInt() < 1) {
        QString head = QString::fromUtf8(outputs.probe.left(160)).simplified();
        if (head.isEmpty()) {
            head = tr("no output");
        }
        return CheckResult::make(QStringLiteral("probe"), title, CheckStatus::Fail,
            tr("the probe's output is not its JSON (exit status %1): %2").arg(outputs.probeExitStatus).arg(head),
            expected, fix);
    }
    probe.root = document.object();
    return std::nullopt;
}

void CheckEvaluator::decodeSmi(const QJsonObject &smi, Probe &probe)
{
    probe.smiFound = smi.value(QLatin1String("found")).toBool();
    probe.simulated = smi.value(QLatin1String("sim")).toBool();
    if (!probe.smiFound) {
        return;
    }
    const QByteArray xml = QByteArray::fromBase64(smi.value(QLatin1String("xml_b64")).toString().toLatin1());
    if (auto failure = NvidiaSmiFailure::detect(QString::fromUtf8(xml))) {
        probe.failure = failure;
    } else if (Result<GpuReport> report = NvidiaSmiParser::parseAny(xml)) {
        probe.gpu = *report;
    } else {
        probe.gpuError = tr("nvidia-smi -q -x exited with %1: %2")
                             .arg(smi.value(QLatin1String("xml_exit")).toInt())
                             .arg(report.error().message);
    }
    probe.appsOk = smi.value(QLatin1String("apps_exit")).toInt(-1) == 0;
    const QString topo
        = QString::fromUtf8(QByteArray::fromBase64(smi.value(QLatin1String("topo_b64")).toString().toLatin1()));
    if (smi.value(QLatin1String("topo_exit")).toInt(-1) != 0 || topo.trimmed().isEmpty()) {
        probe.topologyError = topo.trimmed().isEmpty()
            ? tr("nvidia-smi topo -m gave nothing")
            : tr("nvidia-smi topo -m failed: %1").arg(topo.simplified().left(160));
    } else if (Result<GpuTopology> topology = NvidiaSmiTopoParser::parse(topo)) {
        probe.topology = *topology;
    } else {
        probe.topologyError = topology.error().message;
    }
    const QString apps
        = QString::fromUtf8(QByteArray::fromBase64(smi.value(QLatin1String("apps_b64")).toString().toLatin1()));
    for (const QString &line : apps.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        if (!line.trimmed().isEmpty() && !line.contains(QLatin1String("No running"))) {
            probe.apps << line.trimmed();
        }
    }
}

const GpuCatalogEntry *CheckEvaluator::catalogEntry(const CheckSubject &subject, const Probe &probe) const
{
    if (!m_catalog) {
        return nullptr;
    }
    if (probe.gpu && !probe.gpu->gpus.isEmpty()) {
        if (const GpuCatalogEntry *entry = m_catalog->find(probe.gpu->gpus.constFirst().name)) {
            return entry;
        }
    }
    return m_catalog->find(subject.gpuName, subject.vramGb);
}

QList<CheckResult> CheckEvaluator::evaluate(const CheckSubject &subject, const ProbeOutputs &outputs) const
{
    Probe probe;
    if (std::optional<CheckResult> failed = probeFailure(outputs, probe)) {
        return { *failed };
    }
    decodeSmi(probe.root.value(QLatin1String("smi")).toObject(), probe);
    decodeNpu(probe.root.value(QLatin1String("npu")).toObject(), probe);
    QList<CheckResult> results;
    if (!probe.smiFound && probe.npuFound) {
        // A Huawei Ascend machine: its NPUs and CANN instead of the NVIDIA checks.
        results << npuChecks(subject, probe) << frameworks(probe);
    } else {
        results << gpuChecks(subject, outputs, probe);
    }
    results << hostChecks(subject, outputs, probe);
    return results;
}

QList<CheckResult> CheckEvaluator::gpuChecks(
    const CheckSubject &subject, const ProbeOutputs &outputs, const Probe &probe) const
{
    QList<CheckResult> results { gpusVisible(probe) };
    if (probe.gpu && !probe.gpu->gpus.isEmpty()) {
        const GpuReport &gpu = *probe.gpu;
        results << modelAsSold(subject, gpu) << vram(subject, gpu) << driver(subject, gpu);
        results << frameworks(probe);
        results << throttle(gpu);
        std::optional<GpuReport> loaded;
        const QJsonDocument sample = QJsonDocument::fromJson(outputs.loadSample.trimmed());
        if (sample.isObject()) {
            const QByteArray xml
                = QByteArray::fromBase64(sample.object().value(QLatin1String("xml_b64")).toString().toLatin1());
            if (Result<GpuReport> report = NvidiaSmiParser::parseAny(xml)) {
                loaded = *report;
            }
        }
        results << clocksUnderLoad(loaded ? *loaded : gpu, loaded.has_value());
        results << ecc(gpu) << processes(probe) << topology(subject, probe);
    } else {
        const QString why = tr("no GPU data (see \"GPUs visible\")");
        for (const auto &[id, title] : { std::pair { "gpu.model", "Count and model as sold" },
                 std::pair { "gpu.vram", "VRAM vs nominal" }, std::pair { "driver.cuda", "Driver and CUDA" },
                 std::pair { "gpu.throttle", "Throttling" }, std::pair { "gpu.processes", "Other GPU processes" } }) {
            results << CheckResult::make(QString::fromLatin1(id), tr(title), CheckStatus::Skip, why);
        }
        results << frameworks(probe);
    }
    return results;
}

QList<CheckResult> CheckEvaluator::hostChecks(
    const CheckSubject &subject, const ProbeOutputs &outputs, const Probe &probe) const
{
    QList<CheckResult> results;
    results << xid(probe.root.value(QLatin1String("xid")).toObject());
    results << disks(probe.root.value(QLatin1String("disks")).toArray());
    results << diskSpeed(probe.root.value(QLatin1String("disk_test")));
    results << cpu(subject, probe) << ram(subject, probe) << shm(probe) << memlock(probe);
    results << network(probe.root.value(QLatin1String("net")));
    if (outputs.benchRequested) {
        results << benchmark(subject, outputs, probe);
    }
    if (outputs.burnInSeconds > 0) {
        results << BurnInEvaluator::evaluate(
            BurnInStream::read(outputs.burnIn), outputs.burnInSeconds, outputs.burnInElapsedMs, outputs.burnInError);
    }
    return results;
}

CheckResult CheckEvaluator::gpusVisible(const Probe &probe)
{
    const QString id = QStringLiteral("gpu.visible");
    const QString title = tr("GPUs visible");
    const QString expected = tr("nvidia-smi lists the GPUs");
    if (!probe.smiFound) {
        return CheckResult::make(id, title, CheckStatus::Fail,
            tr("nvidia-smi not found: no NVIDIA driver on this image"), expected,
            tr("Pick an image with the NVIDIA driver/CUDA runtime (e.g. a pytorch/pytorch CUDA image), or ask the "
               "provider; on your own host install the driver (sudo apt install nvidia-driver-550) and reboot"));
    }
    if (probe.failure) {
        return CheckResult::make(id, title, CheckStatus::Fail,
            tr("%1: \"%2\"").arg(probe.failure->problem(), probe.failure->line()), expected, probe.failure->fix());
    }
    if (!probe.gpu) {
        return CheckResult::make(id, title, CheckStatus::Fail, probe.gpuError, expected,
            tr("nvidia-smi answered something unreadable: run nvidia-smi -q -x on the instance and send it to the "
               "provider; do not start a job until it prints the GPUs"));
    }
    if (probe.gpu->gpus.isEmpty()) {
        return CheckResult::make(id, title, CheckStatus::Fail, tr("nvidia-smi lists no GPU"), expected,
            tr("The GPUs are not attached to this machine: ask the provider, or destroy this instance"));
    }
    QStringList names;
    for (const GpuInfo &gpu : probe.gpu->gpus) {
        if (!names.contains(gpu.name)) {
            names << gpu.name;
        }
    }
    const QString seen
        = tr("%1 × %2%3")
              .arg(probe.gpu->gpus.size())
              .arg(names.join(QStringLiteral(", ")), probe.simulated ? tr(" (sandbox simulator)") : QString());
    if (!probe.gpu->warnings.isEmpty()) {
        // A partial document: the checks below judge what it has, so say what it lacks.
        return CheckResult::make(id, title, CheckStatus::Warn,
            tr("%1, but %2").arg(seen, probe.gpu->warnings.join(QStringLiteral("; "))), expected,
            tr("Run nvidia-smi -q -x again on the instance and check the whole document arrives: a cut-off or "
               "trimmed copy leaves the driver, CUDA or memory checks without data"));
    }
    return CheckResult::make(id, title, CheckStatus::Pass, seen, expected);
}

CheckResult CheckEvaluator::modelAsSold(const CheckSubject &subject, const GpuReport &gpu)
{
    const QString id = QStringLiteral("gpu.model");
    const QString title = tr("Count and model as sold");
    const int seen = int(gpu.gpus.size());
    const QString measured = tr("%1 × %2").arg(seen).arg(gpu.gpus.constFirst().name);
    if (subject.gpuName.isEmpty() || subject.gpuCount <= 0) {
        return CheckResult::make(id, title, CheckStatus::Skip, measured, tr("nothing listed to compare with"));
    }
    const QString expected = tr("%1 × %2").arg(subject.gpuCount).arg(subject.gpuName);
    const int matching = int(std::count_if(gpu.gpus.cbegin(), gpu.gpus.cend(),
        [&subject](const GpuInfo &info) { return sameModel(info, subject.gpuName); }));
    if (matching == 0) {
        return CheckResult::make(id, title, CheckStatus::Fail, measured, expected,
            tr("This is not the GPU you paid for: ask the provider for a %1 or a refund, and destroy the instance "
               "while it is still cheap")
                .arg(subject.gpuName));
    }
    if (matching < subject.gpuCount) {
        return CheckResult::make(id, title, CheckStatus::Fail,
            tr("%1 of %2 GPUs are %3").arg(matching).arg(subject.gpuCount).arg(subject.gpuName), expected,
            tr("GPUs are missing: ask the provider for the %1 you paid for or a refund; multi-GPU jobs will not start "
               "as configured")
                .arg(subject.gpuCount));
    }
    return CheckResult::make(id, title, CheckStatus::Pass, measured, expected);
}

CheckResult CheckEvaluator::vram(const CheckSubject &subject, const GpuReport &gpu) const
{
    const QString id = QStringLiteral("gpu.vram");
    const QString title = tr("VRAM vs nominal");
    qint64 smallest = -1;
    bool sliced = false;
    QString kind;
    for (const GpuInfo &info : gpu.gpus) {
        qint64 usable = info.memoryTotalMib.value_or(-1);
        if (info.migEnabled.value_or(false)) {
            sliced = true;
            kind = QStringLiteral("MIG");
            for (const MigDevice &mig : info.migDevices) {
                usable = std::min(usable, mig.memoryTotalMib.value_or(usable));
            }
        }
        if (info.virtualizationMode.contains(QLatin1String("VGPU"), Qt::CaseInsensitive)) {
            sliced = true;
            kind = QStringLiteral("vGPU");
        }
        if (usable >= 0 && (smallest < 0 || usable < smallest)) {
            smallest = usable;
        }
    }
    if (smallest < 0) {
        return CheckResult::make(id, title, CheckStatus::Skip, tr("nvidia-smi did not report the memory size"));
    }
    const QString measured = mibAsGb(smallest) + (kind.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(kind));
    const GpuCatalogEntry *entry = m_catalog ? m_catalog->find(gpu.gpus.constFirst().name) : nullptr;
    if (!entry && m_catalog) {
        entry = m_catalog->find(subject.gpuName, subject.vramGb);
    }
    qint64 nominal = entry ? entry->memoryTotalMib : qint64(std::llround(subject.vramGb * 1024));
    if (nominal <= 0) {
        return CheckResult::make(
            id, title, CheckStatus::Skip, measured, tr("no nominal figure for %1").arg(gpu.gpus.constFirst().name));
    }
    const QString expected
        = entry ? tr("%1 (%2)").arg(mibAsGb(nominal), entry->name) : tr("%1 as sold").arg(mibAsGb(nominal));
    if (sliced || double(smallest) < 0.9 * double(nominal)) {
        return CheckResult::make(id, title, CheckStatus::Fail, measured, expected,
            tr("this is a %1 slice of a %2 card; ask for a whole card or a refund")
                .arg(mibAsGb(smallest), mibAsGb(nominal)));
    }
    return CheckResult::make(id, title, CheckStatus::Pass, measured, expected);
}

CheckResult CheckEvaluator::driver(const CheckSubject &subject, const GpuReport &gpu) const
{
    const QString id = QStringLiteral("driver.cuda");
    const QString title = tr("Driver and CUDA");
    const QVersionNumber driverVersion = CompatChecker::parseDriver(gpu.driverVersion);
    const QString measured = gpu.cudaVersion.isEmpty()
        ? tr("driver %1").arg(gpu.driverVersion)
        : tr("driver %1, CUDA ≤ %2").arg(gpu.driverVersion, gpu.cudaVersion);
    if (driverVersion.isNull()) {
        return CheckResult::make(id, title, CheckStatus::Skip, measured, tr("a driver version"));
    }
    const QVersionNumber cuda = QVersionNumber::fromString(gpu.cudaVersion);
    const QVersionNumber listed = QVersionNumber::fromString(subject.maxCuda);
    if (!listed.isNull() && !cuda.isNull() && cuda < listed) {
        return CheckResult::make(id, title, CheckStatus::Fail, measured,
            tr("CUDA ≤ %1 (driver %2) as listed").arg(subject.maxCuda, subject.driverVersion),
            tr("The driver is older than the listing said: ask the provider to fix it or refund, or destroy this "
               "instance and pick an offer listing CUDA ≥ %1")
                .arg(subject.maxCuda));
    }
    if (!m_compat) {
        return CheckResult::make(id, title, CheckStatus::Pass, measured);
    }
    const CompatChecker checker(*m_compat, driverVersion);
    const Result<CompatVerdict> current = checker.checkCuda(QStringLiteral("12.0"));
    const auto toolkit = m_compat->toolkit(QVersionNumber(12, 0));
    const QString needed = toolkit ? CompatChecker::driverText(toolkit->linuxDriver) : QStringLiteral("525.60.13");
    const QString expected = tr("driver ≥ %1 (runs CUDA 12.x images)").arg(needed);
    if (current && current->kind == CompatVerdict::Kind::Incompatible) {
        const Result<CompatVerdict> legacy = checker.checkCuda(QStringLiteral("11.8"));
        const bool runs118 = legacy && legacy->kind != CompatVerdict::Kind::Incompatible;
        CheckResult result = CheckResult::make(id, title, runs118 ? CheckStatus::Warn : CheckStatus::Fail, measured,
            expected,
            runs118 ? tr("Old driver: current images (PyTorch ≥ 2.4, TensorFlow ≥ 2.15 need CUDA 12) will not run. "
                         "Use CUDA 11.8 builds (pip install torch --index-url https://download.pytorch.org/whl/cu118) "
                         "or ask for a host with driver ≥ %1")
                          .arg(needed)
                    : tr("This driver cannot run any current CUDA build: ask for a host with driver ≥ %1 or a refund")
                          .arg(needed));
        result.minDriver = needed;
        return result;
    }
    return CheckResult::make(id, title, CheckStatus::Pass, measured, expected);
}

CheckResult CheckEvaluator::throttle(const GpuReport &gpu)
{
    const QString id = QStringLiteral("gpu.throttle");
    const QString title = tr("Throttling");
    QStringList problems;
    for (const GpuInfo &info : gpu.gpus) {
        const QStringList slowdowns = activeSlowdowns(info);
        if (!slowdowns.isEmpty()) {
            problems << tr("GPU %1: %2%3")
                            .arg(info.index)
                            .arg(slowdowns.join(QStringLiteral(", ")),
                                info.temperatureC ? tr(" at %1 °C").arg(*info.temperatureC) : QString());
        }
    }
    const QString expected = tr("no thermal/power slowdown active");
    if (problems.isEmpty()) {
        return CheckResult::make(id, title, CheckStatus::Pass, tr("no slowdown reason active"), expected);
    }
    return CheckResult::make(id, title, CheckStatus::Warn, problems.join(QStringLiteral("; ")), expected,
        tr("The GPU is slowing itself down (too hot or power-limited): expect far less speed than paid for. Ask the "
           "provider to check cooling and power, or destroy this instance and rent another machine"));
}

CheckResult CheckEvaluator::clocksUnderLoad(const GpuReport &gpu, bool sampledDuringBenchmark)
{
    const QString id = QStringLiteral("gpu.clocks");
    const QString title = tr("SM clock under load");
    const QString expected = tr("≥ %1 of max while busy").arg(percent(MinLoadedClockRatio));
    QStringList slow;
    QStringList fine;
    for (const GpuInfo &info : gpu.gpus) {
        if (!info.utilizationGpu || *info.utilizationGpu < LoadedUtilization || !info.smClockMhz || !info.smClockMaxMhz
            || *info.smClockMaxMhz <= 0) {
            continue;
        }
        const double ratio = double(*info.smClockMhz) / double(*info.smClockMaxMhz);
        const QString text = tr("GPU %1: SM %2 of %3 MHz (%4) at %5% load")
                                 .arg(info.index)
                                 .arg(*info.smClockMhz)
                                 .arg(*info.smClockMaxMhz)
                                 .arg(percent(ratio))
                                 .arg(*info.utilizationGpu);
        (ratio < MinLoadedClockRatio ? slow : fine) << text;
    }
    if (!slow.isEmpty()) {
        QStringList reasons;
        for (const GpuInfo &info : gpu.gpus) {
            reasons << activeSlowdowns(info);
        }
        reasons.removeDuplicates();
        return CheckResult::make(id, title, CheckStatus::Warn, slow.join(QStringLiteral("; ")), expected,
            tr("Clocks sag under load%1: the card will run well below its rated speed. Ask the provider to check "
               "cooling/power limits, or move to another machine")
                .arg(reasons.isEmpty() ? QString()
                                       : QStringLiteral(" (") + reasons.join(QStringLiteral(", ")) + QLatin1Char(')')));
    }
    if (!fine.isEmpty()) {
        return CheckResult::make(id, title, CheckStatus::Pass, fine.join(QStringLiteral("; ")), expected);
    }
    return CheckResult::make(id, title, CheckStatus::Skip,
        sampledDuringBenchmark ? tr("the GPU was not busy while sampled") : tr("the GPU was idle during the probe"),
        expected, tr("Run with --stress SECONDS to check clocks under load"));
}

CheckResult CheckEvaluator::ecc(const GpuReport &gpu)
{
    const QString id = QStringLiteral("gpu.ecc");
    const QString title = tr("ECC and retired memory");
    QStringList bad;
    QStringList worn;
    bool reported = false;
    for (const GpuInfo &info : gpu.gpus) {
        const auto positive = [](const std::optional<qint64> &value) { return value.value_or(0) > 0; };
        reported = reported || info.eccEnabled.has_value() || info.retiredPagesSingleBit.has_value()
            || info.remappedRowsUncorrectable.has_value();
        if (positive(info.eccVolatileUncorrected) || positive(info.eccAggregateUncorrected)) {
            bad << tr("GPU %1: %2 uncorrectable ECC errors")
                       .arg(info.index)
                       .arg(
                           std::max(info.eccVolatileUncorrected.value_or(0), info.eccAggregateUncorrected.value_or(0)));
        }
        if (info.retiredPagesPending.value_or(false) || info.remappedRowsPending.value_or(false)
            || info.remappedRowsFailure.value_or(false)) {
            bad << tr("GPU %1: page retirement/row remapping pending or failed").arg(info.index);
        }
        const qint64 retired = info.retiredPagesSingleBit.value_or(0) + info.retiredPagesDoubleBit.value_or(0);
        if (retired > 0 || positive(info.remappedRowsUncorrectable)) {
            worn << tr("GPU %1: %2 retired pages, %3 remapped rows")
                        .arg(info.index)
                        .arg(retired)
                        .arg(info.remappedRowsUncorrectable.value_or(0));
        }
    }
    const QString expected = tr("no uncorrectable errors, nothing pending");
    if (!bad.isEmpty()) {
        return CheckResult::make(id, title, CheckStatus::Fail, bad.join(QStringLiteral("; ")), expected,
            tr("The GPU memory is failing: results may be wrong and jobs may crash. Destroy this instance and ask "
               "the provider for another GPU or a refund"));
    }
    if (!worn.isEmpty()) {
        return CheckResult::make(id, title, CheckStatus::Warn, worn.join(QStringLiteral("; ")), expected,
            tr("The memory has had errors before (now retired/remapped): usable, but prefer another machine for "
               "long jobs"));
    }
    if (!reported) {
        return CheckResult::make(id, title, CheckStatus::Skip, tr("not reported (this card has no ECC)"), expected);
    }
    return CheckResult::make(id, title, CheckStatus::Pass, tr("no uncorrectable errors"), expected);
}

CheckResult CheckEvaluator::processes(const Probe &probe)
{
    const QString id = QStringLiteral("gpu.processes");
    const QString title = tr("Other GPU processes");
    const QString expected = tr("none");
    if (!probe.appsOk) {
        return CheckResult::make(id, title, CheckStatus::Skip, tr("nvidia-smi --query-compute-apps failed"), expected);
    }
    if (probe.apps.isEmpty()) {
        return CheckResult::make(id, title, CheckStatus::Pass, tr("none"), expected);
    }
    QStringList listed;
    for (const QString &line : probe.apps) {
        QStringList fields = line.split(QLatin1Char(','));
        if (fields.size() >= 3) {
            const QString pid = fields.takeFirst().trimmed();
            const QString memory = fields.takeLast().trimmed();
            listed << tr("pid %1 %2 (%3 MiB)").arg(pid, fields.join(QLatin1Char(',')).trimmed(), memory);
        } else {
            listed << line;
        }
    }
    return CheckResult::make(id, title, CheckStatus::Warn, listed.join(QStringLiteral("; ")), expected,
        tr("Something is already using the GPU and its memory. If it is not yours, someone else's job shares this "
           "GPU: ask the provider or destroy this instance; if it is yours, stop it (kill PID) before training"));
}

QList<CheckResult> CheckEvaluator::benchmark(
    const CheckSubject &subject, const ProbeOutputs &outputs, const Probe &probe) const
{
    const QString title = tr("Matmul TFLOPS (bf16)");
    const QString bandwidthTitle = tr("Memory bandwidth");
    const GpuCatalogEntry *entry = catalogEntry(subject, probe);
    const QJsonDocument document = QJsonDocument::fromJson(outputs.bench.trimmed());
    const QJsonObject bench = document.object();
    if (!outputs.benchError.isEmpty() || !document.isObject() || bench.contains(QLatin1String("error"))) {
        const QString why = !outputs.benchError.isEmpty() ? outputs.benchError
            : bench.contains(QLatin1String("error"))      ? bench.value(QLatin1String("error")).toString()
                                                          : QString::fromUtf8(outputs.bench.left(160)).simplified();
        return { CheckResult::make(QStringLiteral("bench.tflops"), title, CheckStatus::Warn,
            tr("the benchmark did not finish: %1").arg(why.isEmpty() ? tr("no output") : why), QString(),
            tr("Run it again with a longer --stress; if it keeps failing, test the GPU by hand (python -c \"import "
               "torch; print(torch.randn(8192, 8192, device='cuda').sum())\")")) };
    }
    if (bench.contains(QLatin1String("skipped"))) {
        return { CheckResult::make(QStringLiteral("bench.tflops"), title, CheckStatus::Skip,
            bench.value(QLatin1String("skipped")).toString(), QString(),
            tr("Install PyTorch with CUDA on the instance to measure the GPU")) };
    }
    const QString suffix = bench.value(QLatin1String("simulated")).toBool() ? tr(" (simulated)") : QString();
    QList<CheckResult> results;
    const double tflops = bench.value(QLatin1String("tflops_bf16")).toDouble();
    if (!entry || entry->bf16Tflops <= 0) {
        results << CheckResult::make(QStringLiteral("bench.tflops"), title, CheckStatus::Pass,
            tr("%1 TFLOPS%2").arg(tflops).arg(suffix), tr("no nominal figure in the catalog"));
    } else {
        const double ratio = tflops / entry->bf16Tflops;
        const QString measured = tr("%1 TFLOPS (%2 of nominal)%3").arg(tflops).arg(percent(ratio), suffix);
        const QString expected = tr("≥ %1 of %2 TFLOPS").arg(percent(MinBenchRatio)).arg(entry->bf16Tflops);
        results << (ratio < MinBenchRatio
                ? CheckResult::make(QStringLiteral("bench.tflops"), title, CheckStatus::Warn, measured, expected,
                    tr("The GPU delivers well under its rated speed (see the throttling and clock checks): ask the "
                       "provider, or destroy this instance while it is still cheap"))
                : CheckResult::make(QStringLiteral("bench.tflops"), title, CheckStatus::Pass, measured, expected));
    }
    if (tflops > 0) {
        // The planner ranks offers by what this host (or this GPU model) really delivered (ThroughputHistory).
        results.last().value = tflops;
    }
    const double bandwidth = bench.value(QLatin1String("mem_bandwidth_gbs")).toDouble();
    if (entry && entry->memBandwidthGbs && *entry->memBandwidthGbs > 0) {
        const double ratio = bandwidth / *entry->memBandwidthGbs;
        const QString measured = tr("%1 GB/s (%2 of nominal)%3").arg(bandwidth).arg(percent(ratio), suffix);
        const QString expected = tr("≥ %1 of %2 GB/s").arg(percent(MinBenchRatio)).arg(*entry->memBandwidthGbs);
        results << (ratio < MinBenchRatio
                ? CheckResult::make(QStringLiteral("bench.bandwidth"), bandwidthTitle, CheckStatus::Warn, measured,
                    expected, tr("Memory bandwidth is low: the card may be throttled or shared"))
                : CheckResult::make(
                    QStringLiteral("bench.bandwidth"), bandwidthTitle, CheckStatus::Pass, measured, expected));
    } else {
        results << CheckResult::make(QStringLiteral("bench.bandwidth"), bandwidthTitle, CheckStatus::Pass,
            tr("%1 GB/s%2").arg(bandwidth).arg(suffix), tr("informational (no nominal figure in the catalog)"));
    }
    if (bandwidth > 0) {
        results.last().value = bandwidth;
    }
    results << multiGpu(subject, bench);
    return results;
}

} // namespace RentDeck
