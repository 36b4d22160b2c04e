// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/NvidiaSmiQueryTextParser.h"

#include "checks/NvidiaSmiValues.h"
#include "core/Translate.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace RentDeck {

namespace {

using namespace NvidiaSmiValues;

const QLatin1String LogMarker("==============NVSMI LOG==============");
constexpr qsizetype MaxDepth = 32;

QString tr(const char *text)
{
    return translateInFile("RentDeck::NvidiaSmiQueryTextParser", text);
}

template <typename T> void setOnce(std::optional<T> &field, std::optional<T> value)
{
    if (!field && value) {
        field = value;
    }
}

void assignMig(MigDevice &mig, const QString &path, const QString &value)
{
    if (path == QLatin1String("Index")) {
        mig.index = smallInteger(value).value_or(mig.index);
    } else if (path == QLatin1String("GPU Instance ID")) {
        mig.gpuInstanceId = smallInteger(value);
    } else if (path == QLatin1String("Compute Instance ID")) {
        mig.computeInstanceId = smallInteger(value);
    } else if (path.endsWith(QLatin1String("Multiprocessor count"))) {
        mig.smCount = smallInteger(value);
    } else if (path == QLatin1String("FB Memory Usage/Total")) {
        mig.memoryTotalMib = integer(value);
    } else if (path == QLatin1String("FB Memory Usage/Used")) {
        mig.memoryUsedMib = integer(value);
    }
}

bool assignHealth(GpuInfo &gpu, const QString &path, const QString &leaf, const QString &value)
{
    const bool uncorrected
        = leaf.contains(QLatin1String("Uncorrectable")) || path.endsWith(QLatin1String("Double Bit/Total"));
    const bool corrected = !uncorrected
        && (leaf.contains(QLatin1String("Correctable")) || path.endsWith(QLatin1String("Single Bit/Total")));
    if (path.startsWith(QLatin1String("ECC Errors/Volatile/")) && uncorrected) {
        accumulate(gpu.eccVolatileUncorrected, integer(value));
    } else if (path.startsWith(QLatin1String("ECC Errors/Volatile/")) && corrected) {
        accumulate(gpu.eccVolatileCorrected, integer(value));
    } else if (path.startsWith(QLatin1String("ECC Errors/Aggregate/")) && uncorrected) {
        accumulate(gpu.eccAggregateUncorrected, integer(value));
    } else if (path == QLatin1String("ECC Mode/Current")) {
        gpu.eccEnabled = flag(value);
    } else if (path == QLatin1String("Retired Pages/Single Bit ECC")) {
        gpu.retiredPagesSingleBit = integer(value);
    } else if (path == QLatin1String("Retired Pages/Double Bit ECC")) {
        gpu.retiredPagesDoubleBit = integer(value);
    } else if (path.startsWith(QLatin1String("Retired Pages/Pending"))) {
        setOnce(gpu.retiredPagesPending, flag(value));
    } else if (path == QLatin1String("Remapped Rows/Correctable Error")) {
        gpu.remappedRowsCorrectable = integer(value);
    } else if (path == QLatin1String("Remapped Rows/Uncorrectable Error")) {
        gpu.remappedRowsUncorrectable = integer(value);
    } else if (path == QLatin1String("Remapped Rows/Pending")) {
        gpu.remappedRowsPending = flag(value);
    } else if (path == QLatin1String("Remapped Rows/Remapping Failure Occurred")) {
        gpu.remappedRowsFailure = flag(value);
    } else {
        return false;
    }
    return true;
}

void assignGpu(GpuInfo &gpu, const QString &path, const QString &value)
{
    const QString leaf = path.section(QLatin1Char('/'), -1);
    const bool inPower
        = path.startsWith(QLatin1String("Power Readings/")) || path.startsWith(QLatin1String("GPU Power Readings/"));
    if (path.startsWith(QLatin1String("MIG Devices/MIG Device/"))) {
        if (!gpu.migDevices.isEmpty()) {
            assignMig(gpu.migDevices.last(), path.mid(int(sizeof("MIG Devices/MIG Device/")) - 1), value);
        }
    } else if (path == QLatin1String("Product Name")) {
        gpu.name = value;
    } else if (path == QLatin1String("GPU UUID")) {
        gpu.uuid = isMissing(value) ? QString() : value;
    } else if (path == QLatin1String("PCI/Bus Id")) {
        gpu.busId = value;
    } else if (path == QLatin1String("FB Memory Usage/Total")) {
        gpu.memoryTotalMib = integer(value);
    } else if (path == QLatin1String("FB Memory Usage/Used")) {
        gpu.memoryUsedMib = integer(value);
    } else if (path == QLatin1String("FB Memory Usage/Free")) {
        gpu.memoryFreeMib = integer(value);
    } else if (path.compare(QLatin1String("Utilization/GPU"), Qt::CaseInsensitive) == 0) {
        gpu.utilizationGpu = smallInteger(value);
    } else if (path == QLatin1String("Temperature/GPU Current Temp")) {
        gpu.temperatureC = smallInteger(value);
    } else if (inPower && (leaf == QLatin1String("Power Draw") || leaf == QLatin1String("Instantaneous Power Draw"))) {
        setOnce(gpu.powerDrawW, number(value));
    } else if (inPower
        && (leaf == QLatin1String("Current Power Limit") || leaf == QLatin1String("Enforced Power Limit")
            || leaf == QLatin1String("Power Limit"))) {
        setOnce(gpu.powerLimitW, number(value));
    } else if (path == QLatin1String("Clocks/SM")) {
        gpu.smClockMhz = smallInteger(value);
    } else if (path == QLatin1String("Max Clocks/SM")) {
        gpu.smClockMaxMhz = smallInteger(value);
    } else if (path == QLatin1String("Performance State")) {
        gpu.pstate = isMissing(value) ? QString() : value;
    } else if (path == QLatin1String("MIG Mode/Current")) {
        gpu.migEnabled = flag(value);
    } else if (path == QLatin1String("GPU Virtualization Mode/Virtualization Mode")) {
        gpu.virtualizationMode = isMissing(value) ? QString() : value;
    } else if (path.startsWith(QLatin1String("Clocks Event Reasons/"))
        || path.startsWith(QLatin1String("Clocks Throttle Reasons/"))) {
        if (flag(value).value_or(false)) {
            addReason(gpu.eventReasonsActive, reasonName(leaf));
        }
    } else {
        assignHealth(gpu, path, leaf, value);
    }
}

void assignTop(GpuReport &report, const QString &key, const QString &value)
{
    if (key == QLatin1String("Driver Version")) {
        report.driverVersion = version(value);
    } else if (key == QLatin1String("CUDA Version")) {
        report.cudaVersion = version(value);
    } else if (key == QLatin1String("KMD Version")) {
        report.kmdVersion = version(value);
    } else if (key == QLatin1String("CUDA UMD Version")) {
        report.cudaUmdVersion = version(value);
    }
}

struct Section
{
    qsizetype indent;
    QString name;
};

qsizetype indentOf(const QString &line)
{
    qsizetype indent = 0;
    for (const QChar c : line) {
        if (c == QLatin1Char(' ')) {
            ++indent;
        } else if (c == QLatin1Char('\t')) {
            indent += 4;
        } else {
            break;
        }
    }
    return indent;
}

// "Key      : value" → {key, value}; section headers have no " : ".
bool splitKeyValue(const QString &content, QString *key, QString *value)
{
    qsizetype colon = content.indexOf(QLatin1String(" : "));
    qsizetype valueStart = colon + 3;
    if (colon < 0 && content.endsWith(QLatin1String(" :"))) {
        colon = content.size() - 2;
        valueStart = content.size();
    }
    if (colon < 0) {
        return false;
    }
    *key = content.left(colon).trimmed();
    *value = content.mid(valueStart).trimmed();
    return true;
}

} // namespace

Result<GpuReport> NvidiaSmiQueryTextParser::parse(const QString &text)
{
    auto lines = splitLines(text);
    if (!lines) {
        return lines.error();
    }
    static const QRegularExpression gpuHeader(
        QStringLiteral("^GPU ([0-9A-Fa-f]{4,8}:[0-9A-Fa-f]{2}:[0-9A-Fa-f]{2}\\.[0-9A-Fa-f])\\s*$"));
    GpuReport report;
    report.format = GpuReport::Format::QueryText;
    QList<Section> stack;
    qsizetype first = lines->indexOf(QString(LogMarker));
    first = first < 0 ? 0 : first + 1;
    for (qsizetype i = first; i < lines->size(); ++i) {
        const QString &line = lines->at(i);
        if (line.startsWith(QLatin1Char('#')) || line.trimmed() == LogMarker) {
            break; // the next section of a capture bundle, or the next sample of `-q -l`
        }
        const QString content = line.trimmed();
        if (content.isEmpty()) {
            continue;
        }
        const qsizetype indent = indentOf(line);
        while (!stack.isEmpty() && stack.last().indent >= indent) {
            stack.removeLast();
        }
        if (indent == 0) {
            stack.clear();
            const QRegularExpressionMatch match = gpuHeader.match(content);
            if (match.hasMatch()) {
                if (report.gpus.size() >= MaxGpus) {
                    return Error::make(Error::Code::InvalidInput, tr("the report lists more GPUs than a machine has"));
                }
                GpuInfo gpu;
                gpu.index = int(report.gpus.size());
                gpu.busId = match.captured(1);
                report.gpus << gpu;
                continue;
            }
        }
        QString key;
        QString value;
        if (!splitKeyValue(content, &key, &value)) {
            if (stack.size() >= MaxDepth) {
                return Error::make(
                    Error::Code::InvalidInput, tr("line %1 nests too deep for nvidia-smi -q").arg(i + 1));
            }
            stack << Section { indent, content };
            if (content == QLatin1String("MIG Device") && stack.size() >= 2
                && stack.at(stack.size() - 2).name == QLatin1String("MIG Devices") && !report.gpus.isEmpty()) {
                MigDevice mig;
                mig.index = int(report.gpus.last().migDevices.size());
                report.gpus.last().migDevices << mig;
            }
            continue;
        }
        if (indent == 0 || report.gpus.isEmpty()) {
            assignTop(report, key, value);
            continue;
        }
        QStringList path;
        for (const Section &section : std::as_const(stack)) {
            path << section.name;
        }
        path << key;
        assignGpu(report.gpus.last(), path.join(QLatin1Char('/')), value);
    }
    if (report.driverVersion.isEmpty()) {
        report.driverVersion = report.kmdVersion;
    }
    if (report.cudaVersion.isEmpty()) {
        report.cudaVersion = report.cudaUmdVersion;
    }
    if (report.gpus.isEmpty()) {
        return Error::make(Error::Code::InvalidInput,
            tr("the nvidia-smi -q report has no \"GPU 0000…\" section (empty or truncated output)"));
    }
    for (const GpuInfo &gpu : std::as_const(report.gpus)) {
        if (gpu.name.isEmpty()) {
            return Error::make(Error::Code::InvalidInput,
                tr("the section of GPU %1 has no Product Name (truncated output?)").arg(gpu.busId));
        }
    }
    // What a partial copy lacks (a value saying N/A counts as missing here too). No CUDA line before 410.
    const int driverMajor = report.driverVersion.section(QLatin1Char('.'), 0, 0).toInt();
    if (report.driverVersion.isEmpty()) {
        report.warnings << tr("nvidia-smi -q has no Driver Version (a partial copy?)");
    }
    if (report.cudaVersion.isEmpty() && (driverMajor == 0 || driverMajor >= 410)) {
        report.warnings << tr("nvidia-smi -q has no CUDA Version (a partial copy?)");
    }
    for (const GpuInfo &gpu : std::as_const(report.gpus)) {
        if (!gpu.memoryTotalMib) {
            report.warnings
                << tr("nvidia-smi -q has no FB Memory Usage total for GPU %1 (%2)").arg(gpu.busId, gpu.name);
        }
    }
    return report;
}

} // namespace RentDeck
