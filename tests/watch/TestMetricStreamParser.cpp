// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "watch/MetricStreamParser.h"

#include <QDateTime>
#include <QFile>
#include <QHash>
#include <QTest>

using namespace RentDeck;

namespace {

constexpr qint64 Arrival = 1'800'000'000'000; // some UTC instant

// Every field of a G line the way `--format=csv,noheader,nounits` prints it.
QByteArray gpuLine(const QByteArray &stamp, int index, const QByteArray &util = "45",
    const QByteArray &throttle = "0x0000000000000000")
{
    return "G," + stamp + ", " + QByteArray::number(index) + ", " + util + ", 1234, 24564, 61, 210.50, 450.00, 2520, "
        + throttle + '\n';
}

QByteArray hostLine(const QByteArray &uptime, qint64 total, qint64 idle, qint64 rx, qint64 tx)
{
    return "H," + uptime + ',' + QByteArray::number(total) + ',' + QByteArray::number(idle) + ",65536000,49152000,"
        + QByteArray::number(rx) + ',' + QByteArray::number(tx) + '\n';
}

// Samples compared field by field (NaN == NaN here: both unknown).
bool same(double a, double b)
{
    return (std::isnan(a) && std::isnan(b)) || a == b;
}

bool same(const GpuMetricSample &a, const GpuMetricSample &b)
{
    return a.timeMs == b.timeMs && a.gpuIndex == b.gpuIndex && same(a.utilizationPercent, b.utilizationPercent)
        && same(a.memoryUsedMiB, b.memoryUsedMiB) && same(a.memoryTotalMiB, b.memoryTotalMiB)
        && same(a.temperatureC, b.temperatureC) && same(a.powerDrawW, b.powerDrawW)
        && same(a.powerLimitW, b.powerLimitW) && same(a.smClockMHz, b.smClockMHz)
        && a.throttleReasons == b.throttleReasons && a.throttleKnown == b.throttleKnown;
}

bool same(const HostMetricSample &a, const HostMetricSample &b)
{
    return a.timeMs == b.timeMs && same(a.cpuPercent, b.cpuPercent) && same(a.ramUsedMiB, b.ramUsedMiB)
        && same(a.ramTotalMiB, b.ramTotalMiB) && same(a.netRxBytesPerSecond, b.netRxBytesPerSecond)
        && same(a.netTxBytesPerSecond, b.netTxBytesPerSecond);
}

struct Collected
{
    QList<GpuMetricSample> gpus;
    QList<HostMetricSample> hosts;
    qint64 garbage = 0;

    void add(const MetricStreamParser::Batch &batch)
    {
        gpus += batch.gpus;
        hosts += batch.hosts;
    }
    bool operator==(const Collected &other) const
    {
        if (gpus.size() != other.gpus.size() || hosts.size() != other.hosts.size() || garbage != other.garbage) {
            return false;
        }
        for (qsizetype i = 0; i < gpus.size(); ++i) {
            if (!same(gpus.at(i), other.gpus.at(i))) {
                return false;
            }
        }
        for (qsizetype i = 0; i < hosts.size(); ++i) {
            if (!same(hosts.at(i), other.hosts.at(i))) {
                return false;
            }
        }
        return true;
    }
};

Collected parseChunks(const QList<QByteArray> &chunks)
{
    MetricStreamParser parser;
    Collected collected;
    for (const QByteArray &chunk : chunks) {
        collected.add(parser.feed(chunk, Arrival));
    }
    collected.garbage = parser.garbageLines();
    return collected;
}

/** The columns MetricStreamCommand asks for, taken by header name from a real `--query-gpu` capture with header. */
QList<QByteArray> projectCapture(const QString &file)
{
    QFile csv(QStringLiteral(RD_NVIDIA_SMI_DATA "/") + file);
    if (!csv.open(QIODevice::ReadOnly)) {
        return {};
    }
    const QList<QByteArray> lines = csv.readAll().split('\n');
    QList<QByteArray> header;
    for (const QByteArray &name : lines.constFirst().split(',')) {
        header << name.trimmed();
    }
    const QList<QByteArray> wanted { "timestamp", "index", "utilization.gpu [%]", "memory.used [MiB]",
        "memory.total [MiB]", "temperature.gpu", "power.draw [W]", "power.limit [W]", "clocks.current.sm [MHz]",
        "clocks_event_reasons.active" };
    QList<QByteArray> rows;
    for (const QByteArray &line : lines.mid(1)) {
        const QList<QByteArray> values = line.split(',');
        if (values.size() != header.size()) {
            continue;
        }
        QList<QByteArray> picked;
        for (const QByteArray &name : wanted) {
            picked << values.at(header.indexOf(name)).trimmed();
        }
        rows << picked.join(", ");
    }
    return rows;
}

} // namespace

class TestMetricStreamParser : public QObject
{
    Q_OBJECT

private slots:
    void gpuLine();
    void chunkedAtEveryByte();
    void notAvailableIsUnknown_data();
    void notAvailableIsUnknown();
    void throttleBitmask_data();
    void throttleBitmask();
    void garbageIsCountedNeverZero_data();
    void garbageIsCountedNeverZero();
    void overlongLineIsGarbage();
    void multiGpuTicks();
    void hostCountersBecomeRates();
    void counterGoingBackwardsReprimes();
    void rebootReprimes();
    void hostTimeFollowsGpuTick();
    void hostOnlyNotice();
    void npuTablesBecomeSamples();
    void timestamps_data();
    void timestamps();
    void clockMapping();
    void realCaptures_data();
    void realCaptures();
};

void TestMetricStreamParser::gpuLine()
{
    MetricStreamParser parser;
    const auto batch = parser.feed(::gpuLine("2026/11/30 14:00:01.123", 3, "45", "0x0000000000000004"), Arrival);
    QCOMPARE(batch.gpus.size(), 1);
    QVERIFY(batch.hosts.isEmpty());
    const GpuMetricSample &s = batch.gpus.constFirst();
    QCOMPARE(s.gpuIndex, 3);
    QCOMPARE(s.utilizationPercent, 45.0);
    QCOMPARE(s.memoryUsedMiB, 1234.0);
    QCOMPARE(s.memoryTotalMiB, 24564.0);
    QCOMPARE(s.temperatureC, 61.0);
    QCOMPARE(s.powerDrawW, 210.5);
    QCOMPARE(s.powerLimitW, 450.0);
    QCOMPARE(s.smClockMHz, 2520.0);
    QVERIFY(s.throttleKnown);
    QCOMPARE(s.throttleReasons, quint64(4));
    QCOMPARE(s.timeMs, Arrival); // the first stamp anchors the mapping onto the arrival time
    QCOMPARE(parser.garbageLines(), 0);
    QCOMPARE(parser.gpuLines(), 1);
}

void TestMetricStreamParser::chunkedAtEveryByte()
{
    QByteArray stream;
    stream += "I,host-only\n"; // a notice in the middle of nowhere is harmless
    stream += hostLine("100.00", 1000, 800, 5000, 700);
    stream += ::gpuLine("2026/11/30 14:00:01.123", 0, "[N/A]");
    stream += hostLine("101.00", 1400, 900, 7000, 900);
    stream += ::gpuLine("2026/11/30 14:00:01.125", 1, "97", "0x0000000000000020");
    stream += "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver.\n";
    stream += "G,2026/11/30 14:00:02.123, 0, 12, 1, 2, 3, 4, 5, 6, 0x0000000000000001\r\n"; // CRLF tolerated
    stream += hostLine("102.00", 1800, 1300, 7000, 1900);
    stream += "G,2026/11/30 14:00:02.124, 1, 1x, 1, 2, 3, 4, 5, 6, 0x0000000000000001\n"; // garbage
    stream += QByteArray("\xff\xfe\x00\x01 binary\n", 12); // NUL bytes included
    stream += ::gpuLine("2026/11/30 14:00:03.123", 0);
    stream += "G,2026/11/30 14:00:03.124, 1, 5"; // unterminated: not a sample yet

    const Collected whole = parseChunks({ stream });
    QCOMPARE(whole.gpus.size(), 4);
    QCOMPARE(whole.hosts.size(), 2);
    QCOMPARE(whole.garbage, 3);

    for (qsizetype cut = 0; cut <= stream.size(); ++cut) {
        const Collected split = parseChunks({ stream.first(cut), stream.sliced(cut) });
        QVERIFY2(split == whole, qPrintable(QStringLiteral("split at byte %1").arg(cut)));
    }
    for (qsizetype a = 0; a <= stream.size(); a += 7) {
        for (qsizetype b = a; b <= stream.size(); b += 11) {
            const Collected three = parseChunks({ stream.first(a), stream.sliced(a, b - a), stream.sliced(b) });
            QVERIFY2(three == whole, qPrintable(QStringLiteral("split at %1 and %2").arg(a).arg(b)));
        }
    }
    QList<QByteArray> bytes;
    for (const char c : std::as_const(stream)) {
        bytes << QByteArray(1, c);
    }
    QVERIFY(parseChunks(bytes) == whole);
}

void TestMetricStreamParser::notAvailableIsUnknown_data()
{
    QTest::addColumn<QByteArray>("value");
    QTest::newRow("[N/A]") << QByteArray("[N/A]");
    QTest::newRow("N/A") << QByteArray("N/A");
    QTest::newRow("[Not Supported]") << QByteArray("[Not Supported]");
    QTest::newRow("[Unknown Error]") << QByteArray("[Unknown Error]");
    QTest::newRow("[GPU is lost]") << QByteArray("[GPU is lost]");
    QTest::newRow("deprecated") << QByteArray("[Requested functionality has been deprecated]");
    QTest::newRow("ERR!") << QByteArray("ERR!");
    QTest::newRow("empty") << QByteArray("");
}

void TestMetricStreamParser::notAvailableIsUnknown()
{
    QFETCH(QByteArray, value);
    MetricStreamParser parser;
    const QByteArray line = "G,2026/11/30 14:00:01.123, 0, " + value + ", " + value + ", " + value + ", " + value + ", "
        + value + ", " + value + ", " + value + ", " + value + '\n';
    const auto batch = parser.feed(line, Arrival);
    QCOMPARE(parser.garbageLines(), 0);
    QCOMPARE(batch.gpus.size(), 1);
    const GpuMetricSample &s = batch.gpus.constFirst();
    for (const double v : { s.utilizationPercent, s.memoryUsedMiB, s.memoryTotalMiB, s.temperatureC, s.powerDrawW,
             s.powerLimitW, s.smClockMHz }) {
        QVERIFY2(!isKnown(v), "an unavailable value must stay unknown, never 0");
    }
    QVERIFY(!s.throttleKnown);
    QCOMPARE(s.throttleReasons, quint64(0));

    // One value missing among known ones: only that one is unknown.
    const auto mixed = parser.feed(
        QByteArray("G,2026/11/30 14:00:02.123, 1, 33, 100, 200, 40, " + value + ", 300.00, 1500, 0x0000000000000001\n"),
        Arrival);
    QCOMPARE(mixed.gpus.size(), 1);
    QVERIFY(!isKnown(mixed.gpus.constFirst().powerDrawW));
    QCOMPARE(mixed.gpus.constFirst().utilizationPercent, 33.0);
    QCOMPARE(mixed.gpus.constFirst().powerLimitW, 300.0);
}

void TestMetricStreamParser::throttleBitmask_data()
{
    QTest::addColumn<QByteArray>("field");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<bool>("known");
    QTest::addColumn<quint64>("mask");
    QTest::newRow("none") << QByteArray("0x0000000000000000") << true << true << quint64(0);
    QTest::newRow("gpu idle") << QByteArray("0x0000000000000001") << true << true << quint64(0x1);
    QTest::newRow("sw power cap") << QByteArray("0x0000000000000004") << true << true << quint64(0x4);
    QTest::newRow("thermal mix") << QByteArray("0x0000000000000068") << true << true << quint64(0x68);
    QTest::newRow("upper case") << QByteArray("0x00000000000001FF") << true << true << quint64(0x1FF);
    QTest::newRow("short") << QByteArray("0x4") << true << true << quint64(0x4);
    QTest::newRow("all bits") << QByteArray("0xFFFFFFFFFFFFFFFF") << true << true << ~quint64(0);
    QTest::newRow("[N/A]") << QByteArray("[N/A]") << true << false << quint64(0);
    QTest::newRow("[Not Supported]") << QByteArray("[Not Supported]") << true << false << quint64(0);
    QTest::newRow("17 digits") << QByteArray("0x00000000000000001") << false << false << quint64(0);
    QTest::newRow("not hex") << QByteArray("0x00000000000000G1") << false << false << quint64(0);
    QTest::newRow("no prefix") << QByteArray("0000000000000004") << false << false << quint64(0);
    QTest::newRow("word") << QByteArray("Active") << false << false << quint64(0);
    QTest::newRow("bare 0x") << QByteArray("0x") << false << false << quint64(0);
}

void TestMetricStreamParser::throttleBitmask()
{
    QFETCH(QByteArray, field);
    QFETCH(bool, valid);
    QFETCH(bool, known);
    QFETCH(quint64, mask);
    MetricStreamParser parser;
    const auto batch = parser.feed(::gpuLine("2026/11/30 14:00:01.123", 0, "45", field), Arrival);
    QCOMPARE(batch.gpus.size(), valid ? 1 : 0);
    QCOMPARE(parser.garbageLines(), valid ? 0 : 1);
    if (valid) {
        QCOMPARE(batch.gpus.constFirst().throttleKnown, known);
        QCOMPARE(batch.gpus.constFirst().throttleReasons, mask);
    }
}

void TestMetricStreamParser::garbageIsCountedNeverZero_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::newRow("words") << QByteArray("hello world");
    QTest::newRow("nvidia-smi failed") << QByteArray(
        "G,NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver.");
    QTest::newRow("no devices") << QByteArray("G,No devices were found");
    QTest::newRow("bad field") << QByteArray(
        "G,Field \"clocks_throttle_reasons.active\" is not a valid field to query.");
    QTest::newRow("G empty") << QByteArray("G,");
    QTest::newRow("too few fields") << QByteArray("G,2026/11/30 14:00:01.123, 0, 45, 1234");
    QTest::newRow("too many fields") << QByteArray(
        "G,2026/11/30 14:00:01.123, 0, 45, 1234, 24564, 61, 210.50, 450.00, 2520, 0x0, 7");
    QTest::newRow("index not a number") << QByteArray(
        "G,2026/11/30 14:00:01.123, x, 45, 1234, 24564, 61, 210.50, 450.00, 2520, 0x0");
    QTest::newRow("negative index") << QByteArray(
        "G,2026/11/30 14:00:01.123, -1, 45, 1234, 24564, 61, 210.50, 450.00, 2520, 0x0");
    QTest::newRow("fractional index") << QByteArray(
        "G,2026/11/30 14:00:01.123, 1.5, 45, 1234, 24564, 61, 210.50, 450.00, 2520, 0x0");
    QTest::newRow("nan") << QByteArray("G,2026/11/30 14:00:01.123, 0, nan, 1234, 24564, 61, 210.50, 450.00, 2520, 0x0");
    QTest::newRow("inf") << QByteArray("G,2026/11/30 14:00:01.123, 0, 45, inf, 24564, 61, 210.50, 450.00, 2520, 0x0");
    QTest::newRow("exponent") << QByteArray(
        "G,2026/11/30 14:00:01.123, 0, 45, 1e5, 24564, 61, 210.50, 450.00, 2520, 0x0");
    QTest::newRow("two dots") << QByteArray(
        "G,2026/11/30 14:00:01.123, 0, 45, 1234, 24564, 61, 210.5.0, 450.00, 2520, 0x0");
    QTest::newRow("unknown unit") << QByteArray(
        "G,2026/11/30 14:00:01.123, 0, 45 apples, 1234, 24564, 61, 210.50, 450.00, 2520, 0x0");
    QTest::newRow("cut short line") << QByteArray("G,2026/11/30 14:00:01.123, 0, 4");
    QTest::newRow("H too few") << QByteArray("H,1,2");
    QTest::newRow("H letters") << QByteArray("H,100.0,abc,1,2,3,4,5");
    QTest::newRow("H negative") << QByteArray("H,100.0,-5,1,2,3,4,5");
    QTest::newRow("unknown prefix") << QByteArray("X,1,2,3");
    QTest::newRow("lower case g") << QByteArray("g,2026/11/30 14:00:01.123, 0, 45, 1, 2, 3, 4, 5, 6, 0x0");
    QTest::newRow("binary") << QByteArray("\x01\x02\xff\xfe\x00G,", 7);
}

void TestMetricStreamParser::garbageIsCountedNeverZero()
{
    QFETCH(QByteArray, line);
    MetricStreamParser parser;
    auto batch = parser.feed(QByteArray(line + '\n'), Arrival);
    QVERIFY(batch.isEmpty());
    QCOMPARE(parser.garbageLines(), 1);
    QVERIFY(!parser.lastGarbage().isEmpty());
    // The stream goes on after it.
    batch = parser.feed(::gpuLine("2026/11/30 14:00:01.123", 0), Arrival);
    QCOMPARE(batch.gpus.size(), 1);
    QCOMPARE(parser.garbageLines(), 1);
}

void TestMetricStreamParser::overlongLineIsGarbage()
{
    MetricStreamParser parser;
    const QByteArray huge(MetricStreamParser::MaxLineLength * 3, 'G');
    // In pieces, without a newline for a long time: memory stays bounded and the line is skipped as a whole.
    for (qsizetype i = 0; i < huge.size(); i += 1000) {
        QVERIFY(parser.feed(huge.sliced(i, std::min<qsizetype>(1000, huge.size() - i)), Arrival).isEmpty());
    }
    QCOMPARE(parser.garbageLines(), 1);
    const auto batch
        = parser.feed(QByteArray("tail of the long line\n" + ::gpuLine("2026/11/30 14:00:01.123", 0)), Arrival);
    QCOMPARE(batch.gpus.size(), 1);
    QCOMPARE(parser.garbageLines(), 1);
}

void TestMetricStreamParser::multiGpuTicks()
{
    MetricStreamParser parser;
    QByteArray tick;
    for (int gpu = 0; gpu < 8; ++gpu) {
        tick += ::gpuLine("2026/11/30 14:00:01.1" + QByteArray::number(10 + gpu), gpu, QByteArray::number(10 * gpu));
        if (gpu == 0) {
            tick += hostLine("10.00", 100, 50, 0, 0);
        }
    }
    const auto batch = parser.feed(tick, Arrival);
    QCOMPARE(batch.gpus.size(), 8);
    QVERIFY(batch.hosts.isEmpty()); // the first host line primes
    for (int gpu = 0; gpu < 8; ++gpu) {
        QCOMPARE(batch.gpus.at(gpu).gpuIndex, gpu);
        QCOMPARE(batch.gpus.at(gpu).utilizationPercent, 10.0 * gpu);
        // Later stamps in the same read mean less time in transit: the mapping follows, so all are "now".
        QCOMPARE(batch.gpus.at(gpu).timeMs, Arrival);
    }
}

void TestMetricStreamParser::hostCountersBecomeRates()
{
    MetricStreamParser parser;
    QVERIFY(parser.feed(hostLine("1000.00", 100000, 80000, 1'000'000, 50'000), Arrival).isEmpty());
    // 2 s later by the instance's uptime: 400 jiffies, 100 of them idle (75 % busy); 4 MB in, 1 MB out.
    auto batch = parser.feed(hostLine("1002.00", 100400, 80100, 5'000'000, 1'050'000), Arrival + 1000);
    QCOMPARE(batch.hosts.size(), 1);
    HostMetricSample s = batch.hosts.constFirst();
    QCOMPARE(s.cpuPercent, 75.0);
    QCOMPARE(s.netRxBytesPerSecond, 2'000'000.0); // measured on uptime, not on the arrival times
    QCOMPARE(s.netTxBytesPerSecond, 500'000.0);
    QCOMPARE(s.ramTotalMiB, 64000.0);
    QCOMPARE(s.ramUsedMiB, 16000.0);
    QCOMPARE(s.timeMs, Arrival + 1000);
    QCOMPARE(parser.hostLines(), 2);

    // An idle machine: 0 %, not unknown.
    batch = parser.feed(hostLine("1003.00", 100600, 80300, 5'000'000, 1'050'000), Arrival + 2000);
    QCOMPARE(batch.hosts.constFirst().cpuPercent, 0.0);
    QCOMPARE(batch.hosts.constFirst().netRxBytesPerSecond, 0.0);

    // The iowait jiffies and the disks' sectors read: 2 s, 400 jiffies of which 40 iowait; 409,600 sectors.
    MetricStreamParser disks;
    QVERIFY(disks.feed("H,10.00,1000,500,2048,1024,0,0,100,1000000\n", Arrival).isEmpty());
    batch = disks.feed("H,12.00,1400,800,2048,1024,0,0,140,1409600\n", Arrival + 2000);
    QCOMPARE(batch.hosts.size(), 1);
    QCOMPARE(batch.hosts.constFirst().ioWaitPercent, 10.0);
    QCOMPARE(batch.hosts.constFirst().diskReadBytesPerSecond, 409600.0 * 512 / 2);
    QCOMPARE(batch.hosts.constFirst().cpuPercent, 25.0);
    // No /proc/diskstats: the disk field is empty, everything else known.
    batch = disks.feed("H,13.00,1600,900,2048,1024,0,0,150,\n", Arrival + 3000);
    QVERIFY(!isKnown(batch.hosts.constFirst().diskReadBytesPerSecond));
    QCOMPARE(batch.hosts.constFirst().ioWaitPercent, 5.0);

    // No /proc (H with empty fields): nothing known, so no sample at all, and no garbage either.
    MetricStreamParser bare;
    QVERIFY(bare.feed("H,,,,,,,,,\nH,,,,,,,\nH,,,,,,,,,\n", Arrival).isEmpty());
    QCOMPARE(bare.garbageLines(), 0);

    // No MemAvailable (kernel < 3.14): total known, used unknown.
    MetricStreamParser old;
    QVERIFY(old.feed("H,5.00,100,50,2048,,10,10\n", Arrival).isEmpty());
    batch = old.feed("H,6.00,200,100,2048,,20,20\n", Arrival + 1000);
    QCOMPARE(batch.hosts.size(), 1);
    QCOMPARE(batch.hosts.constFirst().ramTotalMiB, 2.0);
    QVERIFY(!isKnown(batch.hosts.constFirst().ramUsedMiB));
    QCOMPARE(batch.hosts.constFirst().cpuPercent, 50.0);
}

void TestMetricStreamParser::counterGoingBackwardsReprimes()
{
    MetricStreamParser parser;
    QVERIFY(parser.feed(hostLine("50.00", 1000, 500, 10'000, 10'000), Arrival).isEmpty());
    // An interface went away: the rx sum dropped. rx is unknown once, tx and CPU are fine.
    auto batch = parser.feed(hostLine("51.00", 1100, 550, 4'000, 11'000), Arrival + 1000);
    QCOMPARE(batch.hosts.size(), 1);
    QVERIFY(!isKnown(batch.hosts.constFirst().netRxBytesPerSecond));
    QCOMPARE(batch.hosts.constFirst().netTxBytesPerSecond, 1000.0);
    QCOMPARE(batch.hosts.constFirst().cpuPercent, 50.0);
    // ... and counts again from the new value.
    batch = parser.feed(hostLine("52.00", 1200, 600, 6'000, 12'000), Arrival + 2000);
    QCOMPARE(batch.hosts.constFirst().netRxBytesPerSecond, 2000.0);
    // CPU jiffies going backwards: unknown, never a made-up percentage.
    batch = parser.feed(hostLine("53.00", 900, 400, 7'000, 13'000), Arrival + 3000);
    QVERIFY(!isKnown(batch.hosts.constFirst().cpuPercent));
    QCOMPARE(batch.hosts.constFirst().netRxBytesPerSecond, 1000.0);
    batch = parser.feed(hostLine("54.00", 1000, 450, 8'000, 14'000), Arrival + 4000);
    QCOMPARE(batch.hosts.constFirst().cpuPercent, 50.0);
}

void TestMetricStreamParser::rebootReprimes()
{
    MetricStreamParser parser;
    QVERIFY(parser.feed(hostLine("86400.00", 9'000'000, 8'000'000, 9'000'000, 9'000'000), Arrival).isEmpty());
    // Uptime went back: a reboot. Every counter restarted; the line primes again and yields nothing.
    QVERIFY(parser.feed(hostLine("12.00", 1200, 1000, 500, 500), Arrival + 60000).isEmpty());
    const auto batch = parser.feed(hostLine("13.00", 1300, 1050, 1500, 700), Arrival + 61000);
    QCOMPARE(batch.hosts.size(), 1);
    QCOMPARE(batch.hosts.constFirst().cpuPercent, 50.0);
    QCOMPARE(batch.hosts.constFirst().netRxBytesPerSecond, 1000.0);
    QCOMPARE(batch.hosts.constFirst().netTxBytesPerSecond, 200.0);
}

void TestMetricStreamParser::hostTimeFollowsGpuTick()
{
    MetricStreamParser parser;
    (void)parser.feed(QByteArray(::gpuLine("2026/11/30 14:00:01.000", 0) + hostLine("1.00", 100, 50, 0, 0)), Arrival);
    // The H line comes 300 ms after GPU 0's line: it belongs to that tick all the same.
    auto batch = parser.feed(::gpuLine("2026/11/30 14:00:02.000", 0), Arrival + 1000);
    batch.hosts += parser.feed(hostLine("2.00", 200, 100, 0, 0), Arrival + 1300).hosts;
    QCOMPARE(batch.hosts.size(), 1);
    QCOMPARE(batch.hosts.constFirst().timeMs, batch.gpus.constFirst().timeMs);
    QCOMPARE(batch.hosts.constFirst().timeMs, Arrival + 1000);
    // Host-only: the arrival time.
    MetricStreamParser hostOnly;
    (void)hostOnly.feed(QByteArray("I,host-only\n" + hostLine("1.00", 100, 50, 0, 0)), Arrival);
    batch = hostOnly.feed(hostLine("2.00", 200, 100, 0, 0), Arrival + 1003);
    QCOMPARE(batch.hosts.constFirst().timeMs, Arrival + 1003);
}

void TestMetricStreamParser::npuTablesBecomeSamples()
{
    QFile capture(QStringLiteral(RD_NPU_SMI_DATA "/vllm-ascend-5144-910b1-x2-process-24.1.0.3.txt"));
    QVERIFY(capture.open(QIODevice::ReadOnly));
    QByteArray stream = "I,npu\n";
    for (const QByteArray &line : capture.readAll().split('\n')) {
        stream += "N," + line + '\n';
    }
    stream += "N.\n";
    MetricStreamParser parser;
    // Split anywhere: the table is only read once its "N." arrives.
    auto first = parser.feed(stream.left(stream.size() / 2), Arrival);
    QVERIFY(first.gpus.isEmpty());
    auto batch = parser.feed(stream.mid(stream.size() / 2), Arrival + 100);
    QVERIFY(parser.isNpu());
    QCOMPARE(parser.garbageLines(), 0);
    QCOMPARE(batch.gpus.size(), 2);
    QCOMPARE(batch.gpus.at(1).gpuIndex, 1);
    QVERIFY(isKnown(batch.gpus.at(0).memoryTotalMiB));
    QCOMPARE(batch.gpus.at(0).timeMs, Arrival + 100);
    // A table that is not one (npu-smi's own error) is garbage, and the next good table still reads.
    batch = parser.feed("N,dcmi module initialize failed. ret is -8005\nN.\n", Arrival + 200);
    QVERIFY(batch.gpus.isEmpty());
    QCOMPARE(parser.garbageLines(), 1);
    batch = parser.feed(stream.mid(6), Arrival + 300);
    QCOMPARE(batch.gpus.size(), 2);
    // An endless table is cut off rather than held in memory.
    QByteArray flood;
    for (int i = 0; i < MetricStreamParser::MaxNpuTableLines + 10; ++i) {
        flood += "N,| x |\n";
    }
    flood += "N.\n";
    QVERIFY(parser.feed(flood, Arrival + 400).gpus.isEmpty());
    QVERIFY(parser.garbageLines() > 1);
}

void TestMetricStreamParser::hostOnlyNotice()
{
    MetricStreamParser parser;
    QVERIFY(!parser.isHostOnly());
    (void)parser.feed("I,host-only\nI,something-newer\n", Arrival);
    QVERIFY(parser.isHostOnly());
    QCOMPARE(parser.garbageLines(), 0); // unknown notices are for newer commands, not garbage
    parser.restart();
    QVERIFY(!parser.isHostOnly());
}

void TestMetricStreamParser::timestamps_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<qint64>("expected"); // -1: rejected
    QTest::newRow("with ms") << QByteArray("2026/11/30 14:00:01.123") << qint64(1796047201123);
    QTest::newRow("no ms") << QByteArray("2026/11/30 14:00:01") << qint64(1796047201000);
    QTest::newRow("epoch") << QByteArray("1970/01/01 00:00:00.000") << qint64(0);
    QTest::newRow("leap day") << QByteArray("2024/02/29 23:59:59.999") << qint64(1709251199999);
    QTest::newRow("capture") << QByteArray("2026/06/24 10:26:34.977") << qint64(1782296794977);
    QTest::newRow("no leap day") << QByteArray("2026/02/29 00:00:00.000") << qint64(-1);
    QTest::newRow("month 13") << QByteArray("2026/13/01 00:00:00.000") << qint64(-1);
    QTest::newRow("hour 24") << QByteArray("2026/11/30 24:00:00.000") << qint64(-1);
    QTest::newRow("iso") << QByteArray("2026-11-30T14:00:01.123") << qint64(-1);
    QTest::newRow("short ms") << QByteArray("2026/11/30 14:00:01.12") << qint64(-1);
    QTest::newRow("letters") << QByteArray("2026/11/30 14:0a:01.123") << qint64(-1);
    QTest::newRow("empty") << QByteArray() << qint64(-1);
    QTest::newRow("[N/A]") << QByteArray("[N/A]") << qint64(-1);
}

void TestMetricStreamParser::timestamps()
{
    QFETCH(QByteArray, text);
    QFETCH(qint64, expected);
    const std::optional<qint64> parsed = MetricStreamParser::parseTimestamp(text);
    QCOMPARE(parsed.value_or(-1), expected);
}

void TestMetricStreamParser::clockMapping()
{
    MetricStreamParser parser;
    // The instance is at UTC+8 and its clock is 3.2 s fast: neither matters, its spacing is kept.
    const qint64 local = *MetricStreamParser::parseTimestamp("2026/11/30 22:00:00.000");
    const qint64 t0 = local - 8 * 3600 * 1000 - 3200; // the true UTC instant of that stamp
    const auto stamp = [local](qint64 ms) {
        return QDateTime::fromMSecsSinceEpoch(local + ms, Qt::UTC)
            .toString(QStringLiteral("yyyy/MM/dd HH:mm:ss.zzz"))
            .toLatin1();
    };
    const auto timeOf = [&parser](const QByteArray &stampText, qint64 arrival) {
        const auto batch = parser.feed(::gpuLine(stampText, 0), arrival);
        return batch.gpus.isEmpty() ? qint64(-1) : batch.gpus.constFirst().timeMs;
    };
    // First line 80 ms in transit; the second only 20 ms: the faster one re-anchors (transport only delays).
    QCOMPARE(timeOf(stamp(0), t0 + 80), t0 + 80);
    QCOMPARE(timeOf(stamp(1000), t0 + 1000 + 20), t0 + 1000 + 20);
    // A line held up 900 ms on the way keeps its own time.
    QCOMPARE(timeOf(stamp(2000), t0 + 2000 + 900), t0 + 2000 + 20);
    // The instance's clock stepped back an hour (DST): re-anchor instead of dating samples an hour ago.
    QCOMPARE(timeOf(stamp(3000 - 3600 * 1000), t0 + 3000 + 30), t0 + 3000 + 30);
    QCOMPARE(timeOf(stamp(4000 - 3600 * 1000), t0 + 4000 + 40), t0 + 4000 + 30);
    // A stamp that does not parse uses the arrival time.
    QCOMPARE(timeOf("[N/A]", t0 + 5000), t0 + 5000);
    // restart() forgets the mapping (a new run may be after a long gap, or on another clock).
    parser.restart();
    QCOMPARE(timeOf(stamp(0), t0 + 999'999), t0 + 999'999);
}

void TestMetricStreamParser::realCaptures_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QList<double>>("expected"); // util, used, total, temp, power, limit, sm clock, throttle
    QTest::newRow("linux idle") << QStringLiteral(
        "ngx-linux-x86_64_nvidia-geforce-rtx-2080-super_595.71.05.idle-query-gpu.csv")
                                << QList<double> { 0, 214, 8192, 40, 39.32, 250, 765, 4 };
    QTest::newRow("linux load") << QStringLiteral(
        "ngx-linux-x86_64_nvidia-geforce-rtx-2080-super_595.71.05.load-query-gpu.csv")
                                << QList<double> { 8, 819, 8192, 45, 111.5, 250, 2055, 0 };
    QTest::newRow("windows idle") << QStringLiteral(
        "ngx-windows-x86_64_nvidia-geforce-rtx-2080-super_610.62.idle-query-gpu.csv")
                                  << QList<double> { 0, 797, 8192, 40, 39.25, 250, 300, 1 };
    QTest::newRow("windows load") << QStringLiteral(
        "ngx-windows-x86_64_nvidia-geforce-rtx-2080-super_610.62.load-query-gpu.csv")
                                  << QList<double> { 7, 1366, 8192, 44, 97.99, 250, 2040, 0 };
}

void TestMetricStreamParser::realCaptures()
{
    QFETCH(QString, file);
    QFETCH(QList<double>, expected);
    const QList<QByteArray> rows = projectCapture(file);
    QCOMPARE(rows.size(), 1);
    // The capture has units ("214 MiB"): as if nounits were ignored. Then the same without them.
    QByteArray noUnits = rows.constFirst();
    for (const char *unit : { " MiB", " %", " W", " MHz" }) {
        noUnits.replace(unit, "");
    }
    for (const QByteArray &row : { rows.constFirst(), noUnits }) {
        MetricStreamParser parser;
        const auto batch = parser.feed(QByteArray("G," + row + '\n'), Arrival);
        QVERIFY2(parser.garbageLines() == 0, parser.lastGarbage().constData());
        QCOMPARE(batch.gpus.size(), 1);
        const GpuMetricSample &s = batch.gpus.constFirst();
        QCOMPARE(s.gpuIndex, 0);
        const QList<double> got { s.utilizationPercent, s.memoryUsedMiB, s.memoryTotalMiB, s.temperatureC, s.powerDrawW,
            s.powerLimitW, s.smClockMHz, double(s.throttleReasons) };
        QCOMPARE(got, expected);
        QVERIFY(s.throttleKnown);
    }
}

QTEST_GUILESS_MAIN(TestMetricStreamParser)
#include "TestMetricStreamParser.moc"
