// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Guards end to end while RentDeck runs: a real sandbox instance streams its (idle, then busy) GPUs over SSH;
// GuardService evaluates its guard every tick (a manual clock makes minutes pass in a moment) and stops it.
#include "WatchedSandbox.h"
#include "billing/Ledger.h"
#include "provider/ProviderRegistry.h"
#include "sandbox/SandboxProvider.h"
#include "services/ConnectionManager.h"
#include "services/GuardService.h"
#include "services/InstanceManager.h"
#include "services/Storage.h"
#include "services/WatchService.h"

#include <QSignalSpy>
#include <QTest>
#include <algorithm>
#include <memory>

using namespace RentDeck;

class TestGuardService : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void busyInstanceIsLeftAlone();
    void idleInstanceIsStoppedAfterTheCountdown();
    void watchdogLogComesBackAfterItActed();
    void cleanupTestCase();

private:
    void advance(qint64 seconds) { m_now = m_now.addSecs(seconds); }
    void setIdleGuard();

    std::unique_ptr<WatchedSandbox> m_rig;
    std::unique_ptr<GuardService> m_guards;
    QDateTime m_now;
    QString m_name;
    QString m_id;
};

void TestGuardService::initTestCase()
{
    m_rig = std::make_unique<WatchedSandbox>();
    const QString launched = m_rig->launch();
    QVERIFY2(launched.isEmpty(), qPrintable(launched));
    m_name = m_rig->name();
    m_id = m_rig->id();
    m_guards = std::make_unique<GuardService>(m_rig->instances(), m_rig->connections(), m_rig->watch());
    m_now = QDateTime::currentDateTimeUtc();
    m_guards->setClock([this] { return m_now; });
    setIdleGuard();
}

void TestGuardService::setIdleGuard()
{
    GuardPolicy policy;
    policy.scopeKind = GuardScope::Instance;
    policy.scope = m_name;
    policy.idle = IdleRule { 10, 2 }; // all GPUs below 10 % for 2 minutes
    policy.action = GuardAction::Stop;
    policy.countdownSeconds = 30;
    QVERIFY(GuardStore(m_rig->storage()->database()).save(policy, m_now));
}

void TestGuardService::busyInstanceIsLeftAlone()
{
    auto *sandbox = static_cast<SandboxProvider *>(m_rig->instances()->provider(QStringLiteral("sandbox")));
    QVERIFY(sandbox->setScenario(m_id, QStringLiteral("busy")).isOk());
    QTest::qWait(2500); // busy samples from both GPUs
    QSignalSpy countdowns(m_guards.get(), &GuardService::countdownStarted);
    for (int minute = 0; minute < 5; ++minute) {
        m_guards->tick();
        advance(60);
        QTest::qWait(300);
    }
    m_guards->tick();
    QCOMPARE(countdowns.size(), 0);
    QCOMPARE(m_rig->instances()->findInstance(m_name)->state, InstanceState::Running);
}

void TestGuardService::idleInstanceIsStoppedAfterTheCountdown()
{
    auto *sandbox = static_cast<SandboxProvider *>(m_rig->instances()->provider(QStringLiteral("sandbox")));
    QVERIFY(sandbox->setScenario(m_id, QStringLiteral("idle")).isOk());
    QTest::qWait(2500); // idle samples from both GPUs
    QSignalSpy countdowns(m_guards.get(), &GuardService::countdownStarted);
    QSignalSpy acted(m_guards.get(), &GuardService::acted);
    m_guards->tick(); // idle from now on
    advance(60);
    m_guards->tick();
    QCOMPARE(countdowns.size(), 0); // one minute is not two
    advance(61);
    m_guards->tick();
    QCOMPARE(countdowns.size(), 1);
    QVERIFY2(countdowns.at(0).at(2).toString().contains(QLatin1String("idle")),
        qPrintable(countdowns.at(0).at(2).toString()));
    QCOMPARE(acted.size(), 0); // the user has 30 s to keep it running
    advance(31);
    m_guards->tick();
    QCOMPARE(acted.size(), 1);
    QCOMPARE(acted.at(0).at(1).value<GuardAction>(), GuardAction::Stop);
    QTRY_COMPARE_WITH_TIMEOUT(m_rig->instances()->findInstance(m_name)->state, InstanceState::Stopped, 30000);
    // The ledger records the stop.
    const auto events = m_rig->storage()->ledger()->events(m_name);
    QVERIFY(events && !events->isEmpty());
    QCOMPARE(events->last().state, InstanceState::Stopped);
}

void TestGuardService::watchdogLogComesBackAfterItActed()
{
    // Running again, with a lifetime that ends in 4 s and a watchdog; the app's own countdown is longer, so the
    // watchdog is the one that acts.
    QSignalSpy resumed(m_rig->instances()->resume(m_name), &Job::finished);
    QVERIFY(resumed.wait(30000));
    m_rig->instances()->refreshInstances();
    QTRY_VERIFY_WITH_TIMEOUT(m_rig->watch()->watchedInstances().contains(m_name), 30000);
    m_guards->setClock([] { return QDateTime::currentDateTimeUtc(); });
    const QDateTime launchedAt = (*m_rig->storage()->ledger()->instance(m_name))->launchedAt;
    GuardPolicy policy;
    policy.scope = m_name;
    policy.maxLifetimeSeconds = launchedAt.secsTo(QDateTime::currentDateTimeUtc()) + 4;
    policy.action = GuardAction::Stop;
    policy.watchdog = true;
    policy.countdownSeconds = 600;
    QVERIFY(GuardStore(m_rig->storage()->database()).save(policy));
    QSignalSpy notices(m_guards.get(), &GuardService::notice);
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            m_guards->tick();
            return std::any_of(notices.cbegin(), notices.cend(), [](const QList<QVariant> &notice) {
                return notice.at(1).toString().startsWith(QLatin1String("Watchdog on"));
            });
        }(),
        30000);
    // The watchdog powers it off at the deadline; RentDeck only notices on its next listing. The watchdog is a shell
    // loop on the instance: on a loaded machine (the sanitizer suite on two cores) it may need longer.
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            m_rig->instances()->refreshInstances();
            const auto instance = m_rig->instances()->findInstance(m_name);
            return instance && instance->state == InstanceState::Stopped;
        }(),
        90000);
    // Back on: a new app session reads the log and records what the watchdog did while nobody watched.
    QSignalSpy again(m_rig->instances()->resume(m_name), &Job::finished);
    QVERIFY(again.wait(30000));
    m_rig->instances()->refreshInstances();
    GuardService next(m_rig->instances(), m_rig->connections(), m_rig->watch());
    QSignalSpy told(&next, &GuardService::notice);
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            next.tick();
            const auto events = GuardStore(m_rig->storage()->database()).events(m_name);
            return events && std::any_of(events->cbegin(), events->cend(), [](const GuardEvent &event) {
                return event.kind == QLatin1String("watchdog-poweroff");
            });
        }(),
        30000);
    QVERIFY(std::any_of(told.cbegin(), told.cend(),
        [](const QList<QVariant> &notice) { return notice.at(1).toString().contains(QLatin1String("watchdog")); }));
}

void TestGuardService::cleanupTestCase()
{
    m_guards.reset();
    m_rig.reset();
}

QTEST_GUILESS_MAIN(TestGuardService)
#include "TestGuardService.moc"
