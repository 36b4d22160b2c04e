// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What the ledger alone says still bills: stopped instances' disks, and AutoDL's stopped machines before their release.
#include "billing/StoppedStorage.h"

#include <QTest>

using namespace RentDeck;

namespace {

LedgerInstance stopped(const QString &provider, const QString &id, double diskGb, const Money &storagePerGbMonth)
{
    LedgerInstance instance;
    instance.providerId = provider;
    instance.name = provider + QLatin1Char(':') + id;
    instance.diskGb = diskGb;
    instance.billing.storagePerGbMonth = storagePerGbMonth;
    instance.state = InstanceState::Stopped;
    instance.stateChangedAt = QDateTime(QDate(2026, 12, 1), QTime(8, 0), Qt::UTC);
    return instance;
}

} // namespace

class TestStoppedStorage : public QObject
{
    Q_OBJECT

private slots:
    void billedDisksAndReleases();
};

void TestStoppedStorage::billedDisksAndReleases()
{
    LedgerInstance running
        = stopped(QStringLiteral("vastai"), QStringLiteral("1"), 50, Money::fromDouble(0.15, QStringLiteral("USD")));
    running.state = InstanceState::Running;
    const QList<LedgerInstance> instances {
        stopped(QStringLiteral("vastai"), QStringLiteral("2"), 100, Money::fromDouble(0.15, QStringLiteral("USD"))),
        running,
        // AutoDL's free data disk costs nothing while off, but the machine and its data go after 15 days.
        stopped(QStringLiteral("autodl"), QStringLiteral("abc"), 50, Money(0, QStringLiteral("CNY"))),
        stopped(QStringLiteral("lambda"), QStringLiteral("x"), 0, Money()), // nothing bills, nothing is deleted
    };
    const QList<Leftover> found = StoppedStorage::leftovers(instances, { { QStringLiteral("autodl"), 15 } });
    QCOMPARE(found.size(), 2);
    QCOMPARE(found.at(0).name(), QStringLiteral("vastai:2"));
    QCOMPARE(found.at(0).costPerDay, Money::fromDouble(0.15 * 100 / 30, QStringLiteral("USD")));
    QVERIFY(!found.at(0).releasesAt.isValid());
    QCOMPARE(found.at(1).name(), QStringLiteral("autodl:abc"));
    QCOMPARE(found.at(1).kind, Leftover::Kind::StoppedInstance);
    QVERIFY(!found.at(1).costPerDay.isValid());
    QCOMPARE(found.at(1).releasesAt, QDateTime(QDate(2026, 12, 16), QTime(8, 0), Qt::UTC));
    // Without the provider's release rule the free disk is not listed.
    QCOMPARE(StoppedStorage::leftovers(instances).size(), 1);
}

QTEST_GUILESS_MAIN(TestStoppedStorage)
#include "TestStoppedStorage.moc"
