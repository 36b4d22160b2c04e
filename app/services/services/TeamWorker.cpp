// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/TeamWorker.h"

#include "services/BudgetCheck.h"
#include "services/Storage.h"
#include "services/TeamService.h"
#include "storage/Database.h"
#include "team/TeamLedger.h"
#include "team/TeamPublisher.h"
#include "team/TeamSyncState.h"

namespace RentDeck {

TeamWorker::TeamWorker() = default;

TeamWorker::~TeamWorker() = default;

void TeamWorker::look(const Request &request, Done done)
{
    m_done = std::move(done);
    TeamSnapshot snapshot;
    snapshot.linked = true;
    snapshot.team = request.address.database;
    snapshot.member = request.address.user;
    auto local = Database::openSqlite(request.ledgerPath, Storage::migrations());
    if (!local) {
        snapshot.error = local.error().message;
        finish(snapshot);
        return;
    }
    m_local = std::move(local).value();
    const Result<TeamPushCounts> pushed
        = TeamService::pushLedger(*m_local, request.address, request.password, 5, &m_team);
    const QString key = request.address.toUrl();
    snapshot.online = pushed.isOk();
    if (!pushed && pushed.error().code != Error::Code::Network) {
        snapshot.error = pushed.error().message;
    }
    if (const auto pending = TeamPublisher::pending(*m_local, key)) {
        snapshot.pending = pending.value();
    }
    if (const auto since = TeamSyncState(m_local.get()).offlineSince(key)) {
        snapshot.offlineSince = since.value();
    }
    if (!snapshot.online || !m_team) {
        finish(snapshot);
        return;
    }
    const QDateTime now = QDateTime::currentDateTimeUtc();
    if (auto instances = TeamLedger(*m_team).instances(now)) {
        snapshot.instances = instances.value();
    } else {
        snapshot.error = instances.error().message;
    }
    if (auto checks = TeamLedger(*m_team).latestChecksPerOffer()) {
        snapshot.offerChecks = checks.value();
    }
    auto budgeted = BudgetCheck::teamInstances(*m_team, now);
    if (!budgeted) {
        finish(snapshot);
        return;
    }
    auto *check
        = new BudgetCheck(m_team.get(), budgeted.value(), request.address.user, request.cnyPerUsd, nullptr, this);
    connect(check, &Job::finished, this, [this, check, snapshot]() mutable {
        snapshot.alerts = check->value();
        snapshot.toStop = check->instancesToStop();
        finish(snapshot);
    });
    check->start();
}

void TeamWorker::finish(TeamSnapshot snapshot)
{
    // Connections close here, in the thread that opened them (a QSqlDatabase rule).
    m_team.reset();
    m_local.reset();
    if (m_done) {
        Done done = std::move(m_done);
        done(std::move(snapshot));
    }
}

} // namespace RentDeck
