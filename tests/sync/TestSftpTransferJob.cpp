// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LocalSshd.h"
#include "TempHome.h"
#include "TestFiles.h"
#include "ssh/KnownHosts.h"
#include "sync/ExcludeMatcher.h"
#include "sync/LocalManifestBuilder.h"
#include "sync/Manifest.h"
#include "sync/SftpTransferJob.h"
#include "sync/SftpTransferSide.h"

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace RentDeck;
using TestFiles::corruptKeepingSizeAndMtime;
using TestFiles::readFile;
using TestFiles::writeFile;
using TestFiles::writeRandomFile;

namespace {

constexpr qint64 BigSize = 200 << 20;

Manifest manifestOf(const QString &root)
{
    LocalManifestBuilder builder;
    QSignalSpy done(&builder, &LocalManifestBuilder::finished);
    builder.start(root);
    if (!done.wait(60000) || builder.error().isError()) {
        qWarning() << "manifest of" << root << "failed:" << builder.error().message;
        return {};
    }
    return builder.manifest();
}

/** Empty when \a a and \a b hold the same entries (type, size, SHA-256, symlink text); else what differs. */
QString treeDifference(const QString &a, const QString &b)
{
    const ManifestComparison comparison = ManifestComparison::compare(manifestOf(a), manifestOf(b));
    return comparison.identical() ? QString() : QString::fromUtf8(QJsonDocument(comparison.toJson()).toJson());
}

/** Files (not symlinks) whose mtime in seconds differs between the trees. */
QStringList mtimeDifferences(const QString &a, const QString &b)
{
    QStringList result;
    QDirIterator it(a, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QFileInfo source(it.next());
        if (source.isSymLink() || source.fileName() == Manifest::CacheFileName) {
            continue;
        }
        const QFileInfo copy(b + QLatin1Char('/') + QDir(a).relativeFilePath(source.filePath()));
        if (copy.lastModified().toSecsSinceEpoch() != source.lastModified().toSecsSinceEpoch()) {
            result << copy.filePath();
        }
    }
    return result;
}

struct Run
{
    bool ok = false;
    Error error;
    SftpTransferStats stats;
    QList<int> percents;
    qint64 ms = 0;
};

} // namespace

class TestSftpTransferJob : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void excludeRules();
    void remoteRoots();
    void pushAndPullATree();
    void secondRunSendsNothing();
    void quickCheckThenFilesFrom();
    void excludesAndDelete();
    void bigFileThroughput();
    void cancelThenResume();
    void destroyedWhileRunning();
    void wrongPathsAreExplained();
    void wrongHostKeyTransfersNothing();

private:
    RsyncOptions options(const QString &local, const QString &remote,
        RsyncOptions::Direction direction = RsyncOptions::Direction::Push) const;
    Run run(SftpTransferJob &job, int timeoutMs = 60000);
    bool sshdUp() const { return m_sshd.isRunning(); }

    std::unique_ptr<TempHome> m_home;
    LocalSshd m_sshd;
    QTemporaryDir m_dir;
    QString m_trusted;
    QString m_src;
    QString m_remote;
};

void TestSftpTransferJob::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_home = std::make_unique<TempHome>();
    m_remote = m_dir.filePath(QStringLiteral("remote"));
    QVERIFY(QDir().mkpath(m_remote));
    QString reason;
    if (!LocalSshd::isAvailable(&reason)) {
        qWarning() << "sshd tests will be skipped:" << reason;
        return;
    }
    QVERIFY2(m_sshd.start(), qPrintable(m_sshd.errorString()));
    m_trusted = m_dir.filePath(QStringLiteral("trusted_known_hosts"));
    QVERIFY(KnownHosts(m_trusted).add(QStringLiteral("127.0.0.1"), m_sshd.port(), m_sshd.hostPublicKeyLine()));

    m_src = m_dir.filePath(QStringLiteral("src"));
    for (int i = 0; i < 300; ++i) {
        QVERIFY(writeFile(m_src + QStringLiteral("/small/d%1/f%2.txt").arg(i % 12).arg(i), QByteArray::number(i * 7)));
    }
    QVERIFY(writeRandomFile(m_src + QStringLiteral("/data/big 20MB.bin"), 20 << 20));
    for (const QString &name : { QStringLiteral("中文/训练数据.txt"), QStringLiteral("with space.txt"),
             QStringLiteral("it's \"quoted\".txt"), QStringLiteral("$(touch pwned) and `id`.txt"),
             QStringLiteral("-starts-with-dash"), QStringLiteral("new\nline"), QStringLiteral("a/b/c/deep.txt") }) {
        QVERIFY(writeFile(m_src + QLatin1Char('/') + name, name.toUtf8()));
    }
    QVERIFY(writeFile(m_src + QStringLiteral("/run.sh"), "#!/bin/sh\necho hi\n"));
    QVERIFY(QFile::setPermissions(m_src + QStringLiteral("/run.sh"), QFileDevice::Permissions(0x7755)));
    QVERIFY(QDir().mkpath(m_src + QStringLiteral("/empty dir")));
    QVERIFY(QFile::link(QStringLiteral("with space.txt"), m_src + QStringLiteral("/link to it")));
    QVERIFY(QFile::link(QStringLiteral("../nowhere"), m_src + QStringLiteral("/a/dangling")));
    // Never sent: the remote manifest cache belongs to the side that has it.
    QVERIFY(writeFile(m_src + QLatin1Char('/') + Manifest::CacheFileName, "cache"));
    // Old mtimes, so that a copy that forgot them shows.
    QDirIterator it(m_src, QDir::Files | QDir::NoDotAndDotDot | QDir::Hidden, QDirIterator::Subdirectories);
    const QDateTime old = QDateTime::currentDateTime().addDays(-30);
    while (it.hasNext()) {
        QFile file(it.next());
        if (!file.fileName().endsWith(QLatin1String("dangling")) && file.open(QIODevice::ReadWrite)) {
            file.setFileTime(old.addSecs(QRandomGenerator::global()->bounded(1000)), QFileDevice::FileModificationTime);
        }
    }
}

RsyncOptions TestSftpTransferJob::options(
    const QString &local, const QString &remote, RsyncOptions::Direction direction) const
{
    RsyncOptions result;
    result.direction = direction;
    result.endpoint = m_sshd.endpoint(m_trusted);
    result.localPath = local;
    result.remotePath = remote;
    return result;
}

Run TestSftpTransferJob::run(SftpTransferJob &job, int timeoutMs)
{
    Run result;
    connect(&job, &SftpTransferJob::progress, this,
        [&result](qint64, qint64, int percent, double, int, int, int) { result.percents << percent; });
    QSignalSpy finished(&job, &SftpTransferJob::finished);
    QElapsedTimer timer;
    timer.start();
    job.start();
    if (!finished.wait(timeoutMs)) {
        result.error = Error::make(Error::Code::Timeout, QStringLiteral("test timeout"));
        return result;
    }
    result.ms = timer.elapsed();
    result.ok = job.isOk();
    result.error = job.error();
    result.stats = job.stats();
    // Exactly once.
    QTest::qWait(50);
    if (finished.size() != 1) {
        result.ok = false;
        result.error
            = Error::make(Error::Code::Internal, QStringLiteral("finished() came %1 times").arg(finished.size()));
    }
    return result;
}

void TestSftpTransferJob::excludeRules()
{
    const ExcludeMatcher m({ QStringLiteral("*.log"), QStringLiteral("build/"), QStringLiteral("/top-only"),
        QStringLiteral("docs/private"), QStringLiteral("**/cache/*.bin"), QStringLiteral("[ab]?.tmp") });
    QVERIFY(m.excludes(QStringLiteral("x.log"), false));
    QVERIFY(m.excludes(QStringLiteral("deep/er/x.log"), false));
    QVERIFY(m.excludes(QStringLiteral("build"), true));
    QVERIFY(!m.excludes(QStringLiteral("build"), false)); // trailing '/': directories only
    QVERIFY(m.excludes(QStringLiteral("sub/build/out.o"), false)); // below an excluded directory
    QVERIFY(m.excludes(QStringLiteral("top-only"), false));
    QVERIFY(!m.excludes(QStringLiteral("sub/top-only"), false)); // anchored
    QVERIFY(m.excludes(QStringLiteral("docs/private/a.txt"), false));
    QVERIFY(m.excludes(QStringLiteral("sub/docs/private"), true)); // unanchored: any depth, whole components
    QVERIFY(!m.excludes(QStringLiteral("mydocs/private"), true));
    QVERIFY(m.excludes(QStringLiteral("a/b/cache/x.bin"), false));
    QVERIFY(!m.excludes(QStringLiteral("a/b/cache/sub/x.bin"), false)); // '*' stays in one component
    QVERIFY(m.excludes(QStringLiteral("a1.tmp"), false));
    QVERIFY(!m.excludes(QStringLiteral("c1.tmp"), false));
    QVERIFY(!m.excludes(QStringLiteral("keep.txt"), false));
    QVERIFY(!m.matchesEntry(QStringLiteral("build/out.o"), false)); // the entry alone
}

void TestSftpTransferJob::remoteRoots()
{
    QCOMPARE(SftpTransferSide::normalizedRoot(QString()), QStringLiteral("."));
    QCOMPARE(SftpTransferSide::normalizedRoot(QStringLiteral("~")), QStringLiteral("."));
    QCOMPARE(SftpTransferSide::normalizedRoot(QStringLiteral("~/data/")), QStringLiteral("data"));
    QCOMPARE(SftpTransferSide::normalizedRoot(QStringLiteral("/workspace/x//")), QStringLiteral("/workspace/x"));
    QCOMPARE(SftpTransferSide::normalizedRoot(QStringLiteral("/")), QStringLiteral("/"));
}

void TestSftpTransferJob::pushAndPullATree()
{
    if (!sshdUp()) {
        QSKIP("needs sshd");
    }
    const QString dst = m_remote + QStringLiteral("/tree");
    SftpTransferJob push(options(m_src, dst));
    const Run pushed = run(push);
    QVERIFY2(pushed.ok, qPrintable(pushed.error.message + QLatin1Char('\n') + pushed.error.detail));
    qInfo() << "push of the tree:" << pushed.ms << "ms," << pushed.stats.filesTransferred << "files";
    QVERIFY(!pushed.percents.isEmpty());
    QVERIFY(std::is_sorted(pushed.percents.cbegin(), pushed.percents.cend()));
    QCOMPARE(pushed.percents.constLast(), 100);
    QCOMPARE(pushed.stats.filesTransferred, 300 + 1 + 7 + 1);
    QCOMPARE(pushed.stats.filesTransferred, pushed.stats.filesTotal);
    QCOMPARE(pushed.stats.totalTransferredFileSize, pushed.stats.totalFileSize);
    QVERIFY(pushed.stats.totalTransferredFileSize > (20 << 20));

    const QString difference = treeDifference(m_src, dst);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    QVERIFY(!QFileInfo::exists(dst + QLatin1Char('/') + Manifest::CacheFileName));
    QVERIFY(!QFileInfo::exists(dst + QStringLiteral("/.rsync-partial")));
    QVERIFY(!QFileInfo::exists(dst + QStringLiteral("/small/d1/.rsync-partial")));
    QVERIFY(QFileInfo(dst + QStringLiteral("/empty dir")).isDir());
    QCOMPARE(QFile::symLinkTarget(dst + QStringLiteral("/link to it")), dst + QStringLiteral("/with space.txt"));
    QVERIFY(QFileInfo(dst + QStringLiteral("/a/dangling")).isSymLink());
    QCOMPARE(QFileInfo(dst + QStringLiteral("/run.sh")).permissions(),
        QFileInfo(m_src + QStringLiteral("/run.sh")).permissions());
    QCOMPARE(mtimeDifferences(m_src, dst), QStringList());
    QVERIFY(!QFileInfo::exists(QDir::currentPath() + QStringLiteral("/pwned")));

    const QString back = m_dir.filePath(QStringLiteral("pulled"));
    SftpTransferJob pull(options(back, dst, RsyncOptions::Direction::Pull));
    const Run pulled = run(pull);
    QVERIFY2(pulled.ok, qPrintable(pulled.error.message));
    qInfo() << "pull of the tree:" << pulled.ms << "ms";
    QCOMPARE(pulled.percents.constLast(), 100);
    const QString pulledDifference = treeDifference(m_src, back);
    QVERIFY2(pulledDifference.isEmpty(), qPrintable(pulledDifference));
    QCOMPARE(mtimeDifferences(m_src, back), QStringList());
    QCOMPARE(QFileInfo(back + QStringLiteral("/link to it")).symLinkTarget(), back + QStringLiteral("/with space.txt"));
}

void TestSftpTransferJob::secondRunSendsNothing()
{
    if (!sshdUp()) {
        QSKIP("needs sshd");
    }
    SftpTransferJob again(options(m_src, m_remote + QStringLiteral("/tree")));
    const Run r = run(again);
    QVERIFY2(r.ok, qPrintable(r.error.message));
    QCOMPARE(r.stats.totalTransferredFileSize, 0);
    QCOMPARE(r.stats.filesTransferred, 0);
    QCOMPARE(r.stats.filesTotal, 309);
    qInfo() << "second run (quick check only):" << r.ms << "ms";
}

void TestSftpTransferJob::quickCheckThenFilesFrom()
{
    if (!sshdUp()) {
        QSKIP("needs sshd");
    }
    const QString dst = m_remote + QStringLiteral("/tree");
    const QStringList names { QStringLiteral("with space.txt"), QStringLiteral("中文/训练数据.txt"),
        QStringLiteral("small/d3/f3.txt") };
    for (const QString &name : names) {
        QVERIFY(corruptKeepingSizeAndMtime(dst + QLatin1Char('/') + name));
    }
    SftpTransferJob plain(options(m_src, dst));
    const Run quick = run(plain);
    QVERIFY(quick.ok);
    QCOMPARE(quick.stats.totalTransferredFileSize, 0); // same size and mtime: not looked at
    QVERIFY(readFile(dst + QStringLiteral("/with space.txt")).startsWith("XXX"));

    RsyncOptions repair = options(m_src, dst);
    repair.filesFrom = { names.at(0), QStringLiteral("./") + names.at(1) };
    SftpTransferJob listed(repair);
    const Run fixed = run(listed);
    QVERIFY2(fixed.ok, qPrintable(fixed.error.message));
    QCOMPARE(fixed.stats.filesTransferred, 2);
    QCOMPARE(readFile(dst + QStringLiteral("/with space.txt")), QByteArray("with space.txt"));
    QCOMPARE(readFile(dst + QStringLiteral("/中文/训练数据.txt")), QStringLiteral("中文/训练数据.txt").toUtf8());
    QVERIFY(readFile(dst + QStringLiteral("/small/d3/f3.txt")).startsWith("X")); // not listed: untouched
    QCOMPARE(mtimeDifferences(m_src, dst), QStringList());

    RsyncOptions byContent = options(m_src, dst);
    byContent.checksum = true;
    SftpTransferJob checksum(byContent);
    const Run compared = run(checksum);
    QVERIFY2(compared.ok, qPrintable(compared.error.message));
    QCOMPARE(compared.stats.filesTransferred, 1);
    const QString difference = treeDifference(m_src, dst);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
}

void TestSftpTransferJob::excludesAndDelete()
{
    if (!sshdUp()) {
        QSKIP("needs sshd");
    }
    const QString src = m_dir.filePath(QStringLiteral("exsrc"));
    for (const QString &name : { QStringLiteral("keep.txt"), QStringLiteral("debug.log"), QStringLiteral("sub/x.log"),
             QStringLiteral("build/out.o"), QStringLiteral("docs/private/secret.txt"),
             QStringLiteral("sub/docs/private/also.txt"), QStringLiteral("top.tmp"), QStringLiteral("sub/top.tmp") }) {
        QVERIFY(writeFile(src + QLatin1Char('/') + name, "x"));
    }
    // gitignore rules as RsyncJob reads them: "a/b" is anchored like git, so only the top-level one goes.
    QVERIFY(writeFile(src + QStringLiteral("/.rdignore"), "*.bak\nsub/top.tmp\n"));
    QVERIFY(writeFile(src + QStringLiteral("/old.bak"), "x"));
    QVERIFY(writeFile(src + QStringLiteral("/deeper/sub/top.tmp"), "x"));
    const QString dst = m_remote + QStringLiteral("/ex");
    RsyncOptions opts = options(src, dst);
    opts.excludes = { QStringLiteral("*.log"), QStringLiteral("build/"), QStringLiteral("docs/private/"),
        QStringLiteral("/top.tmp") };
    SftpTransferJob job(opts);
    const Run r = run(job);
    QVERIFY2(r.ok, qPrintable(r.error.message));
    QStringList got;
    QDirIterator it(dst, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        got << QDir(dst).relativeFilePath(it.next());
    }
    got.sort();
    QCOMPARE(got,
        (QStringList {
            QStringLiteral(".rdignore"), QStringLiteral("deeper/sub/top.tmp"), QStringLiteral("keep.txt") }));

    // An extra file goes only with deleteExtraneous; an excluded one stays even then.
    QVERIFY(writeFile(dst + QStringLiteral("/extra.txt"), "extra"));
    QVERIFY(writeFile(dst + QStringLiteral("/extra dir/inner.txt"), "extra"));
    QVERIFY(writeFile(dst + QStringLiteral("/remote-only.log"), "excluded"));
    QVERIFY(writeFile(dst + QLatin1Char('/') + Manifest::CacheFileName, "the remote side's own cache"));
    SftpTransferJob plain(opts);
    QVERIFY(run(plain).ok);
    QVERIFY(QFileInfo::exists(dst + QStringLiteral("/extra.txt")));
    opts.deleteExtraneous = true;
    SftpTransferJob withDelete(opts);
    const Run deleted = run(withDelete);
    QVERIFY2(deleted.ok, qPrintable(deleted.error.message));
    QCOMPARE(deleted.stats.entriesDeleted, 3);
    QVERIFY(!QFileInfo::exists(dst + QStringLiteral("/extra.txt")));
    QVERIFY(!QFileInfo::exists(dst + QStringLiteral("/extra dir")));
    QVERIFY(QFileInfo::exists(dst + QStringLiteral("/remote-only.log")));
    QVERIFY(QFileInfo::exists(dst + QLatin1Char('/') + Manifest::CacheFileName));
    QVERIFY(QFileInfo::exists(dst + QStringLiteral("/keep.txt")));
}

void TestSftpTransferJob::bigFileThroughput()
{
    if (!sshdUp()) {
        QSKIP("needs sshd");
    }
    const QString src = m_dir.filePath(QStringLiteral("bigsrc"));
    QVERIFY(writeRandomFile(src + QStringLiteral("/huge.bin"), BigSize));
    const QString dst = m_remote + QStringLiteral("/big");
    SftpTransferJob push(options(src, dst));
    const Run pushed = run(push);
    QVERIFY2(pushed.ok, qPrintable(pushed.error.message));
    const QString back = m_dir.filePath(QStringLiteral("bigback"));
    SftpTransferJob pull(options(back, dst, RsyncOptions::Direction::Pull));
    const Run pulled = run(pull);
    QVERIFY2(pulled.ok, qPrintable(pulled.error.message));
    const double pushRate = double(BigSize) / 1e6 / (double(pushed.ms) / 1000.0);
    const double pullRate = double(BigSize) / 1e6 / (double(pulled.ms) / 1000.0);
    qInfo("200 MB over loopback: push %.0f MB/s (%lld ms), pull %.0f MB/s (%lld ms)", pushRate, pushed.ms, pullRate,
        pulled.ms);
    QCOMPARE(readFile(back + QStringLiteral("/huge.bin")).size(), BigSize);
    const QString difference = treeDifference(src, back);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    QDir(back).removeRecursively();
    QDir(dst).removeRecursively();
    // Loose: catches a pathological slowdown, not a busy CI machine.
    QVERIFY2(pushRate > 20 && pullRate > 20, "SFTP throughput below 20 MB/s on loopback");
}

void TestSftpTransferJob::cancelThenResume()
{
    if (!sshdUp()) {
        QSKIP("needs sshd");
    }
    const QString src = m_dir.filePath(QStringLiteral("bigsrc"));
    const QString dst = m_remote + QStringLiteral("/resumed");
    SftpTransferJob job(options(src, dst));
    connect(&job, &SftpTransferJob::progress, this, [&job](qint64 bytes, qint64, int, double, int, int, int) {
        if (bytes > 0) {
            job.cancel();
        }
    });
    const Run r = run(job);
    QVERIFY(!r.ok);
    QCOMPARE(r.error.code, Error::Code::Cancelled);
    QVERIFY2(r.error.message.contains(QStringLiteral("again")), qPrintable(r.error.message));
    const QString partial = dst + QStringLiteral("/.rsync-partial/huge.bin");
    const qint64 kept = QFileInfo(partial).size();
    qInfo() << "partial file after cancel:" << kept << "bytes";
    QVERIFY(kept > 0);
    QVERIFY(kept < BigSize);
    QVERIFY(!QFileInfo::exists(dst + QStringLiteral("/huge.bin")));

    SftpTransferJob rerun(options(src, dst));
    const Run again = run(rerun);
    QVERIFY2(again.ok, qPrintable(again.error.message));
    qInfo() << "rerun sent" << again.stats.totalTransferredFileSize << "bytes, resumed" << again.stats.resumedBytes;
    QCOMPARE(again.stats.filesResumed, 1);
    QCOMPARE(again.stats.resumedBytes, kept);
    QCOMPARE(again.stats.totalTransferredFileSize, BigSize - kept);
    const QString difference = treeDifference(src, dst);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    QVERIFY(!QFileInfo::exists(dst + QStringLiteral("/.rsync-partial")));

    // A partial that does not end like the source is not continued.
    QVERIFY(writeFile(dst + QStringLiteral("/.rsync-partial/huge.bin"), QByteArray(1 << 20, 'Z')));
    QVERIFY(QFile::remove(dst + QStringLiteral("/huge.bin")));
    SftpTransferJob stale(options(src, dst));
    const Run fresh = run(stale);
    QVERIFY2(fresh.ok, qPrintable(fresh.error.message));
    QCOMPARE(fresh.stats.resumedBytes, 0);
    QCOMPARE(fresh.stats.totalTransferredFileSize, BigSize);
    QCOMPARE(readFile(dst + QStringLiteral("/huge.bin")).left(4), readFile(src + QStringLiteral("/huge.bin")).left(4));
}

void TestSftpTransferJob::destroyedWhileRunning()
{
    if (!sshdUp()) {
        QSKIP("needs sshd");
    }
    const QString dst = m_remote + QStringLiteral("/destroyed");
    auto job = std::make_unique<SftpTransferJob>(options(m_dir.filePath(QStringLiteral("bigsrc")), dst));
    QSignalSpy progress(job.get(), &SftpTransferJob::progress);
    job->start();
    QVERIFY(progress.wait(10000));
    // The first progress can come before the server has written a byte (slow under the sanitizers): wait for data.
    const QString partial = dst + QStringLiteral("/.rsync-partial/huge.bin");
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(partial).size() > 0, 10000);
    QElapsedTimer timer;
    timer.start();
    job.reset(); // cancels and waits for the worker to let go of its files
    QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
    const qint64 size = QFileInfo(partial).size();
    QVERIFY(size > 0);
    QTest::qWait(300);
    QCOMPARE(QFileInfo(partial).size(), size); // nobody writes any more
}

void TestSftpTransferJob::wrongPathsAreExplained()
{
    if (!sshdUp()) {
        QSKIP("needs sshd");
    }
    const QString missing = m_remote + QStringLiteral("/no such folder");
    SftpTransferJob pull(options(m_dir.filePath(QStringLiteral("nowhere")), missing, RsyncOptions::Direction::Pull));
    const Run pulled = run(pull);
    QVERIFY(!pulled.ok);
    QCOMPARE(pulled.error.code, Error::Code::NotFound);
    QVERIFY2(pulled.error.message.contains(missing)
            && pulled.error.message.contains(QStringLiteral("check the path"), Qt::CaseInsensitive),
        qPrintable(pulled.error.message));

    QVERIFY(writeFile(m_remote + QStringLiteral("/a file"), "x"));
    const QString underFile = m_remote + QStringLiteral("/a file/sub");
    SftpTransferJob push(options(m_dir.filePath(QStringLiteral("exsrc")), underFile));
    const Run pushed = run(push);
    QVERIFY(!pushed.ok);
    QVERIFY2(pushed.error.message.contains(QStringLiteral("a file"))
            && pushed.error.message.contains(QStringLiteral("Check")),
        qPrintable(pushed.error.message));
    qInfo().noquote() << "errors read:\n " << pulled.error.message << "\n " << pushed.error.message;
}

void TestSftpTransferJob::wrongHostKeyTransfersNothing()
{
    if (!sshdUp()) {
        QSKIP("needs sshd");
    }
    const QString wrong = m_dir.filePath(QStringLiteral("wrong_known_hosts"));
    QVERIFY(KnownHosts(wrong).add(QStringLiteral("127.0.0.1"), m_sshd.port(), m_sshd.clientPublicKeyLine()));
    RsyncOptions opts = options(m_dir.filePath(QStringLiteral("exsrc")), m_remote + QStringLiteral("/hostkey"));
    opts.endpoint.knownHostsFile = wrong;
    SftpTransferJob job(opts);
    const Run r = run(job);
    QVERIFY(!r.ok);
    QCOMPARE(r.error.code, Error::Code::HostKey);
    QVERIFY(!QFileInfo::exists(m_remote + QStringLiteral("/hostkey")));
}

QTEST_GUILESS_MAIN(TestSftpTransferJob)
#include "TestSftpTransferJob.moc"
