// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/NvidiaSmiVersionParser.h"

#include "checks/NvidiaSmiValues.h"

#include <QCoreApplication>

namespace RentDeck {

bool NvidiaSmiVersionParser::looksLikeVersion(const QString &text)
{
    return text.trimmed().startsWith(QLatin1String("NVIDIA-SMI version"));
}

Result<GpuReport> NvidiaSmiVersionParser::parse(const QString &text)
{
    auto lines = NvidiaSmiValues::splitLines(text);
    if (!lines) {
        return lines.error();
    }
    GpuReport report;
    report.format = GpuReport::Format::Version;
    for (const QString &line : std::as_const(*lines)) {
        const qsizetype colon = line.indexOf(QLatin1Char(':'));
        if (colon < 0) {
            continue;
        }
        // "DRIVER version", "CUDA Version", "KMD version", "CUDA UMD version": case differs between drivers.
        const QString key = line.left(colon).trimmed().toLower();
        const QString value = NvidiaSmiValues::version(QStringView(line).mid(colon + 1));
        if (key == QLatin1String("driver version")) {
            report.driverVersion = value;
        } else if (key == QLatin1String("cuda version")) {
            report.cudaVersion = value;
        } else if (key == QLatin1String("kmd version")) {
            report.kmdVersion = value;
        } else if (key == QLatin1String("cuda umd version")) {
            report.cudaUmdVersion = value;
        }
    }
    if (report.driverVersion.isEmpty()) {
        report.driverVersion = report.kmdVersion;
    }
    if (report.cudaVersion.isEmpty()) {
        report.cudaVersion = report.cudaUmdVersion;
    }
    if (report.driverVersion.isEmpty()) {
        return Error::make(Error::Code::InvalidInput,
            QCoreApplication::translate("NvidiaSmiParser", "nvidia-smi --version output without a driver version"));
    }
    return report;
}

} // namespace RentDeck
