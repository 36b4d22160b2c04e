// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "services/TeamSnapshot.h"
#include "storage/PostgresAddress.h"

#include <QObject>
#include <functional>
#include <memory>

namespace RentDeck {

class Database;

/**
 * The window's team work off the GUI thread (PostgreSQL calls block): lives in TeamMonitor's thread, opens its own
 * connections for each look (the ledger file and the team database), pushes the outbox, reads every member's
 * instances and checks the team's budgets (sending the alerts from this thread), then hands the snapshot back.
 */
class TeamWorker : public QObject
{
    Q_OBJECT

public:
    struct Request
    {
        QString ledgerPath;
        PostgresAddress address;
        QString password;
        double cnyPerUsd = 7.2;
    };

    using Done = std::function<void(TeamSnapshot)>;

    TeamWorker();
    ~TeamWorker() override;

    /** One look; \a done is called from this worker's thread. */
    void look(const Request &request, Done done);

private:
    void finish(TeamSnapshot snapshot);

    std::unique_ptr<Database> m_local;
    std::unique_ptr<Database> m_team;
    Done m_done;
};

} // namespace RentDeck
