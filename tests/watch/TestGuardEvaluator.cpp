// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "watch/GuardEvaluator.h"

#include <QTest>
#include <cmath>
#include <limits>

using namespace RentDeck;

namespace {

const QDateTime T0 = QDateTime(QDate(2026, 3, 1), QTime(12, 0), Qt::UTC);

QDateTime at(qint64 seconds)
{
    return T0.addSecs(seconds);
}

Money usd(const char *amount)
{
    return Money::fromDecimalString(QLatin1String(amount), QStringLiteral("USD"));
}

GuardPolicy budgetPolicy(const char *budget, GuardAction action = GuardAction::Stop)
{
    GuardPolicy policy;
    policy.scope = QStringLiteral("sandbox:1");
    policy.budget = usd(budget);
    policy.action = action;
    return policy;
}

GuardPolicy idlePolicy(GuardAction action = GuardAction::Stop)
{
    GuardPolicy policy;
    policy.scope = QStringLiteral("sandbox:1");
    policy.idle = IdleRule { 5, 30 };
    policy.action = action;
    return policy;
}

GuardInput spending(const char *spent, InstanceState state = InstanceState::Running)
{
    GuardInput input;
    input.spent = usd(spent);
    input.launchedAt = at(0);
    input.state = state;
    return input;
}

} // namespace

class TestGuardEvaluator : public QObject
{
    Q_OBJECT

private slots:
    void budgetStages_data();
    void budgetStages();
    void countdownEndsInActNow();
    void lifetimeStages();
    void idleRule();
    void idleIsVetoedBySessionOrSync();
    void idleNeedsARunningInstance();
    void nextBelowSince();
    void warnOnlyNeverActs();
    void actionMustApply();
    void terminatedAndOtherCurrencySayNothing();
    void mostSevereFirst();
    void instancePolicyBeatsProject();
    void durations();
};

void TestGuardEvaluator::budgetStages_data()
{
    QTest::addColumn<QString>("spent");
    QTest::addColumn<int>("stage");
    QTest::addColumn<QString>("message");

    QTest::newRow("79%") << "3.99" << int(GuardStage::None) << "";
    QTest::newRow("80%") << "4.00" << int(GuardStage::Warning) << "budget $5.00: $4.00 spent (80%)";
    QTest::newRow("99%") << "4.99" << int(GuardStage::Warning) << "budget $5.00: $4.99 spent (99%)";
    QTest::newRow("100%") << "5.00" << int(GuardStage::Countdown) << "budget $5.00 reached: $5.00 spent";
    QTest::newRow("over") << "5.02" << int(GuardStage::Countdown) << "budget $5.00 reached: $5.02 spent";
}

void TestGuardEvaluator::budgetStages()
{
    QFETCH(QString, spent);
    QFETCH(int, stage);
    QFETCH(QString, message);

    GuardInput input = spending("0");
    input.spent = Money::fromDecimalString(spent, QStringLiteral("USD"));
    const GuardVerdict verdict = GuardEvaluator::evaluate(budgetPolicy("5"), input, at(600));
    QCOMPARE(int(verdict.stage()), stage);
    QCOMPARE(verdict.action, GuardAction::Stop);
    if (stage == int(GuardStage::None)) {
        QVERIFY(verdict.findings.isEmpty());
        return;
    }
    QCOMPARE(verdict.top().reason, GuardReason::Budget);
    QCOMPARE(verdict.top().message, message);
    if (stage == int(GuardStage::Countdown)) {
        QCOMPARE(verdict.top().dueAt, at(600 + GuardPolicy::DefaultCountdownSeconds));
    }
}

void TestGuardEvaluator::countdownEndsInActNow()
{
    GuardPolicy policy = budgetPolicy("5");
    policy.countdownSeconds = 90;
    GuardInput input = spending("6");
    input.countdownStartedAt.insert(GuardReason::Budget, at(1000));
    QCOMPARE(GuardEvaluator::evaluate(policy, input, at(1089)).stage(), GuardStage::Countdown);
    QCOMPARE(GuardEvaluator::evaluate(policy, input, at(1089)).top().dueAt, at(1090));
    QCOMPARE(GuardEvaluator::evaluate(policy, input, at(1090)).stage(), GuardStage::ActNow);
    QCOMPARE(GuardEvaluator::evaluate(policy, input, at(5000)).stage(), GuardStage::ActNow);

    policy.countdownSeconds = 0; // no countdown: due at once
    QCOMPARE(GuardEvaluator::evaluate(policy, spending("6"), at(10)).stage(), GuardStage::ActNow);
}

void TestGuardEvaluator::lifetimeStages()
{
    GuardPolicy policy;
    policy.scope = QStringLiteral("sandbox:1");
    policy.setMaxLifetimeHours(4);
    QCOMPARE(policy.maxLifetimeSeconds, std::optional<qint64>(4 * 3600));
    policy.action = GuardAction::Destroy;
    const GuardInput input = spending("0");

    QCOMPARE(GuardEvaluator::evaluate(policy, input, at(3 * 3600)).stage(), GuardStage::None);
    const GuardVerdict warning = GuardEvaluator::evaluate(policy, input, at(3 * 3600 + 20 * 60));
    QCOMPARE(warning.stage(), GuardStage::Warning);
    QCOMPARE(warning.top().reason, GuardReason::Lifetime);
    QCOMPARE(warning.top().message, QStringLiteral("lifetime 4 h: launched 3 h 20 min ago (83%)"));
    const GuardVerdict reached = GuardEvaluator::evaluate(policy, input, at(4 * 3600 + 60));
    QCOMPARE(reached.stage(), GuardStage::Countdown);
    QCOMPARE(reached.action, GuardAction::Destroy);
    QCOMPARE(reached.top().message, QStringLiteral("lifetime 4 h reached: launched 4 h 1 min ago"));
    // A lifetime counts from the launch even while stopped: destroy still applies.
    GuardInput stopped = input;
    stopped.state = InstanceState::Stopped;
    QCOMPARE(GuardEvaluator::evaluate(policy, stopped, at(5 * 3600)).stage(), GuardStage::Countdown);
}

void TestGuardEvaluator::idleRule()
{
    GuardInput input = spending("0");
    input.idle.belowSince = at(1000);
    QCOMPARE(GuardEvaluator::evaluate(idlePolicy(), input, at(1000 + 29 * 60)).stage(), GuardStage::None);
    const GuardVerdict idle = GuardEvaluator::evaluate(idlePolicy(), input, at(1000 + 30 * 60));
    QCOMPARE(idle.stage(), GuardStage::Countdown);
    QCOMPARE(idle.top().reason, GuardReason::Idle);
    QCOMPARE(idle.top().message, QStringLiteral("idle: all GPUs below 5% for 30 min"));
    // Busy (or unknown) GPUs: not idle at all.
    input.idle.belowSince = QDateTime();
    QCOMPARE(GuardEvaluator::evaluate(idlePolicy(), input, at(99'999)).stage(), GuardStage::None);
}

void TestGuardEvaluator::idleIsVetoedBySessionOrSync()
{
    GuardInput input = spending("0");
    input.idle.belowSince = at(0);
    input.idle.interactiveSession = true;
    QVERIFY(input.idle.isVetoed());
    QCOMPARE(GuardEvaluator::evaluate(idlePolicy(), input, at(7200)).stage(), GuardStage::None);
    input.idle.interactiveSession = false;
    input.idle.syncRunning = true;
    QCOMPARE(GuardEvaluator::evaluate(idlePolicy(), input, at(7200)).stage(), GuardStage::None);
    input.idle.syncRunning = false;
    QCOMPARE(GuardEvaluator::evaluate(idlePolicy(), input, at(7200)).stage(), GuardStage::Countdown);
}

void TestGuardEvaluator::idleNeedsARunningInstance()
{
    GuardInput input = spending("0", InstanceState::Stopped);
    input.idle.belowSince = at(0);
    QCOMPARE(GuardEvaluator::evaluate(idlePolicy(GuardAction::Destroy), input, at(7200)).stage(), GuardStage::None);
    input.state = InstanceState::Provisioning;
    QCOMPARE(GuardEvaluator::evaluate(idlePolicy(GuardAction::Destroy), input, at(7200)).stage(), GuardStage::None);
}

void TestGuardEvaluator::nextBelowSince()
{
    const double unknown = std::numeric_limits<double>::quiet_NaN();
    QDateTime since = IdleState::nextBelowSince({}, at(0), { 1, 2 }, 5);
    QCOMPARE(since, at(0));
    since = IdleState::nextBelowSince(since, at(1), { 4.9, 0 }, 5);
    QCOMPARE(since, at(0)); // kept while all stay below
    QVERIFY(!IdleState::nextBelowSince(since, at(2), { 1, 5 }, 5).isValid()); // one GPU at the threshold
    QVERIFY(!IdleState::nextBelowSince(since, at(2), { 1, unknown }, 5).isValid()); // unknown is not idle
    QVERIFY(!IdleState::nextBelowSince(since, at(2), {}, 5).isValid()); // no GPU readings
}

void TestGuardEvaluator::warnOnlyNeverActs()
{
    GuardPolicy policy = budgetPolicy("5", GuardAction::Warn);
    policy.setMaxLifetimeHours(1);
    policy.idle = IdleRule { 5, 30 };
    GuardInput input = spending("50");
    input.idle.belowSince = at(0);
    input.countdownStartedAt.insert(GuardReason::Budget, at(0));
    const GuardVerdict verdict = GuardEvaluator::evaluate(policy, input, at(100 * 3600));
    QCOMPARE(verdict.findings.size(), 3);
    for (const GuardFinding &finding : verdict.findings) {
        QCOMPARE(finding.stage, GuardStage::LimitReached);
        QVERIFY(!finding.dueAt.isValid());
    }
    QCOMPARE(GuardEvaluator::evaluate(policy, spending("4.5"), at(60)).stage(), GuardStage::Warning);
}

void TestGuardEvaluator::actionMustApply()
{
    // Over budget while stopped: "stop" has nothing to do (storage still bills: say so), "destroy" does.
    const GuardInput stopped = spending("6", InstanceState::Stopped);
    const GuardVerdict stop = GuardEvaluator::evaluate(budgetPolicy("5", GuardAction::Stop), stopped, at(60));
    QCOMPARE(stop.stage(), GuardStage::LimitReached);
    QCOMPARE(GuardEvaluator::evaluate(budgetPolicy("5", GuardAction::Destroy), stopped, at(60)).stage(),
        GuardStage::Countdown);
    QVERIFY(GuardEvaluator::actionApplies(GuardAction::Stop, InstanceState::Running));
    QVERIFY(!GuardEvaluator::actionApplies(GuardAction::Stop, InstanceState::Stopped));
    QVERIFY(GuardEvaluator::actionApplies(GuardAction::Destroy, InstanceState::Error));
    QVERIFY(!GuardEvaluator::actionApplies(GuardAction::Destroy, InstanceState::Terminated));
    QVERIFY(!GuardEvaluator::actionApplies(GuardAction::Warn, InstanceState::Running));
}

void TestGuardEvaluator::terminatedAndOtherCurrencySayNothing()
{
    QVERIFY(GuardEvaluator::evaluate(budgetPolicy("5"), spending("9", InstanceState::Terminated), at(60))
                .findings.isEmpty());
    GuardInput yuan = spending("0");
    yuan.spent = Money::fromDecimalString(QStringLiteral("100"), QStringLiteral("CNY"));
    QVERIFY(GuardEvaluator::evaluate(budgetPolicy("5"), yuan, at(60)).findings.isEmpty());
    QVERIFY(GuardEvaluator::evaluate(GuardPolicy(), spending("1000"), at(9'000'000)).findings.isEmpty());
}

void TestGuardEvaluator::mostSevereFirst()
{
    GuardPolicy policy = budgetPolicy("10");
    policy.setMaxLifetimeHours(1);
    policy.idle = IdleRule { 10, 5 };
    GuardInput input = spending("8.5");
    input.idle.belowSince = at(3000);
    const GuardVerdict verdict = GuardEvaluator::evaluate(policy, input, at(3 * 3600));
    QCOMPARE(verdict.findings.size(), 3);
    QCOMPARE(verdict.findings.at(0).reason, GuardReason::Lifetime);
    QCOMPARE(verdict.findings.at(0).stage, GuardStage::Countdown);
    QCOMPARE(verdict.findings.at(1).reason, GuardReason::Idle);
    QCOMPARE(verdict.findings.at(1).stage, GuardStage::Countdown);
    QCOMPARE(verdict.findings.at(2).reason, GuardReason::Budget);
    QCOMPARE(verdict.findings.at(2).stage, GuardStage::Warning);
    QVERIFY(std::abs(verdict.finding(GuardReason::Budget)->fraction - 0.85) < 1e-9);
    QVERIFY(!verdict.finding(GuardReason::Budget)->dueAt.isValid());
}

void TestGuardEvaluator::instancePolicyBeatsProject()
{
    GuardPolicy own = budgetPolicy("5", GuardAction::Warn);
    GuardPolicy project = budgetPolicy("1", GuardAction::Destroy);
    project.scopeKind = GuardScope::Project;
    project.scope = QStringLiteral("thesis");

    const std::optional<GuardPolicy> both = GuardPolicy::effective(own, project);
    QVERIFY(both.has_value());
    QCOMPARE(both->scopeKind, GuardScope::Instance);
    QCOMPARE(GuardEvaluator::evaluate(*both, spending("2"), at(60)).stage(), GuardStage::None);

    const std::optional<GuardPolicy> fallback = GuardPolicy::effective(std::nullopt, project);
    QCOMPARE(fallback->scope, QStringLiteral("thesis"));
    QCOMPARE(GuardEvaluator::evaluate(*fallback, spending("2"), at(60)).stage(), GuardStage::Countdown);
    QVERIFY(!GuardPolicy::effective(std::nullopt, std::nullopt).has_value());
}

void TestGuardEvaluator::durations()
{
    QCOMPARE(GuardEvaluator::formatDuration(45), QStringLiteral("45 s"));
    QCOMPARE(GuardEvaluator::formatDuration(30 * 60), QStringLiteral("30 min"));
    QCOMPARE(GuardEvaluator::formatDuration(2 * 3600), QStringLiteral("2 h"));
    QCOMPARE(GuardEvaluator::formatDuration(3 * 3600 + 20 * 60 + 5), QStringLiteral("3 h 20 min"));
    QCOMPARE(GuardEvaluator::formatDuration(50 * 3600), QStringLiteral("2 d 2 h"));
    QCOMPARE(GuardPolicy::actionFromName(QStringLiteral("destroy")), GuardAction::Destroy);
    bool ok = true;
    QCOMPARE(GuardPolicy::actionFromName(QStringLiteral("explode"), &ok), GuardAction::Warn);
    QVERIFY(!ok);
}

QTEST_GUILESS_MAIN(TestGuardEvaluator)
#include "TestGuardEvaluator.moc"
