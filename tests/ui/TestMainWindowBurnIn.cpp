// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Checks tab's burn-in on a real sandbox instance with 8 simulated H100s, one of which overheats: the charts fill
// in while it runs, and the verdict names the GPU.
#include "TestMainWindow.h"
#include "checks/CheckReportModel.h"
#include "sandbox/SandboxProvider.h"
#include "ui/checks/BurnInPanel.h"

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTest>

using namespace RentDeck;

void TestMainWindow::burnInChartsEveryGpuLive()
{
    QString name;
    QString id;
    launchSandbox(&name, &id, QStringLiteral("sandbox:sbx-h100x8-us"));
    if (QTest::currentTestFailed()) {
        return;
    }
    // The automatic check after launch runs first; the burn-in is a run of its own.
    QTRY_VERIFY_WITH_TIMEOUT(!m_checks->isRunning(name) && m_checks->latest(name).has_value(), 60000);
    SandboxProvider provider(ProviderContext {});
    QVERIFY(provider.setScenario(id, QStringLiteral("hot-gpu")).isOk());

    m_window->showTab(MainWindow::Tab::Checks);
    auto *instance = find<QComboBox>(QStringLiteral("checkInstanceComboBox"));
    instance->setCurrentIndex(instance->findData(name));
    auto *seconds = find<QSpinBox>(QStringLiteral("burnInSpinBox"));
    seconds->setValue(8);
    auto *panel = find<BurnInPanel>(QStringLiteral("burnInPanel"));
    auto *status = find<QLabel>(QStringLiteral("burnInStatusLabel"));
    auto *cancel = find<QPushButton>(QStringLiteral("cancelChecksPushButton"));
    QVERIFY(panel && status && cancel && !panel->isVisible());
    QTest::mouseClick(find<QPushButton>(QStringLiteral("runChecksPushButton")), Qt::LeftButton);
    QTRY_VERIFY(panel->isVisible() && cancel->isVisible());
    // Live: points arrive while it still runs.
    QTRY_VERIFY_WITH_TIMEOUT(panel->temperaturePoints() >= 8 * 2 && m_checks->isRunning(name), 20000);
    QVERIFY2(status->text().contains(QStringLiteral(" of 8 s")), qPrintable(status->text()));
    QTRY_VERIFY_WITH_TIMEOUT(!m_checks->isRunning(name), 40000);
    QTRY_VERIFY2(status->text().contains(QStringLiteral("Burn-in found problems")), qPrintable(status->text()));
    QVERIFY2(status->text().contains(QStringLiteral("Burn-in GPU 3")), qPrintable(status->text()));
    QVERIFY(!status->text().contains(QStringLiteral("Burn-in GPU 2")));
    QVERIFY(!cancel->isVisible());
    // The report table has the burn-in rows too.
    auto *table = find<QTableView>(QStringLiteral("checksTableView"));
    int burnRows = 0;
    for (int row = 0; row < table->model()->rowCount(); ++row) {
        burnRows += table->model()
                        ->index(row, CheckReportModel::Check)
                        .data()
                        .toString()
                        .startsWith(QStringLiteral("Burn-in"));
    }
    QCOMPARE(burnRows, 1 + 8 + 2);
    m_window->resize(1400, 900);
    saveScreenshot(m_window.get(), QStringLiteral("checks-burn-in.png"));

    QVERIFY(provider.setScenario(id, QStringLiteral("idle")).isOk());
    StatusJob *destroy = m_manager->destroy(name);
    QSignalSpy destroyed(destroy, &Job::finished);
    QVERIFY(destroyed.wait(30000));
    QTRY_VERIFY_WITH_TIMEOUT(!m_manager->findInstance(name), 30000);
    m_window->showTab(MainWindow::Tab::Offers);
}
