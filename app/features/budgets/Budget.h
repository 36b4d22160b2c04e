// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Money.h"

#include <QDateTime>
#include <QList>
#include <QString>

namespace RentDeck {

/**
 * A spending cap over a scope and a calendar period: everything this member's ledger holds (account), every member's
 * instances (team), one project or one instance; per day or month in the time zone of whoever set it (so "today" is
 * the same day for every member of a team). Warnings at the given percentages, and at 100 %: notify, or stop the
 * scope's running instances (never destroy: results may still be on them).
 */
struct Budget
{
    enum class Scope
    {
        Account,
        Team,
        Project,
        Instance
    };
    enum class Period
    {
        Day,
        Month
    };
    enum class AtLimit
    {
        Notify,
        Stop
    };

    qint64 id = 0;
    Scope scope = Scope::Account;
    QString scopeValue; // the project or the instance name; empty for account and team
    Period period = Period::Month;
    Money limit;
    QList<int> warnPercents { 50, 80, 100 }; // ascending; 100 is the limit itself
    AtLimit atLimit = AtLimit::Notify;
    QString timeZone; // IANA id
    QString member; // who set it (team budgets)

    /** "account", "team", "project:P", "instance:NAME". */
    QString scopeText() const;
    /** Parses scopeText(); false on anything else. */
    static bool parseScope(const QString &text, Scope *scope, QString *value);
    static QString periodName(Period period)
    {
        return period == Period::Day ? QStringLiteral("day") : QStringLiteral("month");
    }
    static QString atLimitName(AtLimit action)
    {
        return action == AtLimit::Stop ? QStringLiteral("stop") : QStringLiteral("notify");
    }

    /** Where the period that holds \a now began, in the budget's time zone. */
    QDateTime periodStart(const QDateTime &now) const;
    /** "2026-12-06" or "2026-12": names the period for "once per threshold and period". */
    QString periodKey(const QDateTime &now) const;
};

} // namespace RentDeck
