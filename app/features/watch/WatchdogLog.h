// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>

namespace RentDeck {

/** One line of the remote watchdog's log: "2026-05-01T12:00:00Z poweroff shutdown -h now". */
struct WatchdogEvent
{
    int line = 0; // 1-based line number in the log on the instance
    QDateTime at; // UTC, from the instance's clock; invalid for a line that is not an event
    QString kind; // start, replace, stop, deadline, idle, idle-warn, gpu-unknown, poweroff, poweroff-failed, ...
    QString detail;

    bool isPowerOff() const { return kind == QLatin1String("poweroff"); }
};

/** What readLog() found: new events and where to continue next time. */
struct WatchdogLog
{
    QList<WatchdogEvent> events;
    int nextLine = 0; // pass as sinceLine to read only what is newer

    /** The first event of \a kind, or nullptr. */
    const WatchdogEvent *find(const QString &kind) const;

    /**
     * Pure: parses `readLog`'s remote output: the log's line count on the first line, then the log lines after
     * \a sinceLine (all of them when the log has fewer lines than that: it was reset). A line that is not
     * "TIME EVENT [DETAIL]" is kept as kind "text" so nothing the instance wrote is lost.
     */
    static WatchdogLog parse(const QByteArray &output, int sinceLine);
};

} // namespace RentDeck
