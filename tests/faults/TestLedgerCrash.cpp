// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// SIGKILL during ledger writes: rd-ledger-writer (the real Ledger in its own process) is killed at random moments
// of its write loop, again and again on the same file. After every kill the ledger must open, pass SQLite's
// integrity check, hold every write the writer acknowledged (the accrued cost depends on those events), and show
// no half-written transaction: a replaced set of cached hashes is all old or all new, never a mix.
#include "billing/Ledger.h"
#include "services/Storage.h"
#include "storage/Database.h"

#include <QProcess>
#include <QRandomGenerator>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <memory>

using namespace RentDeck;

namespace {

constexpr int Kills = 12;
constexpr int HashesPerRound = 1500;

/** What the writer acknowledged: the rounds of each kind of write. */
struct Acks
{
    bool launch = false;
    QList<qint64> states;
    QList<qint64> checks;
    QList<qint64> hashes;
};

Acks parseAcks(const QByteArray &out)
{
    Acks acks;
    for (const QByteArray &line : out.split('\n')) {
        const QList<QByteArray> parts = line.split(' ');
        if (parts.size() != 3 || parts.at(0) != "ack") {
            continue; // the last line may be cut off by the kill
        }
        const qint64 round = parts.at(2).toLongLong();
        if (parts.at(1) == "launch") {
            acks.launch = true;
        } else if (parts.at(1) == "state") {
            acks.states << round;
        } else if (parts.at(1) == "check") {
            acks.checks << round;
        } else if (parts.at(1) == "hashes") {
            acks.hashes << round;
        }
    }
    return acks;
}

} // namespace

class TestLedgerCrash : public QObject
{
    Q_OBJECT

private slots:
    void killedWritesLoseNothingAcknowledged();
};

void TestLedgerCrash::killedWritesLoseNothingAcknowledged()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("ledger.sqlite"));
    const QString root = dir.filePath(QStringLiteral("project"));
    QSet<QString> ackedStates;
    int ackedChecks = 0;
    qint64 lastHashRound = -1;
    auto *random = QRandomGenerator::global();

    for (int kill = 0; kill < Kills; ++kill) {
        QProcess writer;
        writer.start(QStringLiteral(RD_LEDGER_WRITER), { path, root, QString::number(qint64(kill) * 1'000'000) });
        QVERIFY2(writer.waitForStarted(10000), qPrintable(writer.errorString()));
        QByteArray out;
        // Wait for the loop to run, then let it go on for a random while so the kill lands anywhere in a write.
        QTRY_VERIFY_WITH_TIMEOUT((out += writer.readAllStandardOutput(), out.contains("ack state")), 20000);
        QTest::qWait(int(random->bounded(5, 400)));
        QCOMPARE(::kill(pid_t(writer.processId()), SIGKILL), 0);
        QVERIFY(writer.waitForFinished(10000));
        QCOMPARE(writer.exitStatus(), QProcess::CrashExit);
        out += writer.readAllStandardOutput();
        const QByteArray err = writer.readAllStandardError();
        QVERIFY2(err.isEmpty(), err.constData()); // every write it tried before the kill succeeded

        const Acks acks = parseAcks(out);
        QVERIFY(acks.launch);
        QVERIFY2(acks.states.size() >= 1, out.right(200).constData());

        const Storage storage(path);
        QVERIFY2(storage.isOpen(), qPrintable(storage.error().message + QLatin1Char(' ') + storage.error().detail));
        Ledger *ledger = storage.ledger();
        const Status integrity = storage.database()->checkIntegrity();
        QVERIFY2(integrity.isOk(), qPrintable(integrity.error().detail));

        // The launch, with its price, is there: the meter still starts where it started.
        const auto instance = ledger->instance(QStringLiteral("sandbox:crash"));
        QVERIFY(instance.isOk() && instance.value().has_value());
        QCOMPARE(
            instance.value()->pricePerHour, Money::fromDecimalString(QStringLiteral("19.92"), QStringLiteral("USD")));

        // Every acknowledged lifecycle event and report is stored.
        for (qint64 round : acks.states) {
            ackedStates.insert(QStringLiteral("round %1").arg(round));
        }
        ackedChecks += int(acks.checks.size());
        const auto events = ledger->events(QStringLiteral("sandbox:crash"));
        QVERIFY(events.isOk());
        QSet<QString> stored;
        for (const LifecycleEvent &event : events.value()) {
            stored.insert(event.detail);
        }
        const QSet<QString> lost = ackedStates - stored;
        QVERIFY2(lost.isEmpty(), qPrintable(QStringList(lost.values()).join(QLatin1String(", "))));
        const auto reports = storage.checkReports().reports(QStringLiteral("sandbox:crash"));
        QVERIFY(reports.isOk());
        QVERIFY2(reports.value().size() >= ackedChecks,
            qPrintable(QStringLiteral("%1 reports < %2 acknowledged").arg(reports.value().size()).arg(ackedChecks)));
        for (const StoredCheckReport &report : reports.value()) {
            QVERIFY2(report.reportJson.endsWith("\"}"), qPrintable(report.summary)); // whole, not cut short
        }

        // The cached hashes of the root are one complete round: the last acknowledged one or the one after it.
        if (!acks.hashes.isEmpty()) {
            lastHashRound = acks.hashes.last();
        }
        const auto hashes = storage.hashCache().hashes(root);
        QVERIFY(hashes.isOk());
        if (lastHashRound >= 0) {
            QCOMPARE(hashes.value().size(), HashesPerRound);
        }
        QSet<QByteArray> rounds;
        for (const CachedHash &entry : hashes.value()) {
            rounds.insert(entry.sha256);
        }
        QVERIFY2(rounds.size() <= 1, "cached hashes from two rounds: a replacement was half applied");
        if (!rounds.isEmpty()) {
            QVERIFY(rounds.values().first().toLongLong() >= lastHashRound);
        }
    }
    QVERIFY(ackedStates.size() >= Kills);
}

QTEST_GUILESS_MAIN(TestLedgerCrash)
#include "TestLedgerCrash.moc"
