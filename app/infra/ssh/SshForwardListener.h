// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTcpServer>

namespace RentDeck {

/**
 * Internal: the listener of an SshPortForward. Hands out accepted connections as bare descriptors instead of
 * QTcpSockets, because the session's worker thread moves their bytes (SshForwardConnection); a QTcpSocket
 * would tie them to this thread's event loop.
 */
class SshForwardListener final : public QTcpServer
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SshForwardListener)

public:
    using QTcpServer::QTcpServer;

signals:
    /** A connection was accepted; the receiver owns \a socketDescriptor. */
    void connectionAccepted(qintptr socketDescriptor);

protected:
    void incomingConnection(qintptr socketDescriptor) override { emit connectionAccepted(socketDescriptor); }
};

} // namespace RentDeck
