// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "watch/GuardPolicy.h"

#include <cmath>

namespace RentDeck {

void GuardPolicy::setMaxLifetimeHours(double hours)
{
    if (!std::isfinite(hours) || hours <= 0) {
        maxLifetimeSeconds.reset();
        return;
    }
    maxLifetimeSeconds = std::llround(hours * 3600);
}

std::optional<double> GuardPolicy::maxLifetimeHours() const
{
    if (!maxLifetimeSeconds) {
        return std::nullopt;
    }
    return double(*maxLifetimeSeconds) / 3600.0;
}

QString GuardPolicy::actionName(GuardAction action)
{
    switch (action) {
    case GuardAction::Warn:
        return QStringLiteral("warn");
    case GuardAction::Stop:
        return QStringLiteral("stop");
    case GuardAction::Destroy:
        return QStringLiteral("destroy");
    }
    return QStringLiteral("warn");
}

GuardAction GuardPolicy::actionFromName(const QString &name, bool *ok)
{
    for (const GuardAction action : { GuardAction::Warn, GuardAction::Stop, GuardAction::Destroy }) {
        if (name == actionName(action)) {
            if (ok) {
                *ok = true;
            }
            return action;
        }
    }
    if (ok) {
        *ok = false;
    }
    return GuardAction::Warn; // an unknown action never acts
}

QString GuardPolicy::scopeName(GuardScope scope)
{
    return scope == GuardScope::Project ? QStringLiteral("project") : QStringLiteral("instance");
}

GuardScope GuardPolicy::scopeFromName(const QString &name, bool *ok)
{
    const bool known = name == QLatin1String("project") || name == QLatin1String("instance");
    if (ok) {
        *ok = known;
    }
    return name == QLatin1String("project") ? GuardScope::Project : GuardScope::Instance;
}

QString GuardPolicy::reasonName(GuardReason reason)
{
    switch (reason) {
    case GuardReason::Budget:
        return QStringLiteral("budget");
    case GuardReason::Lifetime:
        return QStringLiteral("lifetime");
    case GuardReason::Idle:
        return QStringLiteral("idle");
    }
    return QStringLiteral("budget");
}

GuardReason GuardPolicy::reasonFromName(const QString &name, bool *ok)
{
    for (const GuardReason reason : { GuardReason::Budget, GuardReason::Lifetime, GuardReason::Idle }) {
        if (name == reasonName(reason)) {
            if (ok) {
                *ok = true;
            }
            return reason;
        }
    }
    if (ok) {
        *ok = false;
    }
    return GuardReason::Budget;
}

std::optional<GuardPolicy> GuardPolicy::effective(
    const std::optional<GuardPolicy> &own, const std::optional<GuardPolicy> &project)
{
    return own ? own : project;
}

} // namespace RentDeck
