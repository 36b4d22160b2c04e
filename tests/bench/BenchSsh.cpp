// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// SSH benchmark against OpenSSH on the same sandbox instance in the same run. Prints ratios:
//   1. connect+auth+exec latency: `rentdeck-cli exec` vs `ssh`            (goal <= 1.2x)
//   2. 100 commands over one RentDeck session vs 100 `ssh` runs         (goal >= 5x faster)
//      and vs OpenSSH ControlMaster                                      (goal <= 1.5x)
//   3. port-forward throughput vs `ssh -L` moving N MB (default 500)     (goal >= 1.0x), medians of 3 rounds
// Usage: rentdeck-bench-ssh [MB]
#include "BenchSandbox.h"
#include "ssh/OpenSshCommand.h"
#include "ssh/SshExecChannel.h"
#include "ssh/SshPortForward.h"
#include "ssh/SshSession.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTcpServer>
#include <arpa/inet.h>
#include <atomic>
#include <netinet/in.h>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>

using namespace RentDeck;

namespace {
constexpr int ForwardRounds = 3;

QStringList sshArgs(const SshEndpoint &endpoint, const QStringList &extra)
{
    return OpenSshCommand::options(endpoint) + QStringList { QStringLiteral("-o"), QStringLiteral("BatchMode=yes") }
    + extra + QStringList { endpoint.user + QLatin1Char('@') + endpoint.host };
}

double timeProcess(const QString &program, const QStringList &args)
{
    QElapsedTimer clock;
    clock.start();
    QProcess process;
    process.start(program, args);
    process.waitForFinished(60000);
    if (process.exitCode() != 0) {
        qWarning("%s failed: %s", qPrintable(program), process.readAllStandardError().constData());
    }
    return double(clock.nsecsElapsed()) / 1e6;
}

quint16 freePort()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort();
}

/** Reads from 127.0.0.1:port until EOF on a plain thread (the forward lives on this thread's event loop). */
double timeDownload(quint16 port, qint64 expectedBytes)
{
    std::atomic<bool> done { false };
    std::atomic<qint64> received { 0 };
    QElapsedTimer clock;
    clock.start();
    std::thread reader([&] {
        const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in address {};
        address.sin_family = AF_INET;
        address.sin_port = htons(port);
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        if (::connect(fd, reinterpret_cast<sockaddr *>(&address), sizeof address) == 0) {
            std::vector<char> buffer(1 << 20);
            ssize_t n = 0;
            while ((n = ::read(fd, buffer.data(), buffer.size())) > 0) {
                received += n;
            }
        }
        ::close(fd);
        done = true;
    });
    waitUntil([&done] { return done.load(); }, 600000);
    reader.join();
    const double seconds = double(clock.nsecsElapsed()) / 1e9;
    if (received != expectedBytes) {
        qWarning("received %lld of %lld bytes", qlonglong(received.load()), qlonglong(expectedBytes));
        return 0;
    }
    return double(expectedBytes) / (1024.0 * 1024.0) / seconds;
}

/** Waits until something listens on 127.0.0.1:port, read from /proc/net/tcp: probing by listening ourselves could
 * take the port from the server about to bind it, and probing by connecting would use up one of its connections. */
bool waitForPort(quint16 port)
{
    const QByteArray local
        = QByteArrayLiteral("0100007F:") + QByteArray::number(port, 16).toUpper().rightJustified(4, '0');
    return waitUntil(
        [&local] {
            QFile table(QStringLiteral("/proc/net/tcp"));
            if (!table.open(QIODevice::ReadOnly)) {
                return false;
            }
            const QList<QByteArray> lines = table.readAll().split('\n');
            return std::any_of(lines.cbegin(), lines.cend(), [&local](const QByteArray &line) {
                const QList<QByteArray> fields = line.simplified().split(' ');
                return fields.size() > 3 && fields[1] == local && fields[3] == "0A"; // 0A: LISTEN
            });
        },
        10000);
}
} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const qint64 megabytes = argc > 1 ? QByteArray(argv[1]).toLongLong() : 500;
    BenchSandbox sandbox;
    if (!sandbox.launch(QStringLiteral("sandbox:sbx-4090-us"))) {
        return 1;
    }
    const Instance &instance = sandbox.instance();
    const SshEndpoint &endpoint = instance.ssh;
    const QString ssh = QStringLiteral("ssh");
    printf("sandbox instance %s at %s:%d\n\n", qPrintable(instance.name()), qPrintable(endpoint.host), endpoint.port);

    // 1. One command from a cold start, as a user at a shell prompt runs it.
    QList<double> cli;
    QList<double> openssh;
    for (int i = 0; i < 10; ++i) {
        cli.append(timeProcess(QStringLiteral(RD_CLI_PATH),
            { QStringLiteral("exec"), instance.name(), QStringLiteral("--"), QStringLiteral("true") }));
        openssh.append(timeProcess(ssh, sshArgs(endpoint, {}) + QStringList { QStringLiteral("true") }));
    }
    printf("1. connect+auth+exec   rentdeck-cli exec %7.1f ms   ssh %7.1f ms   ratio %.2fx (goal <= 1.2x)\n",
        median(cli), median(openssh), median(cli) / median(openssh));

    // 2. 100 commands: one RentDeck session vs 100 ssh runs vs ControlMaster.
    SshSession session(endpoint);
    session.connectToHost();
    if (!waitUntil([&session] { return session.state() == SshSession::State::Connected; }, 15000)) {
        qWarning("session did not connect: %s", qPrintable(session.lastError().message));
        return 1;
    }
    QElapsedTimer clock;
    clock.start();
    for (int i = 0; i < 100; ++i) {
        SshExecChannel *channel = session.exec(QStringLiteral("true"));
        waitUntil([channel] { return channel->isFinished(); }, 10000);
        channel->deleteLater();
    }
    const double sessionMs = double(clock.nsecsElapsed()) / 1e6;
    clock.restart();
    for (int i = 0; i < 100; ++i) {
        timeProcess(ssh, sshArgs(endpoint, {}) + QStringList { QStringLiteral("true") });
    }
    const double sshMs = double(clock.nsecsElapsed()) / 1e6;
    const QString control
        = QDir::temp().filePath(QStringLiteral("rd-bench-cm-%1").arg(QCoreApplication::applicationPid()));
    const QStringList master { QStringLiteral("-o"), QStringLiteral("ControlMaster=auto"), QStringLiteral("-o"),
        QStringLiteral("ControlPath=") + control, QStringLiteral("-o"), QStringLiteral("ControlPersist=120") };
    timeProcess(ssh, sshArgs(endpoint, master) + QStringList { QStringLiteral("true") }); // starts the master
    clock.restart();
    for (int i = 0; i < 100; ++i) {
        timeProcess(ssh, sshArgs(endpoint, master) + QStringList { QStringLiteral("true") });
    }
    const double masterMs = double(clock.nsecsElapsed()) / 1e6;
    timeProcess(ssh, sshArgs(endpoint, master + QStringList { QStringLiteral("-O"), QStringLiteral("exit") }));
    printf("2. 100 commands        rentdeck session %7.0f ms   ssh x100 %7.0f ms   speed-up %.1fx (goal >= 5x)\n",
        sessionMs, sshMs, sshMs / sessionMs);
    printf("                       ControlMaster x100 %7.0f ms   ratio %.2fx (goal <= 1.5x)\n", masterMs,
        sessionMs / masterMs);

    // 3. Throughput of a forward: a server on the instance sends N MB to each connection.
    const quint16 remotePort = freePort();
    const qint64 bytes = megabytes * 1024 * 1024;
    const QString server
        = QStringLiteral("nohup python3 -c \"import socket\ns=socket.socket()\ns.setsockopt(socket.SOL_SOCKET,"
                         "socket.SO_REUSEADDR,1)\ns.bind(('127.0.0.1',%1))\ns.listen(4)\nb=bytes(1<<20)\n"
                         "for _ in range(%3):\n c,_=s.accept()\n for _ in range(%2): c.sendall(b)\n c.close()\" "
                         ">/dev/null 2>&1 &")
              .arg(remotePort)
              .arg(megabytes)
              .arg(2 * ForwardRounds);
    SshExecChannel *start = session.exec(server);
    QObject::connect(start, &SshExecChannel::stderrReceived, start,
        [](const QByteArray &data) { qWarning("server: %s", data.constData()); });
    waitUntil([start] { return start->isFinished(); }, 10000);
    if (start->exitStatus() != 0 || !waitForPort(remotePort)) {
        qWarning("the test server on the instance did not start (exit %d)", start->exitStatus());
    }
    SshPortForward *forward = session.forwardLocalPort(remotePort);
    waitUntil([forward] { return forward->isListening(); }, 10000);
    const quint16 sshLocal = freePort();
    QProcess tunnel;
    tunnel.start(ssh,
        sshArgs(endpoint,
            { QStringLiteral("-N"), QStringLiteral("-L"),
                QStringLiteral("%1:127.0.0.1:%2").arg(sshLocal).arg(remotePort) }));
    waitForPort(sshLocal);
    // Alternating rounds, medians: one download each way can land on a busy moment of this machine.
    QList<double> rentdeckRates;
    QList<double> sshRates;
    for (int round = 0; round < ForwardRounds; ++round) {
        rentdeckRates.append(timeDownload(forward->localPort(), bytes));
        sshRates.append(timeDownload(sshLocal, bytes));
    }
    tunnel.terminate();
    tunnel.waitForFinished(5000);
    const double rentdeckRate = median(rentdeckRates);
    const double sshRate = median(sshRates);
    printf("3. forward %lld MB x %d  rentdeck %7.1f MB/s   ssh -L %7.1f MB/s   ratio %.2fx (goal >= 1.0x)\n",
        qlonglong(megabytes), ForwardRounds, rentdeckRate, sshRate, sshRate > 0 ? rentdeckRate / sshRate : 0.0);
    session.disconnectFromHost();
    return 0;
}
