// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/SshPortForward.h"

#include "logging/LoggingCategories.h"
#include "ssh/ForwardedSocket.h"
#include "ssh/SshForwardConnection.h"
#include "ssh/SshForwardListener.h"
#include "ssh/SshSession.h"

namespace RentDeck {

SshPortForward::SshPortForward(SshSession *session, quint16 remotePort, quint16 preferredLocalPort, QString remoteHost)
    : QObject(session)
    , m_session(session)
    , m_server(new SshForwardListener(this))
    , m_remotePort(remotePort)
    , m_preferredLocalPort(preferredLocalPort)
    , m_remoteHost(std::move(remoteHost))
{
    connect(m_server, &SshForwardListener::connectionAccepted, this, &SshPortForward::accept);
    listen();
}

SshPortForward::~SshPortForward() = default;

bool SshPortForward::isListening() const
{
    return m_server->isListening();
}

QString SshPortForward::localAddressText() const
{
    return QStringLiteral("127.0.0.1:%1").arg(m_localPort);
}

void SshPortForward::listen()
{
    // Loopback only: a forward exposes a service of the instance, which must not reach the local network.
    if (m_preferredLocalPort == 0 || !m_server->listen(QHostAddress::LocalHost, m_preferredLocalPort)) {
        if (m_preferredLocalPort != 0) {
            qCInfo(lcSsh) << "local port" << m_preferredLocalPort << "is taken (" << m_server->errorString()
                          << "); using a free one";
        }
        if (!m_server->listen(QHostAddress::LocalHost, 0)) {
            setError(tr("Could not listen on 127.0.0.1: %1").arg(m_server->errorString()));
            return;
        }
    }
    m_localPort = m_server->serverPort();
    qCInfo(lcSsh).noquote() << "forwarding" << localAddressText() << "to" << m_remoteHost << m_remotePort;
}

void SshPortForward::close()
{
    const bool wasListening = m_server->isListening();
    m_server->close();
    m_localPort = 0;
    const QList<SshForwardConnection *> connections = findChildren<SshForwardConnection *>();
    for (SshForwardConnection *connection : connections) {
        delete connection;
    }
    if (m_activeConnections != 0) {
        m_activeConnections = 0;
        emit activeConnectionsChanged(0);
    }
    if (wasListening) {
        emit listeningChanged(false);
    }
}

void SshPortForward::accept(qintptr socketDescriptor)
{
    if (!m_session) {
        ForwardedSocket closeNow(socketDescriptor);
        return;
    }
    auto *connection = new SshForwardConnection(m_session, socketDescriptor, m_remoteHost.toUtf8(), m_remotePort, this);
    ++m_activeConnections;
    emit activeConnectionsChanged(m_activeConnections);
    connect(connection, &SshForwardConnection::transferred, this, [this](qint64 received, qint64 sent) {
        m_bytesReceived += received;
        m_bytesSent += sent;
        emit bytesTransferred(m_bytesReceived, m_bytesSent);
    });
    connect(connection, &SshForwardConnection::ended, this, [this](const QString &error) {
        if (!error.isEmpty()) {
            setError(error);
        }
        m_activeConnections = std::max(0, m_activeConnections - 1);
        emit activeConnectionsChanged(m_activeConnections);
    });
}

void SshPortForward::setError(const QString &message)
{
    m_lastError = message;
    qCInfo(lcSsh).noquote() << "forward" << localAddressText() << ":" << message;
    emit errorOccurred(message);
}

} // namespace RentDeck
