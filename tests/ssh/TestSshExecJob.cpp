// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LocalSshd.h"
#include "TempHome.h"
#include "ssh/KnownHosts.h"
#include "ssh/SshExecJob.h"
#include "ssh/SshKeyGenerator.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <csignal>
#include <memory>

using namespace RentDeck;

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString keygenFingerprint(const QString &publicKeyFile)
{
    QProcess keygen;
    keygen.start(QStringLiteral("ssh-keygen"), { QStringLiteral("-lf"), publicKeyFile });
    keygen.waitForFinished(5000);
    return QString::fromUtf8(keygen.readAllStandardOutput())
        .section(QLatin1Char(' '), 1, 1); // "256 SHA256:x c (ED25519)"
}

/** Pids of the processes on this machine whose command line holds \a marker (remote = local here). */
QList<qint64> pidsRunning(const QByteArray &marker)
{
    QList<qint64> pids;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &entry : entries) {
        bool isPid = false;
        const qint64 pid = entry.toLongLong(&isPid);
        if (isPid && pid != QCoreApplication::applicationPid() && LocalSshd::isProcessAlive(pid)
            && readAll(QStringLiteral("/proc/%1/cmdline").arg(entry)).contains(marker)) {
            pids.append(pid);
        }
    }
    return pids;
}

/** Ends the processes this test started remotely that hold \a marker; false if one survives. */
bool killEverywhere(const QByteArray &marker)
{
    for (const qint64 pid : pidsRunning(marker)) {
        ::kill(static_cast<pid_t>(pid), SIGTERM);
    }
    return QTest::qWaitFor([&] { return pidsRunning(marker).isEmpty(); }, 3000);
}

} // namespace

class TestSshExecJob : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void streamsOutputAndExitStatus();
    void largeOutputArrivesComplete();
    void stdinRoundTrips();
    void strictRefusesUnknownHost();
    void acceptNewLearnsHostKey();
    void changedHostKeyIsRefused_data();
    void changedHostKeyIsRefused();
    void wrongClientKeyIsRejected();
    void agentAuthWorks();
    void noKeyAndNoAgentIsExplained();
    void closedPortFailsFast();
    void silentServerTimesOut();
    void cancelIsPrompt();
    void cancelStopsTalkingCommand();
    void deletingRunningJobIsSafe();
    void doesNotBlockCallerThread();

private:
    std::unique_ptr<SshExecJob> run(const SshEndpoint &endpoint, const QString &command,
        HostKeyPolicy policy = HostKeyPolicy::Strict, const QByteArray &stdinData = {});
    QString freshFile(const QString &name) const { return m_dir.filePath(name); }

    std::unique_ptr<TempHome> m_home;
    LocalSshd m_sshd;
    QTemporaryDir m_dir;
    QString m_trusted; // known_hosts that holds the sshd's key
};

std::unique_ptr<SshExecJob> TestSshExecJob::run(
    const SshEndpoint &endpoint, const QString &command, HostKeyPolicy policy, const QByteArray &stdinData)
{
    auto job = std::make_unique<SshExecJob>(endpoint, command);
    job->setHostKeyPolicy(policy);
    job->setStdinData(stdinData);
    QSignalSpy finished(job.get(), &SshExecJob::finished);
    job->start();
    finished.wait(30000);
    return job;
}

void TestSshExecJob::initTestCase()
{
    QString reason;
    if (!LocalSshd::isAvailable(&reason)) {
        QSKIP(qPrintable(reason));
    }
    m_home = std::make_unique<TempHome>(); // the Paths::knownHostsFile() fallback never hits real data
    QVERIFY(m_dir.isValid());
    QElapsedTimer clock;
    clock.start();
    QVERIFY2(m_sshd.start(), qPrintable(m_sshd.errorString()));
    qInfo() << "sshd on port" << m_sshd.port() << "ready in" << clock.elapsed() << "ms";
    m_trusted = freshFile(QStringLiteral("trusted_known_hosts"));
    QVERIFY(KnownHosts(m_trusted).add(QStringLiteral("127.0.0.1"), m_sshd.port(), m_sshd.hostPublicKeyLine()));
}

void TestSshExecJob::cleanupTestCase()
{
    const QList<qint64> tree = m_sshd.processTree();
    m_sshd.stop();
    QVERIFY(!m_sshd.isRunning());
    for (const qint64 pid : tree) {
        QVERIFY2(!LocalSshd::isProcessAlive(pid), qPrintable(QString::number(pid)));
    }
}

void TestSshExecJob::streamsOutputAndExitStatus()
{
    SshExecJob job(m_sshd.endpoint(m_trusted), QStringLiteral("echo hello; echo err >&2; sleep 1; echo late; exit 3"));
    QSignalSpy finished(&job, &SshExecJob::finished);
    QByteArray out;
    QByteArray err;
    QElapsedTimer clock;
    qint64 firstOutputAt = -1;
    connect(&job, &SshExecJob::stdoutReceived, this, [&](const QByteArray &data) {
        firstOutputAt = firstOutputAt < 0 ? clock.elapsed() : firstOutputAt;
        out += data;
    });
    connect(&job, &SshExecJob::stderrReceived, this, [&](const QByteArray &data) { err += data; });
    clock.start();
    job.start();
    QVERIFY(job.isRunning());
    QVERIFY(finished.wait(20000));
    const qint64 finishedAt = clock.elapsed();
    QVERIFY2(!job.error().isError(), qPrintable(job.error().message));
    QCOMPARE(job.exitStatus(), 3);
    QCOMPARE(out, QByteArray("hello\nlate\n"));
    QCOMPARE(err, QByteArray("err\n"));
    QCOMPARE(job.collectedStdout(), out);
    QCOMPARE(job.collectedStderr(), err);
    // Streamed: "hello" arrived about a second before the end, not with it.
    QVERIFY2(
        finishedAt - firstOutputAt >= 500, qPrintable(QStringLiteral("%1 vs %2").arg(firstOutputAt).arg(finishedAt)));
    QVERIFY(job.hostKeyFingerprint().startsWith(QLatin1String("SHA256:")));
    QTest::qWait(200);
    QCOMPARE(finished.count(), 1);
}

void TestSshExecJob::largeOutputArrivesComplete()
{
    QElapsedTimer clock;
    clock.start();
    const auto job = run(m_sshd.endpoint(m_trusted), QStringLiteral("head -c 3000000 /dev/zero | base64"));
    qInfo() << "4 MB of output in" << clock.elapsed() << "ms";
    QVERIFY(job->isFinished());
    QVERIFY2(!job->error().isError(), qPrintable(job->error().message));
    QCOMPARE(job->exitStatus(), 0);
    QByteArray received = job->collectedStdout();
    received.replace('\n', QByteArray());
    QCOMPARE(received.size(), QByteArray(3000000, '\0').toBase64().size());
    QVERIFY(received == QByteArray(3000000, '\0').toBase64());
}

void TestSshExecJob::stdinRoundTrips()
{
    QByteArray data;
    for (int i = 0; data.size() < 2 * 1024 * 1024; ++i) {
        data += QByteArray::number(i) + " some line of input \xe6\x98\xbe\n";
    }
    const auto job = run(m_sshd.endpoint(m_trusted), QStringLiteral("cat"), HostKeyPolicy::Strict, data);
    QVERIFY(job->isFinished());
    QVERIFY2(!job->error().isError(), qPrintable(job->error().message));
    QCOMPARE(job->collectedStdout().size(), data.size());
    QVERIFY(job->collectedStdout() == data);

    const auto empty = run(m_sshd.endpoint(m_trusted), QStringLiteral("cat; echo done"));
    QCOMPARE(empty->collectedStdout(), QByteArray("done\n")); // no stdin = EOF at once, not a hang
}

void TestSshExecJob::strictRefusesUnknownHost()
{
    const QString file = freshFile(QStringLiteral("strict_known_hosts"));
    const auto job = run(m_sshd.endpoint(file), QStringLiteral("echo never"));
    QVERIFY(job->isFinished());
    QCOMPARE(job->error().code, Error::Code::HostKey);
    const QString fingerprint = keygenFingerprint(m_sshd.hostPublicKeyFile());
    QVERIFY2(job->error().message.contains(fingerprint), qPrintable(job->error().message));
    QVERIFY(job->collectedStdout().isEmpty());
    QCOMPARE(job->exitStatus(), -1);
    QVERIFY(!QFile::exists(file));
}

void TestSshExecJob::acceptNewLearnsHostKey()
{
    const QString userKnownHosts = QDir::homePath() + QStringLiteral("/.ssh/known_hosts");
    const bool userFileExisted = QFile::exists(userKnownHosts);
    const QByteArray userFileBefore = readAll(userKnownHosts);

    const QString file = freshFile(QStringLiteral("tofu_known_hosts"));
    auto job = std::make_unique<SshExecJob>(m_sshd.endpoint(file), QStringLiteral("echo ok"));
    job->setHostKeyPolicy(HostKeyPolicy::AcceptNew);
    QSignalSpy learned(job.get(), &SshExecJob::hostKeyLearned);
    QSignalSpy finished(job.get(), &SshExecJob::finished);
    job->start();
    QVERIFY(finished.wait(20000));
    QVERIFY2(!job->error().isError(), qPrintable(job->error().message));
    QCOMPARE(job->collectedStdout(), QByteArray("ok\n"));
    QCOMPARE(learned.count(), 1);
    const QString fingerprint = keygenFingerprint(m_sshd.hostPublicKeyFile());
    QCOMPARE(learned.at(0).at(0).toString(), fingerprint);
    QCOMPARE(job->hostKeyFingerprint(), fingerprint);
    const QString keyTypeAndBlob = m_sshd.hostPublicKeyLine().section(QLatin1Char(' '), 0, 1);
    QCOMPARE(readAll(file), QStringLiteral("[127.0.0.1]:%1 %2\n").arg(m_sshd.port()).arg(keyTypeAndBlob).toUtf8());

    // Known now: strict works and learns nothing new.
    job = std::make_unique<SshExecJob>(m_sshd.endpoint(file), QStringLiteral("true"));
    QSignalSpy learnedAgain(job.get(), &SshExecJob::hostKeyLearned);
    QSignalSpy finishedAgain(job.get(), &SshExecJob::finished);
    job->start();
    QVERIFY(finishedAgain.wait(20000));
    QVERIFY2(!job->error().isError(), qPrintable(job->error().message));
    QCOMPARE(learnedAgain.count(), 0);

    // libssh never read nor wrote the user's own files.
    QCOMPARE(QFile::exists(userKnownHosts), userFileExisted);
    QCOMPARE(readAll(userKnownHosts), userFileBefore);
}

void TestSshExecJob::changedHostKeyIsRefused_data()
{
    QTest::addColumn<HostKeyPolicy>("policy");
    QTest::newRow("strict") << HostKeyPolicy::Strict;
    QTest::newRow("accept-new") << HostKeyPolicy::AcceptNew;
}

void TestSshExecJob::changedHostKeyIsRefused()
{
    QFETCH(HostKeyPolicy, policy);
    const QString file
        = freshFile(QStringLiteral("changed_known_hosts_%1").arg(QString::fromLatin1(QTest::currentDataTag())));
    const Result<SshKeyGenerator::KeyPair> other
        = SshKeyGenerator::generateEd25519(file + QStringLiteral("_other_key"), QStringLiteral("old"));
    QVERIFY(other.isOk());
    QVERIFY(KnownHosts(file).add(QStringLiteral("127.0.0.1"), m_sshd.port(), other->publicKeyLine));
    const QByteArray before = readAll(file);

    const auto job = run(m_sshd.endpoint(file), QStringLiteral("echo never"), policy);
    QVERIFY(job->isFinished());
    QCOMPARE(job->error().code, Error::Code::HostKey);
    const QString message = job->error().message;
    qInfo().noquote() << message;
    QVERIFY(message.contains(QLatin1String("man-in-the-middle")));
    QVERIFY(message.contains(other->fingerprint));
    QVERIFY(message.contains(keygenFingerprint(m_sshd.hostPublicKeyFile())));
    QVERIFY(message.contains(file));
    QVERIFY(message.contains(QStringLiteral("[127.0.0.1]:%1").arg(m_sshd.port())));
    QVERIFY(job->collectedStdout().isEmpty());
    QCOMPARE(readAll(file), before);
}

void TestSshExecJob::wrongClientKeyIsRejected()
{
    const QString keyFile = freshFile(QStringLiteral("stranger_key"));
    QVERIFY(SshKeyGenerator::generateEd25519(keyFile, QStringLiteral("stranger")).isOk());
    SshEndpoint endpoint = m_sshd.endpoint(m_trusted);
    endpoint.identityFile = keyFile;
    const auto job = run(endpoint, QStringLiteral("echo never"));
    QVERIFY(job->isFinished());
    QCOMPARE(job->error().code, Error::Code::Auth);
    const QString message = job->error().message;
    qInfo().noquote() << message;
    QVERIFY(message.contains(m_sshd.user()));
    QVERIFY(message.contains(QLatin1String("127.0.0.1")));
    QVERIFY(message.contains(QLatin1String("publickey")));
    QVERIFY(message.contains(keyFile));
}

void TestSshExecJob::agentAuthWorks()
{
    if (QStandardPaths::findExecutable(QStringLiteral("ssh-agent")).isEmpty()
        || QStandardPaths::findExecutable(QStringLiteral("ssh-add")).isEmpty()) {
        QSKIP("no ssh-agent/ssh-add on PATH");
    }
    const QString socket = freshFile(QStringLiteral("agent.sock"));
    QProcess agent;
    agent.start(QStringLiteral("ssh-agent"), { QStringLiteral("-D"), QStringLiteral("-a"), socket });
    QVERIFY(agent.waitForStarted(5000));
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(socket), 5000);
    QProcess add;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("SSH_AUTH_SOCK"), socket);
    add.setProcessEnvironment(environment);
    add.start(QStringLiteral("ssh-add"), { m_sshd.clientKeyFile() });
    QVERIFY(add.waitForFinished(5000));
    QCOMPARE(add.exitCode(), 0);

    const QByteArray previous = qgetenv("SSH_AUTH_SOCK");
    qputenv("SSH_AUTH_SOCK", QFile::encodeName(socket));
    SshEndpoint endpoint = m_sshd.endpoint(m_trusted);
    endpoint.identityFile.clear();
    const auto job = run(endpoint, QStringLiteral("echo via-agent"));
    if (previous.isEmpty()) {
        qunsetenv("SSH_AUTH_SOCK");
    } else {
        qputenv("SSH_AUTH_SOCK", previous);
    }
    agent.terminate();
    agent.waitForFinished(3000);
    QVERIFY2(!job->error().isError(), qPrintable(job->error().message));
    QCOMPARE(job->collectedStdout(), QByteArray("via-agent\n"));
}

void TestSshExecJob::noKeyAndNoAgentIsExplained()
{
    const QByteArray previous = qgetenv("SSH_AUTH_SOCK");
    qunsetenv("SSH_AUTH_SOCK");
    SshEndpoint endpoint = m_sshd.endpoint(m_trusted);
    endpoint.identityFile.clear();
    const auto job = run(endpoint, QStringLiteral("true"));
    if (!previous.isEmpty()) {
        qputenv("SSH_AUTH_SOCK", previous);
    }
    QCOMPARE(job->error().code, Error::Code::Auth);
    QVERIFY(job->error().message.contains(QLatin1String("ssh-agent")));
}

void TestSshExecJob::closedPortFailsFast()
{
    quint16 port = 0;
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        port = probe.serverPort();
    }
    SshEndpoint endpoint = m_sshd.endpoint(m_trusted);
    endpoint.port = port;
    QElapsedTimer clock;
    clock.start();
    const auto job = run(endpoint, QStringLiteral("true"));
    qInfo() << "refused after" << clock.elapsed() << "ms";
    QVERIFY(clock.elapsed() < 2000);
    QCOMPARE(job->error().code, Error::Code::Network);
    QCOMPARE(job->error().message,
        QStringLiteral("Could not connect to %1@127.0.0.1:%2: connection refused. Is the instance running?")
            .arg(m_sshd.user())
            .arg(port));
}

void TestSshExecJob::silentServerTimesOut()
{
    QTcpServer silent; // accepts TCP, never says a word
    QVERIFY(silent.listen(QHostAddress::LocalHost, 0));
    SshEndpoint endpoint = m_sshd.endpoint(m_trusted);
    endpoint.port = silent.serverPort();
    SshExecJob job(endpoint, QStringLiteral("true"));
    job.setConnectTimeout(std::chrono::milliseconds(1000));
    QSignalSpy finished(&job, &SshExecJob::finished);
    QElapsedTimer clock;
    clock.start();
    job.start();
    QVERIFY(finished.wait(10000));
    qInfo() << "timed out after" << clock.elapsed() << "ms:" << job.error().message;
    QVERIFY(clock.elapsed() < 4000);
    QCOMPARE(job.error().code, Error::Code::Timeout);
    QVERIFY(job.error().message.contains(QLatin1String("connecting")));
}

void TestSshExecJob::cancelIsPrompt()
{
    SshExecJob job(m_sshd.endpoint(m_trusted), QStringLiteral("echo started; sleep 30.4242"));
    QSignalSpy started(&job, &SshExecJob::stdoutReceived);
    QSignalSpy finished(&job, &SshExecJob::finished);
    job.start();
    QVERIFY(started.wait(20000)); // the command runs remotely now
    QElapsedTimer clock;
    clock.start();
    job.cancel();
    QVERIFY(finished.wait(2000));
    qInfo() << "cancel finished after" << clock.elapsed() << "ms";
    QVERIFY(clock.elapsed() < 2000);
    QCOMPARE(job.error().code, Error::Code::Cancelled);
    QCOMPARE(job.exitStatus(), -1);
    QTest::qWait(200);
    QCOMPARE(finished.count(), 1);
    // A silent command only stops if sshd forwards our SIGTERM, which OpenSSH refuses for root logins
    // ("session signalling requires privilege separation"): then the test ends its own leftover itself.
    if (m_sshd.user() == QLatin1String("root")) {
        QVERIFY(killEverywhere("30.4242"));
    } else {
        QTRY_VERIFY_WITH_TIMEOUT(pidsRunning("30.4242").isEmpty(), 3000);
    }
}

void TestSshExecJob::cancelStopsTalkingCommand()
{
    // Once the channel is closed a command that writes dies of SIGPIPE, whoever the user is.
    SshExecJob job(m_sshd.endpoint(m_trusted), QStringLiteral("while :; do echo tick; sleep 0.1; done # rd-tick-1"));
    QSignalSpy ticked(&job, &SshExecJob::stdoutReceived);
    QSignalSpy finished(&job, &SshExecJob::finished);
    job.start();
    QVERIFY(ticked.wait(20000));
    QVERIFY(!pidsRunning("rd-tick-1").isEmpty());
    job.cancel();
    QVERIFY(finished.wait(2000));
    QCOMPARE(job.error().code, Error::Code::Cancelled);
    QTRY_VERIFY_WITH_TIMEOUT(pidsRunning("rd-tick-1").isEmpty(), 3000);
}

void TestSshExecJob::deletingRunningJobIsSafe()
{
    auto job = std::make_unique<SshExecJob>(
        m_sshd.endpoint(m_trusted), QStringLiteral("while :; do echo tick; sleep 0.1; done # rd-tick-2"));
    QSignalSpy ticked(job.get(), &SshExecJob::stdoutReceived);
    job->start();
    QVERIFY(ticked.wait(20000));
    job.reset(); // the worker winds down on its own and must not touch the dead job
    QTRY_VERIFY_WITH_TIMEOUT(pidsRunning("rd-tick-2").isEmpty(), 3000);

    auto connecting = std::make_unique<SshExecJob>(m_sshd.endpoint(m_trusted), QStringLiteral("true"));
    connecting->start();
    connecting.reset();
    QTest::qWait(500);
}

void TestSshExecJob::doesNotBlockCallerThread()
{
    QTimer ticker;
    ticker.setInterval(20);
    QElapsedTimer clock;
    qint64 last = 0;
    qint64 longestGap = 0;
    int ticks = 0;
    connect(&ticker, &QTimer::timeout, this, [&] {
        longestGap = std::max(longestGap, clock.elapsed() - last);
        last = clock.elapsed();
        ++ticks;
    });
    clock.start();
    ticker.start();
    const auto job = run(m_sshd.endpoint(m_trusted), QStringLiteral("sleep 1"));
    ticker.stop();
    qInfo() << ticks << "ticks in" << clock.elapsed() << "ms, longest gap" << longestGap << "ms";
    QVERIFY2(!job->error().isError(), qPrintable(job->error().message));
    QVERIFY(ticks >= 20);
    QVERIFY(longestGap < 250);
}

QTEST_GUILESS_MAIN(TestSshExecJob)
#include "TestSshExecJob.moc"
