// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LocalSshd.h"
#include "TempHome.h"
#include "ssh/KnownHosts.h"
#include "ssh/SshExecChannel.h"
#include "ssh/SshExecJob.h"
#include "ssh/SshSession.h"
#include "ssh/SshShellChannel.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <memory>

using namespace RentDeck;

namespace {

struct ExecResult
{
    QByteArray out;
    QByteArray err;
    int exitStatus = -2;
    Error error;
    bool finished = false;
};

/** Collects an exec channel's output into \a result. */
void collect(SshExecChannel *channel, ExecResult *result)
{
    QObject::connect(
        channel, &SshExecChannel::stdoutReceived, channel, [result](const QByteArray &d) { result->out += d; });
    QObject::connect(
        channel, &SshExecChannel::stderrReceived, channel, [result](const QByteArray &d) { result->err += d; });
    QObject::connect(channel, &SshExecChannel::finished, channel, [result, channel] {
        result->exitStatus = channel->exitStatus();
        result->error = channel->error();
        result->finished = true;
    });
}

} // namespace

class TestSshSession : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void execStreamsOutputAndExitStatus();
    void manyExecChannelsAtOnce();
    void shellSpeaksPtyAndResizes();
    void fullScreenProgramDrawsAlternateScreen();
    void passwordAuth();
    void strictRefusesUnknownHost();
    void changedHostKeyAfterRestartFails();
    void doesNotBlockCallerThread();

private:
    std::unique_ptr<SshSession> connected(const SshEndpoint &endpoint);
    QByteArray readShellUntil(SshShellChannel *shell, const QByteArray &marker, QByteArray *all, int timeoutMs = 10000);

    std::unique_ptr<TempHome> m_home;
    LocalSshd m_sshd;
    QTemporaryDir m_dir;
    QString m_trusted;
};

void TestSshSession::initTestCase()
{
    QString reason;
    if (!LocalSshd::isAvailable(&reason)) {
        QSKIP(qPrintable(reason));
    }
    m_home = std::make_unique<TempHome>();
    QVERIFY(m_dir.isValid());
    QVERIFY2(m_sshd.start(), qPrintable(m_sshd.errorString()));
    m_trusted = m_dir.filePath(QStringLiteral("trusted_known_hosts"));
    QVERIFY(KnownHosts(m_trusted).add(QStringLiteral("127.0.0.1"), m_sshd.port(), m_sshd.hostPublicKeyLine()));
}

void TestSshSession::cleanupTestCase()
{
    const QList<qint64> tree = m_sshd.processTree();
    m_sshd.stop();
    for (const qint64 pid : tree) {
        QVERIFY2(!LocalSshd::isProcessAlive(pid), qPrintable(QString::number(pid)));
    }
    QVERIFY(SshSession::waitForWorkers(std::chrono::milliseconds(5000)));
}

std::unique_ptr<SshSession> TestSshSession::connected(const SshEndpoint &endpoint)
{
    auto session = std::make_unique<SshSession>(endpoint);
    session->connectToHost();
    [[maybe_unused]] const bool settled
        = QTest::qWaitFor([&] { return session->state() != SshSession::State::Connecting; }, 15000);
    if (session->state() != SshSession::State::Connected) {
        qWarning().noquote() << "not connected:" << session->lastError().message;
    }
    return session;
}

QByteArray TestSshSession::readShellUntil(
    SshShellChannel *shell, const QByteArray &marker, QByteArray *all, int timeoutMs)
{
    QByteArray received;
    const QMetaObject::Connection connection
        = connect(shell, &SshShellChannel::dataReceived, this, [&received](const QByteArray &d) { received += d; });
    [[maybe_unused]] const bool seen = QTest::qWaitFor([&] { return received.contains(marker); }, timeoutMs);
    disconnect(connection);
    *all += received;
    return received;
}

void TestSshSession::execStreamsOutputAndExitStatus()
{
    const auto session = connected(m_sshd.endpoint(m_trusted));
    QCOMPARE(session->state(), SshSession::State::Connected);
    QVERIFY(session->hostKeyFingerprint().startsWith(QLatin1String("SHA256:")));
    ExecResult result;
    SshExecChannel *channel = session->exec(QStringLiteral("echo hello; echo oops >&2; exit 7"));
    QSignalSpy started(channel, &SshExecChannel::started);
    collect(channel, &result);
    QTRY_VERIFY_WITH_TIMEOUT(result.finished, 10000);
    QCOMPARE(started.count(), 1);
    QVERIFY2(!result.error.isError(), qPrintable(result.error.message));
    QCOMPARE(result.exitStatus, 7);
    QCOMPARE(result.out, QByteArray("hello\n"));
    QCOMPARE(result.err, QByteArray("oops\n"));
    QCOMPARE(session->state(), SshSession::State::Connected); // the session outlives its channels
}

void TestSshSession::manyExecChannelsAtOnce()
{
    // More than sshd's default MaxSessions (10): the rest must wait for a free slot, not fail.
    const auto session = connected(m_sshd.endpoint(m_trusted));
    constexpr int Count = 20;
    std::vector<ExecResult> results(Count);
    QElapsedTimer clock;
    clock.start();
    for (int i = 0; i < Count; ++i) {
        collect(session->exec(QStringLiteral("sleep 0.2; echo out-%1; echo err-%1 >&2; exit %2").arg(i).arg(i % 5)),
            &results[static_cast<size_t>(i)]);
    }
    QTRY_VERIFY_WITH_TIMEOUT(
        std::all_of(results.cbegin(), results.cend(), [](const ExecResult &r) { return r.finished; }), 30000);
    qInfo() << Count << "commands on one session in" << clock.elapsed() << "ms";
    for (int i = 0; i < Count; ++i) {
        const ExecResult &r = results[static_cast<size_t>(i)];
        QVERIFY2(!r.error.isError(), qPrintable(r.error.message));
        QCOMPARE(r.exitStatus, i % 5);
        QCOMPARE(r.out, QStringLiteral("out-%1\n").arg(i).toUtf8());
        QCOMPARE(r.err, QStringLiteral("err-%1\n").arg(i).toUtf8());
    }
}

void TestSshSession::shellSpeaksPtyAndResizes()
{
    const auto session = connected(m_sshd.endpoint(m_trusted));
    SshShellChannel *shell = session->openShell(100, 30);
    QSignalSpy opened(shell, &SshShellChannel::opened);
    QVERIFY(opened.wait(10000));
    QByteArray all;
    shell->write("printf '\\033[2J\\033[H\\344\\270\\255\\346\\226\\207 ok\\n'; echo COLS=$(tput cols)\n");
    QByteArray text = readShellUntil(shell, "COLS=1", &all);
    QVERIFY2(text.contains("\x1b[2J\x1b[H\xe4\xb8\xad\xe6\x96\x87 ok"), text.toHex(' ').constData());
    QVERIFY2(text.contains("COLS=100"), text.constData());

    shell->resize(132, 40);
    shell->write("echo SIZE=$(tput cols)x$(tput lines)\n");
    text = readShellUntil(shell, "SIZE=1", &all);
    QVERIFY2(text.contains("SIZE=132x40"), text.constData());

    QSignalSpy closed(shell, &SshShellChannel::closed);
    shell->write("exit\n");
    QVERIFY(closed.wait(10000));
    QVERIFY(!shell->error().isError());
}

void TestSshSession::fullScreenProgramDrawsAlternateScreen()
{
    const auto session = connected(m_sshd.endpoint(m_trusted));
    SshShellChannel *shell = session->openShell(80, 24);
    QSignalSpy opened(shell, &SshShellChannel::opened);
    QVERIFY(opened.wait(10000));
    QByteArray all;
    // vi switches to the alternate screen (smcup) on an xterm; -u NONE keeps the user's vimrc out of it.
    // Minimal Debian images have no vi: then printf plays the full-screen program.
    const bool hasVi = !QStandardPaths::findExecutable(QStringLiteral("vi")).isEmpty();
    shell->write(hasVi
            ? QByteArray("vi -u NONE; echo VI-DONE\n")
            : QByteArray("printf '\\033[?1049h\\033[Hfull\\n'; sleep 1; printf '\\033[?1049l'; echo VI-DONE\n"));
    const QByteArray screen = readShellUntil(shell, "\x1b[?1049h", &all);
    QVERIFY2(screen.contains("\x1b[?1049h"), screen.toHex(' ').constData());
    QTest::qWait(300);
    if (hasVi) {
        shell->write("\x1b:q!\r");
    }
    const QByteArray after = readShellUntil(shell, "VI-DONE\r\n", &all);
    QVERIFY2(all.contains("\x1b[?1049l"), after.toHex(' ').constData());
}

void TestSshSession::passwordAuth()
{
    const QString user = qEnvironmentVariable("RD_TEST_SSH_PASSWORD_USER");
    const QString password = qEnvironmentVariable("RD_TEST_SSH_PASSWORD");
    if (user.isEmpty() || password.isEmpty()) {
        QSKIP("RD_TEST_SSH_PASSWORD_USER / RD_TEST_SSH_PASSWORD are not set (the CI script creates that user; "
              "locally: useradd -m rdpwtest && echo 'rdpwtest:PASS' | chpasswd, then export both)");
    }
    LocalSshd sshd;
    sshd.setPasswordAuthentication(true);
    QVERIFY2(sshd.start(), qPrintable(sshd.errorString()));
    const QString knownHosts = m_dir.filePath(QStringLiteral("password_known_hosts"));
    QVERIFY(KnownHosts(knownHosts).add(QStringLiteral("127.0.0.1"), sshd.port(), sshd.hostPublicKeyLine()));
    const QByteArray previousAgent = qgetenv("SSH_AUTH_SOCK");
    qunsetenv("SSH_AUTH_SOCK"); // the agent would be tried first

    auto session = std::make_unique<SshSession>(sshd.passwordEndpoint(user, knownHosts));
    session->setPassword(password);
    session->connectToHost();
    QTRY_VERIFY_WITH_TIMEOUT(session->state() != SshSession::State::Connecting, 15000);
    QVERIFY2(session->state() == SshSession::State::Connected, qPrintable(session->lastError().message));
    ExecResult result;
    collect(session->exec(QStringLiteral("id -un")), &result);
    QTRY_VERIFY_WITH_TIMEOUT(result.finished, 10000);
    QCOMPARE(result.out, user.toUtf8() + '\n');

    const QString wrong = QStringLiteral("not-%1-really").arg(password);
    auto rejected = std::make_unique<SshSession>(sshd.passwordEndpoint(user, knownHosts));
    rejected->setPassword(wrong);
    QSignalSpy states(rejected.get(), &SshSession::stateChanged);
    rejected->connectToHost();
    QTRY_VERIFY_WITH_TIMEOUT(rejected->state() == SshSession::State::Failed, 15000);
    const QString message = rejected->lastError().message;
    qInfo().noquote() << message;
    QCOMPARE(rejected->lastError().code, Error::Code::Auth);
    QCOMPARE(message,
        QStringLiteral("Password rejected for %1@127.0.0.1:%2 (method: password). Check the password the provider "
                       "gave you.")
            .arg(user)
            .arg(sshd.port()));
    QVERIFY(!message.contains(wrong) && !message.contains(password));
    QVERIFY(!rejected->lastError().detail.contains(password));
    for (const QList<QVariant> &args : std::as_const(states)) {
        QVERIFY(!args.at(1).toString().contains(password));
    }

    // SshExecJob takes a password too.
    SshExecJob job(sshd.passwordEndpoint(user, knownHosts), QStringLiteral("echo via-job"));
    job.setPassword(password);
    QSignalSpy finished(&job, &SshExecJob::finished);
    job.start();
    QVERIFY(finished.wait(15000));
    QVERIFY2(!job.error().isError(), qPrintable(job.error().message));
    QCOMPARE(job.collectedStdout(), QByteArray("via-job\n"));
    if (!previousAgent.isEmpty()) {
        qputenv("SSH_AUTH_SOCK", previousAgent);
    }
    session.reset();
    rejected.reset();
    sshd.stop();
}

void TestSshSession::strictRefusesUnknownHost()
{
    auto session = std::make_unique<SshSession>(m_sshd.endpoint(m_dir.filePath(QStringLiteral("empty_known_hosts"))));
    ExecResult result;
    collect(session->exec(QStringLiteral("echo never")), &result); // queued before connecting
    session->connectToHost();
    QTRY_VERIFY_WITH_TIMEOUT(session->state() == SshSession::State::Failed, 15000);
    QCOMPARE(session->lastError().code, Error::Code::HostKey);
    QTRY_VERIFY_WITH_TIMEOUT(result.finished, 2000);
    QCOMPARE(result.error.code, Error::Code::HostKey);
    QVERIFY(result.out.isEmpty());
}

void TestSshSession::changedHostKeyAfterRestartFails()
{
    LocalSshd sshd;
    QVERIFY2(sshd.start(), qPrintable(sshd.errorString()));
    const QString knownHosts = m_dir.filePath(QStringLiteral("changing_known_hosts"));
    QVERIFY(KnownHosts(knownHosts).add(QStringLiteral("127.0.0.1"), sshd.port(), sshd.hostPublicKeyLine()));
    auto session = std::make_unique<SshSession>(sshd.endpoint(knownHosts));
    session->setHostKeyPolicy(HostKeyPolicy::AcceptNew); // even trust-on-first-use must refuse a CHANGED key
    session->connectToHost();
    QTRY_COMPARE_WITH_TIMEOUT(session->state(), SshSession::State::Connected, 15000);
    SshShellChannel *shell = session->openShell(80, 24);
    QSignalSpy shellOpened(shell, &SshShellChannel::opened);
    QSignalSpy shellClosed(shell, &SshShellChannel::closed);
    QVERIFY(shellOpened.wait(10000));

    QVERIFY2(sshd.restartWithNewHostKey(), qPrintable(sshd.errorString()));
    QTRY_COMPARE_WITH_TIMEOUT(session->state(), SshSession::State::Failed, 15000);
    QCOMPARE(session->lastError().code, Error::Code::HostKey);
    QVERIFY2(session->lastError().message.contains(QLatin1String("CHANGED")), qPrintable(session->lastError().message));
    QTRY_COMPARE_WITH_TIMEOUT(shellClosed.count(), 1, 2000);
    QCOMPARE(shell->error().code, Error::Code::HostKey);
    session.reset();
    sshd.stop();
}

void TestSshSession::doesNotBlockCallerThread()
{
    QTimer ticker;
    ticker.setInterval(20);
    QElapsedTimer clock;
    qint64 last = 0;
    qint64 longestGap = 0;
    connect(&ticker, &QTimer::timeout, this, [&] {
        longestGap = std::max(longestGap, clock.elapsed() - last);
        last = clock.elapsed();
    });
    clock.start();
    ticker.start();
    const auto session = connected(m_sshd.endpoint(m_trusted));
    ExecResult result;
    collect(session->exec(QStringLiteral("sleep 1; head -c 2000000 /dev/zero")), &result);
    QTRY_VERIFY_WITH_TIMEOUT(result.finished, 15000);
    ticker.stop();
    qInfo() << "longest gap of the caller's event loop:" << longestGap << "ms";
    QCOMPARE(result.out.size(), 2000000);
    QVERIFY(longestGap < 250);
}

QTEST_GUILESS_MAIN(TestSshSession)
#include "TestSshSession.moc"
