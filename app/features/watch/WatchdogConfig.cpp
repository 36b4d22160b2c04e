// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "watch/WatchdogConfig.h"

namespace RentDeck {

namespace {

bool isOneLine(const QString &value)
{
    return !value.contains(QLatin1Char('\n')) && !value.contains(QLatin1Char('\r')) && !value.contains(QChar(u'\0'));
}

QByteArray line(const char *key, const QString &value)
{
    return QByteArray(key) + '=' + value.toUtf8() + '\n';
}

QByteArray line(const char *key, qint64 value)
{
    return QByteArray(key) + '=' + QByteArray::number(value) + '\n';
}

} // namespace

Status WatchdogConfig::validate() const
{
    if (!deadline.isValid() && idlePercent < 0) {
        return Error::make(Error::Code::InvalidInput, tr("The watchdog needs a deadline or an idle rule."));
    }
    if (idlePercent > 100) {
        return Error::make(Error::Code::InvalidInput, tr("The idle threshold is a GPU utilization from 0 to 100 %."));
    }
    if (idlePercent >= 0 && idleFor.count() < 0) {
        return Error::make(Error::Code::InvalidInput, tr("The idle time cannot be negative."));
    }
    if (checkInterval.count() < 1 || heartbeatMaxAge.count() < 0 || settleTime.count() < 0 || retryAfter.count() < 1) {
        return Error::make(
            Error::Code::InvalidInput, tr("The watchdog's check interval and retry time must be at least one second."));
    }
    for (const QString &command : powerOffCommands) {
        if (command.trimmed().isEmpty() || !isOneLine(command)) {
            return Error::make(
                Error::Code::InvalidInput, tr("A power-off command must be one non-empty line: \"%1\".").arg(command));
        }
    }
    return {};
}

QByteArray WatchdogConfig::toFileText(
    const QString &logFile, const QString &pidFile, const QString &heartbeatFile, qint64 clockOffsetSeconds) const
{
    QByteArray text = "# Written by RentDeck: the settings of rentdeck-watchdog.sh. No credentials.\n";
    // Rounded up: the watchdog counts whole seconds and must never act before the deadline.
    const qint64 deadlineSeconds = deadline.isValid() ? (deadline.toMSecsSinceEpoch() + 999) / 1000 : 0;
    text += line("deadline", deadline.isValid() ? deadlineSeconds + clockOffsetSeconds : 0);
    text += line("idle_percent", idlePercent < 0 ? -1 : idlePercent);
    text += line("idle_seconds", idleFor.count());
    text += line("action", action == Action::Warn ? QStringLiteral("warn") : QStringLiteral("poweroff"));
    text += line("interval", checkInterval.count());
    text += line("heartbeat_file", heartbeatFile);
    text += line("heartbeat_max_age", heartbeatMaxAge.count());
    text += line("log", logFile);
    text += line("pid_file", pidFile);
    for (const QString &command : powerOffCommands) {
        text += line("poweroff_command", command);
    }
    text += line("settle_seconds", settleTime.count());
    text += line("retry_seconds", retryAfter.count());
    text += line("allow_kill_init", allowKillInit ? 1 : 0);
    return text;
}

} // namespace RentDeck
