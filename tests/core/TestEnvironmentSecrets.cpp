// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "secrets/EnvironmentSecrets.h"

#include <QTest>

using namespace RentDeck;

class TestEnvironmentSecrets : public QObject
{
    Q_OBJECT

private slots:
    void variableName_data();
    void variableName();
    void apiKey();
    void baseUrl();
    void childrenGetNoSecrets();
};

void TestEnvironmentSecrets::variableName_data()
{
    QTest::addColumn<QString>("providerId");
    QTest::addColumn<QString>("expected");
    QTest::newRow("plain") << QStringLiteral("vastai") << QStringLiteral("RENTDECK_VASTAI_API_KEY");
    QTest::newRow("digits") << QStringLiteral("runpod2") << QStringLiteral("RENTDECK_RUNPOD2_API_KEY");
    QTest::newRow("dash and dot") << QStringLiteral("my-cloud.cn") << QStringLiteral("RENTDECK_MY_CLOUD_CN_API_KEY");
}

void TestEnvironmentSecrets::variableName()
{
    QFETCH(QString, providerId);
    QFETCH(QString, expected);
    QCOMPARE(EnvironmentSecrets::variableName(providerId), expected);
}

void TestEnvironmentSecrets::apiKey()
{
    const QByteArray name = EnvironmentSecrets::variableName(QStringLiteral("testprov")).toLatin1();
    qunsetenv(name.constData());
    QVERIFY(!EnvironmentSecrets::apiKey(QStringLiteral("testprov")).has_value());

    qputenv(name.constData(), "  sk-env-42 \n");
    const auto key = EnvironmentSecrets::apiKey(QStringLiteral("testprov"));
    QVERIFY(key.has_value());
    QCOMPARE(*key, QStringLiteral("sk-env-42"));
    QVERIFY(!EnvironmentSecrets::apiKey(QStringLiteral("otherprov")).has_value());

    qputenv(name.constData(), "   ");
    QVERIFY(!EnvironmentSecrets::apiKey(QStringLiteral("testprov")).has_value());
    qunsetenv(name.constData());
}

void TestEnvironmentSecrets::baseUrl()
{
    QCOMPARE(EnvironmentSecrets::baseUrlVariableName(QStringLiteral("my-cloud.cn")),
        QStringLiteral("RENTDECK_MY_CLOUD_CN_API_BASE"));
    qunsetenv("RENTDECK_LAMBDA_API_BASE");
    QVERIFY(EnvironmentSecrets::baseUrl(QStringLiteral("lambda")).isEmpty());
    qputenv("RENTDECK_LAMBDA_API_BASE", " http://127.0.0.1:8081 ");
    QCOMPARE(EnvironmentSecrets::baseUrl(QStringLiteral("lambda")), QUrl(QStringLiteral("http://127.0.0.1:8081")));
    qunsetenv("RENTDECK_LAMBDA_API_BASE");
}

void TestEnvironmentSecrets::childrenGetNoSecrets()
{
    QProcessEnvironment env;
    env.insert(QStringLiteral("RENTDECK_VASTAI_API_KEY"), QStringLiteral("k1"));
    env.insert(QStringLiteral("RENTDECK_MY_CLOUD_API_KEY"), QStringLiteral("k2"));
    env.insert(QStringLiteral("RENTDECK_SSH_PASSWORD"), QStringLiteral("pw"));
    env.insert(QStringLiteral("RENTDECK_VASTAI_API_BASE"), QStringLiteral("http://127.0.0.1:1"));
    env.insert(QStringLiteral("RENTDECK_HOME"), QStringLiteral("/h"));
    env.insert(QStringLiteral("PATH"), QStringLiteral("/usr/bin"));
    const QProcessEnvironment cleaned = EnvironmentSecrets::withoutSecrets(env);
    QStringList keys = cleaned.keys();
    keys.sort();
    QCOMPARE(keys,
        QStringList(
            { QStringLiteral("PATH"), QStringLiteral("RENTDECK_HOME"), QStringLiteral("RENTDECK_VASTAI_API_BASE") }));
}

QTEST_GUILESS_MAIN(TestEnvironmentSecrets)
#include "TestEnvironmentSecrets.moc"
