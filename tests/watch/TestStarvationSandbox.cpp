// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The starved-GPU diagnosis end to end while RentDeck runs: a sandbox instance whose data loader really saturates
// this computer's CPUs (the "starved-loader" scenario) while its simulated GPUs hold a job at 30–45 %. The real
// metric stream over SSH feeds WatchService; StarvationWatcher names the CPU as the cause, once. The window is a few
// seconds instead of minutes so the test does not wait three.
#include "WatchedSandbox.h"
#include "provider/ProviderRegistry.h"
#include "sandbox/SandboxHostScenarios.h"
#include "sandbox/SandboxProvider.h"
#include "services/ConnectionManager.h"
#include "services/InstanceManager.h"
#include "services/StarvationWatcher.h"
#include "services/Storage.h"
#include "services/WatchService.h"

#include <QSignalSpy>
#include <QTest>
#include <memory>

using namespace RentDeck;

class TestStarvationSandbox : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cpuBoundLoaderIsNamedOnce();
    void clearsWhenTheGpusAreFed();
    void cleanupTestCase();

private:
    QList<qint64> loader() const { return SandboxHostScenarios::loaderPids(m_rig->sandbox()->instanceMarker(m_id)); }

    static constexpr int WindowSeconds = 6;

    std::unique_ptr<WatchedSandbox> m_rig;
    std::unique_ptr<StarvationWatcher> m_starvation;
    QString m_name;
    QString m_id;
};

void TestStarvationSandbox::initTestCase()
{
    m_rig = std::make_unique<WatchedSandbox>();
    const QString launched = m_rig->launch();
    QVERIFY2(launched.isEmpty(), qPrintable(launched));
    m_name = m_rig->name();
    m_id = m_rig->id();
    m_starvation
        = std::make_unique<StarvationWatcher>(m_rig->watch(), StarvationWatcher::Timing { WindowSeconds, 1000 });
}

void TestStarvationSandbox::cpuBoundLoaderIsNamedOnce()
{
    QSignalSpy starved(m_starvation.get(), &StarvationWatcher::starved);
    QVERIFY(loader().isEmpty());
    QVERIFY(m_rig->sandbox()->setScenario(m_id, QStringLiteral("starved-loader")).isOk());
    QVERIFY2(!loader().isEmpty() || QTest::qWaitFor([this] { return !loader().isEmpty(); }, 3000),
        "the scenario's loader is not running");
    QTRY_VERIFY_WITH_TIMEOUT(starved.size() >= 1, 40000);
    const auto diagnosis = starved.at(0).at(1).value<StarvationDiagnosis>();
    qInfo("%s: %s — %s", qPrintable(diagnosis.causeName()), qPrintable(diagnosis.summary), qPrintable(diagnosis.fix));
    QCOMPARE(starved.at(0).at(0).toString(), m_name);
    QCOMPARE(diagnosis.cause, StarvationDiagnosis::Cause::CpuBound);
    QCOMPARE(diagnosis.starvedGpus, QList<int>({ 0, 1 }));
    QVERIFY2(
        diagnosis.summary.contains(QStringLiteral("the data loader cannot keep up")), qPrintable(diagnosis.summary));
    QVERIFY2(diagnosis.fix.contains(QStringLiteral("num_workers")), qPrintable(diagnosis.fix));
    QVERIFY(m_starvation->current(m_name).has_value());
    // Said once per episode, though every check while it lasts finds it again.
    QTest::qWait(3000);
    QCOMPARE(starved.size(), 1);
    QVERIFY(m_starvation->current(m_name).has_value());
}

void TestStarvationSandbox::clearsWhenTheGpusAreFed()
{
    QVERIFY(m_rig->sandbox()->setScenario(m_id, QStringLiteral("busy")).isOk());
    QTRY_VERIFY_WITH_TIMEOUT(loader().isEmpty(), 3000); // another scenario ends the loader
    QTRY_VERIFY_WITH_TIMEOUT(!m_starvation->current(m_name).has_value(), 30000);
}

void TestStarvationSandbox::cleanupTestCase()
{
    if (!m_id.isEmpty()) {
        QVERIFY(m_rig->sandbox()->setScenario(m_id, QStringLiteral("starved-loader")).isOk());
        QVERIFY(QTest::qWaitFor([this] { return !loader().isEmpty(); }, 3000));
        const QString destroyed = m_rig->destroy();
        QVERIFY2(destroyed.isEmpty(), qPrintable(destroyed));
        QTRY_VERIFY_WITH_TIMEOUT(loader().isEmpty(), 10000); // destroy ends the loader with the instance
    }
    m_starvation.reset();
    m_rig.reset();
}

QTEST_GUILESS_MAIN(TestStarvationSandbox)
#include "TestStarvationSandbox.moc"
