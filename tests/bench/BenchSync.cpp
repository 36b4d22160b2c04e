// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Sync benchmark on a sandbox instance over loopback, against plain tools in the same run. Prints ratios:
//   1. push + verify vs `rsync -a` then `sha256sum` of both trees by hand      (goal <= 1.0x)
//   2. re-sync + verify of the unchanged tree vs an `rsync -a` no-op           (goal <= 1.2x)
//   3. local hashing of the big file vs `sha256sum`                            (goal >= 0.9x)
//   4. local hashing of the small files vs `sha256sum` over them               (goal >= 1.5x)
//   5. peak memory per 100,000 files, progress updates and the longest silence during the first push
//   6. how fast cancel answers while sending and while verifying                (goal < 1 s)
// Usage: rentdeck-bench-sync [BIG_MB] [SMALL_FILES] [SMALL_BYTES]   (defaults 512, 20000 and a line each: ~0.5 GiB;
//        200000 files of 4096 bytes in 1,000 folders is the ImageNet-like case)
#include "BenchSandbox.h"
#include "ssh/OpenSshCommand.h"
#include "ssh/ShellQuote.h"
#include "ssh/SshSession.h"
#include "sync/LocalManifestBuilder.h"
#include "sync/SyncJob.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <algorithm>
#include <functional>
#include <sys/resource.h>

using namespace RentDeck;

namespace {
/** What one sync showed while it ran: how often it said something, and how long the longest silence was. */
struct SyncRun
{
    double ms = 0;
    int updates = 0;
    double longestSilenceMs = 0;
};

SyncRun runSyncWatched(const RsyncOptions &options, SshSession *session, Database *database, bool verify = true)
{
    SyncJob job(options, session, database); // the database holds the local hash cache
    job.setVerify(verify);
    bool done = false;
    SyncRun run;
    QElapsedTimer clock;
    qint64 lastUpdateNs = 0;
    const auto update = [&] {
        const qint64 now = clock.nsecsElapsed();
        run.longestSilenceMs = std::max(run.longestSilenceMs, double(now - lastUpdateNs) / 1e6);
        lastUpdateNs = now;
        ++run.updates;
    };
    QObject::connect(&job, &SyncJob::progress, &job, update);
    QObject::connect(&job, &SyncJob::phaseChanged, &job, update);
    QObject::connect(&job, &SyncJob::finished, &job, [&done] { done = true; });
    clock.start();
    job.start();
    waitUntil([&done] { return done; }, 3600000);
    if (verify && !job.isVerified()) {
        qWarning("sync not verified: %s", qPrintable(job.error().message));
    }
    run.ms = double(clock.nsecsElapsed()) / 1e6;
    return run;
}

double runSync(const RsyncOptions &options, SshSession *session, Database *database, bool verify = true)
{
    return runSyncWatched(options, session, database, verify).ms;
}

/**
 * Starts a sync of \a options and cancels it once \a when is true (polled every 5 ms); how long cancel() took to
 * bring finished().
 */
double cancelLatency(const RsyncOptions &options, SshSession *session, Database *database,
    const std::function<bool(const SyncJob &)> &when)
{
    SyncJob job(options, session, database);
    bool done = false;
    QObject::connect(&job, &SyncJob::finished, &job, [&done] { done = true; });
    job.start();
    waitUntil([&] { return done || when(job); }, 600000);
    if (done) {
        return -1; // finished before the moment came
    }
    QElapsedTimer clock;
    clock.start();
    job.cancel();
    waitUntil([&done] { return done; }, 60000);
    return double(clock.nsecsElapsed()) / 1e6;
}

/** Peak resident memory of this process so far, MiB. */
double peakRssMiB()
{
    struct rusage usage
    {
    };
    ::getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0;
}

double hashTree(const QString &root)
{
    LocalManifestBuilder builder; // no ledger: no cache, every byte is read
    bool done = false;
    QObject::connect(&builder, &LocalManifestBuilder::finished, &builder, [&done] { done = true; });
    QElapsedTimer clock;
    clock.start();
    builder.start(root);
    waitUntil([&done] { return done; }, 3600000);
    return double(clock.nsecsElapsed()) / 1e6;
}
} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int bigMb = argc > 1 ? QByteArray(argv[1]).toInt() : 512;
    const int smallFiles = argc > 2 ? QByteArray(argv[2]).toInt() : 20000;
    QTemporaryDir data;
    const QString tree = data.filePath(QStringLiteral("tree"));
    const int smallBytes = argc > 3 ? QByteArray(argv[3]).toInt() : 0;
    printf("making the tree: one %d MiB file + %d small files (%s)…\n", bigMb, smallFiles,
        smallBytes > 0 ? qPrintable(QStringLiteral("%1 bytes each").arg(smallBytes)) : "a line each");
    runShell(QStringLiteral("mkdir -p %1/big %1/small && head -c %2M /dev/urandom > %1/big/big.bin")
                 .arg(ShellQuote::quote(tree))
                 .arg(bigMb));
    // Folders of about 200 files, as a dataset of class folders is laid out (ImageNet: 1,000 of ~1,300).
    const int folders = std::max(100, smallFiles / 200);
    for (int folder = 0; folder < folders; ++folder) {
        QDir().mkpath(QStringLiteral("%1/small/%2").arg(tree).arg(folder));
    }
    QByteArray payload(std::max(smallBytes, 64), Qt::Uninitialized);
    for (qsizetype i = 0; i < payload.size(); ++i) {
        payload[i] = char((i * 131 + 7) & 0xff);
    }
    for (int i = 0; i < smallFiles; ++i) {
        QFile file(QStringLiteral("%1/small/%2/f%3.txt").arg(tree).arg(i % folders).arg(i));
        if (!file.open(QIODevice::WriteOnly)) {
            qWarning("cannot write %s", qPrintable(file.fileName()));
            return 1;
        }
        const QByteArray head = "file " + QByteArray::number(i) + '\n'; // every file differs
        file.write(head);
        if (smallBytes > head.size()) {
            file.write(payload.constData(), smallBytes - head.size());
        }
    }

    BenchSandbox sandbox;
    if (!sandbox.launch(QStringLiteral("sandbox:sbx-4090-us"))) {
        return 1;
    }
    const SshEndpoint &endpoint = sandbox.instance().ssh;
    const QString home = sandbox.home() + QStringLiteral("/providers/sandbox/instances/") + sandbox.instance().id
        + QStringLiteral("/home");
    SshSession session(endpoint);
    session.connectToHost();
    waitUntil([&session] { return session.state() == SshSession::State::Connected; }, 15000);

    // 1. First push with verification vs rsync + sha256sum of both trees.
    RsyncOptions options;
    options.endpoint = endpoint;
    options.localPath = tree;
    options.remotePath = QStringLiteral("rd");
    const double rssBefore = peakRssMiB();
    // Each side starts with nothing waiting to be written back: otherwise the first one measured pays the kernel's
    // writeback of the tree just made (800 MB in the 200,000-file case), and the second the first one's copy.
    runShell(QStringLiteral("sync"));
    const SyncRun first = runSyncWatched(options, &session, sandbox.database());
    const double rentdeck = first.ms;
    const double rssGrowth = peakRssMiB() - rssBefore;
    const QString ssh = ShellQuote::join(QStringList { QStringLiteral("ssh") } + OpenSshCommand::options(endpoint)
        + QStringList { QStringLiteral("-o"), QStringLiteral("BatchMode=yes") });
    const QString rsync = QStringLiteral("rsync -a -e %1 %2/ %3@%4:plain/")
                              .arg(ShellQuote::quote(ssh), ShellQuote::quote(tree), endpoint.user, endpoint.host);
    runShell(QStringLiteral("sync"));
    const double plainRsync = runShell(rsync);
    const double plainHash = runShell(
        QStringLiteral("cd %1 && find . -type f -print0 | sort -z | xargs -0 sha256sum > /dev/null && cd %2/plain && "
                       "find . -type f -print0 | sort -z | xargs -0 sha256sum > /dev/null")
            .arg(ShellQuote::quote(tree), ShellQuote::quote(home)));
    printf("1. push + verify       rentdeck %8.0f ms   rsync + sha256sum both %8.0f ms   ratio %.2fx (goal <= 1.0x)\n"
           "                       (the peer: rsync %.0f ms, then sha256sum of both trees %.0f ms)\n",
        rentdeck, plainRsync + plainHash, rentdeck / (plainRsync + plainHash), plainRsync, plainHash);

    // 2. Unchanged tree: the tree states prove nothing changed since the verification above. Three rounds, medians;
    // the same sync without verification shows what rsync alone costs with RentDeck's options.
    QList<double> again, unverified, noop;
    for (int round = 0; round < 3; ++round) {
        again << runSync(options, &session, sandbox.database());
        unverified << runSync(options, &session, sandbox.database(), false);
        noop << runShell(rsync);
    }
    const auto median = [](QList<double> values) {
        std::sort(values.begin(), values.end());
        return values.at(values.size() / 2);
    };
    printf("2. re-sync unchanged   rentdeck %8.0f ms   rsync no-op %8.0f ms   ratio %.2fx (goal <= 1.2x); without "
           "verification %.0f ms (%.2fx)\n",
        median(again), median(noop), median(again) / median(noop), median(unverified),
        median(unverified) / median(noop));

    // 5. What a big tree costs while it syncs: memory, how live the progress is, how fast cancel answers.
    printf("5. %d files: peak memory +%.0f MiB during push + verify (%.0f MiB per 100,000 files); %d progress "
           "updates, longest silence %.0f ms\n",
        smallFiles + 1, rssGrowth, rssGrowth * 100000.0 / double(smallFiles + 1), first.updates,
        first.longestSilenceMs);
    RsyncOptions fresh = options;
    fresh.remotePath = QStringLiteral("rd-cancel");
    const double cancelTransfer = cancelLatency(fresh, &session, sandbox.database(),
        [](const SyncJob &job) { return job.bytesTransferred() > 0 || job.elapsedMs() > 1500; });
    // A fresh folder again: sent in full, then cancelled while the instance hashes what it got.
    fresh.remotePath = QStringLiteral("rd-verify-cancel");
    const double cancelVerify = cancelLatency(fresh, &session, sandbox.database(),
        [](const SyncJob &job) { return job.phase() == SyncJob::Phase::Verifying; });
    printf("6. cancel answered in %.0f ms while sending, %.0f ms while verifying (goal < 1000 ms)\n", cancelTransfer,
        cancelVerify);

    // 3./4. Local hashing vs sha256sum.
    const double ours = hashTree(tree + QStringLiteral("/big"));
    const double theirs = runShell(QStringLiteral("sha256sum %1/big/big.bin > /dev/null").arg(ShellQuote::quote(tree)));
    printf("3. hash %d MiB file   rentdeck %8.0f ms   sha256sum %8.0f ms   speed %.2fx (goal >= 0.9x)\n", bigMb, ours,
        theirs, theirs / ours);
    const double oursSmall = hashTree(tree + QStringLiteral("/small"));
    const double theirsSmall
        = runShell(QStringLiteral("cd %1/small && find . -type f -print0 | xargs -0 sha256sum > /dev/null")
                       .arg(ShellQuote::quote(tree)));
    printf("4. hash %d small files rentdeck %8.0f ms   sha256sum %8.0f ms   speed %.2fx (goal >= 1.5x)\n", smallFiles,
        oursSmall, theirsSmall, theirsSmall / oursSmall);
    session.disconnectFromHost();
    return 0;
}
