// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/GpuBurnOutput.h"

#include <QRegularExpression>
#include <QString>

namespace RentDeck::GpuBurnOutput {

QList<BurnInGpuResult> parse(const QByteArray &output)
{
    const QString text = QString::fromUtf8(output).replace(QLatin1Char('\r'), QLatin1Char('\n'));
    QList<BurnInGpuResult> gpus;
    // The last progress line holds each GPU's latest rate and error count.
    static const QRegularExpression progress(QStringLiteral("proc'd: (.*?)errors: (.*?)(?:temps:|$)"));
    static const QRegularExpression rate(QStringLiteral("(-?\\d+) \\((\\d+) Gflop/s\\)"));
    static const QRegularExpression count(QStringLiteral("(\\d+)\\s*(?:\\((?:WARNING|DIED)!\\))?"));
    QString lastProgress;
    QString lastErrors;
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        const QRegularExpressionMatch match = progress.match(line);
        if (match.hasMatch()) {
            lastProgress = match.captured(1);
            lastErrors = match.captured(2);
        }
    }
    auto rates = rate.globalMatch(lastProgress);
    while (rates.hasNext()) {
        const QRegularExpressionMatch match = rates.next();
        BurnInGpuResult gpu;
        gpu.index = int(gpus.size());
        gpu.iterations = match.captured(1).toLongLong();
        gpu.tflops = match.captured(2).toDouble() / 1000.0;
        if (gpu.iterations < 0) {
            gpu.error = QStringLiteral("gpu_burn: the process for this GPU died");
            gpu.tflops.reset();
        }
        gpus << gpu;
    }
    int i = 0;
    auto errors = count.globalMatch(lastErrors);
    while (errors.hasNext() && i < gpus.size()) {
        gpus[i++].errors = errors.next().captured(1).toLongLong();
    }
    // "\tGPU 0: FAULTY": the verdict over the whole run.
    static const QRegularExpression verdict(QStringLiteral("^\\s*GPU (\\d+): (OK|FAULTY)\\s*$"));
    bool tested = false;
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("Tested "))) {
            tested = true;
            continue;
        }
        const QRegularExpressionMatch match = verdict.match(line);
        if (!tested || !match.hasMatch()) {
            continue;
        }
        const int index = match.captured(1).toInt();
        while (gpus.size() <= index) {
            BurnInGpuResult missing;
            missing.index = int(gpus.size());
            gpus << missing;
        }
        if (match.captured(2) == QLatin1String("FAULTY")) {
            gpus[index].errors = std::max<qint64>(1, gpus[index].errors);
        }
    }
    return gpus;
}

} // namespace RentDeck::GpuBurnOutput
