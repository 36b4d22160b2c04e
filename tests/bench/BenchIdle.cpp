// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Idle-window benchmark. INSTANCES sandbox instances of 8 GPUs each (default 8) run; the real `rentdeck` window
// starts offscreen over the same data folder, streams their metrics at 1 Hz as it always does, and is left alone.
// Prints its CPU time (every thread, user + system) as a share of one core over SECONDS (default 30), once on the
// Offers tab and once on the Monitor tab (six charts of eight GPU lines redrawn every second), against the peer
// measured in the same run: INSTANCES OpenSSH clients receiving the same streams (MetricStreamCommand) and doing
// nothing with them. Goal: the window ≤ 2 % of a core.
// Usage: rentdeck-bench-idle [SECONDS] [INSTANCES]
#include "BenchSandbox.h"
#include "ssh/OpenSshCommand.h"
#include "watch/MetricStreamCommand.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <memory>
#include <vector>

using namespace RentDeck;

namespace {

constexpr double GoalPercent = 2;
constexpr int SettleMs = 5000; // after the streams are up: the first refreshes and the offers' first fetch

/** CPU time of every thread of \a pid so far (ms, from schedstat: nanoseconds, not 10 ms ticks). */
double processCpuMs(qint64 pid)
{
    const QString tasks = QStringLiteral("/proc/%1/task").arg(pid);
    double total = 0;
    const QStringList ids = QDir(tasks).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &id : ids) {
        QFile schedstat(tasks + QLatin1Char('/') + id + QStringLiteral("/schedstat"));
        if (schedstat.open(QIODevice::ReadOnly)) {
            const QByteArray line = schedstat.readAll();
            total += double(line.left(line.indexOf(' ')).toLongLong()) / 1e6;
        }
    }
    return total;
}

/** Percent of one core that \a pids used over \a seconds of wall time, after \a settleMs. */
double cpuPercent(const QList<qint64> &pids, int seconds)
{
    const auto sum = [&pids] {
        double ms = 0;
        for (const qint64 pid : pids) {
            ms += processCpuMs(pid);
        }
        return ms;
    };
    const double before = sum();
    QElapsedTimer clock;
    clock.start();
    waitUntil([] { return false; }, seconds * 1000);
    return (sum() - before) / double(clock.elapsed()) * 100.0;
}

struct WindowRun
{
    double percent = -1;
    int watching = 0;
};

/** The window on \a tab over \a home, once it watches \a instances streams. */
WindowRun measureWindow(const QString &home, const QString &tab, int instances, int seconds)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("RENTDECK_HOME"), home);
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("RENTDECK_TOOLS_DIR"), QStringLiteral(RD_TOOLS_DIR));
    environment.remove(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"));
    QProcess window;
    window.setProcessEnvironment(environment);
    QByteArray log;
    QObject::connect(&window, &QProcess::readyReadStandardError, &window,
        [&window, &log] { log += window.readAllStandardError(); });
    window.start(QStringLiteral(RD_APP_PATH), { QStringLiteral("--tab"), tab });
    WindowRun run;
    const bool streaming = waitUntil(
        [&] {
            run.watching = int(log.count("rentdeck.metrics: watching"));
            return run.watching >= instances || window.state() == QProcess::NotRunning;
        },
        60000);
    if (!streaming || run.watching < instances) {
        fprintf(stderr, "the window watches %d of %d instances; its log:\n%s\n", run.watching, instances,
            log.right(4000).constData());
        window.kill();
        window.waitForFinished(5000);
        return run;
    }
    waitUntil([] { return false; }, SettleMs);
    run.percent = cpuPercent({ window.processId() }, seconds);
    window.terminate();
    if (!window.waitForFinished(10000)) {
        window.kill();
        window.waitForFinished(5000);
    }
    return run;
}

/** The peer: one `ssh` per instance running the same stream command, its output thrown away. */
double measureOpenSsh(const QList<Instance> &instances, int seconds)
{
    std::vector<std::unique_ptr<QProcess>> clients;
    QList<qint64> pids;
    for (const Instance &instance : instances) {
        auto client = std::make_unique<QProcess>();
        client->setStandardOutputFile(QProcess::nullDevice());
        client->start(QStringLiteral("ssh"),
            OpenSshCommand::options(instance.ssh)
                + QStringList { QStringLiteral("-o"), QStringLiteral("BatchMode=yes"),
                    instance.ssh.user + QLatin1Char('@') + instance.ssh.host, MetricStreamCommand::command() });
        if (!client->waitForStarted(5000)) {
            fprintf(stderr, "ssh did not start\n");
            return -1;
        }
        pids.append(client->processId());
        clients.push_back(std::move(client));
    }
    waitUntil([] { return false; }, SettleMs);
    const double percent = cpuPercent(pids, seconds);
    for (const auto &client : clients) {
        client->terminate();
        client->waitForFinished(5000);
    }
    return percent;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int seconds = argc > 1 ? std::max(5, atoi(argv[1])) : 30;
    const int count = argc > 2 ? std::max(1, atoi(argv[2])) : 8;
    BenchSandbox sandbox;
    for (int i = 0; i < count; ++i) {
        if (!sandbox.launch(QStringLiteral("sandbox:sbx-h100x8-us"))) {
            return 1;
        }
    }
    const int gpus = sandbox.instance().gpuCount;
    printf("rentdeck-bench-idle: %d sandbox instances of %d GPUs streaming at 1 Hz; CPU over %d s, %% of one core\n",
        count, gpus, seconds);
    const WindowRun offers = measureWindow(sandbox.home(), QStringLiteral("offers"), count, seconds);
    const WindowRun monitor = measureWindow(sandbox.home(), QStringLiteral("monitor"), count, seconds);
    const double peer = measureOpenSsh(sandbox.instances(), seconds);
    if (offers.percent < 0 || monitor.percent < 0 || peer < 0) {
        return 1;
    }
    const auto verdict = [](double percent) { return percent <= GoalPercent ? "" : "   over the goal"; };
    printf("   window, Offers tab                  %6.2f %%   (goal <= %.0f %%)%s\n", offers.percent, GoalPercent,
        verdict(offers.percent));
    printf("   window, Monitor tab (6 charts live) %6.2f %%   (goal <= %.0f %%)%s\n", monitor.percent, GoalPercent,
        verdict(monitor.percent));
    printf("   peer: %d x ssh receiving the streams %6.2f %%\n", count, peer);
    printf("   ratio window / ssh: Offers %.2fx, Monitor %.2fx\n", peer > 0 ? offers.percent / peer : 0.0,
        peer > 0 ? monitor.percent / peer : 0.0);
    sandbox.destroyAll();
    return offers.percent <= GoalPercent && monitor.percent <= GoalPercent ? 0 : 3;
}
