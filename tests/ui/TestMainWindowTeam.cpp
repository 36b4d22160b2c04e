// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Settings › Team and the Instances tab's team part, against a real PostgreSQL started here.
#include "LocalPostgres.h"
#include "TestMainWindow.h"
#include "billing/Ledger.h"
#include "secrets/MemorySecretStore.h"
#include "services/OfferModel.h"
#include "services/TeamMonitor.h"
#include "services/TeamService.h"
#include "storage/Database.h"
#include "team/TeamPublisher.h"
#include "ui/dialogs/MessageBox.h"
#include "ui/dialogs/TeamDialog.h"

#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QPushButton>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace RentDeck;

void TestMainWindow::teamDialogJoinsAndShowsTeammates()
{
    QString why;
    if (!LocalPostgres::isAvailable(&why)) {
        QSKIP(qPrintable(why));
    }
    LocalPostgres postgres;
    QVERIFY2(postgres.start(), qPrintable(postgres.errorString()));
    QVERIFY(postgres.createDatabase(QStringLiteral("lab")));
    const PostgresAddress admin = PostgresAddress::fromUrl(postgres.superUrl(QStringLiteral("lab"))).value();
    QVERIFY(TeamService::initTeam(admin, admin.password, 10));
    const Result<QString> invitation
        = TeamService::inviteMember(admin, admin.password, QStringLiteral("ui_user"), false, 10);
    QVERIFY2(invitation, qPrintable(invitation ? QString() : invitation.error().message));
    // A teammate (the admin) already runs a machine for project vision, idle for a while.
    QTemporaryDir teammateDir;
    {
        Storage teammate(teammateDir.path() + QStringLiteral("/ledger.sqlite"));
        Instance instance;
        instance.providerId = QStringLiteral("vastai");
        instance.id = QStringLiteral("4242");
        instance.gpuName = QStringLiteral("NVIDIA GeForce RTX 4090");
        instance.pricePerHour = Money::fromDouble(0.45, QStringLiteral("USD"));
        instance.state = InstanceState::Running;
        QVERIFY(teammate.ledger()->recordLaunch(
            instance, QDateTime::currentDateTimeUtc().addSecs(-3600), QStringLiteral("vision")));
        // A sandbox machine from the RTX 4090 offer just failed the teammate's checks (newer than this window's own).
        Instance checked;
        checked.providerId = QStringLiteral("sandbox");
        checked.id = QStringLiteral("77");
        checked.offerId = QStringLiteral("sbx-4090-us");
        checked.gpuName = QStringLiteral("NVIDIA GeForce RTX 4090");
        checked.pricePerHour = Money::fromDouble(0.35, QStringLiteral("USD"));
        checked.state = InstanceState::Terminated;
        const QDateTime yesterday = QDateTime::currentDateTimeUtc().addDays(-1);
        QVERIFY(teammate.ledger()->recordLaunch(checked, yesterday));
        QVERIFY(teammate.checkReports().record(QStringLiteral("sandbox:77"), QStringLiteral("fail"),
            QStringLiteral("9 passed, 0 warnings, 1 failure"), QByteArray("{}"), QDateTime::currentDateTimeUtc()));
        auto team = TeamService::connect(admin, admin.password, 10);
        QVERIFY(team);
        QVERIFY(TeamPublisher(*teammate.database(), *team.value(), QStringLiteral("ui")).push());
    }

    m_teamSecrets = std::make_unique<MemorySecretStore>();
    m_teamService = std::make_unique<TeamService>(*m_storage, *m_teamSecrets);
    m_teamMonitor = std::make_unique<TeamMonitor>(m_teamService.get(), m_manager.get(), 7.2);
    TeamService &service = *m_teamService;
    TeamMonitor &monitor = *m_teamMonitor;
    m_window->setTeam(&service, &monitor);
    monitor.start();
    auto *teamAction = m_window->findChild<QAction *>(QStringLiteral("teamAction"));
    QVERIFY(teamAction && teamAction->isEnabled());
    teamAction->trigger();
    auto *dialog = m_window->findChild<TeamDialog *>();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    auto *address = dialog->findChild<QLineEdit *>(QStringLiteral("teamAddressLineEdit"));
    auto *join = dialog->findChild<QPushButton *>(QStringLiteral("joinTeamPushButton"));
    QVERIFY(address && join && join->isEnabled());
    address->setText(invitation.value());
    saveScreenshot(dialog, QStringLiteral("team-dialog.png"));
    join->click();
    // Joining talks to the database on a worker thread: the dialog answers meanwhile, then says it is in.
    QTRY_VERIFY_WITH_TIMEOUT(service.link().has_value(), 30000);
    QTRY_VERIFY_WITH_TIMEOUT(monitor.snapshot().online, 30000);
    auto *state = dialog->findChild<QLabel *>(QStringLiteral("teamStateLabel"));
    QTRY_VERIFY(state->text().contains(QLatin1String("ui_user")));
    QVERIFY(!join->isEnabled());
    saveScreenshot(dialog, QStringLiteral("team-dialog-joined.png"));
    QPointer<TeamDialog> closed(dialog);
    dialog->close();
    QTRY_VERIFY(!closed); // deleted on close: the next findChild finds the next one

    // Instances: the teammate's machine with its member, project and cost; the status bar says which team.
    m_window->showTab(MainWindow::Tab::Instances);
    auto *table = find<QTableView>(QStringLiteral("teamInstancesTableView"));
    QVERIFY(table);
    QTRY_VERIFY(table->isVisible());
    QTRY_VERIFY(rowOf(table->model(), Qt::DisplayRole, postgres.superuser()) >= 0);
    auto *status = find<QLabel>(QStringLiteral("teamStatusLabel"));
    QVERIFY(status && status->text().contains(QLatin1String("lab")));
    saveScreenshot(m_window.get(), QStringLiteral("instances-team.png"));
    // Offers: the teammate's failed check of a machine from this offer, with who and when.
    auto *offers = find<QTableView>(QStringLiteral("offersTableView"));
    const int offerRow = rowOf(offers->model(), OfferModel::OfferIdRole, QStringLiteral("sandbox:sbx-4090-us"));
    QVERIFY(offerRow >= 0);
    const QModelIndex lastCheck = offers->model()->index(offerRow, OfferModel::LastCheck);
    QTRY_COMPARE(lastCheck.data().toString(), OfferModel::tr("failed"));
    QVERIFY2(lastCheck.data(Qt::ToolTipRole).toString().contains(postgres.superuser()),
        qPrintable(lastCheck.data(Qt::ToolTipRole).toString()));
    // The tray's Team submenu names the teammate's running machine (read-only: it is theirs to stop).
    auto *trayTeam = find<QMenu>(QStringLiteral("trayTeamMenu"));
    QVERIFY(trayTeam);
    QVERIFY(trayTeam->title().contains(QLatin1Char('1')));
    QCOMPARE(trayTeam->actions().size(), 1);
    QVERIFY2(trayTeam->actions().first()->text().contains(QLatin1String("vastai:4242")),
        qPrintable(trayTeam->actions().first()->text()));
    QVERIFY(!trayTeam->actions().first()->isEnabled());

    // Leaving hides the team again; what was shared stays in the database.
    MessageBox::setNextAnswer(QMessageBox::Yes);
    teamAction->trigger();
    dialog = m_window->findChild<TeamDialog *>();
    QTRY_VERIFY(dialog && dialog->isVisible());
    dialog->findChild<QPushButton *>(QStringLiteral("leaveTeamPushButton"))->click();
    QTRY_VERIFY_WITH_TIMEOUT(!service.link().has_value(), 30000);
    monitor.refresh();
    QTRY_VERIFY(!table->isVisible());
    QTRY_VERIFY(!m_window->findChild<QMenu *>(QStringLiteral("trayTeamMenu")));
    dialog->close();
    m_window->showTab(MainWindow::Tab::Offers);
}
