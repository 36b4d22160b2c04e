// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "budgets/BudgetEvaluator.h"
#include "core/Job.h"
#include "core/Result.h"
#include "notify/Alert.h"

namespace RentDeck {

class Database;
class InstanceManager;
class Ledger;

/**
 * One look at every budget: prices each scope over its period, and for every threshold reached that nobody has
 * alerted yet this period, claims the alert (BudgetStore::claimAlert: in a team the first member's RentDeck wins),
 * sends it to the channels and, at 100 % of a budget that says so, stops this member's running instances in the
 * scope (a teammate's are named in the alert: only their owner holds the provider account). An alert no channel took
 * is released, so the next check tries again. Finishes with the alerts it fired, for the desktop. Deletes itself.
 *
 * \a store (the local ledger, or the team database when in a team) must outlive the job; it is used on this thread.
 * Without a manager (a worker thread, where providers do not live) it only lists what to stop: instancesToStop().
 */
class BudgetCheck : public ValueJob<QList<Alert>>
{
    Q_OBJECT

public:
    BudgetCheck(Database *store, QList<BudgetedInstance> instances, QString me, double cnyPerUsd,
        InstanceManager *manager, QObject *parent = nullptr);
    void start();

    /** What a used-up budget with --at-limit stop asks to stop, when there was no manager to do it. */
    const QStringList &instancesToStop() const { return m_toStop; }
    /** Every instance of the local ledger, as budgets see them. */
    [[nodiscard]] static Result<QList<BudgetedInstance>> localInstances(const Ledger &ledger);
    /** Every member's instances from the team database. */
    [[nodiscard]] static Result<QList<BudgetedInstance>> teamInstances(Database &team, const QDateTime &now);

private:
    struct Pending
    {
        qint64 budgetId;
        int threshold;
        QString periodKey;
        Alert alert;
    };
    void sendNext();
    void finishWhenDone();

    Database *m_store;
    QList<BudgetedInstance> m_instances;
    QString m_me;
    double m_cnyPerUsd;
    InstanceManager *m_manager;
    QList<Pending> m_pending;
    QList<Alert> m_fired;
    int m_stopping = 0; // stop requests not answered yet
    QStringList m_toStop;
    bool m_sent = false; // every alert went out (or failed)
};

} // namespace RentDeck
