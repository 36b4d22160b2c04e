// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/CliCommand.h"
#include "watch/MetricSample.h"

#include <QJsonObject>
#include <QMap>
#include <QPointer>
#include <QTimer>
#include <optional>

namespace RentDeck {

class CliStopSignals;

class MetricStream;
class SshSession;
struct Instance;

/**
 * `watch NAME [--seconds N] [--interval MS] [--no-host]`: streams the instance's metrics (MetricStream) until
 * N seconds after the first sample, or SIGINT/SIGTERM; exits 0 then. With --json: one JSON object per line,
 * per GPU sample `t` (ISO-8601 UTC, ms), `gpu`, `util`, `mem_used_mib`, `mem_total_mib`, `temp_c`, `power_w`,
 * `sm_clock_mhz`, `throttle` (the clocks_throttle_reasons bitmask as a number), null where unknown, plus the
 * extensions `power_limit_w` and `throttle_reasons` (names); per host sample `{"host": true, "t", "cpu_percent",
 * "ram_used_mib", "ram_total_mib", "net_rx_bytes_per_s", "net_tx_bytes_per_s"}` (unless --no-host); per
 * interruption `{"gap": true, "from", "to", "reason"}`. Without --json one compact line per tick.
 * Reconnects by itself after drops (told on stderr); exit 1 when the session fails for good or no sample came.
 */
class WatchCommand : public CliCommand
{
    Q_OBJECT
public:
    using CliCommand::CliCommand;
    void addOptions(QCommandLineParser &parser) override;
    void start(const QCommandLineParser &parser) override;

    /** The JSON line of one GPU sample (CLI.md's `watch` fields plus extensions). Pure; for tests. */
    static QJsonObject gpuJson(const GpuMetricSample &sample);
    static QJsonObject hostJson(const HostMetricSample &sample);
    /** One human line for a tick: the GPUs by index, then the host when known. */
    static QString tickLine(qint64 timeMs, const QList<GpuMetricSample> &gpus, const HostMetricSample *host);

private:
    void open(const Instance &instance);
    void onGpuSamples(const QList<GpuMetricSample> &samples);
    void onHostSample(const HostMetricSample &sample);
    void onGap(qint64 fromMs, qint64 toMs, const QString &reason);
    void firstSample();
    void settleTick();
    void flushTick();
    void watchSignals();
    void stop(int exitCode, const QString &failure = {});

    QString m_name;
    int m_seconds = 0;
    int m_intervalMs = 1000;
    int m_expectedGpus = 1; // GPU lines that make a whole tick
    bool m_stopAfterTick = false; // the --seconds deadline passed while a tick was being gathered
    bool m_withHost = true;
    QPointer<SshSession> m_session;
    QPointer<MetricStream> m_stream;
    QTimer m_deadline;
    QTimer m_tickTimer;
    QMap<int, GpuMetricSample> m_tickGpus;
    std::optional<HostMetricSample> m_tickHost;
    bool m_sawSample = false;
    bool m_stopping = false;
    CliStopSignals *m_signals = nullptr;
};

} // namespace RentDeck
