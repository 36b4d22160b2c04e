// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "billing/Ledger.h"
#include "services/Storage.h"
#include "watch/GuardStore.h"
#include "watch/LaunchGuard.h"

#include <QTemporaryDir>
#include <QTest>

using namespace RentDeck;

namespace {

Instance instance(const QString &provider, const QString &currency)
{
    Instance result;
    result.providerId = provider;
    result.id = QStringLiteral("1");
    result.pricePerHour = Money::fromDecimalString(QStringLiteral("1.00"), currency);
    return result;
}

InstanceSpec limits(double hours, int idleMinutes, const char *budget)
{
    InstanceSpec spec;
    spec.maxHours = hours;
    spec.idleStopMinutes = idleMinutes;
    if (budget) {
        spec.budget = Money::fromDecimalString(QLatin1String(budget), QStringLiteral("USD"));
    }
    return spec;
}

const ProviderCapabilities Cloud = ProviderCapability::ListOffers | ProviderCapability::CreateInstance
    | ProviderCapability::StartStop | ProviderCapability::Billing;
const ProviderCapabilities NoStop
    = ProviderCapability::ListOffers | ProviderCapability::CreateInstance | ProviderCapability::Restart;
const ProviderCapabilities AddedHost = ProviderCapability::Billing;

} // namespace

class TestLaunchGuard : public QObject
{
    Q_OBJECT

private slots:
    void noLimitsNoGuard();
    void limitsBecomeTheGuard();
    void actionFollowsWhatTheProviderCanDo_data();
    void actionFollowsWhatTheProviderCanDo();
    void savedInTheLedger();
};

void TestLaunchGuard::noLimitsNoGuard()
{
    QVERIFY(!LaunchGuard::policyFor(instance(QStringLiteral("vastai"), QStringLiteral("USD")), {}, Cloud));
    QVERIFY(!LaunchGuard::policyFor(
        instance(QStringLiteral("vastai"), QStringLiteral("USD")), limits(0, 0, "0"), Cloud)); // zero budget: none
}

void TestLaunchGuard::limitsBecomeTheGuard()
{
    // The budget was typed in the offer's currency: yuan for a yuan-priced instance.
    const auto policy = LaunchGuard::policyFor(
        instance(QStringLiteral("autodl"), QStringLiteral("CNY")), limits(1.5, 20, "50"), Cloud);
    QVERIFY(policy);
    QCOMPARE(policy->scopeKind, GuardScope::Instance);
    QCOMPARE(policy->scope, QStringLiteral("autodl:1"));
    QCOMPARE(policy->maxLifetimeSeconds, std::optional<qint64>(5400));
    QVERIFY(policy->idle);
    QCOMPARE(policy->idle->minutes, 20);
    QCOMPARE(policy->budget, Money::fromDecimalString(QStringLiteral("50"), QStringLiteral("CNY")));
}

void TestLaunchGuard::actionFollowsWhatTheProviderCanDo_data()
{
    QTest::addColumn<int>("capabilities");
    QTest::addColumn<GuardAction>("action");
    QTest::addColumn<bool>("watchdog");
    QTest::newRow("can stop: stop, watchdog powers off") << int(Cloud) << GuardAction::Stop << true;
    // Lambda bills a powered-off VM: only terminating ends the bill, and the power-off watchdog would not help.
    QTest::newRow("cannot stop: destroy") << int(NoStop) << GuardAction::Destroy << false;
    QTest::newRow("added host: warn") << int(AddedHost) << GuardAction::Warn << false;
}

void TestLaunchGuard::actionFollowsWhatTheProviderCanDo()
{
    QFETCH(int, capabilities);
    QFETCH(GuardAction, action);
    QFETCH(bool, watchdog);
    const auto policy = LaunchGuard::policyFor(instance(QStringLiteral("p"), QStringLiteral("USD")),
        limits(2, 0, nullptr), ProviderCapabilities::fromInt(capabilities));
    QVERIFY(policy);
    QCOMPARE(policy->action, action);
    QCOMPARE(policy->watchdog, watchdog);
}

void TestLaunchGuard::savedInTheLedger()
{
    QTemporaryDir dir;
    const Storage storage(dir.filePath(QStringLiteral("ledger.sqlite")));
    QVERIFY2(storage.isOpen(), qPrintable(storage.error().message));
    const Instance launched = instance(QStringLiteral("vastai"), QStringLiteral("USD"));
    QVERIFY(LaunchGuard::save(storage.guards(), launched, limits(0, 0, "12.50"), Cloud));
    const auto stored = storage.guards().policy(GuardScope::Instance, launched.name());
    QVERIFY(stored && stored->has_value());
    QCOMPARE((*stored)->budget, Money::fromDecimalString(QStringLiteral("12.50"), QStringLiteral("USD")));
    QCOMPARE((*stored)->action, GuardAction::Stop);
    // Nothing to save is not an error, and stores nothing.
    Instance other = launched;
    other.id = QStringLiteral("2");
    QVERIFY(LaunchGuard::save(storage.guards(), other, {}, Cloud));
    const auto none = storage.guards().policy(GuardScope::Instance, other.name());
    QVERIFY(none && !none->has_value());
}

QTEST_GUILESS_MAIN(TestLaunchGuard)
#include "TestLaunchGuard.moc"
