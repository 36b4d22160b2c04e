// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/GpuInfoCommand.h"

#include "checks/GpuReport.h"
#include "checks/NvidiaSmiCsvParser.h"
#include "checks/NvidiaSmiParser.h"
#include "checks/NvidiaSmiValues.h"
#include "cli/CliContext.h"

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
        QStringLiteral("Saved nvidia-smi output: -q -x XML, -q text, the default table, -L, or --query-gpu CSV."),
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
    return { { QStringLiteral("driver_version"), orNull(report.driverVersion) },
        { QStringLiteral("cuda_version"), orNull(report.cudaVersion) }, { QStringLiteral("gpus"), gpus } };
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
    const Result<GpuReport> report = parseFile(data, fields);
    if (!report) {
        if (report.error().code == Error::Code::Missing) {
            failWith(
                QStringLiteral("the nvidia-smi output in %1 is a driver failure: %2").arg(path, report.error().message),
                4);
        } else {
            failWith(QStringLiteral("%1: %2").arg(path, report.error().message), 1);
        }
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
    done(0);
}

} // namespace RentDeck
