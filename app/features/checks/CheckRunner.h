// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/BurnInStream.h"
#include "checks/CheckReport.h"
#include "checks/CheckSubject.h"
#include "checks/CompatDatabase.h"
#include "checks/GpuCatalog.h"
#include "core/Job.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <optional>

namespace RentDeck {

class SshExecChannel;
class SshSession;

/** What a pre-flight run does besides the always-on probe. */
struct CheckOptions
{
    QString dataDir; // empty: the probe picks /workspace, /data, /mnt/data or $HOME
    bool network = true; // 3 s TCP connects to package indexes
    bool diskTest = true; // < 3 s sequential + small-file test on the data dir
    bool bench = false; // report TFLOPS and memory bandwidth
    int stressSeconds = 0; // load the GPU this long (and sample clocks under load); 0 = only with bench
    int burnInSeconds = 0; // after the probe, every GPU at once for this long, sampled each second; 0 = none
    int probeTimeoutSeconds = 45;

    /** How long the benchmark/stress channel runs: stressSeconds, else DefaultBenchSeconds with bench, else 0. */
    int loadSeconds() const;
};

/**
 * Runs the pre-flight checks on one instance over ONE SSH session: the probe (resources/scripts/
 * rentdeck-probe.sh, a Qt resource) on one exec channel and, with bench/stress, the benchmark on a second
 * one in parallel, plus an `nvidia-smi -q -x` sample on a third while the benchmark runs. Then
 * CheckEvaluator turns the outputs into a CheckReport.
 *
 * Owner thread only; never blocks. A Job owned by its caller: finished() comes exactly once (queued), also after
 * cancel(), an SSH failure (report().error set, and error() with Code::Ssh) or the overall time limit (probe timeout +
 * load seconds + 15 s, plus the burn-in's seconds + 60 s). With a burn-in, it starts once the probe is done (so the
 * probe sees the GPUs idle) and its samples come live as burnInUpdate(). A borrowed session (start(SshSession *)) must
 * outlive the run; start(SshEndpoint) makes and owns one.
 */
class CheckRunner : public Job
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CheckRunner)

public:
    static constexpr int DefaultBenchSeconds = 10;
    static constexpr int MaxLoadSeconds = 600;
    static constexpr int MaxBurnInSeconds = 3600;

    CheckRunner(CheckSubject subject, CheckOptions options, QObject *parent = nullptr);
    ~CheckRunner() override;

    /** Uses \a session (connecting it if needed). */
    void start(SshSession *session);
    /** Opens its own session to \a endpoint; \a password only for password logins (kept in memory only). */
    void start(const SshEndpoint &endpoint, const QString &password = {});
    /** Stops every channel; finished() follows with what was gathered and a "cancelled" probe error. */
    void cancel() override;
    bool isRunning() const { return m_running; }
    /** What the checks found; complete once finished() came. */
    const CheckReport &report() const { return m_report; }

    /** `sh -c 'SCRIPT' rentdeck-probe ARGS` with the bundled script; empty (and \a error set) if it is missing. */
    static QString probeCommand(const QStringList &arguments, QString *error = nullptr);

signals:
    /** Burn-in samples and rates as they arrive; \a elapsedSeconds since the burn-in started. */
    void burnInUpdate(const RentDeck::BurnInStream::Update &update, int elapsedSeconds, int totalSeconds);

private:
    void run();
    void startBurnIn();
    SshExecChannel *openChannel(const QStringList &arguments, QByteArray *output, const QString &label);
    void onChannelFinished(SshExecChannel *channel, int exitStatus);
    void startLoadSample();
    void onTimeout();
    void maybeFinish();
    void complete();

    CheckSubject m_subject;
    CheckOptions m_options;
    QPointer<SshSession> m_session;
    bool m_ownsSession = false;
    bool m_running = false;
    CheckReport m_report;
    QDateTime m_startedAt;
    QElapsedTimer m_clock;
    QTimer m_deadline;
    QTimer m_sampleTimer;
    QPointer<SshExecChannel> m_probe;
    QPointer<SshExecChannel> m_bench;
    QPointer<SshExecChannel> m_sample;
    QPointer<SshExecChannel> m_burnIn;
    BurnInStream m_burnInStream; // live view of m_outputs.burnIn
    QElapsedTimer m_burnInClock;
    ProbeOutputs m_outputs;
    QString m_sessionError;
    std::optional<CompatDatabase> m_compat;
    std::optional<GpuCatalog> m_catalog;
};

} // namespace RentDeck
