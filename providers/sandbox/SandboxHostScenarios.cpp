// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SandboxHostScenarios.h"

#include "SandboxProcesses.h"
#include "SandboxPythonStacks.h"
#include "SandboxSshd.h"
#include "logging/LoggingCategories.h"

#include <QFile>
#include <QProcess>
#include <QThread>
#include <algorithm>
#include <csignal>

namespace RentDeck::SandboxHostScenarios {

namespace {

// The loader's $0: how its processes are told from the instance's others.
constexpr const char *LoaderName = "sandbox-loader";

// What `df` prints inside a Docker container started without --shm-size (Docker's ShmSize default is 64 MB,
// docs.docker.com "docker run --shm-size"): the filesystem is named "shm". Other paths go to the real df.
const QByteArray TinyShmDf
    = "#!/bin/sh\n"
      "# RentDeck sandbox (tiny-shm): /dev/shm as Docker's default 64 MB; other paths are real.\n"
      "for last; do :; done\n"
      "if [ \"$last\" != /dev/shm ]; then exec /bin/df \"$@\"; fi\n"
      "i=; h=; P=\n"
      "for a; do case $a in\n"
      "    --inodes) i=1;; --human-readable) h=1;; --portability) P=1;; --*) ;;\n"
      "    -*) case $a in *i*) i=1;; esac; case $a in *h*) h=1;; esac; case $a in *P*) P=1;; esac;;\n"
      "esac; done\n"
      "if [ -n \"$i\" ]; then printf 'Filesystem      Inodes IUsed   IFree IUse%% Mounted on\\n"
      "shm            2041178     1 2041177    1%% /dev/shm\\n'\n"
      "elif [ -n \"$h\" ]; then printf 'Filesystem      Size  Used Avail Use%% Mounted on\\n"
      "shm              64M     0   64M   0%% /dev/shm\\n'\n"
      "elif [ -n \"$P\" ]; then printf 'Filesystem     1024-blocks  Used Available Capacity Mounted on\\n"
      "shm                  65536     0     65536       0%% /dev/shm\\n'\n"
      "else printf 'Filesystem     1K-blocks  Used Available Use%% Mounted on\\n"
      "shm                65536     0     65536   0%% /dev/shm\\n'\n"
      "fi\n";

QByteArray cmdline(qint64 pid)
{
    QFile file(QStringLiteral("/proc/%1/cmdline").arg(pid));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

Status applyFiles(const SandboxInstancePaths &paths, const QString &scenario)
{
    const QString df = paths.bin + QStringLiteral("/df");
    if (scenario != QLatin1String(TinyShm)) {
        QFile::remove(df);
        return {};
    }
    return SandboxPythonStacks::writeFile(df, TinyShmDf, true);
}

QList<qint64> loaderPids(const QString &marker)
{
    QList<qint64> pids;
    for (const qint64 pid : SandboxProc::withMarker(marker)) {
        if (cmdline(pid).contains(LoaderName)) {
            pids.append(pid);
        }
    }
    return pids;
}

void applyProcesses(const SandboxInstancePaths &paths, const QString &scenario, const QString &marker)
{
    const QList<qint64> running = loaderPids(marker);
    if (scenario != QLatin1String(StarvedLoader)) {
        for (const qint64 pid : running) {
            ::kill(static_cast<pid_t>(pid), SIGKILL); // busy loops: nothing to flush
        }
        return;
    }
    if (!running.isEmpty()) {
        return;
    }
    // A data loader decoding batches on every core: one busy loop per CPU, each its own process started from here
    // (not forked by a script), so every one of them exists before a stop could begin to reap the instance.
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("RENTDECK_SANDBOX_INSTANCE"), marker);
    for (int cpu = 0; cpu < std::max(1, QThread::idealThreadCount()); ++cpu) {
        QProcess process;
        process.setProcessEnvironment(environment);
        process.setWorkingDirectory(paths.home);
        process.setProgram(QStringLiteral("nice"));
        process.setArguments({ QStringLiteral("-n"), QStringLiteral("19"), QStringLiteral("/bin/sh"),
            QStringLiteral("-c"), QStringLiteral("while :; do :; done"), QLatin1String(LoaderName) });
        process.setStandardInputFile(QProcess::nullDevice());
        process.setStandardOutputFile(QProcess::nullDevice());
        process.setStandardErrorFile(QProcess::nullDevice());
        if (!process.startDetached()) {
            qCWarning(lcProviderSandbox) << "the starved-loader scenario's loader did not start:"
                                         << process.errorString();
            return;
        }
    }
}

} // namespace RentDeck::SandboxHostScenarios
