// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/ForwardCommand.h"

#include "cli/CliContext.h"
#include "cli/CliStopSignals.h"
#include "services/InstanceManager.h"
#include "ssh/SshPortForward.h"
#include "ssh/SshSession.h"

#include <QJsonObject>

namespace RentDeck {

namespace {

bool parsePort(const QString &text, quint16 *port)
{
    bool ok = false;
    const uint value = text.toUInt(&ok);
    *port = static_cast<quint16>(value);
    return ok && value <= 65535;
}

} // namespace

void ForwardCommand::addOptions(QCommandLineParser &parser)
{
    parser.setApplicationDescription(
        QStringLiteral("Forwards a local port on 127.0.0.1 to a port on the instance until Ctrl-C (or SIGTERM).\n"
                       "Reconnects by itself when the connection drops.\n"
                       "Environment: RENTDECK_SSH_PASSWORD = the SSH password, for instances that log in with a "
                       "password (for scripts; it is never printed nor logged)."));
    parser.addPositionalArgument(QStringLiteral("NAME"), QStringLiteral("Instance name, e.g. sandbox:3."));
    parser.addOption(
        { QStringLiteral("remote"), QStringLiteral("Port on the instance (required)."), QStringLiteral("PORT") });
    parser.addOption({ QStringLiteral("local"),
        QStringLiteral("Local port on 127.0.0.1 (default: the same as --remote if free, else any free port)."),
        QStringLiteral("PORT") });
    parser.addOption(
        { QStringLiteral("remote-host"), QStringLiteral("Host to reach from the instance (default 127.0.0.1)."),
            QStringLiteral("HOST"), QStringLiteral("127.0.0.1") });
}

void ForwardCommand::start(const QCommandLineParser &parser)
{
    const QStringList words = parser.positionalArguments();
    quint16 remotePort = 0;
    quint16 localPort = 0;
    if (words.size() != 1 || !parsePort(parser.value(QStringLiteral("remote")), &remotePort) || remotePort == 0) {
        failWith(QStringLiteral("usage: rentdeck-cli forward NAME --remote PORT [--local PORT]"), 2);
        return;
    }
    if (parser.isSet(QStringLiteral("local")) && !parsePort(parser.value(QStringLiteral("local")), &localPort)) {
        failWith(QStringLiteral("--local must be a port number (0-65535)"), 2);
        return;
    }
    if (!parser.isSet(QStringLiteral("local"))) {
        localPort = remotePort; // a familiar port when it is free; SshPortForward falls back to any free one
    }
    const QString name = words.constFirst();
    const QString remoteHost = parser.value(QStringLiteral("remote-host"));
    withRunningInstance(name, [this, name, remotePort, localPort, remoteHost](const Instance &instance) {
        open(instance, name, remotePort, localPort, remoteHost);
    });
}

void ForwardCommand::open(
    const Instance &instance, const QString &name, quint16 remotePort, quint16 localPort, const QString &remoteHost)
{
    watchSignals();
    m_session = new SshSession(instance.ssh, this);
    if (qEnvironmentVariableIsSet("RENTDECK_SSH_PASSWORD")) {
        m_session->setPassword(qEnvironmentVariable("RENTDECK_SSH_PASSWORD"));
    }
    m_forward = m_session->forwardLocalPort(remotePort, localPort, remoteHost);
    if (!m_forward->isListening()) {
        failWith(QStringLiteral("cannot forward: %1").arg(m_forward->lastError()));
        return;
    }
    connect(m_forward, &SshPortForward::errorOccurred, this,
        [](const QString &message) { CliContext::progress(QStringLiteral("forward: %1").arg(message)); });
    connect(m_session, &SshSession::stateChanged, this,
        [this, name, remotePort](SshSession::State state, const QString &message) {
            if (state == SshSession::State::Failed) {
                failWith(QStringLiteral("forward to %1 failed: %2").arg(name, message));
                return;
            }
            if (state == SshSession::State::Reconnecting) {
                CliContext::progress(message);
                return;
            }
            if (state != SshSession::State::Connected || std::exchange(m_announced, true)) {
                if (state == SshSession::State::Connected) {
                    CliContext::progress(message);
                }
                return;
            }
            if (m_context.json()) {
                CliContext::printJson(QJsonObject { { QStringLiteral("local"), m_forward->localAddressText() },
                    { QStringLiteral("remote"), int(remotePort) } });
            } else {
                CliContext::printLine(m_forward->localAddressText());
            }
            CliContext::progress(QStringLiteral("forwarding %1 to port %2 on %3; Ctrl-C to stop")
                                     .arg(m_forward->localAddressText())
                                     .arg(remotePort)
                                     .arg(name));
        });
    m_session->connectToHost();
}

void ForwardCommand::watchSignals()
{
    m_signals = new CliStopSignals(this);
    connect(m_signals, &CliStopSignals::stopRequested, this, [this] { stop(0); });
    m_signals->install();
}

void ForwardCommand::stop(int exitCode)
{
    if (m_signals) {
        m_signals->disarm();
    }
    delete m_session; // closes the listener and the tunnels
    // The program ends right after: let the worker say goodbye to the server instead of dying mid-call.
    SshSession::waitForWorkers(std::chrono::milliseconds(3000));
    done(exitCode);
}

} // namespace RentDeck
