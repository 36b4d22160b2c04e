// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/CliCommand.h"

#include <QPointer>

namespace RentDeck {

class CliStopSignals;

class SshPortForward;
class SshSession;

/**
 * `forward NAME --remote PORT [--local PORT] [--remote-host HOST]`: tunnels 127.0.0.1:LOCAL to the instance
 * until SIGINT/SIGTERM (then exits 0). Prints the local address once the session is up; reconnects on its
 * own after drops (told on stderr). RENTDECK_SSH_PASSWORD supplies a password for password-auth instances.
 */
class ForwardCommand : public CliCommand
{
    Q_OBJECT
public:
    using CliCommand::CliCommand;
    void addOptions(QCommandLineParser &parser) override;
    void start(const QCommandLineParser &parser) override;

private:
    void open(const Instance &instance, const QString &name, quint16 remotePort, quint16 localPort,
        const QString &remoteHost);
    void watchSignals();
    void stop(int exitCode);

    QPointer<SshSession> m_session;
    QPointer<SshPortForward> m_forward;
    CliStopSignals *m_signals = nullptr;
    bool m_announced = false;
};

} // namespace RentDeck
