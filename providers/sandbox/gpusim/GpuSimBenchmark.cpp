// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "GpuSimBenchmark.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>
#include <random>

namespace RentDeck {

namespace {

struct Peak
{
    const char *namePart;
    double bf16Tflops; // dense, FP32 accumulate
    double bandwidthGbs;
};

// Datasheet figures of the cards the sandbox catalog sells; more specific names first.
constexpr Peak Peaks[] = {
    { "RTX 4090", 165.2, 1008 },
    { "RTX 3090", 71, 936 },
    { "L40S", 362, 864 },
    { "L4", 121, 300 },
    { "RTX A6000", 154.8, 768 },
    { "A100-SXM4-40GB", 312, 1555 },
    { "A100 80GB PCIe", 312, 1935 },
    { "A100", 312, 2039 },
    { "H200", 989, 4800 },
    { "H100", 989, 3350 },
};

double round1(double value)
{
    return std::round(value * 10.0) / 10.0;
}

Peak peakOf(const GpuSimConfig &config)
{
    const QString name = config.gpus.isEmpty() ? QString() : config.gpus.constFirst().name;
    for (const Peak &candidate : Peaks) {
        if (name.contains(QLatin1String(candidate.namePart))) {
            return candidate;
        }
    }
    return Peak { "", 100, 1000 };
}

} // namespace

double GpuSimBenchmark::peakBf16Tflops(const GpuSimConfig &config)
{
    return peakOf(config).bf16Tflops;
}

QString GpuSimBenchmark::resultJson(const GpuSimConfig &config, int seconds)
{
    const QString name = config.gpus.isEmpty() ? QString() : config.gpus.constFirst().name;
    const Peak peak = peakOf(config);
    std::mt19937 random(static_cast<unsigned>(config.startedAt));
    double low = 0.88;
    double high = 0.96;
    if (config.scenario == GpuScenario::Throttled) {
        low = 0.45;
        high = 0.55;
    } else if (config.scenario == GpuScenario::Busy) {
        low = 0.55;
        high = 0.65;
    }
    std::uniform_real_distribution<double> share(low, high);
    const QJsonObject result {
        { QStringLiteral("method"), QStringLiteral("rentdeck-gpusim") },
        { QStringLiteral("simulated"), true },
        { QStringLiteral("device"), name },
        { QStringLiteral("dtype"), QStringLiteral("bfloat16") },
        { QStringLiteral("seconds"), seconds },
        { QStringLiteral("tflops_bf16"), round1(peak.bf16Tflops * share(random)) },
        { QStringLiteral("mem_bandwidth_gbs"), round1(peak.bandwidthGbs * share(random)) },
    };
    return QString::fromUtf8(QJsonDocument(result).toJson(QJsonDocument::Compact)) + QLatin1Char('\n');
}

} // namespace RentDeck
