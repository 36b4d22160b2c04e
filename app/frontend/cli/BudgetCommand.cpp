// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/BudgetCommand.h"

#include "budgets/BudgetStore.h"
#include "cli/CliContext.h"
#include "cli/CliJson.h"
#include "services/BudgetCheck.h"
#include "settings/DisplayCurrency.h"
#include "storage/Database.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTimeZone>

namespace RentDeck {

namespace {

QJsonObject budgetJson(const Budget &budget)
{
    QJsonArray warn;
    for (int percent : budget.warnPercents) {
        warn.append(percent);
    }
    QJsonObject json { { QStringLiteral("id"), budget.id }, { QStringLiteral("scope"), budget.scopeText() },
        { QStringLiteral("period"), Budget::periodName(budget.period) },
        { QStringLiteral("limit"), CliJson::money(budget.limit) },
        { QStringLiteral("currency"), budget.limit.currency() }, { QStringLiteral("warn"), warn },
        { QStringLiteral("at_limit"), Budget::atLimitName(budget.atLimit) },
        { QStringLiteral("time_zone"), budget.timeZone } };
    if (!budget.member.isEmpty()) {
        json.insert(QStringLiteral("member"), budget.member);
    }
    return json;
}

} // namespace

void BudgetCommand::addOptions(QCommandLineParser &parser)
{
    parser.addPositionalArgument(QStringLiteral("ACTION"), QStringLiteral("set, list or remove."));
    parser.addPositionalArgument(
        QStringLiteral("ID"), QStringLiteral("remove: the budget's id."), QStringLiteral("[ID]"));
    parser.addOptions({
        { QStringLiteral("scope"), QStringLiteral("account, team, project:P or instance:NAME."), QStringLiteral("S") },
        { QStringLiteral("period"), QStringLiteral("day or month (in your time zone)."), QStringLiteral("P") },
        { QStringLiteral("limit"), QStringLiteral("The cap, a number above 0."), QStringLiteral("X") },
        { QStringLiteral("currency"), QStringLiteral("USD or CNY."), QStringLiteral("C") },
        { QStringLiteral("warn"), QStringLiteral("Warning thresholds in percent (default 50,80,100)."),
            QStringLiteral("P,P...") },
        { QStringLiteral("at-limit"), QStringLiteral("notify (default) or stop the scope's running instances."),
            QStringLiteral("notify|stop") },
    });
}

void BudgetCommand::start(const QCommandLineParser &parser)
{
    const QStringList words = parser.positionalArguments();
    const QString action = words.value(0);
    if (action == QLatin1String("set") && words.size() == 1) {
        set(parser);
    } else if (action == QLatin1String("list") && words.size() == 1) {
        list();
    } else if (action == QLatin1String("remove") && words.size() == 2) {
        remove(words.at(1));
    } else {
        failWith(QStringLiteral("usage: rentdeck-cli budget set --scope S --period day|month --limit X --currency C "
                                "[--warn P,P...] [--at-limit notify|stop] | list | remove ID"),
            ExitUsage);
    }
}

void BudgetCommand::set(const QCommandLineParser &parser)
{
    Budget budget;
    if (!Budget::parseScope(parser.value(QStringLiteral("scope")), &budget.scope, &budget.scopeValue)) {
        failWith(QStringLiteral("--scope takes account, team, project:P or instance:NAME"), ExitUsage);
        return;
    }
    const QString period = parser.value(QStringLiteral("period"));
    if (period != QLatin1String("day") && period != QLatin1String("month")) {
        failWith(QStringLiteral("--period takes day or month"), ExitUsage);
        return;
    }
    budget.period = period == QLatin1String("day") ? Budget::Period::Day : Budget::Period::Month;
    bool ok = false;
    const double limit = parser.value(QStringLiteral("limit")).toDouble(&ok);
    const QString currency = parser.value(QStringLiteral("currency")).toUpper();
    if (!ok || limit <= 0 || !DisplayCurrency::choices().contains(currency)) {
        failWith(QStringLiteral("--limit takes a number above 0 and --currency %1")
                     .arg(DisplayCurrency::choices().join(QStringLiteral(" or "))),
            ExitUsage);
        return;
    }
    budget.limit = Money::fromDouble(limit, currency);
    if (parser.isSet(QStringLiteral("warn"))) {
        budget.warnPercents.clear();
        for (const QString &part : parser.value(QStringLiteral("warn")).split(QLatin1Char(','))) {
            const int percent = part.trimmed().toInt(&ok);
            if (!ok || percent <= 0 || percent > 1000) {
                failWith(QStringLiteral("--warn takes percentages such as 50,80,100"), ExitUsage);
                return;
            }
            budget.warnPercents << percent;
        }
        std::sort(budget.warnPercents.begin(), budget.warnPercents.end());
        budget.warnPercents.erase(
            std::unique(budget.warnPercents.begin(), budget.warnPercents.end()), budget.warnPercents.end());
    }
    const QString atLimit = parser.value(QStringLiteral("at-limit"));
    if (!atLimit.isEmpty() && atLimit != QLatin1String("notify") && atLimit != QLatin1String("stop")) {
        failWith(QStringLiteral("--at-limit takes notify or stop (RentDeck never destroys for a budget)"), ExitUsage);
        return;
    }
    budget.atLimit = atLimit == QLatin1String("stop") ? Budget::AtLimit::Stop : Budget::AtLimit::Notify;
    budget.timeZone = QString::fromUtf8(QTimeZone::systemTimeZoneId());
    m_context.withBudgetDatabase(this, [this, budget](Result<std::shared_ptr<Database>> store) mutable {
        if (!store) {
            failWith(QStringLiteral("the budget was not saved: ") + store.error().message);
            return;
        }
        if (budget.scope == Budget::Scope::Team && !store.value()->isPostgres()) {
            failWith(QStringLiteral("--scope team needs a team: rentdeck-cli team join URL"), ExitUsage);
            return;
        }
        const Result<qint64> id = BudgetStore(store.value().get()).addBudget(budget);
        if (!id) {
            failWith(id.error().message + QStringLiteral(" (") + id.error().detail + QLatin1Char(')'));
            return;
        }
        budget.id = id.value();
        if (m_context.json()) {
            QJsonObject json = budgetJson(budget);
            json.insert(QStringLiteral("team"), store.value()->isPostgres());
            CliContext::printJson(json);
        } else {
            CliContext::printLine(
                QStringLiteral("budget %1: %2 per %3 on %4")
                    .arg(budget.id)
                    .arg(budget.limit.format(), Budget::periodName(budget.period), budget.scopeText()));
        }
        done(0);
    });
}

void BudgetCommand::list()
{
    m_context.withBudgetDatabase(this, [this](Result<std::shared_ptr<Database>> store) {
        if (!store) {
            failWith(store.error().message);
            return;
        }
        const auto budgets = BudgetStore(store.value().get()).budgets();
        const bool team = store.value()->isPostgres();
        const QDateTime now = QDateTime::currentDateTimeUtc();
        const auto instances
            = team ? BudgetCheck::teamInstances(*store.value(), now) : BudgetCheck::localInstances(*m_context.ledger());
        if (!budgets || !instances) {
            failWith(budgets ? instances.error().message : budgets.error().message);
            return;
        }
        QJsonArray list;
        for (const Budget &budget : budgets.value()) {
            const BudgetStanding standing = BudgetEvaluator::evaluate(
                budget, instances.value(), now, [](const Money &amount, const QString &currency) {
                    return DisplayCurrency(currency, DisplayCurrency::DefaultCnyPerUsd).convert(amount);
                });
            if (m_context.json()) {
                QJsonObject json = budgetJson(budget);
                json.insert(QStringLiteral("spent"), CliJson::money(standing.spent)); // extension: this period
                json.insert(QStringLiteral("percent"), std::round(standing.percent * 10) / 10);
                json.insert(QStringLiteral("period_key"), standing.periodKey);
                list.append(json);
            } else {
                CliContext::printLine(
                    QStringLiteral("%1  %2  %3/%4  spent %5 (%6 %)  warn at %7  then %8")
                        .arg(budget.id)
                        .arg(budget.scopeText(), -20)
                        .arg(budget.limit.format(), Budget::periodName(budget.period), standing.spent.format())
                        .arg(qRound(standing.percent))
                        .arg(
                            [&budget] {
                                QStringList parts;
                                for (int p : budget.warnPercents) {
                                    parts << QString::number(p);
                                }
                                return parts.join(QLatin1Char(','));
                            }(),
                            Budget::atLimitName(budget.atLimit)));
            }
        }
        if (m_context.json()) {
            CliContext::printJson(list);
        }
        done(0);
    });
}

void BudgetCommand::remove(const QString &idText)
{
    removeRow(
        idText, QStringLiteral("budget"), [](const BudgetStore &store, qint64 id) { return store.removeBudget(id); });
}

} // namespace RentDeck
