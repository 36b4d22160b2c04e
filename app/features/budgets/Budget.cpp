// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "budgets/Budget.h"

#include <QTimeZone>

namespace RentDeck {

namespace {

QTimeZone zoneOf(const QString &id)
{
    const QTimeZone zone(id.toUtf8());
    return zone.isValid() ? zone : QTimeZone::utc();
}

} // namespace

QString Budget::scopeText() const
{
    switch (scope) {
    case Scope::Account:
        return QStringLiteral("account");
    case Scope::Team:
        return QStringLiteral("team");
    case Scope::Project:
        return QStringLiteral("project:") + scopeValue;
    case Scope::Instance:
        return QStringLiteral("instance:") + scopeValue;
    }
    return {};
}

bool Budget::parseScope(const QString &text, Scope *scope, QString *value)
{
    value->clear();
    if (text == QLatin1String("account")) {
        *scope = Scope::Account;
        return true;
    }
    if (text == QLatin1String("team")) {
        *scope = Scope::Team;
        return true;
    }
    for (const auto &[prefix, kind] : { std::pair { QLatin1String("project:"), Scope::Project },
             std::pair { QLatin1String("instance:"), Scope::Instance } }) {
        if (text.startsWith(prefix) && text.size() > prefix.size()) {
            *scope = kind;
            *value = text.mid(prefix.size());
            return true;
        }
    }
    return false;
}

QDateTime Budget::periodStart(const QDateTime &now) const
{
    const QTimeZone zone = zoneOf(timeZone);
    const QDate today = now.toTimeZone(zone).date();
    const QDate first = period == Period::Day ? today : QDate(today.year(), today.month(), 1);
    return QDateTime(first, QTime(0, 0), zone).toUTC();
}

QString Budget::periodKey(const QDateTime &now) const
{
    const QDate today = now.toTimeZone(zoneOf(timeZone)).date();
    return today.toString(period == Period::Day ? QStringLiteral("yyyy-MM-dd") : QStringLiteral("yyyy-MM"));
}

} // namespace RentDeck
