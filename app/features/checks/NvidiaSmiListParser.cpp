// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/NvidiaSmiListParser.h"

#include "checks/NvidiaSmiValues.h"
#include "core/Translate.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace RentDeck {

namespace {

using namespace NvidiaSmiValues;

constexpr qsizetype MaxListLine = 1024; // also keeps the lazy name pattern linear

QString tr(const char *text)
{
    return translateInFile("RentDeck::NvidiaSmiListParser", text);
}

const QRegularExpression &gpuLine()
{
    static const QRegularExpression pattern(QStringLiteral("^GPU (\\d{1,4}): (.+?)(?: \\(UUID: ([^)]*)\\))?$"));
    return pattern;
}

} // namespace

bool NvidiaSmiListParser::looksLikeList(const QString &text)
{
    const QString first = text.trimmed().section(QLatin1Char('\n'), 0, 0).trimmed();
    return first.size() <= MaxListLine && gpuLine().match(first).hasMatch();
}

Result<GpuReport> NvidiaSmiListParser::parse(const QString &text)
{
    auto lines = splitLines(text);
    if (!lines) {
        return lines.error();
    }
    static const QRegularExpression migLine(
        QStringLiteral("^MIG (\\S+)\\s+Device\\s+(\\d{1,4}): \\(UUID: ([^)]*)\\)$"));
    static const QRegularExpression linkLine(QStringLiteral("^Link \\d{1,4}: "));
    GpuReport report;
    report.format = GpuReport::Format::List;
    for (qsizetype i = 0; i < lines->size(); ++i) {
        const QString line = lines->at(i).trimmed();
        if (line.size() > MaxListLine) {
            return Error::make(Error::Code::InvalidInput,
                tr("nvidia-smi -L, line %1: %2 characters is too long for a GPU line").arg(i + 1).arg(line.size()));
        }
        if (line.isEmpty() || linkLine.match(line).hasMatch()) {
            continue;
        }
        const QRegularExpressionMatch gpu = gpuLine().match(line);
        if (gpu.hasMatch()) {
            if (report.gpus.size() >= MaxGpus) {
                return Error::make(Error::Code::InvalidInput, tr("the list has more GPUs than a machine has"));
            }
            GpuInfo info;
            info.index = gpu.captured(1).toInt();
            info.name = gpu.captured(2);
            info.uuid = gpu.captured(3);
            report.gpus << info;
            continue;
        }
        const QRegularExpressionMatch mig = migLine.match(line);
        if (mig.hasMatch() && !report.gpus.isEmpty()) {
            GpuInfo &parent = report.gpus.last();
            MigDevice device;
            device.profile = mig.captured(1);
            device.index = mig.captured(2).toInt();
            device.uuid = mig.captured(3);
            parent.migDevices << device;
            parent.migEnabled = true;
            continue;
        }
        return Error::make(Error::Code::InvalidInput,
            tr("nvidia-smi -L, line %1: expected \"GPU N: NAME (UUID: …)\" or a MIG line").arg(i + 1));
    }
    if (report.gpus.isEmpty()) {
        return Error::make(Error::Code::InvalidInput, tr("nvidia-smi -L lists no GPU"));
    }
    return report;
}

} // namespace RentDeck
