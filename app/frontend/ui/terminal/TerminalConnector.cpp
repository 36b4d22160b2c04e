// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/terminal/TerminalConnector.h"

#include "services/ConnectionManager.h"
#include "ssh/SshShellChannel.h"
#include "ui/terminal/TerminalTab.h"
#include "ui/terminal/TerminalWidget.h"

namespace RentDeck {

TerminalConnector::TerminalConnector(TerminalTab *tab, ConnectionManager *connections, const QString &instanceName)
    : QObject(tab)
    , m_tab(tab)
    , m_connections(connections)
    , m_instanceName(instanceName)
{
    connect(connections, &ConnectionManager::sessionStateChanged, this,
        [this](const QString &name, SshSession::State state, const QString &message) {
            if (name != m_instanceName) {
                return;
            }
            TerminalWidget *terminal = m_tab->terminal();
            switch (state) {
            case SshSession::State::Connecting:
                terminal->setOverlayMessage(tr("Connecting to %1…").arg(m_instanceName));
                break;
            case SshSession::State::Reconnecting:
                terminal->setOverlayMessage(tr("Reconnecting… %1").arg(message));
                break;
            case SshSession::State::Failed:
            case SshSession::State::Disconnected:
                terminal->setOverlayMessage(message.isEmpty() ? tr("Disconnected.") : message);
                break;
            case SshSession::State::Connected:
                if (!m_shell || m_shell->isOpen()) {
                    terminal->setOverlayMessage({});
                }
                break;
            }
        });
    openShell();
}

TerminalConnector::~TerminalConnector()
{
    if (m_shell) {
        m_shell->close();
    }
}

void TerminalConnector::openShell()
{
    TerminalWidget *terminal = m_tab->terminal();
    SshSession *session = m_connections->session(m_instanceName, &m_failure);
    if (!session) {
        terminal->setOverlayMessage(m_failure);
        return;
    }
    m_shell = session->openShell(terminal->cols(), terminal->rows());
    if (session->state() != SshSession::State::Connected) {
        terminal->setOverlayMessage(tr("Connecting to %1…").arg(m_instanceName));
    }
    connect(terminal, &TerminalWidget::inputReady, m_shell, &SshShellChannel::write);
    connect(terminal, &TerminalWidget::terminalSizeChanged, m_shell, &SshShellChannel::resize);
    connect(m_shell, &SshShellChannel::dataReceived, terminal, &TerminalWidget::feed);
    connect(m_shell, &SshShellChannel::opened, terminal, [terminal] { terminal->setOverlayMessage({}); });
    connect(m_shell, &SshShellChannel::reconnecting, terminal,
        [terminal] { terminal->setOverlayMessage(tr("Reconnecting…")); });
    connect(m_shell, &SshShellChannel::reconnected, terminal, [terminal] {
        terminal->setOverlayMessage({});
        // The old remote shell is gone; say so in the scrollback rather than pretend it continued.
        terminal->feed(QByteArrayLiteral("\r\n\x1b[33m[reconnected: new shell]\x1b[0m\r\n"));
    });
    connect(m_shell, &SshShellChannel::closed, terminal, [this, terminal] {
        const QString why = m_shell && m_shell->error().isError() ? m_shell->error().message : QString();
        terminal->setOverlayMessage(
            why.isEmpty() ? tr("The shell has ended. Close this tab, or open a new terminal.") : why);
    });
}

} // namespace RentDeck
