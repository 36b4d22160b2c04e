// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/SingleInstance.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>
#include <memory>

using namespace RentDeck;

class TestSingleInstance : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void serverNameIsShortAndPerFolder();
    void secondLaunchActivatesTheFirst();
    void secondBecomesPrimaryOnceTheFirstIsGone();
    void staleSocketFileIsTakenOver();

private:
    QString m_key;
};

void TestSingleInstance::init()
{
    // A key of its own per test function, so a failed run never leaves a name the next one trips over.
    m_key = SingleInstance::serverNameFor(
        QDir::tempPath() + QStringLiteral("/rd-test-") + QUuid::createUuid().toString(QUuid::WithoutBraces));
}

void TestSingleInstance::serverNameIsShortAndPerFolder()
{
    const QString a = SingleInstance::serverNameFor(QStringLiteral("/home/u/.local/share/RentDeck"));
    QCOMPARE(a, SingleInstance::serverNameFor(QStringLiteral("/home/u/.local/share/RentDeck/")));
    QVERIFY(a != SingleInstance::serverNameFor(QStringLiteral("/tmp/other-home")));
    QVERIFY(a.startsWith(QStringLiteral("rentdeck-")));
    QVERIFY(a.size() <= 32);
}

void TestSingleInstance::secondLaunchActivatesTheFirst()
{
    SingleInstance first(m_key);
    QSignalSpy activated(&first, &SingleInstance::activationRequested);
    QVERIFY(first.claim());
    QVERIFY(first.isPrimary());

    SingleInstance second(m_key);
    QVERIFY(!second.claim());
    QVERIFY(!second.isPrimary());
    QVERIFY(activated.wait(3000) || activated.count() == 1);
    QCOMPARE(activated.count(), 1);

    SingleInstance third(m_key);
    QVERIFY(!third.claim());
    QTRY_COMPARE(activated.count(), 2);
}

void TestSingleInstance::secondBecomesPrimaryOnceTheFirstIsGone()
{
    auto first = std::make_unique<SingleInstance>(m_key);
    QVERIFY(first->claim());
    first.reset();

    SingleInstance second(m_key);
    QVERIFY(second.claim());
    QVERIFY(second.isPrimary());
}

void TestSingleInstance::staleSocketFileIsTakenOver()
{
#ifdef Q_OS_UNIX
    // What a crashed primary leaves: a file under the name that nobody answers on.
    const QString path = QDir::tempPath() + QLatin1Char('/') + m_key;
    QFile stale(path);
    QVERIFY(stale.open(QIODevice::WriteOnly));
    stale.close();

    SingleInstance instance(m_key);
    QVERIFY(instance.claim(300));
    QVERIFY(instance.isPrimary());
    SingleInstance later(m_key);
    QVERIFY(!later.claim());
#else
    QSKIP("named pipes leave nothing behind");
#endif
}

QTEST_GUILESS_MAIN(TestSingleInstance)
#include "TestSingleInstance.moc"
