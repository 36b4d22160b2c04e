// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/NvidiaSmiCsvParser.h"

#include "checks/NvidiaSmiValues.h"
#include "core/Translate.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <algorithm>

namespace RentDeck {

namespace {

using namespace NvidiaSmiValues;

QString tr(const char *text)
{
    return translateInFile("RentDeck::NvidiaSmiCsvParser", text);
}

// "memory.total [MiB]" → "memory.total"; aliases to the names nvidia-smi prints in headers.
QString canonicalField(const QString &raw)
{
    QString field = raw.trimmed().section(QLatin1Char(' '), 0, 0).toLower();
    if (field == QLatin1String("gpu_name")) {
        return QStringLiteral("name");
    }
    if (field == QLatin1String("gpu_uuid")) {
        return QStringLiteral("uuid");
    }
    if (field == QLatin1String("clocks.sm")) {
        return QStringLiteral("clocks.current.sm");
    }
    if (field == QLatin1String("clocks.max.sm") || field == QLatin1String("clocks.max_sm")) {
        return QStringLiteral("clocks.max.sm");
    }
    if (field == QLatin1String("gpu_bus_id")) {
        return QStringLiteral("pci.bus_id");
    }
    return field;
}

void assignHealth(GpuInfo &gpu, const QString &field, const QString &value)
{
    if (field == QLatin1String("ecc.mode.current")) {
        gpu.eccEnabled = flag(value);
    } else if (field == QLatin1String("ecc.errors.uncorrected.volatile.total")) {
        gpu.eccVolatileUncorrected = integer(value);
    } else if (field == QLatin1String("ecc.errors.corrected.volatile.total")) {
        gpu.eccVolatileCorrected = integer(value);
    } else if (field == QLatin1String("ecc.errors.uncorrected.aggregate.total")) {
        gpu.eccAggregateUncorrected = integer(value);
    } else if (field == QLatin1String("retired_pages.single_bit_ecc.count")) {
        gpu.retiredPagesSingleBit = integer(value);
    } else if (field == QLatin1String("retired_pages.double_bit.count")) {
        gpu.retiredPagesDoubleBit = integer(value);
    } else if (field == QLatin1String("retired_pages.pending")) {
        gpu.retiredPagesPending = flag(value);
    } else if (field == QLatin1String("remapped_rows.correctable")) {
        gpu.remappedRowsCorrectable = integer(value);
    } else if (field == QLatin1String("remapped_rows.uncorrectable")) {
        gpu.remappedRowsUncorrectable = integer(value);
    } else if (field == QLatin1String("remapped_rows.pending")) {
        gpu.remappedRowsPending = flag(value);
    } else if (field == QLatin1String("remapped_rows.failure")) {
        gpu.remappedRowsFailure = flag(value);
    }
}

void assignReasons(GpuInfo &gpu, const QString &field, const QString &value)
{
    const QString name = reasonName(field);
    if (name == QLatin1String("active")) {
        const std::optional<qint64> mask = integer(value);
        if (mask) {
            for (const QString &reason : reasonsFromMask(quint64(*mask))) {
                addReason(gpu.eventReasonsActive, reason);
            }
        }
    } else if (name != QLatin1String("supported") && flag(value).value_or(false)) {
        addReason(gpu.eventReasonsActive, name);
    }
}

void assign(GpuReport &report, GpuInfo &gpu, const QString &field, const QString &value)
{
    if (field == QLatin1String("driver_version")) {
        report.driverVersion = version(value);
    } else if (field == QLatin1String("kmd_version")) {
        report.kmdVersion = version(value);
    } else if (field == QLatin1String("index")) {
        gpu.index = smallInteger(value).value_or(gpu.index);
    } else if (field == QLatin1String("name")) {
        gpu.name = value;
    } else if (field == QLatin1String("uuid")) {
        gpu.uuid = isMissing(value) ? QString() : value;
    } else if (field == QLatin1String("pci.bus_id")) {
        gpu.busId = value;
    } else if (field == QLatin1String("memory.total")) {
        gpu.memoryTotalMib = integer(value);
    } else if (field == QLatin1String("memory.used")) {
        gpu.memoryUsedMib = integer(value);
    } else if (field == QLatin1String("memory.free")) {
        gpu.memoryFreeMib = integer(value);
    } else if (field == QLatin1String("utilization.gpu")) {
        gpu.utilizationGpu = smallInteger(value);
    } else if (field == QLatin1String("temperature.gpu")) {
        gpu.temperatureC = smallInteger(value);
    } else if (field == QLatin1String("power.draw") || field == QLatin1String("power.draw.instant")) {
        if (!gpu.powerDrawW) {
            gpu.powerDrawW = number(value);
        }
    } else if (field == QLatin1String("power.limit") || field == QLatin1String("enforced.power.limit")) {
        if (!gpu.powerLimitW) {
            gpu.powerLimitW = number(value);
        }
    } else if (field == QLatin1String("clocks.current.sm")) {
        gpu.smClockMhz = smallInteger(value);
    } else if (field == QLatin1String("clocks.max.sm")) {
        gpu.smClockMaxMhz = smallInteger(value);
    } else if (field == QLatin1String("pstate")) {
        gpu.pstate = isMissing(value) ? QString() : value;
    } else if (field == QLatin1String("mig.mode.current")) {
        gpu.migEnabled = flag(value);
    } else if (field == QLatin1String("virtualization_mode")) {
        gpu.virtualizationMode = isMissing(value) ? QString() : value;
    } else if (field.startsWith(QLatin1String("clocks_event_reasons."))
        || field.startsWith(QLatin1String("clocks_throttle_reasons."))) {
        assignReasons(gpu, field, value);
    } else {
        assignHealth(gpu, field, value);
    }
}

} // namespace

bool NvidiaSmiCsvParser::isHeader(const QString &line)
{
    static const QRegularExpression field(
        QStringLiteral("^[a-z][A-Za-z0-9_]*(\\.[A-Za-z0-9_]+)*( \\[[^\\]]{1,16}\\])?$"));
    const QStringList parts = line.split(QLatin1Char(','));
    for (const QString &part : parts) {
        if (!field.match(part.trimmed()).hasMatch()) {
            return false;
        }
    }
    return !parts.isEmpty();
}

Result<GpuReport> NvidiaSmiCsvParser::parse(const QString &text, const QStringList &fields)
{
    auto lines = splitLines(text);
    if (!lines) {
        return lines.error();
    }
    QStringList rows;
    for (const QString &line : std::as_const(*lines)) {
        if (!line.trimmed().isEmpty()) {
            rows << line;
        }
    }
    QStringList names = fields;
    if (names.isEmpty()) {
        if (rows.isEmpty() || !isHeader(rows.first())) {
            return Error::make(Error::Code::InvalidInput,
                tr("the CSV has no --query-gpu header; pass the field list used with --format=csv,noheader"));
        }
        names = rows.takeFirst().split(QLatin1Char(','));
    } else if (!rows.isEmpty() && isHeader(rows.first())) {
        rows.removeFirst(); // a header is there after all: the given list must match it
    }
    for (QString &name : names) {
        name = canonicalField(name);
    }
    static const QStringList identifying { QStringLiteral("name"), QStringLiteral("uuid"), QStringLiteral("index"),
        QStringLiteral("pci.bus_id"), QStringLiteral("memory.total"), QStringLiteral("memory.used") };
    if (std::none_of(names.cbegin(), names.cend(), [](const QString &name) { return identifying.contains(name); })) {
        return Error::make(Error::Code::InvalidInput,
            tr("none of the CSV fields (%1) identifies a GPU: query at least name, uuid or memory.total")
                .arg(names.join(QStringLiteral(", ")).left(200)));
    }
    if (rows.isEmpty()) {
        return Error::make(Error::Code::InvalidInput, tr("the CSV has a header but no GPU row"));
    }
    if (rows.size() > MaxGpus) {
        return Error::make(Error::Code::InvalidInput, tr("the CSV has more rows than a machine has GPUs"));
    }
    GpuReport report;
    report.format = GpuReport::Format::Csv;
    for (qsizetype r = 0; r < rows.size(); ++r) {
        const QStringList values = rows.at(r).split(QLatin1Char(','));
        if (values.size() != names.size()) {
            return Error::make(Error::Code::InvalidInput,
                tr("CSV row %1 has %2 values but there are %3 fields").arg(r + 1).arg(values.size()).arg(names.size()));
        }
        GpuInfo gpu;
        gpu.index = int(r);
        for (qsizetype c = 0; c < names.size(); ++c) {
            assign(report, gpu, names.at(c), values.at(c).trimmed());
        }
        report.gpus << gpu;
    }
    if (report.driverVersion.isEmpty()) {
        report.driverVersion = report.kmdVersion;
    }
    return report;
}

} // namespace RentDeck
