// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "NvidiaSmiAppsFormatter.h"

namespace RentDeck {

namespace {

QString canonical(const QString &field)
{
    if (field == QLatin1String("name")) {
        return QStringLiteral("process_name");
    }
    if (field == QLatin1String("used_gpu_memory")) {
        return QStringLiteral("used_memory");
    }
    return field;
}

QString headerName(const QString &field)
{
    return field == QLatin1String("used_memory") ? QStringLiteral("used_gpu_memory [MiB]") : field;
}

} // namespace

std::optional<NvidiaSmiAppsFormatter> NvidiaSmiAppsFormatter::create(
    const QString &fields, const QString &format, QString *error)
{
    static const QStringList known { QStringLiteral("pid"), QStringLiteral("process_name"),
        QStringLiteral("used_memory"), QStringLiteral("gpu_uuid"), QStringLiteral("gpu_bus_id") };
    NvidiaSmiAppsFormatter formatter;
    for (const QString &field : fields.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString name = canonical(field.trimmed());
        if (!known.contains(name)) {
            *error = QStringLiteral("Field \"%1\" is not a valid field to query.").arg(field.trimmed());
            return std::nullopt;
        }
        formatter.m_fields << name;
    }
    const QStringList options = format.split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (formatter.m_fields.isEmpty() || !options.contains(QStringLiteral("csv"))) {
        *error = QStringLiteral("Invalid combination of input arguments. Please run 'nvidia-smi -h' for help.");
        return std::nullopt;
    }
    formatter.m_hasHeader = !options.contains(QStringLiteral("noheader"));
    formatter.m_hasUnits = !options.contains(QStringLiteral("nounits"));
    return formatter;
}

QString NvidiaSmiAppsFormatter::text(const GpuSnapshot &snapshot) const
{
    QStringList lines;
    if (m_hasHeader) {
        QStringList header;
        for (const QString &field : m_fields) {
            header << headerName(field);
        }
        lines << header.join(QStringLiteral(", "));
    }
    for (const GpuSnapshotEntry &entry : snapshot.gpus) {
        for (const GpuProcess &process : entry.sample.processes) {
            QStringList row;
            for (const QString &field : m_fields) {
                if (field == QLatin1String("pid")) {
                    row << QString::number(process.pid);
                } else if (field == QLatin1String("process_name")) {
                    row << process.name;
                } else if (field == QLatin1String("used_memory")) {
                    row << QString::number(process.usedMemoryMib) + (m_hasUnits ? QStringLiteral(" MiB") : QString());
                } else if (field == QLatin1String("gpu_uuid")) {
                    row << entry.spec.uuid;
                } else {
                    row << entry.spec.pciBusId;
                }
            }
            lines << row.join(QStringLiteral(", "));
        }
    }
    return lines.isEmpty() ? QString() : lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace RentDeck
