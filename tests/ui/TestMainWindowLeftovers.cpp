// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Instances tab's "Still billing" list: a sandbox volume its instance left behind (a real folder), listed with its
// daily cost, then deleted from the window.
#include "TestMainWindow.h"
#include "core/Paths.h"
#include "sandbox/SandboxVolumes.h"
#include "services/LeftoverModel.h"
#include "services/LeftoverMonitor.h"
#include "ui/dialogs/MessageBox.h"

#include <QDir>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace RentDeck;

void TestMainWindow::stillBillingListsAndDeletesAVolume()
{
    // What `launch --volume 30` and `destroy` leave: a volume no instance holds, billing at the quoted storage price.
    SandboxVolumes volumes(Paths::providerDir(QStringLiteral("sandbox")));
    QTemporaryDir home;
    const Result<QString> id
        = volumes.create(QStringLiteral("9001"), 30, Money::fromDouble(0.3, QStringLiteral("CNY")), home.path());
    QVERIFY2(id, qPrintable(id ? QString() : id.error().message));
    volumes.detach(QStringLiteral("9001"), QDateTime::currentDateTimeUtc().addSecs(-3600));
    const QString name = QStringLiteral("sandbox:") + id.value();

    m_leftovers = std::make_unique<LeftoverMonitor>(m_manager.get());
    m_window->setLeftovers(m_leftovers.get());
    m_window->showTab(MainWindow::Tab::Instances);
    auto *table = find<QTableView>(QStringLiteral("leftoversTableView"));
    auto *summary = find<QLabel>(QStringLiteral("leftoversSummaryLabel"));
    QVERIFY(table && summary);
    QTRY_VERIFY_WITH_TIMEOUT(table->isVisible(), 10000);
    const int row = rowOf(table->model(), LeftoverModel::NameRole, name);
    QVERIFY(row >= 0);
    const QString cost = table->model()->index(row, LeftoverModel::CostPerDay).data().toString();
    QVERIFY2(cost.contains(QLatin1String("0.30")), qPrintable(cost)); // 30 GB × ¥0.3 a month / 30 days
    QVERIFY2(summary->text().contains(cost.section(QLatin1Char(' '), 0, 0)), qPrintable(summary->text()));
    saveScreenshot(m_window.get(), QStringLiteral("instances-still-billing.png"));

    auto *remove = find<QPushButton>(QStringLiteral("deleteLeftoverButton"));
    QVERIFY(remove && !remove->isEnabled()); // nothing selected yet
    table->selectRow(row);
    QVERIFY(remove->isEnabled());
    QSignalSpy deleted(m_leftovers.get(), &LeftoverMonitor::deleted);
    MessageBox::setNextAnswer(QMessageBox::Yes);
    remove->click();
    QTRY_COMPARE(deleted.count(), 1);
    QCOMPARE(deleted.first().first().toString(), name);
    QVERIFY(!QDir(Paths::providerDir(QStringLiteral("sandbox")) + QStringLiteral("/volumes/") + id.value()).exists());
    QTRY_VERIFY(!table->isVisible()); // nothing bills any more: the list goes
    m_window->showTab(MainWindow::Tab::Offers);
}
