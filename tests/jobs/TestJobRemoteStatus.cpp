// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/JobRemoteStatus.h"

#include <QTest>

using namespace RentDeck;

class TestJobRemoteStatus : public QObject
{
    Q_OBJECT

private slots:
    void runningJobWithCheckpoints();
    void endedJob();
    void missingFolder();
    void garbageIsRefusedOrSkipped();
    void newestCompleteSkipsWhatIsStillBeingWritten_data();
    void newestCompleteSkipsWhatIsStillBeingWritten();
};

namespace {

// As rentdeck-job.sh status printed it on a sandbox instance (tabs between the fields of an entry line).
const QByteArray Running = "now=1796572500\n"
                           "meta=1\n"
                           "started=1796572467\n"
                           "heartbeat=1796572498\n"
                           "pid=18910\n"
                           "supervisor=1\n"
                           "checkpoints=1\n"
                           "entry\t1796572499.7290965300\td\tstep_10\n"
                           "entry\t1796572499.7290965300\tf\tstep_10/model.bin\n"
                           "entry\t1796572439.7421282660\tf\tckpt_5.pt\n"
                           "entry\t1796572499.7290965300\tf\tckpt_6.pt.tmp\n"
                           "entry\t1796572400.0\td\t.rentdeck-pull\n"
                           "entry\t1796572400.0\tf\t.rentdeck-pull/ckpt_4.pt\n";

} // namespace

void TestJobRemoteStatus::runningJobWithCheckpoints()
{
    const Result<JobRemoteStatus> status = JobRemoteStatus::parse(Running);
    QVERIFY2(status.isOk(), qPrintable(status.error().message));
    QCOMPARE(status->now, qint64(1796572500));
    QVERIFY(status->metaFound);
    QVERIFY(status->supervisorAlive);
    QCOMPARE(status->startedAt, std::optional<qint64>(1796572467));
    QCOMPARE(status->heartbeatAt, std::optional<qint64>(1796572498));
    QVERIFY(!status->hasEnded());
    QVERIFY(status->checkpointDirFound);
    QCOMPARE(status->checkpoints.size(), 4); // step_10, ckpt_5.pt, ckpt_6.pt.tmp, .rentdeck-pull
    // step_10 was written a second ago: with 2 s to settle only ckpt_5.pt counts; hidden and .tmp never do.
    const auto settled = status->newestComplete(2);
    QVERIFY(settled);
    QCOMPARE(settled->name, QStringLiteral("ckpt_5.pt"));
    const auto any = status->newestComplete(0);
    QVERIFY(any);
    QCOMPARE(any->name, QStringLiteral("step_10"));
    QCOMPARE(any->newestMtime, qint64(1796572499));
}

void TestJobRemoteStatus::endedJob()
{
    const Result<JobRemoteStatus> status = JobRemoteStatus::parse(
        "now=1796572494\nmeta=1\nstarted=1796572491\nexit=143\nended=1796572493\nstop-requested=1796572493\n"
        "supervisor=0\ncheckpoints=0\n");
    QVERIFY(status.isOk());
    QVERIFY(status->hasEnded());
    QCOMPARE(*status->exitCode, 143);
    QCOMPARE(status->stopRequestedAt, std::optional<qint64>(1796572493));
    QVERIFY(!status->checkpointDirFound);
    QVERIFY(!status->newestComplete(0));
}

void TestJobRemoteStatus::missingFolder()
{
    const Result<JobRemoteStatus> status = JobRemoteStatus::parse("now=1796572494\nmeta=0\n");
    QVERIFY(status.isOk());
    QVERIFY(!status->metaFound);
    QVERIFY(!status->supervisorAlive);
}

void TestJobRemoteStatus::garbageIsRefusedOrSkipped()
{
    // Not a status at all: a login banner, an empty answer, a shell error.
    QVERIFY(!JobRemoteStatus::parse("").isOk());
    QVERIFY(!JobRemoteStatus::parse("Welcome to Ubuntu 22.04\n").isOk());
    QCOMPARE(JobRemoteStatus::parse("sh: 1: rentdeck-job.sh: not found\n").error().code, Error::Code::InvalidInput);
    // A status among garbage: bad numbers are dropped, malformed entries skipped, exit codes out of range ignored.
    const Result<JobRemoteStatus> status
        = JobRemoteStatus::parse("junk\n=1\nnow=1796572500\nmeta=1\nstarted=-5\nheartbeat=99999999999999999999\n"
                                 "exit=999\nsupervisor=1\nentry\tnot-a-number\tf\tx.pt\nentry\t1\tf\n"
                                 "entry\t1796572000\tf\t../../etc/passwd\nentry\t1796572000\tf\tgood.pt\n");
    QVERIFY(status.isOk());
    QVERIFY(!status->startedAt);
    QVERIFY(!status->heartbeatAt);
    QVERIFY(!status->exitCode);
    QCOMPARE(status->checkpoints.size(), 1);
    QCOMPARE(status->checkpoints.constFirst().name, QStringLiteral("good.pt"));
}

void TestJobRemoteStatus::newestCompleteSkipsWhatIsStillBeingWritten_data()
{
    QTest::addColumn<QByteArray>("entries");
    QTest::addColumn<QString>("expected");
    // Trainers' habits: torch.save to a temp name then os.replace; HF's tmp-checkpoint-N folder renamed at the end;
    // editors' and rsync's partial files.
    QTest::newRow("renamed file wins over older")
        << QByteArray("entry\t1796571000\tf\tckpt_1.pt\nentry\t1796571100\tf\tckpt_2.pt\n") << "ckpt_2.pt";
    QTest::newRow("temp file ignored") << QByteArray(
        "entry\t1796571000\tf\tckpt_1.pt\nentry\t1796571100\tf\tckpt_2.pt.tmp\n")
                                       << "ckpt_1.pt";
    QTest::newRow("hf tmp folder ignored") << QByteArray(
        "entry\t1796571000\td\tcheckpoint-500\nentry\t1796571000\tf\tcheckpoint-500/model.safetensors\n"
        "entry\t1796571100\td\ttmp-checkpoint-600\nentry\t1796571100\tf\ttmp-checkpoint-600/model.safetensors\n")
                                           << "checkpoint-500";
    QTest::newRow("folder with a partial file inside") << QByteArray(
        "entry\t1796571000\td\tstep_1\nentry\t1796571000\tf\tstep_1/w.bin\nentry\t1796571100\td\tstep_2\n"
        "entry\t1796571100\tf\tstep_2/w.bin.part\n") << "step_1";
    QTest::newRow("still being written (settle)")
        << QByteArray("entry\t1796571000\tf\ta.pt\nentry\t1796571995\tf\tb.pt\n") << "a.pt";
    QTest::newRow("nothing complete") << QByteArray("entry\t1796571999\tf\tb.pt\nentry\t1796571000\tf\tc.pt~\n") << "";
}

void TestJobRemoteStatus::newestCompleteSkipsWhatIsStillBeingWritten()
{
    QFETCH(QByteArray, entries);
    QFETCH(QString, expected);
    const Result<JobRemoteStatus> status = JobRemoteStatus::parse("now=1796572000\nmeta=1\ncheckpoints=1\n" + entries);
    QVERIFY2(status.isOk(), qPrintable(status.error().message));
    const auto newest = status->newestComplete(10);
    QCOMPARE(newest ? newest->name : QString(), expected);
}

QTEST_GUILESS_MAIN(TestJobRemoteStatus)
#include "TestJobRemoteStatus.moc"
