// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "watch/MetricStream.h"

#include "logging/LoggingCategories.h"
#include "ssh/SshExecChannel.h"
#include "ssh/SshSession.h"
#include "watch/MetricStreamCommand.h"

#include <QDateTime>
#include <algorithm>
#include <limits>

namespace RentDeck {

namespace {
constexpr qsizetype MaxStderrTail = 400;
constexpr int MaxBackoffStep = 10;
} // namespace

MetricStream::MetricStream(SshSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
    m_restartTimer.setSingleShot(true);
    m_stallTimer.setSingleShot(true);
    connect(&m_restartTimer, &QTimer::timeout, this, &MetricStream::launch);
    connect(&m_stallTimer, &QTimer::timeout, this, &MetricStream::onStalled);
    if (session != nullptr) {
        connect(session, &SshSession::stateChanged, this, &MetricStream::onSessionState);
    }
}

MetricStream::~MetricStream()
{
    dropChannel();
}

void MetricStream::setIntervalMs(int intervalMs)
{
    m_intervalMs = std::clamp(intervalMs, MetricStreamCommand::MinIntervalMs, MetricStreamCommand::MaxIntervalMs);
}

std::chrono::milliseconds MetricStream::stallTimeout() const
{
    return std::max(std::chrono::milliseconds(20000), std::chrono::milliseconds(qint64(m_intervalMs) * 5));
}

void MetricStream::start()
{
    if (m_started) {
        return;
    }
    m_started = true;
    m_backoffStep = 0;
    launch();
}

void MetricStream::stop()
{
    if (!m_started) {
        return;
    }
    m_started = false;
    m_restartTimer.stop();
    m_stallTimer.stop();
    dropChannel();
    m_gapPending = false;
    m_gapReason.clear();
    setState(State::Stopped, tr("Stopped."));
}

void MetricStream::launch()
{
    m_restartTimer.stop();
    if (!m_started) {
        return;
    }
    if (!m_session) {
        m_started = false;
        setState(State::Stopped, tr("The SSH session is gone."));
        return;
    }
    if (m_session->state() != SshSession::State::Connected) {
        waitForConnection(tr("Waiting for the SSH connection to %1…").arg(m_session->target()));
        return;
    }
    dropChannel();
    m_parser.restart();
    m_stderrTail.clear();
    m_stallReason.clear();
    if (m_gapPending) {
        ++m_restarts;
    }
    SshExecChannel *channel = m_session->exec(MetricStreamCommand::command(m_intervalMs));
    m_channel = channel;
    connect(channel, &SshExecChannel::stdoutReceived, this, &MetricStream::onData);
    connect(channel, &SshExecChannel::stderrReceived, this,
        [this](const QByteArray &data) { m_stderrTail = QByteArray(m_stderrTail + data).right(MaxStderrTail); });
    connect(channel, &SshExecChannel::finished, this, [this, channel] {
        if (channel == m_channel) {
            onFinished();
        }
    });
    m_runClock.start();
    m_stallTimer.start(stallTimeout());
    setState(State::Starting, tr("Starting the metrics stream on %1…").arg(m_session->target()));
}

void MetricStream::waitForConnection(const QString &message)
{
    m_restartTimer.stop();
    setState(State::WaitingForConnection, message);
}

void MetricStream::scheduleRestart(const QString &reason)
{
    const qint64 delayMs = std::min<qint64>(qint64(FirstBackoff.count()) << m_backoffStep, MaxBackoff.count());
    m_backoffStep = std::min(m_backoffStep + 1, MaxBackoffStep);
    qCInfo(lcMetrics) << "metrics stream interrupted:" << reason << "- restarting in" << delayMs << "ms";
    setState(State::Restarting, tr("%1 Restarting in %2 s.").arg(reason).arg(double(delayMs) / 1000.0));
    m_restartTimer.start(int(delayMs));
}

void MetricStream::interrupted(const QString &reason)
{
    if (!m_gapPending) {
        m_gapPending = true;
        m_gapReason = reason;
    }
}

void MetricStream::dropChannel()
{
    if (!m_channel) {
        return;
    }
    SshExecChannel *channel = m_channel;
    m_channel = nullptr;
    disconnect(channel, nullptr, this, nullptr);
    channel->cancel(); // closes the channel; the remote loop ends on its next write
    channel->deleteLater();
}

void MetricStream::setState(State state, const QString &message)
{
    if (state == m_state && state != State::Restarting && state != State::WaitingForConnection) {
        return;
    }
    m_state = state;
    emit stateChanged(state, message);
}

void MetricStream::onSessionState()
{
    if (!m_started || !m_session) {
        return;
    }
    const bool connected = m_session->state() == SshSession::State::Connected;
    if (connected && m_state == State::WaitingForConnection) {
        m_backoffStep = 0;
        launch();
    } else if (!connected && m_state == State::Restarting) {
        waitForConnection(tr("Waiting for the SSH connection to %1…").arg(m_session->target()));
    }
}

void MetricStream::onData(const QByteArray &data)
{
    m_stallTimer.start(stallTimeout());
    const MetricStreamParser::Batch batch = m_parser.feed(data, QDateTime::currentMSecsSinceEpoch());
    if (batch.isEmpty()) {
        return;
    }
    qint64 first = std::numeric_limits<qint64>::max();
    qint64 newest = 0;
    for (const GpuMetricSample &sample : batch.gpus) {
        first = std::min(first, sample.timeMs);
        newest = std::max(newest, sample.timeMs);
    }
    for (const HostMetricSample &sample : batch.hosts) {
        first = std::min(first, sample.timeMs);
        newest = std::max(newest, sample.timeMs);
    }
    if (std::exchange(m_gapPending, false) && m_lastSampleMs > 0) {
        const QString reason = std::exchange(m_gapReason, QString());
        qCInfo(lcMetrics) << "metrics stream resumed after" << first - m_lastSampleMs << "ms:" << reason;
        emit gap(m_lastSampleMs, std::max(first, m_lastSampleMs), reason);
    }
    m_lastSampleMs = std::max(m_lastSampleMs, newest);
    m_gpuSamples += batch.gpus.size();
    m_hostSamples += batch.hosts.size();
    if (m_state != State::Streaming) {
        setState(State::Streaming,
            m_parser.isHostOnly() ? tr("Streaming host metrics only (no working nvidia-smi on the instance).")
                : m_parser.isNpu()
                ? tr("Streaming Ascend NPUs from npu-smi info: AI Core %, device memory, temperature, power.")
                : tr("Streaming."));
    }
    const QPointer<MetricStream> self(this);
    if (!batch.gpus.isEmpty()) {
        emit gpuSamples(batch.gpus);
    }
    for (const HostMetricSample &sample : batch.hosts) {
        if (!self || !m_started) {
            return; // a receiver stopped us
        }
        emit hostSample(sample);
    }
}

void MetricStream::onFinished()
{
    SshExecChannel *channel = m_channel;
    m_channel = nullptr;
    m_stallTimer.stop();
    const Error error = channel->error();
    const int exitStatus = channel->exitStatus();
    channel->deleteLater();
    if (!m_started) {
        return;
    }
    if (m_runClock.elapsed() >= RunResetsBackoff.count()) {
        m_backoffStep = 0;
    }
    if (!m_stallReason.isEmpty()) {
        const QString reason = std::exchange(m_stallReason, QString());
        interrupted(reason);
        scheduleRestart(reason);
        return;
    }
    if (error.isError()) {
        interrupted(error.message);
        if (!m_session || m_session->state() != SshSession::State::Connected) {
            waitForConnection(error.message);
        } else {
            scheduleRestart(error.message);
        }
        return;
    }
    const QString said = QString::fromUtf8(m_stderrTail).trimmed();
    const QString reason = said.isEmpty()
        ? tr("The metrics command ended (exit status %1).").arg(exitStatus)
        : tr("The metrics command ended (exit status %1): %2").arg(exitStatus).arg(said);
    interrupted(reason);
    scheduleRestart(reason);
}

void MetricStream::onStalled()
{
    if (!m_channel) {
        return;
    }
    m_stallReason = tr("No metrics for %1 s (is nvidia-smi hanging?).").arg(qint64(stallTimeout().count()) / 1000);
    m_channel->cancel(); // finished() follows, queued
}

} // namespace RentDeck
