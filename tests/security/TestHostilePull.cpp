// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The rented machine is the attacker: its owner plants symlinks named like our partial folder (".rsync-partial")
// at the top of a tree and deeper, relative and absolute, and can make rsync look missing so that RentDeck falls
// back to SFTP by itself. A pull must change nothing outside its destination, with every transport.
#include "CliRunner.h"
#include "LocalSshd.h"
#include "TempHome.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace RentDeck;

namespace {

const QLatin1String PartialDir(".rsync-partial");

bool writeFile(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(content) == content.size();
}

bool makeLink(const QString &target, const QString &path)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    return QFile::link(target, path);
}

/**
 * Relative path → content (files), "/" (folders) or "-> TARGET" (symlinks, never followed) of everything under
 * \a root except the subtree \a skip: what a write through a link would change.
 */
QMap<QString, QByteArray> surroundings(const QString &root, const QString &skip)
{
    QMap<QString, QByteArray> tree;
    const QDir base(root);
    QDirIterator it(
        root, QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString relative = base.relativeFilePath(path);
        if (relative == skip || relative.startsWith(skip + QLatin1Char('/'))) {
            continue;
        }
        const QFileInfo info = it.fileInfo();
        if (info.isSymLink()) {
            tree.insert(relative, "-> " + QFile::encodeName(info.symLinkTarget()));
        } else if (info.isDir()) {
            tree.insert(relative + QLatin1Char('/'), {});
        } else {
            QFile file(path);
            tree.insert(relative, file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<unreadable>"));
        }
    }
    return tree;
}

/** Every entry named ".rsync-partial" under \a root that is not a real folder. */
QStringList partialNotFolder(const QString &root)
{
    QStringList found;
    QDirIterator it(
        root, { QString(PartialDir) }, QDir::AllEntries | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (it.fileInfo().isSymLink() || !it.fileInfo().isDir()) {
            found << path;
        }
    }
    return found;
}

} // namespace

class TestHostilePull : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void pullStaysInsideDestination_data();
    void pullStaysInsideDestination();

private:
    CliRun cli(const QStringList &args)
    {
        return runCliProgram(QStringLiteral(RD_CLI_PATH), QStringLiteral(RD_TOOLS_DIR), args);
    }
    QString launchSandbox();
};

void TestHostilePull::initTestCase()
{
    QString why;
    if (!LocalSshd::isAvailable(&why)) {
        QSKIP(qPrintable(why));
    }
    if (QStandardPaths::findExecutable(QStringLiteral("rsync")).isEmpty()) {
        QSKIP("rsync is not installed");
    }
}

QString TestHostilePull::launchSandbox()
{
    const CliRun offers = cli({ QStringLiteral("--json"), QStringLiteral("offers"), QStringLiteral("--provider"),
        QStringLiteral("sandbox") });
    const QString offer = firstOfferName(offers.out, QStringLiteral("sandbox"));
    if (offer.isEmpty()) {
        return {};
    }
    const CliRun launch = cli({ QStringLiteral("launch"), QStringLiteral("--offer"), offer, QStringLiteral("--wait") });
    return launch.exitCode == 0 ? QString::fromUtf8(launch.out).trimmed() : QString();
}

void TestHostilePull::pullStaysInsideDestination_data()
{
    QTest::addColumn<QString>("transport");
    QTest::addColumn<bool>("fakeMissingRsync");
    QTest::newRow("rsync") << QStringLiteral("rsync") << false;
    QTest::newRow("sftp") << QStringLiteral("sftp") << false;
    // The default: the remote only has to answer "rsync: not found" and RentDeck falls back to SFTP by itself.
    QTest::newRow("auto, rsync missing on the instance") << QStringLiteral("auto") << true;
}

void TestHostilePull::pullStaysInsideDestination()
{
    QFETCH(QString, transport);
    QFETCH(bool, fakeMissingRsync);
    TempHome home;
    const QString sandbox = launchSandbox();
    QVERIFY(!sandbox.isEmpty());
    const QString instanceDir
        = home.path() + QStringLiteral("/providers/sandbox/instances/") + sandbox.section(QLatin1Char(':'), 1);
    const QString remote = instanceDir + QStringLiteral("/home/results");
    QTemporaryDir work;
    const QString abs = work.filePath(QStringLiteral("abs-target"));

    // The instance's tree: files whose partial path runs through a planted link, at the top and deeper.
    QVERIFY(writeFile(remote + QStringLiteral("/.bashrc"), "echo remote code ran\n"));
    QVERIFY(makeLink(QStringLiteral(".."), remote + QLatin1Char('/') + PartialDir));
    QVERIFY(writeFile(remote + QStringLiteral("/deep/authorized_keys"), "ssh-ed25519 AAAA remote\n"));
    QVERIFY(makeLink(abs, remote + QStringLiteral("/deep/") + PartialDir));
    QVERIFY(writeFile(remote + QStringLiteral("/deep/deeper/notes.txt"), "notes\n"));
    QVERIFY(makeLink(QStringLiteral("../../.."), remote + QStringLiteral("/deep/deeper/") + PartialDir));
    if (fakeMissingRsync) {
        // First on the instance's PATH: what a shell prints when there is no rsync.
        QVERIFY(writeFile(
            instanceDir + QStringLiteral("/bin/rsync"), "#!/bin/sh\necho 'sh: 1: rsync: not found' >&2\nexit 127\n"));
        QVERIFY(QFile::setPermissions(
            instanceDir + QStringLiteral("/bin/rsync"), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    }

    // The user's side: files the links aim at, and a link an earlier pull left in the destination.
    const QString dest = work.filePath(QStringLiteral("home/results"));
    QVERIFY(writeFile(work.filePath(QStringLiteral("home/.bashrc")), "# mine\n"));
    QVERIFY(writeFile(abs + QStringLiteral("/authorized_keys"), "ssh-ed25519 AAAA mine\n"));
    QVERIFY(writeFile(work.filePath(QStringLiteral("notes.txt")), "my notes\n"));
    QVERIFY(makeLink(QStringLiteral(".."), dest + QLatin1Char('/') + PartialDir));
    QVERIFY(makeLink(abs, dest + QStringLiteral("/deep/") + PartialDir));
    const QMap<QString, QByteArray> before = surroundings(work.path(), QStringLiteral("home/results"));

    const CliRun pull = cli({ QStringLiteral("sync"), QStringLiteral("pull"), sandbox, QStringLiteral("results"), dest,
        QStringLiteral("--transport"), transport });
    const QByteArray said = pull.out + pull.err;

    QCOMPARE(surroundings(work.path(), QStringLiteral("home/results")), before);
    QVERIFY2(pull.exitCode == 0, said.right(1500).constData());
    if (fakeMissingRsync) {
        QVERIFY2(said.contains("SFTP"), said.right(1500).constData()); // the fallback really ran
    }
    QCOMPARE(QFile(dest + QStringLiteral("/.bashrc")).open(QIODevice::ReadOnly), true);
    QFile pulled(dest + QStringLiteral("/deep/authorized_keys"));
    QVERIFY(pulled.open(QIODevice::ReadOnly));
    QCOMPARE(pulled.readAll(), QByteArray("ssh-ed25519 AAAA remote\n"));
    QVERIFY(QFileInfo::exists(dest + QStringLiteral("/deep/deeper/notes.txt")));
    // Nothing of that name arrives from the instance. The SFTP transfer replaces what an earlier pull left by a
    // folder of its own; rsync leaves an old link where it needs no partial folder (and lstat()s it where it does).
    QStringList links = partialNotFolder(dest);
    if (transport == QLatin1String("rsync")) {
        links.removeAll(dest + QLatin1Char('/') + PartialDir);
        links.removeAll(dest + QStringLiteral("/deep/") + PartialDir);
    }
    QVERIFY2(links.isEmpty(), qPrintable(links.join(QLatin1Char('\n'))));
    QCOMPARE(cli({ QStringLiteral("destroy"), sandbox }).exitCode, 0);
}

QTEST_GUILESS_MAIN(TestHostilePull)
#include "TestHostilePull.moc"
