// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QStringList>
#include <chrono>

namespace RentDeck {

/**
 * What the remote watchdog (resources/scripts/rentdeck-watchdog.sh) enforces on one instance. Holds no
 * credential: everything here is written to the instance as plain text.
 */
struct WatchdogConfig
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::WatchdogConfig)

public:
    enum class Action
    {
        PowerOff, // deadline and idleness power the instance off
        Warn, // idleness only logs while RentDeck's heartbeat is fresh; acts once nobody watches
    };

    QDateTime deadline; // invalid: no deadline
    int idlePercent = -1; // idle rule: every GPU below this utilization ...; < 0: no idle rule
    std::chrono::seconds idleFor { 0 }; // ... for this long, with no interactive SSH session or transfer
    Action action = Action::PowerOff;
    std::chrono::seconds checkInterval { 30 };
    std::chrono::seconds heartbeatMaxAge { 180 };
    /** Tried in order on the instance (sh -c); empty: the script's defaults (shutdown -h now, poweroff). */
    QStringList powerOffCommands;
    std::chrono::seconds settleTime { 60 }; // after a command succeeded, wait this long before the next one
    std::chrono::seconds retryAfter { 300 }; // after every command failed, try again this much later
    /** Last resort `kill -TERM 1`: containers whose PID 1 is the workload's own init only (see the script). */
    bool allowKillInit = false;

    /** InvalidInput (with what to change) when a value cannot be written or makes no sense. */
    [[nodiscard]] Status validate() const;
    /**
     * The config file: key=value lines. \a logFile, \a pidFile and \a heartbeatFile are written as given
     * (relative paths are relative to the config file's folder on the instance). The deadline is written in the
     * instance's clock: \a clockOffsetSeconds (instance minus here) is added to it.
     */
    QByteArray toFileText(const QString &logFile, const QString &pidFile, const QString &heartbeatFile,
        qint64 clockOffsetSeconds = 0) const;
};

} // namespace RentDeck
