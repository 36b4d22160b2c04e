// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/CliCommand.h"
#include "core/Instance.h"

#include <QElapsedTimer>

namespace RentDeck {

class SshSession;

/** `launch --offer PROVIDER:OFFER_ID [...] [--wait]`: rents and prints the instance name. */
class LaunchCommand : public CliCommand
{
    Q_OBJECT
public:
    using CliCommand::CliCommand;
    void addOptions(QCommandLineParser &parser) override;
    void start(const QCommandLineParser &parser) override;

private:
    /** --env, --onstart into \a spec; false (and failed with the reason) when one is malformed or unreadable. */
    bool readContainerOptions(const QCommandLineParser &parser, InstanceSpec &spec);
    void waitForSsh();
    /** Saves the guard asked for with --max-hours / --idle-stop / --budget; false (and failed) when it cannot. */
    bool saveGuard();
    /** With --wait and a guard: the watchdog that holds the instance to it once this command has exited. */
    void installWatchdog();
    void report();

    Instance m_instance;
    QElapsedTimer m_clock;
    qint64 m_waitLimitMs = 0;
    qint64 m_sshReadyMs = -1;
    double m_maxHours = 0;
    int m_idleMinutes = 0;
    double m_budget = 0;
    qint64 m_watchdogPid = 0;
    QString m_hostKeyFingerprint; // recorded on the first connection (trust on first use)
    SshSession *m_session = nullptr;
};

} // namespace RentDeck
