// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "billing/Ledger.h"
#include "services/Storage.h"
#include "storage/Database.h"
#include "watch/MetricArchive.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace RentDeck;

namespace {

constexpr qint64 T0 = 1'772'323'200'000; // 2026-03-01 00:00:00 UTC
constexpr qint64 Second = 1'000;
constexpr qint64 Minute = 60 * Second;
constexpr qint64 Hour = 60 * Minute;
constexpr qint64 Day = 24 * Hour;

const QString Box = QStringLiteral("sandbox:1");
const QString OtherBox = QStringLiteral("sandbox:2");

void addSecond(MetricStore &store, qint64 s)
{
    for (int gpu = 0; gpu < 2; ++gpu) {
        GpuMetricSample sample;
        sample.timeMs = T0 + s * Second;
        sample.gpuIndex = gpu;
        sample.utilizationPercent = double((s * 7 + gpu) % 100) + 0.25;
        sample.memoryUsedMiB = 1000 + double(s % 5000);
        sample.temperatureC = 60 + double(s % 13);
        sample.powerDrawW = 312.45 + double(s % 17);
        sample.smClockMHz = 1980;
        store.add(sample);
    }
    HostMetricSample host;
    host.timeMs = T0 + s * Second;
    host.cpuPercent = double(s % 100);
    host.ramUsedMiB = 8192;
    host.netRxBytesPerSecond = 1.234567e9 + double(s);
    host.netTxBytesPerSecond = 1e4;
    store.add(host);
}

// Feeds [from, to) seconds after T0, saving every minute of sample time as the owner's timer would.
void feed(MetricStore &store, MetricArchive &archive, const QString &name, qint64 from, qint64 to)
{
    for (qint64 s = from; s < to; ++s) {
        addSecond(store, s);
        if (s % 60 == 59) {
            QVERIFY(archive.save(name, store).isOk());
        }
    }
}

bool samePoints(const QList<MetricPoint> &a, const QList<MetricPoint> &b)
{
    if (a.size() != b.size()) {
        qWarning() << "sizes differ" << a.size() << b.size();
        return false;
    }
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (a[i].isBreak() && b[i].isBreak() && a[i].tMs == b[i].tMs) {
            continue;
        }
        if (a[i].tMs != b[i].tMs || a[i].min != b[i].min || a[i].max != b[i].max || a[i].mean != b[i].mean
            || a[i].count != b[i].count) {
            qWarning() << "point" << i << "differs at" << a[i].tMs << b[i].tMs;
            return false;
        }
    }
    return true;
}

} // namespace

class TestMetricArchive : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void roundTripAfterReopen();
    void savesEachPointOnce();
    void restartContinuesTheOpenMinute();
    void pruneKeepsMinutePointsForever();
    void mergedGapsReplaceTheirRows();
    void skipsRowsThisBuildDoesNotKnow();
    void withoutLedgerEverythingFails();

private:
    void reopen();
    qint64 rows(const QString &sql) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Storage> m_storage;
};

void TestMetricArchive::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    reopen();
}

void TestMetricArchive::cleanup()
{
    m_storage.reset();
    m_dir.reset();
}

void TestMetricArchive::reopen()
{
    m_storage.reset();
    m_storage = std::make_unique<Storage>(m_dir->filePath(QStringLiteral("ledger.sqlite")));
    QVERIFY2(m_storage->isOpen(), qPrintable(m_storage->error().message));
}

qint64 TestMetricArchive::rows(const QString &sql) const
{
    QSqlQuery query(m_storage->database()->connection());
    if (!query.exec(sql) || !query.next()) {
        return -1;
    }
    return query.value(0).toLongLong();
}

void TestMetricArchive::roundTripAfterReopen()
{
    MetricStore store;
    {
        MetricArchive archive(m_storage->database());
        feed(store, archive, Box, 0, 3600);
        // The stream dropped for two minutes.
        store.markGap(T0 + 3599 * Second, T0 + 3720 * Second, QStringLiteral("connection lost"));
        feed(store, archive, Box, 3720, 3 * 3600);
        QVERIFY(archive.save(Box, store).isOk());
    }
    // Per series: 1,068 buckets of 10 s with samples, the last still open; 178 minutes, the last open.
    QCOMPARE(rows(QStringLiteral("SELECT COUNT(*) FROM metric_points WHERE resolution_s = 10")), 14 * 1067);
    QCOMPARE(rows(QStringLiteral("SELECT COUNT(*) FROM metric_points WHERE resolution_s = 60")), 14 * 177);
    QCOMPARE(rows(QStringLiteral("SELECT COUNT(*) FROM metric_gaps")), 1);

    reopen();
    auto loaded = MetricArchive(m_storage->database()).load(Box);
    QVERIFY2(loaded.isOk(), qPrintable(loaded.error().message));
    const MetricStore &back = *loaded;
    QCOMPARE(back.sources(), store.sources());
    for (const int source : store.sources()) {
        QCOMPARE(back.kinds(source), store.kinds(source));
        for (const MetricKind kind : store.kinds(source)) {
            const MetricSeries *original = store.series(source, kind);
            const MetricSeries *restored = back.series(source, kind);
            QVERIFY(samePoints(restored->levelPoints(1), original->levelPoints(1)));
            QVERIFY(samePoints(restored->levelPoints(2), original->levelPoints(2)));
            QCOMPARE(restored->levelPoints(0).size(), 0); // 1 s points are never written
            QCOMPARE(restored->gaps().size(), 1);
            QCOMPARE(restored->firstMs(), T0);
            // The charts of a closed (or destroyed) instance: the same views, bar the newest open bucket.
            const MetricView day = restored->points(T0 + 3 * Hour - Day, T0 + 3 * Hour, 600);
            const MetricView wasDay = original->points(T0 + 3 * Hour - Day, T0 + 3 * Hour, 600);
            QCOMPARE(day.resolutionMs, Minute);
            QVERIFY(samePoints(day.points.mid(0, day.points.size() - 1), wasDay.points.mid(0, day.points.size() - 1)));
            QCOMPARE(restored->points(T0 + 3 * Hour - 5 * Minute, T0 + 3 * Hour, 600).resolutionMs, 10 * Second);
        }
    }
    QCOMPARE(back.gaps().size(), 1);
    QCOMPARE(back.gaps()[0].fromMs, T0 + 3599 * Second);
    QCOMPARE(back.gaps()[0].toMs, T0 + 3720 * Second);
    QCOMPARE(back.gaps()[0].reason, QStringLiteral("connection lost"));
    const MetricSeries *net = back.series(HostSource, MetricKind::HostNetRx);
    QVERIFY(std::abs(net->levelPoints(2).last().max - (1.234567e9 + 3 * 3600 - 61)) < 200); // float precision

    // Another instance's history is its own.
    auto other = MetricArchive(m_storage->database()).load(OtherBox);
    QVERIFY(other.isOk());
    QVERIFY(other->isEmpty());
    QCOMPARE(other->gaps().size(), 0);
}

void TestMetricArchive::savesEachPointOnce()
{
    MetricStore store;
    MetricArchive archive(m_storage->database());
    for (qint64 s = 0; s < 1200; ++s) {
        addSecond(store, s);
    }
    store.markGap(T0 + 1199 * Second, T0 + 1300 * Second);
    QVERIFY(archive.save(Box, store).isOk());
    const qint64 written = rows(QStringLiteral("SELECT COUNT(*) FROM metric_points"));
    QCOMPARE(written, 14 * (119 + 19));

    // What was written is marked: rows removed behind the archive's back do not come again.
    QVERIFY(QSqlQuery(m_storage->database()->connection()).exec(QStringLiteral("DELETE FROM metric_points")));
    QVERIFY(QSqlQuery(m_storage->database()->connection()).exec(QStringLiteral("DELETE FROM metric_gaps")));
    QVERIFY(archive.save(Box, store).isOk());
    QCOMPARE(rows(QStringLiteral("SELECT COUNT(*) FROM metric_points")), 0);
    QCOMPARE(rows(QStringLiteral("SELECT COUNT(*) FROM metric_gaps")), 0);

    // Only the new ones go next time.
    for (qint64 s = 1300; s < 1321; ++s) {
        addSecond(store, s);
    }
    QVERIFY(archive.save(Box, store).isOk());
    QCOMPARE(rows(QStringLiteral("SELECT COUNT(*) FROM metric_points WHERE resolution_s = 10")), 14 * 3);
    QCOMPARE(rows(QStringLiteral("SELECT COUNT(*) FROM metric_points WHERE resolution_s = 60")), 14 * 2);
}

void TestMetricArchive::restartContinuesTheOpenMinute()
{
    {
        MetricStore store;
        MetricArchive archive(m_storage->database());
        // Until 00:30:25: 10 s points finished through 00:30:10, minutes through 00:29.
        feed(store, archive, Box, 0, 30 * 60 + 26);
        QVERIFY(archive.save(Box, store).isOk());
    }
    reopen(); // the app restarts; the instance kept running
    MetricArchive archive(m_storage->database());
    auto loaded = archive.load(Box);
    QVERIFY(loaded.isOk());
    MetricStore store = std::move(loaded).value();
    const MetricSeries *series = store.series(0, MetricKind::GpuSmClock);
    QCOMPARE(series->levelPoints(2).size(), 30);
    // The open minute came back from its two 10 s points.
    const MetricView tens = series->points(T0 + 30 * Minute, T0 + 31 * Minute, 600);
    QCOMPARE(tens.resolutionMs, 10 * Second);
    QCOMPARE(tens.points.size(), 2);
    const MetricView minutes = series->points(T0, T0 + 31 * Minute, 40);
    QCOMPARE(minutes.stepMs, Minute);
    QCOMPARE(minutes.points.size(), 31);
    QCOMPARE(minutes.points.last().tMs, T0 + 30 * Minute);
    QCOMPARE(minutes.points.last().count, 20);

    addSecond(store, 30 * 60 + 15); // already written: dropped
    QCOMPARE(series->droppedSamples(), 1);
    for (qint64 s = 30 * 60 + 26; s < 32 * 60 + 1; ++s) {
        addSecond(store, s);
    }
    QVERIFY(archive.save(Box, store).isOk());
    QCOMPARE(rows(QStringLiteral("SELECT COUNT(*) FROM metric_points WHERE resolution_s = 60 AND source = 0"
                                 " AND metric = 5 AND t_ms = %1")
                      .arg(T0 + 30 * Minute)),
        1);
    QCOMPARE(rows(QStringLiteral("SELECT count FROM metric_points WHERE resolution_s = 60 AND source = 0"
                                 " AND metric = 5 AND t_ms = %1")
                      .arg(T0 + 30 * Minute)),
        20 + 34); // 00:30:00 … 00:30:19 from before, 00:30:26 … 00:30:59 after; the unfinished 10 s are lost
    QCOMPARE(rows(QStringLiteral("SELECT count FROM metric_points WHERE resolution_s = 60 AND source = 0"
                                 " AND metric = 5 AND t_ms = %1")
                      .arg(T0 + 31 * Minute)),
        60);

    reopen();
    auto again = MetricArchive(m_storage->database()).load(Box);
    QVERIFY(again.isOk());
    QCOMPARE(again->series(0, MetricKind::GpuSmClock)->levelPoints(2).size(), 32);
}

void TestMetricArchive::pruneKeepsMinutePointsForever()
{
    MetricArchive archive(m_storage->database());
    MetricStore first;
    MetricStore second;
    for (qint64 s = 0; s < 3 * 3600; ++s) {
        addSecond(first, s);
        addSecond(second, s);
    }
    QVERIFY(archive.save(Box, first).isOk());
    QVERIFY(archive.save(OtherBox, second).isOk());
    const qint64 minutes = rows(QStringLiteral("SELECT COUNT(*) FROM metric_points WHERE resolution_s = 60"));
    QCOMPARE(minutes, 2 * 14 * 179);

    // Two days after 02:00, the 10 s points before 02:00 go; those of the last hour stay for now.
    QVERIFY(archive.prune(T0 + 2 * Hour + MetricArchive::TenSecondRetentionMs).isOk());
    QCOMPARE(rows(QStringLiteral("SELECT COUNT(*) FROM metric_points WHERE resolution_s = 10")), 2 * 14 * 359);
    QCOMPARE(rows(QStringLiteral("SELECT MIN(t_ms) FROM metric_points WHERE resolution_s = 10")), T0 + 2 * Hour);
    QCOMPARE(rows(QStringLiteral("SELECT COUNT(*) FROM metric_points WHERE resolution_s = 60")), minutes);

    // A year on: only minutes, all of them; the history still loads.
    QVERIFY(archive.prune(T0 + 365 * Day).isOk());
    QCOMPARE(rows(QStringLiteral("SELECT COUNT(*) FROM metric_points WHERE resolution_s = 10")), 0);
    QCOMPARE(rows(QStringLiteral("SELECT COUNT(*) FROM metric_points WHERE resolution_s = 60")), minutes);
    auto loaded = archive.load(OtherBox);
    QVERIFY(loaded.isOk());
    const MetricSeries *series = loaded->series(1, MetricKind::GpuPower);
    QVERIFY(samePoints(series->levelPoints(2), second.series(1, MetricKind::GpuPower)->levelPoints(2)));
    const MetricView all = series->points(T0, T0 + 3 * Hour, 600);
    QCOMPARE(all.resolutionMs, Minute);
    QCOMPARE(all.points.size(), 179);
}

void TestMetricArchive::mergedGapsReplaceTheirRows()
{
    MetricArchive archive(m_storage->database());
    MetricStore store;
    addSecond(store, 0);
    store.markGap(T0 + 100 * Second, T0 + 200 * Second, QStringLiteral("connection lost"));
    store.markGap(T0 + 300 * Second, T0 + 400 * Second);
    QVERIFY(archive.save(Box, store).isOk());
    QCOMPARE(rows(QStringLiteral("SELECT COUNT(*) FROM metric_gaps")), 2);
    // One longer outage swallows both: one row, under its new start.
    store.markGap(T0 + 50 * Second, T0 + 350 * Second, QStringLiteral("instance stopped"));
    QVERIFY(archive.save(Box, store).isOk());
    QCOMPARE(rows(QStringLiteral("SELECT COUNT(*) FROM metric_gaps")), 1);
    QCOMPARE(rows(QStringLiteral("SELECT from_ms FROM metric_gaps")), T0 + 50 * Second);
    QCOMPARE(rows(QStringLiteral("SELECT to_ms FROM metric_gaps")), T0 + 400 * Second);
    auto loaded = archive.load(Box);
    QVERIFY(loaded.isOk());
    QCOMPARE(loaded->gaps().size(), 1);
    QCOMPARE(loaded->gaps()[0].reason, QStringLiteral("instance stopped"));
}

void TestMetricArchive::skipsRowsThisBuildDoesNotKnow()
{
    QSqlQuery insert(m_storage->database()->connection());
    QVERIFY(insert.prepare(QStringLiteral("INSERT INTO metric_points VALUES (?, ?, ?, 60, ?, 1, 2, 1.5, 10)")));
    const auto add = [&](int source, int metric, qint64 tMs) {
        insert.bindValue(0, Box);
        insert.bindValue(1, source);
        insert.bindValue(2, metric);
        insert.bindValue(3, tMs);
        return insert.exec();
    };
    QVERIFY(add(0, 99, T0)); // a metric of a newer RentDeck
    QVERIFY(add(HostSource, int(MetricKind::GpuPower), T0)); // a GPU metric on the host
    QVERIFY(add(MetricStore::MaxGpuSources, int(MetricKind::GpuPower), T0));
    QVERIFY(add(3, int(MetricKind::GpuTemperature), T0));
    QVERIFY(add(3, int(MetricKind::GpuTemperature), T0 + Minute));
    auto loaded = MetricArchive(m_storage->database()).load(Box);
    QVERIFY(loaded.isOk());
    QCOMPARE(loaded->sources(), QList<int> { 3 });
    QCOMPARE(loaded->series(3, MetricKind::GpuTemperature)->levelPoints(2).size(), 2);
    QCOMPARE(loaded->series(3, MetricKind::GpuTemperature)->levelPoints(2)[1].mean, 1.5);
}

void TestMetricArchive::withoutLedgerEverythingFails()
{
    MetricArchive archive(nullptr);
    MetricStore store;
    QVERIFY(!archive.isAvailable());
    QCOMPARE(archive.save(Box, store).error().code, Error::Code::Missing);
    QCOMPARE(archive.load(Box).error().code, Error::Code::Missing);
    QCOMPARE(archive.prune(T0).error().code, Error::Code::Missing);
}

QTEST_GUILESS_MAIN(TestMetricArchive)
#include "TestMetricArchive.moc"
