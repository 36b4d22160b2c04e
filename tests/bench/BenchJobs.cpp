// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Jobs on sandbox instances over loopback, against plain tools in the same run. Prints:
//   1. preemption → the job running again, each stage (detection, offers, launch, SSH, checks, push, restart)
//   2. one checkpoint pull + verify of a CKPT_MB checkpoint (the shuttle: snapshot, rsync, SHA-256 both ends) vs
//      `rsync -a` of that file plus `sha256sum` on both ends, wall time and CPU time of this side, as a ratio
// Usage: rentdeck-bench-jobs [CKPT_MB]   (default 1024: a 1 GiB checkpoint)
#include "BenchSandbox.h"
#include "jobs/CheckpointShuttle.h"
#include "jobs/JobRemoteCommand.h"
#include "jobs/JobScripts.h"
#include "provider/Provider.h"
#include "services/InstanceManager.h"
#include "services/JobPoller.h"
#include "services/JobService.h"
#include "services/JobStarter.h"
#include "ssh/OpenSshCommand.h"
#include "ssh/ShellQuote.h"
#include "ssh/SshSession.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <sys/resource.h>

using namespace RentDeck;

namespace {

// CPU seconds of this process and its finished children (rsync, ssh, sha256sum).
double cpuSeconds()
{
    double total = 0;
    for (int who : { RUSAGE_SELF, RUSAGE_CHILDREN }) {
        rusage usage {};
        getrusage(who, &usage);
        total += double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
    }
    return total;
}

template <typename Step> bool finishes(Step *step, int timeoutMs)
{
    bool done = false;
    QObject::connect(step, &Job::finished, step, [&done] { done = true; });
    return waitUntil([&done] { return done; }, timeoutMs);
}

JobRecord poll(JobService &jobs, InstanceManager *manager, qint64 id)
{
    bool listed = false;
    QObject::connect(
        manager, &InstanceManager::instancesChanged, manager, [&listed] { listed = true; }, Qt::SingleShotConnection);
    manager->refreshInstances();
    waitUntil([&listed] { return listed; }, 30000);
    JobPoller *poller = jobs.poll(id);
    JobRecord record;
    QObject::connect(poller, &Job::finished, poller, [poller, &record] { record = poller->record(); });
    finishes(poller, 120000);
    return record;
}

void recoveryStages(BenchSandbox &sandbox, const QString &trainer)
{
    JobService &jobs = sandbox.services().jobs();
    InstanceManager *manager = sandbox.manager();
    JobRecord spec;
    spec.instanceName = sandbox.instance().name();
    spec.command = { QStringLiteral("python3 trainer.py --steps 100000 --step-seconds 0.05 --checkpoint-every 20") };
    spec.pushFrom = trainer;
    spec.checkpointDir = QStringLiteral("ckpt");
    spec.pullEveryMinutes = 0.05;
    JobStarter *starter = jobs.start(spec);
    qint64 id = 0;
    QObject::connect(
        starter, &Job::finished, starter, [starter, &id] { id = starter->isOk() ? starter->record().id : -1; });
    waitUntil([&id] { return id != 0; }, 60000);
    if (id <= 0) {
        printf("1. the job did not start\n");
        return;
    }
    while (!jobs.job(id)->lastPulled.isValid()) {
        poll(jobs, manager, id);
    }
    QElapsedTimer clock;
    clock.start();
    Provider *provider = manager->provider(QStringLiteral("sandbox"));
    finishes(provider->reclaim(sandbox.instance().id), 30000);
    const double reclaimed = double(clock.nsecsElapsed()) / 1e6;
    while (poll(jobs, manager, id).state != JobState::Lost && clock.elapsed() < 60000) { }
    const double detected = double(clock.nsecsElapsed()) / 1e6;
    printf("1. preemption → running again (a %.1f s pull interval)\n", spec.pullEveryMinutes * 60);
    printf("   %-44s %8.0f ms\n", "reclaimed (processes gone)", reclaimed);
    printf("   %-44s %8.0f ms  (the window and job watch poll every third of the pull interval, 2-30 s)\n",
        "detected as lost (one instance list + poll)", detected);
    JobRecovery *recovery = jobs.recover(id);
    double last = detected;
    QString stage = QStringLiteral("recovery starts");
    QObject::connect(recovery, &Job::progress, recovery, [&](const QString &message) {
        const double now = double(clock.nsecsElapsed()) / 1e6;
        printf("   %-44s %8.0f ms  (took %.0f)\n", qPrintable(stage.left(44)), now, now - last);
        last = now;
        stage = message;
    });
    finishes(recovery, 300000);
    const double restarted = double(clock.nsecsElapsed()) / 1e6;
    printf("   %-44s %8.0f ms  (took %.0f; ends with the supervisor started)\n", qPrintable(stage.left(44)), restarted,
        restarted - last);
    const JobRecord again = poll(jobs, manager, id);
    const double running = double(clock.nsecsElapsed()) / 1e6;
    printf("   %-44s %8.0f ms  (state %s on %s)\n", "first poll on the replacement", running,
        qPrintable(jobStateName(again.state)), qPrintable(again.instanceName));
}

void shuttleCost(BenchSandbox &sandbox, int checkpointMb)
{
    const Instance &instance = sandbox.instances().constLast();
    SshSession session(instance.ssh);
    session.connectToHost();
    waitUntil([&session] { return session.state() == SshSession::State::Connected; }, 15000);
    JobRecord job;
    job.id = 99;
    job.instanceName = instance.name();
    job.workdir = QStringLiteral("bench");
    job.checkpointDir = QStringLiteral("ckpt");
    job.keep = 1;
    // The script where JobStarter puts it, and one big checkpoint written as a trainer would.
    bool ready = false;
    const QString make = QStringLiteral("mkdir -p bench/.rentdeck-jobs/99 bench/ckpt && cat > "
                                        "bench/.rentdeck-jobs/99/rentdeck-job.sh && head -c %1M /dev/urandom > "
                                        "bench/ckpt/big.ckpt.tmp && mv bench/ckpt/big.ckpt.tmp bench/ckpt/big.ckpt")
                             .arg(checkpointMb);
    JobRemoteCommand::run(&session, &session, make, *JobScripts::supervisorScript(), QStringLiteral("prepare"),
        [&ready](const Result<QByteArray> &made) {
            if (!made) {
                qWarning("%s", qPrintable(made.error().message));
            }
            ready = true;
        });
    waitUntil([&ready] { return ready; }, 600000);

    double cpu = cpuSeconds();
    QElapsedTimer clock;
    clock.start();
    CheckpointShuttle shuttle(&session, sandbox.database(), job);
    bool done = false;
    QObject::connect(&shuttle, &Job::finished, &shuttle, [&done] { done = true; });
    shuttle.start(QStringLiteral("big.ckpt"));
    waitUntil([&done] { return done; }, 3600000);
    const double ours = double(clock.nsecsElapsed()) / 1e6;
    const double oursCpu = cpuSeconds() - cpu;
    if (!shuttle.isOk()) {
        printf("2. the shuttle failed: %s\n", qPrintable(shuttle.error().message));
        return;
    }
    QTemporaryDir plain;
    const QString ssh = ShellQuote::join(QStringList { QStringLiteral("ssh") } + OpenSshCommand::options(instance.ssh)
        + QStringList { QStringLiteral("-o"), QStringLiteral("BatchMode=yes") });
    cpu = cpuSeconds();
    clock.restart();
    runShell(
        QStringLiteral("rsync -a -e %1 %2@%3:bench/ckpt/big.ckpt %4/ && sha256sum %4/big.ckpt > /dev/null && "
                       "%5 %2@%3 sha256sum bench/ckpt/big.ckpt > /dev/null")
            .arg(ShellQuote::quote(ssh), instance.ssh.user, instance.ssh.host, ShellQuote::quote(plain.path()), ssh));
    const double theirs = double(clock.nsecsElapsed()) / 1e6;
    const double theirsCpu = cpuSeconds() - cpu;
    printf("2. pull + verify a %d MiB checkpoint   shuttle %8.0f ms (CPU %.2f s)   rsync + sha256sum both ends %8.0f "
           "ms (CPU %.2f s)   ratio %.2fx time, %.2fx CPU\n",
        checkpointMb, ours, oursCpu, theirs, theirsCpu, ours / theirs, oursCpu / qMax(0.001, theirsCpu));
    printf("   (CPU: this computer's side, the process and its children; the instance's side runs under its sshd)\n");
    session.disconnectFromHost();
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int checkpointMb = argc > 1 ? QByteArray(argv[1]).toInt() : 1024;
    QTemporaryDir code;
    if (!QFile::copy(QStringLiteral(RD_TRAINER), code.filePath(QStringLiteral("trainer.py")))) {
        qWarning("cannot copy the trainer from %s", RD_TRAINER);
        return 1;
    }
    BenchSandbox sandbox;
    if (!sandbox.launch(QStringLiteral("sandbox:sbx-4090-us"))) {
        return 1;
    }
    sandbox.services().jobs().setSshWaitMs(60000);
    recoveryStages(sandbox, code.path());
    if (!sandbox.launch(QStringLiteral("sandbox:sbx-4090-us"))) {
        return 1;
    }
    shuttleCost(sandbox, checkpointMb);
    return 0;
}
