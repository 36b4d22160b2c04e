// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "TestFiles.h"
#include "billing/Ledger.h"
#include "services/Storage.h"
#include "sync/LocalManifestBuilder.h"

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace RentDeck;
using TestFiles::corruptKeepingSizeAndMtime;
using TestFiles::writeFile;

namespace {

/** sha256sum's hex digest of \a path, or empty when sha256sum is missing. */
QByteArray sha256sum(const QString &path)
{
    QProcess process;
    process.start(QStringLiteral("sha256sum"), { QStringLiteral("--"), path });
    if (!process.waitForFinished(60000) || process.exitCode() != 0) {
        return {};
    }
    return process.readAllStandardOutput().left(64);
}

bool build(LocalManifestBuilder &builder, const QString &root)
{
    QSignalSpy spy(&builder, &LocalManifestBuilder::finished);
    builder.start(root);
    return spy.wait(60000) && spy.size() == 1;
}

} // namespace

class TestLocalManifestBuilder : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void hashesMatchSha256sum();
    void symlinksEmptyDirsAndChineseNames();
    void cacheSkipsUnchangedFiles();
    void corruptionWithSameSizeAndMtimeIsCaught();
    void worksWithoutLedger();
    void missingRootFails();
    void cancelStopsHashing();
    void throughputVsSha256sum();

private:
    QTemporaryDir m_dir;
    QString m_tree;
};

void TestLocalManifestBuilder::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_tree = m_dir.filePath(QStringLiteral("tree"));
    QVERIFY(writeFile(m_tree + QStringLiteral("/small.txt"), "hello\n"));
    QVERIFY(writeFile(m_tree + QStringLiteral("/sub/empty.bin"), QByteArray()));
    QVERIFY(writeFile(m_tree + QStringLiteral("/sub/with space 'q' $x.txt"), "odd"));
    QByteArray big(64 * 1024 * 1024, Qt::Uninitialized);
    for (qsizetype i = 0; i < big.size(); ++i) {
        big[i] = char((i * 131 + i / 4096) & 0xff);
    }
    QVERIFY(writeFile(m_tree + QStringLiteral("/big.bin"), big));
}

void TestLocalManifestBuilder::hashesMatchSha256sum()
{
    if (QStandardPaths::findExecutable(QStringLiteral("sha256sum")).isEmpty()) {
        QSKIP("sha256sum is not installed");
    }
    LocalManifestBuilder builder;
    QElapsedTimer timer;
    timer.start();
    QVERIFY(build(builder, m_tree));
    qInfo("built in %lld ms", timer.elapsed());
    QVERIFY2(!builder.error().isError(), qPrintable(builder.error().message));
    const Manifest &manifest = builder.manifest();
    QCOMPARE(manifest.fileCount(), 4);
    for (const QString &path : { QStringLiteral("small.txt"), QStringLiteral("sub/empty.bin"),
             QStringLiteral("sub/with space 'q' $x.txt"), QStringLiteral("big.bin") }) {
        const ManifestEntry *entry = manifest.find(path);
        QVERIFY2(entry, qPrintable(path));
        QCOMPARE(entry->type, ManifestEntry::Type::File);
        QCOMPARE(entry->size, QFileInfo(m_tree + u'/' + path).size());
        QCOMPARE(entry->sha256, sha256sum(m_tree + u'/' + path));
    }
    QVERIFY(manifest.find(QStringLiteral("sub")));
    QCOMPARE(manifest.find(QStringLiteral("sub"))->type, ManifestEntry::Type::Dir);
    QCOMPARE(builder.bytesHashed(), manifest.totalBytes());
}

void TestLocalManifestBuilder::symlinksEmptyDirsAndChineseNames()
{
    const QString root = m_dir.filePath(QStringLiteral("links"));
    const QString outside = m_dir.filePath(QStringLiteral("outside"));
    QVERIFY(writeFile(outside + QStringLiteral("/secret.txt"), "not ours"));
    QVERIFY(writeFile(root + QStringLiteral("/数据/训练集.txt"), "中文内容"));
    QVERIFY(writeFile(root + QStringLiteral("/new\nline"), "nl"));
    QVERIFY(QDir().mkpath(root + QStringLiteral("/empty/deeper")));
    QVERIFY(QFile::link(outside, root + QStringLiteral("/dirlink")));
    QVERIFY(QFile::link(QStringLiteral("数据/训练集.txt"), root + QStringLiteral("/filelink")));
    QVERIFY(QFile::link(QStringLiteral("nowhere"), root + QStringLiteral("/dangling")));

    LocalManifestBuilder builder;
    QVERIFY(build(builder, root));
    QVERIFY2(!builder.error().isError(), qPrintable(builder.error().message));
    const Manifest &manifest = builder.manifest();
    QStringList paths = manifest.paths();
    QCOMPARE(paths,
        QStringList({ QStringLiteral("dangling"), QStringLiteral("dirlink"), QStringLiteral("empty"),
            QStringLiteral("empty/deeper"), QStringLiteral("filelink"), QStringLiteral("new\nline"),
            QStringLiteral("数据"), QStringLiteral("数据/训练集.txt") }));
    QCOMPARE(manifest.find(QStringLiteral("dirlink"))->type, ManifestEntry::Type::Symlink);
    QCOMPARE(manifest.find(QStringLiteral("dirlink"))->target, outside);
    QCOMPARE(manifest.find(QStringLiteral("filelink"))->target, QStringLiteral("数据/训练集.txt"));
    QCOMPARE(manifest.find(QStringLiteral("dangling"))->target, QStringLiteral("nowhere"));
    QCOMPARE(manifest.find(QStringLiteral("empty/deeper"))->type, ManifestEntry::Type::Dir);
    QCOMPARE(manifest.find(QStringLiteral("数据/训练集.txt"))->sha256,
        QCryptographicHash::hash(QByteArray("中文内容"), QCryptographicHash::Sha256).toHex());
    QCOMPARE(manifest.fileCount(), 2);
}

void TestLocalManifestBuilder::cacheSkipsUnchangedFiles()
{
    const Storage storage(m_dir.filePath(QStringLiteral("cache.sqlite")));
    QVERIFY2(storage.isOpen(), qPrintable(storage.error().message));
    LocalManifestBuilder builder;
    builder.setHashCache(storage.hashCache());
    QVERIFY(build(builder, m_tree));
    const Manifest first = builder.manifest();
    QCOMPARE(builder.bytesHashed(), first.totalBytes());

    // A builder builds once: the next ones share the cache, which is what makes them cheap.
    QElapsedTimer timer;
    timer.start();
    LocalManifestBuilder again;
    again.setHashCache(storage.hashCache());
    QVERIFY(build(again, m_tree));
    qInfo("cached rebuild in %lld ms", timer.elapsed());
    QCOMPARE(again.bytesHashed(), 0);
    QCOMPARE(again.filesHashed(), 0);
    QCOMPARE(again.cachedFiles(), first.fileCount());
    QVERIFY(ManifestComparison::compare(first, again.manifest()).identical());

    // Touching one file re-hashes only it.
    const QString small = m_tree + QStringLiteral("/small.txt");
    QFile file(small);
    QVERIFY(file.open(QIODevice::ReadWrite));
    QVERIFY(file.setFileTime(QDateTime::currentDateTimeUtc().addSecs(5), QFileDevice::FileModificationTime));
    file.close();
    LocalManifestBuilder touched;
    touched.setHashCache(storage.hashCache());
    QVERIFY(build(touched, m_tree));
    QCOMPARE(touched.filesHashed(), 1);
    QCOMPARE(touched.bytesHashed(), 6);
    QCOMPARE(touched.cachedFiles(), first.fileCount() - 1);
}

void TestLocalManifestBuilder::corruptionWithSameSizeAndMtimeIsCaught()
{
    const QString root = m_dir.filePath(QStringLiteral("corrupt"));
    const QString path = root + QStringLiteral("/data.bin");
    QVERIFY(writeFile(path, "0123456789"));
    const Storage storage(m_dir.filePath(QStringLiteral("corrupt.sqlite")));
    QVERIFY(storage.isOpen());
    LocalManifestBuilder builder;
    builder.setHashCache(storage.hashCache());
    QVERIFY(build(builder, root));
    const Manifest before = builder.manifest();
    const QDateTime mtime = QFileInfo(path).lastModified();

    // Same size, same mtime (as `touch -r` would leave it), same inode: only ctime tells.
    QVERIFY(corruptKeepingSizeAndMtime(path));
    QCOMPARE(QFileInfo(path).lastModified(), mtime);

    LocalManifestBuilder after;
    after.setHashCache(storage.hashCache());
    QVERIFY(build(after, root));
    QCOMPARE(after.filesHashed(), 1);
    QCOMPARE(
        ManifestComparison::compare(before, after.manifest()).mismatched, QStringList { QStringLiteral("data.bin") });
}

void TestLocalManifestBuilder::worksWithoutLedger()
{
    LocalManifestBuilder first;
    QVERIFY(build(first, m_tree));
    LocalManifestBuilder builder;
    QVERIFY(build(builder, m_tree));
    QCOMPARE(builder.bytesHashed(), builder.manifest().totalBytes());
    QCOMPARE(builder.cachedFiles(), 0);
}

void TestLocalManifestBuilder::missingRootFails()
{
    LocalManifestBuilder builder;
    QVERIFY(build(builder, m_dir.filePath(QStringLiteral("no-such-folder"))));
    QCOMPARE(builder.error().code, Error::Code::NotFound);
}

void TestLocalManifestBuilder::cancelStopsHashing()
{
    LocalManifestBuilder builder;
    QSignalSpy spy(&builder, &LocalManifestBuilder::finished);
    builder.start(m_tree);
    builder.cancel();
    QVERIFY(spy.wait(30000));
    QCOMPARE(spy.size(), 1);
    QCOMPARE(builder.error().code, Error::Code::Cancelled);
    QVERIFY(!builder.isRunning());
}

void TestLocalManifestBuilder::throughputVsSha256sum()
{
    // Opt-in (RD_BENCH=1): one 512 MiB file, our hashing vs sha256sum, both from the page cache.
    if (qEnvironmentVariableIntValue("RD_BENCH") != 1) {
        QSKIP("set RD_BENCH=1 to measure");
    }
    const QString root = m_dir.filePath(QStringLiteral("bench"));
    const QString path = root + QStringLiteral("/512M.bin");
    QByteArray chunk(1 << 20, Qt::Uninitialized);
    for (qsizetype i = 0; i < chunk.size(); ++i) {
        chunk[i] = char((i * 7919) & 0xff);
    }
    QDir().mkpath(root);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    for (int i = 0; i < 512; ++i) {
        chunk[0] = char(i);
        QCOMPARE(file.write(chunk), chunk.size());
    }
    file.close();
    QByteArray expected = sha256sum(path); // warms the page cache
    QElapsedTimer timer;
    timer.start();
    expected = sha256sum(path);
    const qint64 toolMs = qMax<qint64>(1, timer.elapsed());
    LocalManifestBuilder builder;
    timer.restart();
    QVERIFY(build(builder, root));
    const qint64 ourMs = qMax<qint64>(1, timer.elapsed());
    QCOMPARE(builder.manifest().find(QStringLiteral("512M.bin"))->sha256, expected);
    qInfo("512 MiB: sha256sum %lld ms (%.0f MB/s), LocalManifestBuilder %lld ms (%.0f MB/s), ratio %.2f", toolMs,
        512.0 * 1.048576 * 1000 / double(toolMs), ourMs, 512.0 * 1.048576 * 1000 / double(ourMs),
        double(toolMs) / double(ourMs));
    QFile::remove(path);
}

QTEST_GUILESS_MAIN(TestLocalManifestBuilder)
#include "TestLocalManifestBuilder.moc"
