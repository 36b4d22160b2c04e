// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Guards end to end while RentDeck runs: a real sandbox instance streams its (idle, then busy) GPUs over SSH;
// GuardService evaluates its guard every tick (a manual clock makes minutes pass in a moment) and stops it.
#include "BuiltinProviders.h"
#include "TempHome.h"
#include "billing/Ledger.h"
#include "core/Paths.h"
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

    std::unique_ptr<TempHome> m_home;
    std::unique_ptr<Storage> m_storage;
    ProviderRegistry m_registry;
    std::unique_ptr<InstanceManager> m_manager;
    std::unique_ptr<ConnectionManager> m_connections;
    std::unique_ptr<WatchService> m_watch;
    std::unique_ptr<GuardService> m_guards;
    QDateTime m_now;
    QString m_name;
    QString m_id;
};

void TestGuardService::initTestCase()
{
    m_home = std::make_unique<TempHome>();
    qputenv("RENTDECK_TOOLS_DIR", RD_TOOLS_DIR);
    m_storage = std::make_unique<Storage>(Paths::ledgerFile());
    QVERIFY2(m_storage->isOpen(), qPrintable(m_storage->error().message));
    registerBuiltinProviders(m_registry);
    m_manager = std::make_unique<InstanceManager>(m_registry, m_storage.get());
    m_connections = std::make_unique<ConnectionManager>(m_manager.get(), nullptr);
    m_watch = std::make_unique<WatchService>(m_manager.get(), m_connections.get());
    m_watch->start();
    m_guards = std::make_unique<GuardService>(m_manager.get(), m_connections.get(), m_watch.get());
    m_now = QDateTime::currentDateTimeUtc();
    m_guards->setClock([this] { return m_now; });
    InstanceJob *job = m_manager->launch(QStringLiteral("sandbox:sbx-4090x2-cn"), {});
    connect(job, &Job::finished, this, [this, job] {
        if (job->isOk()) {
            m_name = job->value().name();
            m_id = job->value().id;
        }
    });
    QTRY_VERIFY_WITH_TIMEOUT(!m_name.isEmpty(), 30000);
    m_manager->refreshInstances();
    QTRY_VERIFY_WITH_TIMEOUT(m_watch->watchedInstances().contains(m_name), 30000);
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
    QVERIFY(GuardStore(m_storage->database()).save(policy, m_now));
}

void TestGuardService::busyInstanceIsLeftAlone()
{
    auto *sandbox = static_cast<SandboxProvider *>(m_manager->provider(QStringLiteral("sandbox")));
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
    QCOMPARE(m_manager->findInstance(m_name)->state, InstanceState::Running);
}

void TestGuardService::idleInstanceIsStoppedAfterTheCountdown()
{
    auto *sandbox = static_cast<SandboxProvider *>(m_manager->provider(QStringLiteral("sandbox")));
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
    QTRY_COMPARE_WITH_TIMEOUT(m_manager->findInstance(m_name)->state, InstanceState::Stopped, 30000);
    // The ledger records the stop.
    const auto events = m_storage->ledger()->events(m_name);
    QVERIFY(events && !events->isEmpty());
    QCOMPARE(events->last().state, InstanceState::Stopped);
}

void TestGuardService::watchdogLogComesBackAfterItActed()
{
    // Running again, with a lifetime that ends in 4 s and a watchdog; the app's own countdown is longer, so the
    // watchdog is the one that acts.
    QSignalSpy resumed(m_manager->resume(m_name), &Job::finished);
    QVERIFY(resumed.wait(30000));
    m_manager->refreshInstances();
    QTRY_VERIFY_WITH_TIMEOUT(m_watch->watchedInstances().contains(m_name), 30000);
    m_guards->setClock([] { return QDateTime::currentDateTimeUtc(); });
    const QDateTime launchedAt = (*m_storage->ledger()->instance(m_name))->launchedAt;
    GuardPolicy policy;
    policy.scope = m_name;
    policy.maxLifetimeSeconds = launchedAt.secsTo(QDateTime::currentDateTimeUtc()) + 4;
    policy.action = GuardAction::Stop;
    policy.watchdog = true;
    policy.countdownSeconds = 600;
    QVERIFY(GuardStore(m_storage->database()).save(policy));
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
            m_manager->refreshInstances();
            const auto instance = m_manager->findInstance(m_name);
            return instance && instance->state == InstanceState::Stopped;
        }(),
        90000);
    // Back on: a new app session reads the log and records what the watchdog did while nobody watched.
    QSignalSpy again(m_manager->resume(m_name), &Job::finished);
    QVERIFY(again.wait(30000));
    m_manager->refreshInstances();
    GuardService next(m_manager.get(), m_connections.get(), m_watch.get());
    QSignalSpy told(&next, &GuardService::notice);
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            next.tick();
            const auto events = GuardStore(m_storage->database()).events(m_name);
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
    m_watch.reset();
    if (m_manager && !m_name.isEmpty()) {
        StatusJob *job = m_manager->destroy(m_name);
        QSignalSpy spy(job, &Job::finished);
        spy.wait(30000);
    }
    m_connections.reset();
    m_manager.reset();
    m_storage.reset();
    m_home.reset();
}

QTEST_GUILESS_MAIN(TestGuardService)
#include "TestGuardService.moc"
