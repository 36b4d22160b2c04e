// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/ShellQuote.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTest>

using namespace RentDeck;

class TestShellQuote : public QObject
{
    Q_OBJECT

private slots:
    void quote_data();
    void quote();
    void join();
    void roundTripsThroughSh();
};

void TestShellQuote::quote_data()
{
    QTest::addColumn<QString>("word");
    QTest::addColumn<QString>("expected");
    QTest::newRow("plain") << QStringLiteral("echo") << QStringLiteral("echo");
    QTest::newRow("path and flags") << QStringLiteral("/usr/bin/x-y_z.1,a:b@c%d+e")
                                    << QStringLiteral("/usr/bin/x-y_z.1,a:b@c%d+e");
    QTest::newRow("empty") << QString() << QStringLiteral("''");
    QTest::newRow("space") << QStringLiteral("a b") << QStringLiteral("'a b'");
    QTest::newRow("single quote") << QStringLiteral("it's") << QStringLiteral("'it'\"'\"'s'");
    QTest::newRow("only quote") << QStringLiteral("'") << QStringLiteral("''\"'\"''");
    QTest::newRow("dollar") << QStringLiteral("$HOME") << QStringLiteral("'$HOME'");
    QTest::newRow("backslash") << QStringLiteral("a\\b") << QStringLiteral("'a\\b'");
    QTest::newRow("glob") << QStringLiteral("*.txt") << QStringLiteral("'*.txt'");
    QTest::newRow("tilde") << QStringLiteral("~/x") << QStringLiteral("'~/x'");
    QTest::newRow("assignment") << QStringLiteral("A=1") << QStringLiteral("'A=1'");
    QTest::newRow("newline") << QStringLiteral("a\nb") << QStringLiteral("'a\nb'");
    QTest::newRow("non-ascii") << QStringLiteral("显卡") << QStringLiteral("'显卡'");
    QTest::newRow("semicolon") << QStringLiteral("a;rm -rf /") << QStringLiteral("'a;rm -rf /'");
}

void TestShellQuote::quote()
{
    QFETCH(QString, word);
    QFETCH(QString, expected);
    QCOMPARE(ShellQuote::quote(word), expected);
}

void TestShellQuote::join()
{
    QCOMPARE(ShellQuote::join({ QStringLiteral("echo"), QStringLiteral("a b"), QStringLiteral("c") }),
        QStringLiteral("echo 'a b' c"));
    QCOMPARE(ShellQuote::join({}), QString());
    QCOMPARE(ShellQuote::join({ QString() }), QStringLiteral("''"));
}

void TestShellQuote::roundTripsThroughSh()
{
    const QString sh = QStandardPaths::findExecutable(QStringLiteral("sh"));
    if (sh.isEmpty()) {
        QSKIP("no sh on PATH");
    }
    const QStringList words { QStringLiteral("a b"), QStringLiteral("c"), QStringLiteral("it's"),
        QStringLiteral("$HOME"), QStringLiteral("`id`"), QStringLiteral("\"q\""), QString(), QStringLiteral("x\ny"),
        QStringLiteral("*"), QStringLiteral("\\"), QStringLiteral("显卡") };
    QProcess process;
    // printf prints each argument NUL-terminated, so the words can be compared exactly.
    process.start(sh, { QStringLiteral("-c"), QStringLiteral("printf '%s\\0' ") + ShellQuote::join(words) });
    QVERIFY(process.waitForFinished(5000));
    QCOMPARE(process.exitCode(), 0);
    QByteArray output = process.readAllStandardOutput();
    QVERIFY(output.endsWith('\0'));
    output.chop(1);
    QStringList received;
    for (const QByteArray &word : output.split('\0')) {
        received.append(QString::fromUtf8(word));
    }
    QCOMPARE(received, words);
}

QTEST_GUILESS_MAIN(TestShellQuote)
#include "TestShellQuote.moc"
