// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/SystemTerminal.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace RentDeck;

class TestSystemTerminal : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void startsTheInstalledTerminalWithSsh();
    void noTerminalSaysWhatWasTried();

private:
    QByteArray m_path;
    QByteArray m_terminal;
};

void TestSystemTerminal::init()
{
    m_path = qgetenv("PATH");
    m_terminal = qgetenv("TERMINAL");
    qunsetenv("TERMINAL");
}

void TestSystemTerminal::cleanup()
{
    qputenv("PATH", m_path);
    qputenv("TERMINAL", m_terminal);
}

void TestSystemTerminal::startsTheInstalledTerminalWithSsh()
{
    // A fake xterm on PATH records how it was started.
    QTemporaryDir dir;
    const QString log = dir.filePath(QStringLiteral("args"));
    QFile fake(dir.filePath(QStringLiteral("xterm")));
    QVERIFY(fake.open(QIODevice::WriteOnly));
    fake.write("#!/bin/sh\nprintf '%s\\n' \"$@\" > '" + log.toUtf8() + "'\n");
    fake.close();
    fake.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    qputenv("PATH", dir.path().toUtf8());

    const SshEndpoint endpoint { QStringLiteral("127.0.0.1"), 2222, QStringLiteral("root"), QStringLiteral("/k/id"),
        QStringLiteral("/rd/known_hosts"), false };
    const Status status = SystemTerminal::open(endpoint);
    QVERIFY2(status.isOk(), qPrintable(status.error().message));
    auto recordedArgs = [&log] {
        QFile recorded(log);
        return recorded.open(QIODevice::ReadOnly)
            ? QString::fromUtf8(recorded.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts)
            : QStringList();
    };
    QTRY_VERIFY(recordedArgs().contains(QStringLiteral("root@127.0.0.1")));
    const QStringList args = recordedArgs();
    QCOMPARE(args.value(0), QStringLiteral("-e"));
    QCOMPARE(args.value(1), QStringLiteral("ssh"));
    QVERIFY(args.contains(QStringLiteral("root@127.0.0.1")));
    QVERIFY(args.contains(QStringLiteral("StrictHostKeyChecking=yes")));
}

void TestSystemTerminal::noTerminalSaysWhatWasTried()
{
    QTemporaryDir empty;
    qputenv("PATH", empty.path().toUtf8());
    const Status status = SystemTerminal::open({ QStringLiteral("h"), 22, QStringLiteral("u"), {}, {}, false });
    QVERIFY(!status.isOk());
    QCOMPARE(status.error().code, Error::Code::Missing);
    QVERIFY(status.error().message.contains(QStringLiteral("xterm")));
    QVERIFY(status.error().message.contains(QStringLiteral("Copy ssh command")));
}

QTEST_GUILESS_MAIN(TestSystemTerminal)
#include "TestSystemTerminal.moc"
