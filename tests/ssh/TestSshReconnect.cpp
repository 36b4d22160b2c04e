// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LocalSshd.h"
#include "TempHome.h"
#include "ssh/KnownHosts.h"
#include "ssh/SshExecChannel.h"
#include "ssh/SshPortForward.h"
#include "ssh/SshReconnectDelay.h"
#include "ssh/SshSession.h"
#include "ssh/SshShellChannel.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace RentDeck;

class TestSshReconnect : public QObject
{
    Q_OBJECT

private slots:
    void reconnectDelayBacksOff();
    void initTestCase();
    void cleanupTestCase();
    void comesBackAfterSshdRestart();

private:
    std::unique_ptr<TempHome> m_home;
    LocalSshd m_sshd;
    QTemporaryDir m_dir;
};

void TestSshReconnect::reconnectDelayBacksOff()
{
    using std::chrono::milliseconds;
    QCOMPARE(reconnectDelay(0, 0.5), milliseconds(500));
    QCOMPARE(reconnectDelay(1, 0.5), milliseconds(1000));
    QCOMPARE(reconnectDelay(2, 0.5), milliseconds(2000));
    QCOMPARE(reconnectDelay(5, 0.5), milliseconds(10000));
    QCOMPARE(reconnectDelay(1000, 0.5), milliseconds(10000));
    QCOMPARE(reconnectDelay(0, 0.0), milliseconds(400));
    QCOMPARE(reconnectDelay(5, 1.0), milliseconds(12000));
}

void TestSshReconnect::initTestCase()
{
    QString reason;
    if (!LocalSshd::isAvailable(&reason)) {
        QSKIP(qPrintable(reason));
    }
    m_home = std::make_unique<TempHome>();
    QVERIFY2(m_sshd.start(), qPrintable(m_sshd.errorString()));
}

void TestSshReconnect::cleanupTestCase()
{
    const QList<qint64> tree = m_sshd.processTree();
    m_sshd.stop();
    for (const qint64 pid : tree) {
        QVERIFY2(!LocalSshd::isProcessAlive(pid), qPrintable(QString::number(pid)));
    }
    QVERIFY(SshSession::waitForWorkers(std::chrono::milliseconds(5000)));
}

void TestSshReconnect::comesBackAfterSshdRestart()
{
    if (QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty()) {
        QSKIP("no python3 on PATH (install python3)");
    }
    // The HTTP server runs outside sshd here, so it survives the restart like a service on a real machine.
    quint16 httpPort = 0;
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        httpPort = probe.serverPort();
    }
    QProcess http;
    http.setWorkingDirectory(m_dir.path());
    http.start(QStringLiteral("python3"),
        { QStringLiteral("-m"), QStringLiteral("http.server"), QString::number(httpPort), QStringLiteral("--bind"),
            QStringLiteral("127.0.0.1") });
    QVERIFY(http.waitForStarted(5000));
    QVERIFY(QTest::qWaitFor(
        [httpPort] {
            QTcpSocket socket;
            socket.connectToHost(QHostAddress::LocalHost, httpPort);
            return socket.waitForConnected(100);
        },
        10000));
    const auto fetch = [](quint16 port) -> QByteArray {
        QTcpSocket socket;
        socket.connectToHost(QHostAddress::LocalHost, port);
        if (!socket.waitForConnected(3000)) {
            return QByteArray();
        }
        socket.write("GET / HTTP/1.0\r\n\r\n");
        QByteArray response;
        [[maybe_unused]] const bool closed = QTest::qWaitFor(
            [&] {
                response += socket.readAll();
                return socket.state() == QAbstractSocket::UnconnectedState;
            },
            10000);
        response += socket.readAll();
        return response;
    };

    const QString knownHosts = m_dir.filePath(QStringLiteral("known_hosts"));
    QVERIFY(KnownHosts(knownHosts).add(QStringLiteral("127.0.0.1"), m_sshd.port(), m_sshd.hostPublicKeyLine()));
    SshSession session(m_sshd.endpoint(knownHosts));
    session.setKeepaliveInterval(std::chrono::milliseconds(2000));
    QList<QPair<SshSession::State, QString>> states;
    connect(&session, &SshSession::stateChanged, this, [&states](SshSession::State state, const QString &message) {
        states.append({ state, message });
    });
    session.connectToHost();
    QTRY_COMPARE_WITH_TIMEOUT(session.state(), SshSession::State::Connected, 15000);

    SshShellChannel *shell = session.openShell(90, 20);
    QSignalSpy opened(shell, &SshShellChannel::opened);
    QVERIFY(opened.wait(10000));
    QByteArray screen;
    connect(shell, &SshShellChannel::dataReceived, this, [&screen](const QByteArray &d) { screen += d; });
    SshPortForward *forward = session.forwardLocalPort(httpPort);
    QVERIFY(fetch(forward->localPort()).startsWith("HTTP/1.0 200"));
    SshExecChannel *running = session.exec(QStringLiteral("sleep 30.5151"));
    QSignalSpy runningStarted(running, &SshExecChannel::started);
    QSignalSpy runningFinished(running, &SshExecChannel::finished);
    QVERIFY(runningStarted.wait(10000));
    // A forwarded connection open across the drop: a server that greets and then waits, so the greeting proves the
    // channel is open (the worker holds the connection's descriptor) before sshd goes.
    QProcess greeter;
    greeter.start(QStringLiteral("python3"),
        { QStringLiteral("-c"),
            QStringLiteral("import socket\ns = socket.socket()\ns.bind(('127.0.0.1', 0))\ns.listen()\n"
                           "print(s.getsockname()[1], flush=True)\nkept = []\nwhile True:\n"
                           "    c, _ = s.accept()\n    c.sendall(b'hello\\n')\n    kept.append(c)\n") });
    QVERIFY(greeter.waitForReadyRead(5000));
    const quint16 greeterPort = quint16(greeter.readLine().trimmed().toUInt());
    QVERIFY(greeterPort != 0);
    SshPortForward *held = session.forwardLocalPort(greeterPort);
    QTcpSocket idleClient;
    idleClient.connectToHost(QHostAddress::LocalHost, held->localPort());
    QVERIFY(idleClient.waitForConnected(3000));
    QTRY_VERIFY_WITH_TIMEOUT(idleClient.bytesAvailable() >= 6, 5000);
    QCOMPARE(idleClient.readAll(), QByteArray("hello\n"));
    QCOMPARE(held->activeConnections(), 1);

    QSignalSpy reconnecting(shell, &SshShellChannel::reconnecting);
    QSignalSpy reconnected(shell, &SshShellChannel::reconnected);
    QElapsedTimer clock;
    clock.start();
    QVERIFY2(m_sshd.killAndRestart(), qPrintable(m_sshd.errorString()));
    QTRY_COMPARE_WITH_TIMEOUT(session.state(), SshSession::State::Reconnecting, 5000);
    QTRY_COMPARE_WITH_TIMEOUT(session.state(), SshSession::State::Connected, 10000);
    qInfo() << "back after" << clock.elapsed() << "ms; states:";
    for (const auto &[state, message] : std::as_const(states)) {
        qInfo().noquote() << "  " << QVariant::fromValue(state).toString() << message;
    }

    // The running command failed with a clear reason; the shell came back; the forward kept listening.
    QTRY_COMPARE_WITH_TIMEOUT(runningFinished.count(), 1, 2000);
    QCOMPARE(running->error().code, Error::Code::Network);
    QVERIFY2(running->error().message.contains(QLatin1String("lost")), qPrintable(running->error().message));
    QTRY_COMPARE_WITH_TIMEOUT(reconnected.count(), 1, 5000);
    QCOMPARE(reconnecting.count(), 1);
    QCOMPARE(opened.count(), 1);
    QVERIFY(shell->isOpen());
    screen.clear();
    shell->write("echo AGAIN-$((40+2)) $(tput cols)\n");
    QTRY_VERIFY2_WITH_TIMEOUT(screen.contains("AGAIN-42 90"), screen.toPercentEncoding().constData(), 10000);
    QVERIFY(forward->isListening());
    // The connection that was open is closed here too (not left hanging), and its forward says why.
    QTRY_COMPARE_WITH_TIMEOUT(idleClient.state(), QAbstractSocket::UnconnectedState, 5000);
    QTRY_COMPARE_WITH_TIMEOUT(held->activeConnections(), 0, 5000);
    QVERIFY2(held->lastError().contains(QLatin1String("lost")), qPrintable(held->lastError()));
    QVERIFY(held->isListening());
    QVERIFY(fetch(forward->localPort()).startsWith("HTTP/1.0 200"));
    greeter.kill();
    greeter.waitForFinished(3000);

    http.terminate();
    http.waitForFinished(3000);
}

QTEST_GUILESS_MAIN(TestSshReconnect)
#include "TestSshReconnect.moc"
