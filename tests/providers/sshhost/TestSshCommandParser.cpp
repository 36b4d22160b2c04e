// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/SshCommandParser.h"

#include <QTest>

using namespace RentDeck;

class TestSshCommandParser : public QObject
{
    Q_OBJECT

private slots:
    void parse_data();
    void parse();
    void warnings_data();
    void warnings();
    void splitWords();
};

namespace {
const QString Home = QStringLiteral("/home/alice");
}

void TestSshCommandParser::parse_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("host");
    QTest::addColumn<int>("port");
    QTest::addColumn<QString>("user");
    QTest::addColumn<QString>("identity");
    QTest::addColumn<QString>("errorPart"); // substring of the message when !ok

    const auto row = [](const char *name, const QString &text, const QString &host, int port, const QString &user,
                         const QString &identity = {}) {
        QTest::newRow(name) << text << true << host << port << user << identity << QString();
    };
    const auto bad = [](const char *name, const QString &text, const QString &errorPart) {
        QTest::newRow(name) << text << false << QString() << 0 << QString() << QString() << errorPart;
    };
    const QString root = QStringLiteral("root");

    row("port first", QStringLiteral("ssh -p 34222 root@connect.westb.example.com"),
        QStringLiteral("connect.westb.example.com"), 34222, root);
    row("options after host", QStringLiteral("ssh root@1.2.3.4 -p 2222 -i ~/.ssh/id_ed25519"),
        QStringLiteral("1.2.3.4"), 2222, root, QStringLiteral("/home/alice/.ssh/id_ed25519"));
    row("-o Port", QStringLiteral("ssh -o Port=22 user@host"), QStringLiteral("host"), 22, QStringLiteral("user"));
    row("-o 'Port 2022' quoted", QStringLiteral("ssh -o 'Port 2022' -o User=bob box.lan"), QStringLiteral("box.lan"),
        2022, QStringLiteral("bob"));
    row("user@host:port", QStringLiteral("user@host.example:2200"), QStringLiteral("host.example"), 2200,
        QStringLiteral("user"));
    row("[host]:port", QStringLiteral("[10.0.0.7]:2201"), QStringLiteral("10.0.0.7"), 2201, root);
    row("[ipv6]:port", QStringLiteral("ubuntu@[2001:db8::1]:22022"), QStringLiteral("2001:db8::1"), 22022,
        QStringLiteral("ubuntu"));
    row("AutoDL", QStringLiteral("ssh -p 12345 root@region-1.autodl.com"), QStringLiteral("region-1.autodl.com"), 12345,
        root);
    row("AutoDL console copy with label and password line",
        QStringLiteral("登录指令：ssh -p 48123 root@connect.westb.seetacloud.com\n密码：AbCdEf123"),
        QStringLiteral("connect.westb.seetacloud.com"), 48123, root);
    row("dollar prompt and whitespace", QStringLiteral("\n\n   $   ssh   -p  2222   root@example.org   \n\n"),
        QStringLiteral("example.org"), 2222, root);
    row("shell prompt with user and path", QStringLiteral("me@laptop:~$ ssh -p 40022 root@gpu.example.net"),
        QStringLiteral("gpu.example.net"), 40022, root);
    row("line continuation", QStringLiteral("ssh \\\n  -p 31000 \\\n  root@h.example.com"),
        QStringLiteral("h.example.com"), 31000, root);
    row("attached port, bundled flags", QStringLiteral("ssh -tt -p2222 -l admin 192.168.1.20"),
        QStringLiteral("192.168.1.20"), 2222, QStringLiteral("admin"));
    row("bare host defaults", QStringLiteral("ssh myserver"), QStringLiteral("myserver"), 22, root);
    row("ssh:// uri", QStringLiteral("ssh://ubuntu@203.0.113.9:2022"), QStringLiteral("203.0.113.9"), 2022,
        QStringLiteral("ubuntu"));
    row("identity with -o", QStringLiteral("ssh -o IdentityFile=~/keys/lab user@lab.example.org"),
        QStringLiteral("lab.example.org"), 22, QStringLiteral("user"), QStringLiteral("/home/alice/keys/lab"));
    row("RunPod direct", QStringLiteral("ssh root@194.68.245.12 -p 22098 -i ~/.ssh/id_ed25519"),
        QStringLiteral("194.68.245.12"), 22098, root, QStringLiteral("/home/alice/.ssh/id_ed25519"));
    row("HostName overrides alias", QStringLiteral("ssh -o HostName=10.1.2.3 -p 2020 myalias"),
        QStringLiteral("10.1.2.3"), 2020, root);
    row("windows ssh.exe", QStringLiteral("PS C:\\> ssh.exe -p 2200 root@win.example.com"),
        QStringLiteral("win.example.com"), 2200, root);

    bad("garbage word", QStringLiteral("xyz"), QStringLiteral("Could not find a host in 'xyz'"));
    bad("empty", QString(), QStringLiteral("Could not find a host"));
    bad("only ssh", QStringLiteral("ssh"), QStringLiteral("Could not find a host"));
    bad("prose", QStringLiteral("hello there, how are you"), QStringLiteral("Paste the SSH command"));
    bad("port out of range", QStringLiteral("ssh -p 70000 root@host"), QStringLiteral("70000"));
    bad("port not a number", QStringLiteral("ssh -p abc root@host"), QStringLiteral("\"abc\""));
    bad("missing option value", QStringLiteral("ssh root@host -p"), QStringLiteral("-p needs a value"));
    bad("invalid host characters", QStringLiteral("ssh root@bad!host,com"), QStringLiteral("Could not find a host"));
    bad("user without host", QStringLiteral("ssh root@"), QStringLiteral("Could not find a host"));
    // A provider's ssh_command can carry any user: '/' made rsync read user@host:path as a local folder.
    bad("user with a slash", QStringLiteral("ssh -p 2222 ro/ot@connect.example.com"),
        QStringLiteral("\"ro/ot\" is not a plain user name"));
    bad("user as an option", QStringLiteral("ssh -l -oProxyCommand=x connect.example.com"),
        QStringLiteral("not a plain user name"));
    bad("host with a percent sign", QStringLiteral("ssh root@%h.example.com"), QStringLiteral("Could not find a host"));
}

void TestSshCommandParser::parse()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    const Result<ParsedSshCommand> parsed = SshCommandParser::parse(text, Home);
    QCOMPARE(parsed.isOk(), ok);
    if (!ok) {
        QFETCH(QString, errorPart);
        QCOMPARE(parsed.error().code, Error::Code::InvalidInput);
        QVERIFY2(parsed.error().message.contains(errorPart), qPrintable(parsed.error().message));
        return;
    }
    QTEST(parsed->host, "host");
    QTEST(parsed->port, "port");
    QTEST(parsed->user, "user");
    QTEST(parsed->identityFile, "identity");
}

void TestSshCommandParser::warnings_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("warningPart");
    QTest::newRow("jump host") << QStringLiteral("ssh -J bastion root@10.0.0.2") << QStringLiteral("-J bastion");
    QTest::newRow("forwarding") << QStringLiteral("ssh -L 8888:localhost:8888 -p 2222 root@h.example")
                                << QStringLiteral("rentdeck-cli forward");
    QTest::newRow("unknown -o") << QStringLiteral("ssh -o ServerAliveInterval=30 root@h.example")
                                << QStringLiteral("ServerAliveInterval=30");
    QTest::newRow("remote command") << QStringLiteral("ssh root@h.example nvidia-smi -L")
                                    << QStringLiteral("\"nvidia-smi -L\"");
    QTest::newRow("agent forwarding") << QStringLiteral("ssh -A root@h.example") << QStringLiteral("-A");
}

void TestSshCommandParser::warnings()
{
    QFETCH(QString, text);
    QFETCH(QString, warningPart);
    const Result<ParsedSshCommand> parsed = SshCommandParser::parse(text, Home);
    QVERIFY2(parsed.isOk(), qPrintable(parsed.error().message));
    const QString all = parsed->warnings.join(QLatin1Char('\n'));
    QVERIFY2(all.contains(warningPart), qPrintable(all));
    // Harmless flags say nothing.
    QVERIFY(SshCommandParser::parse(QStringLiteral("ssh -t -v -C root@h.example"), Home)->warnings.isEmpty());
}

void TestSshCommandParser::splitWords()
{
    QCOMPARE(SshCommandParser::splitWords(QStringLiteral("a  \"b c\" 'd e' f\\ g \"h\\\"i\"")),
        QStringList({ QStringLiteral("a"), QStringLiteral("b c"), QStringLiteral("d e"), QStringLiteral("f g"),
            QStringLiteral("h\"i") }));
    QCOMPARE(SshCommandParser::splitWords(QStringLiteral("  ")), QStringList());
    QCOMPARE(SshCommandParser::splitWords(QStringLiteral("''")), QStringList({ QString() }));
}

QTEST_GUILESS_MAIN(TestSshCommandParser)
#include "TestSshCommandParser.moc"
