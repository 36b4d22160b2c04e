// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/JobScripts.h"
#include "jobs/JobStore.h"
#include "services/Storage.h"

#include <QTemporaryDir>
#include <QTest>

using namespace RentDeck;

namespace {

const QDateTime T0 = QDateTime(QDate(2026, 12, 1), QTime(9, 0), Qt::UTC);

JobRecord spec()
{
    JobRecord job;
    job.instanceName = QStringLiteral("vastai:123");
    // A command with quotes, $ and a newline: stored and read back word for word.
    job.command = { QStringLiteral("python3"), QStringLiteral("train.py"), QStringLiteral("--name=it's $HOME\nx") };
    job.workdir = QStringLiteral("/workspace/run 1");
    job.checkpointDir = QStringLiteral("ckpt");
    job.pullEveryMinutes = 0.25;
    job.keep = 2;
    job.outputsDir = QStringLiteral("out");
    job.pullTo = QStringLiteral("/home/me/results");
    job.onFinish = JobFinishAction::Destroy;
    job.createdAt = T0;
    return job;
}

} // namespace

class TestJobStore : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void roundTripThroughTheFile();
    void movesKeepEveryInstance();
    void eventsInOrder();
    void withoutLedger();
    void pathsBelowTheWorkingFolder();

private:
    std::unique_ptr<Storage> open() const;
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestJobStore::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

std::unique_ptr<Storage> TestJobStore::open() const
{
    auto opened = std::make_unique<Storage>(m_dir->filePath(QStringLiteral("ledger.sqlite")));
    return opened->isOpen() ? std::move(opened) : nullptr;
}

void TestJobStore::roundTripThroughTheFile()
{
    JobRecord job = spec();
    {
        const auto storage = open();
        QVERIFY(storage);
        QVERIFY(storage->jobs().add(job));
        QCOMPARE(job.id, qint64(1));
        job.state = JobState::Running;
        job.startedAt = T0.addSecs(60);
        job.heartbeatAt = T0.addSecs(90);
        job.lastCheckpoint = { QStringLiteral("step_10.pt"), T0.addSecs(80), false };
        job.lastPulled = { QStringLiteral("/tmp/x/0001-step_10.pt"), T0.addSecs(85), true };
        job.maxPrice = Money::fromDouble(1.2, QStringLiteral("USD"));
        job.autoRecover = true;
        QVERIFY(storage->jobs().save(job));
    }
    const auto storage = open(); // a new process would see the same
    const auto read = storage->jobs().job(job.id);
    QVERIFY(read && read->has_value());
    const JobRecord &back = **read;
    QCOMPARE(back.command, job.command);
    QCOMPARE(back.workdir, job.workdir);
    QCOMPARE(back.pullEveryMinutes, 0.25);
    QCOMPARE(back.keep, 2);
    QCOMPARE(back.onFinish, JobFinishAction::Destroy);
    QCOMPARE(back.state, JobState::Running);
    QVERIFY(!back.exitCode);
    QCOMPARE(back.startedAt, job.startedAt);
    QCOMPARE(back.heartbeatAt, job.heartbeatAt);
    QCOMPARE(back.lastCheckpoint.path, QStringLiteral("step_10.pt"));
    QCOMPARE(back.lastPulled.at, job.lastPulled.at);
    QVERIFY(back.lastPulled.verified);
    QCOMPARE(back.maxPrice, job.maxPrice);
    QVERIFY(back.autoRecover);
    QCOMPARE(back.instances, QStringList { QStringLiteral("vastai:123") });
    QCOMPARE(storage->jobs().job(99)->has_value(), false);
}

void TestJobStore::movesKeepEveryInstance()
{
    const auto storage = open();
    JobStore jobs = storage->jobs();
    JobRecord first = spec();
    JobRecord second = spec();
    second.instanceName = QStringLiteral("sandbox:4");
    QVERIFY(jobs.add(first));
    QVERIFY(jobs.add(second));
    QVERIFY(jobs.moveTo(first, QStringLiteral("runpod:abc"), T0.addSecs(600)));
    QVERIFY(jobs.save(first));
    const auto all = jobs.jobs();
    QVERIFY(all);
    QCOMPARE(all->size(), 2);
    QCOMPARE(all->at(0).id, second.id); // newest first
    QCOMPARE(all->at(1).instances, QStringList({ QStringLiteral("vastai:123"), QStringLiteral("runpod:abc") }));
    QCOMPARE(all->at(1).instanceName, QStringLiteral("runpod:abc"));
    // By instance: every job that ran there, also one that has moved on.
    QCOMPARE(jobs.jobs(QStringLiteral("vastai:123"))->size(), 1);
    QCOMPARE(jobs.jobs(QStringLiteral("sandbox:4"))->constFirst().id, second.id);
    QVERIFY(jobs.jobs(QStringLiteral("lambda:1"))->isEmpty());
}

void TestJobStore::eventsInOrder()
{
    const auto storage = open();
    JobStore jobs = storage->jobs();
    JobRecord job = spec();
    QVERIFY(jobs.add(job));
    QVERIFY(jobs.recordEvent({ job.id, T0.addSecs(30), JobEvent::Lost.toString(), job.instanceName,
        QStringLiteral("preempted"), qint64(420) }));
    QVERIFY(jobs.recordEvent({ job.id, T0.addSecs(10), JobEvent::Started.toString(), job.instanceName, {}, {} }));
    const auto events = jobs.events(job.id);
    QVERIFY(events);
    QCOMPARE(events->size(), 2);
    QCOMPARE(events->at(0).kind, JobEvent::Started.toString());
    QCOMPARE(events->at(1).lostSeconds, std::optional<qint64>(420));
    QVERIFY(!events->at(0).lostSeconds);
}

void TestJobStore::withoutLedger()
{
    JobStore jobs(nullptr);
    JobRecord job = spec();
    QCOMPARE(jobs.add(job).error().code, Error::Code::Missing);
    QCOMPARE(jobs.jobs().error().code, Error::Code::Missing);
}

void TestJobStore::pathsBelowTheWorkingFolder()
{
    JobRecord job = spec();
    job.id = 7;
    QCOMPARE(job.metaDir(), QStringLiteral("/workspace/run 1/.rentdeck-jobs/7"));
    QCOMPARE(job.remoteCheckpointDir(), QStringLiteral("/workspace/run 1/ckpt"));
    job.checkpointDir = QStringLiteral("/data/ckpt");
    QCOMPARE(job.remoteCheckpointDir(), QStringLiteral("/data/ckpt"));
    job.workdir = QStringLiteral("~/proj");
    QCOMPARE(job.remoteOutputsDir(), QStringLiteral("~/proj/out"));
    // On the shell: the home expands, the rest is quoted.
    QCOMPARE(JobScripts::path(QStringLiteral("~/proj/o'ut")), QStringLiteral("\"$HOME\"/'proj/o'\"'\"'ut'"));
    QCOMPARE(JobScripts::path(QStringLiteral("/workspace/run 1")), QStringLiteral("'/workspace/run 1'"));
}

QTEST_GUILESS_MAIN(TestJobStore)
#include "TestJobStore.moc"
