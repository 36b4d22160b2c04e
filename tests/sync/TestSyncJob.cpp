// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// SyncJob end to end over a real sshd on 127.0.0.1: rsync (or SFTP) + manifests of both sides + repair.
#include "LocalSshd.h"
#include "TempHome.h"
#include "TestFiles.h"
#include "billing/Ledger.h"
#include "services/Storage.h"
#include "ssh/KnownHosts.h"
#include "ssh/SshSession.h"
#include "sync/SyncJob.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace RentDeck;
using TestFiles::corruptKeepingSizeAndMtime;
using TestFiles::randomBytes;
using TestFiles::writeFile;

class TestSyncJob : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void pushAndPullManySmallFiles();
    void resumesAfterTheConnectionDrops();
    void fallsBackToSftpWhenRsyncIsMissing();
    void sftpRepairsAFileTheQuickCheckMisses();
    void unchangedTreesAreProvedByTheirStates();

private:
    RsyncOptions options(RsyncOptions::Direction direction, const QString &local, const QString &remote) const;
    bool run(SyncJob &job, int timeoutMs = 120000);

    QTemporaryDir m_dir;
    std::unique_ptr<TempHome> m_home;
    LocalSshd m_sshd;
    QString m_trusted;
    std::unique_ptr<SshSession> m_session;
    std::unique_ptr<Storage> m_storage;
};

void TestSyncJob::initTestCase()
{
    QString reason;
    if (!LocalSshd::isAvailable(&reason)) {
        QSKIP(qPrintable(reason));
    }
    QVERIFY(m_dir.isValid());
    m_home = std::make_unique<TempHome>();
    QVERIFY2(m_sshd.start(), qPrintable(m_sshd.errorString()));
    m_trusted = m_dir.filePath(QStringLiteral("trusted_known_hosts"));
    QVERIFY(KnownHosts(m_trusted).add(QStringLiteral("127.0.0.1"), m_sshd.port(), m_sshd.hostPublicKeyLine()));
    m_session = std::make_unique<SshSession>(m_sshd.endpoint(m_trusted));
    m_session->connectToHost();
    QTRY_COMPARE_WITH_TIMEOUT(m_session->state(), SshSession::State::Connected, 15000);
    m_storage = std::make_unique<Storage>(m_dir.filePath(QStringLiteral("ledger.sqlite")));
    QVERIFY2(m_storage->isOpen(), qPrintable(m_storage->error().message));
}

void TestSyncJob::cleanupTestCase()
{
    m_session.reset();
    m_sshd.stop();
    QVERIFY(SshSession::waitForWorkers(std::chrono::milliseconds(5000)));
}

RsyncOptions TestSyncJob::options(RsyncOptions::Direction direction, const QString &local, const QString &remote) const
{
    RsyncOptions options;
    options.direction = direction;
    options.endpoint = m_sshd.endpoint(m_trusted);
    options.localPath = local;
    options.remotePath = remote;
    return options;
}

bool TestSyncJob::run(SyncJob &job, int timeoutMs)
{
    QSignalSpy finished(&job, &SyncJob::finished);
    job.start();
    return finished.wait(timeoutMs) && finished.size() == 1;
}

void TestSyncJob::pushAndPullManySmallFiles()
{
    // 5,000 small files in 50 folders, one large file, odd and Chinese names, symlinks and an empty folder.
    const QString tree = m_dir.filePath(QStringLiteral("dataset"));
    for (int i = 0; i < 5000; ++i) {
        QVERIFY(writeFile(tree + QStringLiteral("/shard-%1/sample-%2.txt").arg(i % 50).arg(i),
            QByteArray::number(i) + QByteArray(i % 700, 'x')));
    }
    QVERIFY(writeFile(tree + QStringLiteral("/weights.bin"), randomBytes(24 << 20, 7)));
    for (const QString &odd : { QStringLiteral("with space.txt"), QStringLiteral("it's \"quoted\" $(x).txt"),
             QStringLiteral("中文/训练集 一.txt"), QStringLiteral("new\nline.txt") }) {
        QVERIFY(writeFile(tree + u'/' + odd, odd.toUtf8()));
    }
    QVERIFY(QDir().mkpath(tree + QStringLiteral("/empty/inner")));
    QVERIFY(QFile::link(QStringLiteral("weights.bin"), tree + QStringLiteral("/latest.bin")));
    QVERIFY(QFile::link(QStringLiteral("/nonexistent/target"), tree + QStringLiteral("/dangling")));
    const int files = 5000 + 1 + 4;

    const QString remote = m_dir.filePath(QStringLiteral("remote-dataset"));
    SyncJob push(options(RsyncOptions::Direction::Push, tree, remote), m_session.get(), m_storage->database());
    QVERIFY(run(push));
    QVERIFY2(push.isVerified(), qPrintable(push.error().message));
    QCOMPARE(push.comparison().files, files);
    QVERIFY(push.comparison().identical());
    QCOMPARE(push.transportName(), QStringLiteral("rsync"));
    QVERIFY(push.bytesTransferred() >= 24 << 20);
    QCOMPARE(
        QFileInfo(remote + QStringLiteral("/latest.bin")).symLinkTarget(), remote + QStringLiteral("/weights.bin"));
    QVERIFY(QFileInfo(remote + QStringLiteral("/empty/inner")).isDir());

    // Results back into a fresh folder: the same tree, verified on both ends.
    const QString back = m_dir.filePath(QStringLiteral("pulled"));
    SyncJob pull(options(RsyncOptions::Direction::Pull, back, remote), m_session.get(), m_storage->database());
    QVERIFY(run(pull));
    QVERIFY2(pull.isVerified(), qPrintable(pull.error().message));
    QCOMPARE(pull.comparison().files, files);
    QFile odd(back + QStringLiteral("/中文/训练集 一.txt"));
    QVERIFY(odd.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(odd.readAll()), QStringLiteral("中文/训练集 一.txt"));

    // Unchanged tree again: nothing sent, still verified.
    SyncJob again(options(RsyncOptions::Direction::Push, tree, remote), m_session.get(), m_storage->database());
    QVERIFY(run(again));
    QVERIFY(again.isVerified());
    QCOMPARE(again.bytesTransferred(), 0);
    QCOMPARE(again.repairedFiles(), 0);
}

void TestSyncJob::resumesAfterTheConnectionDrops()
{
    const QString source = m_dir.filePath(QStringLiteral("drop-source"));
    QVERIFY(writeFile(source + QStringLiteral("/checkpoint.pt"), randomBytes(32 << 20, 11)));
    QVERIFY(writeFile(source + QStringLiteral("/notes.txt"), "epoch 3"));
    RsyncOptions slow = options(RsyncOptions::Direction::Push, source, m_dir.filePath(QStringLiteral("drop-remote")));
    slow.bandwidthLimitKiB = 8 * 1024; // ~4 s for the file: time to pull the plug
    SyncJob job(slow, m_session.get(), m_storage->database());
    QList<SyncJob::Phase> phases;
    connect(&job, &SyncJob::phaseChanged, this, [&phases](SyncJob::Phase phase) { phases << phase; });
    bool dropped = false;
    connect(&job, &SyncJob::progress, this, [this, &dropped](qint64 bytes) {
        if (!dropped && bytes > (4 << 20)) {
            dropped = true;
            QVERIFY(m_sshd.killAndRestart()); // sshd and every session killed, then back on the same port
        }
    });
    QVERIFY(run(job, 90000));
    QVERIFY(dropped);
    QVERIFY2(job.isVerified(), qPrintable(job.error().message));
    QVERIFY(job.resumeCount() >= 1);
    QVERIFY(phases.contains(SyncJob::Phase::Waiting));
    const QByteArray report = QJsonDocument(job.comparison().toJson()).toJson();
    QVERIFY2(job.comparison().missing.isEmpty() && job.comparison().mismatched.isEmpty(), report.constData());
    // A receiving rsync killed outright (SIGKILL, as here) leaves its temporary ".NAME.XXXXXX" behind: reported
    // as extra, never mistaken for data.
    for (const QString &extra : job.comparison().extra) {
        QVERIFY2(QRegularExpression(QStringLiteral("^\\.checkpoint\\.pt\\.\\w{6}$")).match(extra).hasMatch(),
            report.constData());
    }
}

void TestSyncJob::fallsBackToSftpWhenRsyncIsMissing()
{
    const QString source = m_dir.filePath(QStringLiteral("sftp-source"));
    for (int i = 0; i < 200; ++i) {
        QVERIFY(writeFile(source + QStringLiteral("/part %1/数据-%2.bin").arg(i % 5).arg(i), randomBytes(4096 + i, i)));
    }
    QVERIFY(writeFile(source + QStringLiteral("/big.bin"), randomBytes(8 << 20, 3)));
    QVERIFY(QFile::link(QStringLiteral("big.bin"), source + QStringLiteral("/link")));
    QVERIFY(QDir().mkpath(source + QStringLiteral("/empty")));
    RsyncOptions noRsync
        = options(RsyncOptions::Direction::Push, source, m_dir.filePath(QStringLiteral("sftp-remote")));
    noRsync.rsyncProgram = m_dir.filePath(QStringLiteral("no-such-rsync")); // as on a machine without rsync
    SyncJob job(noRsync, m_session.get(), m_storage->database());
    QVERIFY(run(job));
    QVERIFY2(job.isVerified(), qPrintable(job.error().message));
    QCOMPARE(job.transportName(), QStringLiteral("sftp"));
    QCOMPARE(job.comparison().files, 201);
    QVERIFY(QFileInfo(m_dir.filePath(QStringLiteral("sftp-remote/link"))).isSymLink());
    QVERIFY(QFileInfo(m_dir.filePath(QStringLiteral("sftp-remote/empty"))).isDir());
}

void TestSyncJob::sftpRepairsAFileTheQuickCheckMisses()
{
    const QString source = m_dir.filePath(QStringLiteral("repair-source"));
    const QString remote = m_dir.filePath(QStringLiteral("repair-remote"));
    QVERIFY(writeFile(source + QStringLiteral("/a.bin"), randomBytes(64 * 1024, 1)));
    QVERIFY(writeFile(source + QStringLiteral("/b.bin"), randomBytes(64 * 1024, 2)));
    {
        SyncJob first(options(RsyncOptions::Direction::Push, source, remote), m_session.get(), m_storage->database());
        first.setTransport(SyncJob::Transport::Sftp);
        QVERIFY(run(first));
        QVERIFY2(first.isVerified(), qPrintable(first.error().message));
    }
    QVERIFY(corruptKeepingSizeAndMtime(remote + QStringLiteral("/b.bin")));
    SyncJob second(options(RsyncOptions::Direction::Push, source, remote), m_session.get(), m_storage->database());
    second.setTransport(SyncJob::Transport::Sftp);
    QVERIFY(run(second));
    QVERIFY2(second.isVerified(), qPrintable(second.error().message));
    QCOMPARE(second.repairedFiles(), 1);
    QFile repaired(remote + QStringLiteral("/b.bin"));
    QVERIFY(repaired.open(QIODevice::ReadOnly));
    QCOMPARE(repaired.readAll(), randomBytes(64 * 1024, 2));
}

void TestSyncJob::unchangedTreesAreProvedByTheirStates()
{
    const QString source = m_dir.filePath(QStringLiteral("state-source"));
    const QString remote = m_dir.filePath(QStringLiteral("state-remote"));
    for (int i = 0; i < 200; ++i) {
        QVERIFY(writeFile(source + QStringLiteral("/part-%1/f%2.txt").arg(i % 4).arg(i), randomBytes(100 + i, i)));
    }
    QVERIFY(writeFile(source + QStringLiteral("/model.bin"), randomBytes(256 * 1024, 3)));
    QVERIFY(QFile::link(QStringLiteral("model.bin"), source + QStringLiteral("/latest")));
    const auto push = [&](const QStringList &excludes = {}) {
        auto job = std::make_unique<SyncJob>(
            [&] {
                RsyncOptions o = options(RsyncOptions::Direction::Push, source, remote);
                o.excludes = excludes;
                return o;
            }(),
            m_session.get(), m_storage->database());
        return run(*job) ? std::move(job) : nullptr;
    };

    // The first verification compares manifests; it records both trees' states.
    auto first = push();
    QVERIFY(first);
    QVERIFY2(first->isVerified(), qPrintable(first->error().message));
    QVERIFY(!first->unchangedSince().isValid());

    // Nothing changed: the states prove it, with the counts of the verification they stand for.
    auto second = push();
    QVERIFY(second);
    QVERIFY2(second->isVerified(), qPrintable(second->error().message));
    QVERIFY(second->unchangedSince().isValid());
    QCOMPARE(second->comparison().files, 201);
    QCOMPARE(second->comparison().bytes, first->comparison().bytes);
    QCOMPARE(second->bytesTransferred(), 0);

    // Damage on the instance that rsync's quick check cannot see (same size, same mtime): the remote state (its
    // ctime) changed, so the manifests are compared and the file is sent again.
    QVERIFY(corruptKeepingSizeAndMtime(remote + QStringLiteral("/part-1/f5.txt")));
    auto third = push();
    QVERIFY(third);
    QVERIFY2(third->isVerified(), qPrintable(third->error().message));
    QVERIFY(!third->unchangedSince().isValid());
    QCOMPARE(third->repairedFiles(), 1);
    QFile repaired(remote + QStringLiteral("/part-1/f5.txt"));
    QVERIFY(repaired.open(QIODevice::ReadOnly));
    QCOMPARE(repaired.readAll(), randomBytes(105, 5));

    // The same on this side: the new local bytes are the ones the instance must get.
    QVERIFY(push()->unchangedSince().isValid());
    QVERIFY(corruptKeepingSizeAndMtime(source + QStringLiteral("/model.bin")));
    auto fourth = push();
    QVERIFY(fourth);
    QVERIFY2(fourth->isVerified(), qPrintable(fourth->error().message));
    QVERIFY(!fourth->unchangedSince().isValid());
    QCOMPARE(fourth->repairedFiles(), 1);

    // Skipping rsync never skips what rsync -a would fix beyond content: a chmod changes ctime too.
    const QString remoteModel = remote + QStringLiteral("/model.bin");
    QVERIFY(push()->unchangedSince().isValid());
    QVERIFY(QFile::setPermissions(remoteModel, QFileDevice::ReadOwner));
    auto chmodded = push();
    QVERIFY(chmodded);
    QVERIFY2(chmodded->isVerified(), qPrintable(chmodded->error().message));
    QVERIFY(!chmodded->unchangedSince().isValid());
    QCOMPARE(QFileInfo(remoteModel).permissions(), QFileInfo(source + QStringLiteral("/model.bin")).permissions());

    // Another exclude list judges other files: no proof carried over from the unfiltered pair.
    auto filtered = push({ QStringLiteral("*.bin") });
    QVERIFY(filtered);
    QVERIFY2(filtered->isVerified(), qPrintable(filtered->error().message));
    QVERIFY(!filtered->unchangedSince().isValid());
    QVERIFY(push({ QStringLiteral("*.bin") })->unchangedSince().isValid());
}

QTEST_GUILESS_MAIN(TestSyncJob)
#include "TestSyncJob.moc"
