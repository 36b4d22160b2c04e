// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "NvidiaSmiTableFormatter.h"

#include <QLocale>
#include <QStringList>
#include <cmath>

namespace RentDeck {

namespace {

constexpr qsizetype InnerWidth = 89;
constexpr qsizetype LeftWidth = 41;
constexpr qsizetype MiddleWidth = 24;
constexpr qsizetype RightWidth = 22;

QString boxLine(QChar leftEdge, QChar fill, QChar joint, QChar rightEdge)
{
    return leftEdge + QString(LeftWidth, fill) + joint + QString(MiddleWidth, fill) + joint + QString(RightWidth, fill)
        + rightEdge;
}

QString fullLine(QChar edge, QChar fill)
{
    return edge + QString(InnerWidth, fill) + edge;
}

QString boxed(const QString &text)
{
    return QLatin1Char('|') + text.leftJustified(InnerWidth, QLatin1Char(' '), true) + QLatin1Char('|');
}

QString threeColumns(const QString &left, const QString &middle, const QString &right)
{
    return QLatin1Char('|') + left + QLatin1Char('|') + middle + QLatin1Char('|') + right + QLatin1Char('|');
}

QString rightAligned(const QString &text, qsizetype width)
{
    return text.rightJustified(width, QLatin1Char(' '));
}

QString number(qint64 value, qsizetype width)
{
    return rightAligned(QString::number(value), width);
}

} // namespace

QString NvidiaSmiTableFormatter::ctimeString(const QDateTime &time)
{
    const QLocale c = QLocale::c();
    return c.toString(time, QStringLiteral("ddd MMM ")) + number(time.date().day(), 2)
        + c.toString(time, QStringLiteral(" hh:mm:ss yyyy"));
}

QString NvidiaSmiTableFormatter::tableName(const QString &name)
{
    return name.size() > 27 ? name.left(24) + QStringLiteral("...") : name;
}

QString NvidiaSmiTableFormatter::format(const GpuSnapshot &snapshot)
{
    const GpuSimConfig &config = *snapshot.config;
    QStringList lines;
    lines << ctimeString(snapshot.timestamp);
    lines << fullLine(QLatin1Char('+'), QLatin1Char('-'));
    const QString cuda = config.cudaVersion.isEmpty() ? QStringLiteral("N/A") : config.cudaVersion;
    lines << QStringLiteral("| NVIDIA-SMI ") + config.driverVersion.leftJustified(23)
            + QStringLiteral("Driver Version: ") + config.driverVersion.leftJustified(15)
            + QStringLiteral("CUDA Version: ") + cuda.leftJustified(9) + QLatin1Char('|');
    lines << boxLine(QLatin1Char('|'), QLatin1Char('-'), QLatin1Char('+'), QLatin1Char('+'));
    lines << QStringLiteral(
        "| GPU  Name                 Persistence-M | Bus-Id          Disp.A | Volatile Uncorr. ECC |");
    lines << QStringLiteral(
        "| Fan  Temp   Perf          Pwr:Usage/Cap |           Memory-Usage | GPU-Util  Compute M. |");
    lines << QStringLiteral(
        "|                                         |                        |               MIG M. |");
    lines << boxLine(QLatin1Char('|'), QLatin1Char('='), QLatin1Char('+'), QLatin1Char('|'));
    for (const GpuSnapshotEntry &entry : snapshot.gpus) {
        lines << gpuRows(entry);
        lines << boxLine(QLatin1Char('+'), QLatin1Char('-'), QLatin1Char('+'), QLatin1Char('+'));
    }
    lines << QString(InnerWidth, QLatin1Char(' '));
    lines << processBox(snapshot);
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QStringList NvidiaSmiTableFormatter::gpuRows(const GpuSnapshotEntry &entry)
{
    const GpuSpec &gpu = entry.spec;
    const GpuSample &s = entry.sample;
    const bool migEnabled = gpu.migMode == QLatin1String("Enabled");
    const QString left1 = number(entry.index, 4) + QStringLiteral("  ") + tableName(gpu.name).leftJustified(31)
        + QStringLiteral("On ") + QLatin1Char(' ');
    const QString middle1
        = QStringLiteral("   ") + gpu.pciBusId.leftJustified(16, QLatin1Char(' '), true) + QStringLiteral(" Off ");
    const QString right1
        = rightAligned(gpu.isGeForce() ? QStringLiteral("N/A") : QStringLiteral("0"), 21) + QLatin1Char(' ');

    const QString fan = s.fanPercent < 0 ? QStringLiteral(" N/A") : number(s.fanPercent, 3) + QLatin1Char('%');
    const QString left2 = fan + number(s.temperatureC, 5) + QLatin1Char('C')
        + rightAligned(QStringLiteral("P%1").arg(s.performanceState), 6) + number(std::lround(s.powerDrawW), 15)
        + QStringLiteral("W / ") + number(gpu.powerLimitW, 4) + QStringLiteral("W ");
    const QString middle2 = number(s.memoryUsedMib, 8) + QStringLiteral("MiB / ") + number(gpu.memoryTotalMib, 6)
        + QStringLiteral("MiB ");
    const QString util
        = migEnabled ? rightAligned(QStringLiteral("N/A"), 8) : number(s.gpuUtilPercent, 7) + QLatin1Char('%');
    const QString right2 = util + rightAligned(QStringLiteral("Default"), 13) + QLatin1Char(' ');

    const QString right3 = rightAligned(gpu.migMode, 21) + QLatin1Char(' ');
    return { threeColumns(left1, middle1, right1), threeColumns(left2, middle2, right2),
        threeColumns(QString(LeftWidth, QLatin1Char(' ')), QString(MiddleWidth, QLatin1Char(' ')), right3) };
}

QStringList NvidiaSmiTableFormatter::processBox(const GpuSnapshot &snapshot)
{
    QStringList lines;
    lines << fullLine(QLatin1Char('+'), QLatin1Char('-'));
    lines << boxed(QStringLiteral(" Processes:"));
    lines << boxed(
        QStringLiteral("  GPU   GI   CI        PID   Type   Process name                              GPU Memory"));
    lines << boxed(
        QStringLiteral("        ID   ID                                                               Usage"));
    lines << fullLine(QLatin1Char('|'), QLatin1Char('='));
    bool any = false;
    for (const GpuSnapshotEntry &entry : snapshot.gpus) {
        for (const GpuProcess &process : entry.sample.processes) {
            any = true;
            QString name = process.name;
            if (name.size() > 37) {
                name = QStringLiteral("...") + name.right(34);
            }
            lines << boxed(number(entry.index, 5) + QStringLiteral("   N/A  N/A") + number(process.pid, 10)
                + rightAligned(process.type, 7) + QStringLiteral("   ") + name.leftJustified(38)
                + rightAligned(QString::number(process.usedMemoryMib) + QStringLiteral("MiB"), 14) + QLatin1Char(' '));
        }
    }
    if (!any) {
        lines << boxed(QStringLiteral("  No running processes found"));
    }
    lines << fullLine(QLatin1Char('+'), QLatin1Char('-'));
    return lines;
}

} // namespace RentDeck
