// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Error.h"
#include "ssh/SshChannelClient.h"

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QString>

namespace RentDeck {

class SshSession;

/**
 * An interactive login shell on a PTY (SshSession::openShell()). Owner thread only.
 *
 * When the connection drops, reconnecting() is emitted; once the session is back a NEW shell is opened
 * (the old remote shell and whatever ran in it are gone) with the latest size, and reconnected() follows.
 * Bytes written while reconnecting are dropped. closed() comes once: the shell exited, close() was
 * called, or the session failed or was disconnected (then error() says why).
 */
class SshShellChannel final : public QObject, private SshChannelClient
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SshShellChannel)

public:
    ~SshShellChannel() override;

    bool isOpen() const { return m_open; }
    bool isReconnecting() const { return m_reconnecting; }
    bool isClosed() const { return m_closed; }
    int cols() const { return m_cols; }
    int rows() const { return m_rows; }
    const QString &term() const { return m_term; }
    /** Why the shell closed, when it did not simply exit. */
    const Error &error() const { return m_error; }

    /** Keystrokes / bytes for the shell's PTY. */
    void write(const QByteArray &data);
    /** Tells the remote PTY its new size (SIGWINCH there). */
    void resize(int cols, int rows);
    /** Closes the shell; closed() follows (queued). */
    void close();

signals:
    void opened();
    void dataReceived(const QByteArray &data);
    void reconnecting();
    void reconnected();
    void closed();

private:
    friend class SshSession;
    SshShellChannel(SshSession *session, int cols, int rows, QString term);

    void channelOpened() override;
    void channelData(const QByteArray &data, bool isStderr) override;
    void channelReconnecting() override;
    void channelClosed(int exitStatus, const Error &error) override;

    QPointer<SshSession> m_session;
    int m_id = 0;
    int m_cols;
    int m_rows;
    QString m_term;
    bool m_open = false;
    bool m_reconnecting = false;
    bool m_closed = false;
    Error m_error;
};

} // namespace RentDeck
