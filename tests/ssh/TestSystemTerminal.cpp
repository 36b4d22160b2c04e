// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/SystemTerminal.h"

#include <QFile>
#include <QFileInfo>
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
    void hostileUserOrHostOpensNothing();

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
        QStringLiteral("/rd/known_hosts"), false, {}, false };
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
    const Status status
        = SystemTerminal::open({ QStringLiteral("h"), 22, QStringLiteral("u"), {}, {}, false, {}, false });
    QVERIFY(!status.isOk());
    QCOMPARE(status.error().code, Error::Code::Missing);
    QVERIFY(status.error().message.contains(QStringLiteral("xterm")));
    QVERIFY(status.error().message.contains(QStringLiteral("Copy ssh command")));
}

void TestSystemTerminal::hostileUserOrHostOpensNothing()
{
    // A provider's answer with shell syntax in the user or host: refused before any terminal starts (macOS and
    // Windows terminals read the command through a shell again).
    QTemporaryDir dir;
    const QString log = dir.filePath(QStringLiteral("ran"));
    QFile fake(dir.filePath(QStringLiteral("xterm")));
    QVERIFY(fake.open(QIODevice::WriteOnly));
    fake.write("#!/bin/sh\n: > '" + log.toUtf8() + "'\n"); // a builtin: PATH holds only this folder
    fake.close();
    fake.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    qputenv("PATH", dir.path().toUtf8());
    const QList<QPair<QString, QString>> hostile { { QStringLiteral("root"), QStringLiteral("h$(touch x)") },
        { QStringLiteral("a&calc"), QStringLiteral("127.0.0.1") },
        { QStringLiteral("-oProxyCommand=x"), QStringLiteral("h") }, { QStringLiteral("root"), QStringLiteral("h;id") },
        { QStringLiteral("ro ot"), QStringLiteral("h") }, { QStringLiteral("root"), QStringLiteral("h\"x") } };
    for (const auto &[user, host] : hostile) {
        const Status status = SystemTerminal::open({ host, 22, user, {}, {}, false, {}, false });
        QVERIFY2(!status.isOk(), qPrintable(user + QLatin1Char('@') + host));
        QCOMPARE(status.error().code, Error::Code::InvalidInput);
    }
    // The same fake terminal does start for a plain address, so the refusals above are the check, not the fake.
    QVERIFY(SystemTerminal::open(
        { QStringLiteral("gpu-1.example.com"), 22, QStringLiteral("ubuntu"), {}, {}, false, {}, false })
                .isOk());
    QTRY_VERIFY(QFileInfo::exists(log));
}

QTEST_GUILESS_MAIN(TestSystemTerminal)
#include "TestSystemTerminal.moc"
