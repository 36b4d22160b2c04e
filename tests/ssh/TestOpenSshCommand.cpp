// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/OpenSshCommand.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace RentDeck;

class TestOpenSshCommand : public QObject
{
    Q_OBJECT

private slots:
    void defaultPortIsOmitted();
    void strictKnownHostsAndOwnKey();
    void shellLineSurvivesTheShell();
    void leadingDashIsNeverAnOption();
    void instanceKeyAliasIsPassedOn();
};

void TestOpenSshCommand::defaultPortIsOmitted()
{
    const SshEndpoint endpoint { QStringLiteral("gpu.example.com"), 22, QStringLiteral("ubuntu"), {}, {}, false, {},
        false };
    QCOMPARE(OpenSshCommand::arguments(endpoint),
        QStringList({ QStringLiteral("ssh"), QStringLiteral("--"), QStringLiteral("ubuntu@gpu.example.com") }));
}

void TestOpenSshCommand::strictKnownHostsAndOwnKey()
{
    const SshEndpoint endpoint { QStringLiteral("127.0.0.1"), 40222, QStringLiteral("root"), QStringLiteral("/k/id"),
        QStringLiteral("/rd/known_hosts"), false, {}, false };
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
        QStringLiteral("/home/李 雷/it's key"), QStringLiteral("/tmp/a b/known_hosts"), false, {}, false };
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

void TestOpenSshCommand::leadingDashIsNeverAnOption()
{
    // A provider answering with a user (or host) like "-oProxyCommand=..." must not run a command here: without
    // "--" the real ssh reads that word as an option and runs the proxy command before connecting anywhere.
    if (QStandardPaths::findExecutable(QStringLiteral("ssh")).isEmpty()) {
        QSKIP("no ssh client");
    }
    QTemporaryDir dir;
    const QString marker = dir.filePath(QStringLiteral("pwned"));
    QTcpServer closed; // a port that is free: nothing answers there once the server is gone
    QVERIFY(closed.listen(QHostAddress::LocalHost, 0));
    const quint16 port = closed.serverPort();
    closed.close();
    for (const bool asHost : { false, true }) {
        const QString evil = QStringLiteral("-oProxyCommand=touch ") + marker;
        SshEndpoint endpoint { asHost ? evil : QStringLiteral("127.0.0.1"), port,
            asHost ? QStringLiteral("root") : evil, {}, dir.filePath(QStringLiteral("known_hosts")), false, {}, false };
        QStringList args = OpenSshCommand::arguments(endpoint);
        const QString program = args.takeFirst();
        QProcess ssh;
        ssh.setProcessChannelMode(QProcess::MergedChannels);
        ssh.setStandardInputFile(QProcess::nullDevice());
        ssh.start(program,
            QStringList { QStringLiteral("-o"), QStringLiteral("BatchMode=yes") } + args << QStringLiteral("true"));
        QVERIFY(ssh.waitForFinished(15000));
        QVERIFY(ssh.exitCode() != 0);
        QVERIFY2(!QFileInfo::exists(marker) && QDir(dir.path()).entryList({ QStringLiteral("pwned*") }).isEmpty(),
            ssh.readAll().constData());
    }
}

void TestOpenSshCommand::instanceKeyAliasIsPassedOn()
{
    // rsync's ssh and "copy ssh command" check the key RentDeck recorded for this instance, not host:port's.
    SshEndpoint endpoint { QStringLiteral("ssh4.vast.ai"), 31022, QStringLiteral("root"), QStringLiteral("/k/id"),
        QStringLiteral("/rd/known_hosts"), false, QStringLiteral("rentdeck-vastai-17000001"), true };
    QStringList args = OpenSshCommand::options(endpoint);
    QVERIFY(args.contains(QStringLiteral("HostKeyAlias=rentdeck-vastai-17000001")));
    QVERIFY(args.contains(QStringLiteral("StrictHostKeyChecking=yes"))); // first use is RentDeck's, never OpenSSH's
    endpoint.hostKeyAlias.clear();
    QVERIFY(!OpenSshCommand::options(endpoint).join(QLatin1Char(' ')).contains(QLatin1String("HostKeyAlias")));
}

QTEST_GUILESS_MAIN(TestOpenSshCommand)
#include "TestOpenSshCommand.moc"
