// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Soak benchmark (issue 10, item 5): 4 sandbox instances in one process and one RENTDECK_HOME, watched the way the
// window watches them (WatchService over ConnectionManager's shared sessions: the Monitor tab's data), while each
// loops a verified push of a small tree (SyncJob), the pre-flight checks (CheckService) and a pause (SoakLoop).
// Samples this process every minute (RSS, VmHWM, open FDs, threads) and ends with a Markdown report whose verdict
// (SoakVerdict) asks for:
//   memory    mean RSS of the last quarter within max(5 MiB, 5 %) of the second quarter's
//   FDs       open FDs at the end within ±2 of after warm-up, both measured with no sync or check in flight
//   threads   likewise
//   samples   GPU readings in the stores vs 1 Hz × GPUs: nothing missing beyond the stream's gaps (reconnects) and
//             the sampler's drift
//   work      every sync verified, every check run (a check's verdict about the machine is no failure)
// Exit status 0 when all hold, 1 otherwise. Ctrl-C or SIGTERM ends the run early with the report; the instances are
// destroyed either way.
// Usage: rentdeck-bench-soak [MINUTES] [REPORT.md]   (default 120 minutes; fractions allowed: 0.5)
#include "BenchSandbox.h"
#include "SoakLoop.h"
#include "SoakReport.h"
#include "cli/CliStopSignals.h"
#include "core/Paths.h"
#include "sandbox/SandboxInstanceStore.h"
#include "sandbox/SandboxProcesses.h"
#include "services/CheckService.h"
#include "services/ConnectionManager.h"
#include "services/InstanceManager.h"
#include "services/WatchService.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QPointer>
#include <QTemporaryDir>
#include <QTimer>
#include <algorithm>
#include <array>
#include <chrono>
#include <dirent.h>
#include <dlfcn.h>
#include <functional>
#include <malloc.h>
#include <memory>
#include <vector>

using namespace RentDeck;

namespace {

// 1 + 2 + 1 + 8 GPUs, idle and busy: scenarios whose checks can all run.
constexpr std::array<const char *, 4> Offers { "sandbox:sbx-4090-us", "sandbox:sbx-4090x2-cn", "sandbox:sbx-h200-us",
    "sandbox:sbx-h100x8-us" };
constexpr int HoldTimeoutMs = 120000; // the longest a running sync or check may take to finish after hold()
constexpr int StreamResumeMs = 45000; // MetricStream restarts within 30 s (MaxBackoff) once the instance answers

/** A numeric field of /proc/self/status ("VmRSS", "Threads"); kB for the Vm* ones. */
qint64 procStatus(const QByteArray &key)
{
    QFile file(QStringLiteral("/proc/self/status"));
    if (!file.open(QIODevice::ReadOnly)) {
        return 0;
    }
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (line.startsWith(QByteArray(key + ':'))) {
            return line.mid(key.size() + 1).trimmed().split(' ').value(0).toLongLong();
        }
    }
    return 0;
}

int openFds()
{
    DIR *dir = opendir("/proc/self/fd");
    if (!dir) {
        return -1;
    }
    int count = 0;
    while (const dirent *entry = readdir(dir)) {
        count += entry->d_name[0] == '.' ? 0 : 1;
    }
    closedir(dir);
    return count - 1; // not the listing's own
}

/**
 * SQLite's own count of the memory it holds (page caches, statements) for every connection of the process, or -1:
 * asked of the libsqlite3 that Qt's SQLite driver loaded, so the bench does not link SQLite itself.
 */
double sqliteMiB()
{
    void *library = dlopen("libsqlite3.so.0", RTLD_LAZY | RTLD_NOLOAD);
    if (!library) {
        return -1;
    }
    using MemoryUsed = long long (*)();
    const auto memoryUsed = reinterpret_cast<MemoryUsed>(dlsym(library, "sqlite3_memory_used"));
    const double result = memoryUsed ? double(memoryUsed()) / 1048576.0 : -1;
    dlclose(library);
    return result;
}

QByteArray loadAverage()
{
    QFile file(QStringLiteral("/proc/loadavg"));
    return file.open(QIODevice::ReadOnly) ? file.readAll().split(' ').mid(0, 3).join(' ') : QByteArray("?");
}

/** One instance under watch and load. */
struct Subject
{
    Instance instance;
    QString marker; // every sandbox process of the instance carries it
    std::unique_ptr<SoakLoop> loop;
    QPointer<MetricStream> stream; // WatchService's, for the instance
    std::shared_ptr<StreamTally> tally = std::make_shared<StreamTally>();
};

/**
 * Follows the stream WatchService made for the instance launched last. WatchService keeps its streams to itself; it
 * makes each as a child while InstanceManager announces the launched instance, so the one child not followed yet is
 * the new instance's.
 */
bool followStream(WatchService &watch, std::vector<Subject> &subjects, Subject &subject)
{
    for (MetricStream *stream : watch.findChildren<MetricStream *>(Qt::FindDirectChildrenOnly)) {
        const bool followed = std::any_of(
            subjects.cbegin(), subjects.cend(), [stream](const Subject &other) { return other.stream == stream; });
        if (followed) {
            continue;
        }
        subject.stream = stream;
        const std::shared_ptr<StreamTally> tally = subject.tally;
        QObject::connect(stream, &MetricStream::gpuSamples, stream,
            [tally](const QList<GpuMetricSample> &samples) { tally->add(samples); });
        QObject::connect(stream, &MetricStream::gap, stream,
            [tally](qint64 fromMs, qint64 toMs, const QString &) { tally->addGap(fromMs, toMs); });
        return true;
    }
    return false;
}

/** Drives the loops of every subject and samples the process. */
class Soak
{
public:
    Soak(WatchService *watch, ConnectionManager *connections, std::vector<Subject> *subjects)
        : m_watch(watch)
        , m_connections(connections)
        , m_subjects(subjects)
    {
        m_clock.start();
    }

    double minutes() const { return double(m_clock.elapsed()) / 60000.0; }
    const QList<ProcessSample> &samples() const { return m_samples; }

    ProcessSample sample(const QString &note = {})
    {
        ProcessSample sample;
        sample.minutes = minutes();
        sample.rssMiB = double(procStatus("VmRSS")) / 1024.0;
        sample.hwmMiB = double(procStatus("VmHWM")) / 1024.0;
        const struct mallinfo2 heap = mallinfo2();
        sample.heapMiB = double(heap.uordblks + heap.hblkhd) / 1048576.0;
        sample.sqliteMiB = sqliteMiB();
        sample.fds = openFds();
        sample.threads = int(procStatus("Threads"));
        sample.note = note;
        // ConnectionManager's sessions are its children; each channel is a child of its session until deleted.
        for (const SshSession *session : m_connections->findChildren<SshSession *>(Qt::FindDirectChildrenOnly)) {
            sample.sessionObjects += int(session->children().size());
        }
        const qint64 nowMs = QDateTime::currentMSecsSinceEpoch();
        for (const Subject &subject : *m_subjects) {
            const MetricStore *store = m_watch->store(subject.instance.name());
            sample.gpuSamples += StreamFigures::of(*store, subject.instance.gpuCount, nowMs).samples;
            sample.storesKiB += double(store->approximateBytes()) / 1024.0;
            sample.rounds += subject.loop->work().rounds;
            sample.sandboxProcesses += int(SandboxProc::withMarker(subject.marker).size());
        }
        printf("%7.2f min  RSS %5.1f MiB  HWM %5.1f MiB  heap %5.1f MiB  SQLite %4.1f MiB  FDs %3d  threads %2d  "
               "session objects %3d  GPU readings %7lld  rounds %4d  sandbox processes %3d  stores %5.0f KiB  %s\n",
            sample.minutes, sample.rssMiB, sample.hwmMiB, sample.heapMiB, sample.sqliteMiB, sample.fds, sample.threads,
            sample.sessionObjects, qlonglong(sample.gpuSamples), sample.rounds, sample.sandboxProcesses,
            sample.storesKiB, qPrintable(note));
        fflush(stdout);
        m_samples.append(sample);
        return sample;
    }

    void resume()
    {
        for (Subject &subject : *m_subjects) {
            subject.loop->start();
        }
    }

    /** Holds every loop and waits until nothing runs; cancels what still runs after HoldTimeoutMs (false then). */
    bool quiesce()
    {
        for (Subject &subject : *m_subjects) {
            subject.loop->hold();
        }
        const auto allIdle = [this] {
            return std::all_of(m_subjects->cbegin(), m_subjects->cend(),
                [](const Subject &subject) { return subject.loop->isIdle(); });
        };
        if (waitFor(allIdle, HoldTimeoutMs)) {
            return true;
        }
        for (Subject &subject : *m_subjects) {
            subject.loop->cancel();
        }
        waitFor(allIdle, 15000);
        return false;
    }

    /** Runs the event loop until \a done (asked every second and whenever a loop goes idle) or \a timeoutMs. */
    bool waitFor(const std::function<bool()> &done, qint64 timeoutMs)
    {
        QEventLoop events;
        const auto check = [&done, &events] {
            if (done()) {
                events.quit();
            }
        };
        QTimer poll;
        QObject::connect(&poll, &QTimer::timeout, &events, check);
        poll.start(1000);
        for (Subject &subject : *m_subjects) {
            QObject::connect(subject.loop.get(), &SoakLoop::idle, &events, check);
        }
        QTimer::singleShot(std::chrono::milliseconds(timeoutMs), &events, &QEventLoop::quit);
        if (!done()) {
            events.exec();
        }
        return done();
    }

    /** Whether every stream delivered a reading within SoakVerdict::FreshMs, i.e. no gap is open. */
    bool streamsFresh() const
    {
        const qint64 nowMs = QDateTime::currentMSecsSinceEpoch();
        return std::all_of(m_subjects->cbegin(), m_subjects->cend(), [nowMs](const Subject &subject) {
            return subject.tally->lastMs > 0 && nowMs - subject.tally->lastMs <= SoakVerdict::FreshMs;
        });
    }

    /** The figures of every instance, now. */
    QList<InstanceFigures> instanceFigures() const
    {
        QList<InstanceFigures> figures;
        const qint64 nowMs = QDateTime::currentMSecsSinceEpoch();
        for (const Subject &subject : *m_subjects) {
            const Instance &instance = subject.instance;
            InstanceFigures figure;
            figure.name = instance.name();
            figure.offerId = instance.offerId;
            figure.gpus = instance.gpuCount;
            figure.stream = StreamFigures::of(*m_watch->store(instance.name()), instance.gpuCount, nowMs);
            figure.tally = *subject.tally;
            figure.streamReplaced = !subject.stream;
            figure.newestAgeMs = subject.tally->lastMs > 0 ? nowMs - subject.tally->lastMs : -1;
            figure.work = subject.loop->work();
            figures.append(figure);
        }
        return figures;
    }

private:
    WatchService *m_watch;
    ConnectionManager *m_connections;
    std::vector<Subject> *m_subjects;
    QElapsedTimer m_clock;
    QList<ProcessSample> m_samples;
};

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    bool numeric = argc <= 1;
    const double minutes = argc > 1 ? QByteArray(argv[1]).toDouble(&numeric) : 120;
    if (!numeric || minutes <= 0) {
        fprintf(stderr, "usage: rentdeck-bench-soak [MINUTES] [REPORT.md]\n");
        return 2;
    }
    const QString reportPath = argc > 2 ? QString::fromLocal8Bit(argv[2]) : QString();

    // Ctrl-C and SIGTERM end the soak early; the report and the teardown still run.
    CliStopSignals stopSignals;
    bool stopRequested = false;
    stopSignals.install();
    QObject::connect(&stopSignals, &CliStopSignals::stopRequested, &stopSignals, [&stopRequested, &stopSignals] {
        stopRequested = true;
        stopSignals.disarm();
        fprintf(stderr,
            "stopping: the running syncs and checks finish (at most 2 minutes), then the report and the "
            "teardown; further signals are ignored\n");
    });

    BenchSandbox sandbox; // the private RENTDECK_HOME; destroys the instances when it goes
    InstanceManager *manager = sandbox.manager();
    // The window's services, as app/main.cpp makes them (AppServices), without the window.
    ConnectionManager &connections = sandbox.services().connections();
    CheckService &checks = sandbox.services().checks();
    checks.setAutoCheckAfterLaunch(false); // the loops run every check themselves
    WatchService &watch = sandbox.services().watch();
    watch.start();
    manager->refreshOffers(); // CheckService compares with what the offer sold
    manager->setAutoRefresh(5); // the window's default polling

    QTemporaryDir trees;
    std::vector<Subject> subjects;
    const SandboxInstanceStore sandboxStore(Paths::providerDir(QStringLiteral("sandbox")));
    for (const char *offer : Offers) {
        if (stopRequested || !sandbox.launch(QString::fromLatin1(offer))) {
            fprintf(stderr, "launching %s failed or was interrupted; destroying what was launched\n", offer);
            return 1;
        }
        const Instance &instance = sandbox.instances().constLast();
        Subject subject;
        subject.instance = instance;
        subject.marker = sandboxStore.marker(instance.id);
        if (!followStream(watch, subjects, subject)) {
            fprintf(stderr, "WatchService made no stream for %s\n", qPrintable(instance.name()));
            return 1;
        }
        subject.loop
            = std::make_unique<SoakLoop>(instance.name(), manager, &connections, &checks, trees.filePath(instance.id));
        if (!subject.loop->makeTree()) {
            fprintf(stderr, "cannot write the local tree under %s\n", qPrintable(trees.path()));
            return 1;
        }
        printf("launched %s (%s, %d GPUs), sshd on port %d\n", qPrintable(instance.name()), offer, instance.gpuCount,
            int(instance.ssh.port));
        subjects.push_back(std::move(subject));
    }

    // A sample every minute (a sixth of the run when shorter). After the first quarter every loop is held for a
    // quiet sample, the reference for FDs and threads; the end is another quiet one.
    Soak soak(&watch, &connections, &subjects);
    QTimer sampler;
    sampler.setInterval(int(std::min(1.0, minutes / 6) * 60000));
    QObject::connect(&sampler, &QTimer::timeout, &sampler, [&soak] { soak.sample(); });
    SoakRun run;
    run.askedMinutes = minutes;
    run.startedAt = QDateTime::currentDateTimeUtc();
    run.loadAtStart = loadAverage();
    run.treeBytes = subjects.front().loop->treeBytes();
    soak.resume();
    sampler.start();
    soak.sample(QStringLiteral("start"));
    const auto reached = [&soak, &stopRequested](double at) {
        return [&soak, &stopRequested, at] { return stopRequested || soak.minutes() >= at; };
    };
    const qint64 runMs = qint64(minutes * 60000) + 60000;
    soak.waitFor(reached(minutes / 4), runMs);
    if (!stopRequested) {
        const bool quiet = soak.quiesce();
        run.warm
            = soak.sample(quiet ? QStringLiteral("after warm-up, quiet") : QStringLiteral("after warm-up, cancelled"));
        soak.resume();
        soak.waitFor(reached(minutes), runMs);
    }
    sampler.stop();
    const bool settled = soak.quiesce();
    if (!soak.streamsFresh()) {
        // A stream interrupted right now is a gap still open: give it its restart (backoff ≤ 30 s) to close.
        printf("waiting up to %d s for interrupted streams to resume\n", StreamResumeMs / 1000);
        soak.waitFor([&soak] { return soak.streamsFresh(); }, StreamResumeMs);
    }
    run.end = soak.sample(settled ? QStringLiteral("end, quiet") : QStringLiteral("end, cancelled"));
    run.loadAtEnd = loadAverage();
    run.stoppedEarly = stopRequested;
    run.samples = soak.samples();
    run.instances = soak.instanceFigures();

    const SoakVerdict verdict = SoakVerdict::judge(run);
    const QString markdown = soakMarkdown(run, verdict);
    printf("\n%s\n", qPrintable(markdown));
    if (!reportPath.isEmpty()) {
        QFile file(reportPath);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(markdown.toUtf8()) < 0) {
            fprintf(stderr, "cannot write %s\n", qPrintable(reportPath));
        }
    }
    watch.stop(); // saves the stores while the instances still exist
    const int destroyed = sandbox.destroyAll();
    printf("destroyed %d of %zu instances\n", destroyed, subjects.size());
    return verdict.passed() ? 0 : 1;
}
