// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/SshForwardConnection.h"

#include "ssh/SshSession.h"

#include <QTcpSocket>

namespace RentDeck {

SshForwardConnection::SshForwardConnection(
    SshSession *session, QTcpSocket *socket, const QByteArray &remoteHost, int remotePort, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_socket(socket)
{
    m_socket->setParent(this);
    SshChannelSpec spec;
    spec.kind = SshChannelSpec::Kind::Forward;
    spec.remoteHost = remoteHost;
    spec.remotePort = remotePort;
    spec.readWindow = ReadWindow;
    m_id = session->openChannel(this, spec);
    connect(m_socket, &QTcpSocket::readyRead, this, &SshForwardConnection::readSocket);
    connect(m_socket, &QTcpSocket::bytesWritten, this, &SshForwardConnection::ackWritten);
    connect(m_socket, &QTcpSocket::disconnected, this, [this] {
        readSocket(); // whatever arrived with the FIN still goes out
        if (!m_ended && m_session) {
            m_session->sendEof(m_id, true); // flushes what is queued, then closes; the session forgets us
        }
        m_ended = true;
        report();
    });
    // Bytes sent before the channel opens are queued by the worker, up to the window.
    readSocket();
}

SshForwardConnection::~SshForwardConnection()
{
    if (!m_ended && m_session) {
        m_session->releaseChannel(m_id);
    }
}

void SshForwardConnection::readSocket()
{
    if (m_ended || !m_session) {
        return;
    }
    while (m_inFlight < ReadWindow && m_socket->bytesAvailable() > 0) {
        const QByteArray data = m_socket->read(ReadWindow - m_inFlight);
        if (data.isEmpty()) {
            break;
        }
        m_inFlight += data.size();
        m_session->writeChannel(m_id, data);
        emit transferred(0, data.size());
    }
}

void SshForwardConnection::ackWritten()
{
    // Acknowledge only what the socket really took, so a slow local reader slows the remote sender.
    const qint64 written = m_unacked - m_socket->bytesToWrite();
    if (written > 0 && m_session) {
        m_unacked -= written;
        m_session->ackChannel(m_id, written);
    }
}

void SshForwardConnection::channelOpened()
{
    m_channelOpen = true;
}

void SshForwardConnection::channelData(const QByteArray &data, bool isStderr)
{
    Q_UNUSED(isStderr)
    m_socket->write(data);
    m_unacked += data.size();
    emit transferred(data.size(), 0);
}

void SshForwardConnection::channelWritten(qint64 bytes)
{
    m_inFlight -= bytes;
    readSocket();
}

void SshForwardConnection::channelClosed(int exitStatus, const Error &error)
{
    Q_UNUSED(exitStatus)
    m_ended = true; // the session already forgot the channel
    m_error = error.isError() ? error.message : QString();
    // Reported (and deleted) once the socket has handed what is still buffered to the local client.
    m_socket->disconnectFromHost();
    if (m_socket->state() == QAbstractSocket::UnconnectedState) {
        report();
    }
}

void SshForwardConnection::report()
{
    if (std::exchange(m_reported, true)) {
        return;
    }
    emit ended(m_error);
    deleteLater();
}

} // namespace RentDeck
