// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QString>

namespace RentDeck {

class SshForwardListener;
class SshSession;

/**
 * A local port forward (SshSession::forwardLocalPort()): a listener on 127.0.0.1 only, each accepted
 * connection tunnelled to remoteHost:remotePort as seen from the instance. Owner thread only.
 *
 * Listening starts in the constructor: check isListening()/localPort() right away (the signals report
 * later changes). The listener survives reconnects; connections that were open when the connection
 * dropped are closed, new ones wait until the session is back. lastError() holds the latest failure
 * (listen failed, the instance refused the forward, connection lost).
 */
class SshPortForward final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SshPortForward)

public:
    ~SshPortForward() override;

    bool isListening() const;
    /** Always 127.0.0.1. */
    QHostAddress localAddress() const { return QHostAddress(QHostAddress::LocalHost); }
    /** The port listened on; 0 when not listening. */
    quint16 localPort() const { return m_localPort; }
    /** "127.0.0.1:8888". */
    QString localAddressText() const;
    quint16 preferredLocalPort() const { return m_preferredLocalPort; }
    const QString &remoteHost() const { return m_remoteHost; }
    quint16 remotePort() const { return m_remotePort; }
    int activeConnections() const { return m_activeConnections; }
    /** Bytes from the instance to local clients. */
    qint64 bytesReceived() const { return m_bytesReceived; }
    /** Bytes from local clients to the instance. */
    qint64 bytesSent() const { return m_bytesSent; }
    const QString &lastError() const { return m_lastError; }

    /** Stops listening and closes the open connections. */
    void close();

signals:
    void listeningChanged(bool listening);
    void activeConnectionsChanged(int count);
    /** Running totals, emitted as the worker reports them (every 200 ms while data moves, and at each end). */
    void bytesTransferred(qint64 received, qint64 sent);
    void errorOccurred(const QString &message);

private:
    friend class SshSession;
    SshPortForward(SshSession *session, quint16 remotePort, quint16 preferredLocalPort, QString remoteHost);

    void listen();
    void accept(qintptr socketDescriptor);
    void setError(const QString &message);

    QPointer<SshSession> m_session;
    SshForwardListener *m_server;
    quint16 m_remotePort;
    quint16 m_preferredLocalPort;
    QString m_remoteHost;
    quint16 m_localPort = 0;
    int m_activeConnections = 0;
    qint64 m_bytesReceived = 0;
    qint64 m_bytesSent = 0;
    QString m_lastError;
};

} // namespace RentDeck
