// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "watch/MetricSample.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <optional>

namespace RentDeck {

/**
 * Incremental parser of MetricStreamCommand's output. Pure: no event loop, no clock of its own (the caller
 * passes the arrival time), any thread, never throws.
 *
 * feed() takes the bytes in chunks split anywhere (even inside a line or a UTF-8 sequence) and returns the
 * samples of the lines it completed. `G,` lines become GpuMetricSample ("[N/A]", "[Not Supported]", any other
 * bracketed nvidia-smi text, "N/A", "ERR!" and empty fields become MetricUnknown; the throttle field is the
 * clocks_throttle_reasons.active bitmask "0x…"). `H,` lines are raw host counters: the first only primes, each
 * next one becomes a HostMetricSample with CPU % and rx/tx rates over the interval between the two (measured on
 * the instance's /proc/uptime). A counter that went backwards gives MetricUnknown for its value this once and
 * re-primes from the new reading; uptime going backwards (a reboot) re-primes everything without a sample.
 * Anything else (wrong field count, a number that is not one, an unknown prefix, a line over MaxLineLength) is
 * counted in garbageLines() and skipped: it never yields a sample, so garbage never shows up as zeros.
 */
class MetricStreamParser
{
public:
    struct Batch
    {
        QList<GpuMetricSample> gpus;
        QList<HostMetricSample> hosts;
        bool isEmpty() const { return gpus.isEmpty() && hosts.isEmpty(); }
    };

    static constexpr qsizetype MaxLineLength = 4096;
    /** A line arriving this much later than the instance's clock predicts re-anchors the clock mapping. */
    static constexpr qint64 ReanchorMs = 5000;

    /** Parses the lines \a data completes; \a arrivalMs is now, in UTC epoch milliseconds. */
    [[nodiscard]] Batch feed(QByteArrayView data, qint64 arrivalMs);
    /** A new run of the command follows: drops the partial line, the clock mapping and the host priming. */
    void restart();

    /** Lines skipped as garbage since construction (restart() keeps counting). */
    qint64 garbageLines() const { return m_garbageLines; }
    qint64 gpuLines() const { return m_gpuLines; }
    qint64 hostLines() const { return m_hostLines; }
    /** The last garbage line (at most 200 bytes), for diagnostics such as nvidia-smi's own error text. */
    const QByteArray &lastGarbage() const { return m_lastGarbage; }
    /** The command said it runs without nvidia-smi (`I,host-only`) since the last restart(). */
    bool isHostOnly() const { return m_hostOnly; }
    /** The command streams Huawei Ascend NPUs (`I,npu`): `npu-smi info` tables, one per tick. */
    bool isNpu() const { return m_npu; }
    /** The most lines one npu-smi table may have (a 16-chip A3 box prints ~60). */
    static constexpr qsizetype MaxNpuTableLines = 400;

    /** nvidia-smi's "YYYY/MM/DD HH:MM:SS.mmm" read as if it were UTC (its zone is unknown); nullopt if malformed. */
    static std::optional<qint64> parseTimestamp(QByteArrayView text);

private:
    struct HostCounters
    {
        qint64 timeMs = 0;
        double uptimeSeconds = -1;
        qint64 cpuTotal = -1;
        qint64 cpuIdle = -1;
        qint64 memTotalKiB = -1;
        qint64 memAvailableKiB = -1;
        qint64 rxBytes = -1;
        qint64 txBytes = -1;
        qint64 cpuIoWait = -1;
        qint64 diskSectors = -1;
    };

    void parseLine(QByteArrayView line, qint64 arrivalMs, Batch &batch);
    bool parseGpu(QByteArrayView payload, qint64 arrivalMs, Batch &batch);
    bool parseHost(QByteArrayView payload, qint64 arrivalMs, Batch &batch);
    bool endNpuTable(qint64 arrivalMs, Batch &batch);
    HostMetricSample hostSample(const HostCounters &previous, const HostCounters &current) const;
    qint64 mapTime(qint64 stampMs, qint64 arrivalMs);
    void countGarbage(QByteArrayView line);

    QByteArray m_partial;
    bool m_discarding = false; // inside an over-long line: skip to its end
    bool m_hasOffset = false;
    qint64 m_offsetMs = 0; // arrival minus the instance's wall clock, see mapTime()
    std::optional<qint64> m_tickTimeMs; // the time of the GPU 0 line the next H line belongs to
    std::optional<HostCounters> m_previousHost;
    bool m_hostOnly = false;
    bool m_npu = false;
    QByteArray m_npuTable; // the "N," lines of the tick in progress
    qsizetype m_npuTableLines = 0;
    qint64 m_garbageLines = 0;
    qint64 m_gpuLines = 0;
    qint64 m_hostLines = 0;
    QByteArray m_lastGarbage;
};

} // namespace RentDeck
