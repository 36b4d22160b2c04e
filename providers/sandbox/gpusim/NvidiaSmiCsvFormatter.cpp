// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "NvidiaSmiCsvFormatter.h"

#include <QLocale>
#include <QStringList>
#include <array>

namespace RentDeck {

namespace {

struct FieldName
{
    const char *requested;
    const char *canonical;
    const char *unit;
};

// Aliases map to the canonical name real drivers print in the header (clocks.sm -> clocks.current.sm).
constexpr std::array Fields {
    FieldName { "timestamp", "timestamp", "" },
    FieldName { "driver_version", "driver_version", "" },
    FieldName { "count", "count", "" },
    FieldName { "name", "name", "" },
    FieldName { "gpu_name", "name", "" },
    FieldName { "serial", "serial", "" },
    FieldName { "gpu_serial", "serial", "" },
    FieldName { "uuid", "uuid", "" },
    FieldName { "gpu_uuid", "uuid", "" },
    FieldName { "pci.bus_id", "pci.bus_id", "" },
    FieldName { "gpu_bus_id", "pci.bus_id", "" },
    FieldName { "index", "index", "" },
    FieldName { "display_mode", "display_mode", "" },
    FieldName { "display_active", "display_active", "" },
    FieldName { "persistence_mode", "persistence_mode", "" },
    FieldName { "vbios_version", "vbios_version", "" },
    FieldName { "hostname", "hostname", "" },
    FieldName { "fan.speed", "fan.speed", "%" },
    FieldName { "pstate", "pstate", "" },
    FieldName { "memory.total", "memory.total", "MiB" },
    FieldName { "memory.reserved", "memory.reserved", "MiB" },
    FieldName { "memory.used", "memory.used", "MiB" },
    FieldName { "memory.free", "memory.free", "MiB" },
    FieldName { "compute_mode", "compute_mode", "" },
    FieldName { "utilization.gpu", "utilization.gpu", "%" },
    FieldName { "utilization.memory", "utilization.memory", "%" },
    FieldName { "ecc.mode.current", "ecc.mode.current", "" },
    FieldName { "ecc.mode.pending", "ecc.mode.pending", "" },
    FieldName { "temperature.gpu", "temperature.gpu", "" },
    FieldName { "power.management", "power.management", "" },
    FieldName { "power.draw", "power.draw", "W" },
    FieldName { "power.limit", "power.limit", "W" },
    FieldName { "enforced.power.limit", "enforced.power.limit", "W" },
    FieldName { "power.default_limit", "power.default_limit", "W" },
    FieldName { "power.min_limit", "power.min_limit", "W" },
    FieldName { "power.max_limit", "power.max_limit", "W" },
    FieldName { "clocks.gr", "clocks.current.graphics", "MHz" },
    FieldName { "clocks.current.graphics", "clocks.current.graphics", "MHz" },
    FieldName { "clocks.sm", "clocks.current.sm", "MHz" },
    FieldName { "clocks.current.sm", "clocks.current.sm", "MHz" },
    FieldName { "clocks.mem", "clocks.current.memory", "MHz" },
    FieldName { "clocks.current.memory", "clocks.current.memory", "MHz" },
    FieldName { "clocks.video", "clocks.current.video", "MHz" },
    FieldName { "clocks.current.video", "clocks.current.video", "MHz" },
    FieldName { "clocks.max.gr", "clocks.max.graphics", "MHz" },
    FieldName { "clocks.max.graphics", "clocks.max.graphics", "MHz" },
    FieldName { "clocks.max.sm", "clocks.max.sm", "MHz" },
    FieldName { "clocks.max.mem", "clocks.max.memory", "MHz" },
    FieldName { "clocks.max.memory", "clocks.max.memory", "MHz" },
    FieldName { "mig.mode.current", "mig.mode.current", "" },
    FieldName { "mig.mode.pending", "mig.mode.pending", "" },
};

struct ReasonName
{
    const char *suffix;
    quint64 bit;
};

constexpr std::array Reasons {
    ReasonName { "gpu_idle", ClockEventReason::GpuIdle },
    ReasonName { "applications_clocks_setting", ClockEventReason::ApplicationsClocksSetting },
    ReasonName { "sw_power_cap", ClockEventReason::SwPowerCap },
    ReasonName { "hw_slowdown", ClockEventReason::HwSlowdown },
    ReasonName { "hw_thermal_slowdown", ClockEventReason::HwThermalSlowdown },
    ReasonName { "hw_power_brake_slowdown", ClockEventReason::HwPowerBrakeSlowdown },
    ReasonName { "sw_thermal_slowdown", ClockEventReason::SwThermalSlowdown },
    ReasonName { "sync_boost", ClockEventReason::SyncBoost },
};

const QString NotAvailable = QStringLiteral("[N/A]");

QString hex64(quint64 value)
{
    return QStringLiteral("0x") + QString::number(value, 16).rightJustified(16, QLatin1Char('0')).toUpper();
}

QString orNotAvailable(const QString &value)
{
    return value == QLatin1String("N/A") ? NotAvailable : value;
}

// clocks_throttle_reasons.X is the pre-535 name of clocks_event_reasons.X; the header echoes what was asked.
QString reasonValue(const QString &key, quint64 reasons, bool *known)
{
    *known = true;
    const QString rest = key.section(QLatin1Char('.'), 1);
    if (rest == QLatin1String("active")) {
        return hex64(reasons);
    }
    if (rest == QLatin1String("supported")) {
        return hex64(ClockEventReason::Supported);
    }
    for (const ReasonName &reason : Reasons) {
        if (rest == QLatin1String(reason.suffix)) {
            return (reasons & reason.bit) != 0 ? QStringLiteral("Active") : QStringLiteral("Not Active");
        }
    }
    *known = false;
    return {};
}

bool isReasonField(const QString &name)
{
    return name.startsWith(QLatin1String("clocks_event_reasons."))
        || name.startsWith(QLatin1String("clocks_throttle_reasons."));
}

} // namespace

std::optional<NvidiaSmiCsvFormatter> NvidiaSmiCsvFormatter::create(
    const QString &fields, const QString &format, QString *error)
{
    NvidiaSmiCsvFormatter formatter;
    const QStringList options = format.split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (!options.contains(QLatin1String("csv"))) {
        *error = QStringLiteral("Only CSV format is supported. Please run 'nvidia-smi -h' for help.");
        return std::nullopt;
    }
    for (const QString &raw : options) {
        const QString option = raw.trimmed();
        if (option == QLatin1String("noheader")) {
            formatter.m_hasHeader = false;
        } else if (option == QLatin1String("nounits")) {
            formatter.m_hasUnits = false;
        } else if (option != QLatin1String("csv")) {
            *error = QStringLiteral("\"%1\" is not a valid format option. Please run 'nvidia-smi -h' for help.")
                         .arg(option);
            return std::nullopt;
        }
    }
    for (const QString &raw : fields.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString name = raw.trimmed();
        bool found = false;
        for (const FieldName &field : Fields) {
            if (name == QLatin1String(field.requested)) {
                formatter.m_columns.append(
                    { QLatin1String(field.canonical), QLatin1String(field.canonical), QLatin1String(field.unit) });
                found = true;
                break;
            }
        }
        if (!found && isReasonField(name)) {
            reasonValue(name, 0, &found);
            if (found) {
                formatter.m_columns.append({ name, name, QString() });
            }
        }
        if (!found) {
            *error = QStringLiteral("Field \"%1\" is not a valid field to query.\n\n"
                                    "Please run 'nvidia-smi --help-query-gpu' for more information.")
                         .arg(name);
            return std::nullopt;
        }
    }
    if (formatter.m_columns.isEmpty()) {
        *error = QStringLiteral("No fields to query. Please run 'nvidia-smi --help-query-gpu' for more information.");
        return std::nullopt;
    }
    return formatter;
}

QString NvidiaSmiCsvFormatter::header() const
{
    QStringList names;
    for (const Column &column : m_columns) {
        names << (column.unit.isEmpty() ? column.header
                                        : column.header + QStringLiteral(" [") + column.unit + QLatin1Char(']'));
    }
    return names.join(QStringLiteral(", ")) + QLatin1Char('\n');
}

QString NvidiaSmiCsvFormatter::rows(const GpuSnapshot &snapshot) const
{
    QString out;
    for (const GpuSnapshotEntry &entry : snapshot.gpus) {
        QStringList values;
        for (const Column &column : m_columns) {
            const QString v = value(column.key, snapshot, entry);
            const bool withUnit = m_hasUnits && !column.unit.isEmpty() && v != NotAvailable;
            values << (withUnit ? v + QLatin1Char(' ') + column.unit : v);
        }
        out += values.join(QStringLiteral(", ")) + QLatin1Char('\n');
    }
    return out;
}

QString NvidiaSmiCsvFormatter::value(const QString &key, const GpuSnapshot &snapshot, const GpuSnapshotEntry &entry)
{
    const GpuSpec &gpu = entry.spec;
    const GpuSample &s = entry.sample;
    const auto is = [&key](const char *name) { return key == QLatin1String(name); };
    const auto watts = [](double w) { return QString::number(w, 'f', 2); };
    if (isReasonField(key)) {
        bool known = false;
        return reasonValue(key, s.clockEventReasons, &known);
    }
    if (is("timestamp")) {
        return QLocale::c().toString(snapshot.timestamp, QStringLiteral("yyyy/MM/dd hh:mm:ss.zzz"));
    }
    if (is("driver_version")) {
        return snapshot.config->driverVersion;
    }
    if (is("count")) {
        return QString::number(snapshot.config->gpus.size());
    }
    if (is("name")) {
        return gpu.name;
    }
    if (is("serial")) {
        return orNotAvailable(gpu.serial);
    }
    if (is("uuid")) {
        return gpu.uuid;
    }
    if (is("pci.bus_id")) {
        return gpu.pciBusId;
    }
    if (is("index")) {
        return QString::number(entry.index);
    }
    if (is("display_mode") || is("display_active")) {
        return QStringLiteral("Disabled");
    }
    if (is("persistence_mode") || is("power.management")) {
        return QStringLiteral("Enabled");
    }
    if (is("vbios_version")) {
        return gpu.vbiosVersion;
    }
    if (is("hostname")) {
        return snapshot.config->hostname;
    }
    if (is("fan.speed")) {
        return s.fanPercent < 0 ? NotAvailable : QString::number(s.fanPercent);
    }
    if (is("pstate")) {
        return QStringLiteral("P%1").arg(s.performanceState);
    }
    if (is("memory.total")) {
        return QString::number(gpu.memoryTotalMib);
    }
    if (is("memory.reserved")) {
        return QString::number(s.memoryReservedMib);
    }
    if (is("memory.used")) {
        return QString::number(s.memoryUsedMib);
    }
    if (is("memory.free")) {
        return QString::number(s.memoryFreeMib);
    }
    if (is("compute_mode")) {
        return QStringLiteral("Default");
    }
    if (is("utilization.gpu")) {
        return gpu.migMode == QLatin1String("Enabled") ? NotAvailable : QString::number(s.gpuUtilPercent);
    }
    if (is("utilization.memory")) {
        return gpu.migMode == QLatin1String("Enabled") ? NotAvailable : QString::number(s.memUtilPercent);
    }
    if (is("ecc.mode.current") || is("ecc.mode.pending")) {
        return gpu.isGeForce() ? NotAvailable : QStringLiteral("Enabled");
    }
    if (is("temperature.gpu")) {
        return QString::number(s.temperatureC);
    }
    if (is("power.draw")) {
        return watts(s.powerDrawW);
    }
    if (is("power.limit") || is("enforced.power.limit") || is("power.default_limit") || is("power.max_limit")) {
        return watts(gpu.powerLimitW);
    }
    if (is("power.min_limit")) {
        return watts(gpu.powerLimitW / 3.0);
    }
    if (is("clocks.current.graphics") || is("clocks.current.sm")) {
        return QString::number(s.smClockMhz);
    }
    if (is("clocks.current.memory")) {
        return QString::number(s.memClockMhz);
    }
    if (is("clocks.current.video")) {
        return QString::number(s.videoClockMhz);
    }
    if (is("clocks.max.graphics") || is("clocks.max.sm")) {
        return QString::number(gpu.maxSmClockMhz);
    }
    if (is("clocks.max.memory")) {
        return QString::number(gpu.maxMemClockMhz);
    }
    if (is("mig.mode.current") || is("mig.mode.pending")) {
        return orNotAvailable(gpu.migMode);
    }
    return NotAvailable;
}

} // namespace RentDeck
