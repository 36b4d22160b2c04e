// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "watch/MetricSample.h"
#include "watch/MetricStreamParser.h"

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <chrono>

namespace RentDeck {

class SshExecChannel;
class SshSession;

/**
 * The live metrics of one instance: MetricStreamCommand on one exec channel of \a session, parsed by
 * MetricStreamParser. Lives on the session's (GUI) thread and never blocks; the session is not owned and
 * may be shared (terminals, forwards, checks use it too). It is neither connected nor disconnected here.
 *
 * After start() the stream keeps itself alive until stop():
 * - while the session is not Connected it waits (WaitingForConnection) and starts when it is;
 * - when the channel fails because the connection dropped, it waits for SshSession::stateChanged(Connected)
 *   and starts the command again;
 * - when the command ends by itself (nvidia-smi died), the channel fails while connected, or no line came for
 *   stallTimeout(), it restarts after 1 s, 2 s, 4 s … 30 s (Restarting); the delay starts over once a run
 *   lasted RunResetsBackoff, or after a reconnect.
 * Each interruption that samples resume from is reported once as gap(last sample before, first sample after,
 * why). Samples are emitted as they are parsed (GPU samples in lists of what one read delivered).
 */
class MetricStream : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MetricStream)

public:
    enum class State
    {
        Stopped,
        WaitingForConnection,
        Starting, // the command runs, no sample yet
        Streaming,
        Restarting, // waiting out the backoff delay
    };
    Q_ENUM(State)

    static constexpr std::chrono::milliseconds FirstBackoff { 1000 };
    static constexpr std::chrono::milliseconds MaxBackoff { 30000 };
    static constexpr std::chrono::milliseconds RunResetsBackoff { 30000 };

    explicit MetricStream(SshSession *session, QObject *parent = nullptr);
    ~MetricStream() override;

    /** The sample interval (default 1000 ms); takes effect on the next (re)start of the command. */
    void setIntervalMs(int intervalMs);
    int intervalMs() const { return m_intervalMs; }
    /** No line for this long restarts the command (a hung nvidia-smi): max(20 s, 5 intervals). */
    std::chrono::milliseconds stallTimeout() const;

    /** Starts streaming (or waits for the session); returns at once. No-op when already started. */
    void start();
    /** Ends the remote command and every timer; no signal but stateChanged(Stopped) follows. */
    void stop();

    State state() const { return m_state; }
    bool isStarted() const { return m_started; }
    /** UTC epoch ms of the newest sample so far, 0 before the first. */
    qint64 lastSampleMs() const { return m_lastSampleMs; }
    qint64 gpuSampleCount() const { return m_gpuSamples; }
    qint64 hostSampleCount() const { return m_hostSamples; }
    qint64 garbageLines() const { return m_parser.garbageLines(); }
    /** The instance has no usable nvidia-smi: only host samples come. */
    bool isHostOnly() const { return m_parser.isHostOnly(); }
    /** How many times the command was started again after an interruption. */
    int restartCount() const { return m_restarts; }

signals:
    void gpuSamples(const QList<RentDeck::GpuMetricSample> &samples);
    void hostSample(const RentDeck::HostMetricSample &sample);
    /** No samples between \a fromMs and \a toMs (UTC epoch ms) because of \a reason; emitted when samples resume. */
    void gap(qint64 fromMs, qint64 toMs, const QString &reason);
    void stateChanged(RentDeck::MetricStream::State state, const QString &message);

private:
    void launch();
    void waitForConnection(const QString &message);
    void scheduleRestart(const QString &reason);
    void interrupted(const QString &reason);
    void dropChannel();
    void setState(State state, const QString &message);
    void onSessionState();
    void onData(const QByteArray &data);
    void onFinished();
    void onStalled();

    QPointer<SshSession> m_session;
    QPointer<SshExecChannel> m_channel;
    MetricStreamParser m_parser;
    QTimer m_restartTimer;
    QTimer m_stallTimer;
    QElapsedTimer m_runClock;
    State m_state = State::Stopped;
    bool m_started = false;
    int m_intervalMs = 1000;
    int m_backoffStep = 0;
    int m_restarts = 0;
    qint64 m_lastSampleMs = 0;
    qint64 m_gpuSamples = 0;
    qint64 m_hostSamples = 0;
    bool m_gapPending = false;
    QString m_gapReason;
    QString m_stallReason; // set when we cancel a silent channel ourselves
    QByteArray m_stderrTail;
};

} // namespace RentDeck
