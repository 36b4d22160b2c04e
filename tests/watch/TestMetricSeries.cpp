// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "watch/MetricSeries.h"

#include <QTest>
#include <cmath>
#include <limits>

using namespace RentDeck;

namespace {

// 2026-03-01 00:00:00 UTC: a whole minute, so buckets line up with the test's arithmetic.
constexpr qint64 T0 = 1'772'323'200'000;
constexpr qint64 Second = 1'000;
constexpr qint64 Minute = 60 * Second;
constexpr qint64 Hour = 60 * Minute;
constexpr qint64 Day = 24 * Hour;

// Feeds \a seconds samples at 1 Hz from \a from (the value of \a valueAt(i)), like `nvidia-smi -lms 1000` does.
template <typename ValueAt> void feed(MetricSeries &series, qint64 from, qint64 seconds, ValueAt valueAt)
{
    for (qint64 i = 0; i < seconds; ++i) {
        series.append(from + i * Second, valueAt(i));
    }
}

double maxOf(const QList<MetricPoint> &points)
{
    double result = -std::numeric_limits<double>::infinity();
    for (const MetricPoint &point : points) {
        if (!point.isBreak()) {
            result = std::max(result, point.max);
        }
    }
    return result;
}

double minOf(const QList<MetricPoint> &points)
{
    double result = std::numeric_limits<double>::infinity();
    for (const MetricPoint &point : points) {
        if (!point.isBreak()) {
            result = std::min(result, point.min);
        }
    }
    return result;
}

// Points keep their values as floats (MetricRing.h): about 7 significant digits.
bool near(double actual, double expected)
{
    return std::abs(actual - expected) <= 1e-6 * std::max(1.0, std::abs(expected));
}

qsizetype breaksIn(const QList<MetricPoint> &points)
{
    return std::count_if(points.cbegin(), points.cend(), [](const MetricPoint &point) { return point.isBreak(); });
}

} // namespace

class TestMetricSeries : public QObject
{
    Q_OBJECT

private slots:
    void spikeSurvivesDownsampling();
    void meansAreWeightedByCount();
    void unknownSamplesAreSkipped();
    void windowsPickTheFinestCoveringResolution();
    void decimationStaysWithinMaxPoints();
    void openBucketsAreShown();
    void markedGapsBreakTheLine();
    void longHolesBreakTheLineWithoutAMark();
    void lateSamplesAreDropped();
    void memoryStopsGrowingAtItsBound();
};

void TestMetricSeries::spikeSurvivesDownsampling()
{
    MetricSeries series;
    const qint64 spikeSecond = 5 * 3600 + 17 * 60 + 23; // 05:17:23
    feed(series, T0, Day / Second, [&](qint64 i) { return i == spikeSecond ? 100.0 : 10.0; });
    series.advanceTo(T0 + Day);

    const QList<MetricPoint> minutes = series.levelPoints(2);
    QCOMPARE(minutes.size(), 1440);
    const qint64 spikeMinute = T0 + spikeSecond / 60 * Minute;
    for (const MetricPoint &point : minutes) {
        QCOMPARE(point.count, 60);
        QCOMPARE(point.min, 10.0);
        if (point.tMs == spikeMinute) {
            QCOMPARE(point.max, 100.0);
            QVERIFY(near(point.mean, (59 * 10.0 + 100.0) / 60));
        } else {
            QCOMPARE(point.max, 10.0);
            QCOMPARE(point.mean, 10.0);
        }
    }

    // The 24 h view decimates 1,440 minutes to 3 min points: the spike is still the max of one of them.
    const MetricView day = series.points(T0, T0 + Day, 600);
    QCOMPARE(day.resolutionMs, Minute);
    QCOMPARE(day.stepMs, 3 * Minute);
    QCOMPARE(day.points.size(), 480);
    QCOMPARE(breaksIn(day.points), 0);
    QCOMPARE(maxOf(day.points), 100.0);
    QCOMPARE(minOf(day.points), 10.0);
    const auto spiked = std::count_if(
        day.points.cbegin(), day.points.cend(), [](const MetricPoint &point) { return point.max == 100.0; });
    QCOMPARE(spiked, 1);
    qint64 total = 0;
    for (const MetricPoint &point : day.points) {
        total += point.count;
    }
    QCOMPARE(total, Day / Second);
}

void TestMetricSeries::meansAreWeightedByCount()
{
    MetricSeries series;
    // Second 0 has four samples of 0; seconds 1 to 9 one sample of 10 each.
    for (int i = 0; i < 4; ++i) {
        series.append(T0 + i * 200, 0.0);
    }
    for (int i = 1; i < 10; ++i) {
        series.append(T0 + i * Second, 10.0);
    }
    series.advanceTo(T0 + 10 * Second);
    const QList<MetricPoint> tenSeconds = series.levelPoints(1);
    QCOMPARE(tenSeconds.size(), 1);
    QCOMPARE(tenSeconds[0].count, 13);
    // The mean of the 13 samples (90 / 13), not the mean of the ten 1 s means (9).
    QVERIFY(near(tenSeconds[0].mean, 90.0 / 13));

    // Decimated views weight by count too: 4 samples of 0 + 9 of 10, then 10 s of 20 at 1 Hz, in one 20 s point.
    feed(series, T0 + 10 * Second, 10, [](qint64) { return 20.0; });
    series.advanceTo(T0 + 20 * Second);
    const MetricView view = series.points(T0, T0 + 20 * Second - 1, 2);
    QCOMPARE(view.resolutionMs, Second);
    QCOMPARE(view.stepMs, 20 * Second);
    QCOMPARE(view.points.size(), 1);
    QCOMPARE(view.points[0].count, 23);
    QVERIFY(near(view.points[0].mean, (90.0 + 10 * 20.0) / 23));
    QCOMPARE(view.points[0].min, 0.0);
    QCOMPARE(view.points[0].max, 20.0);
}

void TestMetricSeries::unknownSamplesAreSkipped()
{
    MetricSeries series;
    series.append(T0, 10.0);
    series.append(T0 + 100, MetricUnknown);
    series.append(T0 + 200, 20.0);
    series.append(T0 + 300, std::numeric_limits<double>::infinity());
    series.append(T0 + 400, MetricUnknown);
    // A minute where every other second is unknown keeps the mean of the known ones.
    feed(series, T0 + Second, 59, [](qint64 i) { return i % 2 == 0 ? MetricUnknown : 30.0; });
    series.advanceTo(T0 + Minute);

    const QList<MetricPoint> seconds = series.levelPoints(0);
    QCOMPARE(seconds.first().count, 2);
    QCOMPARE(seconds.first().mean, 15.0);
    QCOMPARE(seconds.first().min, 10.0);
    QCOMPARE(seconds.first().max, 20.0);
    QCOMPARE(seconds.size(), 30); // second 0, then the 29 seconds with a known value
    const QList<MetricPoint> minutes = series.levelPoints(2);
    QCOMPARE(minutes.size(), 1);
    QCOMPARE(minutes[0].count, 31);
    QVERIFY(near(minutes[0].mean, (10.0 + 20.0 + 29 * 30.0) / 31));

    MetricSeries unknown;
    feed(unknown, T0, 120, [](qint64) { return MetricUnknown; });
    QVERIFY(unknown.isEmpty());
    QCOMPARE(unknown.points(T0, T0 + 2 * Minute, 600).points.size(), 0);
}

void TestMetricSeries::windowsPickTheFinestCoveringResolution()
{
    MetricSeries series;
    feed(series, T0, 3 * Hour / Second, [](qint64 i) { return double(i % 100); });
    const qint64 now = T0 + 3 * Hour - Second; // the last sample

    const MetricView fiveMinutes = series.points(now - 5 * Minute, now, 600);
    QCOMPARE(fiveMinutes.resolutionMs, Second);
    QCOMPARE(fiveMinutes.stepMs, Second);
    QCOMPARE(fiveMinutes.points.size(), 301);
    QCOMPARE(fiveMinutes.points.last().tMs, now);

    const MetricView hour = series.points(now - Hour, now, 600);
    QCOMPARE(hour.resolutionMs, 10 * Second);
    QCOMPARE(hour.stepMs, 10 * Second);
    QCOMPARE(hour.points.size(), 361);

    // Three hours: the 10 s ring holds two, so minutes.
    const MetricView day = series.points(now - Day, now, 600);
    QCOMPARE(day.resolutionMs, Minute);
    QCOMPARE(day.points.size(), 180);
    QCOMPARE(day.points.first().tMs, T0);

    const MetricView all = series.points(std::numeric_limits<qint64>::min(), std::numeric_limits<qint64>::max(), 600);
    QCOMPARE(all.resolutionMs, Minute);
    QCOMPARE(all.points.size(), 180);

    // A young series: the 24 h window starts before the first sample, which the 10 s ring still has.
    MetricSeries young;
    feed(young, T0, 20 * 60, [](qint64) { return 1.0; });
    const MetricView youngDay = young.points(T0 + 20 * Minute - Day, T0 + 20 * Minute, 600);
    QCOMPARE(youngDay.resolutionMs, 10 * Second);
    QCOMPARE(youngDay.points.size(), 120);
    QCOMPARE(young.points(T0, T0 + 5 * Minute, 600).resolutionMs, 10 * Second); // 1 s points since T0 are gone
    QCOMPARE(young.points(T0 + 15 * Minute, T0 + 20 * Minute, 600).resolutionMs, Second);
}

void TestMetricSeries::decimationStaysWithinMaxPoints()
{
    MetricSeries series;
    feed(series, T0, 2 * Hour / Second, [](qint64 i) { return double(i % 7); });
    const qint64 now = T0 + 2 * Hour - Second;
    for (const int maxPoints : { 2, 3, 50, 99, 100, 359, 600, 721 }) {
        const MetricView view = series.points(now - Hour, now, maxPoints);
        QVERIFY2(view.points.size() <= maxPoints, qPrintable(QString::number(maxPoints)));
        QCOMPARE(view.stepMs % view.resolutionMs, 0);
        QCOMPARE(breaksIn(view.points), 0);
        QCOMPARE(minOf(view.points), 0.0);
        QCOMPARE(maxOf(view.points), 6.0);
        for (qsizetype i = 1; i < view.points.size(); ++i) {
            QCOMPARE(view.points[i].tMs - view.points[i - 1].tMs, view.stepMs);
            QCOMPARE(view.points[i].tMs % view.stepMs, 0);
        }
    }
    // Buckets stay aligned on absolute time, so a sliding window does not make spikes flicker.
    const MetricView a = series.points(now - Hour, now, 100);
    const MetricView b = series.points(now - Hour + 10 * Second, now, 100);
    QCOMPARE(a.stepMs, Minute);
    QCOMPARE(b.stepMs, Minute);
    for (const MetricPoint &point : b.points.mid(1, b.points.size() - 2)) {
        const auto same = std::find_if(
            a.points.cbegin(), a.points.cend(), [&](const MetricPoint &other) { return other.tMs == point.tMs; });
        QVERIFY(same != a.points.cend());
        QCOMPARE(same->count, point.count);
        QCOMPARE(same->max, point.max);
    }
}

void TestMetricSeries::openBucketsAreShown()
{
    // 2 h 30 min and 35 s: the window from T0 needs minutes; the newest minute is still open, with a spike.
    MetricSeries series;
    const qint64 seconds = 150 * 60 + 35;
    feed(series, T0, seconds, [&](qint64 i) { return i == seconds - 2 ? 50.0 : 1.0; });
    const qint64 now = T0 + (seconds - 1) * Second;
    QCOMPARE(series.levelPoints(2).size(), 150);

    const MetricView minutes = series.points(T0, now, 600);
    QCOMPARE(minutes.resolutionMs, Minute);
    QCOMPARE(minutes.points.size(), 151);
    // The open minute merges the closed 10 s points with the open 10 s and 1 s buckets.
    QCOMPARE(minutes.points.last().tMs, T0 + 150 * Minute);
    QCOMPARE(minutes.points.last().count, 35);
    QCOMPARE(minutes.points.last().max, 50.0);

    const MetricView tens = series.points(now - Hour, now, 600);
    QCOMPARE(tens.resolutionMs, 10 * Second);
    QCOMPARE(tens.points.last().tMs, T0 + (150 * 60 + 30) * Second);
    QCOMPARE(tens.points.last().count, 5);
    QCOMPARE(tens.points.last().max, 50.0);

    const MetricView coarse = series.points(now - 4 * Second, now, 2); // 5 s points aligned on the clock
    QCOMPARE(coarse.resolutionMs, Second);
    QCOMPARE(coarse.points.size(), 1);
    QCOMPARE(coarse.points[0].count, 5);
}

void TestMetricSeries::markedGapsBreakTheLine()
{
    MetricSeries series;
    feed(series, T0, 100, [](qint64) { return 5.0; }); // 0 … 99 s
    series.markGap(T0 + 99 * Second, T0 + 160 * Second);
    feed(series, T0 + 160 * Second, 140, [](qint64) { return 5.0; }); // 160 … 299 s
    // A short drop (one second missing) that a reconnect marked.
    series.markGap(T0 + 299 * Second, T0 + 301 * Second);
    feed(series, T0 + 301 * Second, 60, [](qint64) { return 5.0; });

    QCOMPARE(series.gaps().size(), 2);
    QCOMPARE(series.gaps()[0].fromMs, T0 + 99 * Second);
    QCOMPARE(series.gaps()[0].toMs, T0 + 160 * Second);

    const MetricView fine = series.points(T0, T0 + 361 * Second, 1000);
    QCOMPARE(fine.resolutionMs, Second);
    QCOMPARE(breaksIn(fine.points), 2);
    const auto firstBreak = std::find_if(
        fine.points.cbegin(), fine.points.cend(), [](const MetricPoint &point) { return point.isBreak(); });
    QCOMPARE(firstBreak->tMs, T0 + 100 * Second);
    QVERIFY(std::isnan(firstBreak->mean));
    QCOMPARE((firstBreak - 1)->tMs, T0 + 99 * Second);
    QCOMPARE((firstBreak + 1)->tMs, T0 + 160 * Second);

    // At 15 s points the minute-long gap still breaks the line; the one-second drop falls inside one point.
    const MetricView tenMinutes = series.points(T0, T0 + 361 * Second, 2);
    QCOMPARE(tenMinutes.stepMs, 10 * Minute);
    QCOMPARE(tenMinutes.points.size(), 1); // both gaps lie inside it
    const MetricView coarse = series.points(T0, T0 + 361 * Second, 36);
    QCOMPARE(coarse.stepMs, 15 * Second);
    QCOMPARE(breaksIn(coarse.points), 1);

    // Overlapping marks merge.
    series.markGap(T0 + 150 * Second, T0 + 170 * Second);
    series.markGap(T0 + 50 * Second, T0 + 100 * Second);
    QCOMPARE(series.gaps().size(), 2);
    QCOMPARE(series.gaps()[0].fromMs, T0 + 50 * Second);
    QCOMPARE(series.gaps()[0].toMs, T0 + 170 * Second);

    // Gaps are bounded too: the oldest go first.
    MetricSeries flaky;
    for (int i = 0; i < 300; ++i) {
        flaky.append(T0 + i * 10 * Second, 1.0);
        flaky.markGap(T0 + i * 10 * Second, T0 + i * 10 * Second + 5 * Second);
    }
    QCOMPARE(flaky.gaps().size(), MetricSeries::MaxGaps);
    QCOMPARE(flaky.gaps().last().fromMs, T0 + 299 * 10 * Second);
}

void TestMetricSeries::longHolesBreakTheLineWithoutAMark()
{
    MetricSeries series;
    feed(series, T0, 30, [](qint64) { return 1.0; });
    // One missing second (sampling jitter) is no break; two are.
    series.append(T0 + 31 * Second, 1.0);
    series.append(T0 + 34 * Second, 1.0);
    const MetricView view = series.points(T0, T0 + Minute, 600);
    QCOMPARE(view.points.size(), 30 + 1 + 1 + 1);
    QCOMPARE(breaksIn(view.points), 1);
    QCOMPARE(view.points[view.points.size() - 2].tMs, T0 + 32 * Second);

    // Nothing came for three hours (the app was closed): coarser views break there too.
    MetricSeries closed;
    feed(closed, T0, 600, [](qint64) { return 1.0; });
    feed(closed, T0 + 4 * Hour, 600, [](qint64) { return 2.0; });
    const MetricView day = closed.points(T0, T0 + Day, 600);
    QCOMPARE(day.resolutionMs, 10 * Second);
    QCOMPARE(day.points.size(), 121); // 60 + a break + 60
    QCOMPARE(breaksIn(day.points), 1);
    QCOMPARE(day.points[60].tMs, T0 + 10 * Minute);
    const MetricView decimated = closed.points(T0, T0 + Day, 20);
    QCOMPARE(decimated.stepMs, 15 * Minute);
    QCOMPARE(breaksIn(decimated.points), 1);
}

void TestMetricSeries::lateSamplesAreDropped()
{
    MetricSeries series;
    series.append(T0 + 5 * Second, 1.0);
    series.append(T0 + 6 * Second, 1.0); // closes second 5
    series.append(T0 + 6500, 3.0); // same open second: kept
    series.append(T0 + 5500, 2.0); // second 5 is closed: dropped
    QCOMPARE(series.droppedSamples(), 1);
    series.advanceTo(T0 + 7 * Second);
    const QList<MetricPoint> seconds = series.levelPoints(0);
    QCOMPARE(seconds.size(), 2);
    QCOMPARE(seconds[0].max, 1.0);
    QCOMPARE(seconds[1].max, 3.0);
    QCOMPARE(series.lastMs(), T0 + 6500);
    QCOMPARE(series.firstMs(), T0 + 5 * Second);
}

void TestMetricSeries::memoryStopsGrowingAtItsBound()
{
    // Eight days at 1 Hz: every ring fills and then only replaces.
    MetricSeries series;
    qsizetype afterSevenDays = 0;
    for (qint64 day = 0; day < 8; ++day) {
        feed(series, T0 + day * Day, Day / Second, [](qint64 i) { return double(i % 50); });
        QVERIFY(series.approximateBytes() <= MetricSeries::maxBytes());
        if (day == 6) {
            afterSevenDays = series.approximateBytes();
        }
    }
    QCOMPARE(series.approximateBytes(), afterSevenDays);
    QCOMPARE(series.levelPoints(0).size(), MetricSeries::Capacity[0]);
    QCOMPARE(series.levelPoints(1).size(), MetricSeries::Capacity[1]);
    QCOMPARE(series.levelPoints(2).size(), MetricSeries::Capacity[2]);
    QCOMPARE(series.levelPoints(2).first().tMs, T0 + 8 * Day - 10'081 * Minute);
    // Older than 7 days: only the ledger has it; "all" shows what memory holds.
    const MetricView all = series.points(std::numeric_limits<qint64>::min(), T0 + 8 * Day, 600);
    QCOMPARE(all.resolutionMs, Minute);
    QVERIFY(all.points.size() <= 600);
    qInfo(
        "one series: %lld bytes held, bound %lld", qint64(series.approximateBytes()), qint64(MetricSeries::maxBytes()));
    QVERIFY(series.approximateBytes() > MetricSeries::maxBytes() * 98 / 100); // the bound is not loose
}

QTEST_GUILESS_MAIN(TestMetricSeries)
#include "TestMetricSeries.moc"
