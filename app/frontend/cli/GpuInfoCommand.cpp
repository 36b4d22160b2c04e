// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/GpuInfoCommand.h"

#include "checks/GpuReport.h"
#include "checks/NvidiaSmiCsvParser.h"
#include "checks/NvidiaSmiParser.h"
#include "checks/NvidiaSmiValues.h"
#include "cli/CliContext.h"
#include "watch/NpuSmiParser.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>

namespace RentDeck {

namespace {

template <typename T> QJsonValue orNull(const std::optional<T> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QJsonValue orNull(const QString &value)
{
    return value.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(value);
}

QString orDash(const std::optional<qint64> &value, const char *unit)
{
    return value ? QString::number(*value) + QLatin1String(unit) : QStringLiteral("-");
}

// "0.1  Ascend910  OK  2887 MiB used of 65536 MiB HBM  AICore 0%  36 C  - W" (no arg() chains over file text).
QString npuLine(const NpuDevice &device)
{
    const QString memory = orDash(device.deviceMemoryUsedMib(), " MiB") + QLatin1String(" used of ")
        + orDash(device.deviceMemoryTotalMib(), " MiB") + QLatin1String(device.hbmTotalMib ? " HBM" : " DDR");
    const QStringList parts { QString::number(device.index) + QLatin1Char('.') + QString::number(device.chip),
        device.name, device.health, memory,
        QLatin1String("AICore ")
            + (device.aicorePercent ? QString::number(*device.aicorePercent) + QLatin1Char('%') : QStringLiteral("-")),
        device.temperatureC ? QString::number(*device.temperatureC) + QLatin1String(" C") : QStringLiteral("- C"),
        device.powerW ? QString::number(*device.powerW) + QLatin1String(" W") : QStringLiteral("- W") };
    return parts.join(QLatin1String("  "));
}

Result<GpuReport> parseFile(const QByteArray &data, const QStringList &fields)
{
    if (fields.isEmpty()) {
        return NvidiaSmiParser::parseAny(data);
    }
    auto text = NvidiaSmiValues::decodeText(data);
    if (!text) {
        return text.error();
    }
    return NvidiaSmiCsvParser::parse(*text, fields);
}

} // namespace

void GpuInfoCommand::addOptions(QCommandLineParser &parser)
{
    parser.addOption({ QStringLiteral("input"),
        QStringLiteral("Saved nvidia-smi output (-q -x XML, -q text, the default table, -L, or --query-gpu CSV) "
                       "or npu-smi info output (Huawei Ascend)."),
        QStringLiteral("FILE") });
    parser.addOption({ QStringLiteral("fields"),
        QStringLiteral("The --query-gpu field list, for CSV saved with --format=csv,noheader."),
        QStringLiteral("LIST") });
}

QJsonObject GpuInfoCommand::toJson(const GpuReport &report)
{
    QJsonArray gpus;
    for (const GpuInfo &gpu : report.gpus) {
        gpus.append(QJsonObject { { QStringLiteral("index"), gpu.index }, { QStringLiteral("name"), gpu.name },
            { QStringLiteral("uuid"), orNull(gpu.uuid) },
            { QStringLiteral("memory_total_mib"), orNull(gpu.memoryTotalMib) },
            { QStringLiteral("memory_used_mib"), orNull(gpu.memoryUsedMib) },
            { QStringLiteral("utilization_gpu"), orNull(gpu.utilizationGpu) },
            { QStringLiteral("temperature_c"), orNull(gpu.temperatureC) },
            { QStringLiteral("power_draw_w"), orNull(gpu.powerDrawW) },
            { QStringLiteral("mig_enabled"), orNull(gpu.migEnabled) } });
    }
    return { { QStringLiteral("vendor"), QStringLiteral("nvidia") },
        { QStringLiteral("driver_version"), orNull(report.driverVersion) },
        { QStringLiteral("cuda_version"), orNull(report.cudaVersion) }, { QStringLiteral("gpus"), gpus },
        { QStringLiteral("warnings"), QJsonArray::fromStringList(report.warnings) } };
}

QJsonObject GpuInfoCommand::toJson(const NpuReport &report)
{
    QJsonArray devices;
    for (const NpuDevice &device : report.devices) {
        devices.append(QJsonObject { { QStringLiteral("index"), device.index }, { QStringLiteral("chip"), device.chip },
            { QStringLiteral("name"), device.name }, { QStringLiteral("health"), device.health },
            { QStringLiteral("bus_id"), orNull(device.busId) },
            { QStringLiteral("hbm_total_mib"), orNull(device.hbmTotalMib) },
            { QStringLiteral("hbm_used_mib"), orNull(device.hbmUsedMib) },
            { QStringLiteral("memory_total_mib"), orNull(device.memoryTotalMib) },
            { QStringLiteral("memory_used_mib"), orNull(device.memoryUsedMib) },
            { QStringLiteral("aicore_percent"), orNull(device.aicorePercent) },
            { QStringLiteral("temperature_c"), orNull(device.temperatureC) },
            { QStringLiteral("power_w"), orNull(device.powerW) } });
    }
    QJsonArray processes;
    for (const NpuProcess &process : report.processes) {
        processes.append(QJsonObject { { QStringLiteral("npu"), process.npu }, { QStringLiteral("chip"), process.chip },
            { QStringLiteral("pid"), process.pid }, { QStringLiteral("name"), process.name },
            { QStringLiteral("memory_mib"), orNull(process.memoryMib) } });
    }
    return { { QStringLiteral("vendor"), QStringLiteral("huawei") },
        { QStringLiteral("npu_smi_version"), orNull(report.npuSmiVersion) },
        { QStringLiteral("driver_version"), orNull(report.driverVersion) }, { QStringLiteral("devices"), devices },
        { QStringLiteral("processes"), processes },
        { QStringLiteral("warnings"), QJsonArray() } }; // as in the nvidia JSON; a cut-off npu-smi table is an error
}

void GpuInfoCommand::failParsing(const QString &path, const QString &tool, const Error &error)
{
    // A driver failure text (Missing) is an answer about the machine: exit 4, as a failed check.
    if (error.code == Error::Code::Missing) {
        failWith(QStringLiteral("the %1 output in %2 is a driver failure: %3").arg(tool, path, error.message), 4);
    } else {
        failWith(QStringLiteral("%1: %2").arg(path, error.message), 1);
    }
}

void GpuInfoCommand::startNpu(const QString &path, const QByteArray &data)
{
    const Result<NpuReport> report = NpuSmiParser::parse(data);
    if (!report) {
        failParsing(path, QStringLiteral("npu-smi"), report.error());
        return;
    }
    if (m_context.json()) {
        CliContext::printJson(toJson(*report));
        done(0);
        return;
    }
    CliContext::printLine(QStringLiteral("npu-smi %1, driver %2, %3 chip(s)")
                              .arg(report->npuSmiVersion.isEmpty() ? QStringLiteral("unknown") : report->npuSmiVersion,
                                  report->driverVersion.isEmpty() ? QStringLiteral("unknown") : report->driverVersion,
                                  QString::number(report->devices.size())));
    for (const NpuDevice &device : report->devices) {
        CliContext::printLine(npuLine(device));
    }
    done(0);
}

void GpuInfoCommand::start(const QCommandLineParser &parser)
{
    const QString path = parser.value(QStringLiteral("input"));
    if (path.isEmpty()) {
        failWith(QStringLiteral("gpu-info needs --input FILE (a saved nvidia-smi output)"), 2);
        return;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        failWith(QStringLiteral("cannot read %1: %2").arg(path, file.errorString()), 1);
        return;
    }
    const QByteArray data = file.read(NvidiaSmiValues::MaxInputBytes + 1);
    QStringList fields;
    if (parser.isSet(QStringLiteral("fields"))) {
        fields = parser.value(QStringLiteral("fields")).split(QLatin1Char(','), Qt::SkipEmptyParts);
    }
    // npu-smi first: its table never looks like any nvidia-smi format, and --fields is for nvidia CSV only.
    if (fields.isEmpty() && NpuSmiParser::looksLikeNpuSmi(data)) {
        startNpu(path, data);
        return;
    }
    const Result<GpuReport> report = parseFile(data, fields);
    if (!report) {
        failParsing(path, QStringLiteral("nvidia-smi"), report.error());
        return;
    }
    if (m_context.json()) {
        CliContext::printJson(toJson(*report));
        done(0);
        return;
    }
    CliContext::printLine(QStringLiteral("driver %1, max CUDA %2 (%3 output)")
                              .arg(report->driverVersion.isEmpty() ? QStringLiteral("unknown") : report->driverVersion,
                                  report->cudaVersion.isEmpty() ? QStringLiteral("not reported") : report->cudaVersion,
                                  GpuReport::formatName(report->format)));
    for (const GpuInfo &gpu : report->gpus) {
        CliContext::printLine(
            QStringLiteral("%1  %2  %3 used of %4%5")
                .arg(gpu.index)
                .arg(gpu.name, -28)
                .arg(orDash(gpu.memoryUsedMib, " MiB"), orDash(gpu.memoryTotalMib, " MiB"),
                    gpu.migEnabled.value_or(false) ? QStringLiteral("  MIG (%1 slices)").arg(gpu.migDevices.size())
                                                   : QString()));
    }
    for (const QString &warning : report->warnings) {
        CliContext::printLine(QStringLiteral("warning: %1").arg(warning));
    }
    done(0);
}

} // namespace RentDeck
