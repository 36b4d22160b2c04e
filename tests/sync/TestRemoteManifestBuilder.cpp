// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LocalSshd.h"
#include "TempHome.h"
#include "TestFiles.h"
#include "ssh/KnownHosts.h"
#include "ssh/ShellQuote.h"
#include "ssh/SshSession.h"
#include "sync/LocalManifestBuilder.h"
#include "sync/RemoteCacheCopy.h"
#include "sync/RemoteManifestBuilder.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <memory>

using namespace RentDeck;
using TestFiles::corruptKeepingSizeAndMtime;
using TestFiles::readFile;
using TestFiles::writeFile;

namespace {

/** The real python3 interpreter (not a shim script such as pyenv's, which needs more of PATH); empty if none. */
QString realPython()
{
    QProcess probe;
    probe.start(
        QStringLiteral("python3"), { QStringLiteral("-c"), QStringLiteral("import sys; print(sys.executable)") });
    if (!probe.waitForFinished(10000) || probe.exitCode() != 0) {
        return {};
    }
    return QString::fromLocal8Bit(probe.readAllStandardOutput()).trimmed();
}

/** stdout of \a script run by /bin/sh with PATH = \a path; empty when it fails. */
QByteArray runSh(const QString &script, const QString &path)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PATH"), path);
    process.setProcessEnvironment(env);
    process.start(QStringLiteral("/bin/sh"), { QStringLiteral("-c"), script });
    process.waitForFinished(30000);
    return process.exitCode() == 0 ? process.readAllStandardOutput() : QByteArray();
}

} // namespace

class TestRemoteManifestBuilder : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void sameManifestLocallyAndRemotely();
    void secondRunHitsRemoteCache();
    void changedRemoteCacheIsDownloadedAgain();
    void corruptionWithSizeAndMtimeKeptIsCaught();
    void rootRelativeToHome();
    void missingRootFails();
    void oversizedListingIsRefused();
    void manyFilesInBatchesAndCacheChunks();
    void pythonFallbackMatchesSha256sum();
    void bigFilesThroughOpensslMatchSha256sum();
    void pythonListerMatchesFindAndStat();

private:
    Manifest buildLocal(const QString &root);
    bool buildRemote(RemoteManifestBuilder &builder, const QString &root);

    std::unique_ptr<TempHome> m_home;
    LocalSshd m_sshd;
    QTemporaryDir m_dir;
    std::unique_ptr<SshSession> m_session;
    QString m_tree;
    QStringList m_fileNames;
};

void TestRemoteManifestBuilder::initTestCase()
{
    QString reason;
    if (!LocalSshd::isAvailable(&reason)) {
        QSKIP(qPrintable(reason));
    }
    m_home = std::make_unique<TempHome>();
    QVERIFY(m_dir.isValid());
    QVERIFY2(m_sshd.start(), qPrintable(m_sshd.errorString()));
    const QString trusted = m_dir.filePath(QStringLiteral("trusted_known_hosts"));
    QVERIFY(KnownHosts(trusted).add(QStringLiteral("127.0.0.1"), m_sshd.port(), m_sshd.hostPublicKeyLine()));
    m_session = std::make_unique<SshSession>(m_sshd.endpoint(trusted));
    m_session->connectToHost();
    QTRY_COMPARE_WITH_TIMEOUT(m_session->state(), SshSession::State::Connected, 15000);

    m_tree = m_dir.filePath(QStringLiteral("tree"));
    m_fileNames = { QStringLiteral("plain.txt"), QStringLiteral("with space.txt"), QStringLiteral("it's \"quoted\""),
        QStringLiteral("new\nline"), QStringLiteral("$HOME and `cmd`"), QStringLiteral("-starts-with-dash"),
        QStringLiteral("back\\slash"), QStringLiteral("中文/训练数据.bin"), QStringLiteral("sub/deep/empty.bin") };
    for (int i = 0; i < m_fileNames.size(); ++i) {
        QVERIFY(writeFile(m_tree + u'/' + m_fileNames.at(i), QByteArray::number(i).repeated(i * 100)));
    }
    for (int i = 0; i < 60; ++i) {
        QVERIFY(writeFile(m_tree + QStringLiteral("/many/f%1").arg(i), QByteArray::number(i * 7)));
    }
    QByteArray big(8 * 1024 * 1024, 'b');
    big[12345] = 'x';
    QVERIFY(writeFile(m_tree + QStringLiteral("/big.bin"), big));
    QVERIFY(QDir().mkpath(m_tree + QStringLiteral("/empty dir/inner")));
    QVERIFY(QFile::link(QStringLiteral("plain.txt"), m_tree + QStringLiteral("/link to plain")));
    QVERIFY(QFile::link(QStringLiteral("/etc"), m_tree + QStringLiteral("/etc-link")));
}

void TestRemoteManifestBuilder::cleanupTestCase()
{
    m_session.reset();
    m_sshd.stop();
    QVERIFY(SshSession::waitForWorkers(std::chrono::milliseconds(5000)));
}

Manifest TestRemoteManifestBuilder::buildLocal(const QString &root)
{
    LocalManifestBuilder builder;
    QSignalSpy spy(&builder, &LocalManifestBuilder::finished);
    builder.start(root);
    if (!spy.wait(30000)) {
        return {};
    }
    return builder.manifest();
}

bool TestRemoteManifestBuilder::buildRemote(RemoteManifestBuilder &builder, const QString &root)
{
    QSignalSpy spy(&builder, &RemoteManifestBuilder::finished);
    builder.start(root);
    return spy.wait(30000) && spy.size() == 1;
}

void TestRemoteManifestBuilder::sameManifestLocallyAndRemotely()
{
    RemoteManifestBuilder builder(m_session.get());
    QElapsedTimer timer;
    timer.start();
    QVERIFY(buildRemote(builder, m_tree));
    qInfo("remote manifest in %lld ms", timer.elapsed());
    QVERIFY2(!builder.error().isError(), qPrintable(builder.error().message + u' ' + builder.error().detail));
    const Manifest local = buildLocal(m_tree);
    const ManifestComparison result = ManifestComparison::compare(local, builder.manifest());
    QVERIFY2(result.identical(), QJsonDocument(result.toJson()).toJson().constData());
    QCOMPARE(local.paths(), builder.manifest().paths());
    QCOMPARE(builder.filesHashed(), local.fileCount());
    QCOMPARE(builder.bytesHashed(), local.totalBytes());
    QCOMPARE(builder.manifest().find(QStringLiteral("etc-link"))->target, QStringLiteral("/etc"));
    QVERIFY(builder.manifest().find(QStringLiteral("empty dir/inner")));
    QVERIFY(QFile::exists(m_tree + u'/' + Manifest::CacheFileName));
    QVERIFY(!builder.manifest().contains(Manifest::CacheFileName));
}

void TestRemoteManifestBuilder::secondRunHitsRemoteCache()
{
    RemoteManifestBuilder builder(m_session.get());
    QVERIFY(buildRemote(builder, m_tree));
    QVERIFY(!builder.error().isError());
    QCOMPARE(builder.filesHashed(), 0);
    QCOMPARE(builder.bytesHashed(), 0);
    QCOMPARE(builder.cachedFiles(), builder.manifest().fileCount());
    // The instance's cache file is the one the first run wrote: this computer's copy served, nothing downloaded.
    QVERIFY(builder.usedLocalCacheCopy());
    QVERIFY(ManifestComparison::compare(buildLocal(m_tree), builder.manifest()).identical());
}

void TestRemoteManifestBuilder::changedRemoteCacheIsDownloadedAgain()
{
    // Someone else's verification (another computer) rewrote the cache: the local copy must not be trusted.
    const QString cacheFile = m_tree + u'/' + Manifest::CacheFileName;
    const QByteArray original = readFile(cacheFile);
    QVERIFY(!original.isEmpty());
    QVERIFY(writeFile(cacheFile, QByteArray())); // an empty cache: every file must be hashed again
    RemoteManifestBuilder builder(m_session.get());
    QVERIFY(buildRemote(builder, m_tree));
    QVERIFY(!builder.error().isError());
    QVERIFY(!builder.usedLocalCacheCopy());
    QCOMPARE(builder.cachedFiles(), 0);
    QCOMPARE(builder.filesHashed(), builder.manifest().fileCount());
    // It wrote the cache again and kept what it wrote: the next run uses the copy.
    RemoteManifestBuilder again(m_session.get());
    QVERIFY(buildRemote(again, m_tree));
    QVERIFY(again.usedLocalCacheCopy());
    QCOMPARE(again.filesHashed(), 0);
    QVERIFY(ManifestComparison::compare(builder.manifest(), again.manifest()).identical());
}

void TestRemoteManifestBuilder::corruptionWithSizeAndMtimeKeptIsCaught()
{
    const QString victim = m_tree + QStringLiteral("/中文/训练数据.bin");
    const qint64 size = QFileInfo(victim).size();
    const QDateTime mtime = QFileInfo(victim).lastModified();
    const Manifest local = buildLocal(m_tree);

    QVERIFY(corruptKeepingSizeAndMtime(victim)); // touch -r
    QCOMPARE(QFileInfo(victim).size(), size);
    QCOMPARE(QFileInfo(victim).lastModified(), mtime);

    RemoteManifestBuilder builder(m_session.get());
    QVERIFY(buildRemote(builder, m_tree));
    QVERIFY(!builder.error().isError());
    QCOMPARE(builder.filesHashed(), 1);
    const ManifestComparison result = ManifestComparison::compare(local, builder.manifest());
    QCOMPARE(result.mismatched, QStringList { QStringLiteral("中文/训练数据.bin") });
    QVERIFY(result.missing.isEmpty());
    QVERIFY(result.extra.isEmpty());
}

void TestRemoteManifestBuilder::rootRelativeToHome()
{
    // Sessions get HOME = the sshd folder.
    const QString relative = QStringLiteral("data set/run 1");
    QVERIFY(writeFile(m_sshd.dir() + u'/' + relative + QStringLiteral("/a.txt"), "a"));
    RemoteManifestBuilder builder(m_session.get());
    builder.setChannelCount(2);
    QVERIFY(buildRemote(builder, QStringLiteral("~/") + relative));
    QVERIFY2(!builder.error().isError(), qPrintable(builder.error().message));
    QCOMPARE(builder.manifest().paths(), QStringList { QStringLiteral("a.txt") });
}

void TestRemoteManifestBuilder::missingRootFails()
{
    RemoteManifestBuilder builder(m_session.get());
    QVERIFY(buildRemote(builder, m_dir.filePath(QStringLiteral("nope"))));
    QCOMPARE(builder.error().code, Error::Code::NotFound);
}

void TestRemoteManifestBuilder::oversizedListingIsRefused()
{
    // A hostile machine's cache of gigabytes: the listing stops at the bound, with a message, and nothing of it
    // is kept beside the ledger.
    const QString root = m_dir.filePath(QStringLiteral("oversized"));
    QVERIFY(QDir().mkpath(root));
    QFile cache(root + QLatin1Char('/') + Manifest::CacheFileName);
    QVERIFY(cache.open(QIODevice::WriteOnly));
    const QByteArray line = QByteArray(120, 'a') + '\n';
    for (int i = 0; i < 4 * 1024 * 1024 / line.size(); ++i) {
        cache.write(line);
    }
    cache.close();
    RemoteManifestBuilder builder(m_session.get());
    builder.setMaxListingBytes(1024 * 1024);
    QVERIFY(buildRemote(builder, root));
    QCOMPARE(builder.error().code, Error::Code::Io);
    QVERIFY2(builder.error().message.contains(Manifest::CacheFileName), qPrintable(builder.error().message));
    QVERIFY(!QFileInfo::exists(RemoteCacheCopy(m_session->endpoint(), root).filePath()));
}

void TestRemoteManifestBuilder::manyFilesInBatchesAndCacheChunks()
{
    // 3,000 long names: several hash batches per channel and a cache written in several command-sized chunks.
    const QString root = m_dir.filePath(QStringLiteral("many"));
    const QString longPart = QStringLiteral("長い名前 with spaces and 'quotes' ").repeated(3);
    for (int i = 0; i < 3000; ++i) {
        QVERIFY(
            writeFile(root + QStringLiteral("/d%1/%2%3.txt").arg(i % 10).arg(longPart).arg(i), QByteArray::number(i)));
    }
    RemoteManifestBuilder builder(m_session.get());
    int progressSignals = 0;
    connect(&builder, &RemoteManifestBuilder::progress, this, [&progressSignals] { ++progressSignals; });
    QElapsedTimer timer;
    timer.start();
    QVERIFY(buildRemote(builder, root));
    qInfo("3000 files: remote manifest in %lld ms, %d progress signals", timer.elapsed(), progressSignals);
    QVERIFY2(!builder.error().isError(), qPrintable(builder.error().message));
    QCOMPARE(builder.filesHashed(), 3000);
    QVERIFY(progressSignals > 1);
    QVERIFY(QFileInfo(root + u'/' + Manifest::CacheFileName).size() > 200 * 1024);
    const Manifest local = buildLocal(root);
    QVERIFY(ManifestComparison::compare(local, builder.manifest()).identical());

    RemoteManifestBuilder again(m_session.get()); // a builder builds once; the instance's cache carries over
    timer.restart();
    QVERIFY(buildRemote(again, root));
    qInfo("3000 files: cached remote manifest in %lld ms", timer.elapsed());
    QCOMPARE(again.filesHashed(), 0);
    QCOMPARE(again.cachedFiles(), 3000);
    QVERIFY(ManifestComparison::compare(local, again.manifest()).identical());
}

void TestRemoteManifestBuilder::bigFilesThroughOpensslMatchSha256sum()
{
    // Big files are hashed by `openssl dgst` where the instance has it, else as every other file. The records must
    // be the same bytes either way, file names that need quoting included.
    const QString openssl = QStandardPaths::findExecutable(QStringLiteral("openssl"));
    if (openssl.isEmpty()) {
        QSKIP("openssl is not installed");
    }
    QTemporaryDir bin; // sha256sum and xargs only: no openssl
    for (const QString &tool : { QStringLiteral("sha256sum"), QStringLiteral("xargs") }) {
        QVERIFY(QFile::link(QStandardPaths::findExecutable(tool), bin.filePath(tool)));
    }
    const QStringList names { QStringLiteral("big.bin"), QStringLiteral("new\nline"),
        QStringLiteral("中文/训练数据.bin"), QStringLiteral("-starts-with-dash") };
    const QString path = QString::fromLocal8Bit(qgetenv("PATH"));
    const QByteArray viaOpenssl
        = runSh(RemoteManifestBuilder::hashCommand(ShellQuote::quote(m_tree), names, true), path);
    const QByteArray withoutOpenssl
        = runSh(RemoteManifestBuilder::hashCommand(ShellQuote::quote(m_tree), names, true), bin.path());
    const QByteArray viaSha256sum = runSh(RemoteManifestBuilder::hashCommand(ShellQuote::quote(m_tree), names), path);
    QCOMPARE(viaOpenssl.count('\0'), names.size());
    const QByteArray bigHash
        = QCryptographicHash::hash(readFile(m_tree + QStringLiteral("/big.bin")), QCryptographicHash::Sha256).toHex();
    QVERIFY(viaOpenssl.startsWith(QByteArray(bigHash + "  big.bin")));
    QCOMPARE(viaOpenssl, viaSha256sum);
    QCOMPARE(withoutOpenssl, viaSha256sum);
}

void TestRemoteManifestBuilder::pythonFallbackMatchesSha256sum()
{
    // The hash command run here by /bin/sh with a PATH that has python3 but no sha256sum.
    const QString python = realPython();
    if (python.isEmpty()) {
        QSKIP("python3 is not installed");
    }
    QTemporaryDir bin;
    QVERIFY(QFile::link(python, bin.filePath(QStringLiteral("python3"))));
    const QStringList names { QStringLiteral("plain.txt"), QStringLiteral("new\nline"),
        QStringLiteral("中文/训练数据.bin"), QStringLiteral("-starts-with-dash") };
    const QString script = RemoteManifestBuilder::hashCommand(ShellQuote::quote(m_tree), names);
    const QByteArray viaPython = runSh(script, bin.path());
    const QByteArray viaSha256sum = runSh(script, QString::fromLocal8Bit(qgetenv("PATH")));
    QCOMPARE(viaPython.count('\0'), names.size());
    QCOMPARE(viaPython, viaSha256sum);
}

void TestRemoteManifestBuilder::pythonListerMatchesFindAndStat()
{
    // Without GNU stat/find (busybox, BSD userland) the listing falls back to python3: same records.
    const QString python = realPython();
    if (python.isEmpty()) {
        QSKIP("python3 is not installed");
    }
    QTemporaryDir bin;
    QVERIFY(QFile::link(python, bin.filePath(QStringLiteral("python3"))));
    const QString script = RemoteManifestBuilder::listCommand(ShellQuote::quote(m_tree));
    QList<QByteArray> viaPython = runSh(script, bin.path()).split('\0');
    QList<QByteArray> viaFind = runSh(script, QString::fromLocal8Bit(qgetenv("PATH"))).split('\0');
    // Compare the listings only (the python PATH has no cat, so no cache section), order aside.
    viaPython = viaPython.mid(0, viaPython.indexOf("C"));
    viaFind = viaFind.mid(0, viaFind.indexOf("C"));
    QVERIFY(viaFind.size() > 50);
    std::sort(viaPython.begin(), viaPython.end());
    std::sort(viaFind.begin(), viaFind.end());
    QCOMPARE(viaPython, viaFind);
}

QTEST_GUILESS_MAIN(TestRemoteManifestBuilder)
#include "TestRemoteManifestBuilder.moc"
