// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Checks tab on a sandbox instance with the stack-mismatch scenario: every Python environment's rows, each
// named, in English and in Chinese.
#include "TestMainWindow.h"
#include "checks/CheckReportModel.h"
#include "sandbox/SandboxProvider.h"
#include "ui/mainwindow/Translator.h"

#include <QComboBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace RentDeck;

namespace {

/** The row whose check column starts with \a title; -1 when there is none. */
int rowTitled(const QAbstractItemModel *model, const QString &title)
{
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, CheckReportModel::Check).data().toString().startsWith(title)) {
            return row;
        }
    }
    return -1;
}

} // namespace

void TestMainWindow::softwareStackRowsNameTheEnvironment()
{
    QString name;
    QString id;
    launchSandbox(&name, &id, QStringLiteral("sandbox:sbx-4090-us"));
    if (QTest::currentTestFailed()) {
        return;
    }
    QTRY_VERIFY_WITH_TIMEOUT(!m_checks->isRunning(name) && m_checks->latest(name).has_value(), 60000);
    SandboxProvider provider(ProviderContext {});
    QVERIFY(provider.setScenario(id, QStringLiteral("stack-mismatch")).isOk());

    m_window->showTab(MainWindow::Tab::Checks);
    auto *instance = find<QComboBox>(QStringLiteral("checkInstanceComboBox"));
    instance->setCurrentIndex(instance->findData(name));
    QTest::mouseClick(find<QPushButton>(QStringLiteral("runChecksPushButton")), Qt::LeftButton);
    QTRY_VERIFY(m_checks->isRunning(name));
    QTRY_VERIFY_WITH_TIMEOUT(!m_checks->isRunning(name), 60000);
    auto *table = find<QTableView>(QStringLiteral("checksTableView"));
    const int row = rowTitled(table->model(), QStringLiteral("flash-attn vs torch — conda env train"));
    QVERIFY(row >= 0);
    QCOMPARE(table->model()->index(row, CheckReportModel::Status).data(CheckReportModel::StatusRole).toInt(),
        int(CheckStatus::Fail));
    QVERIFY(table->model()
                ->index(row, CheckReportModel::Fix)
                .data()
                .toString()
                .contains(QStringLiteral("cu12torch2.5cxx11abiFALSE")));
    QVERIFY(rowTitled(table->model(), QStringLiteral("vLLM vs torch — venv ~/llm/.venv")) >= 0);
    // Packages are fixed in place: no "not what was sold — destroy it" banner for them.
    QVERIFY(!find<QWidget>(QStringLiteral("checkBanner"))->isVisible());
    QVERIFY(rowTitled(table->model(), QStringLiteral("xformers vs torch — conda env base")) >= 0);
    table->scrollTo(table->model()->index(row, 0), QAbstractItemView::PositionAtTop);
    m_window->resize(1400, 900);
    saveScreenshot(m_window.get(), QStringLiteral("checks-stack.png"));

    // In Chinese: a run in that language gives its rows in Chinese.
    QVERIFY(Translator::install(QLocale(QLocale::Chinese, QLocale::China), QStringLiteral(RD_QM_DIR)));
    {
        MainWindow window(m_manager.get(), m_connections.get(), m_checks.get(), m_watch.get(), nullptr);
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.showTab(MainWindow::Tab::Checks);
        auto *zhInstance = window.findChild<QComboBox *>(QStringLiteral("checkInstanceComboBox"));
        zhInstance->setCurrentIndex(zhInstance->findData(name));
        QTest::mouseClick(window.findChild<QPushButton *>(QStringLiteral("runChecksPushButton")), Qt::LeftButton);
        QTRY_VERIFY(m_checks->isRunning(name));
        QTRY_VERIFY_WITH_TIMEOUT(!m_checks->isRunning(name), 60000);
        auto *zhTable = window.findChild<QTableView *>(QStringLiteral("checksTableView"));
        const int zhRow
            = rowTitled(zhTable->model(), QStringLiteral("flash-attn 与 torch 的兼容性 — conda 环境 train"));
        QVERIFY2(zhRow >= 0, qPrintable(zhTable->model()->index(0, CheckReportModel::Check).data().toString()));
        zhTable->scrollTo(zhTable->model()->index(zhRow, 0), QAbstractItemView::PositionAtTop);
        QTest::qWait(200);
        saveScreenshot(&window, QStringLiteral("checks-stack-zh_CN.png"));
    }
    Translator::install(QLocale(QLocale::English, QLocale::UnitedStates), QStringLiteral(RD_QM_DIR));

    QVERIFY(provider.setScenario(id, QStringLiteral("idle")).isOk());
    StatusJob *destroy = m_manager->destroy(name);
    QSignalSpy destroyed(destroy, &Job::finished);
    QVERIFY(destroyed.wait(30000));
    QTRY_VERIFY_WITH_TIMEOUT(!m_manager->findInstance(name), 30000);
    m_window->showTab(MainWindow::Tab::Offers);
}
