// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/BudgetCheck.h"

#include "billing/Ledger.h"
#include "budgets/BudgetStore.h"
#include "logging/LoggingCategories.h"
#include "notify/AlertDispatcher.h"
#include "services/InstanceManager.h"
#include "settings/DisplayCurrency.h"
#include "storage/Database.h"
#include "team/TeamLedger.h"

#include <QTimer>

namespace RentDeck {

BudgetCheck::BudgetCheck(Database *store, QList<BudgetedInstance> instances, QString me, double cnyPerUsd,
    InstanceManager *manager, QObject *parent)
    : ValueJob<QList<Alert>>(parent)
    , m_store(store)
    , m_instances(std::move(instances))
    , m_me(std::move(me))
    , m_cnyPerUsd(cnyPerUsd)
    , m_manager(manager)
{
}

Result<QList<BudgetedInstance>> BudgetCheck::localInstances(const Ledger &ledger)
{
    const auto instances = ledger.instances();
    if (!instances) {
        return instances.error();
    }
    QList<BudgetedInstance> rows;
    for (const LedgerInstance &instance : instances.value()) {
        const auto events = ledger.events(instance.name);
        if (!events) {
            return events.error();
        }
        rows << BudgetedInstance { instance, events.value(), {} };
    }
    return rows;
}

Result<QList<BudgetedInstance>> BudgetCheck::teamInstances(Database &team, const QDateTime &now)
{
    const auto instances = TeamLedger(team).instances(now);
    if (!instances) {
        return instances.error();
    }
    QList<BudgetedInstance> rows;
    for (const TeamInstance &row : instances.value()) {
        rows << BudgetedInstance { row.instance, row.events, row.member };
    }
    return rows;
}

void BudgetCheck::start()
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const BudgetStore store(m_store);
    const auto budgets = store.budgets();
    if (!budgets) {
        QTimer::singleShot(0, this, [this, error = budgets.error()] { finishWithError(error); });
        return;
    }
    const auto convert = [this](const Money &amount, const QString &currency) {
        return DisplayCurrency(currency, m_cnyPerUsd).convert(amount);
    };
    for (const Budget &budget : budgets.value()) {
        const BudgetStanding standing = BudgetEvaluator::evaluate(budget, m_instances, now, convert);
        for (int threshold : standing.crossed) {
            const Result<bool> claimed = store.claimAlert(budget.id, threshold, standing.periodKey);
            if (!claimed) {
                qCWarning(lcBilling) << "budget alert not recorded:" << claimed.error().message;
                continue;
            }
            if (!claimed.value()) {
                continue; // sent already, by this RentDeck or a teammate's
            }
            const QString key = QStringLiteral("budget:%1:%2:%3").arg(budget.id).arg(threshold).arg(standing.periodKey);
            m_pending << Pending { budget.id, threshold, standing.periodKey,
                Alert { key, BudgetEvaluator::title(budget, standing, threshold),
                    BudgetEvaluator::body(budget, standing, threshold) } };
            if (threshold >= 100 && budget.atLimit == Budget::AtLimit::Stop) {
                for (const BudgetedInstance &row : m_instances) {
                    const bool mine = row.member.isEmpty() || row.member == m_me;
                    if (mine && standing.runningInScope.contains(row.instance.name)
                        && BudgetEvaluator::inScope(budget, row)) {
                        if (!m_manager) {
                            m_toStop << row.instance.name;
                            continue;
                        }
                        qCInfo(lcBilling) << "budget" << budget.id << "used up: stopping" << row.instance.name;
                        StatusJob *stop = m_manager->stop(row.instance.name);
                        ++m_stopping;
                        connect(stop, &Job::finished, this, [this, stop, name = row.instance.name] {
                            if (!stop->isOk()) {
                                qCWarning(lcBilling) << "could not stop" << name << stop->error().message;
                            }
                            --m_stopping;
                            finishWhenDone();
                        });
                    }
                }
            }
        }
    }
    QTimer::singleShot(0, this, &BudgetCheck::sendNext);
}

void BudgetCheck::finishWhenDone()
{
    if (m_sent && m_stopping == 0) {
        finishWithValue(m_fired);
    }
}

void BudgetCheck::sendNext()
{
    if (m_pending.isEmpty()) {
        m_sent = true;
        finishWhenDone();
        return;
    }
    const Pending pending = m_pending.takeFirst();
    const auto channels = BudgetStore(m_store).channels();
    auto *dispatcher = new AlertDispatcher(channels ? channels.value() : QList<NotifyChannel>(), pending.alert, this);
    connect(dispatcher, &Job::finished, this,
        [this, dispatcher, pending, hasChannels = channels && !channels.value().isEmpty()] {
            const DeliveryReport &report = dispatcher->value();
            for (const auto &[channel, error] : report.failed) {
                qCWarning(lcBilling) << "alert not delivered to" << channel.display() << error.message;
            }
            if (hasChannels && !report.anyDelivered()) {
                // Nobody heard it: the next check tries again (the claim would otherwise silence it for the period).
                (void)BudgetStore(m_store).releaseAlert(pending.budgetId, pending.threshold, pending.periodKey);
            } else {
                m_fired << pending.alert;
            }
            sendNext();
        });
    dispatcher->start();
}

} // namespace RentDeck
