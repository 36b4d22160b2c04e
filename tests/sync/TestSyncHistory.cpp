// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "TempHome.h"
#include "billing/Ledger.h"
#include "core/Paths.h"
#include "services/Storage.h"
#include "storage/Database.h"
#include "sync/SyncHistory.h"
#include "sync/SyncPairModel.h"
#include "sync/SyncRunModel.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QTest>
#include <memory>

using namespace RentDeck;

namespace {

const QString Gpu1 = QStringLiteral("sandbox:1");
const QString Gpu2 = QStringLiteral("sandbox:2");
const QDateTime T0 = QDateTime(QDate(2026, 3, 1), QTime(12, 0), Qt::UTC);

SyncPair makePair(const QString &instance, const QString &local, const QString &remote,
    RsyncOptions::Direction direction = RsyncOptions::Direction::Push)
{
    SyncPair pair;
    pair.instanceName = instance;
    pair.localPath = local;
    pair.remotePath = remote;
    pair.direction = direction;
    return pair;
}

SyncRunRecord makeRun(const QString &instance, const QDateTime &at, bool ok, bool verified,
    const QString &remote = QStringLiteral("data"), RsyncOptions::Direction direction = RsyncOptions::Direction::Push)
{
    SyncRunRecord run;
    run.instanceName = instance;
    run.direction = direction;
    run.localPath = QStringLiteral("/home/me/data");
    run.remotePath = remote;
    run.startedAt = at;
    run.durationMs = 4200;
    run.bytes = 2'500'000;
    run.files = 50;
    run.ok = ok;
    run.verified = verified;
    run.message = ok ? QString() : QStringLiteral("connection lost");
    return run;
}

} // namespace

class TestSyncHistory : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void savesUpdatesAndRemovesPairs();
    void uniqueKeyUpdatesInsteadOfDuplicating();
    void refusesIncompletePairsAndMissingLedger();
    void recordsRunsNewestFirst();
    void lastVerifiedRunPicksTheRightOne();
    void removingAPairKeepsItsRuns();
    void displayNameShortensHome();
    void pairModelShowsOneInstance();
    void runModelShowsOutcomes();
    void reopeningKeepsEverything();

private:
    void reopen();

    std::unique_ptr<TempHome> m_home;
    std::unique_ptr<Storage> m_storage;
};

void TestSyncHistory::init()
{
    m_home = std::make_unique<TempHome>();
    QVERIFY(m_home->isValid());
    reopen();
}

void TestSyncHistory::cleanup()
{
    m_storage.reset();
    m_home.reset();
}

void TestSyncHistory::reopen()
{
    m_storage.reset();
    m_storage = std::make_unique<Storage>(Paths::ledgerFile());
    QVERIFY2(m_storage->isOpen(), qPrintable(m_storage->error().message));
    QCOMPARE(m_storage->database()->schemaVersion(), m_storage->database()->latestSchemaVersion());
}

void TestSyncHistory::savesUpdatesAndRemovesPairs()
{
    SyncHistory history(m_storage->database());
    SyncPair pair = makePair(Gpu1, QStringLiteral("/home/me/data"), QStringLiteral("data"));
    pair.excludes = QStringList { QStringLiteral("*.ckpt"), QStringLiteral("__pycache__") };
    auto saved = history.savePair(pair);
    QVERIFY2(saved.isOk(), qPrintable(saved.error().message));
    QVERIFY(saved->id > 0);

    SyncPair changed = *saved;
    changed.remotePath = QStringLiteral("results");
    changed.direction = RsyncOptions::Direction::Pull;
    changed.deleteExtraneous = true;
    auto updated = history.savePair(changed);
    QVERIFY2(updated.isOk(), qPrintable(updated.error().message));
    QCOMPARE(updated->id, saved->id);

    auto second = history.savePair(makePair(Gpu1, QStringLiteral("/home/me/code"), QStringLiteral("code")));
    QVERIFY(second.isOk());
    QVERIFY(second->id != saved->id);

    auto pairs = history.pairs(Gpu1);
    QVERIFY(pairs.isOk());
    QCOMPARE(pairs->size(), 2);
    const SyncPair &first = pairs->at(0); // in the order first saved
    QCOMPARE(first.id, saved->id);
    QCOMPARE(first.remotePath, QStringLiteral("results"));
    QCOMPARE(first.direction, RsyncOptions::Direction::Pull);
    QCOMPARE(first.excludes, pair.excludes);
    QVERIFY(first.deleteExtraneous);
    QCOMPARE(pairs->at(1).localPath, QStringLiteral("/home/me/code"));
    QVERIFY(history.pairs(Gpu2)->isEmpty());

    QVERIFY(history.removePair(saved->id));
    QCOMPARE(history.pairs(Gpu1)->size(), 1);
    const Status again = history.removePair(saved->id);
    QVERIFY(!again);
    QCOMPARE(again.error().code, Error::Code::NotFound);

    // Updating a pair that was removed is NotFound, not a silent insert.
    const auto gone = history.savePair(changed);
    QVERIFY(!gone.isOk());
    QCOMPARE(gone.error().code, Error::Code::NotFound);
}

void TestSyncHistory::uniqueKeyUpdatesInsteadOfDuplicating()
{
    SyncHistory history(m_storage->database());
    const SyncPair pair = makePair(Gpu1, QStringLiteral("/home/me/data"), QStringLiteral("data"));
    const auto first = history.savePair(pair);
    QVERIFY(first.isOk());

    // The same folders and direction again, without an id: the stored pair gets the new options.
    SyncPair same = pair;
    same.excludes = QStringList { QStringLiteral(".git") };
    same.deleteExtraneous = true;
    const auto second = history.savePair(same);
    QVERIFY2(second.isOk(), qPrintable(second.error().message));
    QCOMPARE(second->id, first->id);
    const auto pairs = history.pairs(Gpu1);
    QCOMPARE(pairs->size(), 1);
    QCOMPARE(pairs->at(0).excludes, same.excludes);
    QVERIFY(pairs->at(0).deleteExtraneous);

    // The other direction, or another instance, is another pair.
    QVERIFY(history.savePair(makePair(Gpu1, pair.localPath, pair.remotePath, RsyncOptions::Direction::Pull)));
    QVERIFY(history.savePair(makePair(Gpu2, pair.localPath, pair.remotePath)));
    QCOMPARE(history.pairs(Gpu1)->size(), 2);
    QCOMPARE(history.pairs(Gpu2)->size(), 1);

    // Editing one pair into another's key is refused rather than merging them.
    SyncPair pull = history.pairs(Gpu1)->at(1);
    pull.direction = RsyncOptions::Direction::Push;
    const auto collision = history.savePair(pull);
    QVERIFY(!collision.isOk());
    QCOMPARE(collision.error().code, Error::Code::InvalidInput);
    QCOMPARE(history.pairs(Gpu1)->size(), 2);
}

void TestSyncHistory::refusesIncompletePairsAndMissingLedger()
{
    SyncHistory history(m_storage->database());
    const auto noRemote = history.savePair(makePair(Gpu1, QStringLiteral("/home/me/data"), QStringLiteral("  ")));
    QVERIFY(!noRemote.isOk());
    QCOMPARE(noRemote.error().code, Error::Code::InvalidInput);
    QVERIFY(!history.savePair(makePair(QString(), QStringLiteral("/a"), QStringLiteral("b"))).isOk());

    SyncHistory none(nullptr);
    QVERIFY(!none.isAvailable());
    QCOMPARE(none.pairs(Gpu1).error().code, Error::Code::Missing);
    SyncRunRecord run = makeRun(Gpu1, T0, true, true);
    QCOMPARE(none.recordRun(run).error().code, Error::Code::Missing);
    SyncPairModel model(none);
    model.setInstance(Gpu1);
    QCOMPARE(model.rowCount(), 0);
}

void TestSyncHistory::recordsRunsNewestFirst()
{
    SyncHistory history(m_storage->database());
    SyncRunRecord older = makeRun(Gpu1, T0, true, true);
    SyncRunRecord newer = makeRun(Gpu1, T0.addSecs(600), false, false);
    newer.missing = 3;
    newer.mismatched = 1;
    newer.extra = 2;
    newer.transport = QStringLiteral("sftp");
    SyncRunRecord other = makeRun(Gpu2, T0.addSecs(300), true, true);
    // Recorded out of order: the history sorts by start time.
    QVERIFY(history.recordRun(newer));
    QVERIFY(history.recordRun(older));
    QVERIFY(history.recordRun(other));
    QVERIFY(older.id > 0 && newer.id > 0 && older.id != newer.id);

    const auto runs = history.runs(Gpu1);
    QVERIFY(runs.isOk());
    QCOMPARE(runs->size(), 2);
    const SyncRunRecord &first = runs->at(0);
    QCOMPARE(first.id, newer.id);
    QCOMPARE(first.startedAt, T0.addSecs(600));
    QVERIFY(!first.ok);
    QCOMPARE(first.missing, 3);
    QCOMPARE(first.mismatched, 1);
    QCOMPARE(first.extra, 2);
    QCOMPARE(first.transport, QStringLiteral("sftp"));
    QCOMPARE(first.message, QStringLiteral("connection lost"));
    QCOMPARE(first.pairId, qint64(0));
    const SyncRunRecord &second = runs->at(1);
    QCOMPARE(second.id, older.id);
    QVERIFY(second.ok && second.verified);
    QCOMPARE(second.bytes, qint64(2'500'000));
    QCOMPARE(second.files, 50);
    QCOMPARE(second.durationMs, qint64(4200));
    QCOMPARE(second.localPath, QStringLiteral("/home/me/data"));
    QCOMPARE(second.transport, QStringLiteral("rsync"));
    QCOMPARE(second.message, QString());

    QCOMPARE(history.runs(Gpu1, 1)->size(), 1);
    QCOMPARE(history.runs(Gpu1, 1)->at(0).id, newer.id);
}

void TestSyncHistory::lastVerifiedRunPicksTheRightOne()
{
    SyncHistory history(m_storage->database());
    QVERIFY(!history.lastVerifiedRun(Gpu1, RsyncOptions::Direction::Push, QStringLiteral("data"))->has_value());

    SyncRunRecord wanted = makeRun(Gpu1, T0.addSecs(60), true, true);
    SyncRunRecord oldest = makeRun(Gpu1, T0, true, true);
    SyncRunRecord failedLater = makeRun(Gpu1, T0.addSecs(120), false, false);
    SyncRunRecord unverifiedLater = makeRun(Gpu1, T0.addSecs(180), true, false);
    SyncRunRecord otherFolder = makeRun(Gpu1, T0.addSecs(240), true, true, QStringLiteral("results"));
    SyncRunRecord otherDirection
        = makeRun(Gpu1, T0.addSecs(300), true, true, QStringLiteral("data"), RsyncOptions::Direction::Pull);
    SyncRunRecord otherInstance = makeRun(Gpu2, T0.addSecs(360), true, true);
    for (SyncRunRecord *run :
        { &wanted, &oldest, &failedLater, &unverifiedLater, &otherFolder, &otherDirection, &otherInstance }) {
        QVERIFY(history.recordRun(*run));
    }

    const auto found = history.lastVerifiedRun(Gpu1, RsyncOptions::Direction::Push, QStringLiteral("data"));
    QVERIFY(found.isOk());
    QVERIFY(found->has_value());
    QCOMPARE((*found)->id, wanted.id);
    const auto pulled = history.lastVerifiedRun(Gpu1, RsyncOptions::Direction::Pull, QStringLiteral("data"));
    QCOMPARE((*pulled)->id, otherDirection.id);
    QVERIFY(!history.lastVerifiedRun(Gpu2, RsyncOptions::Direction::Pull, QStringLiteral("data"))->has_value());
}

void TestSyncHistory::removingAPairKeepsItsRuns()
{
    SyncHistory history(m_storage->database());
    const auto pair = history.savePair(makePair(Gpu1, QStringLiteral("/home/me/data"), QStringLiteral("data")));
    QVERIFY(pair.isOk());
    SyncRunRecord run = makeRun(Gpu1, T0, true, true);
    run.pairId = pair->id;
    QVERIFY(history.recordRun(run));
    QCOMPARE(history.runs(Gpu1)->at(0).pairId, pair->id);

    QVERIFY(history.removePair(pair->id));
    QCOMPARE(history.runs(Gpu1)->size(), 1);
    QCOMPARE(history.runs(Gpu1)->at(0).pairId, qint64(0));

    // A pair removed while its sync ran: the run is still recorded, without it.
    SyncRunRecord late = makeRun(Gpu1, T0.addSecs(60), true, true);
    late.pairId = pair->id;
    QVERIFY(history.recordRun(late));
    QCOMPARE(history.runs(Gpu1)->at(0).pairId, qint64(0));
}

void TestSyncHistory::displayNameShortensHome()
{
    const SyncPair push = makePair(Gpu1, QDir::homePath() + QStringLiteral("/data"), QStringLiteral("results"));
    QCOMPARE(push.displayName(), QStringLiteral("push ~/data → results"));
    const SyncPair pull
        = makePair(Gpu1, QStringLiteral("/srv/data"), QStringLiteral("results"), RsyncOptions::Direction::Pull);
    QCOMPARE(pull.displayName(), QStringLiteral("pull results → /srv/data"));
    QCOMPARE(syncDirectionFromName(syncDirectionName(RsyncOptions::Direction::Pull)), RsyncOptions::Direction::Pull);
    QCOMPARE(homeShortenedPath(QDir::homePath()), QStringLiteral("~"));
    QCOMPARE(homeShortenedPath(QDir::homePath() + QStringLiteral("x/y")), QDir::homePath() + QStringLiteral("x/y"));
}

void TestSyncHistory::pairModelShowsOneInstance()
{
    SyncHistory history(m_storage->database());
    QVERIFY(history.savePair(makePair(Gpu1, QStringLiteral("/srv/a"), QStringLiteral("a"))));
    QVERIFY(history.savePair(makePair(Gpu1, QStringLiteral("/srv/b"), QStringLiteral("b"))));
    QVERIFY(history.savePair(makePair(Gpu2, QStringLiteral("/srv/c"), QStringLiteral("c"))));

    SyncPairModel model(m_storage->syncHistory());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    model.setInstance(Gpu1);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.index(0).data().toString(), QStringLiteral("push /srv/a → a"));
    QVERIFY(model.index(1).data(Qt::ToolTipRole).toString().contains(QStringLiteral("/srv/b")));
    const SyncPair second = model.pairAt(1);
    QCOMPARE(second.remotePath, QStringLiteral("b"));
    QCOMPARE(model.index(1).data(SyncPairModel::PairIdRole).toLongLong(), second.id);
    QCOMPARE(model.index(1).data(SyncPairModel::PairRole).value<SyncPair>().localPath, QStringLiteral("/srv/b"));
    QCOMPARE(model.rowOf(second), 1);
    QCOMPARE(model.rowOf(makePair(Gpu1, QStringLiteral("/srv/b"), QStringLiteral("x"))), -1);

    QVERIFY(history.savePair(makePair(Gpu1, QStringLiteral("/srv/d"), QStringLiteral("d"))));
    QCOMPARE(model.rowCount(), 2); // only on reload
    model.reload();
    QCOMPARE(model.rowCount(), 3);
    model.setInstance(Gpu2);
    QCOMPARE(model.rowCount(), 1);
    model.setInstance(QString());
    QCOMPARE(model.rowCount(), 0);
}

void TestSyncHistory::runModelShowsOutcomes()
{
    SyncHistory history(m_storage->database());
    SyncRunRecord verified = makeRun(Gpu1, T0, true, true);
    SyncRunRecord unverified = makeRun(Gpu1, T0.addSecs(60), true, false);
    SyncRunRecord failed
        = makeRun(Gpu1, T0.addSecs(120), false, false, QStringLiteral("results"), RsyncOptions::Direction::Pull);
    failed.durationMs = 185'000;
    for (SyncRunRecord *run : { &verified, &unverified, &failed }) {
        QVERIFY(history.recordRun(*run));
    }

    SyncRunModel model(m_storage->syncHistory());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setInstance(Gpu1);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.columnCount(), int(SyncRunModel::ColumnCount));
    auto cell
        = [&model](int row, int column, int role = Qt::DisplayRole) { return model.index(row, column).data(role); };
    // Newest first: the failed pull.
    QCOMPARE(cell(0, SyncRunModel::Outcome).toString(), QStringLiteral("failed: connection lost"));
    QCOMPARE(cell(0, SyncRunModel::Outcome, SyncRunModel::OutcomeRole).toInt(), int(SyncRunModel::RunOutcome::Failed));
    QCOMPARE(cell(0, SyncRunModel::Direction).toString(), QStringLiteral("pull"));
    QCOMPARE(cell(0, SyncRunModel::Folders).toString(), QStringLiteral("/home/me/data ← results"));
    QCOMPARE(cell(0, SyncRunModel::Duration).toString(), QStringLiteral("3:05"));
    QCOMPARE(cell(1, SyncRunModel::Outcome).toString(), QStringLiteral("not verified"));
    QCOMPARE(
        cell(1, SyncRunModel::Duration, SyncRunModel::OutcomeRole).toInt(), int(SyncRunModel::RunOutcome::NotVerified));
    QCOMPARE(cell(2, SyncRunModel::Outcome).toString(), QStringLiteral("verified"));
    QCOMPARE(cell(2, SyncRunModel::Folders).toString(), QStringLiteral("/home/me/data → data"));
    QCOMPARE(
        cell(2, SyncRunModel::Bytes).toString(), QLocale().formattedDataSize(2'500'000, 1, QLocale::DataSizeSIFormat));
    QCOMPARE(cell(2, SyncRunModel::Files).toString(), QStringLiteral("50"));
    QCOMPARE(cell(2, SyncRunModel::Duration).toString(), QStringLiteral("4.2 s"));
    QCOMPARE(cell(2, SyncRunModel::Started).toString(), QLocale().toString(T0.toLocalTime(), QLocale::ShortFormat));
    QVERIFY(model.runAt(2).verified);
    QCOMPARE(
        model.headerData(SyncRunModel::Outcome, Qt::Horizontal, Qt::DisplayRole).toString(), QStringLiteral("Result"));
    QCOMPARE(SyncRunModel::durationText(3'723'000), QStringLiteral("1:02:03"));

    model.setInstance(Gpu2);
    QCOMPARE(model.rowCount(), 0);
}

void TestSyncHistory::reopeningKeepsEverything()
{
    qint64 pairId = 0;
    {
        SyncHistory history(m_storage->database());
        SyncPair pair = makePair(Gpu1, QStringLiteral("/srv/data"), QStringLiteral("data"));
        pair.excludes = QStringList { QStringLiteral("*.tmp") };
        const auto saved = history.savePair(pair);
        QVERIFY(saved.isOk());
        pairId = saved->id;
        SyncRunRecord run = makeRun(Gpu1, T0, true, true);
        run.pairId = pairId;
        QVERIFY(history.recordRun(run));
    }
    reopen();
    SyncHistory history(m_storage->database());
    const auto pairs = history.pairs(Gpu1);
    QCOMPARE(pairs->size(), 1);
    QCOMPARE(pairs->at(0).id, pairId);
    QCOMPARE(pairs->at(0).excludes, QStringList { QStringLiteral("*.tmp") });
    const auto runs = history.runs(Gpu1);
    QCOMPARE(runs->size(), 1);
    QCOMPARE(runs->at(0).pairId, pairId);
    QVERIFY(runs->at(0).verified);
    QCOMPARE(runs->at(0).startedAt, T0);
}

QTEST_GUILESS_MAIN(TestSyncHistory)
#include "TestSyncHistory.moc"
