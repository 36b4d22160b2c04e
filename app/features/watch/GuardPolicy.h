// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Money.h"

#include <QDateTime>
#include <QString>
#include <optional>

namespace RentDeck {

/** What a guard does when its limit is reached or the instance is idle. */
enum class GuardAction
{
    Warn, // notify only; never acts
    Stop,
    Destroy
};

/** Whom a guard policy covers: one instance ("PROVIDER:ID") or every instance tagged with a project. */
enum class GuardScope
{
    Instance,
    Project
};

/** Why a guard speaks. */
enum class GuardReason
{
    Budget,
    Lifetime,
    Idle
};

/** "All GPUs below \a percent utilization for \a minutes" (and no interactive SSH session, no sync running). */
struct IdleRule
{
    double percent = 5;
    int minutes = 30;

    bool operator==(const IdleRule &other) const = default;
};

/**
 * The guard of one instance, or the default for each instance of a project (not a shared pot: every instance
 * of the project gets the same budget on its own). Stored in the ledger's `guards` table by GuardStore.
 */
struct GuardPolicy
{
    static constexpr int DefaultCountdownSeconds = 60;

    GuardScope scopeKind = GuardScope::Instance;
    QString scope; // the instance name or the project tag
    Money budget; // invalid = no budget
    std::optional<qint64> maxLifetimeSeconds; // since launch; none = no limit
    std::optional<IdleRule> idle;
    GuardAction action = GuardAction::Warn;
    bool watchdog = false; // install the remote watchdog that enforces this when RentDeck is closed
    int countdownSeconds = DefaultCountdownSeconds; // between "the action is due" and the action; cancellable
    QDateTime updatedAt; // set by GuardStore::save

    /** Whether any limit is set (a policy with none never speaks). */
    bool hasLimits() const { return budget.isValid() || maxLifetimeSeconds.has_value() || idle.has_value(); }
    void setMaxLifetimeHours(double hours);
    std::optional<double> maxLifetimeHours() const;

    /** "warn" / "stop" / "destroy", as stored and in JSON. */
    static QString actionName(GuardAction action);
    static GuardAction actionFromName(const QString &name, bool *ok = nullptr);
    /** "instance" / "project". */
    static QString scopeName(GuardScope scope);
    static GuardScope scopeFromName(const QString &name, bool *ok = nullptr);
    /** "budget" / "lifetime" / "idle". */
    static QString reasonName(GuardReason reason);
    static GuardReason reasonFromName(const QString &name, bool *ok = nullptr);

    /** The policy that applies to an instance: its own when it has one, else its project's, else none. */
    static std::optional<GuardPolicy> effective(
        const std::optional<GuardPolicy> &own, const std::optional<GuardPolicy> &project);

    bool operator==(const GuardPolicy &other) const = default;
};

} // namespace RentDeck
