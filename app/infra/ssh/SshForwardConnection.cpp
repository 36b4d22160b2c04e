// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/SshForwardConnection.h"

#include "ssh/ForwardedSocket.h"
#include "ssh/SshSession.h"

namespace RentDeck {

SshForwardConnection::SshForwardConnection(
    SshSession *session, qintptr socketDescriptor, const QByteArray &remoteHost, int remotePort, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
    SshChannelSpec spec;
    spec.kind = SshChannelSpec::Kind::Forward;
    spec.remoteHost = remoteHost;
    spec.remotePort = remotePort;
    spec.localSocket = std::make_shared<ForwardedSocket>(socketDescriptor);
    m_id = session->openChannel(this, spec);
}

SshForwardConnection::~SshForwardConnection()
{
    if (!m_ended && m_session) {
        m_session->releaseChannel(m_id); // the worker drops the channel and closes the local connection
    }
}

void SshForwardConnection::channelData(const QByteArray &data, bool isStderr)
{
    Q_UNUSED(data)
    Q_UNUSED(isStderr) // the worker writes the data to the local connection itself
}

void SshForwardConnection::channelTransferred(qint64 received, qint64 sent)
{
    emit transferred(received, sent);
}

void SshForwardConnection::channelClosed(int exitStatus, const Error &error)
{
    Q_UNUSED(exitStatus)
    if (std::exchange(m_ended, true)) {
        return;
    }
    emit ended(error.isError() ? error.message : QString());
    deleteLater();
}

} // namespace RentDeck
