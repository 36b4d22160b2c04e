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
#include <atomic>
#include <memory>
#include <netinet/in.h>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>

using namespace RentDeck;

namespace {

quint16 freeLocalPort()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort();
}

/** A plain blocking client on 127.0.0.1:port; -1 if it could not connect. */
int connectTo(quint16 port, int receiveBuffer = 0)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (receiveBuffer > 0) {
        ::setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &receiveBuffer, sizeof receiveBuffer);
    }
    sockaddr_in address {};
    address.sin_family = AF_INET;
    address.sin_port = htons(port);
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::connect(fd, reinterpret_cast<sockaddr *>(&address), sizeof address) != 0) {
        ::close(fd);
        return -1;
    }
    return fd;
}

bool sendAll(int fd, const QByteArray &data)
{
    for (qsizetype done = 0; done < data.size();) {
        const ssize_t n = ::send(fd, data.constData() + done, static_cast<size_t>(data.size() - done), MSG_NOSIGNAL);
        if (n <= 0) {
            return false;
        }
        done += n;
    }
    return true;
}

QByteArray readToEnd(int fd, qsizetype chunk = 1 << 20, std::chrono::microseconds pause = {})
{
    QByteArray all;
    QByteArray buffer(chunk, Qt::Uninitialized);
    ssize_t n = 0;
    while ((n = ::read(fd, buffer.data(), static_cast<size_t>(buffer.size()))) > 0) {
        all.append(buffer.constData(), n);
        if (pause.count() > 0) {
            std::this_thread::sleep_for(pause);
        }
    }
    return all;
}

/** Runs \a client on its own thread (the forward's listener needs this thread's event loop) and waits for it. */
template <typename Client> bool runClient(Client client)
{
    std::atomic_bool done { false };
    std::thread thread([&] {
        client();
        done = true;
    });
    const bool finished = QTest::qWaitFor([&done] { return done.load(); }, 30000);
    thread.join();
    return finished;
}

} // namespace

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
    void halfClosedClientGetsTheWholeAnswer();
    void slowReaderGetsEveryByte();
    void vanishedClientEndsOnlyItsConnection();

private:
    quint16 startHttpServer(const QString &dir);
    quint16 startReverseServer();
    /** Runs \a command on the instance and waits until it listens on \a port; 0 if it does not. */
    quint16 startServer(const QString &command, quint16 port);
    /** A forward to a new HTTP server on the instance; null if the server did not start. */
    std::unique_ptr<SshPortForward> forwardToNewHttpServer();
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
    return startServer(
        QStringLiteral("cd '%1' && exec python3 -m http.server %2 --bind 127.0.0.1").arg(dir).arg(port), port);
}

quint16 TestSshPortForward::startServer(const QString &command, quint16 port)
{
    // Started over the session itself, as a user would on a rented machine.
    SshExecChannel *server = m_session->exec(command);
    connect(server, &SshExecChannel::finished, this,
        [server] { qWarning().noquote() << "server ended:" << server->exitStatus() << server->error().message; });
    connect(server, &SshExecChannel::stderrReceived, this,
        [](const QByteArray &data) { qInfo().noquote() << "server:" << data.trimmed(); });
    const bool up = QTest::qWaitFor(
        [port] {
            QTcpSocket socket;
            socket.connectToHost(QHostAddress::LocalHost, port);
            return socket.waitForConnected(100);
        },
        10000);
    return up ? port : 0;
}

std::unique_ptr<SshPortForward> TestSshPortForward::forwardToNewHttpServer()
{
    const quint16 remotePort = startHttpServer(m_dir.path());
    return std::unique_ptr<SshPortForward>(remotePort != 0 ? m_session->forwardLocalPort(remotePort) : nullptr);
}

quint16 TestSshPortForward::startReverseServer()
{
    // Reads each connection to its end, then answers with the bytes reversed: the answer can only come back
    // over a connection whose client already said it was done sending (a half-close).
    const QString script = m_dir.filePath(QStringLiteral("reverse.py"));
    QFile file(script);
    if (!file.open(QIODevice::WriteOnly)
        || file.write("import socket, sys\n"
                      "s = socket.socket()\n"
                      "s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)\n"
                      "s.bind(('127.0.0.1', int(sys.argv[1])))\n"
                      "s.listen()\n"
                      "while True:\n"
                      "    c, _ = s.accept()\n"
                      "    data = b''\n"
                      "    while True:\n"
                      "        b = c.recv(65536)\n"
                      "        if not b:\n"
                      "            break\n"
                      "        data += b\n"
                      "    c.sendall(data[::-1])\n"
                      "    c.close()\n")
            < 0) {
        return 0;
    }
    file.close();
    const quint16 port = freeLocalPort();
    return startServer(QStringLiteral("exec python3 '%1' %2").arg(script).arg(port), port);
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
    // The worker reports the counts every 200 ms and when a connection ends.
    QTRY_VERIFY_WITH_TIMEOUT(forward->bytesReceived() > m_bigFile.size(), 5000);
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

void TestSshPortForward::halfClosedClientGetsTheWholeAnswer()
{
    const quint16 remotePort = startReverseServer();
    QVERIFY(remotePort != 0);
    std::unique_ptr<SshPortForward> forward(m_session->forwardLocalPort(remotePort));
    const QByteArray question = m_bigFile.left(1024 * 1024);
    QByteArray answer;
    bool sent = false;
    QVERIFY(runClient([&] {
        const int fd = connectTo(forward->localPort());
        sent = fd >= 0 && sendAll(fd, question);
        ::shutdown(fd, SHUT_WR); // done sending, still listening: `ssh -L` carries the answer back
        answer = readToEnd(fd);
        ::close(fd);
    }));
    QVERIFY(sent);
    QCOMPARE(answer.size(), question.size());
    QByteArray expected = question;
    std::reverse(expected.begin(), expected.end());
    QVERIFY(answer == expected);
    QTRY_COMPARE_WITH_TIMEOUT(forward->activeConnections(), 0, 5000);
    QTRY_COMPARE_WITH_TIMEOUT(forward->bytesSent(), question.size(), 5000);
    QCOMPARE(forward->bytesReceived(), question.size());
}

void TestSshPortForward::slowReaderGetsEveryByte()
{
    const std::unique_ptr<SshPortForward> forward = forwardToNewHttpServer();
    QVERIFY(forward);
    QByteArray reply;
    QVERIFY(runClient([&] {
        // A small receive buffer and a reader that dawdles: the worker must hold back what the client cannot take
        // yet (and stop reading the channel meanwhile) without losing or reordering a byte.
        const int fd = connectTo(forward->localPort(), 4096);
        if (fd >= 0 && sendAll(fd, "GET /big.txt HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n")) {
            reply = readToEnd(fd, 16 * 1024, std::chrono::microseconds(300));
        }
        ::close(fd);
    }));
    const qsizetype bodyStart = reply.indexOf("\r\n\r\n");
    QVERIFY2(bodyStart > 0, reply.left(200).constData());
    QCOMPARE(reply.size() - bodyStart - 4, m_bigFile.size());
    QVERIFY(reply.mid(bodyStart + 4) == m_bigFile);
    QTRY_COMPARE_WITH_TIMEOUT(forward->activeConnections(), 0, 5000);
}

void TestSshPortForward::vanishedClientEndsOnlyItsConnection()
{
    const std::unique_ptr<SshPortForward> forward = forwardToNewHttpServer();
    QVERIFY(forward);
    QByteArray firstBytes;
    QVERIFY(runClient([&] {
        const int fd = connectTo(forward->localPort(), 4096);
        if (fd >= 0 && sendAll(fd, "GET /big.txt HTTP/1.0\r\n\r\n")) {
            firstBytes.resize(1024);
            firstBytes.resize(std::max<ssize_t>(0, ::read(fd, firstBytes.data(), 1024)));
        }
        const linger reset { 1, 0 }; // close with a reset while most of the file is still coming
        ::setsockopt(fd, SOL_SOCKET, SO_LINGER, &reset, sizeof reset);
        ::close(fd);
    }));
    QVERIFY(firstBytes.startsWith("HTTP/1.0 200"));
    QTRY_COMPARE_WITH_TIMEOUT(forward->activeConnections(), 0, 5000);
    QVERIFY2(forward->lastError().isEmpty(), qPrintable(forward->lastError())); // the user closed it: no error
    QCOMPARE(m_session->state(), SshSession::State::Connected);
    QString error;
    QCOMPARE(fetch(forward->localPort(), QStringLiteral("hello.txt"), &error), QByteArray("hello through ssh\n"));
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestSshPortForward)
#include "TestSshPortForward.moc"
