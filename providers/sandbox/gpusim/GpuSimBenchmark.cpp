// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "GpuSimBenchmark.h"

#include "NvidiaSmiTopoFormatter.h"

#include <QJsonArray>
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

// Peer-to-peer access as drivers grant it: over NVLink always; over PCIe not across CPU sockets (SYS) and never
// on GeForce cards, where NVIDIA disables it.
bool peerAccess(const GpuSimConfig &config, int a, int b)
{
    const QString link = NvidiaSmiTopoFormatter::link(config, a, b);
    if (a == b || link.startsWith(QLatin1String("NV"))) {
        return true;
    }
    return link != QLatin1String("SYS") && !config.gpus.at(a).isGeForce();
}

// All-reduce bus bandwidth (GB/s) a box like this reaches in nccl-tests: NVLink 4 (NV18) ~360, NVLink 3 (NV12)
// ~230, a bridge pair (NV4) ~50; PCIe with peer access ~20, through host memory ~10, across sockets ~6. The
// slowest pair sets the ring's pace.
double busBandwidth(const GpuSimConfig &config)
{
    double slowest = 1e9;
    for (int a = 0; a < config.gpus.size(); ++a) {
        for (int b = 0; b < config.gpus.size(); ++b) {
            if (a == b) {
                continue;
            }
            const QString link = NvidiaSmiTopoFormatter::link(config, a, b);
            double rate = 20;
            if (link == QLatin1String("NV18")) {
                rate = 360;
            } else if (link == QLatin1String("NV12")) {
                rate = 230;
            } else if (link.startsWith(QLatin1String("NV"))) {
                rate = 50;
            } else if (link == QLatin1String("SYS")) {
                rate = 6;
            } else if (!peerAccess(config, a, b)) {
                rate = 10;
            }
            slowest = std::min(slowest, rate);
        }
    }
    return slowest;
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
    QJsonObject result {
        { QStringLiteral("method"), QStringLiteral("rentdeck-gpusim") },
        { QStringLiteral("simulated"), true },
        { QStringLiteral("device"), name },
        { QStringLiteral("dtype"), QStringLiteral("bfloat16") },
        { QStringLiteral("seconds"), seconds },
        { QStringLiteral("tflops_bf16"), round1(peak.bf16Tflops * share(random)) },
        { QStringLiteral("mem_bandwidth_gbs"), round1(peak.bandwidthGbs * share(random)) },
    };
    const int count = int(config.gpus.size());
    if (count > 1) {
        QJsonArray p2p;
        for (int a = 0; a < count; ++a) {
            QJsonArray row;
            for (int b = 0; b < count; ++b) {
                row.append(peerAccess(config, a, b));
            }
            p2p.append(row);
        }
        result.insert(QStringLiteral("p2p"), p2p);
        const double bus = round1(busBandwidth(config) * std::uniform_real_distribution<double>(0.9, 1.0)(random));
        const double bytes = 256.0 * 1024 * 1024;
        result.insert(QStringLiteral("allreduce"),
            QJsonObject { { QStringLiteral("gpus"), count }, { QStringLiteral("bytes"), bytes },
                { QStringLiteral("iterations"), 20 }, { QStringLiteral("busbw_gbs"), bus },
                { QStringLiteral("algbw_gbs"), round1(bus * count / (2.0 * (count - 1))) },
                { QStringLiteral("method"), QStringLiteral("rentdeck-gpusim") } });
    }
    return QString::fromUtf8(QJsonDocument(result).toJson(QJsonDocument::Compact)) + QLatin1Char('\n');
}

} // namespace RentDeck
