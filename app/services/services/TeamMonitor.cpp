// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/TeamMonitor.h"

#include "services/BudgetCheck.h"
#include "services/InstanceManager.h"
#include "services/Storage.h"
#include "services/TeamService.h"
#include "services/TeamWorker.h"
#include "storage/Database.h"

#include <QCoreApplication>
#include <QPointer>

namespace RentDeck {

namespace {

constexpr int TeamLookMs = 30'000;
constexpr int AloneLookMs = 60'000;

} // namespace

TeamMonitor::TeamMonitor(TeamService *team, InstanceManager *manager, double cnyPerUsd, QObject *parent)
    : QObject(parent)
    , m_team(team)
    , m_manager(manager)
    , m_cnyPerUsd(cnyPerUsd)
    , m_worker(new TeamWorker)
{
    m_thread.setObjectName(QStringLiteral("rentdeck-team"));
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread.start();
    connect(&m_timer, &QTimer::timeout, this, &TeamMonitor::look);
}

TeamMonitor::~TeamMonitor()
{
    m_thread.quit();
    m_thread.wait();
}

void TeamMonitor::start()
{
    m_timer.start(m_team->link() ? TeamLookMs : AloneLookMs);
    look();
}

void TeamMonitor::refresh()
{
    look();
}

void TeamMonitor::look()
{
    const std::optional<PostgresAddress> linked = m_team->link();
    m_timer.setInterval(linked ? TeamLookMs : AloneLookMs); // joining or leaving changes the pace
    if (!linked) {
        if (m_snapshot.linked) {
            m_snapshot = TeamSnapshot {}; // left: the panel and the status go away
            m_password.clear();
            emit snapshotChanged();
        }
        lookAlone();
        return;
    }
    if (m_busy) {
        return;
    }
    m_busy = true;
    const auto send = [this, address = *linked](const QString &password) {
        TeamWorker::Request request { m_manager->storage().database()->path(), address, password, m_cnyPerUsd };
        QPointer<TeamMonitor> self(this);
        TeamWorker *worker = m_worker;
        QMetaObject::invokeMethod(m_worker, [worker, request, self] {
            worker->look(request, [self](TeamSnapshot snapshot) {
                // Back to the GUI thread; the monitor may be gone by then.
                QMetaObject::invokeMethod(
                    qApp,
                    [self, snapshot] {
                        if (self) {
                            self->apply(snapshot);
                        }
                    },
                    Qt::QueuedConnection);
            });
        });
    };
    if (!m_password.isEmpty()) {
        send(m_password);
        return;
    }
    m_team->readPassword(*linked, this, [this, send, address = *linked](const Result<QString> &password) {
        if (!password) {
            TeamSnapshot snapshot;
            snapshot.linked = true;
            snapshot.team = address.database;
            snapshot.member = address.user;
            snapshot.error = password.error().message;
            apply(snapshot);
            return;
        }
        m_password = password.value();
        send(m_password);
    });
}

void TeamMonitor::lookAlone()
{
    Database *local = m_manager->storage().database();
    Ledger *ledger = m_manager->storage().ledger();
    if (!local || !ledger || m_busy) {
        return;
    }
    const auto instances = BudgetCheck::localInstances(*ledger);
    if (!instances) {
        return;
    }
    m_busy = true;
    auto *check = new BudgetCheck(local, instances.value(), {}, m_cnyPerUsd, m_manager, this);
    connect(check, &Job::finished, this, [this, check] {
        m_busy = false;
        for (const Alert &fired : check->value()) {
            emit alert(fired);
        }
    });
    check->start();
}

void TeamMonitor::apply(TeamSnapshot snapshot)
{
    m_busy = false;
    if (!snapshot.error.isEmpty() && snapshot.error.contains(QLatin1String("password"))) {
        m_password.clear(); // read it again next time: the user may have joined again meanwhile
    }
    for (const Alert &fired : std::as_const(snapshot.alerts)) {
        emit alert(fired);
    }
    for (const QString &name : std::as_const(snapshot.toStop)) {
        (void)m_manager->stop(name); // the instance list shows how it went; the alert said why
    }
    m_snapshot = std::move(snapshot);
    emit snapshotChanged();
}

} // namespace RentDeck
