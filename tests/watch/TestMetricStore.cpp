// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "watch/MetricStore.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTest>
#include <memory>
#include <unistd.h>

// GCC says __SANITIZE_ADDRESS__, clang __has_feature(address_sanitizer).
#if defined(__SANITIZE_ADDRESS__)
#define RD_ADDRESS_SANITIZER
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define RD_ADDRESS_SANITIZER
#endif
#endif

using namespace RentDeck;

namespace {

constexpr qint64 T0 = 1'772'323'200'000; // 2026-03-01 00:00:00 UTC
constexpr qint64 Second = 1'000;
constexpr qint64 Minute = 60 * Second;
constexpr qint64 Day = 24 * 60 * Minute;
constexpr qsizetype MiB = 1024 * 1024;

GpuMetricSample gpuSample(qint64 tMs, int gpu, double utilization)
{
    GpuMetricSample sample;
    sample.timeMs = tMs;
    sample.gpuIndex = gpu;
    sample.utilizationPercent = utilization;
    sample.memoryUsedMiB = 40'000;
    sample.memoryTotalMiB = 81'559;
    sample.temperatureC = 65;
    sample.powerDrawW = 312.5;
    sample.powerLimitW = 400;
    sample.smClockMHz = 1'980;
    sample.throttleReasons = 0x4;
    sample.throttleKnown = true;
    return sample;
}

#ifdef RD_ADDRESS_SANITIZER
extern "C" size_t __sanitizer_get_current_allocated_bytes(); // <sanitizer/allocator_interface.h>, not in GCC's
#endif

/**
 * What this process holds: under AddressSanitizer the bytes its allocator has handed out and not taken back (the
 * resident size would count ASan's redzones and quarantine, about three times as much), else the resident memory
 * from /proc/self/statm (pages).
 */
qsizetype residentBytes()
{
#ifdef RD_ADDRESS_SANITIZER
    return qsizetype(__sanitizer_get_current_allocated_bytes());
#else
    QFile statm(QStringLiteral("/proc/self/statm"));
    if (!statm.open(QIODevice::ReadOnly)) {
        return -1;
    }
    const QList<QByteArray> fields = statm.readAll().split(' ');
    return fields.size() > 1 ? fields[1].toLongLong() * sysconf(_SC_PAGESIZE) : -1;
#endif
}

} // namespace

class TestMetricStore : public QObject
{
    Q_OBJECT

private slots:
    void splitsSamplesIntoSeries();
    void skipsMetricsNeverReported();
    void dropsGpuIndexesOutOfRange();
    void gapsReachEverySeries();
    void memoryOf24HoursOf64GpusIsBounded();
};

void TestMetricStore::splitsSamplesIntoSeries()
{
    MetricStore store;
    QVERIFY(store.isEmpty());
    store.add(gpuSample(T0, 0, 10));
    store.add(gpuSample(T0, 1, 90));
    HostMetricSample host;
    host.timeMs = T0;
    host.cpuPercent = 12.5;
    host.ramUsedMiB = 2048;
    host.ramTotalMiB = 65536;
    host.netRxBytesPerSecond = 1.5e6;
    host.netTxBytesPerSecond = 2e5;
    store.add(host);
    store.add(gpuSample(T0 + Second, 0, 30));
    store.advanceTo(T0 + Minute);

    QCOMPARE(store.sources(), (QList<int> { HostSource, 0, 1 }));
    QCOMPARE(store.kinds(0),
        (QList<MetricKind> { MetricKind::GpuUtilization, MetricKind::GpuMemoryUsed, MetricKind::GpuTemperature,
            MetricKind::GpuPower, MetricKind::GpuSmClock }));
    QCOMPARE(store.kinds(HostSource),
        (QList<MetricKind> {
            MetricKind::HostCpu, MetricKind::HostRamUsed, MetricKind::HostNetRx, MetricKind::HostNetTx }));
    const MetricSeries *utilization = store.series(0, MetricKind::GpuUtilization);
    QVERIFY(utilization);
    const QList<MetricPoint> minute = utilization->levelPoints(2);
    QCOMPARE(minute.size(), 1);
    QCOMPARE(minute[0].count, 2);
    QCOMPARE(minute[0].mean, 20.0);
    QCOMPARE(store.series(1, MetricKind::GpuUtilization)->levelPoints(2)[0].max, 90.0);
    QCOMPARE(store.series(HostSource, MetricKind::HostNetRx)->levelPoints(2)[0].max, 1.5e6);
    QCOMPARE(store.series(HostSource, MetricKind::GpuPower), nullptr);
    QCOMPARE(store.series(0, MetricKind::HostCpu), nullptr);
    QCOMPARE(store.series(7, MetricKind::GpuPower), nullptr);
    QCOMPARE(store.latestGpuSample(0)->memoryTotalMiB, 81'559.0);
    QCOMPARE(store.latestGpuSample(0)->timeMs, T0 + Second);
    QCOMPARE(store.latestHostSample()->ramTotalMiB, 65536.0);
    QVERIFY(!store.latestGpuSample(2));
}

void TestMetricStore::skipsMetricsNeverReported()
{
    MetricStore store;
    GpuMetricSample sample = gpuSample(T0, 0, 50);
    sample.smClockMHz = MetricUnknown; // "[N/A]" on this GPU
    sample.temperatureC = MetricUnknown;
    store.add(sample);
    sample.timeMs += Second;
    sample.temperatureC = 70; // reported later: the series starts then
    store.add(sample);
    QCOMPARE(store.kinds(0),
        (QList<MetricKind> {
            MetricKind::GpuUtilization, MetricKind::GpuMemoryUsed, MetricKind::GpuTemperature, MetricKind::GpuPower }));
    QCOMPARE(store.series(0, MetricKind::GpuTemperature)->firstMs(), T0 + Second);
}

void TestMetricStore::dropsGpuIndexesOutOfRange()
{
    MetricStore store;
    store.add(gpuSample(T0, -3, 1));
    store.add(gpuSample(T0, MetricStore::MaxGpuSources, 1));
    store.add(gpuSample(T0, MetricStore::MaxGpuSources - 1, 1));
    QCOMPARE(store.droppedSamples(), 2);
    QCOMPARE(store.sources(), QList<int> { MetricStore::MaxGpuSources - 1 });
}

void TestMetricStore::gapsReachEverySeries()
{
    MetricStore store;
    store.add(gpuSample(T0, 0, 1));
    store.markGap(T0, T0 + 30 * Second, QStringLiteral("connection lost"));
    store.add(gpuSample(T0 + 30 * Second, 0, 1));
    store.add(gpuSample(T0 + 30 * Second, 1, 1)); // a series born after the gap knows it too
    store.markGap(T0 + 20 * Second, T0 + 40 * Second, QString(500, QLatin1Char('x'))); // merges; reason kept short
    QCOMPARE(store.gaps().size(), 1);
    QCOMPARE(store.gaps()[0].fromMs, T0);
    QCOMPARE(store.gaps()[0].toMs, T0 + 40 * Second);
    QCOMPARE(store.gaps()[0].reason, QStringLiteral("connection lost"));
    QCOMPARE(store.series(0, MetricKind::GpuPower)->gaps().size(), 1);
    QCOMPARE(store.series(1, MetricKind::GpuPower)->gaps()[0].toMs, T0 + 40 * Second);

    store.markGap(T0 + Minute, T0 + 2 * Minute, QString(500, QLatin1Char('y')));
    QCOMPARE(store.gaps()[1].reason.size(), MetricStore::MaxGapReasonLength);
    for (int i = 0; i < MetricStore::MaxGaps + 10; ++i) {
        store.markGap(T0 + (10 + i) * Minute, T0 + (10 + i) * Minute + Second);
    }
    QCOMPARE(store.gaps().size(), MetricStore::MaxGaps);
}

void TestMetricStore::memoryOf24HoursOf64GpusIsBounded()
{
    // 24 h of 64 GPUs at 1 Hz (5.5 million GPU samples, 27.6 million values into 320 series) plus the host, on a
    // synthetic clock. After 24 h each series holds 600 points of 1 s, 720 of 10 s and 1,440 of 1 min, in rings
    // grown by half from 64 slots (so 600, 720 and 1,639 slots) of 24 bytes, plus the series object (400 bytes):
    // 71,416 bytes. 324 series: 23.1 MB (22.1 MiB). The bound asserted is 24 MiB; the hard bound however long it
    // runs is maxBytes(64), every 1 min ring full after 7 days: 90.7 MB (86.5 MiB).
    constexpr int Gpus = 64;
    constexpr qint64 Seconds = Day / Second;
    constexpr qsizetype Bound = 24 * MiB;
    QVERIFY(Bound < MetricStore::maxBytes(Gpus));

    const qsizetype residentBefore = residentBytes();
    QVERIFY(residentBefore > 0);
    QElapsedTimer timer;
    timer.start();
    auto store = std::make_unique<MetricStore>();
    GpuMetricSample sample = gpuSample(T0, 0, 0);
    HostMetricSample host;
    host.cpuPercent = 50;
    host.ramUsedMiB = 4096;
    host.netRxBytesPerSecond = 1e6;
    host.netTxBytesPerSecond = 1e5;
    for (qint64 s = 0; s < Seconds; ++s) {
        sample.timeMs = T0 + s * Second + 7; // nvidia-smi's timestamps drift a little past the second
        for (int gpu = 0; gpu < Gpus; ++gpu) {
            sample.gpuIndex = gpu;
            sample.utilizationPercent = double((s + gpu) % 101);
            sample.powerDrawW = 100 + double(s % 300);
            store->add(sample);
        }
        host.timeMs = sample.timeMs;
        store->add(host);
        if (s == Seconds / 2) {
            QVERIFY(store->approximateBytes() <= Bound);
        }
    }
    const qint64 elapsedMs = timer.elapsed();
    const qsizetype bytes = store->approximateBytes();
    const qsizetype residentAfter = residentBytes();
    const qsizetype residentGrowth = residentAfter - residentBefore;
    qInfo("24 h x %d GPUs: %.1f s, approximateBytes %.1f MiB (bound %.1f MiB, maxBytes(%d) %.1f MiB),"
          " RSS growth %.1f MiB",
        Gpus, double(elapsedMs) / 1000, double(bytes) / MiB, double(Bound) / MiB, Gpus,
        double(MetricStore::maxBytes(Gpus)) / MiB, double(residentGrowth) / MiB);

    QCOMPARE(store->sources().size(), Gpus + 1);
    QVERIFY(bytes <= Bound);
    QVERIFY(bytes <= MetricStore::maxBytes(Gpus));
    // The estimate is honest: the process really grew by about that much (heap headers and the last free
    // chunks of grown rings come on top), and not by more; under AddressSanitizer, by its allocator's count.
    QVERIFY2(residentGrowth <= bytes * 5 / 4 + 4 * MiB, qPrintable(QString::number(residentGrowth)));
    QVERIFY2(residentGrowth >= bytes / 2, qPrintable(QString::number(residentGrowth)));

    // Every value went somewhere: the minutes of GPU 63's utilization hold 60 samples each.
    const QList<MetricPoint> minutes = store->series(63, MetricKind::GpuUtilization)->levelPoints(2);
    QCOMPARE(minutes.size(), 1439); // the last minute is still open
    double low = 100;
    double high = 0;
    double sum = 0;
    for (qint64 s = 100 * 60; s < 101 * 60; ++s) {
        const double value = double((s + 63) % 101);
        low = std::min(low, value);
        high = std::max(high, value);
        sum += value;
    }
    QCOMPARE(minutes[100].tMs, T0 + 100 * Minute);
    QCOMPARE(minutes[100].count, 60);
    QCOMPARE(minutes[100].min, low);
    QCOMPARE(minutes[100].max, high);
    QVERIFY(std::abs(minutes[100].mean - sum / 60) < 1e-4);
    const MetricView day = store->series(63, MetricKind::GpuUtilization)->points(T0, T0 + Day, 600);
    QCOMPARE(day.resolutionMs, Minute);
    QVERIFY(day.points.size() <= 600);
    // A few seconds here; the timing only guards against an accidental slow path.
    QVERIFY2(elapsedMs < 30'000, qPrintable(QString::number(elapsedMs)));
}

QTEST_GUILESS_MAIN(TestMetricStore)
#include "TestMetricStore.moc"
