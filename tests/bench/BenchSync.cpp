// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Sync benchmark on a sandbox instance over loopback, against plain tools in the same run. Prints ratios:
//   1. push + verify vs `rsync -a` then `sha256sum` of both trees by hand      (goal <= 1.2x)
//   2. re-sync + verify of the unchanged tree vs an `rsync -a` no-op           (goal <= 1.5x)
//   3. local hashing of the big file vs `sha256sum`                            (goal >= 0.9x)
//   4. local hashing of the small files vs `sha256sum` over them               (goal >= 1.5x)
// Usage: rentdeck-bench-sync [BIG_MB] [SMALL_FILES]   (defaults 512 and 20000: a ~1 GiB tree)
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

using namespace RentDeck;

namespace {
double runSync(const RsyncOptions &options, SshSession *session, Database *database)
{
    SyncJob job(options, session, database); // the database holds the local hash cache
    bool done = false;
    QObject::connect(&job, &SyncJob::finished, &job, [&done] { done = true; });
    QElapsedTimer clock;
    clock.start();
    job.start();
    waitUntil([&done] { return done; }, 3600000);
    if (!job.isVerified()) {
        qWarning("sync not verified: %s", qPrintable(job.error().message));
    }
    return double(clock.nsecsElapsed()) / 1e6;
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
    printf("making the tree: one %d MiB file + %d small files…\n", bigMb, smallFiles);
    runShell(QStringLiteral("mkdir -p %1/big %1/small && head -c %2M /dev/urandom > %1/big/big.bin && cd %1/small && "
                            "for d in $(seq 0 99); do mkdir $d; done && seq 0 %3 | while read i; do "
                            "echo \"file $i $RANDOM\" > $((i % 100))/f$i.txt; done")
                 .arg(ShellQuote::quote(tree))
                 .arg(bigMb)
                 .arg(smallFiles - 1));

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
    const double rentdeck = runSync(options, &session, sandbox.database());
    const QString ssh = ShellQuote::join(QStringList { QStringLiteral("ssh") } + OpenSshCommand::options(endpoint)
        + QStringList { QStringLiteral("-o"), QStringLiteral("BatchMode=yes") });
    const QString rsync = QStringLiteral("rsync -a -e %1 %2/ %3@%4:plain/")
                              .arg(ShellQuote::quote(ssh), ShellQuote::quote(tree), endpoint.user, endpoint.host);
    const double plainRsync = runShell(rsync);
    const double plainHash = runShell(
        QStringLiteral("cd %1 && find . -type f -print0 | sort -z | xargs -0 sha256sum > /dev/null && cd %2/plain && "
                       "find . -type f -print0 | sort -z | xargs -0 sha256sum > /dev/null")
            .arg(ShellQuote::quote(tree), ShellQuote::quote(home)));
    printf("1. push + verify       rentdeck %8.0f ms   rsync + sha256sum both %8.0f ms   ratio %.2fx (goal <= 1.2x)\n",
        rentdeck, plainRsync + plainHash, rentdeck / (plainRsync + plainHash));

    // 2. Unchanged tree: the caches make verification cheap.
    const double again = runSync(options, &session, sandbox.database());
    const double noop = runShell(rsync);
    printf("2. re-sync unchanged   rentdeck %8.0f ms   rsync no-op %8.0f ms   ratio %.2fx (goal <= 1.5x)\n", again,
        noop, again / noop);

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
