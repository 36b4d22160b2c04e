// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "storage/Migration.h"
#include "watch/GuardPolicy.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLatin1String>
#include <QList>
#include <optional>

namespace RentDeck {

class Database;

/** One thing a guard did or saw, as kept in the ledger's `guard_events`. */
struct GuardEvent
{
    // Kinds written by GuardMonitor; the watchdog adds its own (what it did while RentDeck was closed).
    static constexpr QLatin1String Warning { "warning" }; // 80% reached
    static constexpr QLatin1String Limit { "limit" }; // 100% reached, nothing to do (warn-only, not applicable)
    static constexpr QLatin1String Countdown { "countdown" }; // the action is due after the countdown
    static constexpr QLatin1String Cancelled { "cancelled" }; // the user chose "keep running"
    static constexpr QLatin1String Cleared { "cleared" }; // the condition went away during a countdown
    static constexpr QLatin1String Action { "action" }; // actionDue was emitted (detail: action and why)

    qint64 id = 0;
    QString instanceName;
    QDateTime at;
    QString kind;
    QString reason; // GuardPolicy::reasonName(), or "" when none applies
    QString detail; // for people; never a secret
};

/**
 * Guard policies per instance and per project (ledger table `guards`) and what guards did (`guard_events`).
 * A light handle over a borrowed Database, like SyncHistory: copy it freely, use it on the database's thread only,
 * and not after the database is gone. With no database every call fails with Error::Missing.
 */
class GuardStore
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::GuardStore)

public:
    /** The schema steps of guards and guard_events (part of version 6). */
    static Migrations migrations();

    explicit GuardStore(Database *database);

    bool isAvailable() const { return m_database != nullptr; }

    /**
     * Inserts or replaces the policy of (\a policy.scopeKind, \a policy.scope), stamped \a now. Fails with
     * InvalidInput for an empty scope, a budget that is not positive, a lifetime that is not positive, an idle
     * rule outside 0 < percent <= 100 and minutes > 0, or a negative countdown.
     */
    [[nodiscard]] Status save(const GuardPolicy &policy, const QDateTime &now = QDateTime::currentDateTimeUtc());
    /** Forgets one policy; NotFound when there is none. */
    [[nodiscard]] Status remove(GuardScope scopeKind, const QString &scope);
    /** The stored policy of one scope; empty when none. */
    [[nodiscard]] Result<std::optional<GuardPolicy>> policy(GuardScope scopeKind, const QString &scope) const;
    /** Every stored policy: instances first, then projects, each by scope. */
    [[nodiscard]] Result<QList<GuardPolicy>> policies() const;
    /** The policy that applies to \a instanceName: its own, else its \a project's (when not empty), else none. */
    [[nodiscard]] Result<std::optional<GuardPolicy>> effectivePolicy(
        const QString &instanceName, const QString &project) const;

    /** Appends \a event (its id is ignored). */
    [[nodiscard]] Status recordEvent(const GuardEvent &event);
    /** The newest \a limit events of \a instanceName, oldest first. */
    [[nodiscard]] Result<QList<GuardEvent>> events(const QString &instanceName, int limit = 500) const;

private:
    Error unavailable() const;

    Database *m_database = nullptr;
};

} // namespace RentDeck
