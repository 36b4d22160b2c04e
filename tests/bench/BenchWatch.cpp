// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Watch benchmark. Prints, each against its goal or peer measured in the same run:
//   1. ingest: 8 instances × 8 GPUs at 1 Hz for a simulated hour, the exact text MetricStreamCommand streams fed
//      through MetricStreamParser → MetricStore, MetricArchive saves to a real ledger every simulated minute:
//      CPU time (user+sys) per sample, peak RSS, the stores' bytes
//   2. Monitor tab refresh per frame: the 6 charts with the lines MonitorView builds from those stores, for the
//      5 min, 1 h and 24 h windows: data + paint, offscreen; the frame that switches the window apart (goal < 8 ms)
//   3. remote CPU of the streaming command vs spawning nvidia-smi (and cat for /proc) once per second on a
//      sandbox instance, SECONDS each (default 20)                              (goal: streaming much cheaper)
// Usage: rentdeck-bench-watch [SECONDS]
#include "BenchSandbox.h"
#include "PaintCounter.h"
#include "core/Paths.h"
#include "sandbox/SandboxInstanceStore.h"
#include "sandbox/SandboxProcesses.h"
#include "sandbox/SandboxSshd.h"
#include "services/Storage.h"
#include "ssh/ShellQuote.h"
#include "ssh/SshExecChannel.h"
#include "ssh/SshSession.h"
#include "ui/watch/MonitorView.h"
#include "ui/watch/TimeSeriesChart.h"
#include "watch/MetricArchive.h"
#include "watch/MetricStreamCommand.h"
#include "watch/MetricStreamParser.h"

#include <QApplication>
#include <QDateTime>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QGridLayout>
#include <QMap>
#include <QTemporaryDir>
#include <QTimeZone>
#include <QTimer>
#include <algorithm>
#include <array>
#include <csignal>
#include <ctime>
#include <random>
#include <sys/resource.h>
#include <unistd.h>
#include <vector>

using namespace RentDeck;

namespace {

constexpr int Instances = 8;
constexpr int GpusPerInstance = 8;
constexpr int SimulatedSeconds = 3600;
constexpr int SaveEverySeconds = 60;
constexpr int FramesPerWindow = 60;
constexpr double FrameGoalMs = 8; // issue 22: every window smooth (a 60 Hz frame is 16 ms; half of it for the rest)

double cpuSeconds()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

/** A "VmHWM:"-style line of /proc/self/status, in MiB. */
double procStatusMiB(const QByteArray &key)
{
    QFile file(QStringLiteral("/proc/self/status"));
    if (!file.open(QIODevice::ReadOnly)) {
        return 0;
    }
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (line.startsWith(QByteArray(key + ':'))) {
            return double(line.mid(key.size() + 1).trimmed().split(' ').value(0).toLongLong()) / 1024.0;
        }
    }
    return 0;
}

double threadCpuMs()
{
    timespec now {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

double mib(qsizetype bytes)
{
    return double(bytes) / (1024.0 * 1024.0);
}

/**
 * One simulated machine: what MetricStreamCommand prints there each tick. nvidia-smi's CSV line per GPU as `G,…`
 * (its zoneless local time, the machine's clock \a zoneHours off UTC), the H line of raw /proc counters after GPU 0.
 * GPUs switch between busy and idle phases of a few minutes.
 */
class SyntheticMachine
{
public:
    SyntheticMachine(unsigned seed, int zoneHours)
        : m_random(seed)
        , m_zoneMs(qint64(zoneHours) * 3600 * 1000)
    {
    }

    QByteArray tick(qint64 utcMs)
    {
        const QByteArray stamp = QDateTime::fromMSecsSinceEpoch(utcMs + m_zoneMs, QTimeZone::utc())
                                     .toString(QStringLiteral("yyyy/MM/dd HH:mm:ss.zzz"))
                                     .toLatin1();
        QByteArray out;
        out.reserve(1024);
        int busyGpus = 0;
        for (int gpu = 0; gpu < GpusPerInstance; ++gpu) {
            bool &busy = m_busy.at(std::size_t(gpu));
            if (unit() < 0.004) {
                busy = !busy;
            }
            busyGpus += busy ? 1 : 0;
            const int utilization = busy ? 85 + int(unit() * 16) : int(unit() * 4);
            const int memory = busy ? 62000 + int(unit() * 8000) : 1;
            const int temperature = 31 + utilization * 45 / 100 + int(unit() * 3);
            const double power = 68 + utilization * 6.1 + unit() * 20;
            out += "G," + stamp + ", " + QByteArray::number(gpu) + ", " + QByteArray::number(utilization) + ", "
                + QByteArray::number(memory) + ", 81559, " + QByteArray::number(temperature) + ", "
                + QByteArray::number(power, 'f', 2) + ", 700.00, " + QByteArray::number(busy ? 1980 : 345) + ", "
                + QByteArray(busy ? "0x0000000000000000" : "0x0000000000000001") + '\n';
            if (gpu == 0) {
                out += hostLine(utcMs, busyGpus);
            }
        }
        return out;
    }

private:
    double unit() { return std::uniform_real_distribution<double>(0, 1)(m_random); }

    QByteArray hostLine(qint64 utcMs, int busyGpus)
    {
        constexpr qint64 JiffiesPerSecond = 100 * 64; // USER_HZ × 64 cores
        constexpr qint64 MemTotalKiB = 2113929216; // 2 TiB
        const double busyShare = 0.05 + 0.1 * busyGpus + 0.02 * unit();
        m_cpuTotal += JiffiesPerSecond;
        m_cpuIdle += qint64(double(JiffiesPerSecond) * (1 - qMin(busyShare, 1.0)));
        m_rx += 200000 + qint64(unit() * 2e6);
        m_tx += 50000 + qint64(unit() * 5e5);
        const qint64 available = MemTotalKiB - 80000000 - qint64(busyGpus) * 40000000 - qint64(unit() * 1e6);
        return "H," + QByteArray::number(double(utcMs - BootMs) / 1000.0, 'f', 2) + ',' + QByteArray::number(m_cpuTotal)
            + ',' + QByteArray::number(m_cpuIdle) + ',' + QByteArray::number(MemTotalKiB) + ','
            + QByteArray::number(available) + ',' + QByteArray::number(m_rx) + ',' + QByteArray::number(m_tx) + '\n';
    }

    static constexpr qint64 BootMs = 1'700'000'000'000;
    std::mt19937 m_random;
    qint64 m_zoneMs;
    std::array<bool, GpusPerInstance> m_busy {};
    qint64 m_cpuTotal = 123456789;
    qint64 m_cpuIdle = 100000000;
    qint64 m_rx = 987654321;
    qint64 m_tx = 123456789;
};

/** One watched instance as WatchService holds it (the stream's parser, the instance's store) and its machine. */
struct Watched
{
    QString name;
    int index = 0;
    qint64 startMs = 0; // the simulated clock's second 0
    SyntheticMachine machine;
    MetricStreamParser parser {};
    MetricStore store {};
    qint64 nextSecond = 0;

    /** nvidia-smi's -lms loop drifts by a few ms; each instance's line arrives a little after its stamp. */
    qint64 stampMs(qint64 second) const { return startMs + second * 1000 + (second * 7 + index * 5) % 23; }
    qint64 arrivalMs(qint64 second) const { return startMs + second * 1000 + 25 + index; }

    void feed(const QByteArray &text, qint64 arrival)
    {
        const MetricStreamParser::Batch batch = parser.feed(text, arrival);
        for (const GpuMetricSample &sample : batch.gpus) {
            store.add(sample);
        }
        for (const HostMetricSample &sample : batch.hosts) {
            store.add(sample);
        }
    }
    /** Makes and feeds every tick before \a utcMs (untimed). */
    void feedUntil(qint64 utcMs)
    {
        for (; startMs + nextSecond * 1000 < utcMs; ++nextSecond) {
            feed(machine.tick(stampMs(nextSecond)), arrivalMs(nextSecond));
        }
    }
};

// ---- 2. charts ----

/** The charts of MonitorView, in its order: what each shows and how. */
struct ChartSpec
{
    const char *title;
    const char *unit;
    MetricKind kind;
    double scale;
    bool host;
    bool percent;
};
constexpr std::array<ChartSpec, 6> Charts { {
    { "GPU utilization", "%", MetricKind::GpuUtilization, 1, false, true },
    { "GPU memory used", "GiB", MetricKind::GpuMemoryUsed, 1.0 / 1024.0, false, false },
    { "GPU temperature", "°C", MetricKind::GpuTemperature, 1, false, false },
    { "GPU power", "W", MetricKind::GpuPower, 1, false, false },
    { "Host CPU", "%", MetricKind::HostCpu, 1, true, true },
    { "Host RAM used", "GiB", MetricKind::HostRamUsed, 1.0 / 1024.0, true, false },
} };

/** The lines MonitorView::refresh() builds for one chart: each point's mean, NaN at breaks. */
QList<ChartLine> chartLines(const MetricStore &store, const ChartSpec &spec, qint64 fromMs, qint64 toMs)
{
    QList<ChartLine> result;
    for (const int source : store.sources()) {
        const MetricSeries *series = (source == HostSource) == spec.host ? store.series(source, spec.kind) : nullptr;
        if (!series) {
            continue;
        }
        const MetricView view = series->points(fromMs, toMs, MonitorView::MaxPoints);
        QList<QPointF> points;
        points.reserve(view.points.size());
        for (const MetricPoint &point : view.points) {
            points.append(
                QPointF(double(point.tMs + view.stepMs / 2), point.isBreak() ? qQNaN() : point.mean * spec.scale));
        }
        result.append(ChartLine {
            spec.host ? QStringLiteral("Host") : QStringLiteral("GPU %1").arg(source), points, {}, Qt::SolidLine });
    }
    return result;
}

struct Frame
{
    double dataMs = 0; // stores → lines → setLines() (what MonitorView::refresh() returns)
    double totalMs = 0; // plus the layout and paint of every chart
    double cpuMs = 0; // this thread's CPU time for the whole frame (what other processes cannot inflate)
    int points = 0;
    bool painted = false;
};

/** The Monitor tab's six charts in a window of its usual size. */
class ChartBoard
{
public:
    ChartBoard()
    {
        auto *grid = new QGridLayout(&m_window);
        for (std::size_t i = 0; i < Charts.size(); ++i) {
            auto *chart = new TimeSeriesChart(
                QString::fromUtf8(Charts.at(i).title), QString::fromUtf8(Charts.at(i).unit), &m_window);
            if (Charts.at(i).percent) {
                chart->setFixedRange(0, 100);
            }
            chart->viewport()->installEventFilter(&m_counter);
            grid->addWidget(chart, int(i / 3), int(i % 3));
            m_charts.append(chart);
        }
        m_window.resize(1280, 800);
        m_window.show();
    }

    Frame draw(const MetricStore &store, qint64 fromMs, qint64 toMs)
    {
        Frame frame;
        m_counter.paints = 0;
        const double cpuBefore = threadCpuMs();
        QElapsedTimer clock;
        clock.start();
        for (qsizetype i = 0; i < m_charts.size(); ++i) {
            m_charts.at(i)->setLines(chartLines(store, Charts.at(std::size_t(i)), fromMs, toMs), fromMs, toMs);
            frame.points += m_charts.at(i)->pointCount();
        }
        frame.dataMs = double(clock.nsecsElapsed()) / 1e6;
        while (m_counter.paints < m_charts.size() && clock.elapsed() < 2000) {
            QCoreApplication::processEvents();
        }
        frame.totalMs = double(clock.nsecsElapsed()) / 1e6;
        frame.cpuMs = threadCpuMs() - cpuBefore;
        frame.painted = m_counter.paints >= m_charts.size();
        return frame;
    }

private:
    PaintCounter m_counter; // outlives the charts it watches
    QWidget m_window;
    QList<TimeSeriesChart *> m_charts;
};

// ---- 3. remote CPU ----

struct ProcTimes
{
    double ownMs = 0; // every thread's time on a CPU (schedstat, ns precision)
    double childrenMs = 0; // waited-for children's utime+stime (cutime+cstime, clock ticks); 0 for sshd
    qint64 startTime = 0;
    bool sshd = false;
    QByteArray name; // comm: "sh", "nvidia-smi", "sshd"
};

QByteArray readProc(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/** The processes of a sandbox instance: sshd's tree (sshd is started without the marker) and the marked ones. */
struct RemoteInstance
{
    QString marker;
    qint64 sshdPid = 0;

    QList<qint64> pids() const
    {
        QList<qint64> result = SandboxProc::processTree(sshdPid);
        for (const qint64 pid : SandboxProc::withMarker(marker)) {
            if (!result.contains(pid)) {
                result.append(pid);
            }
        }
        return result;
    }
};

QHash<qint64, ProcTimes> snapshot(const RemoteInstance &remote)
{
    const double msPerTick = 1000.0 / double(sysconf(_SC_CLK_TCK));
    QHash<qint64, ProcTimes> result;
    for (const qint64 pid : remote.pids()) {
        const QString dir = QStringLiteral("/proc/%1/").arg(pid);
        const QByteArray stat = readProc(dir + QStringLiteral("stat"));
        // Fields after "pid (comm) ": cutime [13], cstime [14], starttime [19].
        const QList<QByteArray> fields = stat.mid(stat.lastIndexOf(')') + 2).split(' ');
        if (fields.size() < 20) {
            continue; // gone meanwhile
        }
        ProcTimes times;
        times.name = stat.mid(stat.indexOf('(') + 1, stat.lastIndexOf(')') - stat.indexOf('(') - 1);
        times.sshd = readProc(dir + QStringLiteral("cmdline")).startsWith("sshd");
        times.startTime = fields.at(19).toLongLong();
        if (!times.sshd) { // sshd's children are the commands, counted themselves
            times.childrenMs = double(fields.at(13).toLongLong() + fields.at(14).toLongLong()) * msPerTick;
        }
        const QStringList tasks = QDir(dir + QStringLiteral("task")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        for (const QString &task : tasks) {
            const QByteArray schedstat = readProc(dir + QStringLiteral("task/") + task + QStringLiteral("/schedstat"));
            times.ownMs += double(schedstat.left(schedstat.indexOf(' ')).toLongLong()) / 1e6;
        }
        result.insert(pid, times);
    }
    return result;
}

/** Counts GPU 0 readings (one per round) in nvidia-smi CSV output, with or without the stream's `G,` prefix. */
struct RoundCounter
{
    QByteArray partial;
    qint64 rounds = 0;
    qint64 bytes = 0;

    void add(const QByteArray &data)
    {
        bytes += data.size();
        partial += data;
        qsizetype from = 0;
        for (qsizetype newline = 0; (newline = partial.indexOf('\n', from)) >= 0; from = newline + 1) {
            countLine(QByteArrayView(partial).sliced(from, newline - from));
        }
        partial.remove(0, from);
    }

    void countLine(QByteArrayView line)
    {
        line = line.startsWith("G,") ? line.sliced(2) : line;
        const qsizetype first = line.indexOf(',');
        if (first < 0) {
            return;
        }
        const qsizetype second = line.indexOf(',', first + 1);
        const QByteArrayView gpu = line.sliced(first + 1, (second < 0 ? line.size() : second) - first - 1);
        if (gpu.trimmed() == "0" && MetricStreamParser::parseTimestamp(line.first(first))) {
            ++rounds;
        }
    }
};

struct RemoteRun
{
    double commandMs = 0; // the command's processes and their exited children
    double sshdMs = 0; // sshd moving the output
    QMap<QByteArray, double> byName; // ms per process name; a shell's includes its exited children
    qint64 rounds = 0; // readings of GPU 0: one per second
    qint64 bytes = 0;
    double totalMs() const { return commandMs + sshdMs; }
    double perRound() const { return rounds > 0 ? totalMs() / double(rounds) : 0; }
    double commandPerRound() const { return rounds > 0 ? commandMs / double(rounds) : 0; }
};

RemoteRun runRemote(SshSession &session, const RemoteInstance &remote, const QString &command, int seconds)
{
    const QHash<qint64, ProcTimes> before = snapshot(remote);
    RoundCounter counter;
    SshExecChannel *channel = session.exec(command);
    QObject::connect(
        channel, &SshExecChannel::stdoutReceived, channel, [&counter](const QByteArray &data) { counter.add(data); });
    QEventLoop loop;
    QTimer::singleShot(seconds * 1000, &loop, &QEventLoop::quit);
    loop.exec();
    const QHash<qint64, ProcTimes> after = snapshot(remote); // while it runs: every exited child is in a cutime
    if (channel->isFinished()) {
        qWarning(
            "the command ended early (status %d): %s", channel->exitStatus(), qPrintable(channel->error().message));
    }
    RemoteRun run;
    for (auto it = after.cbegin(); it != after.cend(); ++it) {
        const ProcTimes old = before.value(it.key());
        const bool same = old.startTime == it->startTime;
        const double ms = it->ownMs + it->childrenMs - (same ? old.ownMs + old.childrenMs : 0);
        (it->sshd ? run.sshdMs : run.commandMs) += ms;
        run.byName[it->name] += ms;
    }
    run.rounds = counter.rounds;
    run.bytes = counter.bytes;
    // As root, OpenSSH does not signal a remote command when its channel closes: end every process this run
    // started (not sshd, not there before), including children forked after the snapshot.
    channel->cancel();
    const auto leftovers = [&remote, &before] {
        QList<qint64> pids;
        for (const qint64 pid : SandboxProc::withMarker(remote.marker)) {
            if (!before.contains(pid) && !readProc(QStringLiteral("/proc/%1/cmdline").arg(pid)).startsWith("sshd")) {
                pids.append(pid);
            }
        }
        return pids;
    };
    waitUntil(
        [&] {
            const QList<qint64> pids = leftovers();
            for (const qint64 pid : pids) {
                ::kill(pid_t(pid), SIGKILL);
            }
            return channel->isFinished() && pids.isEmpty();
        },
        10000);
    delete channel;
    return run;
}

void printRemote(const char *label, const RemoteRun &run)
{
    printf("   %-44s %3lld rounds %6.1f KiB   command %7.1f ms + sshd %6.1f ms = %6.2f ms CPU per round\n", label,
        qlonglong(run.rounds), double(run.bytes) / 1024.0, run.commandMs, run.sshdMs, run.perRound());
    QByteArrayList parts;
    for (auto it = run.byName.cbegin(); it != run.byName.cend(); ++it) {
        parts.append(it.key() + ' ' + QByteArray::number(it.value(), 'f', 1) + " ms");
    }
    printf("   %-44s by process (a shell with its exited children): %s\n", "", parts.join(", ").constData());
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QApplication app(argc, argv);
    const int seconds = argc > 1 ? QByteArray(argv[1]).toInt() : 20;
    if (seconds <= 0) {
        fprintf(stderr, "usage: rentdeck-bench-watch [SECONDS]\n");
        return 2;
    }

    QFile loadavg(QStringLiteral("/proc/loadavg"));
    const QByteArray load = loadavg.open(QIODevice::ReadOnly) ? loadavg.readAll().split(' ').mid(0, 3).join(' ') : "?";
    printf("rentdeck-bench-watch: %ld CPUs, load average %s (wall times suffer when other work runs)\n\n",
        sysconf(_SC_NPROCESSORS_ONLN), load.constData());

    // 1. Ingest an hour of 8 × 8 GPUs, minute by minute: the text of each minute is made untimed, then fed and saved.
    QTemporaryDir data;
    const QString ledgerPath = data.filePath(QStringLiteral("ledger.sqlite"));
    const Storage storage(ledgerPath);
    if (!storage.isOpen()) {
        qWarning("ledger: %s", qPrintable(storage.error().message));
        return 1;
    }
    const MetricArchive archive = storage.metricArchive();
    const double rssBeforeMiB = procStatusMiB("VmHWM");
    const qint64 nowMs = QDateTime::currentMSecsSinceEpoch() / 1000 * 1000;
    const qint64 startMs = nowMs - qint64(SimulatedSeconds) * 1000;
    std::vector<Watched> watched;
    watched.reserve(Instances);
    for (int i = 0; i < Instances; ++i) {
        watched.push_back(Watched { QStringLiteral("bench:watch-%1").arg(i), i, startMs,
            SyntheticMachine(unsigned(i + 1), i - 3) }); // machines in several time zones
    }
    double ingestCpu = 0;
    double saveCpu = 0;
    QList<double> saveMs;
    std::vector<QByteArray> minute(std::size_t(Instances) * SaveEverySeconds);
    for (qint64 second = 0; second < SimulatedSeconds; second += SaveEverySeconds) {
        for (int s = 0; s < SaveEverySeconds; ++s) {
            for (Watched &instance : watched) {
                minute.at(std::size_t(s * Instances + instance.index))
                    = instance.machine.tick(instance.stampMs(second + s));
            }
        }
        double cpu = cpuSeconds();
        for (int s = 0; s < SaveEverySeconds; ++s) {
            for (Watched &instance : watched) {
                instance.feed(minute.at(std::size_t(s * Instances + instance.index)), instance.arrivalMs(second + s));
            }
        }
        ingestCpu += cpuSeconds() - cpu;
        cpu = cpuSeconds();
        for (Watched &instance : watched) {
            QElapsedTimer clock;
            clock.start();
            const Status saved = archive.save(instance.name, instance.store);
            saveMs.append(double(clock.nsecsElapsed()) / 1e6);
            if (!saved) {
                qWarning("save: %s", qPrintable(saved.error().message));
                return 1;
            }
        }
        saveCpu += cpuSeconds() - cpu;
    }
    minute.clear();
    for (Watched &instance : watched) {
        instance.nextSecond = SimulatedSeconds;
    }
    qint64 gpuSamples = 0;
    qint64 hostLines = 0;
    qint64 garbage = 0;
    qsizetype storeBytes = 0;
    for (const Watched &instance : watched) {
        gpuSamples += instance.parser.gpuLines();
        hostLines += instance.parser.hostLines();
        garbage += instance.parser.garbageLines();
        storeBytes += instance.store.approximateBytes();
    }
    const double rssPeakMiB = procStatusMiB("VmHWM");
    const double perSampleUs = 1e6 / double(gpuSamples);
    printf("1. ingest: %d instances × %d GPUs at 1 Hz for a simulated hour, MetricStreamCommand's text through "
           "MetricStreamParser → MetricStore, MetricArchive::save() every simulated minute\n",
        Instances, GpusPerInstance);
    printf("   %lld GPU samples + %lld host lines, %lld garbage lines\n", qlonglong(gpuSamples), qlonglong(hostLines),
        qlonglong(garbage));
    printf("   CPU (user+sys)   parse+store %.2f µs + archive %.2f µs = %.2f µs per GPU sample (host lines "
           "included)\n",
        ingestCpu * perSampleUs, saveCpu * perSampleUs, (ingestCpu + saveCpu) * perSampleUs);
    printf("   at 1 Hz          %.3f ms CPU per second for all %d GPUs = %.3f%% of one core\n",
        (ingestCpu + saveCpu) * 1000 / SimulatedSeconds, Instances * GpusPerInstance,
        (ingestCpu + saveCpu) * 100 / SimulatedSeconds);
    printf("   archive          %lld saves: median %.2f ms, worst %.2f ms; ledger %.1f MiB\n", qlonglong(saveMs.size()),
        median(saveMs), *std::max_element(saveMs.cbegin(), saveMs.cend()),
        mib(QFileInfo(ledgerPath).size() + QFileInfo(ledgerPath + QStringLiteral("-wal")).size()));
    printf("   memory           stores %.2f MiB (bound %.1f MiB: MetricStore::maxBytes(%d) × %d); peak RSS (VmHWM) "
           "%.1f MiB, %.1f MiB before the ingest\n\n",
        mib(storeBytes), mib(MetricStore::maxBytes(GpusPerInstance) * Instances), GpusPerInstance, Instances,
        rssPeakMiB, rssBeforeMiB);

    // 2. Chart refresh per frame on instance 0's store; each frame first takes one more second of samples (untimed).
    // "24 h" over a store with a day of history as well: the hour alone fills at most 360 points per line.
    Watched day { QStringLiteral("bench:watch-day"), 0, nowMs - 24 * 3600 * 1000LL, SyntheticMachine(99, 8) };
    day.feedUntil(nowMs);
    ChartBoard board;
    board.draw(watched.front().store, nowMs - 300000, nowMs); // warm-up: first show, fonts, series created
    struct WindowCase
    {
        const char *label;
        qint64 spanMs;
        Watched *instance;
    };
    const std::array<WindowCase, 4> cases { { { "5 min", 300000, &watched.front() },
        { "1 h", 3600000, &watched.front() }, { "24 h (1 h of data)", 86400000, &watched.front() },
        { "24 h (24 h of data)", 86400000, &day } } };
    printf("2. Monitor tab refresh per frame: 6 charts as MonitorView draws them (4 × %d GPU lines + 2 host lines, "
           "≤ %d points per line), 1280×800 offscreen, a switch to each window and %d refreshes a second apart\n",
        GpusPerInstance, MonitorView::MaxPoints, FramesPerWindow);
    printf("   %-22s %8s %12s %12s %12s %12s %12s\n", "window", "points", "data mean", "frame mean", "frame worst",
        "CPU mean", "switch");
    qint64 simulatedNow = nowMs;
    for (const WindowCase &window : cases) {
        QList<double> totals;
        double dataSum = 0;
        double cpuSum = 0;
        int points = 0;
        int unpainted = 0;
        double switchMs = 0;
        for (int i = 0; i <= FramesPerWindow; ++i) { // frame 0 switches the window
            simulatedNow += i > 0 ? 1000 : 0;
            window.instance->feedUntil(simulatedNow + 1);
            const Frame frame = board.draw(window.instance->store, simulatedNow - window.spanMs, simulatedNow);
            if (i == 0) {
                // The user's click on another window (every line laid out anew), once: timed apart from the
                // refreshes that follow it every second, which the goal is for.
                switchMs = frame.totalMs;
                unpainted += frame.painted ? 0 : 1;
                continue;
            }
            totals.append(frame.totalMs);
            dataSum += frame.dataMs;
            cpuSum += frame.cpuMs;
            points = frame.points;
            unpainted += frame.painted ? 0 : 1;
        }
        double totalSum = 0;
        for (const double total : std::as_const(totals)) {
            totalSum += total;
        }
        const double worst = *std::max_element(totals.cbegin(), totals.cend());
        printf("   %-22s %8d %9.2f ms %9.2f ms %9.2f ms %9.2f ms %9.2f ms   (goal < %.0f ms)%s\n", window.label, points,
            dataSum / double(totals.size()), totalSum / double(totals.size()), worst, cpuSum / double(totals.size()),
            switchMs, FrameGoalMs,
            unpainted > 0 ? qPrintable(QStringLiteral("  %1 frames not painted!").arg(unpainted)) : "");
    }
    printf("   (data = stores → lines → setLines(), what MonitorView::refresh() times; frame = data + layout + "
           "paint, wall clock; CPU = the GUI thread's CPU time per frame)\n\n");

    // 3. Remote CPU on a sandbox instance with 8 GPUs: the stream vs a loop spawning nvidia-smi and cat each second.
    BenchSandbox sandbox;
    if (!sandbox.launch(QStringLiteral("sandbox:sbx-h100x8-us"))) {
        return 1;
    }
    const Instance &instance = sandbox.instance();
    const SandboxInstanceStore store(Paths::providerDir(QStringLiteral("sandbox")));
    QFile sshdPidFile(SandboxInstancePaths(store.instanceDir(instance.id)).pidFile);
    const RemoteInstance remote { store.marker(instance.id),
        sshdPidFile.open(QIODevice::ReadOnly) ? sshdPidFile.readAll().trimmed().toLongLong() : 0 };
    SshSession session(instance.ssh);
    session.connectToHost();
    if (!waitUntil([&session] { return session.state() == SshSession::State::Connected; }, 15000)) {
        qWarning("session did not connect: %s", qPrintable(session.lastError().message));
        return 1;
    }
    const QString naive = QStringLiteral("exec sh -c ")
        + ShellQuote::quote(QStringLiteral("while :; do nvidia-smi --query-gpu=%1 --format=csv,noheader,nounits; "
                                           "cat /proc/uptime /proc/stat /proc/meminfo /proc/net/dev; sleep 1; done")
                                .arg(MetricStreamCommand::gpuFields()));
    printf("3. remote CPU on %s (8 GPUs; nvidia-smi there is rentdeck-gpusim), %d s each: sshd's process tree "
           "and every process with the instance's marker: threads' schedstat + waited-for children's cutime+cstime\n",
        qPrintable(instance.name()), seconds);
    const RemoteRun streaming = runRemote(session, remote, MetricStreamCommand::command(), seconds);
    const RemoteRun spawning = runRemote(session, remote, naive, seconds);
    session.disconnectFromHost();
    printRemote("streaming (MetricStreamCommand, one exec)", streaming);
    printRemote("spawning (nvidia-smi + cat /proc/* each s)", spawning);
    printf("   ratio spawning / streaming: %.1fx CPU per round, %.1fx for the commands alone   (goal: streaming much "
           "cheaper)\n",
        spawning.perRound() / streaming.perRound(), spawning.commandPerRound() / streaming.commandPerRound());
    return streaming.rounds > 0 && spawning.rounds > 0 ? 0 : 1;
}
