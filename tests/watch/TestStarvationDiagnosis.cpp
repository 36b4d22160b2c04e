// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Why busy GPUs wait, told from four minutes of the Monitor's samples.
#include "watch/MetricStore.h"
#include "watch/StarvationDiagnosis.h"

#include <QTest>
#include <functional>

using namespace RentDeck;

namespace {

constexpr qint64 T0 = 1'800'000'000'000;
constexpr int Seconds = 240;

struct Gpu
{
    double utilization;
    double memoryUsed; // of 81920 MiB
    quint64 throttle = 0x4; // sw power cap: normal under load
};

/** Four minutes at one sample a second: each GPU as \a gpu says, the host CPU at \a cpu percent. */
MetricStore storeOf(int gpus, const std::function<Gpu(int)> &gpu, double cpu, double ioWait = MetricUnknown,
    double diskReads = MetricUnknown, int hostFromSecond = 0)
{
    MetricStore store;
    for (int s = 0; s <= Seconds; ++s) {
        const qint64 t = T0 + s * 1000LL;
        for (int g = 0; g < gpus; ++g) {
            const Gpu reading = gpu(g);
            GpuMetricSample sample;
            sample.timeMs = t;
            sample.gpuIndex = g;
            sample.utilizationPercent = reading.utilization + (s % 3); // a little movement
            sample.memoryUsedMiB = reading.memoryUsed;
            sample.memoryTotalMiB = 81920;
            sample.temperatureC = 60;
            sample.powerDrawW = 300;
            sample.powerLimitW = 700;
            sample.smClockMHz = 1980;
            sample.throttleReasons = reading.throttle;
            sample.throttleKnown = true;
            store.add(sample);
        }
        if (s < hostFromSecond) {
            continue;
        }
        HostMetricSample host;
        host.timeMs = t;
        host.cpuPercent = cpu;
        host.ramUsedMiB = 100000;
        host.ramTotalMiB = 1000000;
        host.ioWaitPercent = ioWait;
        host.diskReadBytesPerSecond = diskReads;
        store.add(host);
    }
    return store;
}

std::optional<StarvationDiagnosis> diagnose(const MetricStore &store)
{
    return StarvationDiagnosis::diagnose(store, T0 + Seconds * 1000LL);
}

} // namespace

class TestStarvationDiagnosis : public QObject
{
    Q_OBJECT

private slots:
    void busyGpusAreNotStarved()
    {
        QVERIFY(!diagnose(storeOf(
            4,
            [](int) {
                return Gpu { 95, 60000 };
            },
            40)));
    }

    void idleGpusWithoutAJobAreNotStarved()
    {
        // Nothing holds their memory: idle, which the idle guard handles, not a starved job.
        QVERIFY(!diagnose(storeOf(
            2,
            [](int) {
                return Gpu { 2, 500 };
            },
            3)));
    }

    void aSaturatedCpuIsTheDataLoader()
    {
        const auto d = diagnose(storeOf(
            4,
            [](int) {
                return Gpu { 41, 60000 };
            },
            97));
        QVERIFY(d);
        QCOMPARE(d->cause, StarvationDiagnosis::Cause::CpuBound);
        QCOMPARE(d->causeName(), QStringLiteral("cpu-bound"));
        QCOMPARE(d->starvedGpus, QList<int>({ 0, 1, 2, 3 }));
        QVERIFY2(d->summary.startsWith(QStringLiteral("GPUs 0, 1, 2, 3 at 42% for 3 min while the CPU is at 97%")),
            qPrintable(d->summary));
        QVERIFY(d->fix.contains(QStringLiteral("num_workers")));
    }

    void theHostLineStartsATickAfterTheGpus()
    {
        // Host rates need two counter lines, so the stream's first CPU figure comes one tick after the GPUs' first
        // sample. The first check that the GPUs fill the window must still see the CPU, not call it unknown.
        const MetricStore store = storeOf(
            2,
            [](int) {
                return Gpu { 38, 60000 };
            },
            99, MetricUnknown, MetricUnknown, 1);
        const auto d = StarvationDiagnosis::diagnose(store, T0 + StarvationDiagnosis::WindowSeconds * 1000LL);
        QVERIFY(d);
        QCOMPARE(d->cause, StarvationDiagnosis::Cause::CpuBound);
        // A host that reports nothing for most of the window is still unknown.
        const MetricStore late = storeOf(
            2,
            [](int) {
                return Gpu { 38, 60000 };
            },
            99, MetricUnknown, MetricUnknown, 60);
        const auto unknown = StarvationDiagnosis::diagnose(late, T0 + StarvationDiagnosis::WindowSeconds * 1000LL);
        QVERIFY(unknown);
        QCOMPARE(unknown->cause, StarvationDiagnosis::Cause::InputOrSmallBatches);
    }

    void oneBusyGpuHoldsTheOthersBack()
    {
        const auto d = diagnose(storeOf(
            8,
            [](int g) {
                return Gpu { g == 0 ? 96.0 : 20.0, 60000 };
            },
            30));
        QVERIFY(d);
        QCOMPARE(d->cause, StarvationDiagnosis::Cause::WaitingOnOneGpu);
        QCOMPARE(d->starvedGpus.size(), 7);
        QVERIFY2(d->summary.contains(QStringLiteral("while GPU 0 work")), qPrintable(d->summary));
    }

    void throttlingComesFirst()
    {
        const auto d = diagnose(storeOf(
            2,
            [](int g) {
                return Gpu { 30, 60000, g == 1 ? 0x60u : 0x4u };
            },
            97));
        QVERIFY(d);
        QCOMPARE(d->cause, StarvationDiagnosis::Cause::Throttling);
        QVERIFY(d->summary.startsWith(QStringLiteral("GPU 1 ")));
    }

    void anIdleCpuPointsAtInput()
    {
        const auto d = diagnose(storeOf(
            1,
            [](int) {
                return Gpu { 43, 30000 };
            },
            12));
        QVERIFY(d);
        QCOMPARE(d->cause, StarvationDiagnosis::Cause::InputOrSmallBatches);
        QVERIFY(d->fix.contains(QStringLiteral("network")));
        // The same with the disks idle (the stream reports them): still not the disk.
        const auto quietDisks = diagnose(storeOf(
            1,
            [](int) {
                return Gpu { 43, 30000 };
            },
            12, 1, 2e6));
        QCOMPARE(quietDisks->cause, StarvationDiagnosis::Cause::InputOrSmallBatches);
    }

    void readingTheDiskIsTheBottleneck()
    {
        // 8 GPUs at ~30 % while the CPU idles at 20 %, waiting on reads 25 % of the time, 180 MB/s from the disks.
        const auto d = diagnose(storeOf(
            8,
            [](int) {
                return Gpu { 30, 40000 };
            },
            20, 25, 180e6));
        QVERIFY(d);
        QCOMPARE(d->cause, StarvationDiagnosis::Cause::DiskBound);
        QCOMPARE(d->causeName(), QStringLiteral("disk-bound"));
        QVERIFY2(d->summary.contains(QStringLiteral("read 180 MB/s")) && d->summary.contains(QStringLiteral("25%")),
            qPrintable(d->summary));
        QVERIFY(d->fix.contains(QStringLiteral("shards")));
        // High reads alone (iowait unknown, as in a gVisor sandbox) say the same.
        QCOMPARE(diagnose(storeOf(
                              1,
                              [](int) {
                                  return Gpu { 30, 40000 };
                              },
                              20, MetricUnknown, 90e6))
                     ->cause,
            StarvationDiagnosis::Cause::DiskBound);
        // A saturated CPU still comes first: the loader's decoding, not the reads.
        QCOMPARE(diagnose(storeOf(
                              1,
                              [](int) {
                                  return Gpu { 30, 40000 };
                              },
                              97, 25, 180e6))
                     ->cause,
            StarvationDiagnosis::Cause::CpuBound);
    }

    void aShortDipIsNotStarvation()
    {
        // Only a minute of history: the window is not covered, nothing is said yet.
        MetricStore store = storeOf(
            1,
            [](int) {
                return Gpu { 20, 30000 };
            },
            12);
        QVERIFY(!StarvationDiagnosis::diagnose(store, T0 + 60'000));
    }
};

QTEST_GUILESS_MAIN(TestStarvationDiagnosis)
#include "TestStarvationDiagnosis.moc"
