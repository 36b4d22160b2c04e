// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "watch/GuardEvaluator.h"
#include "watch/GuardPolicy.h"

#include <QDateTime>
#include <QHash>
#include <QMap>
#include <QObject>
#include <functional>
#include <optional>

namespace RentDeck {

class GuardStore;

/**
 * Turns GuardEvaluator verdicts, tick after tick, into notifications and actions for each instance.
 *
 * Call update() for every guarded instance on every tick (once a second; the window's meter timer). The monitor
 * remembers what it already said: the 80% warning is raised once per reason (again only after it fell below),
 * "limit reached" (warn-only, or nothing to do) once, and at most one countdown runs per instance. When its
 * time is up, actionDue() is emitted once; the same reasons do not act again until their condition clears
 * (for example the instance is stopped, then resumed while still over budget: a new countdown starts).
 * cancelCountdown() ("keep running") snoozes the reasons that triggered: no new countdown for them until their
 * condition clears or snoozeSeconds() pass. An interactive session or a running sync vetoes idleness, and the
 * idle clock restarts when the veto ends. Everything said is recorded in guard_events when a store is set.
 *
 * Lives on the ledger's thread (the GUI thread); the clock is injectable for tests.
 */
class GuardMonitor : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GuardMonitor)

public:
    using Clock = std::function<QDateTime()>;
    static constexpr qint64 DefaultSnoozeSeconds = 30 * 60;

    /** \a store (may be null: nothing recorded) is borrowed and must outlive the monitor. */
    explicit GuardMonitor(GuardStore *store = nullptr, QObject *parent = nullptr);
    ~GuardMonitor() override;

    /** The time source (default: QDateTime::currentDateTimeUtc). */
    void setClock(Clock clock);
    QDateTime now() const { return m_clock(); }
    void setSnoozeSeconds(qint64 seconds) { m_snoozeSeconds = seconds; }
    qint64 snoozeSeconds() const { return m_snoozeSeconds; }

    /**
     * Evaluates \a policy for \a instanceName at now() (input.countdownStartedAt is filled in here), emits what
     * changed and returns the verdict as the window should show it (snoozed and already acted reasons say
     * LimitReached).
     */
    GuardVerdict update(const QString &instanceName, const GuardPolicy &policy, GuardInput input);
    /** "Keep running": stops the instance's countdown and snoozes its reasons. False when none was running. */
    bool cancelCountdown(const QString &instanceName);
    /** Drops everything known about \a instanceName (destroyed, or its guard removed); says nothing. */
    void forget(const QString &instanceName);

    /** The latest verdict of update() for \a instanceName (empty when never updated). */
    GuardVerdict verdict(const QString &instanceName) const;
    /** When the running countdown of \a instanceName ends; invalid when none runs. */
    QDateTime countdownDueAt(const QString &instanceName) const;
    bool isSnoozed(const QString &instanceName, GuardReason reason) const;

signals:
    /** 80% of the budget or the lifetime, once. */
    void warningRaised(const QString &instanceName, RentDeck::GuardReason reason, const QString &message);
    /** The limit is reached but the guard only warns, or its action does not apply now; once. */
    void limitReached(const QString &instanceName, RentDeck::GuardReason reason, const QString &message);
    /** \a action will be due at \a dueAt unless cancelCountdown() is called. */
    void countdownStarted(const QString &instanceName, RentDeck::GuardAction action, RentDeck::GuardReason reason,
        const QString &message, const QDateTime &dueAt);
    /** The countdown stopped: the user cancelled it, or its condition went away. */
    void countdownCancelled(const QString &instanceName, RentDeck::GuardReason reason, bool byUser);
    /** Perform \a action (stop or destroy) now; \a reason says why, for people and the ledger's event detail. */
    void actionDue(const QString &instanceName, RentDeck::GuardAction action, const QString &reason);

private:
    struct ReasonState
    {
        bool warned = false;
        bool limitNotified = false;
        bool acted = false;
        QDateTime snoozedUntil;
    };
    struct Watch
    {
        QMap<GuardReason, ReasonState> reasons;
        std::optional<GuardReason> countdownReason;
        QDateTime countdownStartedAt;
        QDateTime countdownDueAt;
        QString countdownMessage;
        bool vetoed = false;
        QDateTime vetoEndedAt;
        GuardVerdict verdict;
    };

    void handleQuiet(const QString &instanceName, Watch &watch, GuardReason reason, const GuardFinding *finding);
    void record(
        const QString &instanceName, QLatin1String kind, std::optional<GuardReason> reason, const QString &detail);

    GuardStore *m_store = nullptr;
    Clock m_clock;
    qint64 m_snoozeSeconds = DefaultSnoozeSeconds;
    QHash<QString, Watch> m_watches;
};

} // namespace RentDeck
