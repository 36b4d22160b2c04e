// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "GpuSimBurnIn.h"

#include "GpuSample.h"
#include "GpuSimBenchmark.h"

#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <thread>
#include <tuple>

namespace RentDeck::GpuSimBurnIn {

namespace {

constexpr int MatrixSide = 4096; // as the probe's PyTorch loop
constexpr int HotGpu = 3;
constexpr int SlowGpu = 1;
constexpr int FaultyGpu = 2;

int chosen(const GpuSimConfig &config, int preferred)
{
    return std::min(preferred, int(config.gpus.size()) - 1);
}

/** False once nobody reads any more (the pre-flight was cancelled): the burn then ends. */
bool print(const QByteArray &line)
{
    const size_t written = std::fwrite(line.constData(), 1, size_t(line.size()), stdout);
    return std::fflush(stdout) == 0 && written == size_t(line.size());
}

} // namespace

QString markerPath()
{
    return GpuSimConfig::defaultPath() + QStringLiteral(".burn");
}

std::optional<Marker> readMarker()
{
    QFile file(markerPath());
    if (!file.open(QIODevice::ReadOnly)) {
        return std::nullopt;
    }
    const QJsonObject object = QJsonDocument::fromJson(file.read(4096)).object();
    Marker marker { qint64(object.value(QLatin1String("start_ms")).toDouble()),
        object.value(QLatin1String("seconds")).toInt() };
    if (marker.startMs <= 0 || marker.seconds <= 0) {
        return std::nullopt;
    }
    return marker;
}

Condition condition(const GpuSimConfig &config, int index, double elapsed, int seconds)
{
    Condition c;
    // Cards warm up towards their steady temperature within ~15 s; siblings differ by a degree or two.
    const double steady = 72 + index % 3 * 2;
    c.temperatureC = int(std::lround(38 + (steady - 38) * (1 - std::exp(-elapsed / 6.0))));
    c.smClockRatio = 0.97 - 0.01 * std::sin(elapsed / 3.0 + index);
    switch (config.scenario) {
    case GpuScenario::Throttled:
        c.temperatureC = std::min(91, c.temperatureC + 18);
        c.smClockRatio = 0.52;
        c.powerRatio = 0.62;
        c.throughputRatio = 0.5;
        c.clockEventReasons
            = ClockEventReason::HwSlowdown | ClockEventReason::SwThermalSlowdown | ClockEventReason::HwThermalSlowdown;
        break;
    case GpuScenario::Busy:
        c.throughputRatio = 0.58; // someone else's job shares the GPU
        break;
    case GpuScenario::HotGpu:
        if (index == chosen(config, HotGpu)) {
            // Poor cooling: hotter than its siblings from the start, over its slowdown point halfway through.
            const double onset = std::min(40.0, seconds / 2.0);
            c.temperatureC = int(std::lround(40 + 46 * std::min(1.0, elapsed / onset)));
            if (elapsed >= onset) {
                c.temperatureC = 91;
                c.smClockRatio = 0.62;
                c.powerRatio = 0.7;
                c.throughputRatio = 0.56;
                c.clockEventReasons = ClockEventReason::SwThermalSlowdown | ClockEventReason::HwThermalSlowdown;
            }
        }
        break;
    case GpuScenario::SlowSibling:
        if (index == chosen(config, SlowGpu)) {
            // Clocks capped below the siblings' (locked application clocks, a weak board): no reason reported.
            c.smClockRatio = 0.78;
            c.powerRatio = 0.7;
            c.throughputRatio = 0.7;
        }
        break;
    case GpuScenario::FaultyGpu:
        c.wrongResults = index == chosen(config, FaultyGpu);
        break;
    case GpuScenario::Idle:
    case GpuScenario::PcieOnly:
    case GpuScenario::StarvedLoader:
    case GpuScenario::TinyShm:
    case GpuScenario::Sliced:
    case GpuScenario::OldDriver:
    case GpuScenario::NoDriver:
        break;
    }
    return c;
}

int run(const GpuSimConfig &config, int seconds, const volatile std::sig_atomic_t &stop)
{
    seconds = std::clamp(seconds, 1, 3600);
    const qint64 startMs = QDateTime::currentMSecsSinceEpoch();
    QSaveFile marker(markerPath());
    if (marker.open(QIODevice::WriteOnly)) {
        marker.write(QJsonDocument(
            QJsonObject { { QStringLiteral("start_ms"), double(startMs) }, { QStringLiteral("seconds"), seconds } })
                         .toJson(QJsonDocument::Compact));
        marker.commit();
    }
    const double peak = GpuSimBenchmark::peakBf16Tflops(config);
    const double flopPerIteration = 2.0 * std::pow(double(MatrixSide), 3);
    QList<double> iterations(config.gpus.size(), 0.0);
    const auto start = std::chrono::steady_clock::now();
    int second = 0;
    while (stop == 0 && second < seconds) {
        std::this_thread::sleep_until(start + std::chrono::seconds(second + 1));
        ++second;
        QByteArray lines;
        for (int i = 0; i < config.gpus.size(); ++i) {
            const double tflops = peak * condition(config, i, second, seconds).throughputRatio;
            iterations[i] += tflops * 1e12 / flopPerIteration;
            lines += QStringLiteral("R,%1,%2,%3\n").arg(i).arg(second).arg(tflops, 0, 'f', 1).toLatin1();
        }
        if (!print(lines)) {
            break;
        }
    }
    QJsonArray gpus;
    for (int i = 0; i < config.gpus.size(); ++i) {
        const double done = std::floor(iterations.at(i) / 10) * 10;
        const bool wrong = condition(config, i, second, seconds).wrongResults;
        gpus.append(QJsonObject { { QStringLiteral("index"), i }, { QStringLiteral("iterations"), done },
            { QStringLiteral("errors"), wrong ? std::max(1.0, std::floor(done / 500)) : 0.0 },
            { QStringLiteral("tflops"), std::round(done * flopPerIteration / std::max(1, second) / 1e11) / 10 } });
    }
    std::ignore = print(QJsonDocument(QJsonObject { { QStringLiteral("burn"), QStringLiteral("load") },
                                          { QStringLiteral("method"), QStringLiteral("rentdeck-gpusim") },
                                          { QStringLiteral("simulated"), true }, { QStringLiteral("seconds"), second },
                                          { QStringLiteral("gpus"), gpus } })
                            .toJson(QJsonDocument::Compact)
        + '\n');
    QFile::remove(markerPath());
    return 0;
}

} // namespace RentDeck::GpuSimBurnIn
