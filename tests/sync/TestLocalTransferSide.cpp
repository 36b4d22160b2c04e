// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The local end of an SFTP transfer never goes through a symlink below its root, whoever put it there: every call
// on a path that crosses one fails or sees nothing, and the file behind the link stays as it was.
#include "sync/LocalTransferSide.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <unistd.h>

using namespace RentDeck;

namespace {

QByteArray contentOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
}

bool writeFile(const QString &path, const QByteArray &content)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(content) == content.size();
}

} // namespace

class TestLocalTransferSide : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void writesBelowALinkAreRefused();
    void linkIsNeverAFolder();
    void freshFileReplacesLinkAndHardLink();
    void resumeOnlyOwnPlainFile();
    void attributesNeverFollowALink();
    void rootMayBeALink();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_root;
    QString m_victim;
};

void TestLocalTransferSide::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_root = m_dir->filePath(QStringLiteral("dest"));
    m_victim = m_dir->filePath(QStringLiteral("victim"));
    QVERIFY(QDir().mkpath(m_root));
    QVERIFY(QDir().mkpath(m_victim));
    QVERIFY(writeFile(m_victim + QStringLiteral("/.bashrc"), "# mine\n"));
    QVERIFY(QFile::link(m_victim, m_root + QStringLiteral("/link")));
}

void TestLocalTransferSide::writesBelowALinkAreRefused()
{
    LocalTransferSide side(m_root);
    Error error;
    QVERIFY(!side.openWrite(QStringLiteral("link/.bashrc"), 0, &error));
    QVERIFY2(error.message.contains(QLatin1String("symbolic link")), qPrintable(error.message));
    QVERIFY(!side.openRead(QStringLiteral("link/.bashrc"), 0, 7, &error));
    QVERIFY(!side.makeDir(QStringLiteral("link/sub")));
    QVERIFY(!side.makeLink(QStringLiteral("link/x"), "/"));
    QVERIFY(!side.remove(QStringLiteral("link/.bashrc"), TransferEntry::Kind::File));
    QVERIFY(QFile::copy(m_victim + QStringLiteral("/.bashrc"), m_root + QStringLiteral("/mine")));
    QVERIFY(!side.rename(QStringLiteral("mine"), QStringLiteral("link/.bashrc")));
    QVERIFY(!side.rename(QStringLiteral("link/.bashrc"), QStringLiteral("taken")));
    QVERIFY(!side.stat(QStringLiteral("link/.bashrc"), &error)); // below a link is outside the tree
    TransferListing entries;
    QVERIFY(!side.list(QStringLiteral("link"), &entries));
    QCOMPARE(contentOf(m_victim + QStringLiteral("/.bashrc")), QByteArray("# mine\n"));
    QVERIFY(!QFileInfo::exists(m_victim + QStringLiteral("/sub")));
    QVERIFY(!QFileInfo::exists(m_victim + QStringLiteral("/x")));
}

void TestLocalTransferSide::linkIsNeverAFolder()
{
    LocalTransferSide side(m_root);
    // mkdir of an existing folder is fine; of an existing link to one it is not.
    QVERIFY(side.makeDir(QStringLiteral("real")));
    QVERIFY(side.makeDir(QStringLiteral("real")));
    const Status made = side.makeDir(QStringLiteral("link"));
    QVERIFY(!made);
    QVERIFY2(made.error().message.contains(QLatin1String("symbolic link")), qPrintable(made.error().message));
}

void TestLocalTransferSide::freshFileReplacesLinkAndHardLink()
{
    LocalTransferSide side(m_root);
    QVERIFY(QFile::link(m_victim + QStringLiteral("/.bashrc"), m_root + QStringLiteral("/to-file")));
    QCOMPARE(::link(QFile::encodeName(m_victim + QStringLiteral("/.bashrc")).constData(),
                 QFile::encodeName(m_root + QStringLiteral("/hard")).constData()),
        0);
    for (const QString &name : { QStringLiteral("to-file"), QStringLiteral("hard") }) {
        Error error;
        std::unique_ptr<TransferStream> out = side.openWrite(name, 0, &error);
        QVERIFY2(out, qPrintable(error.message));
        QVERIFY(out->write("remote\n", 7));
        QVERIFY(out->close());
        QCOMPARE(contentOf(m_root + QLatin1Char('/') + name), QByteArray("remote\n"));
    }
    QCOMPARE(contentOf(m_victim + QStringLiteral("/.bashrc")), QByteArray("# mine\n"));
}

void TestLocalTransferSide::resumeOnlyOwnPlainFile()
{
    LocalTransferSide side(m_root);
    QVERIFY(QFile::link(m_victim + QStringLiteral("/.bashrc"), m_root + QStringLiteral("/to-file")));
    QCOMPARE(::link(QFile::encodeName(m_victim + QStringLiteral("/.bashrc")).constData(),
                 QFile::encodeName(m_root + QStringLiteral("/hard")).constData()),
        0);
    Error error;
    QVERIFY(!side.openWrite(QStringLiteral("to-file"), 3, &error));
    QVERIFY(!side.openWrite(QStringLiteral("hard"), 3, &error));
    QVERIFY(!side.openRead(QStringLiteral("to-file"), 0, 7, &error));
    QCOMPARE(contentOf(m_victim + QStringLiteral("/.bashrc")), QByteArray("# mine\n"));
    QVERIFY(writeFile(m_root + QStringLiteral("/partial"), "abcdef"));
    std::unique_ptr<TransferStream> out = side.openWrite(QStringLiteral("partial"), 3, &error);
    QVERIFY2(out, qPrintable(error.message));
    QVERIFY(out->write("XYZ", 3));
    QVERIFY(out->close());
    QCOMPARE(contentOf(m_root + QStringLiteral("/partial")), QByteArray("abcXYZ"));
}

void TestLocalTransferSide::attributesNeverFollowALink()
{
    LocalTransferSide side(m_root);
    QVERIFY(QFile::link(m_victim + QStringLiteral("/.bashrc"), m_root + QStringLiteral("/to-file")));
    const QFileDevice::Permissions before = QFile::permissions(m_victim + QStringLiteral("/.bashrc"));
    TransferEntry asFile;
    asFile.mode = 0777;
    asFile.mtime = 1000;
    QVERIFY(!side.setAttributes(QStringLiteral("to-file"), asFile)); // a file was expected: a link is refused
    QVERIFY(!side.setAttributes(QStringLiteral("link/.bashrc"), asFile));
    TransferEntry asLink = asFile;
    asLink.kind = TransferEntry::Kind::Link;
    QVERIFY(side.setAttributes(QStringLiteral("to-file"), asLink)); // the link's own time only
    QCOMPARE(QFile::permissions(m_victim + QStringLiteral("/.bashrc")), before);
    QVERIFY(QFileInfo(m_victim + QStringLiteral("/.bashrc")).lastModified().toSecsSinceEpoch() != 1000);
}

void TestLocalTransferSide::rootMayBeALink()
{
    // The user chose the root: a link there is followed, as before.
    LocalTransferSide side(m_root + QStringLiteral("/link"));
    Error error;
    const std::optional<TransferEntry> root = side.stat({}, &error);
    QVERIFY(root && root->kind == TransferEntry::Kind::Dir);
    const std::optional<TransferEntry> file = side.stat(QStringLiteral(".bashrc"), &error);
    QVERIFY(file && file->kind == TransferEntry::Kind::File && file->size == 7);
}

QTEST_GUILESS_MAIN(TestLocalTransferSide)
#include "TestLocalTransferSide.moc"
