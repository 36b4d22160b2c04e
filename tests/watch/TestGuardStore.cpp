// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/Storage.h"
#include "watch/GuardStore.h"

#include <QTemporaryDir>
#include <QTest>

using namespace RentDeck;

namespace {

const QDateTime T0 = QDateTime(QDate(2026, 3, 1), QTime(12, 0), Qt::UTC);

GuardPolicy instancePolicy()
{
    GuardPolicy policy;
    policy.scopeKind = GuardScope::Instance;
    policy.scope = QStringLiteral("sandbox:1");
    policy.budget = Money::fromDecimalString(QStringLiteral("5.25"), QStringLiteral("USD"));
    policy.setMaxLifetimeHours(4.5);
    policy.idle = IdleRule { 7.5, 20 };
    policy.action = GuardAction::Destroy;
    policy.watchdog = true;
    policy.countdownSeconds = 90;
    return policy;
}

GuardPolicy projectPolicy()
{
    GuardPolicy policy;
    policy.scopeKind = GuardScope::Project;
    policy.scope = QStringLiteral("thesis");
    policy.budget = Money::fromDecimalString(QStringLiteral("300"), QStringLiteral("CNY"));
    policy.action = GuardAction::Stop;
    return policy;
}

} // namespace

class TestGuardStore : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void roundTripThroughTheFile();
    void saveReplacesAndRemoveForgets();
    void instanceBeatsProject();
    void refusesNonsense_data();
    void refusesNonsense();
    void eventsRoundTrip();
    void withoutLedger();

private:
    std::unique_ptr<Storage> open() const;

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestGuardStore::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

std::unique_ptr<Storage> TestGuardStore::open() const
{
    auto opened = std::make_unique<Storage>(m_dir->filePath(QStringLiteral("ledger.sqlite")));
    return opened->isOpen() ? std::move(opened) : nullptr;
}

void TestGuardStore::roundTripThroughTheFile()
{
    {
        const std::unique_ptr<Storage> ledger = open();
        QVERIFY(ledger);
        GuardStore store = ledger->guards();
        QVERIFY(store.isAvailable());
        QVERIFY(store.save(instancePolicy(), T0));
        QVERIFY(store.save(projectPolicy(), T0.addSecs(5)));
    }
    // A new connection to the same file reads back exactly what was saved.
    const std::unique_ptr<Storage> ledger = open();
    QVERIFY(ledger);
    GuardStore store = ledger->guards();
    const auto own = store.policy(GuardScope::Instance, QStringLiteral("sandbox:1"));
    QVERIFY(own.isOk());
    QVERIFY(own->has_value());
    GuardPolicy expected = instancePolicy();
    expected.updatedAt = T0;
    QCOMPARE(**own, expected);
    QCOMPARE((*own)->maxLifetimeSeconds, std::optional<qint64>(4 * 3600 + 1800));
    QCOMPARE((*own)->maxLifetimeHours(), std::optional<double>(4.5));

    const auto project = store.policy(GuardScope::Project, QStringLiteral("thesis"));
    QVERIFY(project->has_value());
    QCOMPARE((*project)->budget.currency(), QStringLiteral("CNY"));
    QCOMPARE((*project)->budget.micros(), qint64(300'000'000));
    QVERIFY(!(*project)->maxLifetimeSeconds.has_value());
    QVERIFY(!(*project)->idle.has_value());
    QCOMPARE((*project)->countdownSeconds, GuardPolicy::DefaultCountdownSeconds);
    QCOMPARE((*project)->watchdog, false);

    const auto all = store.policies();
    QVERIFY(all.isOk());
    QCOMPARE(all->size(), 2);
    QCOMPARE(all->at(0).scopeKind, GuardScope::Instance);
    QCOMPARE(all->at(1).scopeKind, GuardScope::Project);
    // Same scope name, other kind: not the same guard.
    QVERIFY(!store.policy(GuardScope::Project, QStringLiteral("sandbox:1"))->has_value());
}

void TestGuardStore::saveReplacesAndRemoveForgets()
{
    const std::unique_ptr<Storage> ledger = open();
    GuardStore store = ledger->guards();
    QVERIFY(store.save(instancePolicy(), T0));
    GuardPolicy changed = instancePolicy();
    changed.budget = Money();
    changed.idle.reset();
    changed.action = GuardAction::Warn;
    QVERIFY(store.save(changed, T0.addSecs(60)));
    const auto stored = store.policy(GuardScope::Instance, QStringLiteral("sandbox:1"));
    QVERIFY(!(*stored)->budget.isValid());
    QVERIFY(!(*stored)->idle.has_value());
    QCOMPARE((*stored)->action, GuardAction::Warn);
    QCOMPARE((*stored)->updatedAt, T0.addSecs(60));
    QCOMPARE(store.policies()->size(), 1);

    QVERIFY(store.remove(GuardScope::Instance, QStringLiteral("sandbox:1")));
    QVERIFY(!store.policy(GuardScope::Instance, QStringLiteral("sandbox:1"))->has_value());
    const Status again = store.remove(GuardScope::Instance, QStringLiteral("sandbox:1"));
    QVERIFY(!again);
    QCOMPARE(again.error().code, Error::Code::NotFound);
}

void TestGuardStore::instanceBeatsProject()
{
    const std::unique_ptr<Storage> ledger = open();
    GuardStore store = ledger->guards();
    QVERIFY(store.save(projectPolicy(), T0));
    // No own guard: the project's applies.
    auto effective = store.effectivePolicy(QStringLiteral("sandbox:1"), QStringLiteral("thesis"));
    QVERIFY(effective.isOk());
    QCOMPARE((*effective)->scopeKind, GuardScope::Project);
    // An own guard wins over the project's.
    QVERIFY(store.save(instancePolicy(), T0));
    effective = store.effectivePolicy(QStringLiteral("sandbox:1"), QStringLiteral("thesis"));
    QCOMPARE((*effective)->scopeKind, GuardScope::Instance);
    QCOMPARE((*effective)->action, GuardAction::Destroy);
    // Without a project, or in another one, only an own guard counts.
    QVERIFY(!store.effectivePolicy(QStringLiteral("sandbox:2"), QString())->has_value());
    QVERIFY(!store.effectivePolicy(QStringLiteral("sandbox:2"), QStringLiteral("paper"))->has_value());
    QCOMPARE((*store.effectivePolicy(QStringLiteral("sandbox:2"), QStringLiteral("thesis")))->scope,
        QStringLiteral("thesis"));
}

void TestGuardStore::refusesNonsense_data()
{
    QTest::addColumn<int>("what");
    QTest::newRow("empty scope") << 0;
    QTest::newRow("zero budget") << 1;
    QTest::newRow("negative lifetime") << 2;
    QTest::newRow("idle percent 0") << 3;
    QTest::newRow("idle percent 101") << 4;
    QTest::newRow("idle 0 minutes") << 5;
    QTest::newRow("negative countdown") << 6;
}

void TestGuardStore::refusesNonsense()
{
    QFETCH(int, what);
    GuardPolicy policy = instancePolicy();
    switch (what) {
    case 0:
        policy.scope = QStringLiteral("  ");
        break;
    case 1:
        policy.budget = Money(0, QStringLiteral("USD"));
        break;
    case 2:
        policy.maxLifetimeSeconds = -5;
        break;
    case 3:
        policy.idle = IdleRule { 0, 10 };
        break;
    case 4:
        policy.idle = IdleRule { 101, 10 };
        break;
    case 5:
        policy.idle = IdleRule { 5, 0 };
        break;
    default:
        policy.countdownSeconds = -1;
        break;
    }
    const std::unique_ptr<Storage> ledger = open();
    GuardStore store = ledger->guards();
    const Status status = store.save(policy, T0);
    QVERIFY(!status);
    QCOMPARE(status.error().code, Error::Code::InvalidInput);
    QVERIFY(store.policies()->isEmpty());
}

void TestGuardStore::eventsRoundTrip()
{
    {
        const std::unique_ptr<Storage> ledger = open();
        GuardStore store = ledger->guards();
        for (int i = 0; i < 5; ++i) {
            QVERIFY(store.recordEvent(GuardEvent { 0, QStringLiteral("sandbox:1"), T0.addSecs(i),
                QStringLiteral("warning"), QStringLiteral("budget"), QStringLiteral("event %1").arg(i) }));
        }
        QVERIFY(store.recordEvent(GuardEvent { 0, QStringLiteral("sandbox:2"), T0, QString(GuardEvent::Action),
            QString(), QStringLiteral("stop: idle") }));
    }
    const std::unique_ptr<Storage> ledger = open();
    GuardStore store = ledger->guards();
    const auto all = store.events(QStringLiteral("sandbox:1"));
    QVERIFY(all.isOk());
    QCOMPARE(all->size(), 5);
    QCOMPARE(all->first().detail, QStringLiteral("event 0"));
    QCOMPARE(all->first().at, T0);
    QCOMPARE(all->first().reason, QStringLiteral("budget"));
    QVERIFY(all->first().id > 0);
    // The newest two, oldest first.
    const auto newest = store.events(QStringLiteral("sandbox:1"), 2);
    QCOMPARE(newest->size(), 2);
    QCOMPARE(newest->at(0).detail, QStringLiteral("event 3"));
    QCOMPARE(newest->at(1).detail, QStringLiteral("event 4"));
    const auto other = store.events(QStringLiteral("sandbox:2"));
    QCOMPARE(other->size(), 1);
    QCOMPARE(other->first().kind, QStringLiteral("action"));
    QVERIFY(other->first().reason.isEmpty());
}

void TestGuardStore::withoutLedger()
{
    GuardStore store(nullptr);
    QVERIFY(!store.isAvailable());
    QCOMPARE(store.save(instancePolicy()).error().code, Error::Code::Missing);
    QCOMPARE(store.policies().error().code, Error::Code::Missing);
    QCOMPARE(store.recordEvent(GuardEvent()).error().code, Error::Code::Missing);
}

QTEST_GUILESS_MAIN(TestGuardStore)
#include "TestGuardStore.moc"
