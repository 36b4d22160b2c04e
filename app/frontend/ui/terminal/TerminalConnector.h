// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

namespace RentDeck {

class ConnectionManager;
class SshShellChannel;
class TerminalTab;

/**
 * Joins a TerminalTab to a PTY shell on the instance's shared SSH session: keys go out, output comes
 * in, the size follows the widget, and a dropped connection shows "Reconnecting…" over the terminal
 * until the session is back (with a fresh shell). Owned by the tab.
 */
class TerminalConnector : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TerminalConnector)
public:
    TerminalConnector(TerminalTab *tab, ConnectionManager *connections, const QString &instanceName);
    ~TerminalConnector() override;

    const QString &instanceName() const { return m_instanceName; }
    /** Why no shell could be opened, empty when it was. */
    const QString &failure() const { return m_failure; }

private:
    void openShell();

    TerminalTab *m_tab;
    ConnectionManager *m_connections;
    QString m_instanceName;
    QPointer<SshShellChannel> m_shell;
    QString m_failure;
};

} // namespace RentDeck
