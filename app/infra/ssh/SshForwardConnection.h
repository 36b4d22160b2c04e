// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ssh/SshChannelClient.h"

#include <QObject>
#include <QPointer>

class QTcpSocket;

namespace RentDeck {

class SshSession;

/**
 * Internal: one accepted local TCP connection of an SshPortForward, tunnelled through a direct-tcpip
 * channel. Owner thread only. Flow control both ways: at most ReadWindow bytes are in flight towards the
 * worker, and the worker holds back channel data while the socket has ReadWindow bytes unwritten.
 * Deletes itself (deleteLater) after ended().
 */
class SshForwardConnection final : public QObject, private SshChannelClient
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SshForwardConnection)

public:
    static constexpr qint64 ReadWindow = 1024 * 1024;

    /** Takes \a socket (reparented to this). */
    SshForwardConnection(SshSession *session, QTcpSocket *socket, const QByteArray &remoteHost, int remotePort,
        QObject *parent = nullptr);
    ~SshForwardConnection() override;

signals:
    /** Bytes moved: \a received from the instance, \a sent to it. */
    void transferred(qint64 received, qint64 sent);
    /** The connection is over; \a error is empty when it ended normally. */
    void ended(const QString &error);

private:
    void channelOpened() override;
    void channelData(const QByteArray &data, bool isStderr) override;
    void channelWritten(qint64 bytes) override;
    void channelClosed(int exitStatus, const Error &error) override;

    void readSocket();
    void ackWritten();
    void report();

    QPointer<SshSession> m_session;
    QTcpSocket *m_socket;
    int m_id = 0;
    bool m_channelOpen = false;
    bool m_ended = false; // the channel is gone (or going): nothing more goes to the session
    bool m_reported = false;
    QString m_error;
    qint64 m_inFlight = 0; // sent to the worker, not yet on the wire
    qint64 m_unacked = 0; // received from the worker, not yet acknowledged
};

} // namespace RentDeck
