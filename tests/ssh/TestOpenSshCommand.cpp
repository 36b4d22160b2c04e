// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/OpenSshCommand.h"

#include <QProcess>
#include <QTest>

using namespace RentDeck;

class TestOpenSshCommand : public QObject
{
    Q_OBJECT

private slots:
    void defaultPortIsOmitted();
    void strictKnownHostsAndOwnKey();
    void shellLineSurvivesTheShell();
};

void TestOpenSshCommand::defaultPortIsOmitted()
{
    const SshEndpoint endpoint { QStringLiteral("gpu.example.com"), 22, QStringLiteral("ubuntu"), {}, {}, false };
    QCOMPARE(OpenSshCommand::arguments(endpoint),
        QStringList({ QStringLiteral("ssh"), QStringLiteral("ubuntu@gpu.example.com") }));
}

void TestOpenSshCommand::strictKnownHostsAndOwnKey()
{
    const SshEndpoint endpoint { QStringLiteral("127.0.0.1"), 40222, QStringLiteral("root"), QStringLiteral("/k/id"),
        QStringLiteral("/rd/known_hosts"), false };
    const QStringList args = OpenSshCommand::options(endpoint);
    QVERIFY(args.contains(QStringLiteral("40222")));
    QVERIFY(args.contains(QStringLiteral("UserKnownHostsFile=/rd/known_hosts")));
    QVERIFY(args.contains(QStringLiteral("StrictHostKeyChecking=yes")));
    QVERIFY(args.contains(QStringLiteral("IdentitiesOnly=yes")));
    QVERIFY(!args.join(QLatin1Char(' ')).contains(QStringLiteral("StrictHostKeyChecking=no")));
}

void TestOpenSshCommand::shellLineSurvivesTheShell()
{
    // Paths with spaces, quotes and Chinese must reach ssh as the same single words.
    const SshEndpoint endpoint { QStringLiteral("127.0.0.1"), 2222, QStringLiteral("root"),
        QStringLiteral("/home/李 雷/it's key"), QStringLiteral("/tmp/a b/known_hosts"), false };
    const QString line = OpenSshCommand::shellLine(endpoint);
    QProcess shell;
    shell.start(QStringLiteral("/bin/sh"),
        { QStringLiteral("-c"),
            QStringLiteral("for w in ") + line.mid(4) + QStringLiteral("; do printf '%s\\n' \"$w\"; done") });
    QVERIFY(shell.waitForFinished(5000));
    QStringList words = QString::fromUtf8(shell.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    words.prepend(QStringLiteral("ssh"));
    QCOMPARE(words, OpenSshCommand::arguments(endpoint));
}

QTEST_GUILESS_MAIN(TestOpenSshCommand)
#include "TestOpenSshCommand.moc"
