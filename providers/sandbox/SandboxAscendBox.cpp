// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SandboxAscendBox.h"

#include "SandboxPythonStacks.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace RentDeck::SandboxAscendBox {

namespace {

constexpr int Width = 98; // npu-smi's table width

// " text" padded to a cell of \a width, as npu-smi fills its columns.
QString cell(const QString &text, int width)
{
    return QString(QLatin1Char(' ') + text).leftJustified(width);
}

// One "| a | b | c |" row with npu-smi's column widths (27, 15, 52 between the bars).
QString row(const QString &a, const QString &b, const QString &c)
{
    return QStringLiteral("|") + cell(a, 27) + QLatin1Char('|') + cell(b, 15) + QLatin1Char('|') + cell(c, 52)
        + QLatin1Char('|');
}

QString wide(const QString &text)
{
    return QStringLiteral("|") + cell(text, Width - 2) + QLatin1Char('|');
}

QString rule(QChar fill)
{
    return QStringLiteral("+") + QString(27, fill) + QLatin1Char('+') + QString(15, fill) + QLatin1Char('+')
        + QString(52, fill) + QLatin1Char('+');
}

// "3378 / 65536": used left-aligned in four columns, as npu-smi pads it.
QString usage(qint64 used, qint64 total)
{
    return QStringLiteral("%1 / %2").arg(QString::number(used).leftJustified(4)).arg(total);
}

} // namespace

QString npuSmiInfo(const SandboxGpuModel &npu, int count, const QString &driver)
{
    static const char *const BusIds[] = { "C1", "C2", "81", "82", "01", "02", "41", "42" };
    QStringList lines;
    lines << QStringLiteral("+") + QString(Width - 2, QLatin1Char('-')) + QLatin1Char('+');
    lines << wide(
        QStringLiteral("npu-smi %1").arg(driver).leftJustified(33) + QStringLiteral("Version: %1").arg(driver));
    lines << rule(QLatin1Char('-'));
    lines << row(QStringLiteral("NPU   Name"), QStringLiteral("Health"),
        QStringLiteral("Power(W)    Temp(C)           Hugepages-Usage(page)"));
    lines << row(QStringLiteral("Chip"), QStringLiteral("Bus-Id"),
        QStringLiteral("AICore(%)   Memory-Usage(MB)  HBM-Usage(MB)"));
    lines << rule(QLatin1Char('='));
    for (int i = 0; i < count; ++i) {
        // Idle chips: ~95 W, 37–45 °C, the driver's 3.3 GB of HBM, as the real capture shows.
        const QString power = QString::number(92.0 + (i * 37 % 10), 'f', 1);
        const QString temperature = QString::number(37 + (i * 3) % 9);
        lines << row(QStringLiteral("%1     %2").arg(i).arg(npu.npuChip), QStringLiteral("OK"),
            power.leftJustified(12) + temperature.leftJustified(18) + usage(0, 0));
        lines << row(QStringLiteral("0"), QStringLiteral("0000:%1:00.0").arg(QLatin1String(BusIds[i % 8])),
            QStringLiteral("0").leftJustified(12) + usage(0, 0).leftJustified(18) + usage(3378, npu.memoryTotalMib));
        lines << rule(QLatin1Char('='));
    }
    lines << rule(QLatin1Char('-'));
    lines << QStringLiteral(
        "| NPU     Chip              | Process id    | Process name             | Process memory(MB)      |");
    lines << rule(QLatin1Char('='));
    for (int i = 0; i < count; ++i) {
        lines << wide(QStringLiteral("No running processes found in NPU %1").arg(i));
        lines << rule(QLatin1Char('='));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

Status install(const SandboxInstancePaths &paths, const SandboxOffer &offer, const SandboxGpuModel &npu)
{
    // No NVIDIA driver on this box: the checks and the metric stream must find npu-smi alone.
    QFile::remove(paths.bin + QStringLiteral("/nvidia-smi"));
    const QString table = paths.dir + QStringLiteral("/npu-smi-info.txt");
    QList<Status> written {
        SandboxPythonStacks::writeFile(
            table, npuSmiInfo(npu, offer.offer.gpuCount, offer.offer.driverVersion).toUtf8()),
        SandboxPythonStacks::writeFile(paths.bin + QStringLiteral("/npu-smi"),
            "#!/bin/sh\n# RentDeck sandbox: npu-smi of a simulated Ascend box (info only).\n"
            "case \"$1\" in --rentdeck-sim) echo rentdeck-gpusim; exit 0;; info) [ $# -eq 1 ] && exec cat '"
                + table.toUtf8()
                + "';; esac\necho \"npu-smi (RentDeck sandbox): only 'npu-smi info' is simulated\" >&2\nexit 2\n",
            true),
        // Where a non-root CANN install records its release (CANN's instg_0064 install page).
        SandboxPythonStacks::writeFile(
            paths.home + QStringLiteral("/Ascend/ascend-toolkit/latest/x86_64-linux/ascend_toolkit_install.info"),
            QStringLiteral("package_name=Ascend-cann-toolkit\nversion=%1\narch=x86_64\nos=linux\n")
                .arg(npu.cann)
                .toUtf8()),
    };
    for (const Status &status : written) {
        if (!status) {
            return status;
        }
    }
    return SandboxPythonStacks::applyAscend(paths.home, npu.cann);
}

} // namespace RentDeck::SandboxAscendBox
