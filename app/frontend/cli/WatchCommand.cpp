// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/WatchCommand.h"

#include "checks/NvidiaSmiValues.h"
#include "cli/CliContext.h"
#include "cli/CliStopSignals.h"
#include "services/InstanceManager.h"
#include "ssh/SshSession.h"
#include "watch/MetricStream.h"
#include "watch/MetricStreamCommand.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <algorithm>
#include <cmath>
#include <cstdio>

namespace RentDeck {

namespace {

// How long to wait for the first sample beyond --seconds (connect, nvidia-smi's first answer, a reconnect).
constexpr int FirstSampleGraceMs = 30000;
// GPU lines of one tick usually arrive within milliseconds of each other, but a loaded machine can spread them
// over hundreds: a tick is printed once every GPU (and the host) is in, else after a whole interval of waiting
// (at least this long) — a GPU that stopped reporting must not hold the line back for ever.
constexpr int TickSettleMs = 150;

QJsonValue rounded(double value, int decimals = 1)
{
    if (!isKnown(value)) {
        return QJsonValue(QJsonValue::Null);
    }
    const double scale = std::pow(10.0, decimals);
    return std::round(value * scale) / scale;
}

QString isoTime(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODateWithMs);
}

void printJsonLine(const QJsonObject &object)
{
    const QByteArray text = QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
    std::fwrite(text.constData(), 1, size_t(text.size()), stdout);
    std::fflush(stdout);
}

QString text(double value, const char *unit, int decimals = 0)
{
    return isKnown(value) ? QString::number(value, 'f', decimals) + QLatin1String(unit) : QStringLiteral("-");
}

QString bytesPerSecond(double value)
{
    if (!isKnown(value)) {
        return QStringLiteral("-");
    }
    if (value >= 1e6) {
        return QString::number(value / 1e6, 'f', 1) + QStringLiteral("MB/s");
    }
    return QString::number(value / 1e3, 'f', 1) + QStringLiteral("kB/s");
}

} // namespace

void WatchCommand::addOptions(QCommandLineParser &parser)
{
    parser.setApplicationDescription(
        QStringLiteral("Streams the GPU and host metrics of an instance as JSON lines (--json) or one line per tick,\n"
                       "until --seconds after the first sample or Ctrl-C. Reconnects by itself when the connection "
                       "drops.\nEnvironment: RENTDECK_SSH_PASSWORD = the SSH password, for instances that log in "
                       "with a password."));
    parser.addPositionalArgument(QStringLiteral("NAME"), QStringLiteral("Instance name, e.g. sandbox:3."));
    parser.addOptions({
        { QStringLiteral("seconds"),
            QStringLiteral("Stop N seconds after the first sample (default: run until Ctrl-C)."), QStringLiteral("N") },
        { QStringLiteral("interval"), QStringLiteral("Sample interval in milliseconds (default 1000, at least 100)."),
            QStringLiteral("MS"), QString::number(MetricStreamCommand::DefaultIntervalMs) },
        { QStringLiteral("no-host"), QStringLiteral("GPU samples only: no host (CPU, RAM, network) lines.") },
    });
}

void WatchCommand::start(const QCommandLineParser &parser)
{
    const QStringList words = parser.positionalArguments();
    if (words.size() != 1) {
        failWith(QStringLiteral("usage: rentdeck-cli watch NAME [--seconds N]"), ExitUsage);
        return;
    }
    m_name = words.constFirst();
    bool ok = true;
    if (parser.isSet(QStringLiteral("seconds"))) {
        m_seconds = parser.value(QStringLiteral("seconds")).toInt(&ok);
        if (!ok || m_seconds <= 0) {
            failWith(QStringLiteral("--seconds takes a positive number of seconds"), ExitUsage);
            return;
        }
    }
    m_intervalMs = parser.value(QStringLiteral("interval")).toInt(&ok);
    if (!ok || m_intervalMs < MetricStreamCommand::MinIntervalMs || m_intervalMs > MetricStreamCommand::MaxIntervalMs) {
        failWith(QStringLiteral("--interval takes milliseconds from %1 to %2")
                     .arg(MetricStreamCommand::MinIntervalMs)
                     .arg(MetricStreamCommand::MaxIntervalMs),
            ExitUsage);
        return;
    }
    m_withHost = !parser.isSet(QStringLiteral("no-host"));
    m_context.checkBudgetsEvery(this);
    withRunningInstance(m_name, [this](const Instance &instance) { open(instance); });
}

void WatchCommand::open(const Instance &instance)
{
    m_expectedGpus = std::max(1, instance.gpuCount);
    watchSignals();
    m_deadline.setSingleShot(true);
    m_deadline.setTimerType(Qt::PreciseTimer);
    connect(&m_deadline, &QTimer::timeout, this, [this] {
        if (m_sawSample && m_tickTimer.isActive()) {
            m_stopAfterTick = true; // --seconds ended mid-tick: print that tick whole (or after its wait), then stop
        } else if (m_sawSample) {
            stop(0);
        } else {
            stop(1, QStringLiteral("no metrics from %1 within %2 s").arg(m_name).arg(m_deadline.interval() / 1000));
        }
    });
    m_tickTimer.setSingleShot(true);
    connect(&m_tickTimer, &QTimer::timeout, this, &WatchCommand::flushTick);
    if (m_seconds > 0) {
        m_deadline.start(m_seconds * 1000 + FirstSampleGraceMs);
    }
    m_context.readPassword(m_name, instance.ssh, this, [this, endpoint = instance.ssh](const QString &password) {
        if (m_stopping) {
            return;
        }
        m_session = new SshSession(endpoint, this);
        if (!password.isEmpty()) {
            m_session->setPassword(password);
        }
        connect(m_session, &SshSession::stateChanged, this, [this](SshSession::State state, const QString &message) {
            if (state == SshSession::State::Failed) {
                // Not from inside the session's own signal: stop() disconnects it.
                QTimer::singleShot(
                    0, this, [this, message] { stop(1, QStringLiteral("watch %1 failed: %2").arg(m_name, message)); });
            } else if (state == SshSession::State::Reconnecting
                || (state == SshSession::State::Connected && m_sawSample)) {
                CliContext::progress(message);
            }
        });
        m_stream = new MetricStream(m_session, this);
        m_stream->setIntervalMs(m_intervalMs);
        connect(m_stream, &MetricStream::gpuSamples, this, &WatchCommand::onGpuSamples);
        connect(m_stream, &MetricStream::hostSample, this, &WatchCommand::onHostSample);
        connect(m_stream, &MetricStream::gap, this, &WatchCommand::onGap);
        connect(m_stream, &MetricStream::stateChanged, this, [](MetricStream::State state, const QString &message) {
            if (state == MetricStream::State::Restarting) {
                CliContext::progress(message);
            }
        });
        m_session->connectToHost();
        m_stream->start();
    });
}

QJsonObject WatchCommand::gpuJson(const GpuMetricSample &sample)
{
    QJsonObject json {
        { QStringLiteral("t"), isoTime(sample.timeMs) },
        { QStringLiteral("gpu"), sample.gpuIndex },
        { QStringLiteral("util"), rounded(sample.utilizationPercent) },
        { QStringLiteral("mem_used_mib"), rounded(sample.memoryUsedMiB) },
        { QStringLiteral("mem_total_mib"), rounded(sample.memoryTotalMiB) },
        { QStringLiteral("temp_c"), rounded(sample.temperatureC) },
        { QStringLiteral("power_w"), rounded(sample.powerDrawW, 2) },
        { QStringLiteral("sm_clock_mhz"), rounded(sample.smClockMHz) },
        { QStringLiteral("power_limit_w"), rounded(sample.powerLimitW, 2) },
    };
    if (sample.throttleKnown) {
        json.insert(QStringLiteral("throttle"), double(sample.throttleReasons));
        json.insert(QStringLiteral("throttle_reasons"),
            QJsonArray::fromStringList(NvidiaSmiValues::reasonsFromMask(sample.throttleReasons)));
    } else {
        json.insert(QStringLiteral("throttle"), QJsonValue(QJsonValue::Null));
        json.insert(QStringLiteral("throttle_reasons"), QJsonValue(QJsonValue::Null));
    }
    return json;
}

QJsonObject WatchCommand::hostJson(const HostMetricSample &sample)
{
    return {
        { QStringLiteral("host"), true },
        { QStringLiteral("t"), isoTime(sample.timeMs) },
        { QStringLiteral("cpu_percent"), rounded(sample.cpuPercent) },
        { QStringLiteral("ram_used_mib"), rounded(sample.ramUsedMiB) },
        { QStringLiteral("ram_total_mib"), rounded(sample.ramTotalMiB) },
        { QStringLiteral("net_rx_bytes_per_s"), rounded(sample.netRxBytesPerSecond, 0) },
        { QStringLiteral("net_tx_bytes_per_s"), rounded(sample.netTxBytesPerSecond, 0) },
        { QStringLiteral("iowait_percent"), rounded(sample.ioWaitPercent) },
        { QStringLiteral("disk_read_bytes_per_s"), rounded(sample.diskReadBytesPerSecond, 0) },
    };
}

QString WatchCommand::tickLine(qint64 timeMs, const QList<GpuMetricSample> &gpus, const HostMetricSample *host)
{
    QStringList parts { QDateTime::fromMSecsSinceEpoch(timeMs).toString(QStringLiteral("HH:mm:ss")) };
    for (const GpuMetricSample &gpu : gpus) {
        QString part = QStringLiteral("gpu%1 %2 %3/%4 %5 %6/%7 %8")
                           .arg(gpu.gpuIndex)
                           .arg(text(gpu.utilizationPercent, "%"), text(gpu.memoryUsedMiB, ""),
                               text(gpu.memoryTotalMiB, "MiB"), text(gpu.temperatureC, "C"), text(gpu.powerDrawW, ""),
                               text(gpu.powerLimitW, "W"), text(gpu.smClockMHz, "MHz"));
        const QStringList reasons
            = gpu.throttleKnown ? NvidiaSmiValues::reasonsFromMask(gpu.throttleReasons) : QStringList();
        if (!reasons.isEmpty()) {
            part += QStringLiteral(" [") + reasons.join(QLatin1Char(',')) + QLatin1Char(']');
        }
        parts << part;
    }
    if (host != nullptr) {
        QString part = QStringLiteral("cpu %1 ram %2/%3 rx %4 tx %5")
                           .arg(text(host->cpuPercent, "%"), text(host->ramUsedMiB / 1024.0, "", 1),
                               text(host->ramTotalMiB / 1024.0, "GiB", 1), bytesPerSecond(host->netRxBytesPerSecond),
                               bytesPerSecond(host->netTxBytesPerSecond));
        if (isKnown(host->ioWaitPercent) || isKnown(host->diskReadBytesPerSecond)) {
            part += QStringLiteral(" iowait %1 disk %2")
                        .arg(text(host->ioWaitPercent, "%"), bytesPerSecond(host->diskReadBytesPerSecond));
        }
        parts << part;
    }
    return parts.join(QStringLiteral(" | "));
}

void WatchCommand::onGpuSamples(const QList<GpuMetricSample> &samples)
{
    firstSample();
    for (const GpuMetricSample &sample : samples) {
        if (m_context.json()) {
            printJsonLine(gpuJson(sample));
            continue;
        }
        if (m_tickGpus.contains(sample.gpuIndex)) {
            flushTick(); // the next tick began before the pause that normally ends one
        }
        m_tickGpus.insert(sample.gpuIndex, sample);
        settleTick();
    }
}

void WatchCommand::settleTick()
{
    const bool complete = m_tickGpus.size() >= m_expectedGpus && (!m_withHost || m_tickHost);
    if (complete) {
        flushTick();
    } else {
        m_tickTimer.start(std::max(TickSettleMs, m_intervalMs));
    }
}

void WatchCommand::onHostSample(const HostMetricSample &sample)
{
    if (!m_withHost) {
        return;
    }
    firstSample();
    if (m_context.json()) {
        printJsonLine(hostJson(sample));
        return;
    }
    if (m_tickHost) {
        flushTick();
    }
    m_tickHost = sample;
    settleTick();
}

void WatchCommand::onGap(qint64 fromMs, qint64 toMs, const QString &reason)
{
    if (m_context.json()) {
        printJsonLine({ { QStringLiteral("gap"), true }, { QStringLiteral("from"), isoTime(fromMs) },
            { QStringLiteral("to"), isoTime(toMs) }, { QStringLiteral("reason"), reason } });
        return;
    }
    flushTick();
    CliContext::printLine(QStringLiteral("-- no samples for %1 s: %2").arg(double(toMs - fromMs) / 1000.0).arg(reason));
}

void WatchCommand::firstSample()
{
    if (std::exchange(m_sawSample, true)) {
        return;
    }
    if (m_seconds > 0) {
        m_deadline.start(m_seconds * 1000);
    }
}

void WatchCommand::flushTick()
{
    m_tickTimer.stop();
    if (m_tickGpus.isEmpty() && !m_tickHost) {
        return;
    }
    const qint64 timeMs = m_tickGpus.isEmpty() ? m_tickHost->timeMs : m_tickGpus.first().timeMs;
    CliContext::printLine(tickLine(timeMs, m_tickGpus.values(), m_tickHost ? &*m_tickHost : nullptr));
    m_tickGpus.clear();
    m_tickHost.reset();
    if (m_stopAfterTick) {
        QTimer::singleShot(0, this, [this] { stop(0); });
    }
}

void WatchCommand::watchSignals()
{
    m_signals = new CliStopSignals(this);
    connect(m_signals, &CliStopSignals::stopRequested, this, [this] { stop(0); });
    m_signals->install();
}

void WatchCommand::stop(int exitCode, const QString &failure)
{
    if (std::exchange(m_stopping, true)) {
        return;
    }
    if (m_signals) {
        m_signals->disarm();
    }
    m_deadline.stop();
    if (!m_context.json()) {
        flushTick();
    }
    if (m_stream) {
        m_stream->stop(); // closes the channel: the remote loop ends on its next write
    }
    if (m_session) {
        m_session->disconnectFromHost();
    }
    // The program ends right after: let the worker say goodbye to the server instead of dying mid-call.
    SshSession::waitForWorkers(std::chrono::milliseconds(3000));
    if (!failure.isEmpty()) {
        failWith(failure, exitCode);
        return;
    }
    done(exitCode);
}

} // namespace RentDeck
