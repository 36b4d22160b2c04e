// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "TempHome.h"
#include "logging/FileLogHandler.h"
#include "logging/LoggingCategories.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>

using namespace RentDeck;

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestFileLogHandler : public QObject
{
    Q_OBJECT

private slots:
    void formatLineIsRedacted();
    void writesPrivateFiles();
    void rotatesAndKeepsN();
    void installCapturesQtMessages();
    void defaultDirectoryFollowsRentDeckHome();
};

void TestFileLogHandler::formatLineIsRedacted()
{
    const QMessageLogContext context(nullptr, 0, nullptr, "rentdeck.net");
    const QDateTime at(QDate(2026, 1, 2), QTime(3, 4, 5, 678), Qt::UTC);
    const QString line = FileLogHandler::formatLine(
        QtWarningMsg, context, QStringLiteral("401 with Authorization: Bearer abc123"), at);
    QCOMPARE(line, QStringLiteral("2026-01-02T03:04:05.678Z W rentdeck.net: 401 with Authorization: Bearer ***"));
}

void TestFileLogHandler::writesPrivateFiles()
{
    QTemporaryDir dir;
    FileLogHandler::Options options;
    options.directory = dir.filePath(QStringLiteral("logs"));
    FileLogHandler handler(options);
    QVERIFY(handler.write(QStringLiteral("hello api_key=zzz")));
    QVERIFY(handler.write(QStringLiteral("second line")));

    const QByteArray content = readAll(handler.currentFilePath());
    QCOMPARE(content, QByteArray("hello api_key=***\nsecond line\n"));
    struct stat info = {};
    QCOMPARE(::stat(QFile::encodeName(handler.currentFilePath()).constData(), &info), 0);
    QCOMPARE(info.st_mode & 0777, 0600u);
    QCOMPARE(::stat(QFile::encodeName(options.directory).constData(), &info), 0);
    QCOMPARE(info.st_mode & 0777, 0700u);
}

void TestFileLogHandler::rotatesAndKeepsN()
{
    QTemporaryDir dir;
    FileLogHandler::Options options;
    options.directory = dir.path();
    options.maxFileBytes = 1024;
    options.keepFiles = 3;
    FileLogHandler handler(options);

    const QString padding = QString(99, QLatin1Char('x'));
    const int lineCount = 60;
    for (int i = 0; i < lineCount; ++i) {
        QVERIFY(handler.write(QStringLiteral("%1 ").arg(i, 2, 10, QLatin1Char('0')) + padding));
    }
    const QStringList files = QDir(dir.path()).entryList(QDir::Files, QDir::Name);
    QCOMPARE(files.size(), options.keepFiles);
    QVERIFY(files.contains(QStringLiteral("rentdeck.log")));
    QVERIFY(files.contains(QStringLiteral("rentdeck.1.log")));
    QVERIFY(files.contains(QStringLiteral("rentdeck.2.log")));
    for (const QString &file : files) {
        QVERIFY(QFileInfo(dir.filePath(file)).size() <= options.maxFileBytes);
    }
    // Oldest to newest, the kept files hold consecutive lines ending with the last one written.
    const QByteArray kept = readAll(handler.rotatedFilePath(2)) + readAll(handler.rotatedFilePath(1))
        + readAll(handler.currentFilePath());
    const QList<QByteArray> lines = kept.trimmed().split('\n');
    QVERIFY(lines.size() < lineCount);
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const qsizetype expected = lineCount - lines.size() + i;
        QCOMPARE(lines.at(i).left(2).toLongLong(), qint64(expected));
    }
}

void TestFileLogHandler::installCapturesQtMessages()
{
    QTemporaryDir dir;
    FileLogHandler::Options options;
    options.directory = dir.path();
    options.echoToStderr = false;
    {
        FileLogHandler handler(options);
        QVERIFY(handler.install());
        FileLogHandler other(options);
        QVERIFY(!other.install()); // only one handler at a time
        qCWarning(lcNet) << "request failed, password=hunter2";
        qCInfo(lcCore) << "plain info";
    }
    qCWarning(lcNet) << "after uninstall"; // goes to the previous handler, not the file

    const QByteArray content = readAll(dir.filePath(QStringLiteral("rentdeck.log")));
    QVERIFY2(content.contains(" W rentdeck.net: request failed, password=***"), content.constData());
    QVERIFY(content.contains(" I rentdeck.core: plain info"));
    QVERIFY(!content.contains("hunter2"));
    QVERIFY(!content.contains("after uninstall"));
}

void TestFileLogHandler::defaultDirectoryFollowsRentDeckHome()
{
    TempHome home;
    QCOMPARE(FileLogHandler::defaultDirectory(), home.path() + QStringLiteral("/logs"));
    FileLogHandler handler(FileLogHandler::Options {});
    QCOMPARE(handler.directory(), home.path() + QStringLiteral("/logs"));
}

QTEST_GUILESS_MAIN(TestFileLogHandler)
#include "TestFileLogHandler.moc"
