// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Instance.h"
#include "ssh/SshAddress.h"

#include <QTest>

using namespace RentDeck;

class TestSshAddress : public QObject
{
    Q_OBJECT

private slots:
    void hosts_data();
    void hosts();
    void users_data();
    void users();
    void problemNamesThePart();
};

void TestSshAddress::hosts_data()
{
    QTest::addColumn<QString>("host");
    QTest::addColumn<bool>("valid");
    // What the providers hand out.
    QTest::newRow("vast proxy") << QStringLiteral("ssh4.vast.ai") << true;
    QTest::newRow("autodl") << QStringLiteral("connect.bjb1.seetacloud.com") << true;
    QTest::newRow("ipv4") << QStringLiteral("203.0.113.7") << true;
    QTest::newRow("ipv6") << QStringLiteral("2001:db8::1") << true;
    QTest::newRow("ipv6 with zone") << QStringLiteral("fe80::1%eth0") << true;
    QTest::newRow("single label") << QStringLiteral("gpubox") << true;
    QTest::newRow("underscore") << QStringLiteral("gpu_box.lan") << true;
    QTest::newRow("idn") << QStringLiteral("算力.example.cn") << true;
    // What they must not.
    QTest::newRow("empty") << QString() << false;
    QTest::newRow("option") << QStringLiteral("-oProxyCommand=touch x") << false;
    QTest::newRow("leading dash label") << QStringLiteral("-host.example.com") << false;
    QTest::newRow("slash") << QStringLiteral("host/../x") << false;
    QTest::newRow("percent token") << QStringLiteral("%h.example.com") << false;
    QTest::newRow("user inside") << QStringLiteral("root@host") << false;
    QTest::newRow("space") << QStringLiteral("host name") << false;
    QTest::newRow("colon garbage") << QStringLiteral("1:2:3:4:5:6:7:8:9") << false;
    QTest::newRow("escape") << QStringLiteral("host\x1b[2J") << false;
    QTest::newRow("too long") << QString(254, u'a') << false;
}

void TestSshAddress::hosts()
{
    QFETCH(QString, host);
    QFETCH(bool, valid);
    QCOMPARE(SshAddress::isValidHost(host), valid);
}

void TestSshAddress::users_data()
{
    QTest::addColumn<QString>("user");
    QTest::addColumn<bool>("valid");
    QTest::newRow("root") << QStringLiteral("root") << true;
    QTest::newRow("ubuntu") << QStringLiteral("ubuntu") << true;
    QTest::newRow("dotted") << QStringLiteral("first.last") << true;
    QTest::newRow("machine account") << QStringLiteral("build$") << true;
    QTest::newRow("slash") << QStringLiteral("us/er") << false;
    QTest::newRow("option") << QStringLiteral("-oProxyCommand=x") << false;
    QTest::newRow("at") << QStringLiteral("a@b") << false;
    QTest::newRow("colon") << QStringLiteral("a:b") << false;
    QTest::newRow("percent") << QStringLiteral("%u") << false;
    QTest::newRow("space") << QStringLiteral("a b") << false;
    QTest::newRow("empty") << QString() << false;
    QTest::newRow("too long") << QString(65, u'a') << false;
}

void TestSshAddress::users()
{
    QFETCH(QString, user);
    QFETCH(bool, valid);
    QCOMPARE(SshAddress::isValidUser(user), valid);
}

void TestSshAddress::problemNamesThePart()
{
    SshEndpoint endpoint;
    endpoint.host = QStringLiteral("ssh4.vast.ai");
    endpoint.user = QStringLiteral("root");
    endpoint.port = 41022;
    QCOMPARE(SshAddress::problem(endpoint), QString());
    endpoint.user = QStringLiteral("ro/ot");
    QVERIFY(SshAddress::problem(endpoint).contains(QLatin1String("\"ro/ot\"")));
    endpoint.user = QStringLiteral("root");
    endpoint.host = QStringLiteral("-oProxyCommand=x\x1b]0;t\x07");
    const QString problem = SshAddress::problem(endpoint);
    QVERIFY(problem.contains(QLatin1String("host")));
    QVERIFY(!problem.contains(QLatin1Char('\x1b'))); // shown, not obeyed
    endpoint.host = QStringLiteral("ssh4.vast.ai");
    endpoint.port = 70000;
    QVERIFY(SshAddress::problem(endpoint).contains(QLatin1String("70000")));
}

QTEST_GUILESS_MAIN(TestSshAddress)
#include "TestSshAddress.moc"
