// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/JobRemoteStatus.h"
#include "jobs/JobScripts.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>

using namespace RentDeck;

/**
 * The remote side of a job exactly as RentDeck sends it over SSH (JobScripts' command lines, the script on stdin),
 * run by sh in a temporary home, as sshd runs a command in the login's home. No SSH here: that is TestJobsCli's.
 */
class TestJobScript : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void hostileWordsStayData();
    void exitIsRecorded();
    void stopEndsTheWholeGroup();
    void stageSnapshotsOneCheckpoint();
    void syntaxUnderEveryShell();

private:
    struct Run
    {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };
    Run sh(const QString &command, const QByteArray &input = {}, const QString &shell = QStringLiteral("sh")) const;
    bool startJob(const JobRecord &job);
    JobRemoteStatus waitForExit(const JobRecord &job, int timeoutMs = 20000);

    std::unique_ptr<QTemporaryDir> m_home;
};

void TestJobScript::init()
{
    m_home = std::make_unique<QTemporaryDir>();
    QVERIFY(m_home->isValid());
}

void TestJobScript::cleanup()
{
    // Whatever a failed test left running.
    QProcess::execute(QStringLiteral("pkill"), { QStringLiteral("-f"), m_home->path() });
    m_home.reset();
}

TestJobScript::Run TestJobScript::sh(const QString &command, const QByteArray &input, const QString &shell) const
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("HOME"), m_home->path());
    process.setProcessEnvironment(environment);
    process.setWorkingDirectory(m_home->path());
    process.start(shell, { QStringLiteral("-c"), command });
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(20000)) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    return { process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError() };
}

bool TestJobScript::startJob(const JobRecord &job)
{
    const Run written = sh(JobScripts::writeCommand(job), JobScripts::commandFile(job.command));
    if (written.exitCode != 0) {
        qWarning() << "writeCommand:" << written.err;
        return false;
    }
    const Run started = sh(JobScripts::start(job), *JobScripts::supervisorScript());
    if (started.exitCode != 0 || started.out.trimmed().toLongLong() <= 0) {
        qWarning() << "start:" << started.out << started.err;
        return false;
    }
    return true;
}

JobRemoteStatus TestJobScript::waitForExit(const JobRecord &job, int timeoutMs)
{
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < timeoutMs) {
        const Result<JobRemoteStatus> status = JobRemoteStatus::parse(sh(JobScripts::status(job)).out);
        if (status && status->hasEnded()) {
            return *status;
        }
        QTest::qWait(100);
    }
    return {};
}

void TestJobScript::hostileWordsStayData()
{
    JobRecord job;
    job.id = 3;
    job.workdir = QStringLiteral("runs/it's a \"dir\" $(touch PWNED-workdir)");
    job.checkpointDir = QStringLiteral("ck pt;touch PWNED-ckpt");
    // Each word must reach the program exactly: quotes, $, backticks, ;, a newline, a leading dash.
    const QStringList words { QStringLiteral("a b"), QStringLiteral("$(touch PWNED-arg)"), QStringLiteral("`id`"),
        QStringLiteral("it's"), QStringLiteral("x;touch PWNED-semi"), QStringLiteral("line1\nline2"),
        QStringLiteral("-n") };
    job.command = QStringList { QStringLiteral("sh"), QStringLiteral("-c"),
        QStringLiteral("for w in \"$@\"; do printf '[%s]' \"$w\"; done > args.txt"), QStringLiteral("sh") }
        + words;
    QVERIFY(startJob(job));
    const JobRemoteStatus ended = waitForExit(job);
    QCOMPARE(ended.exitCode, std::optional<int>(0));
    QFile args(m_home->filePath(job.workdir + QStringLiteral("/args.txt")));
    QVERIFY2(args.open(QIODevice::ReadOnly), qPrintable(args.fileName()));
    QString expected;
    for (const QString &word : words) {
        expected += QLatin1Char('[') + word + QLatin1Char(']');
    }
    QCOMPARE(QString::fromUtf8(args.readAll()), expected);
    QVERIFY(QFileInfo(m_home->filePath(job.remoteCheckpointDir())).isDir());
    const QStringList pwned = QDir(m_home->path()).entryList({ QStringLiteral("PWNED*") })
        + QDir(m_home->filePath(job.workdir)).entryList({ QStringLiteral("PWNED*") });
    QVERIFY2(pwned.isEmpty(), qPrintable(pwned.join(u',')));
    // The job's own folder is private.
    QCOMPARE(QFileInfo(m_home->filePath(job.metaDir())).permissions() & 0x0077, QFileDevice::Permissions());
}

void TestJobScript::exitIsRecorded()
{
    JobRecord job;
    job.id = 1;
    job.workdir = QStringLiteral("w");
    job.command = { QStringLiteral("echo started; exit 7") }; // one word: a shell line, as `exec` takes it
    QVERIFY(startJob(job));
    const JobRemoteStatus ended = waitForExit(job);
    QCOMPARE(ended.exitCode, std::optional<int>(7));
    QVERIFY(ended.endedAt && ended.startedAt && *ended.endedAt >= *ended.startedAt);
    QVERIFY(!ended.stopRequestedAt);
    const Run log = sh(JobScripts::log(job, 5));
    QCOMPARE(log.exitCode, 0);
    QCOMPARE(log.out.trimmed(), QByteArray("started"));
}

void TestJobScript::stopEndsTheWholeGroup()
{
    JobRecord job;
    job.id = 2;
    job.workdir = QStringLiteral("w");
    // A shell that starts a child and ignores nothing: stop must reach the child too.
    job.command = { QStringLiteral("sleep 300 & echo $! > child.pid; wait") };
    QVERIFY(startJob(job));
    const auto childPid = [this] {
        QFile file(m_home->filePath(QStringLiteral("w/child.pid")));
        return file.open(QIODevice::ReadOnly) ? pid_t(file.readAll().trimmed().toInt()) : pid_t(0);
    };
    QTRY_VERIFY(childPid() > 0);
    const pid_t child = childPid();
    QVERIFY(child > 0 && ::kill(child, 0) == 0);
    const Result<JobRemoteStatus> running = JobRemoteStatus::parse(sh(JobScripts::status(job)).out);
    QVERIFY(running && running->supervisorAlive && !running->hasEnded());
    QCOMPARE(sh(JobScripts::stop(job)).exitCode, 0);
    const JobRemoteStatus ended = waitForExit(job);
    QVERIFY(ended.hasEnded());
    QVERIFY(ended.stopRequestedAt);
    QTRY_VERIFY(::kill(child, 0) != 0);
}

void TestJobScript::stageSnapshotsOneCheckpoint()
{
    JobRecord job;
    job.id = 4;
    job.workdir = QStringLiteral("w");
    job.checkpointDir = QStringLiteral("ckpt");
    QVERIFY(QDir().mkpath(m_home->filePath(QStringLiteral("w/ckpt/step 2"))));
    QFile weights(m_home->filePath(QStringLiteral("w/ckpt/step 2/weights.bin")));
    QVERIFY(weights.open(QIODevice::WriteOnly) && weights.write("abc") == 3);
    weights.close();
    QFile other(m_home->filePath(QStringLiteral("w/ckpt/step_1.pt")));
    QVERIFY(other.open(QIODevice::WriteOnly));
    other.close();
    // The script is where JobStarter puts it.
    QVERIFY(QDir().mkpath(m_home->filePath(job.metaDir())));
    QFile script(m_home->filePath(job.metaDir() + QStringLiteral("/rentdeck-job.sh")));
    QVERIFY(script.open(QIODevice::WriteOnly) && script.write(*JobScripts::supervisorScript()) > 0);
    script.close();
    const Run staged = sh(JobScripts::stage(job, QStringLiteral("step 2")));
    QCOMPARE(staged.exitCode, 0);
    const QString stage = m_home->filePath(JobScripts::stagedDir(job));
    QCOMPARE(QDir(stage).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList { QStringLiteral("step 2") });
    QVERIFY(QFile::exists(stage + QStringLiteral("/step 2/weights.bin")));
    // Names that would leave the folder are refused by the script too, not only by RentDeck.
    QVERIFY(sh(JobScripts::stage(job, QStringLiteral("../w"))).exitCode != 0);
    QVERIFY(sh(JobScripts::stage(job, QStringLiteral(".rentdeck-pull"))).exitCode != 0);
    QCOMPARE(sh(JobScripts::unstage(job)).exitCode, 0);
    QVERIFY(!QFileInfo::exists(stage));
    QVERIFY(QFile::exists(m_home->filePath(QStringLiteral("w/ckpt/step 2/weights.bin"))));
}

void TestJobScript::syntaxUnderEveryShell()
{
    const QString script = QStringLiteral(RD_JOB_SCRIPT);
    for (const QString &shell : { QStringLiteral("sh"), QStringLiteral("dash"), QStringLiteral("bash") }) {
        if (QStandardPaths::findExecutable(shell).isEmpty()) {
            continue;
        }
        QCOMPARE(QProcess::execute(shell, { QStringLiteral("-n"), script }), 0);
    }
    if (!QStandardPaths::findExecutable(QStringLiteral("shellcheck")).isEmpty()) {
        QCOMPARE(
            QProcess::execute(QStringLiteral("shellcheck"), { QStringLiteral("-s"), QStringLiteral("sh"), script }), 0);
    }
}

QTEST_GUILESS_MAIN(TestJobScript)
#include "TestJobScript.moc"
