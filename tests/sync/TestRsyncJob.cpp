// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LocalSshd.h"
#include "TempHome.h"
#include "TestFiles.h"
#include "ssh/KnownHosts.h"
#include "sync/RsyncJob.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSet>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <memory>
#include <signal.h>

using namespace RentDeck;
using TestFiles::writeFile;
using TestFiles::writeRandomFile;

namespace {

// relative path -> "dir", "link:TARGET" or "file:SIZE:MD5"; partial dirs are not part of the data.
QMap<QString, QString> snapshot(const QString &root)
{
    QMap<QString, QString> result;
    QDirIterator it(
        root, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    const QDir base(root);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString rel = base.relativeFilePath(path);
        if (rel.contains(QLatin1String(".rsync-partial"))) {
            continue;
        }
        const QFileInfo info(path);
        if (info.isSymLink()) {
            result.insert(rel, QStringLiteral("link:") + info.symLinkTarget());
        } else if (info.isDir()) {
            result.insert(rel, QStringLiteral("dir"));
        } else {
            QFile file(path);
            QCryptographicHash hash(QCryptographicHash::Md5);
            if (file.open(QIODevice::ReadOnly)) {
                hash.addData(&file);
            }
            result.insert(
                rel, QStringLiteral("file:%1:%2").arg(info.size()).arg(QString::fromLatin1(hash.result().toHex())));
        }
    }
    return result;
}

QString diff(const QMap<QString, QString> &a, const QMap<QString, QString> &b)
{
    QStringList lines;
    for (auto it = a.cbegin(); it != a.cend(); ++it) {
        if (b.value(it.key()) != it.value()) {
            lines << QStringLiteral("%1: %2 vs %3").arg(it.key(), it.value(), b.value(it.key(), QStringLiteral("-")));
        }
    }
    for (auto it = b.cbegin(); it != b.cend(); ++it) {
        if (!a.contains(it.key())) {
            lines << QStringLiteral("%1: only in second").arg(it.key());
        }
    }
    return lines.mid(0, 10).join(QLatin1Char('\n'));
}

// This process and its parents, up to init.
/** \a pid and its ancestors up to init. */
QSet<QString> lineageOf(QString pid)
{
    QSet<QString> result;
    while (!pid.isEmpty() && pid != QLatin1String("0") && !result.contains(pid)) {
        result.insert(pid);
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!stat.open(QIODevice::ReadOnly)) {
            break;
        }
        const QByteArray text = stat.readAll();
        // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read after the last ')'.
        const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
        pid = fields.size() > 1 ? QString::fromLatin1(fields.at(1)) : QString();
    }
    return result;
}

QSet<QString> ancestorPids()
{
    return lineageOf(QString::number(QCoreApplication::applicationPid()));
}

struct Run
{
    bool ok = false;
    Error error;
    QList<qint64> bytes;
    QList<int> percents;
    RsyncStats stats;
};

} // namespace

class TestRsyncJob : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void argumentsAreStrictAndSafe();
    void ignoreFileTranslation();
    void missingLocalRsync();
    void pushAndPullATree();
    void excludesAndIgnoreFile();
    void deleteOnlyWhenAsked();
    void filesFromResendsExactlyTheList();
    void killedMidTransferResumesFromPartialDir();
    void cancelThenRerun();
    void passwordNeverVisible();
    void wrongHostKeyTransfersNothing();

private:
    RsyncOptions push(const QString &local, const QString &remote) const;
    Run run(RsyncJob &job, int timeoutMs = 60000);

    std::unique_ptr<TempHome> m_home;
    LocalSshd m_sshd;
    QTemporaryDir m_dir;
    QString m_trusted;
    QString m_src;
    QString m_remote;
    QString m_passwordUser;
    QString m_password;
};

void TestRsyncJob::initTestCase()
{
    // Taken out of the environment before any child (sshd, rsync) is started, so none inherits it.
    m_passwordUser = qEnvironmentVariable("RD_TEST_SSH_PASSWORD_USER");
    m_password = qEnvironmentVariable("RD_TEST_SSH_PASSWORD");
    qunsetenv("RD_TEST_SSH_PASSWORD");
    QVERIFY(m_dir.isValid());
    m_home = std::make_unique<TempHome>();
    m_remote = m_dir.filePath(QStringLiteral("remote"));
    QVERIFY(QDir().mkpath(m_remote));
}

RsyncOptions TestRsyncJob::push(const QString &local, const QString &remote) const
{
    RsyncOptions options;
    options.endpoint = m_sshd.endpoint(m_trusted);
    options.localPath = local;
    options.remotePath = remote;
    return options;
}

Run TestRsyncJob::run(RsyncJob &job, int timeoutMs)
{
    Run result;
    connect(&job, &RsyncJob::progress, this, [&result](qint64 bytes, qint64, int percent, double, int, int, int) {
        result.bytes << bytes;
        result.percents << percent;
    });
    QSignalSpy finished(&job, &RsyncJob::finished);
    job.start();
    if (!finished.wait(timeoutMs)) {
        result.error = Error::make(Error::Code::Timeout, QStringLiteral("test timeout"));
        return result;
    }
    result.ok = job.isOk();
    result.error = job.error();
    result.stats = job.stats();
    return result;
}

void TestRsyncJob::argumentsAreStrictAndSafe()
{
    RsyncOptions options;
    options.endpoint.host = QStringLiteral("gpu.example.com");
    options.endpoint.port = 2222;
    options.endpoint.user = QStringLiteral("root");
    options.endpoint.identityFile = QStringLiteral("/keys/my key");
    options.endpoint.knownHostsFile = QStringLiteral("/rd/known_hosts");
    options.localPath = QStringLiteral("/data/set");
    options.remotePath = QStringLiteral("/workspace/it's here");
    options.excludes = { QStringLiteral("*.tmp") };
    QStringList args = RsyncJob::buildArguments(options, {}, {}, false);
    QVERIFY(args.contains(QStringLiteral("-z"))); // remote host: compressed
    QVERIFY(args.contains(QStringLiteral("--partial-dir=.rsync-partial")));
    QVERIFY(args.contains(QStringLiteral("--exclude=*.tmp")));
    QVERIFY(!args.contains(QStringLiteral("--delete")));
    QVERIFY(!args.contains(QStringLiteral("--checksum")));
    const qsizetype e = args.indexOf(QStringLiteral("-e"));
    QVERIFY(e > 0);
    const QString ssh = args.at(e + 1);
    QVERIFY2(ssh.contains(QStringLiteral("StrictHostKeyChecking=yes")), qPrintable(ssh));
    QVERIFY(!ssh.contains(QStringLiteral("StrictHostKeyChecking=no")));
    QVERIFY(ssh.contains(QStringLiteral("BatchMode=yes")));
    QVERIFY(ssh.contains(QStringLiteral("-p 2222")));
    QVERIFY(ssh.contains(QStringLiteral("'/keys/my key'")));
    QCOMPARE(args.at(args.size() - 2), QStringLiteral("/data/set/"));
    QCOMPARE(args.constLast(), QStringLiteral("root@gpu.example.com:/workspace/it's here/"));

    options.direction = RsyncOptions::Direction::Pull;
    options.endpoint.host = QStringLiteral("127.0.0.1");
    options.deleteExtraneous = true;
    options.checksum = true;
    args = RsyncJob::buildArguments(options, QStringLiteral("/p/excludes"), QStringLiteral("/p/list"), true);
    QVERIFY(!args.contains(QStringLiteral("-z"))); // loopback: not compressed
    QVERIFY(args.contains(QStringLiteral("--delete")));
    QVERIFY(args.contains(QStringLiteral("--checksum")));
    QVERIFY(args.contains(QStringLiteral("--exclude-from=/p/excludes")));
    QVERIFY(args.contains(QStringLiteral("--files-from=/p/list")));
    QVERIFY(args.at(args.indexOf(QStringLiteral("-e")) + 1).contains(QStringLiteral("BatchMode=no")));
    QCOMPARE(args.at(args.size() - 2), QStringLiteral("root@127.0.0.1:/workspace/it's here/"));
    QCOMPARE(args.constLast(), QStringLiteral("/data/set/"));

    options.endpoint.host = QStringLiteral("::1");
    QVERIFY(
        RsyncJob::buildArguments(options, {}, {}, false).contains(QStringLiteral("root@[::1]:/workspace/it's here/")));
    QVERIFY(RsyncJob::isLoopbackHost(QStringLiteral("::1")));
    QVERIFY(RsyncJob::isLoopbackHost(QStringLiteral("127.0.0.2")));
    QVERIFY(RsyncJob::isLoopbackHost(QStringLiteral("localhost")));
    QVERIFY(!RsyncJob::isLoopbackHost(QStringLiteral("10.0.0.1")));
}

void TestRsyncJob::ignoreFileTranslation()
{
    QStringList warnings;
    const QStringList rules = RsyncJob::translateIgnoreFile(
        QStringLiteral(
            "# comment\n\n*.log\nbuild/\n/top-only\ndocs/private/\n**/cache\n!keep.log\n\\#hash\ntrail   \r\n"),
        &warnings);
    QCOMPARE(rules,
        (QStringList { QStringLiteral("*.log"), QStringLiteral("build/"), QStringLiteral("/top-only"),
            QStringLiteral("/docs/private/"), QStringLiteral("**/cache"), QStringLiteral("#hash"),
            QStringLiteral("trail") }));
    QCOMPARE(warnings.size(), 1);
    QVERIFY(warnings.constFirst().contains(QStringLiteral("!keep.log")));
}

void TestRsyncJob::missingLocalRsync()
{
    RsyncOptions options;
    options.endpoint.host = QStringLiteral("127.0.0.1");
    options.endpoint.user = QStringLiteral("root");
    options.localPath = m_dir.path();
    options.rsyncProgram = QStringLiteral("/nonexistent/rsync");
    RsyncJob job(options);
    const Run r = run(job, 5000);
    QVERIFY(!r.ok);
    QCOMPARE(r.error.code, Error::Code::Missing);
    QVERIFY2(r.error.message.contains(QStringLiteral("apt install rsync")), qPrintable(r.error.message));
}

void TestRsyncJob::pushAndPullATree()
{
    QString reason;
    if (QStandardPaths::findExecutable(QStringLiteral("rsync")).isEmpty()) {
        QSKIP("rsync is not installed");
    }
    if (!LocalSshd::isAvailable(&reason)) {
        QSKIP(qPrintable(reason));
    }
    QVERIFY2(m_sshd.start(), qPrintable(m_sshd.errorString()));
    m_trusted = m_dir.filePath(QStringLiteral("trusted_known_hosts"));
    QVERIFY(KnownHosts(m_trusted).add(QStringLiteral("127.0.0.1"), m_sshd.port(), m_sshd.hostPublicKeyLine()));

    QElapsedTimer timer;
    timer.start();
    m_src = m_dir.filePath(QStringLiteral("src"));
    for (int i = 0; i < 2000; ++i) {
        QVERIFY(writeFile(m_src + QStringLiteral("/small/d%1/f%2.txt").arg(i % 20).arg(i), QByteArray::number(i * 31)));
    }
    QVERIFY(writeRandomFile(m_src + QStringLiteral("/big.bin"), 64 << 20));
    for (const QString &name :
        { QStringLiteral("中文/训练数据.txt"), QStringLiteral("with space.txt"), QStringLiteral("it's \"quoted\".txt"),
            QStringLiteral("$HOME and `cmd`.txt"), QStringLiteral("-starts-with-dash"), QStringLiteral("new\nline") }) {
        QVERIFY(writeFile(m_src + QLatin1Char('/') + name, name.toUtf8()));
    }
    QVERIFY(QDir().mkpath(m_src + QStringLiteral("/empty dir")));
    QVERIFY(QFile::link(QStringLiteral("with space.txt"), m_src + QStringLiteral("/link to it")));
    qInfo() << "tree written in" << timer.restart() << "ms";

    RsyncJob pushJob(push(m_src, m_remote + QStringLiteral("/tree")));
    const Run pushed = run(pushJob);
    QVERIFY2(pushed.ok, qPrintable(pushed.error.message + QLatin1Char('\n') + pushed.error.detail));
    qInfo() << "push:" << timer.restart() << "ms," << pushed.bytes.size() << "progress updates";
    QVERIFY(!pushed.bytes.isEmpty());
    QVERIFY(std::is_sorted(pushed.bytes.cbegin(), pushed.bytes.cend()));
    QCOMPARE(pushed.percents.constLast(), 100);
    QVERIFY(pushed.bytes.constLast() >= (64 << 20));
    QCOMPARE(pushed.stats.numberOfFiles, 2000 + 1 + 6 + 1 + 1 + 22 + 1); // files, dirs, link, root
    const auto source = snapshot(m_src);
    const auto remote = snapshot(m_remote + QStringLiteral("/tree"));
    QCOMPARE(remote.value(QStringLiteral("link to it")),
        QStringLiteral("link:") + m_remote + QStringLiteral("/tree/with space.txt"));
    QVERIFY2(source.size() == remote.size(), qPrintable(diff(source, remote)));

    RsyncOptions pullOptions = push(m_dir.filePath(QStringLiteral("pulled")), m_remote + QStringLiteral("/tree"));
    pullOptions.direction = RsyncOptions::Direction::Pull;
    RsyncJob pullJob(pullOptions);
    const Run pulled = run(pullJob);
    QVERIFY2(pulled.ok, qPrintable(pulled.error.message));
    qInfo() << "pull:" << timer.restart() << "ms";
    QCOMPARE(pulled.percents.constLast(), 100);
    const auto back = snapshot(m_dir.filePath(QStringLiteral("pulled")));
    // Symlinks are compared by their text (relative), the rest by content.
    QFileInfo link(m_dir.filePath(QStringLiteral("pulled/link to it")));
    QVERIFY(link.isSymLink());
    auto strip = [](QMap<QString, QString> map) {
        map.remove(QStringLiteral("link to it"));
        return map;
    };
    QVERIFY2(strip(source) == strip(back), qPrintable(diff(strip(source), strip(back))));
    QVERIFY2(strip(source) == strip(remote), qPrintable(diff(strip(source), strip(remote))));
}

void TestRsyncJob::excludesAndIgnoreFile()
{
    if (!m_sshd.isRunning()) {
        QSKIP("needs rsync and sshd");
    }
    const QString src = m_dir.filePath(QStringLiteral("exsrc"));
    for (const QString &name : { QStringLiteral("keep.txt"), QStringLiteral("debug.log"), QStringLiteral("sub/x.log"),
             QStringLiteral("build/out.o"), QStringLiteral("docs/private/secret.txt"),
             QStringLiteral("sub/docs/private/kept.txt"), QStringLiteral("cache.tmp") }) {
        QVERIFY(writeFile(src + QLatin1Char('/') + name, "x"));
    }
    QVERIFY(writeFile(src + QStringLiteral("/.rdignore"), "# ours\n*.log\nbuild/\ndocs/private/\n!debug.log\n"));
    RsyncOptions options = push(src, m_remote + QStringLiteral("/ex"));
    options.excludes = { QStringLiteral("*.tmp") };
    RsyncJob job(options);
    const Run r = run(job);
    QVERIFY2(r.ok, qPrintable(r.error.message));
    const auto got = snapshot(m_remote + QStringLiteral("/ex"));
    QVERIFY(got.contains(QStringLiteral("keep.txt")));
    QVERIFY(got.contains(QStringLiteral(".rdignore")));
    QVERIFY(got.contains(QStringLiteral("sub/docs/private/kept.txt"))); // anchored like git: only the top docs/
    for (const QString &name : { QStringLiteral("debug.log"), QStringLiteral("sub/x.log"), QStringLiteral("build"),
             QStringLiteral("docs/private"), QStringLiteral("cache.tmp") }) {
        QVERIFY2(!got.contains(name), qPrintable(name));
    }
}

void TestRsyncJob::deleteOnlyWhenAsked()
{
    if (!m_sshd.isRunning()) {
        QSKIP("needs rsync and sshd");
    }
    const QString src = m_dir.filePath(QStringLiteral("delsrc"));
    QVERIFY(writeFile(src + QStringLiteral("/a.txt"), "a"));
    const QString dst = m_remote + QStringLiteral("/del");
    RsyncJob first(push(src, dst));
    QVERIFY(run(first).ok);
    QVERIFY(writeFile(dst + QStringLiteral("/extra.txt"), "extra"));

    RsyncJob again(push(src, dst));
    QVERIFY(run(again).ok);
    QVERIFY(QFile::exists(dst + QStringLiteral("/extra.txt")));

    RsyncOptions options = push(src, dst);
    options.deleteExtraneous = true;
    RsyncJob withDelete(options);
    QVERIFY(run(withDelete).ok);
    QVERIFY(!QFile::exists(dst + QStringLiteral("/extra.txt")));
    QVERIFY(QFile::exists(dst + QStringLiteral("/a.txt")));
}

void TestRsyncJob::filesFromResendsExactlyTheList()
{
    if (!m_sshd.isRunning()) {
        QSKIP("needs rsync and sshd");
    }
    const QString src = m_dir.filePath(QStringLiteral("ffsrc"));
    const QString dst = m_remote + QStringLiteral("/ff");
    QVERIFY(writeFile(src + QStringLiteral("/a b.txt"), "AAAA"));
    QVERIFY(writeFile(src + QStringLiteral("/中文/c.txt"), "CCCC"));
    QVERIFY(writeFile(src + QStringLiteral("/other.txt"), "OOOO"));
    RsyncJob first(push(src, dst));
    QVERIFY(run(first).ok);
    // Corrupt two remote files keeping size and mtime: rsync's quick check cannot see it.
    for (const QString &name :
        { QStringLiteral("/a b.txt"), QStringLiteral("/中文/c.txt"), QStringLiteral("/other.txt") }) {
        const QDateTime mtime = QFileInfo(dst + name).lastModified();
        QVERIFY(writeFile(dst + name, "XXXX"));
        QFile file(dst + name);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.setFileTime(mtime, QFileDevice::FileModificationTime));
    }
    RsyncOptions options = push(src, dst);
    options.checksum = true;
    options.filesFrom = { QStringLiteral("a b.txt"), QStringLiteral("中文/c.txt") };
    RsyncJob resend(options);
    const Run r = run(resend);
    QVERIFY2(r.ok, qPrintable(r.error.message + r.error.detail));
    auto read = [](const QString &path) {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    };
    QCOMPARE(read(dst + QStringLiteral("/a b.txt")), QByteArray("AAAA"));
    QCOMPARE(read(dst + QStringLiteral("/中文/c.txt")), QByteArray("CCCC"));
    QCOMPARE(read(dst + QStringLiteral("/other.txt")), QByteArray("XXXX")); // not in the list: untouched
}

void TestRsyncJob::killedMidTransferResumesFromPartialDir()
{
    if (!m_sshd.isRunning()) {
        QSKIP("needs rsync and sshd");
    }
    const QString src = m_dir.filePath(QStringLiteral("bigsrc"));
    QVERIFY(writeRandomFile(src + QStringLiteral("/huge.bin"), 200 << 20));
    const QString dst = m_remote + QStringLiteral("/big");
    RsyncOptions options = push(src, dst);
    options.bandwidthLimitKiB = 80 * 1024; // ~2.5 s for 200 MB: time to kill it half-way
    RsyncJob job(options);
    bool killed = false;
    connect(&job, &RsyncJob::progress, this, [&](qint64 bytes, qint64, int, double, int, int, int) {
        if (!killed && bytes > (30 << 20)) {
            killed = true;
            auto *process = job.findChild<QProcess *>();
            QVERIFY(process);
            ::kill(static_cast<pid_t>(process->processId()), SIGKILL);
        }
    });
    const Run r = run(job);
    QVERIFY(killed);
    QVERIFY(!r.ok);
    // The receiving rsync notices the dropped connection and keeps what it has in the partial dir.
    const QString partial = dst + QStringLiteral("/.rsync-partial/huge.bin");
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(partial).size() > 0, 10000);
    qInfo() << "partial file after kill:" << QFileInfo(partial).size() << "bytes";

    RsyncJob rerun(push(src, dst));
    const Run again = run(rerun);
    QVERIFY2(again.ok, qPrintable(again.error.message));
    QVERIFY2(again.stats.matchedData > 0, "the rerun did not reuse the partial file");
    qInfo() << "rerun matched" << again.stats.matchedData << "bytes, sent" << again.stats.literalData;
    QCOMPARE(snapshot(dst), snapshot(src));
    QVERIFY(!QFileInfo::exists(partial));
}

void TestRsyncJob::cancelThenRerun()
{
    if (!m_sshd.isRunning()) {
        QSKIP("needs rsync and sshd");
    }
    const QString src = m_dir.filePath(QStringLiteral("bigsrc"));
    const QString dst = m_remote + QStringLiteral("/cancelled");
    RsyncOptions options = push(src, dst);
    options.bandwidthLimitKiB = 80 * 1024;
    RsyncJob job(options);
    connect(&job, &RsyncJob::progress, this, [&job](qint64 bytes, qint64, int, double, int, int, int) {
        if (bytes > (20 << 20)) {
            job.cancel();
        }
    });
    QElapsedTimer timer;
    timer.start();
    const Run r = run(job);
    QVERIFY(!r.ok);
    QCOMPARE(r.error.code, Error::Code::Cancelled);
    QVERIFY(timer.elapsed() < 10000);
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(dst + QStringLiteral("/.rsync-partial/huge.bin")).size() > 0, 10000);

    RsyncJob rerun(push(src, dst));
    const Run again = run(rerun);
    QVERIFY2(again.ok, qPrintable(again.error.message));
    QVERIFY(again.stats.matchedData > 0);
    QCOMPARE(snapshot(dst), snapshot(src));
}

void TestRsyncJob::passwordNeverVisible()
{
    const QString user = m_passwordUser;
    const QString password = m_password;
    if (user.isEmpty() || password.isEmpty()) {
        QSKIP("Set RD_TEST_SSH_PASSWORD_USER and RD_TEST_SSH_PASSWORD (a local account with that password) to run "
              "the password-auth test");
    }
    if (!m_sshd.isRunning()) {
        QSKIP("needs rsync and sshd");
    }
    LocalSshd sshd;
    sshd.setPasswordAuthentication(true);
    QVERIFY2(sshd.start(), qPrintable(sshd.errorString()));
    const QString known = m_dir.filePath(QStringLiteral("pw_known_hosts"));
    QVERIFY(KnownHosts(known).add(QStringLiteral("127.0.0.1"), sshd.port(), sshd.hostPublicKeyLine()));
    // A folder the password user can write to.
    const QString dst
        = QDir::tempPath() + QStringLiteral("/rd-rsync-pw-") + QString::number(QCoreApplication::applicationPid());
    QVERIFY(QDir().mkpath(dst));
    QFile::setPermissions(dst, QFileDevice::Permissions(0x7777));
    const QString src = m_dir.filePath(QStringLiteral("pwsrc"));
    QVERIFY(writeRandomFile(src + QStringLiteral("/data.bin"), 24 << 20));

    RsyncOptions options;
    options.endpoint = sshd.passwordEndpoint(user, known);
    options.localPath = src;
    options.remotePath = dst + QStringLiteral("/mine"); // created by the password user
    options.bandwidthLimitKiB = 16 * 1024; // ~1.5 s to look at every process
    RsyncJob job(options);
    job.setPassword(password);

    // This process and its ancestors hold RD_TEST_SSH_PASSWORD from the start (the harness put it there): skipped.
    const QSet<QString> ancestors = ancestorPids();
    const QString self = QString::number(QCoreApplication::applicationPid());
    const QByteArray secret = password.toUtf8();
    int scans = 0;
    QStringList leaks;
    QTimer scanner;
    connect(&scanner, &QTimer::timeout, this, [&] {
        ++scans;
        const QStringList pids = QDir(QStringLiteral("/proc")).entryList({ QStringLiteral("[0-9]*") }, QDir::Dirs);
        for (const QString &pid : pids) {
            if (ancestors.contains(pid)) {
                continue;
            }
            // A command line is visible to everyone: no process may show the password there. An environment
            // is inherited: only what this test started (rsync, ssh and their children) could have got it
            // from RentDeck; siblings under the same test runner inherited the harness variable themselves.
            const bool ours = lineageOf(pid).contains(self);
            for (const char *what : { "cmdline", "environ" }) {
                if (!ours && qstrcmp(what, "environ") == 0) {
                    continue;
                }
                QFile file(QStringLiteral("/proc/%1/%2").arg(pid, QLatin1String(what)));
                if (file.open(QIODevice::ReadOnly) && file.readAll().contains(secret)) {
                    leaks << file.fileName();
                }
            }
        }
    });
    scanner.start(10);
    const Run r = run(job);
    scanner.stop();
    const auto arrived = snapshot(dst + QStringLiteral("/mine"));

    RsyncJob wrongPassword(options);
    wrongPassword.setPassword(password + QStringLiteral("-wrong"));
    const Run refused = run(wrongPassword);
    QDir(dst).removeRecursively();
    QVERIFY2(r.ok, qPrintable(r.error.message + QLatin1Char('\n') + r.error.detail));
    QCOMPARE(arrived, snapshot(src));
    QVERIFY(!refused.ok);
    QVERIFY2(refused.error.code == Error::Code::Auth, qPrintable(refused.error.message));
    qInfo() << "scanned every process" << scans << "times during the password sync";
    QVERIFY(scans >= 5);
    QVERIFY2(leaks.isEmpty(), qPrintable(leaks.join(QLatin1Char(' '))));
}

void TestRsyncJob::wrongHostKeyTransfersNothing()
{
    if (!m_sshd.isRunning()) {
        QSKIP("needs rsync and sshd");
    }
    const QString wrong = m_dir.filePath(QStringLiteral("wrong_known_hosts"));
    // Another ed25519 key (the client's) where the host key should be.
    QVERIFY(KnownHosts(wrong).add(QStringLiteral("127.0.0.1"), m_sshd.port(), m_sshd.clientPublicKeyLine()));
    RsyncOptions options;
    options.endpoint = m_sshd.endpoint(wrong);
    options.localPath = m_dir.filePath(QStringLiteral("delsrc"));
    options.remotePath = m_remote + QStringLiteral("/hostkey");
    RsyncJob job(options);
    const Run r = run(job);
    QVERIFY(!r.ok);
    QCOMPARE(r.error.code, Error::Code::HostKey);
    QVERIFY2(r.error.message.contains(QStringLiteral("host key")), qPrintable(r.error.message));
    QVERIFY(!QFileInfo::exists(m_remote + QStringLiteral("/hostkey")));
}

QTEST_GUILESS_MAIN(TestRsyncJob)
#include "TestRsyncJob.moc"
