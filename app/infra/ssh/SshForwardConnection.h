// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ssh/SshChannelClient.h"

#include <QObject>
#include <QPointer>

namespace RentDeck {

class SshSession;

/**
 * Internal: one accepted local TCP connection of an SshPortForward, tunnelled through a direct-tcpip
 * channel. The connection's descriptor goes to the session's worker thread, which moves the bytes between
 * it and the channel in its own poll loop, as `ssh -L` does: no byte crosses to this (the owner's) thread,
 * which only hears the byte counts and the end. Owner thread only. Deletes itself (deleteLater) after
 * ended().
 */
class SshForwardConnection final : public QObject, private SshChannelClient
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SshForwardConnection)

public:
    /** Takes \a socketDescriptor (an accepted TCP connection). */
    SshForwardConnection(SshSession *session, qintptr socketDescriptor, const QByteArray &remoteHost, int remotePort,
        QObject *parent = nullptr);
    ~SshForwardConnection() override;

signals:
    /** Bytes moved since the last signal: \a received from the instance, \a sent to it. */
    void transferred(qint64 received, qint64 sent);
    /** The connection is over; \a error is empty when it ended normally. */
    void ended(const QString &error);

private:
    void channelData(const QByteArray &data, bool isStderr) override;
    void channelTransferred(qint64 received, qint64 sent) override;
    void channelClosed(int exitStatus, const Error &error) override;

    QPointer<SshSession> m_session;
    int m_id = 0;
    bool m_ended = false; // the session already forgot the channel
};

} // namespace RentDeck
