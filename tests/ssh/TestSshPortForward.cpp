// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LocalSshd.h"
#include "TempHome.h"
#include "ssh/KnownHosts.h"
#include "ssh/SshExecChannel.h"
#include "ssh/SshPortForward.h"
#include "ssh/SshSession.h"

#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkInterface>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace RentDeck;

class TestSshPortForward : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void fetchesThroughLoopbackListener();
    void severalForwardsAtOnce();
    void takenPreferredPortPicksAnother();
    void closedRemotePortIsReported();

private:
    quint16 startHttpServer(const QString &dir);
    QByteArray fetch(quint16 port, const QString &path, QString *error = nullptr);

    std::unique_ptr<TempHome> m_home;
    LocalSshd m_sshd;
    QTemporaryDir m_dir;
    std::unique_ptr<SshSession> m_session;
    QNetworkAccessManager m_network;
    QByteArray m_bigFile;
};

void TestSshPortForward::initTestCase()
{
    QString reason;
    if (!LocalSshd::isAvailable(&reason)) {
        QSKIP(qPrintable(reason));
    }
    if (QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty()) {
        QSKIP("no python3 on PATH: it serves the HTTP files on the 'instance' (install python3)");
    }
    m_home = std::make_unique<TempHome>();
    QVERIFY2(m_sshd.start(), qPrintable(m_sshd.errorString()));
    const QString knownHosts = m_dir.filePath(QStringLiteral("known_hosts"));
    QVERIFY(KnownHosts(knownHosts).add(QStringLiteral("127.0.0.1"), m_sshd.port(), m_sshd.hostPublicKeyLine()));
    m_session = std::make_unique<SshSession>(m_sshd.endpoint(knownHosts));
    m_session->connectToHost();
    QTRY_COMPARE_WITH_TIMEOUT(m_session->state(), SshSession::State::Connected, 15000);
    m_network.setProxy(QNetworkProxy::NoProxy); // an http_proxy in the environment must not see loopback
    for (int i = 0; m_bigFile.size() < 3 * 1024 * 1024; ++i) {
        m_bigFile += QByteArray::number(i) + " forwarded line \xe4\xb8\xad\n";
    }
    QFile big(m_dir.filePath(QStringLiteral("big.txt")));
    QVERIFY(big.open(QIODevice::WriteOnly) && big.write(m_bigFile) == m_bigFile.size());
    big.close();
    QFile small(m_dir.filePath(QStringLiteral("hello.txt")));
    QVERIFY(small.open(QIODevice::WriteOnly) && small.write("hello through ssh\n") > 0);
}

void TestSshPortForward::cleanupTestCase()
{
    // Stop sshd while the session still holds the HTTP servers under it: once the session is gone they
    // would be orphans outside sshd's tree (root logins get no signal forwarding).
    const QList<qint64> tree = m_sshd.processTree();
    m_sshd.stop();
    m_session.reset();
    for (const qint64 pid : tree) {
        QVERIFY2(!LocalSshd::isProcessAlive(pid), qPrintable(QString::number(pid)));
    }
    QVERIFY(SshSession::waitForWorkers(std::chrono::milliseconds(5000)));
}

quint16 TestSshPortForward::startHttpServer(const QString &dir)
{
    quint16 port = 0;
    {
        QTcpServer probe;
        probe.listen(QHostAddress::LocalHost, 0);
        port = probe.serverPort();
    }
    // Started over the session itself, as a user would on a rented machine.
    SshExecChannel *server = m_session->exec(
        QStringLiteral("cd '%1' && exec python3 -m http.server %2 --bind 127.0.0.1").arg(dir).arg(port));
    connect(server, &SshExecChannel::finished, this,
        [server] { qWarning().noquote() << "HTTP server ended:" << server->exitStatus() << server->error().message; });
    connect(server, &SshExecChannel::stderrReceived, this,
        [](const QByteArray &data) { qInfo().noquote() << "HTTP server:" << data.trimmed(); });
    const bool up = QTest::qWaitFor(
        [port] {
            QTcpSocket socket;
            socket.connectToHost(QHostAddress::LocalHost, port);
            return socket.waitForConnected(100);
        },
        10000);
    return up ? port : 0;
}

QByteArray TestSshPortForward::fetch(quint16 port, const QString &path, QString *error)
{
    QNetworkReply *reply
        = m_network.get(QNetworkRequest(QUrl(QStringLiteral("http://127.0.0.1:%1/%2").arg(port).arg(path))));
    QSignalSpy finished(reply, &QNetworkReply::finished);
    finished.wait(20000);
    const QByteArray body = reply->readAll();
    if (error != nullptr) {
        *error = reply->error() == QNetworkReply::NoError ? QString() : reply->errorString();
    }
    reply->deleteLater();
    return body;
}

void TestSshPortForward::fetchesThroughLoopbackListener()
{
    const quint16 remotePort = startHttpServer(m_dir.path());
    QVERIFY(remotePort != 0);
    SshPortForward *forward = m_session->forwardLocalPort(remotePort);
    QVERIFY(forward->isListening());
    QCOMPARE(forward->localAddress(), QHostAddress(QHostAddress::LocalHost));
    QVERIFY(forward->localPort() != 0 && forward->localPort() != remotePort);
    QCOMPARE(forward->localAddressText(), QStringLiteral("127.0.0.1:%1").arg(forward->localPort()));
    // Nothing listens on the machine's other addresses.
    const QList<QHostAddress> addresses = QNetworkInterface::allAddresses();
    for (const QHostAddress &address : addresses) {
        if (!address.isLoopback() && address.protocol() == QAbstractSocket::IPv4Protocol) {
            QTcpSocket other;
            other.connectToHost(address, forward->localPort());
            QVERIFY2(!other.waitForConnected(1000), qPrintable(address.toString()));
        }
    }

    QString error;
    QCOMPARE(fetch(forward->localPort(), QStringLiteral("hello.txt"), &error), QByteArray("hello through ssh\n"));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QByteArray big = fetch(forward->localPort(), QStringLiteral("big.txt"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(big.size(), m_bigFile.size());
    QVERIFY(big == m_bigFile);
    QVERIFY(forward->bytesReceived() > m_bigFile.size());
    QVERIFY(forward->bytesSent() > 0);
    QTRY_COMPARE_WITH_TIMEOUT(forward->activeConnections(), 0, 5000);
    QVERIFY(forward->lastError().isEmpty());
    delete forward;
}

void TestSshPortForward::severalForwardsAtOnce()
{
    const quint16 first = startHttpServer(m_dir.path());
    const quint16 second = startHttpServer(m_dir.path());
    QVERIFY(first != 0 && second != 0);
    std::vector<SshPortForward *> forwards;
    for (int i = 0; i < 3; ++i) {
        forwards.push_back(m_session->forwardLocalPort(i == 1 ? second : first));
        QVERIFY(forwards.back()->isListening());
    }
    QList<QNetworkReply *> replies;
    for (int round = 0; round < 3; ++round) {
        for (SshPortForward *forward : forwards) {
            replies.append(m_network.get(
                QNetworkRequest(QUrl(QStringLiteral("http://127.0.0.1:%1/hello.txt").arg(forward->localPort())))));
        }
    }
    QTRY_VERIFY_WITH_TIMEOUT(
        std::all_of(replies.cbegin(), replies.cend(), [](QNetworkReply *r) { return r->isFinished(); }), 20000);
    for (QNetworkReply *reply : std::as_const(replies)) {
        QVERIFY2(reply->error() == QNetworkReply::NoError, qPrintable(reply->errorString()));
        QCOMPARE(reply->readAll(), QByteArray("hello through ssh\n"));
        reply->deleteLater();
    }
    qDeleteAll(forwards);
}

void TestSshPortForward::takenPreferredPortPicksAnother()
{
    const quint16 remotePort = startHttpServer(m_dir.path());
    QVERIFY(remotePort != 0);
    QTcpServer squatter;
    QVERIFY(squatter.listen(QHostAddress::LocalHost, 0));
    std::unique_ptr<SshPortForward> forward(m_session->forwardLocalPort(remotePort, squatter.serverPort()));
    QVERIFY(forward->isListening());
    QVERIFY(forward->localPort() != squatter.serverPort());
    QCOMPARE(forward->preferredLocalPort(), squatter.serverPort());
    QCOMPARE(fetch(forward->localPort(), QStringLiteral("hello.txt")), QByteArray("hello through ssh\n"));

    quint16 freePort = 0;
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        freePort = probe.serverPort();
    }
    std::unique_ptr<SshPortForward> exact(m_session->forwardLocalPort(remotePort, freePort));
    QCOMPARE(exact->localPort(), freePort);
}

void TestSshPortForward::closedRemotePortIsReported()
{
    quint16 closedPort = 0;
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        closedPort = probe.serverPort();
    }
    std::unique_ptr<SshPortForward> forward(m_session->forwardLocalPort(closedPort));
    QSignalSpy errors(forward.get(), &SshPortForward::errorOccurred);
    QString error;
    fetch(forward->localPort(), QStringLiteral("x"), &error);
    QVERIFY(!error.isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(!forward->lastError().isEmpty(), 5000);
    qInfo().noquote() << forward->lastError();
    QVERIFY(forward->lastError().contains(QString::number(closedPort)));
    QVERIFY(forward->isListening());
    QCOMPARE(m_session->state(), SshSession::State::Connected);
}

QTEST_GUILESS_MAIN(TestSshPortForward)
#include "TestSshPortForward.moc"
