// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "logging/Redact.h"

#include <QTest>

using namespace RentDeck;

class TestRedact : public QObject
{
    Q_OBJECT

private slots:
    void masksSecrets_data();
    void masksSecrets();
    void leavesOrdinaryText_data();
    void leavesOrdinaryText();
    void masksPrivateKeyBlock();
};

void TestRedact::masksSecrets_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("secret"); // must be gone
    QTest::addColumn<QString>("expected"); // exact result

    QTest::newRow("bearer header") << QStringLiteral("Authorization: Bearer abc.DEF-123")
                                   << QStringLiteral("abc.DEF-123") << QStringLiteral("Authorization: Bearer ***");
    QTest::newRow("lower-case header") << QStringLiteral("authorization: token ghp_xyz") << QStringLiteral("ghp_xyz")
                                       << QStringLiteral("authorization: token ***");
    QTest::newRow("json authorization") << QStringLiteral("{\"Authorization\": \"Bearer s3cr3t\"}")
                                        << QStringLiteral("s3cr3t")
                                        << QStringLiteral("{\"Authorization\": \"Bearer ***\"}");
    QTest::newRow("query api_key") << QStringLiteral("GET https://x.test/v0/offers?api_key=k123&limit=5")
                                   << QStringLiteral("k123")
                                   << QStringLiteral("GET https://x.test/v0/offers?api_key=***&limit=5");
    QTest::newRow("json apiKey") << QStringLiteral("{\"apiKey\":\"sk-live-9\",\"name\":\"a\"}")
                                 << QStringLiteral("sk-live-9")
                                 << QStringLiteral("{\"apiKey\":\"***\",\"name\":\"a\"}");
    QTest::newRow("api key header") << QStringLiteral("X-API-Key: 0123456789abcdef")
                                    << QStringLiteral("0123456789abcdef") << QStringLiteral("X-API-Key: ***");
    QTest::newRow("token query") << QStringLiteral("/ws?token=tok_77 connected") << QStringLiteral("tok_77")
                                 << QStringLiteral("/ws?token=*** connected");
    QTest::newRow("access_token json") << QStringLiteral("{\"access_token\": \"eyJhbGciOi\"}")
                                       << QStringLiteral("eyJhbGciOi") << QStringLiteral("{\"access_token\": \"***\"}");
    QTest::newRow("password") << QStringLiteral("login user=bob password=hunter2 ok") << QStringLiteral("hunter2")
                              << QStringLiteral("login user=bob password=*** ok");
    QTest::newRow("client secret") << QStringLiteral("client_secret: 'abc'") << QStringLiteral("abc")
                                   << QStringLiteral("client_secret: '***'");
    QTest::newRow("url password") << QStringLiteral("cloning https://bob:pa55@git.test/repo") << QStringLiteral("pa55")
                                  << QStringLiteral("cloning https://bob:***@git.test/repo");
}

void TestRedact::masksSecrets()
{
    QFETCH(QString, input);
    QFETCH(QString, secret);
    QFETCH(QString, expected);

    const QString output = redact(input);
    QVERIFY2(!output.contains(secret), qPrintable(output));
    QCOMPARE(output, expected);
    QCOMPARE(redact(output), output); // idempotent
}

void TestRedact::leavesOrdinaryText_data()
{
    QTest::addColumn<QString>("input");
    QTest::newRow("sentence") << QStringLiteral("instance sandbox:a1 is running on 127.0.0.1:2222");
    QTest::newRow("talks about tokens") << QStringLiteral("the token is valid; max_tokens 512; passwords are hashed");
    QTest::newRow("url without password") << QStringLiteral("GET https://api.test/v1/instances?limit=5&page=2");
    QTest::newRow("empty password") << QStringLiteral("password: ");
    QTest::newRow("public key") << QStringLiteral("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOv user@host");
    QTest::newRow("chinese") << QStringLiteral("实例已停止，费用 ¥10.00");
}

void TestRedact::leavesOrdinaryText()
{
    QFETCH(QString, input);
    QCOMPARE(redact(input), input);
}

void TestRedact::masksPrivateKeyBlock()
{
    const QString body = QStringLiteral("b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAAB");
    const QString text = QStringLiteral("before\n-----BEGIN OPENSSH PRIVATE KEY-----\n") + body
        + QStringLiteral("\n-----END OPENSSH PRIVATE KEY-----\nafter");
    const QString output = redact(text);
    QVERIFY(!output.contains(body));
    QVERIFY(output.startsWith(QStringLiteral("before\n-----BEGIN OPENSSH PRIVATE KEY-----")));
    QVERIFY(output.endsWith(QStringLiteral("\nafter")));
    QCOMPARE(redact(output), output);

    // A block cut off by a truncated log line is masked to the end.
    const QString truncated = QStringLiteral("key: -----BEGIN RSA PRIVATE KEY-----\nMIIEow") + body;
    QVERIFY(!redact(truncated).contains(body));
    QVERIFY(!redact(truncated).contains(QStringLiteral("MIIEow")));
}

QTEST_GUILESS_MAIN(TestRedact)
#include "TestRedact.moc"
