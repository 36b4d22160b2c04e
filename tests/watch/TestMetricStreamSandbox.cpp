// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// MetricStream end to end: a real sandbox instance (sshd + rentdeck-gpusim as nvidia-smi) over a real SshSession.
#include "TempHome.h"
#include "core/Paths.h"
#include "sandbox/SandboxProcesses.h"
#include "sandbox/SandboxProvider.h"
#include "ssh/SshExecChannel.h"
#include "ssh/SshSession.h"
#include "watch/MetricStream.h"

#include <QElapsedTimer>
#include <QFile>
#include <QMetaEnum>
#include <QSet>
#include <QStandardPaths>
#include <QTest>
#include <csignal>
#include <memory>
#include <optional>

using namespace RentDeck;

namespace {

constexpr int JobTimeoutMs = 30000;

template <typename Job> Error await(Job *job)
{
    std::optional<Error> outcome;
    QObject::connect(job, &Job::finished, job, [&outcome, job] { outcome = job->error(); });
    QElapsedTimer clock;
    clock.start();
    while (!outcome && clock.elapsed() < JobTimeoutMs) {
        QTest::qWait(5);
    }
    return outcome.value_or(Error::make(Error::Code::Timeout, QStringLiteral("job never finished")));
}

QByteArray cmdline(qint64 pid)
{
    QFile file(QStringLiteral("/proc/%1/cmdline").arg(pid));
    return file.open(QIODevice::ReadOnly) ? file.readAll().replace('\0', ' ') : QByteArray();
}

qint64 sshdPidOf(const QString &instanceDir)
{
    QFile file(instanceDir + QStringLiteral("/sshd.pid"));
    return file.open(QIODevice::ReadOnly) ? file.readAll().trimmed().toLongLong() : 0;
}

} // namespace

class TestMetricStreamSandbox : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void everyGpuAtOneHertzWithoutProcessPerSample();
    void followsTheScenario();
    void restartsWhenTheCommandEnds();
    void gapAfterSshdKilledAndRestarted();
    void stopEndsTheRemoteCommand();
    void ascendBoxStreamsItsNpus();

private:
    /** Processes of the instance that are not sshd itself: what the stream runs there. */
    QSet<qint64> remoteCommandPids() const;
    QList<GpuMetricSample> samplesSince(qint64 count) const { return m_gpu.mid(count); }

    std::unique_ptr<TempHome> m_home;
    std::unique_ptr<SandboxProvider> m_provider;
    Instance m_instance;
    std::unique_ptr<SshSession> m_session;
    std::unique_ptr<MetricStream> m_stream;
    QList<GpuMetricSample> m_gpu;
    QList<HostMetricSample> m_host;
    struct Gap
    {
        qint64 from;
        qint64 to;
        QString reason;
    };
    QList<Gap> m_gaps;
};

void TestMetricStreamSandbox::initTestCase()
{
    if (QStandardPaths::findExecutable(QStringLiteral("sshd"), { QStringLiteral("/usr/sbin") }).isEmpty()) {
        QSKIP("OpenSSH sshd is not installed");
    }
    m_home = std::make_unique<TempHome>();
    QVERIFY(m_home->isValid());
    ProviderContext context;
    context.dataDir = Paths::providerDir(QStringLiteral("sandbox"));
    context.toolsDir = QStringLiteral(RD_GPUSIM_DIR);
    m_provider = std::make_unique<SandboxProvider>(context);
    InstanceSpec spec;
    spec.offerId = QStringLiteral("sbx-4090x2-cn"); // 2 GPUs, busy
    spec.label = QStringLiteral("metric stream test");
    InstanceJob *job = m_provider->createInstance(spec);
    connect(job, &Job::finished, this, [this, job] {
        if (job->isOk()) {
            m_instance = job->value();
        }
    });
    QVERIFY(!await(job).isError());
    QVERIFY(m_instance.ssh.isValid());

    m_session = std::make_unique<SshSession>(m_instance.ssh);
    m_session->connectToHost();
    QTRY_VERIFY_WITH_TIMEOUT(m_session->state() == SshSession::State::Connected, 15000);
    m_stream = std::make_unique<MetricStream>(m_session.get());
    connect(m_stream.get(), &MetricStream::gpuSamples, this,
        [this](const QList<GpuMetricSample> &samples) { m_gpu += samples; });
    connect(
        m_stream.get(), &MetricStream::hostSample, this, [this](const HostMetricSample &sample) { m_host += sample; });
    connect(m_stream.get(), &MetricStream::gap, this, [this](qint64 from, qint64 to, const QString &reason) {
        m_gaps.append({ from, to, reason });
    });
    connect(m_stream.get(), &MetricStream::stateChanged, this, [](MetricStream::State state, const QString &message) {
        qInfo("stream: %s %s", QMetaEnum::fromType<MetricStream::State>().valueToKey(int(state)), qPrintable(message));
    });
}

void TestMetricStreamSandbox::cleanupTestCase()
{
    m_stream.reset();
    if (m_session) {
        m_session->disconnectFromHost();
        m_session.reset();
    }
    QVERIFY(SshSession::waitForWorkers(std::chrono::milliseconds(5000)));
    if (m_provider && !m_instance.id.isEmpty()) {
        QVERIFY(!await(m_provider->destroyInstance(m_instance.id)).isError());
        for (const qint64 pid : SandboxProc::withMarker(m_provider->instanceMarker(m_instance.id))) {
            ::kill(static_cast<pid_t>(pid), SIGKILL);
        }
    }
    m_provider.reset();
    m_home.reset();
}

QSet<qint64> TestMetricStreamSandbox::remoteCommandPids() const
{
    QSet<qint64> pids;
    for (const qint64 pid : SandboxProc::withMarker(m_provider->instanceMarker(m_instance.id))) {
        if (!cmdline(pid).startsWith("sshd")) {
            pids.insert(pid);
        }
    }
    return pids;
}

void TestMetricStreamSandbox::everyGpuAtOneHertzWithoutProcessPerSample()
{
    m_stream->start();
    QTRY_VERIFY_WITH_TIMEOUT(!m_gpu.isEmpty(), 10000);
    QCOMPARE(m_stream->state(), MetricStream::State::Streaming);

    // 5 s of streaming: the set of processes on the instance must not change (no process per sample).
    QTest::qWait(300); // the pipeline is up once the first line went through it
    const qint64 before = m_gpu.size();
    const QSet<qint64> initial = remoteCommandPids();
    QSet<qint64> seen = initial;
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < 5000) {
        seen.unite(remoteCommandPids());
        QTest::qWait(100);
    }
    const QList<GpuMetricSample> window = samplesSince(before);
    qInfo("%lld GPU samples in 5 s; processes of the stream on the instance: %lld at the start, %lld seen",
        qint64(window.size()), qint64(initial.size()), qint64(seen.size()));
    QVERIFY2(!initial.isEmpty(), "the scan finds the stream's processes (sh, nvidia-smi)");
    QCOMPARE(seen, initial);

    // ~1 Hz for each of the 2 GPUs, evenly spaced.
    QList<qint64> times[2];
    for (const GpuMetricSample &sample : window) {
        QVERIFY(sample.gpuIndex == 0 || sample.gpuIndex == 1);
        times[sample.gpuIndex].append(sample.timeMs);
        QVERIFY(isKnown(sample.utilizationPercent));
        QCOMPARE(sample.memoryTotalMiB, 24564.0);
        QVERIFY(sample.throttleKnown);
    }
    for (const QList<qint64> &gpu : times) {
        QVERIFY2(gpu.size() >= 4 && gpu.size() <= 6, qPrintable(QString::number(gpu.size())));
        for (qsizetype i = 1; i < gpu.size(); ++i) {
            const qint64 step = gpu.at(i) - gpu.at(i - 1);
            QVERIFY2(step >= 700 && step <= 1400, qPrintable(QString::number(step)));
        }
    }
    QVERIFY(m_host.size() >= 3);
    QVERIFY(isKnown(m_host.constLast().cpuPercent));
    QVERIFY(isKnown(m_host.constLast().ramUsedMiB));
    QCOMPARE(m_stream->garbageLines(), 0);
    QVERIFY(m_stream->lastSampleMs() >= window.constLast().timeMs);
    QVERIFY(qAbs(m_stream->lastSampleMs() - QDateTime::currentMSecsSinceEpoch()) < 2000);

    // The scan does see a command that spawns per sample: the check above can fail.
    SshExecChannel *naive = m_session->exec(QStringLiteral(
        "while :; do nvidia-smi --query-gpu=utilization.gpu --format=csv,noheader >/dev/null; sleep 0.2; done"));
    QTest::qWait(300);
    const QSet<qint64> naiveStart = remoteCommandPids();
    QSet<qint64> naiveSeen = naiveStart;
    clock.restart();
    while (clock.elapsed() < 1500) {
        naiveSeen.unite(remoteCommandPids());
        QTest::qWait(50);
    }
    naive->cancel();
    // That loop writes nothing to the channel, so nothing tells it the channel closed: end it here.
    for (const qint64 pid : remoteCommandPids() - initial) {
        ::kill(static_cast<pid_t>(pid), SIGKILL);
    }
    QTRY_COMPARE_WITH_TIMEOUT(remoteCommandPids(), initial, 5000);
    qInfo("a loop spawning nvidia-smi and sleep: %lld new processes in 1.5 s",
        qint64(naiveSeen.size() - naiveStart.size()));
    QVERIFY(naiveSeen.size() - naiveStart.size() >= 4);
}

void TestMetricStreamSandbox::followsTheScenario()
{
    const auto newestUtil = [this](int gpu) {
        for (qsizetype i = m_gpu.size() - 1; i >= 0; --i) {
            if (m_gpu.at(i).gpuIndex == gpu) {
                return m_gpu.at(i).utilizationPercent;
            }
        }
        return MetricUnknown;
    };
    QVERIFY(m_provider->setScenario(m_instance.id, QStringLiteral("idle")).isOk());
    QTRY_VERIFY_WITH_TIMEOUT(newestUtil(0) <= 5 && newestUtil(1) <= 5, 5000);
    const qint64 idleMark = m_gpu.size();
    QTest::qWait(1500);
    for (const GpuMetricSample &sample : samplesSince(idleMark)) {
        QVERIFY2(sample.utilizationPercent <= 5, qPrintable(QString::number(sample.utilizationPercent)));
        QVERIFY(sample.throttleReasons & 0x1); // gpu_idle
    }
    QVERIFY(m_provider->setScenario(m_instance.id, QStringLiteral("busy")).isOk());
    QTRY_VERIFY_WITH_TIMEOUT(newestUtil(0) >= 60 && newestUtil(1) >= 60, 5000);
    QCOMPARE(m_gaps.size(), 0); // the same run of the command all along
}

void TestMetricStreamSandbox::restartsWhenTheCommandEnds()
{
    // nvidia-smi dies on the instance: the command ends, the stream starts it again after 1 s and marks the gap.
    qint64 nvidiaSmi = 0;
    for (const qint64 pid : remoteCommandPids()) {
        if (cmdline(pid).startsWith("nvidia-smi")) {
            nvidiaSmi = pid;
        }
    }
    QVERIFY(nvidiaSmi > 0);
    const int restarts = m_stream->restartCount();
    const qint64 lastBefore = m_stream->lastSampleMs();
    QCOMPARE(::kill(static_cast<pid_t>(nvidiaSmi), SIGKILL), 0);
    QTRY_VERIFY_WITH_TIMEOUT(m_gaps.size() == 1, 8000);
    const Gap gap = m_gaps.constFirst();
    qInfo("gap of %lld ms: %s", gap.to - gap.from, qPrintable(gap.reason));
    QVERIFY2(gap.reason.contains(QStringLiteral("ended")), qPrintable(gap.reason));
    QVERIFY(gap.from >= lastBefore); // a sample may have been on its way when nvidia-smi died
    QVERIFY(gap.to > gap.from);
    QCOMPARE(m_stream->restartCount(), restarts + 1);
    QCOMPARE(m_stream->state(), MetricStream::State::Streaming);
    const qint64 mark = m_gpu.size();
    QTRY_VERIFY_WITH_TIMEOUT(m_gpu.size() >= mark + 2, 3000);
}

void TestMetricStreamSandbox::gapAfterSshdKilledAndRestarted()
{
    m_gaps.clear();
    const QString dir = m_provider->instanceDir(m_instance.id);
    const qint64 sshd = sshdPidOf(dir);
    QVERIFY(SandboxProc::isAlive(sshd));
    const qint64 lastBefore = m_stream->lastSampleMs();
    // sshd dies with every connection it served: the session drops, the remote command dies with it.
    for (const qint64 pid : SandboxProc::processTree(sshd)) {
        ::kill(static_cast<pid_t>(pid), SIGKILL);
    }
    QTRY_VERIFY_WITH_TIMEOUT(m_stream->state() == MetricStream::State::WaitingForConnection, 10000);
    QVERIFY(m_session->state() != SshSession::State::Connected);
    const qint64 countDuringOutage = m_gpu.size();
    QTest::qWait(1000);
    QCOMPARE(m_gpu.size(), countDuringOutage);
    QVERIFY(m_gaps.isEmpty()); // reported once samples resume, with both ends known

    QVERIFY(!await(m_provider->setPowerState(m_instance.id, PowerState::Running)).isError());
    QVERIFY(sshdPidOf(dir) != sshd);
    // The session reconnects by itself (backoff ≤ 10 s), then the stream starts the command again.
    QTRY_VERIFY_WITH_TIMEOUT(m_gaps.size() == 1, 20000);
    const Gap gap = m_gaps.constFirst();
    qInfo("gap of %lld ms: %s", gap.to - gap.from, qPrintable(gap.reason));
    QVERIFY(gap.from >= lastBefore && gap.from <= lastBefore + 1500);
    QVERIFY(gap.to - gap.from >= 1000);
    QVERIFY2(gap.reason.contains(QStringLiteral("lost")), qPrintable(gap.reason));
    const qint64 mark = m_gpu.size();
    QTRY_VERIFY_WITH_TIMEOUT(m_gpu.size() >= mark + 4, 4000);
    for (const GpuMetricSample &sample : samplesSince(mark)) {
        QVERIFY(sample.timeMs >= gap.to);
    }
}

void TestMetricStreamSandbox::stopEndsTheRemoteCommand()
{
    QVERIFY(!remoteCommandPids().isEmpty());
    m_stream->stop();
    QCOMPARE(m_stream->state(), MetricStream::State::Stopped);
    // The loop notices the closed channel on its next write (≤ 1 interval); nvidia-smi on its next.
    QTRY_VERIFY_WITH_TIMEOUT(remoteCommandPids().isEmpty(), 5000);
    const qint64 count = m_gpu.size();
    QTest::qWait(1500);
    QCOMPARE(m_gpu.size(), count);
    QCOMPARE(m_session->state(), SshSession::State::Connected); // the shared session is not ours to close
}

void TestMetricStreamSandbox::ascendBoxStreamsItsNpus()
{
    // A box of its own: 8 × Ascend 910B3, npu-smi and no nvidia-smi.
    InstanceSpec spec;
    spec.offerId = QStringLiteral("sbx-910b-cn");
    spec.label = QStringLiteral("npu stream test");
    Instance npuBox;
    InstanceJob *job = m_provider->createInstance(spec);
    connect(job, &Job::finished, this, [job, &npuBox] {
        if (job->isOk()) {
            npuBox = job->value();
        }
    });
    QVERIFY(!await(job).isError());
    {
        SshSession session(npuBox.ssh);
        session.connectToHost();
        QTRY_VERIFY_WITH_TIMEOUT(session.state() == SshSession::State::Connected, 15000);
        MetricStream stream(&session);
        QList<GpuMetricSample> samples;
        QString message;
        connect(&stream, &MetricStream::gpuSamples, this,
            [&samples](const QList<GpuMetricSample> &batch) { samples += batch; });
        connect(&stream, &MetricStream::stateChanged, this,
            [&message](MetricStream::State, const QString &text) { message = text; });
        stream.start();
        QTRY_VERIFY_WITH_TIMEOUT(samples.size() >= 16, 15000); // two ticks of 8 NPUs
        QVERIFY2(message.contains(QStringLiteral("Ascend")), qPrintable(message));
        QCOMPARE(samples.at(7).gpuIndex, 7);
        QCOMPARE(samples.at(0).memoryTotalMiB, 65536.0);
        QCOMPARE(samples.at(0).memoryUsedMiB, 3378.0);
        QVERIFY(isKnown(samples.at(0).temperatureC) && isKnown(samples.at(0).powerDrawW));
        stream.stop();
        session.disconnectFromHost();
    }
    QVERIFY(!await(m_provider->destroyInstance(npuBox.id)).isError());
}

QTEST_GUILESS_MAIN(TestMetricStreamSandbox)
#include "TestMetricStreamSandbox.moc"
