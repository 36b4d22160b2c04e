// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "BuiltinProviders.h"
#include "TempHome.h"
#include "billing/CostAccrual.h"
#include "billing/Ledger.h"
#include "core/Paths.h"
#include "provider/Provider.h"
#include "provider/ProviderRegistry.h"
#include "services/InstanceManager.h"
#include "services/InstanceModel.h"
#include "services/OfferModel.h"
#include "services/Storage.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QSignalSpy>
#include <QTest>
#include <csignal>

using namespace RentDeck;

class TestInstanceManager : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void offersFromEverySandboxOffer();
    void offerStatusPerProvider();
    void lifecycleIsRecordedInTheLedger();
    void crashedSshdIsRecordedAsError();
    void goneWhileClosedIsClosedInTheLedger();
    void restartContinuesTheMeter();

private:
    Instance launchCheapest(const QString &gpu);

    std::unique_ptr<TempHome> m_home;
    ProviderRegistry m_registry;
    std::unique_ptr<Storage> m_storage;
    std::unique_ptr<InstanceManager> m_manager;
};

void TestInstanceManager::init()
{
    qputenv("RENTDECK_TOOLS_DIR", RD_TOOLS_DIR);
    m_home = std::make_unique<TempHome>();
    if (m_registry.ids().isEmpty()) {
        registerBuiltinProviders(m_registry);
    }
    m_storage = std::make_unique<Storage>(Paths::ledgerFile());
    QVERIFY2(m_storage->isOpen(), qPrintable(m_storage->error().message));
    m_manager = std::make_unique<InstanceManager>(m_registry, m_storage.get());
}

void TestInstanceManager::cleanup()
{
    // Destroy whatever a failed test left running.
    if (m_manager) {
        QSignalSpy listed(m_manager.get(), &InstanceManager::instancesChanged);
        m_manager->refreshInstances();
        listed.wait(5000);
        for (const Instance &instance : m_manager->instances()) {
            QSignalSpy done(m_manager->destroy(instance.name()), &Job::finished);
            done.wait(10000);
        }
    }
    m_manager.reset();
    m_storage.reset();
    m_home.reset();
}

Instance TestInstanceManager::launchCheapest(const QString &gpu)
{
    QSignalSpy offers(m_manager.get(), &InstanceManager::offersChanged);
    m_manager->refreshOffers();
    if (!offers.wait(5000)) {
        return {};
    }
    std::optional<Offer> cheapest;
    for (const Offer &offer : m_manager->offers()) {
        if (offer.gpuName.contains(gpu) && offer.gpuCount == 1
            && (!cheapest || offer.pricePerHour < cheapest->pricePerHour)) {
            cheapest = offer;
        }
    }
    if (!cheapest) {
        return {};
    }
    InstanceJob *job = m_manager->launch(cheapest->qualifiedId(), {});
    Instance launched;
    connect(job, &Job::finished, this, [job, &launched] {
        if (job->isOk()) {
            launched = job->value();
        }
    });
    QSignalSpy done(job, &Job::finished);
    done.wait(30000);
    return launched;
}

void TestInstanceManager::offersFromEverySandboxOffer()
{
    OfferModel model(m_manager.get());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy offers(m_manager.get(), &InstanceManager::offersChanged);
    m_manager->refreshOffers();
    QVERIFY(offers.wait(5000));
    QVERIFY(model.rowCount() >= 8);
    // The sort role is numeric so prices order by amount, not by text ("$10" < "$9" as text).
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex price = model.index(row, OfferModel::PricePerHour);
        QCOMPARE(model.data(price, OfferModel::SortRole).toLongLong(), model.offerAt(row).pricePerHour.micros());
        QVERIFY(model.data(price, Qt::DisplayRole).toString().contains(QRegularExpression(QStringLiteral("[$¥]"))));
    }
}

void TestInstanceManager::offerStatusPerProvider()
{
    QCOMPARE(m_manager->offerStatus(QStringLiteral("sandbox")).state, OfferSourceStatus::State::Loading);
    QVERIFY(!m_manager->offerStatus(QStringLiteral("sandbox")).fetchedAt.isValid());
    QSignalSpy finished(m_manager.get(), &InstanceManager::offersRefreshFinished);
    QSignalSpy statusChanged(m_manager.get(), &InstanceManager::offerStatusChanged);
    m_manager->refreshOffers();
    QVERIFY(finished.wait(5000));
    QTest::qWait(50);
    QCOMPARE(finished.size(), 1);
    // Loading, then the answer.
    QVERIFY(statusChanged.size() >= 2);
    const OfferSourceStatus status = m_manager->offerStatus(QStringLiteral("sandbox"));
    QCOMPARE(status.state, OfferSourceStatus::State::Ready);
    QCOMPARE(status.offerCount, int(m_manager->offers().size()));
    QVERIFY(status.fetchedAt.isValid());
    QVERIFY(!status.isStale());
    QVERIFY(status.isStale(status.fetchedAt.addSecs(OfferSourceStatus::StaleAfterSeconds + 1)));
    // The provider that needs no account is not waiting for one.
    QVERIFY(!m_manager->isLoadingAccounts());
    QVERIFY(m_manager->accountErrors().isEmpty());
}

void TestInstanceManager::lifecycleIsRecordedInTheLedger()
{
    InstanceModel model(m_manager.get());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const Instance instance = launchCheapest(QStringLiteral("4090"));
    QVERIFY(!instance.id.isEmpty());
    QCOMPARE(instance.state, InstanceState::Running);
    QCOMPARE(model.rowCount(), 1);

    const auto recorded = m_storage->ledger()->instance(instance.name());
    QVERIFY(recorded.isOk() && recorded.value().has_value());
    QCOMPARE(recorded.value()->pricePerHour, instance.pricePerHour);

    QTest::qWait(1100);
    const Money soFar = m_manager->accrued(instance);
    QVERIFY(soFar.micros() > 0);
    QCOMPARE(m_manager->spendRatePerHour(instance.pricePerHour.currency()), instance.pricePerHour);

    QSignalSpy stopped(m_manager->stop(instance.name()), &Job::finished);
    QVERIFY(stopped.wait(15000));
    QSignalSpy resumed(m_manager->resume(instance.name()), &Job::finished);
    QVERIFY(resumed.wait(15000));
    QSignalSpy destroyed(m_manager->destroy(instance.name()), &Job::finished);
    QVERIFY(destroyed.wait(15000));

    const auto events = m_storage->ledger()->events(instance.name());
    QVERIFY(events.isOk());
    QList<InstanceState> states;
    for (const LifecycleEvent &event : events.value()) {
        states.append(event.state);
    }
    const QList<InstanceState> expected { InstanceState::Running, InstanceState::Stopped, InstanceState::Running,
        InstanceState::Terminated };
    QCOMPARE(states, expected);
    QTRY_COMPARE(model.rowCount(), 0);
}

void TestInstanceManager::crashedSshdIsRecordedAsError()
{
    const Instance instance = launchCheapest(QStringLiteral("4090"));
    QVERIFY(!instance.id.isEmpty());
    QFile pidFile(
        m_home->path() + QStringLiteral("/providers/sandbox/instances/") + instance.id + QStringLiteral("/sshd.pid"));
    QVERIFY2(pidFile.open(QIODevice::ReadOnly), qPrintable(pidFile.fileName()));
    const pid_t pid = pid_t(pidFile.readAll().trimmed().toInt());
    QVERIFY(pid > 0);
    QCOMPARE(::kill(pid, SIGKILL), 0);

    QSignalSpy listed(m_manager.get(), &InstanceManager::instancesChanged);
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            m_manager->refreshInstances();
            listed.wait(2000);
            const auto current = m_manager->findInstance(instance.name());
            return current && current->state == InstanceState::Error;
        }(),
        10000);
    const auto events = m_storage->ledger()->events(instance.name());
    QVERIFY(events.isOk());
    QCOMPARE(events.value().constLast().state, InstanceState::Error);
    QVERIFY(events.value().constLast().detail.contains(QStringLiteral("sshd")));
}

void TestInstanceManager::goneWhileClosedIsClosedInTheLedger()
{
    // The ledger says sandbox:1 runs, but the provider no longer lists it (destroyed while RentDeck was closed).
    const Instance instance = launchCheapest(QStringLiteral("4090"));
    QVERIFY(!instance.id.isEmpty());
    {
        // Straight through the provider: the ledger does not hear of it.
        QSignalSpy destroyed(
            m_manager->provider(QStringLiteral("sandbox"))->destroyInstance(instance.id), &Job::finished);
        QVERIFY(destroyed.wait(30000));
    }
    m_manager = std::make_unique<InstanceManager>(m_registry, m_storage.get());
    QSignalSpy listed(m_manager.get(), &InstanceManager::instancesChanged);
    m_manager->refreshInstances();
    QVERIFY(listed.wait(10000));
    const auto recorded = m_storage->ledger()->instance(instance.name());
    QVERIFY(recorded && recorded->has_value());
    QCOMPARE((*recorded)->state, InstanceState::Terminated);
    // Closed: the meter stops there.
    const auto events = m_storage->ledger()->events(instance.name());
    const AccruedCost at = CostAccrual::compute(**recorded, *events, QDateTime::currentDateTimeUtc());
    const AccruedCost later = CostAccrual::compute(**recorded, *events, QDateTime::currentDateTimeUtc().addSecs(3600));
    QCOMPARE(later.total, at.total);
}

void TestInstanceManager::restartContinuesTheMeter()
{
    // The app goes away while the instance runs; a new one picks up the same meter from the ledger, with no gap.
    const Instance instance = launchCheapest(QStringLiteral("4090"));
    QVERIFY(!instance.id.isEmpty());
    const QDateTime launchedAt = (*m_storage->ledger()->instance(instance.name()))->launchedAt;
    m_manager.reset(); // as if killed: nothing is written on the way out
    QTest::qWait(1500);
    m_manager = std::make_unique<InstanceManager>(m_registry, m_storage.get());
    QSignalSpy listed(m_manager.get(), &InstanceManager::instancesChanged);
    m_manager->refreshInstances();
    QVERIFY(listed.wait(10000));
    const auto found = m_manager->findInstance(instance.name());
    QVERIFY(found && found->state == InstanceState::Running);
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const auto recorded = m_storage->ledger()->instance(instance.name());
    const AccruedCost accrued = CostAccrual::compute(**recorded, *m_storage->ledger()->events(instance.name()), now);
    // Billed from launch to now, the time without an app included.
    QVERIFY2(qAbs(accrued.runSeconds - launchedAt.secsTo(now)) <= 2,
        qPrintable(QStringLiteral("%1 s run, %2 s since launch").arg(accrued.runSeconds).arg(launchedAt.secsTo(now))));
    QCOMPARE(m_manager->accrued(*found, now), accrued.total);
}

QTEST_GUILESS_MAIN(TestInstanceManager)
#include "TestInstanceManager.moc"
