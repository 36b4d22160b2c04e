// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The shapes `rentdeck-cli watch` prints (CLI.md's field names are a contract).
#include "cli/WatchCommand.h"

#include <QJsonArray>
#include <QTest>

using namespace RentDeck;

class TestWatchJson : public QObject
{
    Q_OBJECT

private slots:
    void gpuFields();
    void unknownIsNull();
    void hostFields();
    void humanLine();
};

void TestWatchJson::gpuFields()
{
    GpuMetricSample sample;
    sample.timeMs = 1796047201123; // 2026-11-30 14:00:01.123 UTC
    sample.gpuIndex = 1;
    sample.utilizationPercent = 97;
    sample.memoryUsedMiB = 20000;
    sample.memoryTotalMiB = 24564;
    sample.temperatureC = 81;
    sample.powerDrawW = 431.456;
    sample.powerLimitW = 450;
    sample.smClockMHz = 2520;
    sample.throttleReasons = 0x68;
    sample.throttleKnown = true;
    const QJsonObject json = WatchCommand::gpuJson(sample);
    for (const char *field :
        { "t", "gpu", "util", "mem_used_mib", "mem_total_mib", "temp_c", "power_w", "sm_clock_mhz", "throttle" }) {
        QVERIFY2(json.contains(QLatin1String(field)), field);
    }
    QCOMPARE(json.value(QStringLiteral("t")).toString(), QStringLiteral("2026-11-30T14:00:01.123Z"));
    QCOMPARE(json.value(QStringLiteral("gpu")).toInt(), 1);
    QCOMPARE(json.value(QStringLiteral("util")).toDouble(), 97.0);
    QCOMPARE(json.value(QStringLiteral("mem_used_mib")).toDouble(), 20000.0);
    QCOMPARE(json.value(QStringLiteral("mem_total_mib")).toDouble(), 24564.0);
    QCOMPARE(json.value(QStringLiteral("temp_c")).toDouble(), 81.0);
    QCOMPARE(json.value(QStringLiteral("power_w")).toDouble(), 431.46);
    QCOMPARE(json.value(QStringLiteral("sm_clock_mhz")).toDouble(), 2520.0);
    QCOMPARE(json.value(QStringLiteral("throttle")).toInteger(), 0x68);
    // Extensions.
    QCOMPARE(json.value(QStringLiteral("power_limit_w")).toDouble(), 450.0);
    QCOMPARE(json.value(QStringLiteral("throttle_reasons")).toArray(),
        QJsonArray({ QStringLiteral("hw_slowdown"), QStringLiteral("sw_thermal_slowdown"),
            QStringLiteral("hw_thermal_slowdown") }));
    QCOMPARE(json.size(), 11);
}

void TestWatchJson::unknownIsNull()
{
    GpuMetricSample sample; // every reading unknown
    sample.timeMs = 1796047201000;
    const QJsonObject json = WatchCommand::gpuJson(sample);
    for (const char *field : { "util", "mem_used_mib", "mem_total_mib", "temp_c", "power_w", "sm_clock_mhz", "throttle",
             "power_limit_w", "throttle_reasons" }) {
        QVERIFY2(json.value(QLatin1String(field)).isNull(), field);
    }
    QCOMPARE(json.value(QStringLiteral("gpu")).toInt(), 0);
    // A known zero stays a zero (idle GPU, no throttling).
    sample.utilizationPercent = 0;
    sample.throttleKnown = true;
    const QJsonObject zero = WatchCommand::gpuJson(sample);
    QCOMPARE(zero.value(QStringLiteral("util")), QJsonValue(0.0));
    QCOMPARE(zero.value(QStringLiteral("throttle")), QJsonValue(0.0));
    QCOMPARE(zero.value(QStringLiteral("throttle_reasons")).toArray(), QJsonArray());
}

void TestWatchJson::hostFields()
{
    HostMetricSample sample;
    sample.timeMs = 1796047201000;
    sample.cpuPercent = 12.345;
    sample.ramUsedMiB = 1024.25;
    sample.ramTotalMiB = 65536;
    sample.netRxBytesPerSecond = 1500.7;
    const QJsonObject json = WatchCommand::hostJson(sample);
    QCOMPARE(json.value(QStringLiteral("host")), QJsonValue(true));
    QCOMPARE(json.value(QStringLiteral("t")).toString(), QStringLiteral("2026-11-30T14:00:01.000Z"));
    QCOMPARE(json.value(QStringLiteral("cpu_percent")).toDouble(), 12.3);
    QCOMPARE(json.value(QStringLiteral("ram_used_mib")).toDouble(), 1024.3);
    QCOMPARE(json.value(QStringLiteral("ram_total_mib")).toDouble(), 65536.0);
    QCOMPARE(json.value(QStringLiteral("net_rx_bytes_per_s")).toDouble(), 1501.0);
    QVERIFY(json.value(QStringLiteral("net_tx_bytes_per_s")).isNull());
    QVERIFY(!json.contains(QStringLiteral("gpu")));
}

void TestWatchJson::humanLine()
{
    GpuMetricSample a;
    a.gpuIndex = 0;
    a.utilizationPercent = 45;
    a.memoryUsedMiB = 1234;
    a.memoryTotalMiB = 24564;
    a.temperatureC = 61;
    a.powerDrawW = 210.4;
    a.powerLimitW = 450;
    a.smClockMHz = 2520;
    a.throttleKnown = true;
    a.throttleReasons = 0x4;
    GpuMetricSample b;
    b.gpuIndex = 1;
    HostMetricSample host;
    host.cpuPercent = 12;
    host.ramUsedMiB = 2048;
    host.ramTotalMiB = 65536;
    host.netRxBytesPerSecond = 2.5e6;
    host.netTxBytesPerSecond = 1500;
    const QString line = WatchCommand::tickLine(0, { a, b }, &host);
    QVERIFY2(
        line.contains(QStringLiteral("gpu0 45% 1234/24564MiB 61C 210/450W 2520MHz [sw_power_cap]")), qPrintable(line));
    QVERIFY2(line.contains(QStringLiteral("gpu1 - -/- - -/- -")), qPrintable(line));
    QVERIFY2(line.contains(QStringLiteral("cpu 12% ram 2.0/64.0GiB rx 2.5MB/s tx 1.5kB/s")), qPrintable(line));
    QVERIFY(!line.contains(QLatin1Char('\n')));
    QVERIFY2(!line.contains(QStringLiteral("iowait")), qPrintable(line)); // unknown: not shown
    host.ioWaitPercent = 7;
    host.diskReadBytesPerSecond = 180e6;
    const QString withDisks = WatchCommand::tickLine(0, { a }, &host);
    QVERIFY2(withDisks.contains(QStringLiteral("tx 1.5kB/s iowait 7% disk 180.0MB/s")), qPrintable(withDisks));
    const QJsonObject json = WatchCommand::hostJson(host);
    QCOMPARE(json.value(QStringLiteral("iowait_percent")).toDouble(), 7.0);
    QCOMPARE(json.value(QStringLiteral("disk_read_bytes_per_s")).toDouble(), 180e6);
}

QTEST_GUILESS_MAIN(TestWatchJson)
#include "TestWatchJson.moc"
